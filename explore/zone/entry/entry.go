// Package entry finds where time passing enters a convex part of a zone,
// given by the constraints the interpreter's answers logged for it
// (zclocks.Clocks.Log): the pieces of the valuations outside a `reaches`
// condition's part by how they enter it (Pieces), and the one lower bound
// through which time enters an urgent part (LowerBound). The zone
// engine's time passing (package zone, future) stops or splits there.
package entry

import (
	"slices"

	"github.com/delorean-mc/delorean/zones"
)

// Piece is a set of valuations (Arrive) from which time enters the
// part of a `reaches` condition in one way, and the bound where time
// stops before it does (Stop; none when it is never entered): the zone
// engine follows each piece's delay on its own.
type Piece struct{ Arrive, Stop []zones.Constraint }

// Pieces reads the convex part of a `reaches` condition given by
// the constraints log (the answers that led to it) and splits the
// valuations v outside it by how time passing enters it. The part is
// entered at the last of its lower bounds x_k >= c_k (> c_k) to be
// crossed, delay c_k - v_k, provided its upper bounds still hold then and
// its diagonals hold (time does not change them). So, per lower bound k:
// the valuations where k is crossed last (x_k - x_j <= c_k - c_j for the
// other lower bounds j; at a tie a strict bound is crossed last) and not
// yet (x_k <= c_k) that then meet the upper bounds (x_j - x_k <= c'_j -
// c_k) and the diagonals stop at x_k < c_k (x_k <= c_k for a strict
// bound); those that fail one of them never enter; those where x_k > c_k
// have passed every lower bound and, being outside, never enter. With one
// clock this is the two pieces x <= c (stop) and x > c. nil: a part
// without lower bounds, which time never enters from outside.
func Pieces(log []zones.Constraint) ([]Piece, error) {
	type lower struct {
		x      int
		c      int64
		strict bool
	}
	var lows []lower
	var rest []zones.Constraint // upper bounds and diagonals
	for _, k := range log {
		if k.I != 0 || k.J == 0 {
			rest = append(rest, k)
			continue
		}
		c, strict := -k.B.Value(), k.B.Strict()
		i := slices.IndexFunc(lows, func(l lower) bool { return l.x == k.J })
		switch {
		case i < 0:
			lows = append(lows, lower{k.J, c, strict})
		case c > lows[i].c || c == lows[i].c && strict:
			lows[i].c, lows[i].strict = c, strict
		}
	}
	bound := func(c int64, strict bool) (zones.Bound, error) {
		if strict {
			return zones.LT(c)
		}
		return zones.LE(c)
	}
	var out []Piece
	for k, lk := range lows {
		var last []zones.Constraint // k is crossed last
		for j, lj := range lows {
			if j == k {
				continue
			}
			b, err := bound(lk.c-lj.c, lj.strict && !lk.strict)
			if err != nil {
				return nil, err
			}
			last = append(last, zones.Constraint{I: lk.x, J: lj.x, B: b})
		}
		// What must hold at the crossing for the part to be entered.
		var enter []zones.Constraint
		for _, r := range rest {
			switch {
			case r.J == 0 && r.I == lk.x:
				// An upper bound on the same clock: met at the crossing
				// (the part is not empty).
			case r.J == 0:
				b, err := bound(r.B.Value()-lk.c, r.B.Strict() || lk.strict)
				if err != nil {
					return nil, err
				}
				enter = append(enter, zones.Constraint{I: r.I, J: lk.x, B: b})
			default:
				enter = append(enter, r)
			}
		}
		below := zones.Constraint{I: lk.x, J: 0, B: MustLE(lk.c)}
		stop := zones.Constraint{I: lk.x, J: 0, B: MustLT(lk.c)}
		if lk.strict {
			stop.B = MustLE(lk.c)
		}
		base := append(slices.Clone(last), below)
		out = append(out, Piece{Arrive: append(slices.Clone(base), enter...), Stop: []zones.Constraint{stop}})
		for i, r := range enter {
			if neg, ok := r.Negate(); ok {
				out = append(out, Piece{Arrive: append(append(slices.Clone(base), enter[:i]...), neg)})
			}
		}
		out = append(out, Piece{Arrive: append(slices.Clone(last), zones.Constraint{I: 0, J: lk.x, B: MustLT(-lk.c)})})
	}
	return out, nil
}

// LowerBound recognises the constraints of an urgent part that time
// enters through one clock's lower bound: x >= c, or x == c (x >= c and
// x <= c). It returns the clock and c, where time passing stops: the
// only urgent parts the zone engine supports.
func LowerBound(log []zones.Constraint) (x int, c int64, ok bool) {
	x = -1
	for _, k := range log {
		switch {
		case k.I == 0 && k.J > 0 && !k.B.Strict(): // -x <= -c
			if x >= 0 && x != k.J {
				return 0, 0, false
			}
			x, c = k.J, -k.B.Value()
		case k.J == 0 && k.I > 0 && !k.B.Strict(): // x <= c': with x >= c only as ==
		default:
			return 0, 0, false
		}
	}
	if x < 0 {
		return 0, 0, false
	}
	for _, k := range log {
		if k.J == 0 && (k.I != x || k.B.Value() != c) {
			return 0, 0, false
		}
	}
	return x, c, true
}

// MustLE is zones.LE for a constant known to fit (a zone's own bound,
// or one the program's checker has bounded): it panics otherwise.
func MustLE(c int64) zones.Bound {
	b, err := zones.LE(c)
	if err != nil {
		panic(err)
	}
	return b
}

// MustLT is zones.LT for a constant known to fit, as MustLE.
func MustLT(c int64) zones.Bound {
	b, err := zones.LT(c)
	if err != nil {
		panic(err)
	}
	return b
}
