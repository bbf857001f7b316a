package trace

import "github.com/delorean-mc/delorean/ta"

// fixedChoices replays the choices of a label, in reading order.
type fixedChoices struct {
	choices []int
	pos     int
}

// ChooseRandom implements ta.Chooser.
func (f *fixedChoices) ChooseRandom(lo, hi int64) int64 {
	return lo + int64(f.ChooseFactor(-1, int(hi-lo+1)))
}

// ChooseFactor implements ta.Chooser.
func (f *fixedChoices) ChooseFactor(_, n int) int {
	c := 0
	if f.pos < len(f.choices) {
		c = f.choices[f.pos]
	}
	f.pos++
	return min(c, n-1)
}

// factorChoices gives each factor the class a trace recorded for it, and
// random expressions the recorded values in order.
type factorChoices struct {
	given   []ta.FactorChoice
	randoms []int64 // recorded values, in order
	missing []int   // factors read without a recorded class
	short   bool    // a random value was needed that was not recorded or is out of range
	lenient bool    // unrecorded: the first class, the lowest value
}

// ChooseRandom implements ta.Chooser.
func (f *factorChoices) ChooseRandom(lo, hi int64) int64 {
	if f.lenient && len(f.randoms) == 0 {
		return lo
	}
	if len(f.randoms) == 0 || f.randoms[0] < lo || f.randoms[0] > hi {
		f.short = true
		return lo
	}
	v := f.randoms[0]
	f.randoms = f.randoms[1:]
	return v
}

// ChooseFactor implements ta.Chooser.
func (f *factorChoices) ChooseFactor(fac, n int) int {
	for _, g := range f.given {
		if g.Factor == fac && g.Class < n {
			return g.Class
		}
	}
	if !f.lenient {
		f.missing = append(f.missing, fac)
	}
	return 0
}
