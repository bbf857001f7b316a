package zone

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// Every TChecker model of programs/ta (all the files programs/ta/gen
// writes: Alur and Dill's Fig. 10, the paper's Figure 2, Fischer N = 2..6
// and its broken variant N = 2..5), with both engines: the same reachable
// discrete states, and the same verdicts on reaching each label and each
// pair of labels (`delorean reach --labels`). The verdicts are also
// checked against the theory: Fischer's protocol is mutually exclusive
// (no two critical sections at once, each one reachable), its broken
// variant is not (every pair reachable), and Fig. 10's green location is
// reachable (a at 0, then c while x < 1).
//
// Models with five processes or more take the region engine seconds to
// minutes (Fischer 6: 5.1 M region states): they run with DELOREAN_LONG.
func TestTCheckerModelsAgree(t *testing.T) {
	files, err := filepath.Glob("../../programs/ta/*.tck")
	if err != nil || len(files) < 11 {
		t.Fatalf("programs/ta: %v %v", files, err)
	}
	size := regexp.MustCompile(`-(\d+)\.tck$`)
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			if m := size.FindStringSubmatch(name); m != nil {
				if n, _ := strconv.Atoi(m[1]); n >= 5 && os.Getenv("DELOREAN_LONG") == "" {
					t.Skip("five processes or more: with DELOREAN_LONG")
				}
			}
			p := load(t, f)
			var labels []string
			for _, l := range p.Labels {
				labels = append(labels, l.Name)
			}
			queries := [][]string{}
			for i, a := range labels {
				queries = append(queries, []string{a})
				for _, b := range labels[i+1:] {
					queries = append(queries, []string{a, b})
				}
			}
			cfg := func() explore.Config {
				var ps []*explore.Property
				for _, q := range queries {
					pr, err := explore.ReachProperty(p, q)
					if err != nil {
						t.Fatal(err)
					}
					ps = append(ps, pr)
				}
				return explore.Config{Cal: ta.Calendar{}, Props: ps}
			}
			want, rres := regionVerdicts(t, p, cfg())
			got, _, zres := zoneVerdicts(t, p, cfg())
			if !slices.Equal(want, got) {
				t.Errorf("reached with regions %q, with zones %q", want, got)
			}
			rs := map[string]string{}
			rres.EachDiscrete(func(st *ta.State) { rs[key(st)] = stateText(p, st) })
			zs := map[string]string{}
			for i := range zres.States {
				zs[key(&zres.States[i])] = stateText(p, &zres.States[i])
			}
			if a, b := differ(rs, zs); len(a)+len(b) > 0 {
				t.Errorf("discrete states: %d with regions, %d with zones\nonly regions (%d): %s\nonly zones (%d): %s", len(rs), len(zs), len(a), head(a), len(b), head(b))
			}
			// The theory's verdicts, by the names ReachProperty gives.
			var theory []string
			switch {
			case strings.HasPrefix(name, "fischer-broken-"):
				theory = reachNames(t, p, queries, func(q []string) bool { return true })
			case strings.HasPrefix(name, "fischer-"):
				theory = reachNames(t, p, queries, func(q []string) bool { return len(q) == 1 })
			case name == "ad94.tck":
				theory = reachNames(t, p, queries, func(q []string) bool { return true })
			}
			if theory != nil && !slices.Equal(theory, got) {
				t.Errorf("reached %q, the theory says %q", got, theory)
			}
			t.Logf("%s: %d discrete states, %d region states, %d zones; reached %d of %d label sets",
				name, len(zs), rres.Stats.States, zres.Zones, len(got), len(queries))
		})
	}
}

// reachNames is the sorted names of the reach properties of the queries
// that reach says are reachable.
func reachNames(t *testing.T, p *ta.Program, queries [][]string, reach func([]string) bool) []string {
	t.Helper()
	out := []string{}
	for _, q := range queries {
		if !reach(q) {
			continue
		}
		pr, err := explore.ReachProperty(p, q)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, pr.Name)
	}
	sort.Strings(out)
	if len(out) == 0 {
		return nil
	}
	return out
}
