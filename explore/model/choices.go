package model

import "github.com/delorean-mc/delorean/ta"

// Odometer enumerates every combination of choices a stimulus makes, by
// re-running it: the first run takes choice 0 everywhere, and each next
// run advances the last choice point that has another option.
type Odometer struct {
	Choices []int // the choices of the current run, in the order they were made
	sizes   []int
	pos     int
}

// Reset forgets every choice, for a new stimulus.
func (o *Odometer) Reset() { o.Choices, o.sizes, o.pos = o.Choices[:0], o.sizes[:0], 0 }

// Rewind replays the current choices from the first.
func (o *Odometer) Rewind() { o.pos = 0 }

// ChooseRandom implements ta.Chooser.
func (o *Odometer) ChooseRandom(lo, hi int64) int64 {
	return lo + int64(o.ChooseFactor(-1, int(hi-lo+1)))
}

// ChooseFactor implements ta.Chooser.
func (o *Odometer) ChooseFactor(_, n int) int {
	if o.pos < len(o.Choices) {
		c := o.Choices[o.pos]
		o.pos++
		return c
	}
	o.Choices = append(o.Choices, 0)
	o.sizes = append(o.sizes, n)
	o.pos++
	return 0
}

// Next advances to the next combination; false when there is none.
func (o *Odometer) Next() bool {
	for k := len(o.Choices) - 1; k >= 0; k-- {
		if o.Choices[k]+1 < o.sizes[k] {
			o.Choices[k]++
			o.Choices, o.sizes = o.Choices[:k+1], o.sizes[:k+1]
			return true
		}
	}
	return false
}

// Abandon ends the enumeration: Next reports false until the next Reset.
// An engine abandons a stimulus once a run of it runs away after an order
// choice (Abandons).
func (o *Odometer) Abandon() { o.Choices, o.sizes = o.Choices[:0], o.sizes[:0] }

// Abandons reports whether a run of a stimulus that ended with err, having
// made the draws of eff, ends the enumeration of the stimulus's choices
// from its state: it ran out of the interpreter's runs (ta.RanOutOfRuns)
// after an order choice. Such a cascade picks a waiting run at every
// turn, an order choice at each, and whatever the interpreter did not
// find coming back to where it was (interp's cycle) goes on for thousands
// of them before the bound: their combinations are beyond counting, each
// one another runaway or close to it. The runaway, reported once, is the
// finding; the instant's other orders (and the choices not tried yet) are
// not explored, which the error's message says.
func Abandons(err error, eff *ta.Effects) bool {
	return len(eff.Orders) > 0 && ta.RanOutOfRuns(err)
}

// UseBuffers makes the odometer record its choices in choices and their
// sizes in sizes (emptied): the search gives each worker slices padded
// against false sharing with the others'.
func (o *Odometer) UseBuffers(choices, sizes []int) {
	o.Choices, o.sizes, o.pos = choices[:0], sizes[:0], 0
}
