package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"
)

// progressAfter is how long a run goes on before it shows its progress:
// short runs print nothing but their report.
const progressAfter = time.Second

// progress shows an exploration's progress on standard error: a bar over
// the virtual time explored (a spinner when there is no horizon), and the
// counts. It shows nothing with --quiet, when standard error is not a
// terminal, and for runs shorter than progressAfter.
type progress struct {
	w       io.Writer
	cal     ta.Calendar // the start, the local clock's changes
	horizon int64       // seconds; 0 when unbounded
	zones   bool        // over zones: the states counted are zones
	bar     *progressbar.ProgressBar
	shown   int64 // the bar's share, in shareScale (it never goes back)
}

// shareScale is the bar's full share: it counts tenths of a percent.
const shareScale = 1000

// overZones says that the run explores zones, which the line counts as
// such (for a nil progress, nothing).
func (p *progress) overZones(zones bool) {
	if p != nil {
		p.zones = zones
	}
}

// horizonShare is how much of the exploration is behind it, in
// shareScale: the share of the horizon that the least time of the states
// still to expand has reached (every state before it is explored; over
// zones, the least time of the zones in the waiting list), and, for a
// split exploration, the loops explored before this one, each over the
// whole horizon. It only grows within a loop, as a successor starts no
// earlier than its state, and from one loop to the next.
func horizonShare(s explore.Stats, horizon int64) int64 {
	if horizon <= 0 {
		return 0
	}
	parts, part := int64(max(s.Parts, 1)), int64(min(max(s.Part, 0), max(s.Parts-1, 0)))
	reached := min(max(s.WallReached, 0), horizon)
	// In big.Int-free integers: horizons are at most years of seconds
	// and parts a few hundred, far from overflowing.
	return (part*horizon + reached) * shareScale / (parts * horizon)
}

// newProgress returns nil when progress is not to be shown.
func newProgress(cmd *cobra.Command, cal ta.Calendar) *progress {
	if quietFlag(cmd) {
		return nil
	}
	f, ok := cmd.ErrOrStderr().(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return &progress{w: f, cal: cal, horizon: cal.Horizon}
}

func quietFlag(cmd *cobra.Command) bool {
	q, err := cmd.Flags().GetBool("quiet")
	return err == nil && q
}

// options returns opt with the progress callback set (opt unchanged for a
// nil progress).
func (p *progress) options(opt explore.Options) explore.Options {
	if p != nil {
		opt.Progress = p.update
		opt.ProgressEvery = 200 * time.Millisecond
		p.shown = 0 // an exploration of its own (a class of sun times)
	}
	return opt
}

func (p *progress) update(s explore.Stats) {
	if p.horizon > 0 {
		// The share never goes back: a split exploration that falls
		// back to the whole program starts the horizon again.
		p.shown = max(p.shown, horizonShare(s, p.horizon))
	}
	if s.Elapsed < progressAfter {
		return
	}
	if p.bar == nil {
		max := int64(-1)
		if p.horizon > 0 {
			max = shareScale
		}
		p.bar = progressbar.NewOptions64(max,
			progressbar.OptionSetWriter(p.w),
			progressbar.OptionSetWidth(24),
			progressbar.OptionSetPredictTime(false),
			progressbar.OptionSetElapsedTime(false),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionSpinnerType(14),
			progressbar.OptionShowDescriptionAtLineEnd(),
		)
	}
	p.bar.Describe(progressLineIn(s, &p.cal, p.horizon, memory(s), p.zones))
	if p.horizon > 0 {
		_ = p.bar.Set64(p.shown)
	} else {
		_ = p.bar.Add64(1)
	}
}

// done clears the progress line before the report is printed. A run that
// completed explored its whole span: the bar's last frame says 100%, not
// the share of the horizon the frontier had reached at the last update
// (a breadth-first search's frontier can finish far below the horizon,
// e.g. at 11%, when the states beyond have all been seen).
func (p *progress) done(complete bool) {
	if p != nil && complete && p.horizon > 0 {
		p.shown = shareScale
	}
	if p != nil && p.bar != nil {
		if complete && p.horizon > 0 {
			_ = p.bar.Set64(p.shown)
		}
		_ = p.bar.Clear()
		_ = p.bar.Exit()
		p.bar = nil
	}
}

func memory(s explore.Stats) int64 {
	if s.PeakRSS > 0 {
		return s.PeakRSS
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return int64(ms.HeapInuse)
}

// progressLine is the text beside the bar, e.g. "21:37:10 of 22:00:00 ·
// 3.2s · 2.39M states (748k/s) · 7.23M transitions (1.62M/s) · frontier
// 12.3k · 152 MiB". Over zones the time is the least of the zones
// waiting to be expanded and the states are the zones stored.
func progressLine(s explore.Stats, start, horizon int64, mem int64) string {
	return progressLineOn(s, &ta.Calendar{Start: start}, horizon, mem)
}

// progressLineOn is progressLine with the times on cal's local clock,
// which reads 03:00:00 an hour after 01:00:00 on the day it goes forward.
func progressLineOn(s explore.Stats, cal *ta.Calendar, horizon int64, mem int64) string {
	return progressLineIn(s, cal, horizon, mem, false)
}

// progressLineIn is progressLineOn over zones when zones is set: the
// states counted are the zones stored, and the line says so ("66.5k
// zones (3.2k/s)"). A split exploration's line names the loop.
func progressLineIn(s explore.Stats, cal *ta.Calendar, horizon int64, mem int64, zones bool) string {
	var parts []string
	if s.Parts > 1 {
		parts = append(parts, fmt.Sprintf("loop %d of %d", s.Part+1, s.Parts))
	}
	if horizon > 0 {
		parts = append(parts, fmt.Sprintf("%s of %s", clockHMS(cal.Local(s.WallReached)), clockHMS(cal.Local(horizon))))
	} else {
		parts = append(parts, "+"+ta.FormatDuration(s.WallReached))
	}
	noun := "states"
	if zones {
		noun = "zones"
	}
	parts = append(parts,
		s.Elapsed.Round(100*time.Millisecond).String(),
		fmt.Sprintf("%s %s (%s/s)", count(s.States), noun, count(statesPerSecond(s))),
		fmt.Sprintf("%s transitions (%s/s)", count(s.Transitions), count(int64(s.PerSecond()))),
		"frontier "+count(int64(s.Frontier)),
		sizeText(mem))
	return strings.Join(parts, " · ")
}

// statesPerSecond is the rate at which states (over zones, the zones
// stored) were found so far: in a split exploration, by the loop being
// explored.
func statesPerSecond(s explore.Stats) int64 {
	if sec := s.Elapsed.Seconds(); sec > 0 {
		return int64(float64(s.States) / sec)
	}
	return 0
}

// count prints a number the way a person reads it at a glance: 950,
// 12.3k, 2.39M.
func count(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.2fG", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.2fM", float64(n)/1e6)
	case n >= 1e4:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	}
	return fmt.Sprint(n)
}

func sizeText(b int64) string {
	switch {
	case b >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30))
	case b >= 1<<20:
		return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20))
	}
	return fmt.Sprintf("%.0f KiB", float64(b)/(1<<10))
}

// clockHMS prints a time of day (seconds, any day) as HH:MM:SS.
func clockHMS(sec int64) string {
	sec = (sec%ta.SecondsPerDay + ta.SecondsPerDay) % ta.SecondsPerDay
	return fmt.Sprintf("%02d:%02d:%02d", sec/3600, sec/60%60, sec%60)
}
