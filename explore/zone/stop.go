package zone

import (
	"time"

	"github.com/delorean-mc/delorean/explore"
)

// pollEvery is the longest the search goes without polling its limits.
// It polls every 256 expansions, but an expansion of a large program (a
// Home Assistant configuration of hundreds of automations, each of its
// environment's events a successor) takes a second: 256 of them are
// minutes past a --timeout.
const pollEvery = 50 * time.Millisecond

// due reports whether the search polls its limits now: every 256th
// expansion (polls counts them, from 1), or when pollEvery has passed
// since the last poll (at polled, which it then moves to now).
func due(polls int, polled *time.Time) bool {
	if polls%256 != 1 && time.Since(*polled) < pollEvery {
		return false
	}
	*polled = time.Now()
	return true
}

// stopNow reports whether the search's limits have passed: the context
// done, or the heap past the memory limit (read cheaply, collected only
// when past it: the analyses before the search poll it often).
func (e *explorer) stopNow() bool {
	if e.opt.Ctx != nil && e.opt.Ctx.Err() != nil {
		return true
	}
	if e.opt.MaxMemory <= 0 {
		return false
	}
	_, over := explore.OverMemory(e.opt.MaxMemory)
	return over
}
