package liveness

import (
	"sync"

	"github.com/delorean-mc/delorean/explore"
)

// CheckEach checks each property on each model (one per class of start
// days, as delorean liveness --forever makes them) and returns, per
// property in the order given, what CheckSeq returns for it: the same
// outcome, states and errors whatever the number of workers.
//
// The units of work are the (property, model) pairs: each is a nested
// search of its own, sharing nothing but the model, which its checks
// only read. With more than one worker, each unit runs with the whole
// --max-states budget at once; the outcomes are then put together in
// the order CheckSeq takes them, where a model gets only what the models
// before it left: a unit that finished within its share is what CheckSeq
// would have found (the search is deterministic, and a limit it did not
// reach changed nothing), and one that did not is checked again with its
// share, in the order of the models. So the shared budget stays what it
// is with one worker, and no scheduling shows in the report. A unit past
// a model on which its property is already violated is not started
// (CheckSeq stops at the first counterexample). The check of one model
// itself stays sequential: the nested search is depth-first, and its
// lasso, shortened over the states in the order they were found, would
// depend on the order in which parallel workers stored them.
func CheckEach(models []*explore.Model, props []*Property, opt Options, workers int) ([]*Outcome, error) {
	out := make([]*Outcome, len(props))
	if workers <= 1 || len(models)*len(props) <= 1 {
		for i, p := range props {
			o, err := CheckSeq(models, p, opt, nil)
			if err != nil {
				return nil, err
			}
			out[i] = o
		}
		return out, nil
	}
	type unit struct {
		o    *Outcome
		err  error
		done bool
	}
	units := make([][]unit, len(props))
	for i := range units {
		units[i] = make([]unit, len(models))
	}
	// violatedAt[i]: the least model on which property i is known to be
	// violated (len(models): none yet), for skipping the units after it.
	violatedAt := make([]int, len(props))
	for i := range violatedAt {
		violatedAt[i] = len(models)
	}
	var mu sync.Mutex
	next := 0
	var wg sync.WaitGroup
	for w := 0; w < min(workers, len(models)*len(props)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				k := next
				for k < len(models)*len(props) && k%len(models) > violatedAt[k/len(models)] {
					k++
				}
				next = k + 1
				mu.Unlock()
				if k >= len(models)*len(props) {
					return
				}
				i, j := k/len(models), k%len(models)
				o, err := CheckModel(models[j], props[i], opt)
				mu.Lock()
				units[i][j] = unit{o, err, true}
				if err == nil && o.Verdict == Violated && j < violatedAt[i] {
					violatedAt[i] = j
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for i, p := range props {
		o, err := CheckSeq(models, p, opt, func(j, limit int) (*Outcome, bool) {
			// Finished within its share: what the check with the share
			// finds (an unknown one may have stopped at the whole budget,
			// more than the share; one that failed fails again, as it
			// would have alone).
			u := units[i][j]
			ok := u.done && u.err == nil && (limit == 0 || u.o.Verdict != Unknown && u.o.States <= limit)
			return u.o, ok
		})
		if err != nil {
			return nil, err
		}
		out[i] = o
	}
	return out, nil
}

// CheckSeq checks prop on each model in turn and returns the first
// counterexample, else "unknown" if a check stopped at a limit, else
// "holds"; the states, transitions and runtime errors are the sums over
// the models checked, and opt.MaxStates bounds the sum (each model gets
// what the ones before left; when nothing is left before the last model,
// the answer is unknown), as opt.Ctx and opt.MaxMemory bound the whole
// run. done, if not nil, may give a model's outcome already found with
// the given limit of states (0: none), so that the model is not checked
// again (CheckEach's workers).
func CheckSeq(models []*explore.Model, prop *Property, opt Options, done func(model, limit int) (*Outcome, bool)) (*Outcome, error) {
	var out *Outcome
	states, edges, errs := 0, 0, 0
	var first error
	limit := opt.MaxStates
	cut := false
	for j, m := range models {
		if limit > 0 {
			if states >= limit {
				cut = true // the models left are not checked
				break
			}
			opt.MaxStates = limit - states
		}
		var o *Outcome
		ok := false
		if done != nil {
			o, ok = done(j, opt.MaxStates)
		}
		if !ok {
			var err error
			if o, err = CheckModel(m, prop, opt); err != nil {
				return nil, err
			}
		}
		states, edges, errs = states+o.States, edges+o.Edges, errs+o.Errors
		if first == nil {
			first = o.FirstError
		}
		if out == nil || o.Verdict == Violated || (o.Verdict == Unknown && out.Verdict == Holds) {
			out = o
		}
		if o.Verdict == Violated {
			break
		}
	}
	// A copy: the outcome of one model is not changed into the sums.
	sum := *out
	sum.States, sum.Edges, sum.Errors, sum.FirstError = states, edges, errs, first
	if cut {
		sum.Verdict = Unknown
	}
	return &sum, nil
}
