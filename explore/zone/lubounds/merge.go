package lubounds

import (
	"encoding/binary"
	"slices"

	"github.com/delorean-mc/delorean/ta"
)

// Answers that lead to the same successor (issue 42, corpus 06). The
// runs of one stimulus from one abstract state and one valuation of what
// else it reads are the leaves of a tree of clock questions: each run's
// guard is the conjunction of its answers (its lits), and the transition
// it stands for goes to its outcome. Counting every answer of a run that
// fires, as a run's constraints, bounds a clock by a question whose two
// answers go to the same place: Home Assistant's "Buenas noches" asks
// whether light.salon has been off for 5 minutes every 5 minutes, and
// when light.estudio is on the automation fails either way, but the
// question kept L = U = 300 on the lights' clock in every such state.
//
// The set of (valuation, outcome) pairs is what the zone graph's
// simulation needs (Behrmann et al.'s and aLU's conditions are on the
// concrete transitions, not on how a program spells them): the guards
// leading to one outcome can be replaced by any set of conjunctions with
// the same union, and the bounds taken from those. Two runs with the same
// outcome whose guards differ only in one literal's answer, R ∧ q and
// R ∧ ¬q, are the one guard R; merging so to a fixpoint (Quine and
// McCluskey's step, on conjunctions of any length) gives conjunctions
// whose union is exactly the runs' union, with no literal not in some run.
//
// The outcome is everything the search sees of a run besides its zone:
// the whole successor state (not only the clock's projection: two runs
// that differ outside it are two transitions), the locations written (a
// run that writes a variable and one that does not leave the same value
// only where it already held it), the clocks reset, the statements
// executed and emits made (coverage and outputs), the variables changed
// and rules run, the values forgotten, and the factors' classes and
// random draws (an order conflict compares the runs of one draw). A run
// that fails or is cut short keeps all its constraints, as before.
//
// mergeAnswers turns this off, for the tests that compare.
var mergeAnswers = true

// maxTerms bounds the conjunctions merged for one outcome; beyond it the
// runs' own guards are kept (sound, as without merging).
const maxTerms = 4096

// outcomeKey appends to buf what a run that led to nst leaves (see
// above), reset the clocks it reset (DBM index).
func outcomeKey(buf []byte, nst *ta.State, eff *ta.Effects, reset []bool) []byte {
	for _, v := range nst.Vals {
		buf = binary.AppendVarint(buf, v)
	}
	for _, t := range nst.Timers {
		buf = binary.AppendVarint(buf, int64(t))
	}
	buf = appendBools(buf, nst.RuleOff)
	buf = appendBools(buf, nst.Fired)
	buf = appendBools(buf, reset)
	buf = appendWords(buf, eff.Writes)
	buf = appendWords(buf, eff.Covered)
	for _, list := range [][]int{eff.Rules, eff.Changed, eff.Emits} {
		buf = binary.AppendUvarint(buf, uint64(len(list)))
		for _, i := range list {
			buf = binary.AppendVarint(buf, int64(i))
		}
	}
	for _, list := range [][]int64{eff.Randoms, eff.Forgotten} {
		buf = binary.AppendUvarint(buf, uint64(len(list)))
		for _, v := range list {
			buf = binary.AppendVarint(buf, v)
		}
	}
	buf = binary.AppendUvarint(buf, uint64(len(eff.Factors)))
	for _, f := range eff.Factors {
		buf = binary.AppendVarint(buf, int64(f.Factor))
		buf = binary.AppendVarint(buf, int64(f.Class))
	}
	return buf
}

func appendBools(buf []byte, bs []bool) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(bs)))
	for _, b := range bs {
		if b {
			buf = append(buf, 1)
		} else {
			buf = append(buf, 0)
		}
	}
	return buf
}

func appendWords(buf []byte, bs ta.Bits) []byte {
	for _, w := range bs {
		buf = binary.LittleEndian.AppendUint64(buf, w)
	}
	return buf
}

// outcomes collects the guards of the runs of one stimulus from one
// state, by outcome.
type outcomes struct {
	by    map[string]int // outcome key -> index in terms
	terms [][][]lit
}

func (o *outcomes) reset() {
	clear(o.by)
	o.terms = o.terms[:0]
}

// add records a run with outcome key and guard lits (both copied).
func (o *outcomes) add(key []byte, lits []lit) {
	if o.by == nil {
		o.by = map[string]int{}
	}
	i, ok := o.by[string(key)]
	if !ok {
		i = len(o.terms)
		o.by[string(key)] = i
		o.terms = append(o.terms, nil)
	}
	t := slices.Clone(lits)
	slices.SortFunc(t, compareLits)
	o.terms[i] = append(o.terms[i], t)
}

// each calls f with the conjunctions, outcome by outcome, whose union is
// the runs' guards' (mergeTerms), and returns how many literals fewer
// they have than the runs' guards.
func (o *outcomes) each(f func([]lit)) int {
	fewer := 0
	for _, ts := range o.terms {
		in := 0
		for _, t := range ts {
			in += len(t)
		}
		for _, t := range mergeTerms(ts) {
			in -= len(t)
			f(t)
		}
		fewer += max(in, 0)
	}
	return fewer
}

// mergeTerms returns conjunctions of literals (each sorted by atom, an
// atom at most once) whose union is terms' union: two conjunctions that
// differ only in one atom's answer are replaced by the one without it,
// to a fixpoint; those never so merged are returned. terms itself when
// there are more than maxTerms.
func mergeTerms(terms [][]lit) [][]lit {
	if len(terms) < 2 {
		return terms
	}
	index := map[string]int{}
	var all [][]lit
	var key []byte
	keyOf := func(t []lit, flip int) []byte {
		key = key[:0]
		for i, l := range t {
			ans := l.ans != (i == flip)
			key = binary.AppendVarint(key, int64(l.a.X))
			key = binary.AppendVarint(key, int64(l.a.Y))
			key = binary.AppendVarint(key, int64(l.a.Op))
			key = binary.AppendVarint(key, l.a.C)
			if ans {
				key = append(key, 1)
			} else {
				key = append(key, 0)
			}
		}
		return key
	}
	push := func(t []lit) {
		k := keyOf(t, -1)
		if _, ok := index[string(k)]; !ok {
			index[string(k)] = len(all)
			all = append(all, t)
		}
	}
	for _, t := range terms {
		push(t)
	}
	merged := make([]bool, len(all))
	for i := 0; i < len(all); i++ {
		if len(all) > maxTerms {
			return terms
		}
		t := all[i]
		for p := range t {
			j, ok := index[string(keyOf(t, p))]
			if !ok {
				continue
			}
			merged[i] = true
			for len(merged) <= j {
				merged = append(merged, false)
			}
			merged[j] = true
			push(slices.Delete(slices.Clone(t), p, p+1))
		}
		for len(merged) < len(all) {
			merged = append(merged, false)
		}
	}
	var out [][]lit
	for i, t := range all {
		if !merged[i] {
			out = append(out, t)
		}
	}
	return out
}
