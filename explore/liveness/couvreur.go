package liveness

import "slices"

// Couvreur's check (FM 1999; in the form of Geldenhuys and Valmari,
// "Tarjan's algorithm makes on-the-fly LTL verification more efficient",
// TACAS 2004, without their optimisations): one depth-first search that
// numbers the states and keeps a stack of the roots of the strongly
// connected components not yet complete, each with whether its part
// holds an accepting state. An edge back to a state of an incomplete
// component merges every root above it into one; if the merged part
// holds an accepting state, that component has a cycle through it.

type root struct {
	i   int
	acc bool
}

func couvreur[S any, G Graph[S]](t *table[S, G]) (*cycle, error) {
	if err := t.initial(); err != nil {
		return nil, err
	}
	var num []int // depth-first number, from 1; 0: not visited
	var gone []bool
	var roots []root
	var active []int // the states of the incomplete components, in the order numbered
	var call []frame[S]
	count := 0
	visit := func(i int) error {
		es, err := t.successors(i)
		if err != nil {
			return err
		}
		for len(num) < len(t.states) {
			num = append(num, 0)
			gone = append(gone, false)
		}
		count++
		num[i] = count
		roots = append(roots, root{i: i, acc: t.acc[i]})
		active = append(active, i)
		call = append(call, frame[S]{i: i, edges: es})
		return nil
	}
	for _, s0 := range t.starts {
		if s0 < len(num) && num[s0] != 0 {
			continue
		}
		if err := visit(s0); err != nil {
			return nil, err
		}
		for len(call) > 0 {
			f := &call[len(call)-1]
			if f.next < len(f.edges) {
				w := f.edges[f.next].to
				f.next++
				for len(num) < len(t.states) {
					num = append(num, 0)
					gone = append(gone, false)
				}
				switch {
				case num[w] == 0:
					if err := visit(w); err != nil {
						return nil, err
					}
				case !gone[w]:
					acc := false
					var r root
					for {
						r = roots[len(roots)-1]
						roots = roots[:len(roots)-1]
						acc = acc || r.acc
						if num[r.i] <= num[w] {
							break
						}
					}
					roots = append(roots, root{i: r.i, acc: acc})
					if acc {
						return t.witness(call, active, r.i), nil
					}
				}
				continue
			}
			v := f.i
			call = call[:len(call)-1]
			if roots[len(roots)-1].i == v {
				roots = roots[:len(roots)-1]
				for {
					u := active[len(active)-1]
					active = active[:len(active)-1]
					gone[u] = true
					if u == v {
						break
					}
				}
			}
		}
	}
	return nil, nil
}

// witness builds the lasso of an accepting component found by couvreur:
// its states are those of active from r on (strongly connected, every
// one expanded), r is on the call stack, which is a path from a start
// state. The stem goes down the call stack to r, then within the
// component to one of its accepting states; the cycle goes from there
// around back to it.
func (t *table[S, G]) witness(call []frame[S], active []int, r int) *cycle {
	in := map[int]bool{}
	for k := len(active) - 1; k >= 0; k-- {
		in[active[k]] = true
		if active[k] == r {
			break
		}
	}
	cy := &cycle{}
	for _, f := range call {
		cy.stem = append(cy.stem, f.i)
		if f.i == r {
			break
		}
	}
	a := r
	if !t.acc[r] {
		for k := len(active) - 1; k >= 0 && active[k] != r; k-- {
			if t.acc[active[k]] {
				a = active[k]
			}
		}
		cy.stem = append(cy.stem, t.path(r, a, in)...)
	}
	cy.loop = t.path(a, a, in)
	return cy
}

// path is a shortest path of at least one edge from state from to state
// to within the states in (all expanded): the states after from, ending
// with to; breadth first, successors in order.
func (t *table[S, G]) path(from, to int, in map[int]bool) []int {
	parent := map[int]int{}
	queue := []int{from}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, e := range t.succ[u] {
			if !in[e.to] {
				continue
			}
			if _, seen := parent[e.to]; seen {
				continue
			}
			parent[e.to] = u
			if e.to == to {
				out := []int{to}
				for x := to; parent[x] != from; x = parent[x] {
					out = append(out, parent[x])
				}
				slices.Reverse(out)
				return out
			}
			queue = append(queue, e.to)
		}
	}
	return nil
}
