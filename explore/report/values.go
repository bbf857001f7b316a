package report

import (
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"sort"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/ta"
)

// Distinct counts the distinct discrete states (variables, queued timers,
// rule flags) and the distinct valuations of the variables and devices
// among the explored states.
func Distinct(r *Result) (discrete, values int) {
	discrete, values, _ = DistinctWithin(r, 0)
	return discrete, values
}

// Counts is Distinct for a report: whole for a complete run, within
// IncompleteCountBudget for one stopped at a limit (partial: the counts
// are lower bounds).
func Counts(r *Result) (discrete, values int, partial bool) {
	if r.Complete {
		discrete, values = Distinct(r)
		return discrete, values, false
	}
	discrete, values, whole := DistinctWithin(r, IncompleteCountBudget)
	return discrete, values, !whole
}

// DistinctWithin is Distinct within a time budget (0: none): whole is
// false when counting stopped at the budget, and the counts are then
// those of the states counted, lower bounds. A run stopped at a limit can
// leave millions of states whose counting would outlast the limit
// (corpus file 20 over regions: 26 s after a 15 s --timeout).
func DistinctWithin(r *Result, budget time.Duration) (discrete, values int, whole bool) {
	var deadline time.Time
	if budget > 0 {
		deadline = time.Now().Add(budget)
	}
	m := r.Model
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	// The sets hold 128-bit hashes of the keys, not the keys: a run
	// stopped at a limit may leave millions of discrete states, and sets
	// of strings made the report take 35 s after corpus file 20's 15 s
	// limit (7 M states; 1.6 times as long as with hashes). Two different
	// keys with one hash would need a collision of two independent 64-bit
	// hashes (about 2^-128 a pair).
	disc := map[keyHash]struct{}{}
	vals := map[keyHash]struct{}{}
	// Only a state whose key starts with a discrete part not seen before
	// is decoded: the counts depend on that part alone, and most states
	// share it with many others (they differ in their clocks).
	seen := map[keyHash]struct{}{}
	dbuf := m.Encoding().Scratch()
	var k []byte
	for i := 0; i < r.Store.Len(); i++ {
		if budget > 0 && i%4096 == 0 && time.Now().After(deadline) {
			return len(disc), len(vals), false
		}
		key := r.Store.Key(uint32(i))
		dk := hashKey(m.Encoding().DiscKey(dbuf, key))
		if _, ok := seen[dk]; ok {
			continue
		}
		seen[dk] = struct{}{}
		m.Encoding().Decode(key, r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		k = k[:0]
		for _, v := range st.Vals {
			k = binary.AppendVarint(k, int64(v))
		}
		vals[hashKey(k)] = struct{}{}
		for _, t := range st.Timers {
			k = binary.AppendVarint(k, int64(t))
		}
		for _, off := range st.RuleOff {
			k = append(k, b2byte(off))
		}
		disc[hashKey(k)] = struct{}{}
	}
	return len(disc), len(vals), true
}

// keyHash is a 128-bit hash of a key, for the sets of Distinct.
type keyHash [2]uint64

// hashSeeds are the two hashes' seeds (random per process: only a
// collision, see Distinct, could make the counts depend on them).
var hashSeeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

func hashKey(b []byte) keyHash {
	return keyHash{maphash.Bytes(hashSeeds[0], b), maphash.Bytes(hashSeeds[1], b)}
}

func b2byte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// ValueLines lists the distinct valuations of the variables (devices and
// timed automata's location variables included) among the explored states,
// one line each, "NAME=VALUE" pairs in declaration order, sorted.
func ValueLines(r *Result) []string {
	m := r.Model
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	seen := map[string]bool{}
	var out []string
	for i := 0; i < r.Store.Len(); i++ {
		m.Encoding().Decode(r.Store.Key(uint32(i)), r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		parts := make([]string, len(st.Vals))
		for v, decl := range m.Prog.Vars {
			parts[v] = decl.Name + "=" + spec.FormatValue(&decl.Type, st.Vals[v])
		}
		line := strings.Join(parts, " ")
		if !seen[line] {
			seen[line] = true
			out = append(out, line)
		}
	}
	sort.Strings(out)
	return out
}

// Project lists the distinct values that the named variables take
// together in the explored states, one line each ("a=1 b=On"), sorted. A
// name "timer T" stands for whether timer T is queued.
func Project(r *Result, names ...string) ([]string, error) {
	m := r.Model
	pr, err := NewProjector(m.Prog, names)
	if err != nil {
		return nil, err
	}
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	for i := 0; i < r.Store.Len(); i++ {
		m.Encoding().Decode(r.Store.Key(uint32(i)), r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		pr.Add(&st)
	}
	return pr.Lines(), nil
}

// Projector collects the distinct projections of states on named
// variables and timers, in Project's form, for any engine's states (the
// zone engine's projection must compare line by line with the region
// engine's).
type Projector struct {
	prog        *ta.Program
	names       []string
	idx         []int // a variable, or -1-t for timer t
	seen, lines map[string]bool
	out         []string
	raw         []byte
}

// NewProjector projects on names: variables, and "timer T" for whether
// timer T is queued.
func NewProjector(p *ta.Program, names []string) (*Projector, error) {
	idx := make([]int, len(names))
	for i, n := range names {
		if t, ok := strings.CutPrefix(n, "timer "); ok {
			ti := p.LookupTimer(t)
			if ti < 0 {
				return nil, fmt.Errorf("no timer %q", t)
			}
			idx[i] = -1 - ti
			continue
		}
		if idx[i] = p.LookupVar(n); idx[i] < 0 {
			return nil, fmt.Errorf("no variable %q", n)
		}
	}
	return &Projector{prog: p, names: names, idx: idx, seen: map[string]bool{}, lines: map[string]bool{}}, nil
}

// Add projects a state. Millions of states share a few thousand
// projections: the raw values are the key, and only a new one is
// formatted.
func (pr *Projector) Add(st *ta.State) {
	raw := pr.raw[:0]
	for _, v := range pr.idx {
		if v < 0 {
			raw = append(raw, b2byte(st.Timers[-1-v] != 0))
		} else {
			raw = binary.AppendVarint(raw, st.Vals[v])
		}
	}
	pr.raw = raw
	if pr.seen[string(raw)] {
		return
	}
	pr.seen[string(raw)] = true
	parts := make([]string, len(pr.idx))
	for k, v := range pr.idx {
		if v < 0 {
			parts[k] = pr.names[k] + "=" + map[bool]string{true: "queued", false: "idle"}[st.Timers[-1-v] != 0]
			continue
		}
		decl := pr.prog.Vars[v]
		parts[k] = decl.Name + "=" + spec.FormatValue(&decl.Type, st.Vals[v])
	}
	if line := strings.Join(parts, " "); !pr.lines[line] { // two values may print alike
		pr.lines[line] = true
		pr.out = append(pr.out, line)
	}
}

// Lines returns the distinct projections, sorted.
func (pr *Projector) Lines() []string {
	sort.Strings(pr.out)
	return pr.out
}
