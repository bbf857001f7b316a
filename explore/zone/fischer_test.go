package zone

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// Fischer's protocol (programs/ta, TChecker's generator with k = 10):
// the zone counts for N = 2..6, printed with -v. The discrete states are
// checked against the region engine for N <= 4 (5 with DELOREAN_LONG) (TestDifferentialBundled
// has 2 and 3); mutual exclusion holds in every one (no two processes in
// cs), which is the protocol's theorem, an independent check.
func TestFischerZones(t *testing.T) {
	top := 5
	if os.Getenv("DELOREAN_LONG") != "" {
		top = 6 // 2 s with aLU covering, 6 s with inclusion
	}
	for n := 2; n <= top; n++ {
		p := load(t, fmt.Sprintf("../../programs/ta/fischer-%d.tck", n))
		cfg := explore.Config{Cal: ta.Calendar{}}
		var res *Result
		if n <= top-1 {
			res = compare(t, fmt.Sprintf("fischer-%d", n), p, cfg, Options{})
		} else {
			_, res = zoneStates(t, p, cfg, Options{})
		}
		_, r2 := zoneStates(t, p, cfg, Options{Covering: CoverInclusion})
		t.Logf("fischer-%d: aLU covering %d zones (%d stored, %d hits) in %v; inclusion %d zones (%d stored) in %v; %d discrete states",
			n, res.Zones, res.Stored, res.Hits, res.Elapsed, r2.Zones, r2.Stored, r2.Elapsed, len(res.States))
		// Mutual exclusion: at most one process in its critical section
		// (and some state has one there, or the check says nothing).
		some := false
		for i := range res.States {
			in := 0
			for v, decl := range p.Vars {
				if s := explore.FormatValue(&decl.Type, res.States[i].Vals[v]); s == "cs" || strings.HasSuffix(s, ".cs") {
					in++
				}
			}
			some = some || in > 0
			if in > 1 {
				t.Fatalf("fischer-%d: %d processes in cs in %s", n, in, stateText(p, &res.States[i]))
			}
		}
		if !some {
			t.Fatalf("fischer-%d: no process ever in cs", n)
		}
	}
}
