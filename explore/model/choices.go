package model

import "github.com/delorean-mc/delorean/ta"

// Odometer enumerates every combination of choices a stimulus makes, by
// re-running it: the first run takes choice 0 everywhere, and each next
// run advances the last choice point that has another option.
type Odometer struct {
	Choices []int // the choices of the current run, in the order they were made
	sizes   []int
	pos     int
	// memo are the points the runs came to (ta.Memo), with the choices
	// made before each the first time (as their number and prefix, the
	// hash of the choices up to each position).
	memo   map[string]visit
	prefix []uint64
}

// visit is where a point was first come to: after n choices, whose
// hash is h.
type visit struct {
	n int
	h uint64
}

// Reset forgets every choice and point, for a new stimulus.
func (o *Odometer) Reset() {
	o.Choices, o.sizes, o.pos = o.Choices[:0], o.sizes[:0], 0
	if len(o.memo) > 0 {
		clear(o.memo)
	}
}

// Seen implements ta.Memo. The runs go depth first: every run that makes
// the choices a point was first come to after comes before any run that
// does not, so that a point come to after other choices has had its every
// way on tried, or is having it tried, from its first visit.
//
// The choices are compared by their number and hash: two prefixes that
// collide make a point come to after other choices look like its first
// visit, which goes on from it again (no cut, only work).
func (o *Odometer) Seen(key []byte) bool {
	here := visit{o.pos, o.hash()}
	if first, ok := o.memo[string(key)]; ok {
		return first != here
	}
	if o.memo == nil {
		o.memo = map[string]visit{}
	}
	o.memo[string(key)] = here
	return false
}

// Rewind replays the current choices from the first.
func (o *Odometer) Rewind() { o.pos = 0 }

// ChooseRandom implements ta.Chooser.
func (o *Odometer) ChooseRandom(lo, hi int64) int64 {
	return lo + int64(o.ChooseFactor(-1, int(hi-lo+1)))
}

// ChooseFactor implements ta.Chooser.
func (o *Odometer) ChooseFactor(_, n int) int {
	c := 0
	if o.pos < len(o.Choices) {
		c = o.Choices[o.pos]
	} else {
		o.Choices = append(o.Choices, 0)
		o.sizes = append(o.sizes, n)
	}
	o.prefix = append(o.prefix[:o.pos], mixChoice(o.hash(), c))
	o.pos++
	return c
}

// hash is the hash of the choices made so far in the current run.
func (o *Odometer) hash() uint64 {
	if o.pos == 0 {
		return 0
	}
	return o.prefix[o.pos-1]
}

// mixChoice extends a prefix's hash by choice c (splitmix64's finalizer).
func mixChoice(h uint64, c int) uint64 {
	h += uint64(c) + 0x9e3779b97f4a7c15
	h = (h ^ h>>30) * 0xbf58476d1ce4e5b9
	h = (h ^ h>>27) * 0x94d049bb133111eb
	return h ^ h>>31
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
