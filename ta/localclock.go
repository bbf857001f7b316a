package ta

import (
	"fmt"
	"math"
	"math/big"
)

// ClockChange is a change of the local clock's offset from UTC during a
// run (daylight saving time): from wall-clock time At on (seconds since
// the start) the local clock reads By seconds more than it did just
// before, 3600 when the clocks go forward and -3600 when they go back.
type ClockChange struct {
	At, By int64
}

// ClockPiece is a stretch of a run between changes of the local clock:
// over the wall-clock times [From, To) the local clock reads Start + the
// wall clock + Shift. The first piece's From is math.MinInt64 and the
// last one's To math.MaxInt64: the pieces cover every time.
type ClockPiece struct {
	From, To, Shift int64
}

// ClockPieces returns the stretches of the run between the changes of
// the local clock: one, of shift 0, without changes.
func (cal *Calendar) ClockPieces() []ClockPiece {
	out := make([]ClockPiece, 0, len(cal.Changes)+1)
	from, shift := int64(math.MinInt64), int64(0)
	for _, c := range cal.Changes {
		out = append(out, ClockPiece{From: from, To: c.At, Shift: shift})
		from, shift = c.At, shift+c.By
	}
	return append(out, ClockPiece{From: from, To: math.MaxInt64, Shift: shift})
}

// CheckChanges reports changes that are not a run's: in order, after
// its start, none of them zero or a day or more, and far enough apart
// that every local time happens at most twice (the local clock never
// goes back over a stretch it has already repeated).
func (cal *Calendar) CheckChanges() error {
	last := int64(0)
	for i, c := range cal.Changes {
		if c.By == 0 || c.By <= -SecondsPerDay || c.By >= SecondsPerDay {
			return fmt.Errorf("clock change %d moves the local clock by %d s: expected a change within a day, not zero", i+1, c.By)
		}
		if c.At <= last {
			return fmt.Errorf("clock change %d is at %d s into the run: expected the changes in order, after the start", i+1, c.At)
		}
		if i > 0 {
			prev := cal.Changes[i-1]
			if c.At-prev.At <= abs64(prev.By)+abs64(c.By) {
				return fmt.Errorf("clock changes %d and %d are %d s apart: too close for each local time to happen at most twice", i, i+1, c.At-prev.At)
			}
		}
		last = c.At
	}
	return nil
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// Shift returns how far the local clock is ahead of Start + the wall
// clock at wall-clock time e: the sum of the changes at or before e.
func (cal *Calendar) Shift(e int64) int64 {
	s := int64(0)
	for _, c := range cal.Changes {
		if c.At > e {
			break
		}
		s += c.By
	}
	return s
}

// Local is LocalRat for a whole second.
func (cal *Calendar) Local(e int64) int64 { return cal.Start + e + cal.Shift(e) }

// LocalRat returns the local clock at wall-clock time e, in seconds
// since the start day's midnight (a day more for each day after it):
// Start + e + the changes at or before e. The clocks change at the
// change's instant: spring forward at 02:00 reads 01:59:59 one second
// before it and 03:00:00 at it.
func (cal *Calendar) LocalRat(e *big.Rat) *big.Rat {
	out := new(big.Rat).Add(e, big.NewRat(cal.Start, 1))
	for _, c := range cal.Changes {
		if e.Cmp(big.NewRat(c.At, 1)) < 0 {
			break
		}
		out.Add(out, big.NewRat(c.By, 1))
	}
	return out
}

// Repeated reports whether the local clock reads at wall-clock time e a
// time it also reads at another wall-clock time: within the stretch the
// clocks go back over.
func (cal *Calendar) Repeated(e *big.Rat) bool {
	n := new(big.Rat).Sub(cal.LocalRat(e), big.NewRat(cal.Start, 1))
	count := 0
	for _, p := range cal.ClockPieces() {
		w := new(big.Rat).Sub(n, big.NewRat(p.Shift, 1))
		if (p.From == math.MinInt64 || w.Cmp(big.NewRat(p.From, 1)) >= 0) && (p.To == math.MaxInt64 || w.Cmp(big.NewRat(p.To, 1)) < 0) {
			count++
		}
	}
	return count > 1
}

// UTCOffsetAt returns the local clock's offset from UTC at wall-clock
// time e, in seconds (UTCOffset at the start).
func (cal *Calendar) UTCOffsetAt(e *big.Rat) int64 {
	off := cal.UTCOffset
	for _, c := range cal.Changes {
		if e.Cmp(big.NewRat(c.At, 1)) < 0 {
			break
		}
		off += c.By
	}
	return off
}

// WallAt returns the wall-clock times, ascending, at which the local
// clock reads local (seconds since the start day's midnight): one, none
// when the clocks go forward over it, two when they go back over it.
// This is what Home Assistant's time trigger does (util/dt.py,
// find_next_time_expression_time: a time that does not exist is
// skipped, one in the repeated hour fires in each fold).
func (cal *Calendar) WallAt(local int64) []int64 {
	n := local - cal.Start
	var out []int64
	for _, p := range cal.ClockPieces() {
		if w := n - p.Shift; w >= p.From && w < p.To {
			out = append(out, w)
		}
	}
	return out
}

// EventPiece returns the index (into ClockPieces) of the stretch whose
// offset from UTC an event at local time local is read with: the one
// the local clock reads it in, and where it reads it twice or not at all,
// the stretch before the change (Python's fold=0, which Home Assistant's
// time zones use for a local time given without its offset).
func (cal *Calendar) EventPiece(local int64) int {
	n := local - cal.Start
	i, shift := 0, int64(0)
	for j, c := range cal.Changes {
		// The local times up to the later of the two readings at the
		// change are read with the offset before it.
		if n < c.At+max(shift, shift+c.By) {
			break
		}
		i, shift = j+1, shift+c.By
	}
	return i
}

// EventWall returns the wall-clock time of an event at local time local
// (seconds since the start day's midnight), read as EventPiece says: a
// sun time is an instant, which happens once however the clocks change.
func (cal *Calendar) EventWall(local int64) int64 {
	return local - cal.Start - cal.ClockPieces()[cal.EventPiece(local)].Shift
}

// MaxShift returns the most the local clock is ever ahead of, and the
// most it is ever behind, Start + the wall clock (both >= 0).
func (cal *Calendar) MaxShift() (ahead, behind int64) {
	s := int64(0)
	for _, c := range cal.Changes {
		s += c.By
		ahead, behind = max(ahead, s), max(behind, -s)
	}
	return ahead, behind
}

// LastDay returns the last day the run reaches on the local clock (0:
// the start's day): where the clocks go back, the local clock is latest
// just before they do, not at the horizon.
func (cal *Calendar) LastDay() int {
	last := cal.Local(cal.Horizon)
	for _, c := range cal.Changes {
		if c.At <= cal.Horizon && c.By < 0 {
			last = max(last, cal.Local(c.At-1))
		}
	}
	return int(FloorDiv(last, SecondsPerDay))
}
