package hasim

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// Order is how the runs that one instant starts are ordered (see the
// package documentation).
type Order uint8

// The orders.
const (
	// Sequential starts what one change fires in the order the listeners
	// subscribed (the automations' triggers in file order, then the waits
	// and for: timers as they began), each job (a trigger's run, a
	// wait's resumption) running to its first wait before the next job;
	// the jobs a run's own changes make come after those already there.
	Sequential Order = iota
	// Eager runs a trigger's job at once, inside the change that fired
	// it, before the run that made the change goes on (asyncio's eager
	// tasks, when no service call yields); resumptions still wait their
	// turn (a finished wait wakes its run through the event loop).
	Eager
	// ConditionsFirst is Sequential except that a trigger's job only
	// checks the conditions and applies the mode: the run itself is a
	// job of its own, after the jobs already there, so that the
	// automations one change fires all check their conditions before
	// any of them runs.
	ConditionsFirst
	// Lowering is the order of the lowering's rules (frontends/hass,
	// doc.go): ConditionsFirst, an entity's triggers and waits tested in
	// an order of the file (not the order they subscribed: a wait
	// subscribes when it begins, an automation turned on again after the
	// others; the lowering takes the automations in file order, each
	// one's waits before its triggers), automation.trigger's run started
	// from a rule of its own and its caller going on from another (also
	// when the call is dropped), and the steps after a choose or if that
	// can wait or stop, after a sequence with a condition step, after a
	// wait with a timeout that goes on, and a count or while loop's
	// passes (its head), run from rules queued behind the jobs already
	// there. Home Assistant runs those steps straight on (its while and
	// until loops yield to the event loop between passes,
	// asyncio.sleep(0)); the order is here to tell the lowering's
	// disagreements of order from others. (The steps after a call on a
	// device whose effect triggers the caller's own automation, or one
	// whose jobs wait for it, the lowering runs after the jobs the
	// effect started, frontends/hass aftercall.go, as Home Assistant
	// does; with Suspending, Lowering still runs them first.)
	Lowering
)

func (o Order) String() string {
	return [...]string{"sequential", "eager", "conditions first", "the lowering's"}[o]
}

// Options are a simulation's start and its order of runs.
type Options struct {
	// Scale is how many ticks a second has (1 when 0): every time the
	// simulation takes is a whole number of ticks.
	Scale int64
	// Start is the time of day of the start, in seconds since midnight,
	// and Weekday its day of the week (0 = Monday).
	Start   int64
	Weekday int
	Order   Order
	// Init are the states at the start; an entity not given starts in its
	// default state (Defaults).
	Init map[string]string
	// Boot makes the start Home Assistant's start: every state is
	// written then (last_changed is the start). Without it the start is
	// a moment of a home that has run for long, as the model takes it:
	// every entity has been in its state since long before.
	Boot bool
	// Yields makes a run suspend where Home Assistant's script engine
	// waits for a device (see Sim.Yield); without it every device does
	// what a service asks at once, inside the call, as an integration
	// that writes its state without awaiting anything does.
	Yields bool
	// Suspending, when not nil, are the automations (by alias) whose runs
	// suspend with Yields; the others' devices answer at once. The
	// lowering lets only the runs that may not commute with another run
	// of the instant yield (frontends/hass, yields.go): with the order
	// Lowering, those.
	Suspending map[string]bool
}

// longAgo is last_changed of an entity that has not changed since long
// before the start.
const longAgo = -1 << 50

// REPEAT_TERMINATE_ITERATIONS of helpers/script.py: a while or until loop
// that has run this many times aborts the run.
const repeatLimit = 10000

// Sim is one simulated home: the states, the clock, the automations and
// their runs, and what is due to happen.
type Sim struct {
	f     *config.File
	opt   Options
	scale int64
	now   int64 // ticks since the start

	states  map[string]string
	changed map[string]int64 // last_changed, in ticks
	autos   []*auto
	byID    map[string]*auto

	listeners []*listener
	timers    []*timer
	seq       int64

	jobs     []func()
	draining bool
	// ready are the runs suspended in a service call on a device
	// (Options.Yields), in the order they called; pick chooses which
	// device answers first (nil: the first to be called).
	ready []*suspended
	pick  func(n int) int
	// effects counts what changes the home: a state written, a run
	// started, resumed or ended.
	effects int
	// Runaway says an instant ran more than maxJobs jobs (automations
	// that trigger each other without end; Home Assistant would not get
	// out of the instant either) and was cut short.
	Runaway bool
	depth   int // nested jobs (order Eager)
	// Log says what happened, for messages: runs started, dropped,
	// aborted, and why.
	Log []string
}

type listener struct {
	seq    int64
	entity string
	fn     func(entity, old, new string)
	dead   bool
	// rank orders the listeners in the order Lowering.
	rank rank
}

// rank is where a listener's trigger is in the lowering's order of an
// entity's triggers: by automation in file order, the waits of its steps
// before its own triggers (the lowering lowers an automation's steps
// first), then in the order written.
type rank struct {
	auto int
	trig bool
	pos  ta.Pos
}

func (a rank) before(b rank) bool {
	switch {
	case a.auto != b.auto:
		return a.auto < b.auto
	case a.trig != b.trig:
		return b.trig
	case a.pos.Line != b.pos.Line:
		return a.pos.Line < b.pos.Line
	}
	return a.pos.Col < b.pos.Col
}

type timer struct {
	due, seq int64
	name     string
	// group: the timers of one group due at one instant fire together,
	// in the order they were set (the daily times: the event loop runs
	// every callback due in one pass, each a trigger's job in its turn).
	group string
	fn    func()
	dead  bool
}

// New makes the simulation of a configuration at its start: every
// automation that is on has its triggers attached.
func New(f *config.File, opt Options) (*Sim, error) {
	if err := Check(f); err != nil {
		return nil, err
	}
	if opt.Scale <= 0 {
		opt.Scale = 1
	}
	s := &Sim{f: f, opt: opt, scale: opt.Scale, states: map[string]string{}, changed: map[string]int64{}, byID: map[string]*auto{}}
	for k, v := range Defaults(f) {
		s.states[k] = v
	}
	for k, v := range opt.Init {
		s.states[k] = v
	}
	for k := range s.states {
		if !opt.Boot {
			s.changed[k] = longAgo
		}
	}
	for i, a := range f.Automations {
		if a.Script || a.Skipped != "" {
			continue
		}
		au := &auto{a: a, index: i, id: automationID(a)}
		s.autos = append(s.autos, au)
		if au.id != "" {
			s.byID[au.id] = au
		}
	}
	// components/automation/__init__.py, async_added_to_hass: each
	// automation is enabled (initial_state, default on) and attaches its
	// triggers, in the order the automations are set up.
	for _, au := range s.autos {
		if !au.a.Disabled {
			s.enable(au)
		}
	}
	return s, nil
}

// automationID is the automation's entity id: automation.<its alias as a
// slug> (Home Assistant names the entity after its name; without an
// alias the name is "automation N", which the generator never uses).
func automationID(a *config.Automation) string {
	name := a.Alias
	if name == "" {
		name = a.ID
	}
	if name == "" {
		return ""
	}
	return "automation." + config.Slug(name)
}

// Defaults are the states entities take at the start without a given
// one: declared helpers their initial state (input_boolean off,
// input_select its first option, input_number its minimum, unless
// initial: says otherwise), automations on (or off with initial_state:
// false), lights, switches and the like off, locks unlocked, covers
// closed.
func Defaults(f *config.File) map[string]string {
	out := map[string]string{}
	for _, id := range Entities(f) {
		out[id] = baseState(config.DomainOf(id))
	}
	for id, in := range f.Inputs {
		switch config.DomainOf(id) {
		case "input_boolean":
			out[id] = "off"
			if in.Initial != "" {
				out[id] = in.Initial
			}
		case "input_select":
			if len(in.Options) > 0 {
				out[id] = in.Options[0]
			}
			if in.Initial != "" {
				out[id] = in.Initial
			}
		case "input_number":
			// components/input_number: the initial value, else the
			// minimum; the state is the float's text.
			x := 0.0
			if in.Min != nil {
				x = *in.Min
			}
			if v, err := strconv.ParseFloat(in.Initial, 64); in.Initial != "" && err == nil {
				x = v
			}
			out[id] = FloatState(x)
		}
	}
	for _, a := range f.Automations {
		if id := automationID(a); id != "" && !a.Script {
			out[id] = "on"
			if a.Disabled {
				out[id] = "off"
			}
		}
	}
	return out
}

func baseState(domain string) string {
	switch domain {
	case "lock":
		return "unlocked"
	case "cover":
		return "closed"
	case "light", "switch", "input_boolean", "binary_sensor", "fan":
		return "off"
	}
	return "unknown"
}

// FloatState is a number as Home Assistant's state machine writes a
// Python float: "5.0", "2.5".
func FloatState(x float64) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if !strings.ContainsAny(s, ".eE") {
		s += ".0"
	}
	return s
}

// Entities are the entity ids the configuration names, sorted.
func Entities(f *config.File) []string {
	set := map[string]bool{}
	var trig func(t *config.Trigger)
	var cond func(c *config.Cond)
	var acts func(as []*config.Action)
	trig = func(t *config.Trigger) {
		for _, e := range t.Entities {
			set[e] = true
		}
		if t.Template != nil && t.Template.Expr != nil {
			for _, e := range templateEntities(t.Template.Expr) {
				set[e] = true
			}
		}
	}
	cond = func(c *config.Cond) {
		for _, e := range c.Entities {
			set[e] = true
		}
		if c.Template != nil && c.Template.Expr != nil {
			for _, e := range templateEntities(c.Template.Expr) {
				set[e] = true
			}
		}
		for _, sub := range c.Subs {
			cond(sub)
		}
	}
	acts = func(as []*config.Action) {
		for _, a := range as {
			if a.Kind == config.AService {
				for _, e := range a.Entities {
					set[e] = true
				}
			}
			for _, t := range a.Triggers {
				trig(t)
			}
			for _, c := range a.Conds {
				cond(c)
			}
			if a.Template != nil && a.Template.Expr != nil {
				for _, e := range templateEntities(a.Template.Expr) {
					set[e] = true
				}
			}
			for _, b := range a.Branches {
				acts(b)
			}
			acts(a.Else)
			acts(a.Body)
		}
	}
	for _, a := range f.Automations {
		for _, t := range a.Triggers {
			trig(t)
		}
		for _, c := range a.Conditions {
			cond(c)
		}
		acts(a.Actions)
	}
	for id := range f.Inputs {
		set[id] = true
	}
	out := make([]string, 0, len(set))
	for e := range set {
		out = append(out, e)
	}
	sort.Strings(out)
	return out
}

// Now is the time since the start, in ticks.
func (s *Sim) Now() int64 { return s.now }

// State is an entity's state ("" when the entity does not exist).
func (s *Sim) State(entity string) string { return s.states[entity] }

// States are every entity's state, a copy.
func (s *Sim) States() map[string]string {
	out := make(map[string]string, len(s.states))
	for k, v := range s.states {
		out[k] = v
	}
	return out
}

func (s *Sim) logf(format string, args ...any) {
	s.Log = append(s.Log, fmt.Sprintf("%s: ", s.clock(s.now))+fmt.Sprintf(format, args...))
}

// clock is a tick as the time of day.
func (s *Sim) clock(t int64) string {
	secs := s.opt.Start + t/s.scale
	frac := t % s.scale
	out := fmt.Sprintf("%02d:%02d:%02d", secs/3600%24, secs/60%60, secs%60)
	if frac != 0 {
		out += fmt.Sprintf("+%d/%d", frac, s.scale)
	}
	return out
}

// timeOfDay is the time of day at tick t, in ticks since midnight, and
// its day of the week.
func (s *Sim) timeOfDay(t int64) (tod int64, weekday int) {
	day := 86400 * s.scale
	abs := s.opt.Start*s.scale + t
	return abs % day, (s.opt.Weekday + int(abs/day)) % 7
}

// Set is a change of an entity by the environment, now: the state
// machine's async_set, then what it fires.
func (s *Sim) Set(entity, value string) {
	s.set(entity, value)
	s.drain()
}

// set writes a state and dispatches the change to its listeners, in the
// order they subscribed (helpers/event.py, async_track_state_change_event:
// the listeners of an entity are called in turn, from a copy of the list,
// so that one removed during the dispatch is still called). Writing the
// state an entity has is no change (core.py, StateMachine.async_set:
// same state and attributes fire nothing).
func (s *Sim) set(entity, value string) {
	old, ok := s.states[entity]
	if ok && old == value {
		return
	}
	s.states[entity] = value
	s.changed[entity] = s.now
	s.effects++
	s.logf("%s: %s -> %s", entity, old, value)
	var ls []*listener
	for _, l := range s.listeners {
		if !l.dead && (l.entity == entity || l.entity == "") {
			ls = append(ls, l)
		}
	}
	if s.opt.Order == Lowering {
		// The lowering tests an entity's triggers and waits in its
		// own order (rank), not the order they subscribed.
		sort.SliceStable(ls, func(i, j int) bool { return ls[i].rank.before(ls[j].rank) })
	}
	for _, l := range ls {
		l.fn(entity, old, value)
	}
}

func (s *Sim) listen(rk rank, entities []string, fn func(entity, old, new string)) func() {
	var mine []*listener
	for _, e := range entities {
		s.seq++
		l := &listener{seq: s.seq, entity: e, fn: fn, rank: rk}
		s.listeners = append(s.listeners, l)
		mine = append(mine, l)
	}
	return func() {
		for _, l := range mine {
			l.dead = true
		}
		s.compact()
	}
}

func (s *Sim) compact() {
	out := s.listeners[:0]
	for _, l := range s.listeners {
		if !l.dead {
			out = append(out, l)
		}
	}
	s.listeners = out
}

// after sets a timer d ticks from now; the returned function cancels it.
func (s *Sim) after(d int64, name, group string, fn func()) func() {
	return s.at(s.now+d, name, group, fn)
}

func (s *Sim) at(due int64, name, group string, fn func()) func() {
	s.seq++
	t := &timer{due: due, seq: s.seq, name: name, group: group, fn: fn}
	s.timers = append(s.timers, t)
	return func() { t.dead = true }
}

func (s *Sim) enqueue(job func()) { s.jobs = append(s.jobs, job) }

// drain runs the jobs of this instant, first in first out, until none is
// left.
func (s *Sim) drain() {
	if s.draining {
		return
	}
	s.draining = true
	defer func() { s.draining = false }()
	for n := 0; len(s.jobs) > 0 || len(s.ready) > 0; n++ {
		if n > maxJobs || s.Runaway {
			s.runaway()
			return
		}
		if len(s.jobs) == 0 {
			// Nothing is left to run but the runs waiting for their
			// devices: one of them answers.
			k := 0
			if len(s.ready) > 1 && s.pick != nil {
				k = s.pick(len(s.ready))
			}
			s.answer(s.ready[k])
			continue
		}
		j := s.jobs[0]
		s.jobs = s.jobs[1:]
		j()
	}
}

// maxJobs bounds the jobs of one instant.
const maxJobs = 100000

func (s *Sim) runaway() {
	if !s.Runaway {
		s.logf("runs trigger each other without end: the instant is cut short")
	}
	s.Runaway = true
	s.jobs, s.ready = nil, nil
}

// Event is a group of timers due at one instant that fire together (most
// groups are one timer).
type Event struct {
	At    int64
	Names []string
	ts    []*timer
}

// Due are the events due at the earliest time anything is due (none when
// nothing is), in the order they were set.
func (s *Sim) Due() []Event {
	s.gc()
	if len(s.timers) == 0 {
		return nil
	}
	first := s.timers[0].due
	for _, t := range s.timers {
		first = min(first, t.due)
	}
	return s.dueAt(first)
}

func (s *Sim) gc() {
	out := s.timers[:0]
	for _, t := range s.timers {
		if !t.dead {
			out = append(out, t)
		}
	}
	s.timers = out
}

func (s *Sim) dueAt(at int64) []Event {
	s.gc()
	var ts []*timer
	for _, t := range s.timers {
		if t.due == at {
			ts = append(ts, t)
		}
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i].seq < ts[j].seq })
	var out []Event
	groups := map[string]int{}
	for _, t := range ts {
		if t.group != "" {
			if k, ok := groups[t.group]; ok {
				out[k].Names = append(out[k].Names, t.name)
				out[k].ts = append(out[k].ts, t)
				continue
			}
			groups[t.group] = len(out)
		}
		out = append(out, Event{At: at, Names: []string{t.name}, ts: []*timer{t}})
	}
	return out
}

// DueAt are the events due exactly at tick at.
func (s *Sim) DueAt(at int64) []Event { return s.dueAt(at) }

// Fire moves the clock to the event's time and fires it, with what it
// starts.
func (s *Sim) Fire(e Event) {
	s.now = e.At
	for _, t := range e.ts {
		if t.dead {
			continue
		}
		t.dead = true
		t.fn()
	}
	s.drain()
}

// AdvanceTo fires, in time order, every event due before tick t (not at
// it), then moves the clock to t; it returns the events it fired.
func (s *Sim) AdvanceTo(t int64) []Event {
	var fired []Event
	for {
		due := s.Due()
		if len(due) == 0 || due[0].At >= t {
			break
		}
		fired = append(fired, due[0])
		s.Fire(due[0])
	}
	if t > s.now {
		s.now = t
	}
	return fired
}
