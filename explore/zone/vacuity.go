package zone

import (
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// noteVacuity records, for the invariants' vacuity (model.CheckedFacts),
// the parts of a new zone z of location (st, obs) that answer the
// invariants' windows, leaves and urgency alike. It splits z in a pass of
// its own: the violations' parts, and so the traces, must not depend on
// what is left to learn, which depends on the order the workers find
// states in. A part's facts count only if the part is not empty; a
// failure is left to the check, which reports it.
func (e *explorer) noteVacuity(st *ta.State, obs []bool, z *zones.DBM) {
	if e.m.Vac.Done() {
		return
	}
	want := e.m.Wanted(nil)
	if len(want) == 0 {
		return
	}
	var facts [][]model.Fact
	ps, err := e.partsMask(z, func(clk ta.Clocks) (uint64, error) {
		urgent, err := e.mach.Urgent(st, clk)
		if err != nil {
			return 0, err
		}
		k := len(facts)
		facts = append(facts, e.m.CheckedFacts(nil, want, st, obs, urgent, func(x ta.Expr) (bool, error) {
			v, err := e.mach.Eval(st, clk, x)
			return v != 0, err
		}))
		return uint64(k), nil
	})
	if err != nil {
		return
	}
	for _, p := range ps {
		e.m.NoteFacts(facts[p.v])
	}
	releaseParts(e, ps, z)
}
