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

// TestRefusesWrapAndHorizon: a calendar with a horizon, or --forever's
// that wraps at midnight, is refused (see NewZones).
func TestRefusesWrapAndHorizon(t *testing.T) {
	p, err := frontends.Load("testdata/nightlock.ta")
	if err != nil {
		t.Fatal(err)
	}
	pp, err := Prepare(p)
	if err != nil {
		t.Fatal(err)
	}
	forever, err := explore.ForeverCalendar(pp, nil, ta.Calendar{Horizon: 366 * ta.SecondsPerDay})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cal  ta.Calendar
		want string
	}{{ta.Calendar{Horizon: 3600}, "the model has a horizon of 1h"}, {forever, "does not take --forever's day"}} {
		m, err := explore.NewModel(pp, explore.Config{Cal: c.cal})
		if err != nil {
			t.Fatal(err)
		}
		target := &ta.Ident{Name: "Door"}
		_, err = NewZones(m, &Property{Name: "x", Kind: LeadsTo, Target: target}, zone.Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v; want %q", c.cal, err, c.want)
		}
	}
}
