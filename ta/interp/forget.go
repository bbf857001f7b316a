package interp

import (
	"fmt"
	"sync/atomic"

	"github.com/delorean-mc/delorean/ta"
)

// MaxForgetSize is the largest domain a forgotten variable may have: the
// values it is given are noted as bits of one word.
const MaxForgetSize = 64

// Forgotten are variables that machines do not keep from one stimulus to
// the next (Machine.Forget): after each stimulus they are back at rest,
// and the values stimuli gave them are noted. It is for variables that
// nothing reads (an exploration's outputs): their values then cannot
// tell two states apart, so an exploration keeps one state for what
// differs only in them, and still knows every value they reach. The
// notes are shared by every machine given the same Forgotten (the
// models an exploration derives for its traces, say) and are safe for
// concurrent Runners.
type Forgotten struct {
	Vars []int   // the variables
	Rest []int64 // the value each is left at: its start value
	seen []atomic.Uint64
}

// NewForgotten returns the Forgotten of vars, each left at rest[i].
func NewForgotten(vars []int, rest []int64) *Forgotten {
	return &Forgotten{Vars: vars, Rest: rest, seen: make([]atomic.Uint64, len(vars))}
}

// Forget makes every stimulus end with f's variables back at rest, and
// note the values it gave them in f. Call it before the machine is used.
func (m *Machine) Forget(f *Forgotten) error {
	for i, v := range f.Vars {
		t := &m.Prog.Vars[v].Type
		if t.Size() > MaxForgetSize {
			return fmt.Errorf("%s has %d values, more than the %d a forgotten variable may have", m.Prog.Vars[v].Name, t.Size(), MaxForgetSize)
		}
		if !t.Contains(f.Rest[i]) {
			return fmt.Errorf("%s's rest value %d is outside its range", m.Prog.Vars[v].Name, f.Rest[i])
		}
	}
	m.forget = f
	return nil
}

// Given returns, for each of f's variables (of program p, in f's order),
// the values stimuli have given it so far, ascending.
func (f *Forgotten) Given(p *ta.Program) [][]int64 {
	out := make([][]int64, len(f.Vars))
	for i, v := range f.Vars {
		bits, lo := f.seen[i].Load(), p.Vars[v].Type.Min()
		for b := int64(0); bits != 0; b, bits = b+1, bits>>1 {
			if bits&1 != 0 {
				out[i] = append(out[i], lo+b)
			}
		}
	}
	return out
}

// Unnoted makes r put the forgotten variables back at rest without
// noting their values: for runs that are not an exploration's
// transitions, such as a static analysis's runs on states that may not
// be reachable.
func (r *Runner) Unnoted() { r.unnoted = true }

// settle notes the values the stimulus gave the forgotten variables, if
// note, and puts them back at rest.
func (r *Runner) settle(s *ta.State, eff *ta.Effects, note bool) {
	p, f := r.m.Prog, r.m.forget
	eff.Forgotten = eff.Forgotten[:0]
	for _, v := range f.Vars {
		eff.Forgotten = append(eff.Forgotten, s.Vals[v])
	}
	for i, v := range f.Vars {
		if note && !r.unnoted && eff.Writes.Has(p.LocVar(v)) {
			bit := uint64(1) << uint(s.Vals[v]-p.Vars[v].Type.Min())
			if f.seen[i].Load()&bit == 0 {
				f.seen[i].Or(bit)
			}
		}
		s.Vals[v] = f.Rest[i]
	}
}
