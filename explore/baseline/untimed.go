package baseline

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"math/bits"
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
// does: sixty bytes or so on P10), decoded when it is expanded or visited.
// Only the states the engine reaches are numbered, in the order it
// reaches them (the model is a dpor.Numbered: the engine keeps no table
// of its own). A state's events are found by running its stimuli, and an
// event's successor by running its stimulus again when the engine
// executes it: it executes about one event in eight of those enabled (P10),
// and keeping every successor, as the states' numbers with their access
// sets, cost a kilobyte a state, most of it for successors never visited
// (issue 41).
type untimedModel struct {
	b     *baseline
	first *node // the initial state whole: its Fired is its own (later states' are false)
	names dpor.Names
	// evStim and evChoices are each event's stimulus and choices.
	evStim    []int
	evChoices [][]int
	nloc      int
	// invLocs are the locations each checked invariant reads.
	invLocs [][]int
	// ids numbers the states by key; keys[id] is the key.
	ids  map[string]int32
	keys []string
	// accIDs interns the access sets (few distinct ones: a stimulus's
	// reads and writes seldom depend on the state).
	accIDs  map[string]int32
	accSets [][]dpor.Access
	accBuf  []byte
	evBuf   []dpor.EventID // Enabled's answer, reused
	// last are the successors of the state Enabled was last asked about
	// (lastID), by event: the engine usually executes the events of the
	// state it has just met next, and the search without reduction every
	// one of them. Their keys are lastKeys[succ.from:succ.to].
	lastID   int32
	last     []untimedSucc
	lastKeys []byte
	// guardLocs are the locations each event's guard reads, by event
	// index (nil until needed).
	guardLocs map[int][]int
	scratch   node // the state being expanded, decoded
	err       error
	probed    bool // stopProbe was called
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
	halt := u.err != nil || u.b.stopped()
	if halt && !u.probed && stopProbe != nil {
		u.probed = true
		stopProbe()
	}
	return halt
}

// stopProbe, when set (by tests), is called once when the search first
// stops, while everything the search keeps is still in use: the memory
// tests measure the heap there.
var stopProbe func()

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

// Number is the state's number: the model numbers the states as the
// engine meets them (Execute interns a successor just before the engine
// does).
func (u *untimedModel) Number(id int32) int { return int(id) }

// event numbers the run of stimulus s the odometer's choices make.
func (u *untimedModel) event(s int, name *strings.Builder) dpor.EventID {
	name.Reset()
	name.WriteString(strconv.Itoa(s))
	for _, c := range u.b.odo.Choices {
		name.WriteByte(',')
		name.WriteString(strconv.Itoa(c))
	}
	ev := u.names.ID(name.String())
	if ev == len(u.evStim) {
		u.evStim = append(u.evStim, s)
		u.evChoices = append(u.evChoices, slices.Clone(u.b.odo.Choices))
	}
	return dpor.EventID(ev)
}

// untimedSucc is a successor of the state Enabled last ran: its event,
// where its key is in untimedModel.lastKeys, and its access set.
type untimedSucc struct {
	ev       dpor.EventID
	from, to int32
	acc      int32
}

// Enabled runs every stimulus of state id with every choice, each run an
// event, and keeps the successors until the next call.
func (u *untimedModel) Enabled(id int32) []dpor.EventID {
	u.lastID, u.last, u.lastKeys = -1, u.last[:0], u.lastKeys[:0]
	if u.err != nil {
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
				ev := u.event(s, &name)
				// A stimulus's choices may give one event twice only
				// if they name it alike, which they do not (each run
				// has its own choices); keep the first if ever.
				if i, found := slices.BinarySearchFunc(u.last, ev, cmpEv); !found {
					from := int32(len(u.lastKeys))
					u.lastKeys = append(u.lastKeys, b.keyBytes(&next.st)...)
					u.last = slices.Insert(u.last, i, untimedSucc{ev: ev, from: from, to: int32(len(u.lastKeys)), acc: u.accessID(s)})
				}
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
	u.lastID = id
	evs := u.evBuf[:0]
	for _, sc := range u.last {
		evs = append(evs, sc.ev)
	}
	u.evBuf = evs
	return evs
}

func cmpEv(s untimedSucc, ev dpor.EventID) int { return cmp.Compare(s.ev, ev) }

// accessID numbers the access set of the run of stimulus s just made
// (accesses), found by its encoding without building it unless new.
func (u *untimedModel) accessID(s int) int32 {
	k := u.accBuf[:0]
	u.accesses(s, func(a dpor.Access) {
		k = binary.AppendUvarint(k, uint64(a.Loc)<<1|uint64(b2u(a.Write)))
	})
	u.accBuf = k
	if id, ok := u.accIDs[string(k)]; ok {
		return id
	}
	var acc []dpor.Access
	u.accesses(s, func(a dpor.Access) { acc = append(acc, a) })
	id := int32(len(u.accSets))
	u.accIDs[string(k)] = id
	u.accSets = append(u.accSets, acc)
	return id
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// accesses yields the run's reads and writes (by location, a write for a
// location both read and written), the reads of its event's guard, and
// the invariants' virtual locations it writes.
func (u *untimedModel) accesses(s int, yield func(dpor.Access)) {
	b := u.b
	p := b.m.Prog
	w, r := b.eff.Writes, b.eff.Reads
	for i := range w {
		for x := w[i] | r[i]; x != 0; x &= x - 1 {
			l := i<<6 + bits.TrailingZeros64(x)
			if l >= u.nloc {
				break
			}
			yield(dpor.Access{Loc: l, Write: w.Has(l)})
		}
	}
	if st := p.Stimuli()[s]; st.Kind == ta.StimEvent {
		if g := p.Events[st.Index].Guard; g != nil {
			locs, ok := u.guardLocs[st.Index]
			if !ok {
				if u.guardLocs == nil {
					u.guardLocs = map[int][]int{}
				}
				locs = analysis.ExprLocs(p, g)
				u.guardLocs[st.Index] = locs
			}
			for _, l := range locs {
				yield(dpor.Access{Loc: l})
			}
		}
	}
	for i, locs := range u.invLocs {
		for _, l := range locs {
			if w.Has(l) {
				yield(dpor.Access{Loc: u.nloc + i, Write: true})
				break
			}
		}
	}
}

// Execute runs event e's stimulus from state id again, through the runs
// of its choices up to e's (the odometer goes through them in the same
// order as Enabled did, and a run's memo of points depends on the runs
// before it), and numbers the successor. The runs are not counted as
// transitions again: Enabled counted each once.
func (u *untimedModel) Execute(id int32, e dpor.EventID) (int32, []dpor.Access) {
	if id == u.lastID {
		if i, ok := slices.BinarySearchFunc(u.last, e, cmpEv); ok {
			sc := u.last[i]
			return u.intern(u.lastKeys[sc.from:sc.to]), u.accSets[sc.acc]
		}
	}
	b := u.b
	s, want := u.evStim[e], u.evChoices[e]
	n := u.node(id)
	counted := b.out.Transitions
	defer func() { b.out.Transitions = counted }()
	next, acc := int32(-1), int32(0)
	b.odo.Reset()
	for next < 0 {
		b.collect = func(c *node) {
			if next < 0 && slices.Equal(b.odo.Choices, want) {
				next = u.intern(b.keyBytes(&c.st))
				acc = u.accessID(s)
			}
		}
		err := b.fire(n, s)
		b.collect = nil
		if err != nil {
			u.err = err
			return id, nil // the search is ending (stop says so)
		}
		if next < 0 && !b.odo.Next() {
			break
		}
	}
	if next < 0 {
		panic(fmt.Sprintf("explore: untimed event %s executed where it is not enabled", u.names.Name(int(e))))
	}
	return next, u.accSets[acc]
}
