package predict

import (
	"slices"
	"time"
)

// Counters are a worker's counts of prediction and its samples of what
// prediction saves, for the search's statistics. The search samples
// every 1024th predicted run, replayed expansion and look-up of trees.
type Counters struct {
	// Stimulus runs tried (Calls), predicted (Hits) and interpreted
	// (Misses), and the time spent in the interpreter on misses.
	Calls, Hits, Misses int64
	MissTime            time.Duration
	// Expansions replayed whole, and recorded; the stimulus runs of the
	// replays.
	Replays, Learned, ReplayedRuns int64
	XCalls                         int64 // replays tried, for sampling

	// Every 1024th run is also interpreted, to measure what prediction
	// saves and to check it: Runs has the plain way minus the predicted
	// way. Every 1024th replayed expansion is also done the plain way
	// (Expansions: the plain way minus the replay). Every 1024th look-up
	// of a discrete state's trees is timed (Loads): a cost of
	// prediction's alone; TreeLoads counts the look-ups.
	Runs, Expansions, Loads Sampler
	TreeLoads               int64
}

// Saved estimates the time prediction saved: every replayed expansion,
// and every predicted run outside one, at the median of the sampled
// differences between the plain way and the predicted, less every
// look-up of trees at the median of their samples (medians, because a
// sample that meets a garbage collection or a preemption is far off).
func (c *Counters) Saved() time.Duration {
	return c.Expansions.Median()*time.Duration(c.Replays) +
		c.Runs.Median()*time.Duration(c.Hits-c.ReplayedRuns) -
		c.Loads.Median()*time.Duration(c.TreeLoads)
}

// Sampler keeps the last 1024 of a series of timings.
type Sampler struct {
	n     int64
	times []time.Duration
}

// Add adds a timing.
func (s *Sampler) Add(d time.Duration) {
	if len(s.times) < 1024 {
		s.times = append(s.times, d)
	} else {
		s.times[s.n%1024] = d
	}
	s.n++
}

// Median is the median of the timings kept; 0 for none.
func (s *Sampler) Median() time.Duration {
	if len(s.times) == 0 {
		return 0
	}
	d := slices.Clone(s.times)
	slices.Sort(d)
	return d[len(d)/2]
}
