package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/trace"
	"github.com/delorean-mc/delorean/ta"
)

// Vacuous reports whether some invariant holds without having been put
// to the test (InvariantEntry.VacuousBecause; SetVacuity).
func (rep *Report) Vacuous() bool {
	rep.SetVacuity()
	for _, i := range rep.Invariants {
		if len(i.VacuousBecause) > 0 {
			return true
		}
	}
	return false
}

// Violated reports whether some invariant is violated or a runtime error
// was found.
func (rep *Report) Violated() bool {
	if len(rep.Errors) > 0 {
		return true
	}
	for _, i := range rep.Invariants {
		if i.Violated {
			return true
		}
	}
	return false
}

// WriteText prints the report for people.
func (rep *Report) WriteText(w io.Writer) {
	fmt.Fprintf(w, "DeLorean: %s\n", rep.Program)
	horizon := "none (explored until no new state appears)"
	switch {
	case rep.Forever == "week":
		horizon = "forever (every day and day of the week, explored until no new state appears)"
	case rep.Forever != "":
		horizon = "forever (every day, explored until no new state appears)"
	case rep.Horizon != "none":
		horizon = rep.Horizon
	}
	start := rep.Start
	switch {
	case rep.Date != "" && rep.DateClass > 0:
		start = fmt.Sprintf("%s on %s %s (the start had no date: %s)", start, rep.Weekday, rep.Date, dateClassText(rep.DateClass))
	case rep.Date != "":
		start = rep.Weekday + " " + rep.Date + " " + start
	case rep.Weekday != "" && len(rep.WeekdaysAlike) < 6:
		start = rep.Weekday + " " + start
	}
	fmt.Fprintf(w, "  start %s, horizon %s, sunrise %s, sunset %s\n", start, horizon, rep.Sunrise, rep.Sunset)
	if rep.TimeZone != "" {
		changes := "the clocks do not change within the horizon"
		if len(rep.ClockChanges) > 0 {
			changes = "the clocks change " + strings.Join(rep.ClockChanges, ", then ")
		}
		fmt.Fprintf(w, "  time zone %s: %s\n", rep.TimeZone, changes)
	}
	if n := len(rep.SunDays); n > 1 {
		rise := rangeOf(rep.SunDays, func(d SunDayEntry) string { return d.Sunrise })
		set := rangeOf(rep.SunDays, func(d SunDayEntry) string { return d.Sunset })
		fmt.Fprintf(w, "  each of the %d days with its own sun times: sunrise %s, sunset %s\n", n, rise, set)
	}
	var cs []string
	for _, c := range rep.Clocks {
		switch {
		case c.MaxConstant < 0:
		case c.Kind == "sun" || c.Kind == "wall" && rep.Forever != "":
			// Its constants are wall-clock times shifted by the span:
			// the span says what it is. Under --forever the wall
			// clock's bound is the wrap's, no length of the run.
			cs = append(cs, c.Name)
		default:
			cs = append(cs, fmt.Sprintf("%s ≤ %s", c.Name, ta.FormatDuration(c.MaxConstant)))
		}
	}
	fmt.Fprintf(w, "  clocks: %s; GCD %s\n", strings.Join(cs, ", "), ta.FormatDuration(rep.GCD))
	rep.writeLeftOut(w)
	fmt.Fprintln(w)
	rep.SetVacuity()
	for _, inv := range rep.Invariants {
		if !inv.Violated {
			label, verdict := "ok", "holds"
			if rep.Forever != "" {
				verdict = "holds on every day"
			}
			switch {
			case !rep.Complete:
				label, verdict = "unknown", "not violated so far (incomplete run)"
			case inv.Unknown != "":
				label, verdict = "unknown", inv.Unknown
			case inv.prop != nil && inv.prop.LeadsToWithin > 0:
				verdict = "holds within the horizon: on every run it follows each time before the horizon ends"
			case inv.prop != nil && inv.prop.AgainWithin > 0:
				verdict = "holds within the horizon: on every run it holds when the horizon ends, so after every moment"
			case len(inv.VacuousBecause) > 0:
				label, verdict = "vacuous", "holds, but is never put to the test"
			}
			fmt.Fprintf(w, "%-9s %s  (%s)\n", label, inv.Name, inv.Source)
			fmt.Fprintf(w, "          %s: %s\n", inv.Description, verdict)
			for _, why := range inv.VacuousBecause {
				fmt.Fprintf(w, "          %s\n", why)
			}
			if inv.Vacuous != "" {
				fmt.Fprintf(w, "          but %s\n", inv.Vacuous)
			}
			continue
		}
		fmt.Fprintf(w, "%-9s %s  (%s)\n", "VIOLATED", inv.Name, inv.Source)
		fmt.Fprintf(w, "          %s\n", inv.Description)
		writeViolation(w, inv.Violation)
	}
	for _, e := range rep.Errors {
		fmt.Fprintf(w, "%-9s %s\n", "ERROR", e.Message)
		writeViolation(w, &e)
	}
	if len(rep.Invariants) > 0 || len(rep.Errors) > 0 {
		fmt.Fprintln(w)
	}
	rep.writeConflicts(w)
	if len(rep.Runs) > 0 {
		what := "classes of sun times"
		sun := false
		for _, r := range rep.Runs {
			if strings.Contains(r.Sunrise+r.Sunset, "..") {
				what = "parts of the sun ranges (each explored open)"
			}
			sun = sun || r.Sunrise != rep.Runs[0].Sunrise || r.Sunset != rep.Runs[0].Sunset
		}
		if rep.Runs[0].Date != "" {
			what = "runs for the dates the start may fall on (dates the program cannot tell apart share one)"
			if sun {
				what += " and the classes of sun times"
			}
		} else if rep.Runs[0].Weekday != "" {
			// One run per day of the week the start may fall on (and
			// per sun class).
			what = "runs for the days of the week the start may fall on (days the program cannot tell apart share one)"
			if sun {
				what = "runs for the days of the week the start may fall on (days the program cannot tell apart share one) and the classes of sun times"
			}
		}
		fmt.Fprintf(w, "explored %d %s:\n", len(rep.Runs), what)
		for _, r := range rep.Runs {
			v := "nothing violated"
			if len(r.Violated) > 0 {
				v = "violated: " + strings.Join(r.Violated, ", ")
			}
			day := ""
			switch {
			case r.Date != "":
				day = fmt.Sprintf("%s %s (%s): ", r.Weekday, r.Date, dateClassText(r.DateClass))
			case r.Weekday != "":
				day = strings.Join(append([]string{r.Weekday}, r.WeekdaysAlike...), " ") + ": "
			}
			fmt.Fprintf(w, "  %ssunrise %s, sunset %s: %d states, %s\n", day, r.Sunrise, r.Sunset, r.States, v)
		}
		fmt.Fprintln(w)
	}
	if len(rep.Loops) > 1 {
		fmt.Fprintf(w, "explored as %d independent control loops (counts below are their sums; --no-split explores them together):\n", len(rep.Loops))
		for _, l := range rep.Loops {
			fmt.Fprintf(w, "  %s: %d variables, %d clocks, %d rules; %d states, %d transitions\n", l.Name, l.Vars, l.Clocks, l.Rules, l.States, l.Transitions)
		}
		fmt.Fprintln(w)
	}
	switch {
	case len(rep.Unread) > 0 && len(rep.Loops) == 1:
		// One loop with its outputs forgotten (loops.ExploreEach): its
		// states are counted without them.
		fmt.Fprintf(w, "set by the rules and read by nothing, so left out of the states counted (%d; the values each reaches; --no-split keeps them):\n", len(rep.Unread))
	case len(rep.Unread) > 0:
		fmt.Fprintf(w, "set by the rules and read by nothing, so kept by no loop (%d; the values each reaches):\n", len(rep.Unread))
	}
	if len(rep.Unread) > 0 {
		for _, o := range rep.Unread {
			fmt.Fprintf(w, "  %s: %s\n", o.Name, strings.Join(o.Values, ", "))
		}
		fmt.Fprintln(w)
	}
	rep.writeCoverage(w)
	rep.writeStats(w)
}

// WriteReachText prints the answer to a reachability question asked with
// ReachProperty (the report's only invariant).
func (rep *Report) WriteReachText(w io.Writer) {
	fmt.Fprintf(w, "DeLorean: %s\n", rep.Program)
	inv := rep.Invariants[0]
	labels := strings.TrimPrefix(inv.Name, "reach ")
	switch {
	case inv.Violated:
		fmt.Fprintf(w, "REACHABLE: a state labelled %s\n", labels)
		writeViolation(w, inv.Violation)
		if rep.ShowStats {
			rep.writeCounts(w)
		} else {
			fmt.Fprintln(w, rep.summaryCounts())
		}
		fmt.Fprintf(w, "the search stopped at the first such state\n")
		return
	case rep.Complete:
		fmt.Fprintf(w, "not reachable: no state is labelled %s\n", labels)
	default:
		fmt.Fprintf(w, "unknown: no state labelled %s found so far\n", labels)
	}
	rep.writeStats(w)
}

func (rep *Report) writeCoverage(w io.Writer) {
	c := rep.Coverage
	pct := 100.0
	if c.Total > 0 {
		pct = 100 * float64(c.Executed) / float64(c.Total)
	}
	fmt.Fprintf(w, "coverage: %d of %d program lines executed (%.0f%%)\n", c.Executed, c.Total, pct)
	if len(c.Emitted) > 0 {
		fmt.Fprintf(w, "  outputs reached: %s\n", strings.Join(c.Emitted, ", "))
	}
	for _, s := range c.Missed {
		fmt.Fprintf(w, "  never executed: %s\n", s)
	}
}

func (rep *Report) writeStats(w io.Writer) {
	if rep.ShowStats {
		rep.writeCounts(w)
		fmt.Fprintln(w, rep.completeness())
		return
	}
	// What the user chose or should know (a reduction, a fallback, a
	// failed self-check to report) stays; then the one line of counts.
	if rep.PredictOff != "" {
		fmt.Fprintln(w, rep.predictOffLine())
	}
	rep.writeNotes(w)
	fmt.Fprintf(w, "%s; %s\n", rep.summaryCounts(), rep.completeness())
}

func (rep *Report) writeNotes(w io.Writer) {
	if rep.EngineFallback != "" {
		fmt.Fprintf(w, "engine: explored over regions, not zones: %s\n", rep.EngineFallback)
	}
	for _, f := range rep.SplitFallback {
		fmt.Fprintf(w, "split: %s\n", f)
	}
	if rep.DPOR {
		fmt.Fprintf(w, "DPOR: %d urgent states reduced to the stimuli that depend on a due timer; every state where time can pass is visited (the same violations and first-trace lengths), the urgent states in between are not\n", rep.Executions)
	}
}

// summaryCounts is the default report's last line without its verdict:
// states, transitions, time and memory.
func (rep *Report) summaryCounts() string {
	if rep.Engine == "zones" {
		return fmt.Sprintf("zones: %d (%d discrete states), transitions: %d in %.3fs, peak memory %s",
			rep.States, rep.DiscreteStates, rep.Transitions, rep.ElapsedSeconds, HumanBytes(rep.PeakMemory))
	}
	return fmt.Sprintf("states: %d, transitions: %d in %.3fs, peak memory %s",
		rep.States, rep.Transitions, rep.ElapsedSeconds, HumanBytes(rep.PeakMemory))
}

// partialNote says why the counts are lower bounds.
func partialNote(rep *Report) string {
	if !rep.CountsPartial {
		return ""
	}
	return "; counting them stopped soon after the limit"
}

func (rep *Report) completeness() string {
	if rep.Complete && rep.EarlyStop != "" {
		return fmt.Sprintf("complete: explored until %s (%s)", rep.Reached, rep.EarlyStop)
	}
	if rep.Complete {
		return fmt.Sprintf("complete: explored until %s", rep.Reached)
	}
	if rep.Reached == "incomplete" {
		// No horizon: there is no time the search has reached everywhere.
		return fmt.Sprintf("INCOMPLETE: %s, with %d states left in the frontier; the verdicts cover only what was explored", rep.Stop, rep.Frontier)
	}
	return fmt.Sprintf("INCOMPLETE: %s; explored until %s with %d states left in the frontier; the verdicts cover only what was explored", rep.Stop, rep.Reached, rep.Frontier)
}

func (rep *Report) predictOffLine() string {
	return fmt.Sprintf("prediction: turned off during the search, which went on the plain way: its check against the plain way failed (%s); please report this", rep.PredictOff)
}

func (rep *Report) writeCounts(w io.Writer) {
	if z := rep.Zones; z != nil {
		fmt.Fprintf(w, "zones: %d (%d discrete states, %d valuations of the variables and devices, %d locations with the invariants' obligations); %d stored in all, %d new zones included in a stored one\n",
			rep.States, rep.DiscreteStates, rep.ValueStates, z.Locations, z.Stored, z.InclusionHits)
		fmt.Fprintf(w, "transitions: %d in %.3fs (%.0f/s); peak memory %s; zone graph about %s (%.1f bytes/zone); extrapolation %s\n",
			rep.Transitions, rep.ElapsedSeconds, rep.PerSecond, HumanBytes(rep.PeakMemory), HumanBytes(rep.StoreBytes), rep.BytesPerState, z.Extrapolation)
		return
	}
	atLeast := ""
	if rep.CountsPartial {
		atLeast = "at least "
	}
	fmt.Fprintf(w, "states: %d (%s%d discrete, %s%d valuations of the variables and devices%s)\n", rep.States, atLeast, rep.DiscreteStates, atLeast, rep.ValueStates, partialNote(rep))
	// The store compares whole keys: say so, as a checker that hashes
	// states into fingerprints may merge two and must say that too.
	spilled := ""
	if rep.SpilledBytes > 0 {
		spilled = fmt.Sprintf(", %s of it in files", HumanBytes(rep.SpilledBytes))
	}
	fmt.Fprintf(w, "transitions: %d in %.3fs (%.0f/s); peak memory %s; store %s (%.1f bytes/state, exact: whole keys, no fingerprints%s)\n",
		rep.Transitions, rep.ElapsedSeconds, rep.PerSecond, HumanBytes(rep.PeakMemory), HumanBytes(rep.StoreBytes), rep.BytesPerState, spilled)
	if n := rep.PredictHits + rep.PredictMisses; n > 0 {
		fmt.Fprintf(w, "prediction: %d of %d stimulus runs predicted (%.1f%%), %d interpreted; about %.2fs saved (sampled: expansions and runs also done the plain way, less the tree look-ups)\n",
			rep.PredictHits, n, Pct64(rep.PredictHits, n), rep.PredictMisses, rep.PredictSaved)
		if x := rep.PredictReplays + rep.PredictRecorded; x > 0 {
			fmt.Fprintf(w, "prediction: %d of %d state expansions replayed whole from recorded ones of the same discrete state (%.1f%%), %d done the per-stimulus way and recorded\n",
				rep.PredictReplays, x, Pct64(rep.PredictReplays, x), rep.PredictRecorded)
		}
	}
	if rep.PredictOff != "" {
		fmt.Fprintln(w, rep.predictOffLine())
	}
	rep.writeNotes(w)
}

// Pct64 is a as a percentage of b (0 when b is).
func Pct64(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// maxStateVars is the most variables whose values the text report lists
// after each step of a trace (JSON always has them all).
const maxStateVars = 16

// DayText names a day of a trace: its number, and its day of the week
// and date when known ("day 2 (Tue 2026-06-23)"). Every report that
// names days (the text and HTML traces, liveness's lassos) says it so.
func DayText(day int, weekday, date string) string {
	t := fmt.Sprintf("day %d", day)
	switch {
	case weekday != "" && date != "":
		t += " (" + weekday + " " + date + ")"
	case weekday != "":
		t += " (" + weekday + ")"
	}
	return t
}

func writeViolation(w io.Writer, v *ViolationEntry) {
	if v.Date != "" {
		fmt.Fprintf(w, "          with the start on %s %s (%s)\n", weekdayLong(v.Weekday), v.Date, dateClassText(v.DateClass))
	} else if v.Weekday != "" {
		alike := ""
		if len(v.WeekdaysAlike) > 0 {
			var days []string
			for _, d := range v.WeekdaysAlike {
				days = append(days, weekdayLong(d))
			}
			alike = " (the same on " + strings.Join(days, ", ") + ")"
		}
		fmt.Fprintf(w, "          with the start on a %s%s\n", weekdayLong(v.Weekday), alike)
	}
	if v.Sun != "" {
		fmt.Fprintf(w, "          with %s\n", v.Sun)
	}
	if len(v.Trace) == 0 {
		fmt.Fprintf(w, "          trace: none, the start state violates it\n")
	} else {
		fmt.Fprintf(w, "          trace:\n")
	}
	day := 0
	for _, s := range v.Trace {
		if s.Day != day {
			day = s.Day
			fmt.Fprintf(w, "            %s\n", DayText(s.Day, s.DayOfWeek, s.Date))
		}
		head := s.Stimulus
		if len(s.Factors) > 0 {
			head += " [" + strings.Join(s.Factors, ", ") + "]"
		}
		fmt.Fprintf(w, "            %-14s %s\n", s.At, head)
		var parts []string
		if len(s.Rules) > 0 {
			parts = append(parts, "ran "+trace.FoldedRuns(s.Rules))
		}
		parts = append(parts, s.Changes...)
		parts = append(parts, s.Timers...)
		for _, e := range s.Emits {
			parts = append(parts, "emit "+e)
		}
		if s.Error != "" {
			parts = append(parts, "error: "+s.Error)
		}
		if len(s.State) <= maxStateVars {
			parts = append(parts, "state: "+strings.Join(s.State, " "))
		}
		for _, p := range parts {
			fmt.Fprintf(w, "            %-14s   %s\n", "", p)
		}
	}
	if v.Values != nil || v.Message != "" {
		fmt.Fprintf(w, "          at %s: %s", v.At, v.Message)
		if len(v.Values) > 0 {
			fmt.Fprintf(w, " (%s)", strings.Join(v.Values, ", "))
		}
		fmt.Fprintln(w)
		if v.Day > 0 {
			// The earliest violation the search found: the day it is
			// first possible on.
			fmt.Fprintf(w, "          first possible on %s\n", DayText(v.Day, v.DayOfWeek, v.DayDate))
		}
	}
	fmt.Fprintf(w, "          violating states found: %d\n", v.States)
}

// HumanBytes is search.HumanBytes: a size in bytes for people.
func HumanBytes(b int64) string { return search.HumanBytes(b) }

// weekdayLong spells out a day's short name (Mon: Monday).
// dateClassText says how many dates a date explored stands for.
func dateClassText(n int) string {
	if n == 1 {
		return "no other date alike"
	}
	return fmt.Sprintf("standing for %d dates the program cannot tell apart", n)
}

func weekdayLong(short string) string { return ta.WeekdayFullName(ta.ParseWeekday(short)) }

// writeLeftOut says, at the top, what the exploration left out because
// Home Assistant would not load it.
func (rep *Report) writeLeftOut(w io.Writer) {
	if len(rep.LeftOut) == 0 {
		return
	}
	names := map[string]bool{}
	for _, e := range rep.LeftOut {
		names[e.Kind+" "+e.Name] = true
	}
	fmt.Fprintf(w, "  LEFT OUT: %d automations or scripts that Home Assistant would not load (the rest is explored):\n", len(names))
	for _, e := range rep.LeftOut {
		fmt.Fprintf(w, "    %s %q: %s:%d:%d: %s\n", e.Kind, e.Name, e.File, e.Line, e.Column, e.Reason)
	}
}
