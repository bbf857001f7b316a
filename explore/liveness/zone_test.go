package liveness

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// repo is the repository's root from this package's directory.
const repo = "../.."

// loadTCK loads a TChecker model from text, prepared for the check.
func loadTCK(t testing.TB, name, text string) *explore.Model {
	t.Helper()
	p, err := frontends.LoadSource(name+".tck", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return prepared(t, p)
}

func loadFile(t testing.TB, path string) *explore.Model {
	t.Helper()
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return prepared(t, p)
}

func prepared(t testing.TB, p *ta.Program) *explore.Model {
	t.Helper()
	pp, err := Prepare(p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(pp, explore.Config{Cal: ta.Calendar{}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func zoneOpts() zone.Options { return zone.Options{} }

func labelCheck(t testing.TB, m *explore.Model, alg Algorithm, labels ...string) *Outcome {
	t.Helper()
	o, err := CheckModel(m, &Property{Name: "labels", Kind: Buchi, Labels: labels}, Options{Algorithm: alg})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// BenchmarkFischer3: the label-based check of mutual exclusion (holds:
// the whole product graph) on Fischer 3, each algorithm.
func BenchmarkFischer3(b *testing.B) {
	m := loadFile(b, repo+"/programs/ta/fischer-3.tck")
	for _, alg := range []Algorithm{NDFS, Couvreur} {
		b.Run(alg.String(), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if o := labelCheck(b, m, alg, "cs1", "cs2"); o.Verdict != Holds {
					b.Fatalf("%s", o.Verdict)
				}
			}
		})
	}
}

// TestTickChangesNothing: the prepared program reaches the discrete
// states the program does, no more, no fewer (zone.Explore on both): the
// tick only lets time pass.
func TestTickChangesNothing(t *testing.T) {
	for _, f := range []string{"programs/ta/fischer-broken-2.tck", "programs/isy/bathroom.isy", "explore/liveness/testdata/csmacd-2.tck"} {
		p, err := frontends.Load(repo + "/" + f)
		if err != nil {
			t.Fatal(err)
		}
		pp, err := Prepare(p)
		if err != nil {
			t.Fatal(err)
		}
		sets := [2]map[string]bool{}
		for k, prog := range []*ta.Program{p, pp} {
			m, err := explore.NewModel(prog, explore.Config{})
			if err != nil {
				t.Fatal(err)
			}
			r, err := zone.Explore(m, zone.Options{})
			if err != nil || !r.Complete {
				t.Fatalf("%s: %v, complete %v", f, err, r != nil && r.Complete)
			}
			sets[k] = map[string]bool{}
			for _, st := range r.States {
				// The variables, timers and the program's rules' flags
				// (the prepared one has the tick's rule too).
				sets[k][fmt.Sprint(st.Vals, st.Timers, st.RuleOff[:len(p.Rules)], st.Fired)] = true
			}
		}
		if len(sets[0]) == 0 || !maps.Equal(sets[0], sets[1]) {
			t.Errorf("%s: %d discrete states, prepared %d", f, len(sets[0]), len(sets[1]))
		}
	}
}

// TestRefusesHorizon: a calendar with a horizon is refused (see
// NewZones); --forever's, which wraps at midnight, is taken, and on
// testdata/nightlock.ta (a door locked at 22:00 every night, unlocked by
// hand at any time) "locked again and again" holds and "unlocked again
// and again" does not (nobody need unlock it: no fairness), by hand. With
// the tick of a second this graph passed 20 GB; the wrap as the tick
// keeps it to a few dozen states (bounded here, so that a regression
// fails rather than runs out of memory).
func TestRefusesHorizon(t *testing.T) {
	p, err := frontends.Load("testdata/nightlock.ta")
	if err != nil {
		t.Fatal(err)
	}
	pp, err := Prepare(p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(pp, explore.Config{Cal: ta.Calendar{Horizon: 3600}})
	if err != nil {
		t.Fatal(err)
	}
	door := &ta.Ident{Name: "Door"}
	if _, err = NewZones(m, &Property{Name: "x", Kind: LeadsTo, Target: door}, zone.Options{}); err == nil || !strings.Contains(err.Error(), "the model has a horizon of 1h") {
		t.Errorf("a horizon: %v", err)
	}
	forever, err := explore.ForeverCalendar(pp, nil, ta.Calendar{Horizon: 366 * ta.SecondsPerDay})
	if err != nil {
		t.Fatal(err)
	}
	if m, err = explore.NewModel(pp, explore.Config{Cal: forever}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		value, verdict string
	}{{"Locked", Holds}, {"Unlocked", Violated}} {
		target := &ta.Binary{Op: ta.OpEq, X: &ta.Ident{Name: "Door"}, Y: &ta.Ident{Name: c.value}, Atom: -1, Tod: -1}
		if err := pp.CheckExpr(target); err != nil {
			t.Fatal(err)
		}
		for _, alg := range []Algorithm{NDFS, Couvreur} {
			o, err := CheckModel(m, &Property{Name: c.value, Kind: LeadsTo, Target: target}, Options{Algorithm: alg, MaxStates: 1000})
			if err != nil {
				t.Fatal(err)
			}
			if o.Verdict != c.verdict {
				t.Errorf("%s: Door == %s again and again: %s (%d states), want %s", alg, c.value, o.Verdict, o.States, c.verdict)
			}
		}
	}
}
