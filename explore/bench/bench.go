package bench

import (
	"fmt"
	"io"
	"math/rand"
	"runtime"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/compare"
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
	Seconds     float64 // CPU time of the default exploration (prediction and splitting on)
	NoPredict   float64 // CPU seconds without prediction
	NoSplit     float64 // CPU seconds without splitting
	Loops       int     // independent loops of the first trial
	// Whole says that every run explored the program whole (Options.NoSplit),
	// as the paper's Table 2 does: there is no variant without splitting.
	Whole      bool
	PeakMemory int64
	Complete   bool
	Violations int // invariants violated in the first trial
	// NoPredictCapped and NoSplitCapped say that some trial's run of that
	// variant reached BenchConfig.Cap: its time is then a lower bound.
	NoPredictCapped bool
	NoSplitCapped   bool
	// Stopped says that the measuring was stopped (a signal, --timeout:
	// opt.Ctx done) during this row: the variants not run to their end
	// for every trial were not measured, and no gain is computed from them.
	Stopped bool
	// Report is the report of the first trial's default exploration, the
	// one explore makes from the model's start: its traces and its page
	// are what bench --trace-dir and --report write.
	Report *explore.Report
}

// Measured reports whether the row's comparisons (without prediction,
// without splitting) were measured: not when the measuring was stopped,
// whose times would be those of runs cut short or never started.
func (r *BenchRow) Measured() bool { return !r.Stopped }

// BenchConfig says how many start states and times Bench measures and how
// far the slower variants may go.
type BenchConfig struct {
	Trials int   // the model's start, then Trials-1 random ones
	Seed   int64 // seed of the random starts
	// Cap, when positive, stops the variant without splitting after this
	// many states, so that a program whose joint exploration is out of
	// reach still gets a row: the time measured is a lower bound, and the
	// table says so. (The variant without prediction explores what the
	// default does, only slower: it is not capped.)
	Cap int
}

// PredictGain is the reduction in time prediction brings, in percent of
// the time without it (Table 2's last column); negative when it costs.
func (r *BenchRow) PredictGain() float64 { return gain(r.NoPredict, r.Seconds) }

// SplitGain is the speed-up splitting brings: time without / with.
func (r *BenchRow) SplitGain() float64 {
	if r.Seconds <= 0 || r.Whole {
		return 0
	}
	return r.NoSplit / r.Seconds
}

func cpuWords() string {
	if cpuMeasured {
		return "CPU seconds (user and system)"
	}
	return "seconds (wall clock: this system does not report CPU time)"
}

func atLeast(capped bool) string {
	if capped {
		return "≥ "
	}
	return ""
}

func gain(without, with float64) float64 {
	if without <= 0 {
		return 0
	}
	return 100 * (without - with) / without
}

// Bench explores the model's program from the model's start, and from
// random start states and times (seeded), three ways each: as explore does
// by default, without prediction, and without splitting (two ways when opt
// already says NoSplit). Times are CPU times of this process.
func Bench(m *explore.Model, opt explore.Options, bc BenchConfig) (*BenchRow, error) {
	row := &BenchRow{Program: m.Prog.File, Trials: max(bc.Trials, 1), Complete: true, Whole: opt.NoSplit}
	rng := rand.New(rand.NewSource(bc.Seed))
	for i := 0; i < row.Trials; i++ {
		tm := m
		if i > 0 {
			cfg := m.Cfg
			compare.RandomStart(m.Prog, &cfg, rng)
			var err error
			if tm, err = explore.NewModel(m.Prog, cfg); err != nil {
				return nil, err
			}
		}
		n := float64(row.Trials)
		for variant := 0; variant < 3; variant++ {
			if variant == 2 && row.Whole {
				break
			}
			o := opt
			o.NoPredict = variant == 1
			if variant == 2 {
				o.NoSplit = true
				if bc.Cap > 0 && (o.MaxStates == 0 || o.MaxStates > bc.Cap) {
					o.MaxStates = bc.Cap
				}
			}
			// Garbage from the run before must not be collected on this
			// one's time.
			runtime.GC()
			start := cpuTime()
			rep, _, err := explore.ExploreReport(tm, o)
			if err != nil {
				return nil, err
			}
			if o.Ctx != nil && o.Ctx.Err() != nil {
				// Stopped: what this run measured is cut short, and the
				// variants after it would stop at once.
				row.Stopped = true
			}
			secs := (cpuTime() - start).Seconds()
			switch variant {
			case 0:
				row.Seconds += secs / n
				row.States += float64(rep.States) / n
				row.Transitions += float64(rep.Transitions) / n
				row.PeakMemory = max(row.PeakMemory, rep.PeakMemory)
				row.Complete = row.Complete && rep.Complete
				if i == 0 {
					row.Report = rep
					row.Loops = max(len(rep.Loops), 1)
					for _, inv := range rep.Invariants {
						if inv.Violated {
							row.Violations++
						}
					}
				}
			case 1:
				row.NoPredict += secs / n
				row.NoPredictCapped = row.NoPredictCapped || !rep.Complete
			case 2:
				row.NoSplit += secs / n
				row.NoSplitCapped = row.NoSplitCapped || !rep.Complete
			}
			if row.Stopped {
				return row, nil
			}
		}
	}
	return row, nil
}

// WriteBenchTable prints rows as a Markdown table, with its header when
// header is set; capStates is BenchConfig.Cap, said in the header.
func WriteBenchTable(w io.Writer, rows []*BenchRow, horizon int64, start int64, capStates int, header bool) {
	if header {
		fmt.Fprintf(w, "Exploring %s of wall-clock time from %s (and random starts when trials > 1); times are %s of one exploration thread (and its garbage collector) on this machine.\n",
			ta.FormatDuration(horizon), ta.FormatClockTime(start), cpuWords())
		if capStates > 0 {
			fmt.Fprintf(w, "Runs without splitting stop at %d states; \"≥\" marks a time (and the gain computed from it) that is only a lower bound because some trial stopped there.\n", capStates)
		}
		fmt.Fprintln(w)
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
		// A capped variant's time is a lower bound, and so are the gains
		// computed from it.
		npBound, nsBound := atLeast(r.NoPredictCapped), atLeast(r.NoSplitCapped)
		loops, noSplit, speedup := fmt.Sprint(r.Loops), fmt.Sprintf("%s%.3f", nsBound, r.NoSplit), fmt.Sprintf("%s%.2fx", nsBound, r.SplitGain())
		noPredict, predictGain := fmt.Sprintf("%s%.3f", npBound, r.NoPredict), fmt.Sprintf("%s%.1f%%", npBound, r.PredictGain())
		if r.Whole {
			loops, noSplit, speedup = "whole", "—", "—"
		}
		if !r.Measured() {
			noPredict, predictGain, noSplit, speedup = "not measured", "—", "not measured", "—"
		}
		fmt.Fprintf(w, "| %s%s | %d | %.0f | %.0f | %.3f | %.0f | %s | %s | %s | %s | %s | %s | %d |\n",
			r.Program, inc, r.Trials, r.States, r.Transitions, r.Seconds, rate, explore.HumanBytes(r.PeakMemory),
			noPredict, predictGain, loops, noSplit, speedup, r.Violations)
	}
}
