package baseline

import (
	"fmt"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/dpor"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
)

// searchDPOR explores untimed from first with the event DPOR engine
// (stateful, seed 003; notes/dpor.md §6): an event is one stimulus with
// one combination of choices (factor classes, comparison outcomes), its
// accesses are the locations the interpreter saw it read and write, and
// two events commute unless they conflict on a location. With
// Options.NoDPOR the engine runs a plain stateful search instead, which
// visits every reachable state.
func (b *baseline) searchDPOR(first *node) error {
	um := &untimedModel{b: b, first: first, succ: map[string]map[dpor.EventID]untimedSucc{}}
	p := b.m.Prog
	// Invariant visibility (notes §6.6): an event that writes what an
	// invariant reads also writes the invariant's virtual location, so the
	// writers of its variables never commute and every valuation of them
	// that can be reached is visited.
	um.nloc = p.NumLocs()
	for _, pr := range b.m.Props {
		if pr.IsTimed() || explore.ReadsTime(p, pr.Cond) {
			continue
		}
		um.invLocs = append(um.invLocs, analysis.ExprLocs(p, pr.Cond))
	}
	opt := dpor.DefaultOptions()
	opt.NoReduction = b.opt.NoDPOR
	if b.opt.Bounded {
		opt.ReversalBound = b.opt.ReversalBound
	}
	opt.Stop = um.stop
	var ferr error
	stats := dpor.Explore[*node](um, opt, func(n *node) {
		b.out.States++
		b.record(n)
	})
	if um.err != nil {
		ferr = um.err
	}
	b.out.DPOR = !b.opt.NoDPOR
	b.out.Executions, b.out.Executed = stats.Runs, stats.Executed
	b.out.Bounded, b.out.Bound = stats.Bounded, b.opt.ReversalBound
	if stats.Bounded && b.out.Complete {
		b.out.Complete = false
		b.out.StopReason = fmt.Sprintf("bounded: only interleavings with at most %d reversed conflicts", b.opt.ReversalBound)
	}
	return ferr
}

// untimedModel is the untimed program as the DPOR engine sees it.
type untimedModel struct {
	b       *baseline
	first   *node
	names   dpor.Names
	nloc    int
	invLocs [][]int
	// The successors of each state, computed when the engine asks for its
	// enabled events (the choices of a stimulus are found by running it).
	succ map[string]map[dpor.EventID]untimedSucc
	err  error
}

// limitPoll is how many calls of baseline.stopped go by between two checks of the
// context and the heap size; the state count is checked on every call.
// With DPOR a call comes about once per event execution (microseconds),
// so the search overshoots a time or memory limit by about a millisecond
// of work; without (NoDPOR), once per state expanded, by a few tenths of
// a second at most.
const limitPoll = 256

// stop is the engine's Options.Stop: it ends the search at the first
// limit reached (Options.MaxStates, MaxMemory, the context) or at the
// first error of the interpreter, and records why in the result. Polling
// here, inside the engine's loops, matters: the engine spends most of a
// large search re-executing events and carrying backward searches over
// states it already knows, where a check on new states only (Enabled)
// is never reached.
func (u *untimedModel) stop() bool {
	return u.err != nil || u.b.stopped()
}

type untimedSucc struct {
	next *node
	acc  []dpor.Access
}

func (u *untimedModel) Initial() *node { return u.first }

func (u *untimedModel) Key(n *node) string { return u.b.key(n) }

func (u *untimedModel) Enabled(n *node) []dpor.EventID {
	b := u.b
	k := b.key(n)
	if evs, ok := u.succ[k]; ok {
		return eventIDs(evs)
	}
	evs := map[dpor.EventID]untimedSucc{}
	u.succ[k] = evs
	if u.err != nil {
		return nil // the search is ending (stop says so)
	}
	p := b.m.Prog
	for s := range p.Stimuli() {
		if !b.m.Relevant(s) {
			continue
		}
		b.odo.Reset()
		for {
			b.collect = func(next *node) {
				var name strings.Builder
				fmt.Fprintf(&name, "%d", s)
				for _, c := range b.odo.Choices {
					fmt.Fprintf(&name, ",%d", c)
				}
				id := dpor.EventID(u.names.ID(name.String()))
				evs[id] = untimedSucc{next: next, acc: u.accesses(s)}
			}
			err := b.fire(n, s)
			b.collect = nil
			if err != nil {
				u.err = err
				return nil
			}
			if !b.odo.Next() {
				break
			}
		}
	}
	return eventIDs(evs)
}

// accesses are the run's reads and writes, the reads of its event's
// guard, and the invariants' virtual locations it writes.
func (u *untimedModel) accesses(s int) []dpor.Access {
	b := u.b
	p := b.m.Prog
	var acc []dpor.Access
	for l := 0; l < u.nloc; l++ {
		if b.eff.Writes.Has(l) {
			acc = append(acc, dpor.Access{Loc: l, Write: true})
		} else if b.eff.Reads.Has(l) {
			acc = append(acc, dpor.Access{Loc: l})
		}
	}
	if st := p.Stimuli()[s]; st.Kind == ta.StimEvent {
		if g := p.Events[st.Index].Guard; g != nil {
			for _, l := range analysis.ExprLocs(p, g) {
				acc = append(acc, dpor.Access{Loc: l})
			}
		}
	}
	for i, locs := range u.invLocs {
		for _, l := range locs {
			if b.eff.Writes.Has(l) {
				acc = append(acc, dpor.Access{Loc: u.nloc + i, Write: true})
				break
			}
		}
	}
	return acc
}

func (u *untimedModel) Execute(n *node, e dpor.EventID) (*node, []dpor.Access) {
	sc, ok := u.succ[u.b.key(n)][e]
	if !ok {
		panic(fmt.Sprintf("explore: untimed event %s executed where it is not enabled", u.names.Name(int(e))))
	}
	return sc.next, sc.acc
}

func eventIDs(evs map[dpor.EventID]untimedSucc) []dpor.EventID {
	ids := make([]dpor.EventID, 0, len(evs))
	for id := range evs {
		ids = append(ids, id)
	}
	// In a fixed order: the search follows it, and a run a limit stops
	// must stop at the same states every time (a map's order would not).
	slices.Sort(ids)
	return ids
}
