package zone

import (
	"encoding/binary"
	"fmt"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore"
)

// Project lists the distinct values that the named variables take
// together in the reachable discrete states, one line each ("a=1 b=On"),
// sorted: the form of explore.Result.Project, so that the two engines'
// projections compare line by line (delorean compare's timed column). A
// name "timer T" stands for whether timer T is queued.
func (r *Result) Project(names ...string) ([]string, error) {
	p := r.Model.Prog
	idx := make([]int, len(names))
	for i, n := range names {
		if t, ok := strings.CutPrefix(n, "timer "); ok {
			ti := p.LookupTimer(t)
			if ti < 0 {
				return nil, fmt.Errorf("no timer %q", t)
			}
			idx[i] = -1 - ti
			continue
		}
		if idx[i] = p.LookupVar(n); idx[i] < 0 {
			return nil, fmt.Errorf("no variable %q", n)
		}
	}
	seen, lines := map[string]bool{}, map[string]bool{}
	var out []string
	var raw []byte
	for s := range r.States {
		st := &r.States[s]
		raw = raw[:0]
		for _, v := range idx {
			if v < 0 {
				raw = append(raw, b2byte(st.Timers[-1-v] != 0))
			} else {
				raw = binary.AppendVarint(raw, st.Vals[v])
			}
		}
		if seen[string(raw)] {
			continue
		}
		seen[string(raw)] = true
		parts := make([]string, len(idx))
		for k, v := range idx {
			if v < 0 {
				parts[k] = names[k] + "=idle"
				if st.Timers[-1-v] != 0 {
					parts[k] = names[k] + "=queued"
				}
				continue
			}
			decl := p.Vars[v]
			parts[k] = decl.Name + "=" + explore.FormatValue(&decl.Type, st.Vals[v])
		}
		if line := strings.Join(parts, " "); !lines[line] { // two values may print alike
			lines[line] = true
			out = append(out, line)
		}
	}
	sort.Strings(out)
	return out, nil
}
