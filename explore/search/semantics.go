package search

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// Semantics is what a search needs of a symbolic semantics of a program:
// its start state, the successors of a state with the labels of their
// transitions, a canonical key, and a way to print a state and to read the
// concrete discrete state it stands for. S is the symbolic state, a
// concrete type (RegionState here; a zone and its discrete state for
// package explore/zone), so that a search generic over Semantics
// (Reach) is compiled for it with direct calls.
//
// Explore, the optimised region search, does not go through Semantics:
// its workers expand a state straight into the store's buffers, predict
// runs and replay expansions, which no per-successor interface allows
// without a copy of every successor. Regions and Reach are the same
// semantics and search written plainly over the interface, and the tests
// hold Explore to them (TestReachAgreesWithExplore).
type Semantics[S any] interface {
	// Initial is the start state; ErrNoInitial if it breaks a progress
	// condition.
	Initial() (S, error)
	// Successors calls yield with each successor of s and the label of
	// its transition (Label.Stim -1: time passing), or with a runtime
	// error some transition from s runs into (then the state is the zero
	// S), until yield returns false. The successors are yield's to keep.
	// An error that is not a runtime error stops the search: Successors
	// returns it.
	Successors(s S, yield func(l Label, t S, rerr error) bool) error
	// Key appends s's canonical key to dst[:0]: two states are the same
	// exactly when their keys are.
	Key(dst []byte, s S) []byte
	// Time orders states by time: a search that explores the states of
	// each Time in turn finds every state first at its earliest time.
	// A successor's Time is never below its state's.
	Time(s S) int64
	// Discrete is the concrete discrete state s stands for (variables,
	// queued timers, rules' state): what two semantics of the same
	// program must agree on.
	Discrete(s S) *ta.State
	// Format prints s for people.
	Format(s S) string
}

// RegionState is a state of the region semantics: a discrete state, the
// observers' obligations and a clock region.
type RegionState struct {
	St  ta.State
	Obs []bool
	Reg regions.Region
}

// Regions is the region semantics of a model as a Semantics, for a search
// on one goroutine (it keeps the interpreter's scratch state).
type Regions struct {
	m      *Model
	runner *ta.Runner
	eff    *ta.Effects
	odo    Odometer
}

// NewRegions is m's region semantics.
func NewRegions(m *Model) *Regions {
	return &Regions{m: m, runner: m.Mach.NewRunner(), eff: ta.NewEffects(m.Prog)}
}

var _ Semantics[RegionState] = (*Regions)(nil)

// Initial implements Semantics: the start state's region, with the
// observers settled, if it meets every progress condition.
func (r *Regions) Initial() (RegionState, error) {
	m := r.m
	st, obs, val := m.Initial()
	reg := m.Layout.NewRegion()
	m.regionOf(val, reg)
	clk := &regionClocks{m: m, r: reg}
	if err := m.settle(&st, clk, obs); err != nil {
		return RegionState{}, err
	}
	ok, err := m.Mach.Progress(&st, clk)
	if err != nil {
		return RegionState{}, err
	}
	if !ok {
		return RegionState{}, ErrNoInitial
	}
	return RegionState{St: st, Obs: obs, Reg: reg}, nil
}

// Successors implements Semantics: every relevant enabled stimulus with
// every combination of its choices, then time passing to the next region
// if no timer is due and the horizon allows; a successor must meet the
// progress conditions, after its observers.
func (r *Regions) Successors(s RegionState, yield func(Label, RegionState, error) bool) error {
	m := r.m
	pre := &regionClocks{m: m, r: s.Reg}
	// fail hands a runtime error to yield and returns any other error.
	fail := func(l Label, err error) (bool, error) {
		var re *ta.RuntimeError
		if !errors.As(err, &re) {
			return false, err
		}
		return yield(l, RegionState{}, err), nil
	}
	for stim := range m.Prog.Stimuli() {
		if !m.relevant[stim] {
			continue
		}
		ok, err := m.Mach.Enabled(&s.St, pre, stim)
		if err != nil {
			if more, ferr := fail(Label{Stim: stim}, err); !more || ferr != nil {
				return ferr
			}
			continue
		}
		if !ok {
			continue
		}
		r.odo.Reset()
		for {
			r.odo.Rewind()
			t := RegionState{St: s.St.Clone(), Obs: slices.Clone(s.Obs), Reg: s.Reg.Clone()}
			post := &regionClocks{m: m, r: t.Reg}
			err := r.runner.Fire(&t.St, post, stim, &r.odo, r.eff)
			if err == nil {
				err = m.observe(&s.St, pre, &t.St, post, t.Obs, r.eff)
			}
			if err == nil {
				err = m.settle(&t.St, post, t.Obs)
			}
			if err == nil {
				ok, err = m.Mach.Progress(&t.St, post)
			}
			l := Label{Stim: stim, Choices: slices.Clone(r.odo.Choices)}
			switch {
			case err != nil:
				if more, ferr := fail(l, err); !more || ferr != nil {
					return ferr
				}
			case ok:
				if !yield(l, t, nil) {
					return nil
				}
			}
			if !r.odo.Next() {
				break
			}
		}
	}
	delay := Label{Stim: -1}
	urgent, err := m.Mach.Urgent(&s.St, pre)
	if err != nil {
		_, ferr := fail(delay, err)
		return ferr
	}
	if urgent {
		return nil
	}
	t := RegionState{St: s.St.Clone(), Obs: slices.Clone(s.Obs), Reg: m.Layout.NewRegion()}
	if !m.Layout.Delay(t.Reg, s.Reg) {
		return nil
	}
	if h := m.HorizonUnits(); h >= 0 && int64(t.Reg.Int[ta.WallClock]) > h {
		return nil
	}
	post := &regionClocks{m: m, r: t.Reg}
	m.Mach.Elapse(&t.St)
	ok, err := true, m.settle(&t.St, post, t.Obs)
	if err == nil {
		ok, err = m.Mach.Progress(&t.St, post)
	}
	switch {
	case err != nil:
		_, ferr := fail(delay, err)
		return ferr
	case ok:
		yield(delay, t, nil)
	}
	return nil
}

// Key implements Semantics: the store's key of the state (the wall clock
// capped as the store caps it; Time keeps the rest of it apart).
func (r *Regions) Key(dst []byte, s RegionState) []byte {
	if cap(dst) < r.m.enc.KeyBytes+8 {
		dst = r.m.enc.Scratch()
	}
	return r.m.enc.Encode(dst[:cap(dst)], &s.St, s.Obs, s.Reg)
}

// Time implements Semantics: the wall clock's region, as the search
// orders its buckets.
func (r *Regions) Time(s RegionState) int64 { return wallIndex(s.Reg) }

// Discrete implements Semantics.
func (r *Regions) Discrete(s RegionState) *ta.State { return &s.St }

// Format implements Semantics: the variables with their values, the
// queued timers, and each clock's integer part (with a + when it has a
// fractional part too).
func (r *Regions) Format(s RegionState) string {
	p := r.m.Prog
	var parts []string
	for i, v := range p.Vars {
		parts = append(parts, v.DisplayName()+"="+spec.FormatValue(&v.Type, s.St.Vals[i]))
	}
	for t, w := range s.St.Timers {
		if w != 0 {
			parts = append(parts, "timer "+p.Timers[t].DisplayName()+" queued")
		}
	}
	for x := range s.Reg.Int {
		frac := ""
		if s.Reg.Frac[x] != 0 {
			frac = "+"
		}
		parts = append(parts, fmt.Sprintf("c%d=%d%s", x, s.Reg.Int[x], frac))
	}
	return strings.Join(parts, " ")
}
