package model

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// RegionState is a state of the region semantics: a discrete state, the
// observers' obligations and a clock region.
type RegionState struct {
	St  ta.State
	Obs []bool
	Reg regions.Region
}

// Regions is the region semantics of a model, the symbolic semantics the
// search's Semantics interface describes (search.Reach explores it), for
// one goroutine (it keeps the interpreter's scratch state).
type Regions struct {
	m      *Model
	runner *interp.Runner
	eff    *ta.Effects
	odo    Odometer
}

// NewRegions is m's region semantics.
func NewRegions(m *Model) *Regions {
	return &Regions{m: m, runner: m.Mach.NewRunner(), eff: ta.NewEffects(m.Prog)}
}

// Initial implements search.Semantics: the start state's region, with the
// observers settled, if it meets every progress condition.
func (r *Regions) Initial() (RegionState, error) {
	m := r.m
	st, obs, val := m.Initial()
	reg := m.Layout.NewRegion()
	m.RegionOf(val, reg)
	clk := &RegionClocks{Model: m, Region: reg}
	if err := m.Settle(&st, clk, obs); err != nil {
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

// Successors implements search.Semantics: every relevant enabled stimulus with
// every combination of its choices, then time passing to the next region
// if no timer is due and the horizon allows; a successor must meet the
// progress conditions, after its observers.
func (r *Regions) Successors(s RegionState, yield func(Label, RegionState, error) bool) error {
	m := r.m
	pre := &RegionClocks{Model: m, Region: s.Reg}
	// fail hands a runtime error to yield and returns any other error.
	fail := func(l Label, err error) (bool, error) {
		var re *ta.RuntimeError
		if !errors.As(err, &re) {
			return false, err
		}
		return yield(l, RegionState{}, err), nil
	}
	for stim := range m.Prog.Stimuli() {
		if !m.Relevant(stim) {
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
		orders := m.Orders.Begin()
		for {
			r.odo.Rewind()
			t := RegionState{St: s.St.Clone(), Obs: slices.Clone(s.Obs), Reg: s.Reg.Clone()}
			post := &RegionClocks{Model: m, Region: t.Reg}
			err := r.runner.Fire(&t.St, post, stim, &r.odo, r.eff)
			if err == ta.ErrSeen {
				// Where an earlier run of the stimulus came (ta.Memo).
				if !r.odo.Next() {
					break
				}
				continue
			}
			if err == nil {
				orders.Note(&t.St, r.eff, nil)
			}
			if err == nil {
				err = m.Observe(&s.St, pre, &t.St, post, t.Obs, r.eff)
			}
			if err == nil {
				err = m.Settle(&t.St, post, t.Obs)
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
				if Abandons(err, r.eff) {
					r.odo.Abandon()
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
		orders.End(stim, int64(s.Reg.Int[ta.WallClock])*m.Layout.G)
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
	post := &RegionClocks{Model: m, Region: t.Reg}
	m.Mach.Elapse(&t.St)
	ok, err := true, m.Settle(&t.St, post, t.Obs)
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

// Key implements search.Semantics: the store's key of the state (the wall clock
// capped as the store caps it; Time keeps the rest of it apart).
func (r *Regions) Key(dst []byte, s RegionState) []byte {
	if cap(dst) < r.m.Encoding().KeyBytes+8 {
		dst = r.m.Encoding().Scratch()
	}
	return r.m.Encoding().Encode(dst[:cap(dst)], &s.St, s.Obs, s.Reg)
}

// Time implements search.Semantics: the wall clock's region, as the search
// orders its buckets.
func (r *Regions) Time(s RegionState) int64 { return WallIndex(s.Reg) }

// Discrete implements search.Semantics.
func (r *Regions) Discrete(s RegionState) *ta.State { return &s.St }

// Format implements search.Semantics: the variables with their values, the
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

// Label says which transition led to a state: a delay, or a stimulus with
// the classes of the environmental factors it read, in reading order.
type Label struct {
	Stim    int // -1 for a delay
	Choices []int
}

// ErrNoInitial means the start state breaks a progress condition.
var ErrNoInitial = errors.New("the start state violates a progress condition of the program")

// WallIndex numbers the wall clock's regions in time order: 2n for the
// point n and 2n+1 for the interval (n, n+1). Untracked: 0.
func WallIndex(r regions.Region) int64 {
	n := int64(r.Int[ta.WallClock]) * 2
	if r.Frac[ta.WallClock] != 0 {
		n++
	}
	return n
}
