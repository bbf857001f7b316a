package hasim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// auto is an automation entity and its action script.
type auto struct {
	a       *config.Automation
	index   int
	id      string
	enabled bool
	detach  func()
	runs    []*run // helpers/script.py, Script._runs: queued ones included
	lock    *run   // mode queued: the run holding _queue_lck
	queue   []*run // mode queued: the runs waiting for it, in order
}

// frame is one script of a run: the top-level sequence, or a nested one
// (a choose option, if's then or else, a sequence step, an iteration of
// a repeat), as helpers/script.py runs each in a Script of its own.
type frame struct {
	acts []*config.Action
	pc   int
	rep  *config.Action // the repeat this is an iteration of
	iter int64
	// owner is the step whose script this is (nil for the top level);
	// hopped says the frame's end has yielded (order Lowering).
	owner  *config.Action
	hopped bool
}

// run is a _ScriptRun.
type run struct {
	au      *auto
	frames  []*frame
	trigID  string // the trigger's id, "" for automation.trigger
	stopped bool
	done    bool
	waiting bool
	gen     int64    // counts the waits, so that a stale resumption does nothing
	undo    []func() // what the current wait set up (listeners, timers)
	waiters []func() // what to do when the run ends (a caller of automation.trigger)
	callee  *run     // the run this one's automation.trigger waits for
	// hopAfter: when the wait ends, the run yields once more (order
	// Lowering: the steps after a wait with a timeout that goes on run
	// from a rule of their own).
	hopAfter bool
}

func (s *Sim) name(au *auto) string {
	if au.a.Alias != "" {
		return au.a.Alias
	}
	return fmt.Sprintf("automation %d", au.index)
}

// enable is AutomationEntity._async_enable: the triggers are attached
// (after every listener already there), and the entity is on.
func (s *Sim) enable(au *auto) {
	if au.enabled {
		return
	}
	au.enabled = true
	au.detach = s.attach(au.a.Triggers, s.name(au), au.index, true, func(i int) { s.fired(au, i) })
	if au.id != "" {
		s.set(au.id, "on")
	}
}

// disable is AutomationEntity._async_disable: the triggers are detached
// and, with stop_actions (the default), every run is stopped.
func (s *Sim) disable(au *auto, stopActions bool) {
	if !au.enabled && len(au.runs) == 0 {
		return
	}
	au.enabled = false
	if au.detach != nil {
		au.detach()
		au.detach = nil
	}
	if stopActions {
		s.stopRuns(au, nil)
	}
	if au.id != "" {
		s.set(au.id, "off")
	}
}

// triggerID is the id a trigger gives its run's trigger.id: its id:, or
// its index (helpers/trigger.py, async_initialize_triggers:
// conf.get(CONF_ID, f"{idx}")).
func triggerID(t *config.Trigger, i int) string {
	if t.ID != "" {
		return t.ID
	}
	return strconv.Itoa(i)
}

// fired is a trigger's action: AutomationEntity._async_trigger_if_enabled,
// run as a job in the order's turn.
func (s *Sim) fired(au *auto, i int) {
	id := triggerID(au.a.Triggers[i], i)
	job := func() {
		if !au.enabled {
			return
		}
		first := s.opt.Order == ConditionsFirst || s.opt.Order == Lowering
		r := s.trigger(au, id, false, first)
		if r != nil && first && !r.waiting {
			s.enqueue(func() {
				if !r.stopped && !r.done {
					s.exec(r)
				}
			})
		}
	}
	if s.opt.Order == Eager {
		if s.depth > 1000 {
			s.runaway()
			return
		}
		s.depth++
		job()
		s.depth--
		return
	}
	s.enqueue(job)
}

// trigger is AutomationEntity.async_trigger and Script.async_run: the
// conditions (unless skipped), then the mode, then the run, executed to
// its first wait unless hold (the caller executes it). It returns the run
// started, or nil when the conditions failed or the mode dropped it.
func (s *Sim) trigger(au *auto, trigID string, skipConds, hold bool) *run {
	name := s.name(au)
	if !skipConds && !s.condsAll(au.a.Conditions, trigID) {
		s.logf("%s: conditions not met", name)
		return nil
	}
	if len(au.runs) > 0 {
		// Script.async_run: "Already running", "Maximum number of runs
		// exceeded" (a queued run waiting counts).
		if au.a.Mode == config.Single {
			s.logf("%s: already running, trigger dropped", name)
			return nil
		}
		if au.a.Mode != config.Restart && len(au.runs) >= au.a.Max {
			s.logf("%s: maximum number of runs exceeded, trigger dropped", name)
			return nil
		}
	}
	r := &run{au: au, frames: []*frame{{acts: au.a.Actions}}, trigID: trigID}
	s.effects++
	had := len(au.runs) > 0
	au.runs = append(au.runs, r)
	if au.a.Mode == config.Restart && had {
		s.logf("%s: restarting", name)
		s.stopRuns(au, r)
	}
	s.logf("%s: triggered (%s)", name, trigID)
	if au.a.Mode == config.Queued {
		// _QueuedScriptRun.async_run: wait for the previous runs.
		if au.lock != nil {
			r.waiting = true
			au.queue = append(au.queue, r)
			return r
		}
		au.lock = r
	}
	if !hold {
		s.exec(r)
	}
	return r
}

// stopRuns stops every run of au but spare (Script.async_stop).
func (s *Sim) stopRuns(au *auto, spare *run) {
	var stop []*run
	for _, r := range au.runs {
		if r != spare {
			stop = append(stop, r)
		}
	}
	for _, r := range stop {
		r.stopped = true
	}
	for _, r := range stop {
		s.end(r)
	}
}

// end takes a run out when it finishes, aborts or is stopped
// (_ScriptRun._finish): the next queued run gets the lock, and a caller
// waiting for it goes on. A run stopped while it waits for an
// automation.trigger stops the run it waits for (Script.async_run: the
// cancelled caller stops the run it started).
func (s *Sim) end(r *run) {
	if r.done {
		return
	}
	r.done = true
	s.effects++
	for _, u := range r.undo {
		u()
	}
	r.undo = nil
	au := r.au
	au.runs = slices.DeleteFunc(au.runs, func(x *run) bool { return x == r })
	au.queue = slices.DeleteFunc(au.queue, func(x *run) bool { return x == r })
	if r.stopped && r.callee != nil && !r.callee.done {
		r.callee.stopped = true
		s.end(r.callee)
	}
	if au.lock == r {
		au.lock = nil
		for len(au.queue) > 0 {
			next := au.queue[0]
			au.queue = au.queue[1:]
			if next.stopped || next.done {
				continue
			}
			au.lock = next
			gen := next.gen
			s.enqueue(func() { s.resume(next, gen) })
			break
		}
	}
	for _, w := range r.waiters {
		w()
	}
	r.waiters = nil
}

// resume goes on with a run that waited, if it still waits where it did.
func (s *Sim) resume(r *run, gen int64) {
	if r.done || r.stopped || !r.waiting || r.gen != gen {
		return
	}
	for _, u := range r.undo {
		u()
	}
	r.undo = nil
	r.waiting = false
	s.effects++
	s.logf("%s: goes on", s.name(r.au))
	if r.hopAfter {
		r.hopAfter = false
		s.hop(r)
		return
	}
	s.exec(r)
}

// wait makes the run wait; undo is what ends the wait's listeners and
// timers. It returns the generation a resumption must name.
func (r *run) wait(undo ...func()) int64 {
	r.gen++
	r.waiting = true
	r.undo = append(r.undo, undo...)
	return r.gen
}

// exec runs a run's steps until it waits or ends.
func (s *Sim) exec(r *run) {
	for !r.done && !r.stopped && !r.waiting {
		if len(r.frames) == 0 {
			s.end(r)
			return
		}
		f := r.frames[len(r.frames)-1]
		if f.pc >= len(f.acts) {
			if !f.hopped && s.opt.Order == Lowering && len(r.frames) > 1 && hopsAfter(f, r.frames[len(r.frames)-2]) {
				f.hopped = true
				s.hop(r)
				return
			}
			r.frames = r.frames[:len(r.frames)-1]
			if f.rep != nil && s.again(r, f) {
				return
			}
			continue
		}
		a := f.acts[f.pc]
		f.pc++
		s.step(r, f, a)
	}
}

// hop makes the run yield: it goes on from a job after those already
// there.
func (s *Sim) hop(r *run) {
	gen := r.wait()
	s.enqueue(func() { s.resume(r, gen) })
}

// hopsAfter says whether, in the lowering's order, the steps after script
// f (in parent) run from a rule of their own: after a repeat's pass (its
// head rule, but for a count loop that never waits, unrolled), after a
// choose or if that can wait or stop when steps follow it, after a
// sequence with a condition step when steps follow it.
func hopsAfter(f, parent *frame) bool {
	a := f.owner
	if a == nil {
		return false
	}
	rest := parent.pc < len(parent.acts)
	switch a.Kind {
	case config.ARepeat:
		return a.Count < 0 || flows(a.Body)
	case config.AChoose, config.AIf:
		return rest && flows([]*config.Action{a})
	case config.ASequence:
		return rest && slices.ContainsFunc(a.Body, func(x *config.Action) bool { return x.Kind == config.ACondition })
	}
	return false
}

// flows says whether steps can wait or end their script early (a delay,
// a wait, a repeat, a condition or a stop, at any depth).
func flows(as []*config.Action) bool {
	for _, a := range as {
		switch a.Kind {
		case config.ADelay, config.AWaitTrigger, config.AWaitTemplate, config.ARepeat, config.ACondition, config.AStop:
			return true
		}
		if flows(a.Else) || flows(a.Body) || slices.ContainsFunc(a.Branches, flows) {
			return true
		}
	}
	return false
}

// again decides a repeat's next iteration after iteration f ended
// (_ScriptRun._async_repeat_step); it returns true when the run yields to
// the event loop first (asyncio.sleep(0) between the iterations of while
// and until loops).
func (s *Sim) again(r *run, f *frame) bool {
	rep := f.rep
	next := func() { r.frames = append(r.frames, &frame{acts: rep.Body, rep: rep, iter: f.iter + 1, owner: rep}) }
	switch {
	case rep.Count >= 0:
		if f.iter < rep.Count {
			next()
		}
		return false
	case rep.Until:
		if f.iter > 0 && s.condsAll(rep.Conds, r.trigID) {
			return false
		}
		if f.iter >= repeatLimit {
			s.abort(r, "until loop terminated after %d iterations", repeatLimit)
			return true
		}
		next()
	default:
		if !s.condsAll(rep.Conds, r.trigID) {
			return false
		}
		if f.iter+1 > repeatLimit {
			s.abort(r, "while loop terminated after %d iterations", repeatLimit)
			return true
		}
		next()
	}
	if s.opt.Order == Lowering || f.iter == 0 {
		// The lowering's head rule has yielded already.
		return false
	}
	s.hop(r)
	return true
}

// abort ends a run with an error (_AbortScript, or an exception of a
// service call: the automation logs it and the run is over).
func (s *Sim) abort(r *run, format string, args ...any) {
	s.logf("%s: aborted: %s", s.name(r.au), fmt.Sprintf(format, args...))
	s.end(r)
}

func (s *Sim) where(r *run, a *config.Action) string {
	return fmt.Sprintf("%s: %s (line %d)", s.name(r.au), a.Desc, a.Pos.Line)
}

// step runs one step of frame f.
func (s *Sim) step(r *run, f *frame, a *config.Action) {
	switch a.Kind {
	case config.AService:
		if s.opt.Yields && suspends(a.Service) && (s.opt.Suspending == nil || s.opt.Suspending[r.au.a.Alias]) {
			s.suspend(r, a)
			return
		}
		s.call(r, a)
	case config.ADelay:
		// _async_delay_step: a zero delay goes on at once.
		if a.Delay == 0 {
			return
		}
		var gen int64
		cancel := s.after(a.Delay*s.scale, s.where(r, a), "", func() { s.resume(r, gen) })
		gen = r.wait(cancel)
	case config.AWaitTrigger:
		s.waitTrigger(r, a)
	case config.AWaitTemplate:
		s.waitTemplate(r, a)
	case config.AChoose:
		// _async_choose_step: the first option whose conditions hold,
		// else the default.
		// (With no option and no default, an empty script: the
		// lowering's order runs what follows from a rule all the same.)
		for i, c := range a.Conds {
			if s.cond(c, r.trigID) {
				r.frames = append(r.frames, &frame{acts: a.Branches[i], owner: a})
				return
			}
		}
		r.frames = append(r.frames, &frame{acts: a.Else, owner: a})
	case config.AIf:
		if s.cond(a.Conds[0], r.trigID) {
			r.frames = append(r.frames, &frame{acts: a.Branches[0], owner: a})
		} else {
			r.frames = append(r.frames, &frame{acts: a.Else, owner: a})
		}
	case config.ACondition:
		// _async_condition_step raises _ConditionFail, which the
		// script's own async_run catches: its sequence ends, the
		// script that ran it goes on.
		if !s.condsAll(a.Conds, r.trigID) {
			s.logf("%s: condition false", s.where(r, a))
			f.pc = len(f.acts)
		}
	case config.AStop:
		// _StopScript goes up through the nested scripts: the run ends.
		s.logf("%s", s.where(r, a))
		s.end(r)
	case config.ASequence:
		r.frames = append(r.frames, &frame{acts: a.Body, owner: a})
	case config.ARepeat:
		// An empty pass 0 whose end decides the first (again): in the
		// lowering's order a count or while loop enters through its head
		// rule; an until loop runs its first pass at once.
		if a.Until {
			r.frames = append(r.frames, &frame{acts: a.Body, rep: a, iter: 1, owner: a})
		} else {
			r.frames = append(r.frames, &frame{rep: a, owner: a})
		}
	}
}

// timeout sets up a wait's timeout (_async_futures_with_timeout); on it
// the run aborts without continue_on_timeout, else goes on. A zero
// timeout is handled at once (_async_handle_timeout): it reports false
// then, and the caller does not wait.
func (s *Sim) timeout(r *run, a *config.Action, gen *int64) (func(), bool) {
	if a.Delay < 0 {
		return func() {}, true
	}
	if a.Delay == 0 {
		if !a.Continue {
			s.abort(r, "%s timed out", s.where(r, a))
		}
		return nil, false
	}
	return s.after(a.Delay*s.scale, s.where(r, a)+" timeout", "", func() {
		if r.done || r.stopped || !r.waiting || r.gen != *gen {
			return
		}
		if !a.Continue {
			s.abort(r, "%s timed out", s.where(r, a))
			return
		}
		s.resume(r, *gen)
	}), true
}

// waitTrigger is _async_wait_for_trigger_step: the triggers are attached
// (numeric_state arming on the states now), the first that fires ends the
// wait.
func (s *Sim) waitTrigger(r *run, a *config.Action) {
	r.hopAfter = s.opt.Order == Lowering && a.Delay > 0 && a.Continue
	gen := new(int64)
	cancel, ok := s.timeout(r, a, gen)
	if !ok {
		return
	}
	detach := s.attach(a.Triggers, s.where(r, a), r.au.index, false, func(int) {
		if r.done || r.stopped || !r.waiting || r.gen != *gen {
			return
		}
		g := *gen
		s.enqueue(func() { s.resume(r, g) })
	})
	*gen = r.wait(cancel, detach)
}

// waitTemplate is _async_wait_template_step: done at once when the
// template is true, else at the first change of an entity it reads after
// which it is (async_track_template renders it again on each change).
func (s *Sim) waitTemplate(r *run, a *config.Action) {
	hop := s.opt.Order == Lowering && a.Delay > 0 && a.Continue
	if s.truthy(a.Template.Expr, r.trigID) {
		if s.opt.Order == Lowering {
			// The lowering goes on through the wait's done rule (and its
			// continuation after a timeout that goes on).
			r.hopAfter = hop
			s.hop(r)
		}
		return
	}
	r.hopAfter = hop
	gen := new(int64)
	cancel, ok := s.timeout(r, a, gen)
	if !ok {
		return
	}
	detach := s.listen(rank{r.au.index, false, a.Pos}, templateEntities(a.Template.Expr), func(string, string, string) {
		if r.done || r.stopped || !r.waiting || r.gen != *gen {
			return
		}
		g := *gen
		render := func() {
			if s.truthy(a.Template.Expr, r.trigID) {
				s.enqueue(func() { s.resume(r, g) })
			}
		}
		if s.opt.Order == Lowering {
			// The lowering renders the template again in a rule of its
			// own (queued), whose end resumes the run through another.
			s.enqueue(func() {
				if !r.done && !r.stopped && r.waiting && r.gen == g {
					render()
				}
			})
			return
		}
		render()
	})
	*gen = r.wait(cancel, detach)
}

// suspends reports whether a service call suspends the run that makes
// it. _async_call_service_step starts the call as a task and awaits it
// (_async_run_long_action): the run goes on only once the call is done,
// and a device's integration awaits the device (a light, a lock, a
// notification's sender) before it writes the state it reports. A
// helper's entity writes its state in its handler without awaiting
// anything (input_boolean.InputBoolean.async_turn_on,
// input_select.InputSelect.async_select_option,
// input_number.InputNumber.async_set_value: async_write_ha_state and
// return), so that the task is done when it is awaited and the run does
// not suspend; the automation services start or stop runs
// (automation.trigger waits for the run it starts, automationService).
func suspends(service string) bool {
	domain, _, _ := strings.Cut(service, ".")
	switch domain {
	case "input_boolean", "input_number", "input_select", "input_text", "input_datetime", "input_button",
		"counter", "timer", "automation", "script":
		return false
	}
	return true
}

// suspended is a run waiting in a service call on a device.
type suspended struct {
	r   *run
	a   *config.Action
	gen int64
}

// suspend makes run r wait in service call a until its device answers
// (drain: once nothing else is left to run in the instant, the devices
// answer in any order, Sim.pick).
func (s *Sim) suspend(r *run, a *config.Action) {
	e := &suspended{r: r, a: a}
	e.gen = r.wait(func() { s.ready = slices.DeleteFunc(s.ready, func(x *suspended) bool { return x == e }) })
	s.ready = append(s.ready, e)
	s.logf("%s: waits for the device", s.where(r, a))
}

// answer is the device of a suspended call answering: the call's effect
// (the state the device reports, which fires its listeners), then the
// run goes on when the call's task is done: after the jobs the state
// change started (they were scheduled first). In the lowering's order
// the run goes on at once: the effect and the steps up to the next yield
// point are one rule.
func (s *Sim) answer(e *suspended) {
	r := e.r
	if r.done || r.stopped || !r.waiting || r.gen != e.gen {
		// (Its wait's undo takes it out: not reached.)
		s.ready = slices.DeleteFunc(s.ready, func(x *suspended) bool { return x == e })
		return
	}
	for _, u := range r.undo {
		u()
	}
	r.undo = nil
	r.waiting = false
	s.effects++
	s.call(r, e.a)
	if r.done || r.stopped || r.waiting {
		return
	}
	if s.opt.Order == Lowering {
		s.exec(r)
		return
	}
	s.hop(r)
}

// call is a service call step: its effect on each target in turn.
func (s *Sim) call(r *run, a *config.Action) {
	domain, svc, _ := strings.Cut(a.Service, ".")
	if domain == "notify" || domain == "persistent_notification" {
		s.logf("%s", s.where(r, a))
		return
	}
	if domain == "automation" {
		s.automationService(r, a, svc)
		return
	}
	for _, e := range a.Entities {
		if r.done || r.stopped {
			return
		}
		cur := s.states[e]
		switch {
		case domain == "input_select" && svc == "select_option":
			// components/input_select, async_select_option: an option
			// not among the options is an error; the run aborts.
			in := s.f.Inputs[e]
			if in == nil || !slices.Contains(in.Options, a.Option) {
				s.abort(r, "%s: invalid option %q", s.where(r, a), a.Option)
				return
			}
			s.set(e, a.Option)
		case domain == "input_number" && svc == "set_value":
			// components/input_number, async_set_value: a value outside
			// min..max is invalid; the run aborts.
			in := s.f.Inputs[e]
			x := *a.Value
			if in == nil || (in.Min != nil && x < *in.Min) || (in.Max != nil && x > *in.Max) {
				s.abort(r, "%s: invalid value %s", s.where(r, a), FloatState(x))
				return
			}
			s.set(e, FloatState(x))
		default:
			v, ok := serviceState(domain, svc, cur)
			if !ok {
				s.abort(r, "%s: service not supported by the simulator", s.where(r, a))
				return
			}
			s.set(e, v)
		}
	}
}

// serviceState is the state a service call leaves a device in. The
// simulator's devices do what they are told at once (a real lock or cover
// may report locking or opening first; that is the integration's, not
// Home Assistant's): ToggleEntity.async_toggle turns off what is on and
// on anything else; CoverEntity.async_toggle opens a closed cover and
// closes any other.
func serviceState(domain, svc, cur string) (string, bool) {
	switch domain {
	case "light", "switch", "input_boolean", "fan":
		switch svc {
		case "turn_on":
			return "on", true
		case "turn_off":
			return "off", true
		case "toggle":
			if cur == "on" {
				return "off", true
			}
			return "on", true
		}
	case "lock":
		switch svc {
		case "lock":
			return "locked", true
		case "unlock":
			return "unlocked", true
		}
	case "cover":
		switch svc {
		case "open_cover":
			return "open", true
		case "close_cover":
			return "closed", true
		case "toggle":
			if cur == "closed" {
				return "open", true
			}
			return "closed", true
		}
	}
	return "", false
}

// automationService is automation.turn_on, turn_off, toggle and trigger
// (components/automation/__init__.py).
func (s *Sim) automationService(r *run, a *config.Action, svc string) {
	for _, id := range a.Entities {
		if r.done || r.stopped || r.waiting {
			return
		}
		au := s.byID[id]
		if au == nil {
			continue
		}
		switch svc {
		case "turn_on":
			s.enable(au)
		case "turn_off":
			s.disable(au, !a.KeepRuns)
		case "toggle":
			// ToggleEntity.async_toggle: off when on, with the default
			// stop_actions.
			if au.enabled {
				s.disable(au, true)
			} else {
				s.enable(au)
			}
		case "trigger":
			// trigger_service_handler: async_trigger with
			// skip_condition (default true) and no trigger id; the
			// service call waits for the run (_async_call_service_step:
			// a running_script call, blocking), which starts at once.
			lowering := s.opt.Order == Lowering
			callee := s.trigger(au, "", !a.KeepConds, lowering)
			if lowering {
				// The lowering runs the target from a rule queued behind
				// the jobs already there, and the caller goes on from a
				// rule of its own also when the call is dropped.
				if callee == nil {
					s.hop(r)
					return
				}
				if !callee.waiting {
					s.enqueue(func() {
						if !callee.done && !callee.stopped && !callee.waiting {
							s.exec(callee)
						}
					})
				}
			}
			if callee == nil || callee.done {
				continue
			}
			gen := r.wait()
			r.callee = callee
			callee.waiters = append(callee.waiters, func() {
				s.enqueue(func() {
					if r.callee == callee {
						r.callee = nil
					}
					s.resume(r, gen)
				})
			})
		}
	}
}
