package zone

import (
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// The progress conditions asked directly (progress.Form, compiled by
// package progress) instead of by the interpreter's runs.

// directEval enables progress.Form and the guards' leading tests
// (model.GuardTests), which spare the interpreter runs whose result is
// known; tests compare the search with and without them.
var directEval = true

// progressRun evaluates the progress conditions in st on e.clk's zone,
// continuing the current run (fire's, after the stimulus ran), as
// progressHere does but without the runs where some answer makes them
// false (see progress.Form): they are counted as the transitions they
// were, and add nothing.
func (e *explorer) progressRun(st *ta.State) (bool, error) {
	ok, extra, handled := e.progressDirect(st)
	if !handled {
		return e.progressHere(st)
	}
	for ; extra > 0; extra-- {
		e.transition()
	}
	if e.clk.Err != nil {
		return false, e.clk.Err
	}
	return ok, nil
}

// progressParts is parts(st, z, Progress) for future, which keeps only
// the parts where the conditions hold: with a progress.Form there is at most
// one, and it is z itself, constrained (future's own copy, which it
// replaces by the part).
func (e *explorer) progressParts(st *ta.State, z *zones.DBM) ([]part, error) {
	if e.progForm == nil {
		yes, _, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Progress(st, clk) })
		return yes, err
	}
	e.clk.Z, e.clk.Shared, e.clk.Log = z, false, e.clk.Log[:0]
	ok, _, handled := e.progressDirect(st)
	if !handled {
		yes, _, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Progress(st, clk) })
		return yes, err
	}
	if e.clk.Err != nil {
		return nil, e.clk.Err
	}
	if zc := e.clk.Z; ok && !zc.IsEmpty() {
		return []part{{z: zc, log: append([]zones.Constraint(nil), e.clk.Log...)}}, nil
	}
	return nil, nil
}

// progressDirect asks the progress conditions' clock questions of e.clk
// as the interpreter's first run over them does (the first option of
// each question the zone does not decide), and returns their value in
// that run and how many other runs the interpreter would have made (each
// ending with the conditions false); handled is false when e has no
// progress.Form or a clock-free test fails to evaluate in st (e.clk is
// then untouched).
func (e *explorer) progressDirect(st *ta.State) (ok bool, extra int, handled bool) {
	f := e.progForm
	if f == nil {
		return false, 0, false
	}
	// The tests first: they ask nothing of the zone, and one that fails
	// to evaluate leaves the whole evaluation to the interpreter.
	if cap(e.progOn) < len(f.Conds) {
		e.progOn = make([]bool, len(f.Conds))
	}
	on := e.progOn[:len(f.Conds)]
	n := len(f.Conds) // the conditions before the first clock-free one that is false
	for i := range f.Conds {
		c := &f.Conds[i]
		on[i] = true
		if c.Test == nil {
			continue
		}
		var v bool
		if c.VarEq {
			v = st.Vals[c.V] == c.K
		} else {
			var nc noClocks
			x, err := e.mach.Eval(st, &nc, c.Test)
			if err != nil || nc.asked {
				return false, 0, false
			}
			v = x != 0
		}
		if !c.Implies && !v {
			n = i
			break
		}
		on[i] = v != c.Unless
	}
	saved := e.clk.Ch
	e.clk.Ch = &e.progCh
	e.progCh.Reset()
	ok = n == len(f.Conds)
ask:
	for i := range f.Conds[:n] {
		if !on[i] {
			continue
		}
		for _, a := range f.Conds[i].Atoms {
			if !e.clk.Holds(a) || e.clk.Err != nil {
				ok = false
				break ask
			}
		}
	}
	// The interpreter's other runs: each takes another option at one of
	// the questions of this run (later questions first, as the odometer
	// advances), whose answer is "does not hold" (the first option is
	// the only one that holds), and ends there.
	for e.progCh.Next() {
		extra++
	}
	e.clk.Ch = saved
	return ok, extra, true
}

// noClocks is the clocks of an expression that asks none (progress.Compile's clock-free tests);
// asked says it did after all (the interpreter then evaluates it).
type noClocks struct{ asked bool }

func (c *noClocks) Holds(ta.ClockAtom) bool { c.asked = true; return false }
func (c *noClocks) Reset(int)               { c.asked = true }
