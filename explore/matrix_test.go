package explore

import (
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
)

// The differential matrix on random timed programs (randprog.Timed, and
// some with a Run Program cycle: a runaway): every combination of
// NoPredict, NoSplit, two workers and DPOR must give the same verdicts,
// each first found at the same time by a trace of the same length; those
// that explore the same states (prediction, workers) the same counts.
// cmd/delorean's TestDifferentialMatrix does the same for the bundled
// programs through the command line.

// verdicts sums up what a report decided: violated invariants and runtime
// errors with their first violation's time and trace length, and the
// violating-state counts.
func verdicts(rep *Report) (firsts, counts string) {
	var f, c []string
	for _, inv := range rep.Invariants {
		if inv.Violated && inv.Violation != nil {
			f = append(f, fmt.Sprintf("%s@%s#%d", inv.Name, inv.Violation.Elapsed, len(inv.Violation.Trace)))
			c = append(c, fmt.Sprintf("%s=%d", inv.Name, inv.Violation.States))
		}
	}
	for _, e := range rep.Errors {
		f = append(f, fmt.Sprintf("error %s@%s#%d", e.Message, e.Elapsed, len(e.Trace)))
	}
	sort.Strings(f)
	sort.Strings(c)
	return strings.Join(f, "; "), strings.Join(c, "; ")
}

func TestDifferentialMatrixRandom(t *testing.T) {
	// Every option combination against the plain run: in make test each
	// program takes half of them (alternating halves, so that every
	// combination is run on half the programs); all of them in the long run.
	n, every := 25, false
	if os.Getenv("DELOREAN_LONG") != "" {
		n, every = 500, true
	}
	rng := rand.New(rand.NewSource(24))
	var violated, errors, runs, skipped int
	for i := 0; i < n; i++ {
		tc := randprog.Timed(rng)
		if rng.Intn(6) == 0 {
			// A runaway: rules that run each other without end.
			tc.Src += "rule loopA on motion {\n    run loopB\n}\nrule loopB on call {\n    run loopA\n}\n"
		}
		p := loadSrc(t, tc.Src)
		props, err := ParseProperties("random.yaml", []byte(tc.Props), p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := NewModel(p, Config{Cal: tc.Cal, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		var plainF, plainC string
		for mask := 0; mask < 16; mask++ {
			if mask != 0 && !every && (mask+i)%2 != 0 {
				continue
			}
			opt := Options{MaxStates: 200000, NoPredict: mask&1 != 0, NoSplit: mask&4 != 0, DPOR: mask&8 != 0}
			if mask&2 != 0 {
				opt.Workers = 2
			}
			rep, _, err := ExploreReport(m, opt)
			if err != nil {
				t.Fatalf("program %d, %+v: %v\n%s\n%s", i, opt, err, tc.Src, tc.Props)
			}
			runs++
			if !rep.Complete {
				// Too large to compare (the whole program has more
				// states than its loops); what was compared before
				// stands.
				skipped++
				break
			}
			f, c := verdicts(rep)
			if mask == 0 {
				plainF, plainC = f, c
				if f != "" {
					violated++
				}
				if len(rep.Errors) > 0 {
					errors++
				}
				continue
			}
			if f != plainF {
				t.Fatalf("program %d, %+v: first violations\n  %s\nplain\n  %s\n%s\n%s", i, opt, f, plainF, tc.Src, tc.Props)
			}
			if mask&(4|8) == 0 && c != plainC {
				t.Fatalf("program %d, %+v: violating states %s, plain %s\n%s\n%s", i, opt, c, plainC, tc.Src, tc.Props)
			}
		}
	}
	t.Logf("%d programs (%d too large for every run to complete), %d runs: %d with violations, %d with runtime errors", n, skipped, runs, violated, errors)
	if violated == 0 || errors == 0 {
		t.Errorf("%d programs with violations, %d with errors: the matrix checks little", violated, errors)
	}
}
