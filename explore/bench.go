package explore

import (
	"fmt"
	"io"
	"math/rand"
	"time"

	"github.com/delorean-mc/delorean/ta"
)

// BenchRow is one program's line of the benchmark table: the paper's
// Table 2 columns (transitions, CPU time, the reduction prediction brings)
// and the same with and without loop splitting, plus states, transitions
// per second and peak memory. With several trials the numbers are means
// over the trials.
type BenchRow struct {
	Program     string
	Trials      int
	States      float64
	Transitions float64
	Seconds     float64 // time of the default exploration (prediction and splitting on)
	NoPredict   float64 // seconds without prediction
	NoSplit     float64 // seconds without splitting
	Loops       int     // independent loops of the first trial
	PeakMemory  int64
	Complete    bool
	Violations  int // invariants violated in the first trial
}

// PredictGain is the reduction in time prediction brings, in percent of
// the time without it (Table 2's last column); negative when it costs.
func (r *BenchRow) PredictGain() float64 { return gain(r.NoPredict, r.Seconds) }

// SplitGain is the speed-up splitting brings: time without / with.
func (r *BenchRow) SplitGain() float64 {
	if r.Seconds <= 0 {
		return 0
	}
	return r.NoSplit / r.Seconds
}

func gain(without, with float64) float64 {
	if without <= 0 {
		return 0
	}
	return 100 * (without - with) / without
}

// Bench explores the model's program from the model's start, and from
// trials-1 random start states and times (seeded), three ways each: as
// explore does by default, without prediction, and without splitting.
func Bench(m *Model, opt Options, trials int, seed int64) (*BenchRow, error) {
	row := &BenchRow{Program: m.Prog.File, Trials: max(trials, 1), Complete: true}
	rng := rand.New(rand.NewSource(seed))
	for i := 0; i < row.Trials; i++ {
		tm := m
		if i > 0 {
			cfg := m.Cfg
			randomStart(m.Prog, &cfg, rng)
			var err error
			if tm, err = NewModel(m.Prog, cfg); err != nil {
				return nil, err
			}
		}
		n := float64(row.Trials)
		for variant := 0; variant < 3; variant++ {
			o := opt
			o.NoPredict = variant == 1
			o.NoSplit = variant == 2
			start := time.Now()
			rep, _, err := ExploreReport(tm, o)
			if err != nil {
				return nil, err
			}
			secs := time.Since(start).Seconds()
			switch variant {
			case 0:
				row.Seconds += secs / n
				row.States += float64(rep.States) / n
				row.Transitions += float64(rep.Transitions) / n
				row.PeakMemory = max(row.PeakMemory, rep.PeakMemory)
				row.Complete = row.Complete && rep.Complete
				if i == 0 {
					row.Loops = max(len(rep.Loops), 1)
					for _, inv := range rep.Invariants {
						if inv.Violated {
							row.Violations++
						}
					}
				}
			case 1:
				row.NoPredict += secs / n
			case 2:
				row.NoSplit += secs / n
			}
		}
	}
	return row, nil
}

// WriteBenchTable prints rows as a Markdown table, with its header when
// header is set.
func WriteBenchTable(w io.Writer, rows []*BenchRow, horizon int64, start int64, header bool) {
	if header {
		fmt.Fprintf(w, "Exploring %s of wall-clock time from %s (and random starts when trials > 1); times in seconds on this machine, single-threaded.\n\n",
			ta.FormatDuration(horizon), ta.FormatClockTime(start))
		fmt.Fprintln(w, "| program | trials | states | transitions | time (s) | transitions/s | peak memory | no prediction (s) | prediction saves | loops | no split (s) | split speed-up | violated |")
		fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	}
	for _, r := range rows {
		rate := 0.0
		if r.Seconds > 0 {
			rate = r.Transitions / r.Seconds
		}
		inc := ""
		if !r.Complete {
			inc = " (incomplete)"
		}
		fmt.Fprintf(w, "| %s%s | %d | %.0f | %.0f | %.3f | %.0f | %s | %.3f | %.1f%% | %d | %.3f | %.2fx | %d |\n",
			r.Program, inc, r.Trials, r.States, r.Transitions, r.Seconds, rate, humanBytes(r.PeakMemory),
			r.NoPredict, r.PredictGain(), r.Loops, r.NoSplit, r.SplitGain(), r.Violations)
	}
}
