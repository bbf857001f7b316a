package nicecmp

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/delorean-mc/delorean/sdn"
	"github.com/delorean-mc/delorean/sdn/report"
)

// Schema identifies the layout of the comparison's JSON.
const Schema = "delorean.sdn-compare/1"

// Report is the paper's Table 4 and Fig. 10 for one scenario: the
// scenario explored in nice mode (NICE's treatment of time) and in timed
// mode with pools of several sizes; for each pool size, the states NICE
// misses and the states it reports that timed exploration shows cannot
// happen, both in percent of the timed states; and each run's statement
// coverage of the app. States are compared on what both compilations
// share: the network, the hosts and the app's variables (not the clocks'
// bookkeeping).
type Report struct {
	Schema   string  `json:"schema"`
	Scenario string  `json:"scenario"`
	App      string  `json:"app"`
	Shared   int     `json:"compared_variables"`
	Nice     Entry   `json:"nice"`
	Timed    []Entry `json:"timed"`
}

// Entry is one exploration of a comparison.
type Entry struct {
	Mode        string   `json:"mode"`
	VCs         int      `json:"vcs"`
	States      int64    `json:"states"`
	Transitions int64    `json:"transitions"`
	Projected   int      `json:"projected_states"`
	Complete    bool     `json:"complete"`
	StopReason  string   `json:"stop_reason,omitempty"` // why an incomplete run stopped
	PoolOut     bool     `json:"vc_pool_exhausted,omitempty"`
	AppExecuted int      `json:"app_executed_lines"`
	AppLines    int      `json:"app_lines"`
	AppCoverage float64  `json:"app_coverage_percent"`
	Violated    []string `json:"violated"`
	// Timed entries: NICE's states compared with this run's.
	Missing    int      `json:"nice_missing_states,omitempty"`
	MissingPct float64  `json:"nice_missing_percent"`
	Invalid    int      `json:"nice_invalid_states,omitempty"`
	InvalidPct float64  `json:"nice_invalid_percent"`
	Examples   []string `json:"examples,omitempty"`
	Seconds    float64  `json:"-"`
}

// Complete reports whether every exploration ran to its end.
func (r *Report) Complete() bool {
	if !r.Nice.Complete {
		return false
	}
	for _, e := range r.Timed {
		if !e.Complete {
			return false
		}
	}
	return true
}

type compared struct {
	entry  Entry
	states map[string]bool
}

func runFor(s *sdn.Scenario, opt sdn.Options, shared []string, ropt report.Options) (*compared, *sdn.Model, error) {
	opt.Ctx = ropt.Ctx
	m, err := sdn.Compile(s, opt)
	var se *sdn.StoppedError
	if errors.As(err, &se) {
		// The limit came while compiling this run (the scenario compiled
		// before, for the shared variables): the run is reported as
		// stopped with nothing explored, as one stopped at its start.
		vcs := opt.VCs
		if opt.Mode == sdn.Nice {
			vcs = 0
		}
		return &compared{entry: Entry{Mode: opt.Mode.String(), VCs: vcs, StopReason: se.Reason, Violated: []string{}},
			states: map[string]bool{}}, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	if shared == nil {
		shared = m.Shared
	}
	rep, res, err := report.Explore(m, ropt)
	if err != nil {
		return nil, nil, err
	}
	lines, err := res.Project(shared...)
	if err != nil {
		return nil, nil, err
	}
	c := &compared{states: map[string]bool{}}
	for _, l := range lines {
		c.states[l] = true
	}
	e := Entry{Mode: m.Mode.String(), VCs: m.VCs, States: rep.States, Transitions: rep.Transitions, Projected: len(lines),
		Complete: rep.SearchComplete, StopReason: rep.SearchStop, AppExecuted: rep.AppCoverage.Executed, AppLines: rep.AppCoverage.Total, Violated: []string{}, Seconds: rep.ElapsedSeconds}
	e.AppCoverage = report.Percent(e.AppExecuted, e.AppLines)
	if rep.Pool != nil {
		e.PoolOut = rep.Pool.Exhausted
	}
	for _, inv := range rep.Invariants {
		if inv.Violated {
			e.Violated = append(e.Violated, inv.Name)
		}
	}
	if len(rep.Errors) > 0 {
		e.Violated = append(e.Violated, "runtime error")
	}
	c.entry = e
	return c, m, nil
}

// Compare explores the scenario in nice mode and in timed mode with each
// pool size, and compares.
func Compare(s *sdn.Scenario, vcs []int, ropt report.Options) (*Report, error) {
	niceM, err := sdn.Compile(s, sdn.Options{Mode: sdn.Nice, Ctx: ropt.Ctx})
	if err != nil {
		return nil, err
	}
	timedM, err := sdn.Compile(s, sdn.Options{Mode: sdn.Timed, VCs: 0, Ctx: ropt.Ctx})
	if err != nil {
		return nil, err
	}
	inTimed := map[string]bool{}
	for _, v := range timedM.Shared {
		inTimed[v] = true
	}
	var shared []string
	for _, v := range niceM.Shared {
		if inTimed[v] {
			shared = append(shared, v)
		}
	}
	rep := &Report{Schema: Schema, Scenario: s.File, App: s.App, Shared: len(shared)}
	nice, _, err := runFor(s, sdn.Options{Mode: sdn.Nice}, shared, ropt)
	if err != nil {
		return nil, err
	}
	rep.Nice = nice.entry
	for _, n := range vcs {
		t, _, err := runFor(s, sdn.Options{Mode: sdn.Timed, VCs: n}, shared, ropt)
		if err != nil {
			return nil, err
		}
		e := t.entry
		for st := range t.states {
			if !nice.states[st] {
				e.Missing++
			}
		}
		var invalid []string
		for st := range nice.states {
			if !t.states[st] {
				e.Invalid++
				invalid = append(invalid, st)
			}
		}
		e.MissingPct = report.Percent(e.Missing, len(t.states))
		e.InvalidPct = report.Percent(e.Invalid, len(t.states))
		rep.Timed = append(rep.Timed, e)
	}
	return rep, nil
}

// WriteText prints the comparison as the paper's tables.
func (r *Report) WriteText(w io.Writer) {
	fmt.Fprintf(w, "DeLorean SDN compare: %s (app %s), states compared on %d shared variables\n\n", r.Scenario, r.App, r.Shared)
	fmt.Fprintf(w, "  %-6s %4s %10s %12s %10s %9s %12s %12s  %s\n", "mode", "VCs", "states", "transitions", "projected", "app cov", "NICE missing", "NICE invalid", "")
	row := func(e Entry, timed bool) {
		miss, inv := "", ""
		if timed {
			miss, inv = fmt.Sprintf("%.0f%%", e.MissingPct), fmt.Sprintf("%.0f%%", e.InvalidPct)
		}
		var notes []string
		if !e.Complete {
			notes = append(notes, "incomplete")
		}
		if e.PoolOut {
			notes = append(notes, "pool exhausted")
		}
		if len(e.Violated) > 0 {
			notes = append(notes, "violated: "+strings.Join(e.Violated, ", "))
		}
		vcs := "-"
		if timed {
			vcs = fmt.Sprint(e.VCs)
		}
		fmt.Fprintf(w, "  %-6s %4s %10d %12d %10d %8.0f%% %12s %12s  %s\n", e.Mode, vcs, e.States, e.Transitions, e.Projected, e.AppCoverage, miss, inv, strings.Join(notes, "; "))
	}
	row(r.Nice, false)
	for _, e := range r.Timed {
		row(e, true)
	}
	fmt.Fprintf(w, "\nNICE missing: states timed exploration reaches that nice mode does not, in %% of the timed states;\n")
	fmt.Fprintf(w, "NICE invalid: states nice mode reaches that timed exploration shows cannot happen, in %% of the timed states.\n")
}
