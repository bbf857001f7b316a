package model

import (
	"math/big"

	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// BigValue is the value a never-reset clock has in a valuation: beyond
// every constant, so that it is in the last region.
func (m *Model) BigValue() *big.Rat { return m.bigValue }

// RegionClocks are region r as the interpreter's clocks (ta.Clocks), for
// evaluating guards and progress conditions in a stored state.
func (m *Model) RegionClocks(r regions.Region) ta.Clocks { return &RegionClocks{Model: m, Region: r} }
