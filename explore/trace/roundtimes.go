package trace

import (
	"math/big"
	"slices"

	"github.com/delorean-mc/delorean/ta/interp"
)

// maxRoundSteps bounds the traces whose times roundTimes tidies: each
// candidate time costs a replay of the whole trace.
const maxRoundSteps = 100

// roundDenominators are the fractions of a second tried, roundest first,
// for a time the region engine picked inside an interval (TraceTo moves
// time to a representative of each region on the way, e.g. 18:40:00.5).
var roundDenominators = []int64{1, 2, 4, 5, 10, 100, 1000}

// roundTimes makes a trace's times as round as the run allows: whole
// seconds where possible, else the fewest decimals. Each step's time, and
// then the end's, is moved to the roundest time near it -- together with
// every later time, so that a timer started at the step still fires when
// it did relative to it, or alone -- and the move is kept only if the
// whole trace still replays in the concrete semantics with the same
// rules, changes, outputs and timers at every step, and ends in the same
// state, observers and clock region (so it violates what it did). The
// trace is left as it is where nothing rounder replays.
func roundTimes(m *Model, tr *Trace) {
	n := len(tr.Steps)
	if n > maxRoundSteps {
		return
	}
	times := make([]*big.Rat, n+1)
	for i, s := range tr.Steps {
		times[i] = s.At
	}
	times[n] = tr.End
	var lastVal *interp.Valuation
	for i := 0; i <= n; i++ {
		t := times[i]
		lo := new(big.Rat)
		if i > 0 {
			lo = times[i-1]
		}
		for _, x := range roundCandidates(t, lo) {
			d := new(big.Rat).Sub(x, t)
			done := false
			for _, shiftLater := range []bool{true, false} {
				try := slices.Clone(times)
				try[i] = x
				if shiftLater {
					for j := i + 1; j <= n; j++ {
						try[j] = new(big.Rat).Add(times[j], d)
					}
				}
				if val := sameRun(m, tr, try); val != nil {
					times, lastVal, done = try, val, true
					break
				}
			}
			if done {
				break
			}
		}
	}
	if lastVal == nil {
		return
	}
	for i := range tr.Steps {
		tr.Steps[i].At = times[i]
	}
	tr.End, tr.Val = times[n], lastVal
}

// roundCandidates are the times rounder than t and not before lo, nearest
// first within each denominator, roundest denominator first.
func roundCandidates(t, lo *big.Rat) []*big.Rat {
	var out []*big.Rat
	for _, q := range roundDenominators {
		if t.Denom().IsInt64() && q >= t.Denom().Int64() && q%t.Denom().Int64() == 0 {
			break // t is already as round as these
		}
		scaled := new(big.Rat).Mul(t, big.NewRat(q, 1))
		f := new(big.Int).Quo(scaled.Num(), scaled.Denom()) // floor: times are not negative
		down := new(big.Rat).SetFrac(f, big.NewInt(q))
		up := new(big.Rat).SetFrac(new(big.Int).Add(f, big.NewInt(1)), big.NewInt(q))
		pair := []*big.Rat{up, down}
		if new(big.Rat).Sub(t, down).Cmp(new(big.Rat).Sub(up, t)) < 0 {
			pair = []*big.Rat{down, up}
		}
		for _, x := range pair {
			if x.Cmp(lo) >= 0 && !slices.ContainsFunc(out, func(y *big.Rat) bool { return y.Cmp(x) == 0 }) {
				out = append(out, x)
			}
		}
	}
	return out
}

// sameRun replays tr with the given step and end times and returns the
// final valuation if the run is the same as tr's (see roundTimes), nil
// otherwise.
func sameRun(m *Model, tr *Trace, times []*big.Rat) *interp.Valuation {
	n := len(tr.Steps)
	for j := 1; j <= n; j++ {
		if times[j].Cmp(times[j-1]) < 0 {
			return nil
		}
	}
	if h := m.Cfg.Cal.Horizon; h > 0 && times[n].Cmp(big.NewRat(h, 1)) > 0 {
		return nil
	}
	steps := tr.ReplaySteps()
	for j := range steps {
		steps[j].At = times[j]
	}
	got, err := Replay(m, steps, times[n], nil)
	if err != nil || len(got.Steps) != n {
		return nil
	}
	for j, s := range got.Steps {
		w := &tr.Steps[j]
		if !s.State.Equal(&w.State) || !slices.Equal(s.Rules, w.Rules) || !slices.Equal(s.Changes, w.Changes) ||
			!slices.Equal(s.Emits, w.Emits) || !slices.Equal(s.Timers, w.Timers) || (s.Err == nil) != (w.Err == nil) {
			return nil
		}
	}
	if !got.State.Equal(&tr.Final) || !slices.Equal(got.Obs, tr.Obs) {
		return nil
	}
	a, b := m.Layout.NewRegion(), m.Layout.NewRegion()
	m.RegionOf(got.Val, a)
	m.RegionOf(tr.Val, b)
	if !a.Equal(b) {
		return nil
	}
	return got.Val
}
