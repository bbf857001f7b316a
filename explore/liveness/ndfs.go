package liveness

// The nested depth-first search in Schwoon and Esparza's form (TACAS
// 2005, Fig. 2: "new NDFS"): the blue search colours a state cyan while
// it is on its stack and blue once done; after an accepting state's
// successors are done, a red search from it looks for a cyan state (on
// the blue stack: a cycle back through the accepting state) among the
// blue ones, colouring them red so that no later red search enters them
// again. Early detection: an edge from the blue stack's top to a cyan
// state closes a cycle at once when either end is accepting.

type color uint8

const (
	white color = iota
	cyan
	blue
	red
)

// frame is a state on a search's stack and the next successor to try.
type frame[S any] struct {
	i     int
	edges []edge[S]
	next  int
}

func ndfs[S any, G Graph[S]](t *table[S, G]) (*cycle, error) {
	if err := t.initial(); err != nil {
		return nil, err
	}
	var col []color
	var at []int // a cyan state's position on the blue stack
	grow := func() {
		for len(col) < len(t.states) {
			col = append(col, white)
			at = append(at, -1)
		}
	}
	var bstack, rstack []frame[S]
	// found builds the witness of a cycle closed by an edge into the cyan
	// state c, from the blue stack and then, if any, the red stack (whose
	// bottom is the blue stack's top).
	found := func(c int) *cycle {
		k := at[c]
		cy := &cycle{}
		for _, f := range bstack[:k+1] {
			cy.stem = append(cy.stem, f.i)
		}
		for _, f := range bstack[k+1:] {
			cy.loop = append(cy.loop, f.i)
		}
		if len(rstack) > 1 {
			for _, f := range rstack[1:] {
				cy.loop = append(cy.loop, f.i)
			}
		}
		cy.loop = append(cy.loop, c)
		return cy
	}
	push := func(st *[]frame[S], i int) error {
		es, err := t.successors(i)
		if err != nil {
			return err
		}
		grow()
		*st = append(*st, frame[S]{i: i, edges: es})
		return nil
	}
	for _, s0 := range t.starts {
		grow()
		if col[s0] != white {
			continue
		}
		col[s0], at[s0] = cyan, 0
		if err := push(&bstack, s0); err != nil {
			return nil, err
		}
		for len(bstack) > 0 {
			f := &bstack[len(bstack)-1]
			if f.next < len(f.edges) {
				j := f.edges[f.next].to
				f.next++
				if col[j] == cyan && (t.acc[f.i] || t.acc[j]) {
					return found(j), nil
				}
				if col[j] == white {
					col[j], at[j] = cyan, len(bstack)
					if err := push(&bstack, j); err != nil {
						return nil, err
					}
				}
				continue
			}
			s := f.i
			if t.acc[s] {
				// The red search from s, over blue states only: they are
				// done, so their successors are known.
				rstack = append(rstack[:0], frame[S]{i: s, edges: t.succ[s]})
				for len(rstack) > 0 {
					r := &rstack[len(rstack)-1]
					if r.next == len(r.edges) {
						rstack = rstack[:len(rstack)-1]
						continue
					}
					j := r.edges[r.next].to
					r.next++
					switch col[j] {
					case cyan:
						return found(j), nil
					case blue:
						col[j] = red
						rstack = append(rstack, frame[S]{i: j, edges: t.succ[j]})
					}
				}
				col[s] = red
			} else {
				col[s] = blue
			}
			at[s] = -1
			bstack = bstack[:len(bstack)-1]
		}
	}
	return nil, nil
}
