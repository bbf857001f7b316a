package report

import (
	"cmp"
	"math/big"
	"slices"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// MomentEntry is a moment within a violation's trace that is no step of
// it but may be its cause: the invariant's window opening or closing (a
// state is a violation only inside it), sunrise or sunset (the program's
// conditions on the sun change then). The window's first edge after the
// violation is one too (its elapsed time is past the trace's end): the
// window the violation is in closes there.
type MomentEntry struct {
	Kind    string `json:"kind"` // MomentWindowOpens, MomentWindowCloses, MomentSunrise or MomentSunset
	At      string `json:"at"`
	Elapsed string `json:"elapsed_seconds"`
}

// The kinds of moments.
const (
	MomentWindowOpens  = "window opens"
	MomentWindowCloses = "window closes"
	MomentSunrise      = "sunrise"
	MomentSunset       = "sunset"
)

// moments finds the moments of trace tr, from its start to its end, for
// a violation of p (nil: a runtime error; else one of m's properties,
// whose window is an atom of m's program): the edges of p's window, as
// the model binds it (the same wall-clock intervals the search checks),
// with its first edge after the end,
// and the sun times when the program or an invariant reads the sun. The
// calendar is the trace's own when the exploration left the sun times
// open. Also returns the window as written ("sunset + 30m..02:00").
func moments(m *Model, p *Property, tr *Trace) (string, []MomentEntry) {
	cal, bind := &m.Cfg.Cal, m.Bind
	if tr.Cal != nil {
		cal, bind = tr.Cal, nil
	}
	if cal.Horizon <= 0 || tr.End == nil {
		return "", nil // no time of day
	}
	type moment struct {
		kind string
		at   int64
	}
	var found []moment
	add := func(kind string, at int64) {
		if at >= 0 && big.NewRat(at, 1).Cmp(tr.End) <= 0 {
			found = append(found, moment{kind, at})
		}
	}
	window := ""
	if p != nil && p.Window != nil {
		w := p.Window
		window = ta.FormatTime(w.From) + ".." + ta.FormatTime(w.To)
		if bind == nil {
			if b, err := interp.Bind(m.Prog, *cal); err == nil {
				bind = b
			}
		}
		if bind != nil && w.Tod >= 0 && w.Tod < len(bind.Tods) {
			// The window's first edge after the violation too (within the
			// horizon): where the window it happened in closes, so that
			// the picture shows the window's extent, not only its name.
			var next *moment
			for _, iv := range bind.Tods[w.Tod] {
				for _, e := range []moment{{MomentWindowOpens, iv.Lo}, {MomentWindowCloses, iv.Hi}} {
					if e.at <= 0 || e.kind == MomentWindowCloses && e.at >= cal.Horizon {
						continue
					}
					if big.NewRat(e.at, 1).Cmp(tr.End) > 0 {
						if next == nil || e.at < next.at {
							next = &moment{e.kind, e.at}
						}
						continue
					}
					add(e.kind, e.at)
				}
			}
			if next != nil {
				found = append(found, *next)
			}
		}
	}
	if readsSun(m.Prog) {
		for d := -1; d <= cal.LastDay()+1; d++ {
			rise, set := cal.SunOn(d)
			add(MomentSunrise, cal.EventWall(int64(d)*ta.SecondsPerDay+rise))
			add(MomentSunset, cal.EventWall(int64(d)*ta.SecondsPerDay+set))
		}
	}
	// In time order; at one second, a window's edges before the sun's.
	slices.SortStableFunc(found, func(a, b moment) int { return cmp.Compare(a.at, b.at) })
	var out []MomentEntry
	for _, f := range found {
		r := big.NewRat(f.at, 1)
		out = append(out, MomentEntry{Kind: f.kind, At: m.ClockText(r), Elapsed: ta.FormatSeconds(r)})
	}
	return window, out
}

// readsSun tells whether a time-of-day condition or a schedule of p (its
// invariants' windows included, once checked against it) is at a sun time.
func readsSun(p *ta.Program) bool {
	sun := func(t *ta.TimeLit) bool { return t != nil && t.Base != ta.Midnight }
	for _, a := range p.TodAtoms() {
		if (a.In && (sun(&a.From) || sun(&a.To))) || (!a.In && sun(&a.At)) {
			return true
		}
	}
	for _, s := range p.Schedules() {
		if sun(s.At) || sun(s.From) || sun(s.To) {
			return true
		}
	}
	return false
}
