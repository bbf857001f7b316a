package explore

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/ta"
)

// A split's loops saved (SaveLoop) and restored (RestoreLoops), as
// delorean fleet --split-loops keeps them between processes, combine into
// the same report as the loops explored in memory: verdicts, lifted
// traces, counts, coverage and outputs, over the small programs, random homes whose lamps
// are outputs, and random programs whose invariant is often violated.
func TestSavedLoopsCombineAlike(t *testing.T) {
	rng := rand.New(rand.NewSource(43))
	splits, violated, outputs, exercised := 0, 0, 0, 0
	type program struct {
		p   *ta.Program
		src string
		cfg Config
	}
	var progs []program
	for _, tc := range smallPrograms(t) {
		progs = append(progs, program{tc.prog, tc.name, tc.cfg})
	}
	for i := 0; i < 16; i++ {
		// Homes whose lamps are outputs several loops set.
		src, inv := outputHome(rng)
		p := loadSrc(t, src)
		props, err := ParseProperties("inv.yaml", []byte(fmt.Sprintf("- name: inv\n  condition: '%s'\n", inv)), p)
		if err != nil {
			t.Fatal(err)
		}
		progs = append(progs, program{p, src, Config{Cal: ta.Calendar{Horizon: 10}, Props: props}})
	}
	for i := 0; i < 60; i++ {
		p, src := randprog.Load(t, rng, i)
		v := p.Vars[rng.Intn(len(p.Vars))]
		cond := fmt.Sprintf("%s == %s", ta.QuoteName(v.Name), FormatValue(&v.Type, v.Type.Min()))
		props, err := ParseProperties("inv.yaml", []byte(fmt.Sprintf("- name: inv\n  condition: '%s'\n", cond)), p)
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		progs = append(progs, program{p, src, Config{Cal: ta.Calendar{Horizon: 20}, Props: props}})
	}
	for i, pr := range progs {
		p, src := pr.p, pr.src
		m, err := NewModel(p, pr.cfg)
		if err != nil {
			t.Fatal(err)
		}
		runs, err := ExploreLoops(m, Options{})
		if err != nil || runs == nil {
			continue
		}
		splits++
		loops := LoopsFrom(m.Prog, m.Props, m.Cfg.Init)
		saved := make([][]byte, len(runs))
		for k, r := range runs {
			if saved[k], err = SaveLoop(m, loops, k, r.Run); err != nil {
				t.Fatalf("program %d loop %d: %v", i, k, err)
			}
		}
		// A fresh model, as in another process.
		m2, err := NewModel(p, pr.cfg)
		if err != nil {
			t.Fatal(err)
		}
		restored, err := RestoreLoops(m2, loops, func(k int) ([]byte, error) { return saved[k], nil })
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		want, err := CombineLoops(m, runs)
		if err != nil {
			t.Fatal(err)
		}
		got, err := CombineLoops(m2, restored)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(want)
		b, _ := json.Marshal(got)
		if string(a) != string(b) {
			t.Fatalf("program %d:\n%s\nrestored loops combine to\n%s\nthe loops in memory to\n%s", i, src, b, a)
		}
		// The facts of vacuity are no field of the JSON (the verdict
		// "vacuous" is made of them when the report is written): the
		// restored loops must carry the ones their exploration found.
		for j := range want.Invariants {
			w, g := want.Invariants[j].VacuityFacts(), got.Invariants[j].VacuityFacts()
			if (w == nil) != (g == nil) || w != nil && *w != *g {
				t.Fatalf("program %d invariant %d:\n%s\nrestored loops give the facts of vacuity %+v, the loops in memory %+v", i, j, src, g, w)
			}
			if w != nil && w.Checked {
				exercised++
			}
		}
		if len(want.Invariants) > 0 && want.Invariants[0].Violated {
			violated++
		}
		// Outputs given values that no trace replays (no violation):
		// only the saved loops can say them.
		for _, u := range want.Unread {
			if len(u.Values) > 1 && len(want.Errors) == 0 && (len(want.Invariants) == 0 || !want.Invariants[0].Violated) {
				outputs++
				break
			}
		}
	}
	t.Logf("%d programs split, %d with the invariant violated, %d with outputs given values outside any trace, %d invariants exercised", splits, violated, outputs, exercised)
	if splits < 15 || violated < 5 || outputs < 1 || exercised < 10 {
		t.Error("the test checks little")
	}
}
