package baseline

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"
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
	um := &untimedModel{b: b, first: first, ids: map[string]int32{}, accIDs: map[string]int32{}}
	um.intern(b.keyBytes(&first.st))
	um.scratch.st = first.st.Clone()
	for i := range um.scratch.st.Fired {
		um.scratch.st.Fired[i] = false
	}
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
	stats := dpor.Explore[int32](um, opt, func(id int32) {
		b.out.States++
		b.record(um.node(id))
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

// untimedModel is the untimed program as the DPOR engine sees it. A state
// is its number in the model's table, where it is kept as its key (the
// variables, queued timers and disabled rules, encoded as baseline.key
// does: a hundred bytes or so), decoded when it is expanded or visited; a
// state's successors are kept as the successors' numbers with interned
// access sets, twelve bytes per event. Keeping each successor whole (a
// ta.State and its slices, with a map per state) cost about 40 KB per
// state on P10 (issue 41).
type untimedModel struct {
	b     *baseline
	first *node // the initial state whole: its Fired is its own (later states' are false)
	names dpor.Names
	nloc  int
	// invLocs are the locations each checked invariant reads.
	invLocs [][]int
	// ids numbers the states by key; keys[id] is the key (the same
	// string the engine's table holds, so it is stored once).
	ids  map[string]int32
	keys []string
	// succ[id] are the state's successors by event, sorted by event,
	// computed when the engine asks for its enabled events (the choices
	// of a stimulus are found by running it); nil before.
	succ [][]untimedSucc
	// accIDs interns the access sets (few distinct ones: a stimulus's
	// reads and writes seldom depend on the state).
	accIDs  map[string]int32
	accSets [][]dpor.Access
	accBuf  []byte
	scratch node // the state being expanded, decoded
	err     error
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

// untimedSucc is one event of a state: its id, the successor's number and
// the interned access set of the run.
type untimedSucc struct {
	ev, next, acc int32
}

// intern numbers the state of key k (baseline.key's bytes, which it
// copies when the state is new).
func (u *untimedModel) intern(k []byte) int32 {
	if id, ok := u.ids[string(k)]; ok {
		return id
	}
	id := int32(len(u.keys))
	ks := string(k)
	u.ids[ks] = id
	u.keys = append(u.keys, ks)
	u.succ = append(u.succ, nil)
	return id
}

// node decodes state id into the model's scratch node, valid until the
// next call.
func (u *untimedModel) node(id int32) *node {
	if id == 0 {
		return u.first
	}
	u.b.decodeKey(u.keys[id], &u.scratch.st)
	return &u.scratch
}

func (u *untimedModel) Initial() int32 { return 0 }

func (u *untimedModel) Key(id int32) string { return u.keys[id] }

func (u *untimedModel) Enabled(id int32) []dpor.EventID {
	if evs := u.succ[id]; evs != nil {
		return eventIDs(evs)
	}
	evs := []untimedSucc{}
	if u.err != nil {
		u.succ[id] = evs
		return nil // the search is ending (stop says so)
	}
	b := u.b
	n := u.node(id)
	p := b.m.Prog
	var name strings.Builder
	for s := range p.Stimuli() {
		if !b.m.Relevant(s) {
			continue
		}
		b.odo.Reset()
		for {
			b.collect = func(next *node) {
				name.Reset()
				name.WriteString(strconv.Itoa(s))
				for _, c := range b.odo.Choices {
					name.WriteByte(',')
					name.WriteString(strconv.Itoa(c))
				}
				ev := int32(u.names.ID(name.String()))
				sc := untimedSucc{ev: ev, next: u.intern(b.keyBytes(&next.st)), acc: u.internAcc(u.accesses(s))}
				// A stimulus's choices may give one event twice only
				// if they name it alike, which they do not (each run
				// has its own choices); keep the first if ever.
				if i, found := slices.BinarySearchFunc(evs, ev, cmpEv); !found {
					evs = slices.Insert(evs, i, sc)
				}
			}
			err := b.fire(n, s)
			b.collect = nil
			if err != nil {
				u.err = err
				u.succ[id] = []untimedSucc{}
				return nil
			}
			if !b.odo.Next() {
				break
			}
		}
	}
	u.succ[id] = append(make([]untimedSucc, 0, len(evs)), evs...) // no room to spare: kept for the search
	return eventIDs(evs)
}

func cmpEv(s untimedSucc, ev int32) int { return int(s.ev) - int(ev) }

// internAcc numbers an access set.
func (u *untimedModel) internAcc(acc []dpor.Access) int32 {
	k := u.accBuf[:0]
	for _, a := range acc {
		w := uint64(0)
		if a.Write {
			w = 1
		}
		k = binary.AppendUvarint(k, uint64(a.Loc)<<1|w)
	}
	u.accBuf = k
	if id, ok := u.accIDs[string(k)]; ok {
		return id
	}
	id := int32(len(u.accSets))
	u.accIDs[string(k)] = id
	u.accSets = append(u.accSets, acc)
	return id
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

func (u *untimedModel) Execute(id int32, e dpor.EventID) (int32, []dpor.Access) {
	evs := u.succ[id]
	i, ok := slices.BinarySearchFunc(evs, int32(e), cmpEv)
	if !ok {
		panic(fmt.Sprintf("explore: untimed event %s executed where it is not enabled", u.names.Name(int(e))))
	}
	return evs[i].next, u.accSets[evs[i].acc]
}

// eventIDs are a state's events, in their fixed order: the search follows
// it, and a run a limit stops must stop at the same states every time.
func eventIDs(evs []untimedSucc) []dpor.EventID {
	ids := make([]dpor.EventID, len(evs))
	for i, e := range evs {
		ids[i] = dpor.EventID(e.ev)
	}
	return ids
}
