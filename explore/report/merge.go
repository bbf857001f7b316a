package report

import (
	"fmt"

	"github.com/delorean-mc/delorean/explore/spec"
	"slices"
	"sort"
	"strings"
)

// RunEntry summarises one of several explorations of a program that
// differ in their sunrise and sunset (see sun.Calendars).
type RunEntry struct {
	Weekday string `json:"weekday,omitempty"` // the start's day, when the runs differ in it
	// WeekdaysAlike are the days explored as Weekday (the program cannot
	// tell them apart).
	WeekdaysAlike []string `json:"weekdays_alike,omitempty"`
	// Date is the start's date, when the runs differ in it (the start
	// had no date and the program reads it), and DateClass how many
	// dates it stands for (Report.Date).
	Date      string   `json:"date,omitempty"`
	DateClass int      `json:"date_class,omitempty"`
	Sunrise   string   `json:"sunrise"`
	Sunset    string   `json:"sunset"`
	States    int64    `json:"states"`
	Complete  bool     `json:"complete"`
	Violated  []string `json:"violated"`
}

// MergeReports combines the reports of explorations that differ only in
// their sun times or the start's day of the week into one: counts add up, an invariant is violated when
// some run violates it (with that run's trace, the first such run), a line
// is covered when some run executed it, and Runs lists the runs.
func MergeReports(reps []*Report) *Report {
	if len(reps) == 1 {
		return reps[0]
	}
	out := *reps[0]
	out.Invariants = append([]InvariantEntry(nil), reps[0].Invariants...)
	out.Errors = nil
	out.Runs = nil
	out.States, out.Transitions, out.DiscreteStates, out.ValueStates = 0, 0, 0, 0
	out.ElapsedSeconds, out.StoreBytes, out.SpilledBytes, out.Frontier = 0, 0, 0, 0
	out.PredictHits, out.PredictMisses, out.PredictSaved = 0, 0, 0
	out.PredictReplays, out.PredictRecorded = 0, 0
	out.Executions = 0
	out.SplitFallback = nil
	if reps[0].Zones != nil {
		out.Zones = &ZoneStats{Extrapolation: reps[0].Zones.Extrapolation}
	}
	weekdays := rangeOf(reps, func(r *Report) string { return r.Weekday }) != reps[0].Weekday
	riseVaries := rangeOf(reps, func(r *Report) string { return r.Sunrise }) != reps[0].Sunrise
	setVaries := rangeOf(reps, func(r *Report) string { return r.Sunset }) != reps[0].Sunset
	dates := rangeOf(reps, func(r *Report) string { return r.Date }) != reps[0].Date
	if weekdays {
		out.Weekday, out.WeekdaysAlike = "", nil
	}
	if dates {
		out.Date, out.DateClass = "", 0
	}
	missed := map[string]int{}
	emitted := map[string]bool{}
	unread := unreadUnion{}
	seenErr := map[string]bool{}
	for i := range out.Invariants {
		out.Invariants[i].vac = mergedVacuity(reps, i)
	}
	for _, r := range reps {
		run := RunEntry{Sunrise: r.Sunrise, Sunset: r.Sunset, States: r.States, Complete: r.Complete, Violated: []string{}}
		if weekdays {
			run.Weekday, run.WeekdaysAlike = r.Weekday, r.WeekdaysAlike
		}
		if dates {
			run.Date, run.DateClass, run.Weekday = r.Date, r.DateClass, r.Weekday
		}
		if len(r.SunDays) > 1 {
			// A run over several days with each day's own times: all of
			// them, from the start's day on.
			var rise, set []string
			for _, d := range r.SunDays {
				rise, set = append(rise, d.Sunrise), append(set, d.Sunset)
			}
			run.Sunrise, run.Sunset = daysText(rise), daysText(set)
		}
		out.States += r.States
		out.Transitions += r.Transitions
		out.PredictHits += r.PredictHits
		out.PredictMisses += r.PredictMisses
		out.PredictSaved += r.PredictSaved
		out.PredictReplays += r.PredictReplays
		out.PredictRecorded += r.PredictRecorded
		if out.PredictOff == "" {
			out.PredictOff = r.PredictOff
		}
		out.Executions += r.Executions
		if out.EngineFallback == "" {
			out.EngineFallback = r.EngineFallback
		}
		if z := r.Zones; z != nil && out.Zones != nil {
			out.Zones.Stored += z.Stored
			out.Zones.InclusionHits += z.InclusionHits
			out.Zones.Locations = max(out.Zones.Locations, z.Locations)
		}
		out.DiscreteStates = max(out.DiscreteStates, r.DiscreteStates)
		out.CountsPartial = out.CountsPartial || r.CountsPartial
		out.ValueStates = max(out.ValueStates, r.ValueStates)
		out.ElapsedSeconds += r.ElapsedSeconds
		out.StoreBytes = max(out.StoreBytes, r.StoreBytes)
		out.SpilledBytes = max(out.SpilledBytes, r.SpilledBytes)
		out.PeakMemory = max(out.PeakMemory, r.PeakMemory)
		out.Frontier += r.Frontier
		if !r.Complete {
			out.Complete = false
			out.Stop = r.Stop
		}
		for i, inv := range r.Invariants {
			if out.Invariants[i].Unknown == "" {
				// A bounded leads-to unknown in one run is unknown.
				out.Invariants[i].Unknown = inv.Unknown
			}
			if inv.Violated {
				run.Violated = append(run.Violated, inv.Name)
				if !out.Invariants[i].Violated || r == reps[0] {
					inv.vac = out.Invariants[i].vac
					out.Invariants[i] = inv
					if inv.Violation != nil {
						// Which run the trace is of: its day, and its sun
						// times where the runs differ in them (a run with
						// open sun times says the trace's own).
						ve := *inv.Violation
						if weekdays {
							ve.Weekday, ve.WeekdaysAlike = r.Weekday, r.WeekdaysAlike
						}
						if dates {
							ve.Date, ve.DateClass, ve.Weekday = r.Date, r.DateClass, r.Weekday
						}
						if ve.Sun == "" {
							ve.Sun = runSun(r, riseVaries, setVaries, run)
						}
						out.Invariants[i].Violation = &ve
					}
				}
			}
		}
		for _, f := range r.SplitFallback {
			out.SplitFallback = append(out.SplitFallback, fmt.Sprintf("sunrise %s, sunset %s: %s", r.Sunrise, r.Sunset, f))
		}
		for _, e := range r.Errors {
			if !seenErr[e.Message] {
				seenErr[e.Message] = true
				out.Errors = append(out.Errors, e)
			}
		}
		for _, u := range r.Unread {
			unread.add(u)
		}
		out.Conflicts = MergeConflicts(out.Conflicts, r.Conflicts)
		for _, m := range r.Coverage.Missed {
			missed[m]++
		}
		for _, e := range r.Coverage.Emitted {
			emitted[e] = true
		}
		out.Runs = append(out.Runs, run)
	}
	out.Unread = unread.entries()
	if out.ElapsedSeconds > 0 {
		out.PerSecond = float64(out.Transitions) / out.ElapsedSeconds
	}
	if out.States > 0 {
		out.BytesPerState = float64(out.StoreBytes) / float64(out.States)
	}
	out.Coverage = CoverageEntry{Total: reps[0].Coverage.Total, Missed: []string{}, Emitted: []string{}}
	for _, m := range reps[0].Coverage.Missed {
		if missed[m] == len(reps) {
			out.Coverage.Missed = append(out.Coverage.Missed, m)
		}
	}
	out.Coverage.Executed = out.Coverage.Total - len(out.Coverage.Missed)
	for e := range emitted {
		out.Coverage.Emitted = append(out.Coverage.Emitted, e)
	}
	sort.Strings(out.Coverage.Emitted)
	out.Sunrise, out.Sunset = rangeOf(reps, func(r *Report) string { return r.Sunrise }), rangeOf(reps, func(r *Report) string { return r.Sunset })
	return &out
}

func rangeOf[T any](xs []T, f func(T) string) string {
	lo, hi := f(xs[0]), f(xs[0])
	for _, r := range xs {
		lo, hi = min(lo, f(r)), max(hi, f(r))
	}
	if lo == hi {
		return lo
	}
	return lo + ".." + hi
}

// daysText is one time for every day, or each day's in turn.
func daysText(times []string) string {
	for _, t := range times[1:] {
		if t != times[0] {
			return strings.Join(times, " then ")
		}
	}
	return times[0]
}

// runSun says the sun times of run (of report r) that differ between
// the runs, for a violation found in it whose trace does not say its own;
// "" when none does.
func runSun(r *Report, rise, set bool, run RunEntry) string {
	var parts []string
	for _, t := range []struct {
		varies     bool
		name, time string
	}{{rise, "sunrise", run.Sunrise}, {set, "sunset", run.Sunset}} {
		switch {
		case !t.varies:
		case strings.Contains(t.time, " then "):
			parts = append(parts, t.name+"s at "+t.time)
		case strings.Contains(t.time, ".."), strings.Contains(t.time, "day"):
			// Spans, or each day's: the run's, the trace within them.
			parts = append(parts, t.name+" "+t.time)
		default:
			parts = append(parts, t.name+" at "+t.time)
		}
	}
	return strings.Join(parts, ", ")
}

// unreadUnion gathers the values each output reaches over several runs:
// a value one run gives (another day of the week, another sun time) is
// reached.
type unreadUnion struct {
	names []string
	text  map[string]map[int64]string
}

func (u *unreadUnion) add(e UnreadEntry) {
	if u.text == nil {
		u.text = map[string]map[int64]string{}
	}
	if u.text[e.Name] == nil {
		u.names = append(u.names, e.Name)
		u.text[e.Name] = map[int64]string{}
	}
	for i, x := range e.Nums {
		u.text[e.Name][x] = e.Values[i]
	}
}

func (u *unreadUnion) entries() []UnreadEntry {
	var out []UnreadEntry
	for _, name := range u.names {
		e := UnreadEntry{Name: name}
		for x := range u.text[name] {
			e.Nums = append(e.Nums, x)
		}
		slices.Sort(e.Nums)
		for _, x := range e.Nums {
			e.Values = append(e.Values, u.text[name][x])
		}
		out = append(out, e)
	}
	return out
}

// mergedVacuity is invariant i's facts of vacuity over the runs: their
// union, or nil when a run does not know them.
func mergedVacuity(reps []*Report, i int) *spec.Vacuity {
	var v spec.Vacuity
	for _, r := range reps {
		if i >= len(r.Invariants) || r.Invariants[i].vac == nil {
			return nil
		}
		v = v.Merge(*r.Invariants[i].vac)
	}
	return &v
}
