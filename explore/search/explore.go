package search

import (
	"context"
	"time"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/ta"
)

// Options limit an exploration.
type Options struct {
	// MaxStates stops the search after this many states (0: no limit).
	MaxStates int
	// Ctx stops the search when done (Ctrl-C, a timeout).
	Ctx context.Context
	// MaxMemory stops the search when the heap grows beyond this many
	// bytes (0: no limit).
	MaxMemory int64
	// SpillDir, if set, is where the visited states go once the heap
	// passes a quarter of MaxMemory (all of them without MaxMemory):
	// memory-mapped files, which the kernel writes out and drops from
	// memory when it runs short, so that a search can go on past
	// memory. MaxMemory then limits what stays on the heap (the hash
	// table, the frontier, prediction's trees). See store.Store.Spill.
	SpillDir string
	// StopAtFirst ends the search at the first violation (reachability
	// questions need no more).
	StopAtFirst bool
	// Progress, when set, is called about every ProgressEvery with the
	// statistics so far.
	Progress      func(Stats)
	ProgressEvery time.Duration
	// NoPredict runs the interpreter for every transition instead of
	// predicting successors from runs seen before (see package predict).
	NoPredict bool
	// NoDPOR makes untimed exploration a plain stateful search over every
	// interleaving instead of pruning equivalent ones with event DPOR.
	NoDPOR bool
	// Bounded limits untimed DPOR exploration to interleavings with at
	// most ReversalBound reversed conflicts (seed 001); the result is then
	// incomplete if anything was pruned.
	Bounded       bool
	ReversalBound int
	// Workers is the number of goroutines computing successors (0 or 1:
	// one). The result does not depend on it.
	Workers int
	// NoSplit explores the program whole instead of one independent
	// control loop at a time (see Loops); only ExploreReport splits.
	NoSplit bool
	// DPOR reduces the timed search's urgent states to persistent sets
	// (see package regionsearch): the same violations, each first found at the same
	// time with as long a trace, at most as many states.
	DPOR bool
	// ExtrapolatedZones makes the zone engine store zones extrapolated
	// with ExtraLU+ (--subsumption extralu; zone.SubsumeExtraLU) instead
	// of exact: the same discrete states and verdicts, both covered by
	// aLU. The region engine ignores it.
	ExtrapolatedZones bool
	// LocalTime makes the zone engine explore with a time of its own for
	// each independent part of the program (--local-time;
	// zone.ExploreLocalReport): the same discrete states and verdicts,
	// fewer zones when the parts are loosely coupled. The region engine
	// ignores it.
	LocalTime bool
}

// Stats are an exploration's measurements.
type Stats struct {
	States      int64
	Transitions int64
	Elapsed     time.Duration
	Frontier    int
	// WallReached is how far in time the search got, in seconds since the
	// start (the earliest-time frontier: every state before it is explored).
	WallReached int64
	// Part and Parts say, in a progress report of a split exploration,
	// which of its independent loops is being explored (from 0) and how
	// many there are, each explored over the whole horizon in turn
	// (loops.ExploreEach); 0 and 0 for a whole one.
	Part, Parts int
	StoreBytes  int64
	// SpilledBytes is the part of StoreBytes in files (Options.SpillDir).
	SpilledBytes int64
	PeakRSS      int64 // bytes; 0 if unknown
	// Successor prediction: stimulus runs predicted from recorded runs
	// (hits), runs of the interpreter recorded (misses; a run two
	// workers interpret at once counts once), the interpreter's time on
	// the misses, and the decision-tree nodes kept.
	PredictHits, PredictMisses int64
	// Expansions replayed whole, and recorded to be (a recording is the
	// per-stimulus way; counted as misses are).
	PredictReplays, PredictRecorded int64
	InterpTime                      time.Duration
	PredictNodes                    int64
	// PredictSavedTime estimates the time prediction saved (interpreter
	// runs, observer evaluations, encodings), from a sample of predicted
	// runs that were also done the plain way.
	PredictSavedTime time.Duration
	// PredictOff says why prediction was turned off during the search
	// (its check against the plain way failed); the rest of the search
	// went the plain way. Empty: it was not.
	PredictOff string
	// Timed DPOR (Options.DPOR): Executions are the urgent states whose
	// successors were reduced to a persistent set, Executed the
	// successors left out (see regionsearch; the names are the fields'
	// older meaning, kept for the reports that add them up).
	DPOR                 bool
	Executions, Executed int64
}

// PerSecond is the transition rate.
func (s Stats) PerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Transitions) / s.Elapsed.Seconds()
}

// delayLabel is the label of every delay transition.
const delayLabel = 0

// Violation is an invariant that some reachable state breaks, or a
// runtime error some stimulus runs into.
type Violation struct {
	Prop  *spec.Property   // nil for a runtime error
	Err   *ta.RuntimeError // set for a runtime error
	State uint32           // the first (earliest, then shortest) violating state; for an error, the state the failing stimulus fires from
	Label uint32           // for an error: the failing stimulus
	Count int64            // how many violating states (errors: failing transitions) were found
}

// Name identifies the violation in reports.
func (v *Violation) Name() string {
	if v.Prop != nil {
		return v.Prop.Name
	}
	return "runtime error"
}

// Result is what an exploration found.
type Result struct {
	Model      *model.Model
	Store      *store.Store
	Labels     []Label
	Stats      Stats
	Complete   bool
	StopReason string // why an incomplete run stopped
	Violations []*Violation
	Covered    ta.Bits // statement ids executed by some transition
}
