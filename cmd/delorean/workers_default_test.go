package main

import (
	"testing"

	"github.com/spf13/cobra"
)

// TestWorkersForDefault: without --workers the zone engine runs on one
// worker (its second is measured to slow it down, docs/zones.md) and the
// region engine on what the flag's default gives; a --workers given is
// used by both.
func TestWorkersForDefault(t *testing.T) {
	for _, c := range []struct {
		args     []string
		useZones bool
		want     int
	}{
		{nil, true, 1},
		{nil, false, 7},
		{[]string{"--workers", "3"}, true, 3},
		{[]string{"--workers", "3"}, false, 3},
		{[]string{"--workers", "1"}, false, 1},
	} {
		cmd := &cobra.Command{Use: "x"}
		var workers int
		cmd.Flags().IntVar(&workers, "workers", 7, "")
		var eng engineFlag
		eng.register(cmd)
		if err := cmd.ParseFlags(c.args); err != nil {
			t.Fatal(err)
		}
		if got := eng.workersFor(c.useZones, workers); got != c.want {
			t.Errorf("%v, zones %v: %d workers, want %d", c.args, c.useZones, got, c.want)
		}
	}
}
