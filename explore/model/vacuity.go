package model

import "github.com/delorean-mc/delorean/ta"

// Fact is what one state checked says of one invariant's vacuity: its
// leaves' truth (spec.Exercise.NoteChecked).
type Fact struct {
	Prop   int
	Leaves uint64
}

// Wanted are the properties with something left to learn from the states
// checked (spec.Exercise.Wants), appended to dst.
func (m *Model) Wanted(dst []int) []int {
	for i, p := range m.Props {
		if m.Vac.Wants(i) && p.Kind != Reaches {
			dst = append(dst, i)
		}
	}
	return dst
}

// CheckedFacts appends to dst what a state the search checks the
// invariants in says of the vacuity of properties want (Wanted): st with
// the obligations obs, urgent when time cannot pass in it, truth
// evaluating a condition on its clocks. A condition that fails to
// evaluate leaves the state out for that property (the check itself
// reports the failure). The conditions asked depend only on want and the
// state, so an engine that splits a zone by the answers (explore/zone)
// asks the same questions in each part.
func (m *Model) CheckedFacts(dst []Fact, want []int, st *ta.State, obs []bool, urgent bool, truth func(ta.Expr) (bool, error)) []Fact {
	for _, i := range want {
		p := m.Props[i]
		if urgent && !p.Transient || p.Kind == Stays && !obs[p.Slot] {
			continue
		}
		if p.Window != nil {
			if in, err := truth(p.Window); err != nil || !in {
				continue
			}
		}
		var v uint64
		ok := true
		if s := m.Vac.Shape(i); s != nil {
			for j, l := range s.Leaves {
				t, err := truth(l)
				if err != nil {
					ok = false
					break
				}
				if t {
					v |= 1 << j
				}
			}
		}
		if ok {
			dst = append(dst, Fact{Prop: i, Leaves: v})
		}
	}
	return dst
}

// NoteFacts records facts (CheckedFacts) of a state the search keeps.
func (m *Model) NoteFacts(facts []Fact) {
	for _, f := range facts {
		m.Vac.NoteChecked(f.Prop, f.Leaves)
	}
}

// NoteFired records the properties whose obligations a run the search
// keeps opened (ObserveFired).
func (m *Model) NoteFired(fired []int) {
	for _, i := range fired {
		m.Vac.NoteFired(i)
	}
}
