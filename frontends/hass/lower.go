package hass

import (
	"fmt"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

type entity struct {
	id       string
	domain   string
	values   []string
	valueSet map[string]bool
	numeric  bool
	// never: a numeric_state reads it, but its state is never a number
	// (domains.IsNeverNumber): the condition raises an error and the
	// trigger never fires, as in Home Assistant.
	never  bool
	consts []float64
	since  bool // a state condition with for: reads how long it has been in its state
	// prevSince: a template reads a trigger's from_state.last_changed
	// of it (prevClocks).
	prevSince bool
	read      bool // a trigger, condition or template reads its state
	// condRead: a condition, template or time trigger reads its state
	// (not only state triggers, which see its changes).
	condRead bool
	// trigs are the state triggers watching it (automations' and waits').
	trigs []*config.Trigger
	// pulse: only state triggers watch it, and which of them a change
	// fires depends on the new state alone: it keeps no state, and each
	// of its changes is an event (pulse.go).
	pulse   bool
	watched bool // a state or numeric_state trigger watches it
	written bool // an action sets it
	// factor: only conditions read it, nothing sets it but the
	// environment: an environmental input (ta.Factor) read when a
	// condition is evaluated, not part of the state.
	factor bool
	// Timer entities: the IR timer of its known durations, the event of
	// its unknown ones, and what its timer.finished event runs.
	irTimer  string
	finEvent string
	finSubs  []func() []ta.Stmt
	finSites []*ta.If
	// unread: a timer entity that nothing reads (no condition, template
	// or trigger, not its timer.finished event, not the invariants): it
	// keeps no state and no timer, and its services are outputs.
	unread bool
	uses   []*trigUse
	pos    ta.Pos
	// declared: the configuration declares the helper's domain (options,
	// or min and max: the numeric classes lo..hi).
	declared bool
	lo, hi   int64
	// forGroup: the one clock of its for: triggers (groupForTimers).
	forGroup *forGroup
	// inGroups are the declared groups it is a member of (groups.go);
	// groupNoted: a group the model does not derive (noted).
	inGroups   []*entity
	groupNoted bool
	// timeOf: its state is the time (sun.sun, a declared schedule), not
	// a variable.
	timeOf bool
	// feeds are the template binary sensors whose templates read it;
	// tplInit a derived one's state at the start (groups.go).
	feeds   []*entity
	tplInit string
	// helper: what helper services do to it (helpersteps.go).
	helper *helperInfo
	// tplTrigs are the template triggers that read it (ttrigger.go).
	tplTrigs []*tplTrig
}

func (e *entity) addValue(v string) {
	if !e.valueSet[v] {
		e.valueSet[v] = true
		e.values = append(e.values, v)
	}
}

func (e *entity) addConst(x float64) {
	for _, c := range e.consts {
		if c == x {
			return
		}
	}
	e.consts = append(e.consts, x)
}

// class returns the index of x's class: 2j+1 when x is the j-th constant,
// 2j between constants j-1 and j.
func (e *entity) class(x float64) int64 {
	var k int64
	for j, c := range e.consts {
		switch {
		case x > c:
			k = int64(2*j + 2)
		case x == c:
			return int64(2*j + 1)
		}
	}
	return k
}

// className is class k in words (ta.Number.ClassText).
func (e *entity) className(k int64) string { return e.number().ClassText(k) }

// number is what the entity's classes mean, for the IR (ta.Number): its
// constants, sorted, as decimals.
func (e *entity) number() *ta.Number {
	n := &ta.Number{Consts: []string{}}
	for _, c := range e.consts {
		n.Consts = append(n.Consts, config.FormatNum(c))
	}
	return n
}

// trigUse is a state or numeric_state trigger (of an automation or a
// wait) subscribed to an entity's changes.
type trigUse struct {
	t     *config.Trigger
	timer string           // the for: timer, if any
	fire  func() []ta.Stmt // what happens when it fires
	guard func() ta.Expr   // waits: the stage in which the trigger counts
	// grouped: its for: timer is its entity's group timer (forGroup).
	grouped bool
	// fireAt, when set, is what a change to value v fires instead of
	// fire: the rule of a trigger record (ttrig.go).
	fireAt func(v int64) []ta.Stmt
}

// autoCtx is one automation being lowered (one run slot of it, for
// mode: parallel).
type autoCtx struct {
	a      *config.Automation
	name   string
	slot   int
	stage  string   // the run's stage variable
	stages []string // its values: idle, start, then the wait points
	timers []string // timers of the run (cancelled on restart)
	// counters are the run's repeat counters, 0 whenever the run is not
	// inside their repeat: a run that ends or restarts in a repeat's body
	// puts them back, so that no state keeps a dead count.
	counters []string
	// waitVars are the run's wait outcomes (twait.go), put back with
	// the counters.
	waitVars []string
	trig     string   // the trigger variable ("" when the actions never read it)
	trigs    []string // its values
	queue    string   // mode queued: the number of waiting runs
	body     string   // the rule that runs the actions
	// done, when set, is how the run's step list ends instead of finish:
	// the branches of a parallel step end their branch.
	done func() []ta.Stmt
	// parent is the run a parallel branch belongs to; children are the
	// branches of the parallel steps of a run (of its root run).
	parent   *autoCtx
	children []*autoCtx
	// wait is what the steps being lowered read of the template
	// variable `wait` (twait.go): nil before any wait step.
	wait *waitVar
}

// rootCtx is the run a branch belongs to (c itself for a run).
func (c *autoCtx) rootCtx() *autoCtx {
	for c.parent != nil {
		c = c.parent
	}
	return c
}

type lowerer struct {
	f *config.File
	// scriptIDs are the ids of the file's scripts (isScript).
	scriptIDs map[string]bool
	// waitForTimers are the for: timers of the wait being lowered's
	// triggers (wait takes them).
	waitForTimers []string
	// trigOwners: the automation of each trigger (triggerOwner).
	trigOwners map[*config.Trigger]*config.Automation
	opt        Options
	prog       *ta.Program
	errs       ta.ErrorList
	ents       map[string]*entity
	order      []*entity
	// sameTexts are the factors sameText declared.
	sameTexts map[string]bool
	// patCalls are the calls whose target a template makes of the text
	// of a state no automation names (collectPatternCalls).
	patCalls []patCall
	names    map[string]bool
	// ruleNames are the trigger rules declared under their unique name.
	ruleNames map[string]bool
	sets      []setSite
	// scripts maps a script's entity id to the rule that calls it.
	scripts map[string]string
	// manual are the runs automation.trigger starts, by automation.
	manual map[*config.Automation]*manualRuns
	// scriptCtx is the first run slot of each script, by entity id;
	// scriptWaiters the rules that resume the runs waiting for a script
	// called directly; scriptEnds the places where a script's run ends,
	// which run them (filled in by fixups once everything is lowered).
	scriptCtx     map[string]*autoCtx
	scriptWaiters map[string][]string
	scriptEnds    map[string][]*ta.If
	fixups        []func()
	// autoCtxs are the run slots of each automation; autoWaiters the
	// rules that resume the runs waiting in automation.trigger for an
	// automation's run to end, and autoEnds the places where its runs end
	// (automation.trigger is a call that waits, as script.NAME is).
	autoCtxs    map[*config.Automation][]*autoCtx
	autoWaiters map[*config.Automation][]*autoWaiter
	autoEnds    map[*config.Automation][]autoEnd
	// fixups2 run once the automation.trigger calls are all known
	// (fillScriptEnds): what stopping a caller stops.
	fixups2 []func()
	// choices are the positions of the over-approximated parts of the
	// condition being lowered (see condChoices).
	choices []ta.Pos
	// groups are the declared groups whose state follows their members;
	// derivedTpl the template binary sensors that follow their templates
	// (tplCands those that may).
	groups     map[*entity]*derivedGroup
	derivedTpl map[*entity]*tplTrig
	// derivedVal the template sensors that follow their templates.
	derivedVal map[*entity]*tplVal
	tplCands   []*entity
	// collectWatch: the templates being collected re-render on each
	// change of what they read, which therefore keeps its state.
	collectWatch bool
	// listeners are the event triggers event steps fire (events.go).
	listeners []eventListener
	// tpl is the templates' state (ttrig.go).
	tpl tplState
	// ys are the runs' yield points (yields.go); nil: no run yields.
	ys *yieldState
	// jobs say which trigger jobs wait for which runs (jobs.go); nil:
	// none waits.
	jobs *jobOrder
	// trigRules are the trigger jobs' rules, by name (jobRule).
	trigRules map[string]bool

	// stateTriggered indexes the automations by the entities their
	// state triggers watch (callSplits), made on first use.
	stateTriggered map[string][]*config.Automation
}

// setSite is an inlined change of an entity to a value, whose dispatch to
// the triggers is filled in once every trigger is known.
type setSite struct {
	e    *entity
	v    int64
	node *ta.If
}

// Options are what a lowering is given besides the configuration.
type Options struct {
	// Keep are entities whose state the program must keep even when
	// only state triggers watch it: those the invariants, the start
	// state or the environment file name.
	Keep map[string]bool
	// Consts are numbers the invariants compare entities with, by entity
	// (decimals, as written): an entity compared as a number gets them as
	// constants too, so that its classes tell apart what the invariants
	// ask (explore/spec compares numbers only at constants).
	Consts map[string][]string
	// Plain is the lowering without its reductions (pulse entities,
	// shared since clocks, time patterns in their windows), which they
	// are tested against. Its runs yield wherever Home Assistant's script
	// engine does (yields.go).
	Plain bool
	// NoYields: no run yields (runs go on between their waits in one
	// piece, the lowering before yield points; for comparisons).
	NoYields bool
	// AllGates keeps the gate of every trigger job, also of those that
	// run first in their stimulus and so never wait (jobs.go,
	// ungateFirstJobs), which that reduction is tested against.
	AllGates bool
	// SchedulerByLater writes each yield group's scheduler as it was
	// before it noted the last waiting run in a variable: each run's
	// condition names every later run of the group, which grows with the
	// square of the group's size. Only tests use it, to compare the two.
	SchedulerByLater bool
	// JobsPairwise writes every trigger job's gate as it was before the
	// jobs that wait for each other counted their runs and jobs
	// (jobcounts.go): each gate names every run and job it waits for,
	// and each change of a run's stage or a job's flag wakes every job
	// that watches it, which grows with the square of the number of
	// automations that wait for each other. Only tests use it, to compare
	// the two.
	JobsPairwise bool
}

// Lower turns a parsed automations file into the IR.
func Lower(f *config.File, file string) (*ta.Program, error) { return LowerWith(f, file, Options{}) }

// LowerWith is Lower with options.
//
// Runs yield where Home Assistant's script engine does (yields.go): with
// opt.Plain every automation's runs; otherwise a first lowering in which
// every run yields finds the automations whose runs may not commute with
// another's (yieldConflicts), and the lowering is done again with only
// those yielding.
func LowerWith(f *config.File, file string, opt Options) (*ta.Program, error) {
	switch {
	case opt.NoYields:
		return progOf(lowerPass(f, file, opt, nil, nil))
	case opt.Plain:
		return progOf(lowerPass(f, file, opt, newYieldState(true), newJobOrder(true, nil)))
	}
	notes := len(f.Notes)
	discover := newYieldState(true)
	discover.discovery = true
	first, owners, err := lowerPass(f, file, opt, discover, nil)
	f.Notes = f.Notes[:notes]
	if err != nil {
		return nil, err
	}
	on, group, rel := yieldConflicts(first, owners)
	jobs := newJobOrder(false, rel)
	if len(on) == 0 {
		return progOf(lowerPass(f, file, opt, nil, jobs))
	}
	ys := newYieldState(false)
	ys.on, ys.group = on, group
	return progOf(lowerPass(f, file, opt, ys, jobs))
}

func progOf(l *lowerer, _ map[*ta.Rule]*config.Automation, err error) (*ta.Program, error) {
	if err != nil {
		return nil, err
	}
	return l.prog, nil
}

// newYieldState is the record of yield points of a lowering in which
// every automation yields (all), or those of on.
func newYieldState(all bool) *yieldState {
	return &yieldState{all: all, groups: map[int]*yieldGroup{}, runs: map[*autoCtx]*yieldRun{}, internal: map[string]bool{}, busy: map[*autoCtx][]string{}}
}

// lowerPass is one lowering, its runs yielding as ys says (nil: none) and
// its trigger jobs waiting for runs as jobs says (nil: none waits); it
// returns the lowerer and the automation each rule belongs to.
func lowerPass(f *config.File, file string, opt Options, ys *yieldState, jobs *jobOrder) (*lowerer, map[*ta.Rule]*config.Automation, error) {
	l := &lowerer{f: f, opt: opt, prog: &ta.Program{File: file, Pos: ta.Pos{File: file, Line: 1, Col: 1}},
		ents: map[string]*entity{}, names: map[string]bool{}, ruleNames: map[string]bool{}, ys: ys, jobs: jobs}
	owners := map[*ta.Rule]*config.Automation{}
	for _, a := range f.Automations {
		l.collectAuto(a)
	}
	l.collectGroups()
	l.collectPatternCalls()
	l.declareEntities()
	l.scripts = map[string]string{}
	l.scriptCtx, l.scriptWaiters, l.scriptEnds = map[string]*autoCtx{}, map[string][]string{}, map[string][]*ta.If{}
	l.autoCtxs, l.autoWaiters, l.autoEnds = map[*config.Automation][]*autoCtx{}, map[*config.Automation][]*autoWaiter{}, map[*config.Automation][]autoEnd{}
	for _, a := range f.Automations {
		if a.Script && len(a.Triggers) == 1 {
			l.scripts[a.ID] = l.unique(a.Alias + " <- called")
		}
	}
	l.collectManual()
	for _, a := range f.Automations {
		if a.Skipped != "" || len(a.Triggers) == 0 {
			continue
		}
		n := len(l.prog.Rules)
		l.lowerAuto(a)
		for _, r := range l.prog.Rules[n:] {
			owners[r] = a
		}
	}
	for _, f := range l.fixups {
		f()
	}
	l.finishYields()
	if l.ys != nil {
		l.finishResumes()
	}
	l.fillScriptEnds()
	l.deriveTemplates()
	l.environment()
	l.timerEntities()
	l.groupForTimers()
	l.fillSets()
	l.orderResets()
	l.mergeSince()
	l.finishJobs()
	l.schedulers()
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, nil, l.errs
	}
	for _, r := range l.prog.Rules {
		placeStmts(r.Body, r.Pos)
	}
	return l, owners, nil
}

// placeStmts gives the statements the lowering made up (a run's stage
// test, its bookkeeping) the position of what they stand for, the
// automation or step of their rule, so that coverage names a line of the
// file rather than the IR.
func placeStmts(body []ta.Stmt, pos ta.Pos) {
	for _, s := range body {
		b := s.Base()
		if b.Pos.Line == 0 {
			b.Pos = pos
		}
		if i, ok := s.(*ta.If); ok {
			placeStmts(i.Then, b.Pos)
			placeStmts(i.Else, b.Pos)
		}
	}
}

func (l *lowerer) unique(name string) string {
	n := name
	for k := 2; l.names[n]; k++ {
		n = fmt.Sprintf("%s #%d", name, k)
	}
	l.names[n] = true
	return n
}

func ident(name string) *ta.Ident { return &ta.Ident{Name: name} }

func eq(name, val string) ta.Expr {
	return &ta.Binary{Op: ta.OpEq, X: ident(name), Y: ident(val), Atom: -1, Tod: -1}
}

func intCmp(name string, op ta.Op, v int64) ta.Expr {
	return &ta.Binary{Op: op, X: ident(name), Y: &ta.IntLit{Value: v}, Atom: -1, Tod: -1}
}

func and(a, b ta.Expr) ta.Expr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return &ta.Binary{Op: ta.OpAnd, X: a, Y: b, Atom: -1, Tod: -1}
}

func or(a, b ta.Expr) ta.Expr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return &ta.Binary{Op: ta.OpOr, X: a, Y: b, Atom: -1, Tod: -1}
}

func not(a ta.Expr) ta.Expr { return &ta.Unary{Op: ta.OpNot, X: a} }

func boolLit(b bool) ta.Expr { return &ta.BoolLit{Value: b} }

// either is an environment choice: true or false, chosen anew each time.
func either() ta.Expr {
	return &ta.Binary{Op: ta.OpEq, X: &ta.Random{Lo: 0, Hi: 1}, Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1}
}

func isOneOf(e *entity, vals []string) ta.Expr {
	var x ta.Expr
	for i, v := range e.values {
		if !contains(vals, v) {
			continue
		}
		if e.factor {
			x = or(x, intCmp(e.id, ta.OpEq, int64(i)))
		} else {
			x = or(x, eq(e.id, v))
		}
	}
	if x == nil {
		return boolLit(false)
	}
	return x
}
