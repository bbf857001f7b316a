package model

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

// UseBuffers makes the odometer record its choices in choices and their
// sizes in sizes (emptied): the search gives each worker slices padded
// against false sharing with the others'.
func (o *Odometer) UseBuffers(choices, sizes []int) {
	o.Choices, o.sizes, o.pos = choices[:0], sizes[:0], 0
}
