package explore

import (
	"fmt"
	"math/big"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// ExploreDays explores cfg, a run over several days at one place (--days
// N: a horizon to the Nth midnight, each day with its own sun times,
// ta.Calendar.Days), with run, stopping early when the days left can add
// nothing. It first explores the program for ever with each day's sun
// times anywhere within the span of the run's (ForeverCalendar over the
// sun ranges: every run of the N days is one of its runs, so it reaches
// every state and violates every invariant the N days can, and maybe
// more); then the first D days, D = 7, 14, 28, ...: once they reach as
// many discrete states as the run for ever and violate every invariant
// it does, the N days, which lie between the two, reach the same states
// and violate the same invariants, each first on the same day (the
// earliest violation in time is within the D days), and the D days'
// report is the N days'. Otherwise, or when the run for ever cannot be
// made (a program that reads the date, sun ranges whose shape differs
// from day to day, clock changes) or is not complete, the N days are
// explored whole. The report's EarlyStop says after how many days it
// stopped and why.
func ExploreDays(cfg Config, p *ta.Program, run func(*Model) (*Report, error)) (*Report, error) {
	cal := cfg.Cal
	whole := func() (*Report, error) {
		m, err := NewModel(p, cfg)
		if err != nil {
			return nil, err
		}
		return run(m)
	}
	n := (cal.Horizon + cal.Start) / ta.SecondsPerDay
	if len(cal.Days) == 0 || cal.Wrap > 0 || cal.Ranges != nil || n <= 7 {
		return whole()
	}
	bound, ok, err := foreverBound(cfg, p, run)
	if err != nil {
		return nil, err
	}
	if !ok {
		return whole()
	}
	for d := int64(7); d < n; d *= 2 {
		dcfg := cfg
		dcfg.Cal.Horizon = d*ta.SecondsPerDay - cal.Start
		m, err := NewModel(p, dcfg)
		if err != nil {
			return nil, err
		}
		rep, err := run(m)
		if err != nil {
			return nil, err
		}
		if !rep.Complete || rep.CountsPartial || rep.DiscreteStates > bound.DiscreteStates {
			// A limit stopped it (the whole run would stop too), or
			// more states than the bound: no early stop.
			return whole()
		}
		if !covers(rep, bound) {
			continue
		}
		rep.Horizon = ta.FormatDuration(cal.Horizon)
		if last, err := NewModel(p, cfg); err == nil {
			rep.Reached = last.UntilText(big.NewRat(cal.Horizon, 1))
		}
		rep.EarlyStop = fmt.Sprintf("stopped after %d of the %d days: they reach every one of the %d discrete states and violate every invariant that any day with its sun times within the run's (sunrise %s, sunset %s) can, so the other days add nothing",
			d, n, bound.DiscreteStates, bound.Sunrise, bound.Sunset)
		return rep, nil
	}
	return whole()
}

// foreverBound explores p for ever with each day's sun times anywhere in
// the span of cfg's days: ok is false when that cannot be explored.
func foreverBound(cfg Config, p *ta.Program, run func(*Model) (*Report, error)) (*Report, bool, error) {
	cal := cfg.Cal
	rise := ta.SunRange{From: cal.Days[0].Sunrise, To: cal.Days[0].Sunrise}
	set := ta.SunRange{From: cal.Days[0].Sunset, To: cal.Days[0].Sunset}
	for _, d := range cal.Days {
		rise = ta.SunRange{From: min(rise.From, d.Sunrise), To: max(rise.To, d.Sunrise)}
		set = ta.SunRange{From: min(set.From, d.Sunset), To: max(set.To, d.Sunset)}
	}
	base := cal
	base.Days, base.Horizon = nil, 0
	base.Sunrise, base.Sunset = rise.From, set.From
	base, err := ForeverCalendar(p, cfg.Props, base)
	if err != nil {
		return nil, false, nil
	}
	cals := []ta.Calendar{base}
	if rise.From != rise.To || set.From != set.To {
		if cals, err = sun.Pieces(p, base, rise, set); err != nil || len(cals) != 1 {
			return nil, false, nil
		}
	}
	fcal, err := ForeverCalendar(p, cfg.Props, cals[0])
	if err != nil || fcal.Wrap == 0 {
		return nil, false, nil
	}
	fcfg := cfg
	fcfg.Cal = fcal
	m, err := NewModel(p, fcfg)
	if err != nil {
		return nil, false, nil
	}
	rep, err := run(m)
	if err != nil || !rep.Complete || rep.CountsPartial {
		// Not explored whole for ever: the days are, one after another.
		return nil, false, nil
	}
	return rep, true, nil
}

// covers reports whether rep, a run over some days, has every discrete
// state and violation of bound, the run for ever over the days' sun
// ranges (which has every one of rep's).
func covers(rep, bound *Report) bool {
	if rep.DiscreteStates != bound.DiscreteStates {
		return false
	}
	if len(rep.Invariants) != len(bound.Invariants) {
		return false
	}
	// The same invariants, in the order of the file.
	for i, inv := range bound.Invariants {
		if inv.Violated && !rep.Invariants[i].Violated {
			return false
		}
	}
	return true
}
