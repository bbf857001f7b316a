package loops

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"math/big"

	"github.com/delorean-mc/delorean/explore/model"
	rpt "github.com/delorean-mc/delorean/explore/report"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/trace"
	"github.com/delorean-mc/delorean/ta"
)

// A loop's exploration kept as bytes, for runs that explore a program's
// independent loops in separate processes (delorean fleet --split-loops):
// each process explores one loop and saves it (Save); a last one
// restores every loop (Restore) and hands them to the split's own
// combining (Combine, through ExploreEach and Hook), so that
// the report is the one a single process makes.

// Hook, when not nil, is asked by ExploreEach before it explores
// the loops of m itself: loops are m's independent loops and split says
// whether the program splits (two loops or more, every invariant
// reloadable on a loop). When handled, ExploreEach returns runs and
// err as they are (nil runs: the program is explored whole; an empty,
// non-nil list: a report of no loop). It is set by a command's wiring
// only (cmd/delorean for a fleet's jobs), never by a library.
var Hook func(m *model.Model, opt search.Options, loops []Loop, split bool, explore Explorer) (runs []*Run, handled bool, err error)

// exploreLoopRuns runs each loop with run, in order, stopping after the
// first that is incomplete (the limit that stopped it stops the rest):
// the same rule whether the loops are explored here or restored.
func exploreLoopRuns(loops []Loop, run func(k int) (*Run, error)) ([]*Run, error) {
	var runs []*Run
	for k := range loops {
		r, err := run(k)
		if err != nil {
			return nil, err
		}
		runs = append(runs, r)
		if !r.Run.Summary().Complete {
			break
		}
	}
	return runs, nil
}

// savedLoop is a Result as bytes: what Combine reads of it.
type savedLoop struct {
	Name         string // the loop's name, checked when restored
	Loops        int    // how many loops the program has, checked too
	Summary      *rpt.Report
	Reached      int64
	ReachedKnown bool
	Covered      ta.Bits
	Findings     []savedFinding
	// Given is what the loop's forgotten outputs were given
	// (interp.Forgotten.Given), which the loop's model noted as it was
	// explored: OutputValues reads it of a restored loop.
	Given [][]int64
	// Vac is the facts of vacuity the loop's exploration found, by
	// property of the loop's model (none when it kept none), which the
	// merge unions over the loops as for loops explored in one process.
	Vac []spec.Vacuity
}

// savedFinding is a Finding with its invariant by index in the loop
// model's properties (-1: a runtime error), and its trace less the
// valuation, which restoring replays (its clocks are not exported).
type savedFinding struct {
	Prop       int
	Err        *ta.RuntimeError
	Count      int64
	TimePasses bool
	Steps      []trace.Step
	End        *big.Rat
	Final      ta.State
	Obs        []bool
	Cal        *ta.Calendar
	Sun        string
}

// Save keeps loop k of loops (of a program with that many loops),
// explored as res in the loop's model lm, as bytes for Restore.
func Save(m *model.Model, loops []Loop, k int, res Result) ([]byte, error) {
	s := savedLoop{Name: loops[k].Name(m.Prog), Loops: len(loops), Summary: res.Summary(), Covered: res.CoveredStmts()}
	s.Reached, s.ReachedKnown = res.Reached()
	findings, err := res.Findings()
	if err != nil {
		return nil, err
	}
	lm := res.Model()
	if f := lm.Cfg.Forget; f != nil {
		s.Given = f.Given(lm.Prog)
	}
	if lm.Vac != nil {
		for i := range lm.Props {
			s.Vac = append(s.Vac, lm.Vac.Result(i))
		}
	}
	for _, f := range findings {
		sf := savedFinding{Prop: -1, Err: f.Err, Count: f.Count, TimePasses: f.TimePasses}
		if f.Prop != nil {
			for i, p := range lm.Props {
				if p == f.Prop {
					sf.Prop = i
				}
			}
			if sf.Prop < 0 {
				return nil, fmt.Errorf("saving loop %s: invariant %q is not the loop model's", s.Name, f.Prop.Name)
			}
		}
		if t := f.Trace; t != nil {
			sf.Steps, sf.End, sf.Final, sf.Obs, sf.Cal, sf.Sun = t.Steps, t.End, t.Final, t.Obs, t.Cal, t.Sun
		}
		s.Findings = append(s.Findings, sf)
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(&s); err != nil {
		return nil, fmt.Errorf("saving loop %s: %v", s.Name, err)
	}
	return buf.Bytes(), nil
}

// Restore is the loops of m restored from the bytes load gives for
// each (Save's, by loop index), as ExploreEach would have
// explored them: up to the first incomplete one.
func Restore(m *model.Model, loops []Loop, load func(k int) ([]byte, error)) ([]*Run, error) {
	return exploreLoopRuns(loops, func(k int) (*Run, error) {
		data, err := load(k)
		if err != nil {
			return nil, err
		}
		return restoreLoop(m, loops, k, data)
	})
}

func restoreLoop(m *model.Model, loops []Loop, k int, data []byte) (*Run, error) {
	var s savedLoop
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&s); err != nil {
		return nil, fmt.Errorf("restoring loop %d: %v", k+1, err)
	}
	name := loops[k].Name(m.Prog)
	if s.Name != name || s.Loops != len(loops) {
		return nil, fmt.Errorf("restoring loop %d: it was loop %s of %d, not %s of %d", k+1, s.Name, s.Loops, name, len(loops))
	}
	lm, sub, err := ModelOf(m, loops[k])
	if err != nil {
		return nil, err
	}
	if len(s.Vac) > 0 {
		if len(s.Vac) != len(lm.Props) {
			return nil, fmt.Errorf("restoring loop %s: facts of %d invariants, the loop has %d", name, len(s.Vac), len(lm.Props))
		}
		for i, v := range s.Vac {
			lm.Vac.Restore(i, v)
		}
	}
	r := &restoredLoop{lm: lm, s: s}
	for _, sf := range s.Findings {
		f := Finding{Err: sf.Err, Count: sf.Count, TimePasses: sf.TimePasses}
		if sf.Prop >= 0 {
			if sf.Prop >= len(lm.Props) {
				return nil, fmt.Errorf("restoring loop %s: no invariant %d", name, sf.Prop)
			}
			f.Prop = lm.Props[sf.Prop]
		}
		tr := &trace.Trace{Steps: sf.Steps, End: sf.End, Final: sf.Final, Obs: sf.Obs, Cal: sf.Cal, Sun: sf.Sun}
		// The valuation at the end, as the trace's own replay made it.
		rm := lm
		if tr.Cal != nil {
			cfg := lm.Cfg
			cfg.Cal = *tr.Cal
			if rm, err = model.NewModel(lm.Prog, cfg); err != nil {
				return nil, err
			}
		}
		if rp, _ := trace.Replay(rm, tr.ReplaySteps(), tr.End, nil); rp != nil {
			tr.Val = rp.Val
		}
		f.Trace = tr
		r.findings = append(r.findings, f)
	}
	return &Run{Loop: loops[k], Sub: sub, Run: r}, nil
}

// restoredLoop is a saved loop as a Result.
type restoredLoop struct {
	lm       *model.Model
	s        savedLoop
	findings []Finding
}

func (r *restoredLoop) Model() *model.Model          { return r.lm }
func (r *restoredLoop) Summary() *rpt.Report         { return r.s.Summary }
func (r *restoredLoop) Reached() (int64, bool)       { return r.s.Reached, r.s.ReachedKnown }
func (r *restoredLoop) CoveredStmts() ta.Bits        { return r.s.Covered }
func (r *restoredLoop) Findings() ([]Finding, error) { return r.findings, nil }
