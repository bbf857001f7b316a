package search

import (
	"math/big"

	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// What the layers above need of the region model to concretise a path of
// the search into a run (package explore's traces and their replay): the
// observers and progress conditions evaluated on concrete valuations.

// ValClocks are a concrete valuation as the observers' clocks.
type ValClocks = valClocks

// RegionOf computes the region of a concrete valuation into dst.
func (m *Model) RegionOf(val *ta.Valuation, dst regions.Region) { m.regionOf(val, dst) }

// BigValue is the value a never-reset clock has in a valuation: beyond
// every constant, so that it is in the last region.
func (m *Model) BigValue() *big.Rat { return m.bigValue }

// Settle fires the observers that hold in a state before time passes (see
// settle).
func (m *Model) Settle(st *ta.State, clk ValClocks, obs []bool) error { return m.settle(st, clk, obs) }

// Observe updates the observers after a transition from pre to post (see
// observe).
func (m *Model) Observe(pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ValClocks, obs []bool, eff *ta.Effects) error {
	return m.observe(pre, preClk, post, postClk, obs, eff)
}

// Violates reports whether a state breaks invariant p (see violates).
func (m *Model) Violates(p *Property, st *ta.State, clk ta.Clocks, obs []bool) (bool, error) {
	return m.violates(p, st, clk, obs)
}

// RegionClocks are region r as the interpreter's clocks (ta.Clocks), for
// evaluating guards and progress conditions in a stored state.
func (m *Model) RegionClocks(r regions.Region) ta.Clocks { return &regionClocks{m: m, r: r} }

// Reduces reports whether timed DPOR (Options.DPOR) can reduce m's urgent
// states at all; not when every stimulus depends on every other one.
func (m *Model) Reduces() bool { return newReduction(m) != nil }
