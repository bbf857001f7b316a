package hass

import (
	"math"
	"math/rand"
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
)

// The classes helperConsts cuts a stepped helper's values into move as
// Home Assistant's own arithmetic moves the values: for random counters
// and input_numbers, random values of every class and random steps, the
// class of the value Home Assistant computes (Counter.compute_next_state
// of value ± step; InputNumber's min(value + step, max) and
// max(value - step, min), in float64 as Python's floats) is among the
// classes the model moves the class to, and the only one for an
// input_number and for a counter with a minimum and a maximum (unless
// its range is too wide to cut).
func TestHelperStepsFollowHomeAssistant(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for trial := 0; trial < 300; trial++ {
		counter := rng.Intn(2) == 0
		id := "input_number.n"
		in := &config.Input{}
		var step float64
		if counter {
			id = "counter.c"
			step = float64(1 + rng.Intn(3))
			in.Step = &step
			init := float64(rng.Intn(8))
			in.Initial = config.FormatNum(init)
			if rng.Intn(3) > 0 {
				lo := float64(rng.Intn(4))
				in.Min = &lo
			}
			if rng.Intn(3) > 0 {
				hi := float64(4 + rng.Intn(6))
				in.Max = &hi
			}
		} else {
			step = []float64{0.5, 1, 2, 2.5, 4}[rng.Intn(5)]
			in.Step = &step
			lo, hi := float64(rng.Intn(5)), float64(6+rng.Intn(10))
			in.Min, in.Max = &lo, &hi
		}
		l := &lowerer{f: &config.File{Inputs: map[string]*config.Input{id: in}}, opt: Options{}}
		e := &entity{id: id, domain: config.DomainOf(id), numeric: true, read: true, valueSet: map[string]bool{}}
		for i := 0; i < 1+rng.Intn(3); i++ {
			e.addConst(float64(rng.Intn(24)-4) / 2)
		}
		h := e.helperInfo()
		h.steps[domains.Increment] = true
		if rng.Intn(2) == 0 {
			h.steps[domains.Decrement] = true
		}
		if !l.helperConsts(e) {
			t.Fatalf("trial %d: %s is not stepped", trial, id)
		}
		m := h.num
		ha := func(x, delta float64) float64 {
			if counter {
				x += delta
				if in.Min != nil {
					x = math.Max(*in.Min, x)
				}
				if in.Max != nil {
					x = math.Min(*in.Max, x)
				}
				return x
			}
			if delta > 0 {
				return math.Min(x+delta, *in.Max)
			}
			return math.Max(x+delta, *in.Min)
		}
		for k := e.lo; k <= e.hi; k++ {
			c, ok := e.cell(k)
			if !ok {
				continue
			}
			for _, delta := range []float64{step, -step} {
				loB, hiB := math.Inf(-1), math.Inf(1)
				if in.Min != nil && (counter || delta < 0) {
					loB = *in.Min
				}
				if in.Max != nil && (counter || delta > 0) {
					hiB = *in.Max
				}
				targets := e.stepTargets(k, delta, loB, hiB)
				if counter && m.why == "" && in.Min != nil && in.Max != nil && len(targets) != 1 {
					t.Fatalf("trial %d: %s bounded %v..%v init %s step %v consts %v, class %d (%v) moves by %v to %v", trial, id, *in.Min, *in.Max, in.Initial, step, e.consts, k, c, delta, targets)
				}
				if !counter && m.why == "" && len(targets) != 1 {
					t.Fatalf("trial %d: %s, class %d (%v) moves by %v to %v", trial, id, k, c, delta, targets)
				}
				for _, x := range samples(rng, c, counter) {
					got := e.class(ha(x, delta))
					if !slices.Contains(targets, got) {
						t.Fatalf("trial %d: %s (consts %v): %v + %v is %v, class %d, not among %v", trial, id, e.consts, x, delta, ha(x, delta), got, targets)
					}
				}
			}
		}
	}
}

// samples are values of span c: its ends when closed, points inside.
func samples(rng *rand.Rand, c span, whole bool) []float64 {
	lo, hi := c.lo, c.hi
	if math.IsInf(lo, -1) {
		lo = hi - 20
	}
	if math.IsInf(hi, 1) {
		hi = lo + 20
	}
	var out []float64
	if !c.loOpen {
		out = append(out, lo)
	}
	if !c.hiOpen {
		out = append(out, hi)
	}
	for i := 0; i < 5; i++ {
		x := lo + (hi-lo)*rng.Float64()
		if whole {
			x = math.Round(x)
		}
		if (x > lo || (x == lo && !c.loOpen)) && (x < hi || (x == hi && !c.hiOpen)) {
			out = append(out, x)
		}
	}
	return out
}
