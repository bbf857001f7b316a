package main

import (
	"fmt"
	"strconv"
	"strings"
)

// parseBytes reads a size such as 4GiB, 500MB or 1073741824 (0 or "" is
// no limit).
func parseBytes(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40}, {"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12}, {"B", 1}, {"", 1}}
	for _, u := range units {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
			if err != nil || n < 0 || n > (1<<62)/u.mult {
				return 0, fmt.Errorf("expected a size such as 4GiB or 500MB, not %q", s)
			}
			return n * u.mult, nil
		}
	}
	return 0, fmt.Errorf("expected a size such as 4GiB or 500MB, not %q", s)
}
