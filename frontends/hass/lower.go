package hass

import (
	"fmt"
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"sort"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// baseValues are the states a domain's entities always have; states used
// by the automations are added to them. Domains not listed get the states
// used plus "other" (any state the automations never name).
var baseValues = map[string][]string{
	"binary_sensor": {"off", "on"}, "light": {"off", "on"}, "switch": {"off", "on"},
	"fan": {"off", "on"}, "input_boolean": {"off", "on"}, "siren": {"off", "on"},
	"remote": {"off", "on"}, "automation": {"on", "off"}, "script": {"off", "on"},
	"humidifier": {"off", "on"}, "group": {"off", "on"},
	"lock": {"unlocked", "locked"}, "cover": {"closed", "open"},
	"person": {"not_home", "home"}, "device_tracker": {"not_home", "home"},
	"sun":   {"below_horizon", "above_horizon"},
	"timer": {"idle", "active"},
}

// envDomains are the domains whose states the environment does not
// change: the sun follows the calendar, automations and scripts are
// switched only by the automations.
var notEnv = map[string]bool{"timer": true, "sun": true, "automation": true, "script": true, "scene": true, "zone": true}

type entity struct {
	id       string
	domain   string
	values   []string
	valueSet map[string]bool
	numeric  bool
	consts   []float64
	since    bool // a state condition with for: reads how long it has been in its state
	read     bool // a trigger, condition or template reads its state
	watched  bool // a state or numeric_state trigger watches it
	written  bool // an action sets it
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
	uses     []*trigUse
	pos      ta.Pos
	// declared: the configuration declares the helper's domain (options,
	// or min and max: the numeric classes lo..hi).
	declared bool
	lo, hi   int64
	// forGroup: the one clock of its for: triggers (groupForTimers).
	forGroup *forGroup
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

func (e *entity) className(k int64) string {
	n := int64(len(e.consts))
	switch {
	case k%2 == 1:
		return config.FormatNum(e.consts[k/2])
	case n == 0:
		return "any"
	case k == 0:
		return "below " + config.FormatNum(e.consts[0])
	case k == 2*n:
		return "above " + config.FormatNum(e.consts[n-1])
	}
	return config.FormatNum(e.consts[k/2-1]) + ".." + config.FormatNum(e.consts[k/2])
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
	trig   string   // the trigger variable ("" when the actions never read it)
	trigs  []string // its values
	queue  string   // mode queued: the number of waiting runs
	body   string   // the rule that runs the actions
	// done, when set, is how the run's step list ends instead of finish:
	// the branches of a parallel step end their branch.
	done func() []ta.Stmt
	// parent is the run a parallel branch belongs to; children are the
	// branches of the parallel steps of a run (of its root run).
	parent   *autoCtx
	children []*autoCtx
}

// rootCtx is the run a branch belongs to (c itself for a run).
func (c *autoCtx) rootCtx() *autoCtx {
	for c.parent != nil {
		c = c.parent
	}
	return c
}

type lowerer struct {
	f     *config.File
	prog  *ta.Program
	errs  ta.ErrorList
	ents  map[string]*entity
	order []*entity
	names map[string]bool
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
	// choices are the positions of the over-approximated parts of the
	// condition being lowered (see condChoices).
	choices []ta.Pos
}

// setSite is an inlined change of an entity to a value, whose dispatch to
// the triggers is filled in once every trigger is known.
type setSite struct {
	e    *entity
	v    int64
	node *ta.If
}

// Lower turns a parsed automations file into the IR.
func Lower(f *config.File, file string) (*ta.Program, error) {
	l := &lowerer{f: f, prog: &ta.Program{File: file, Pos: ta.Pos{File: file, Line: 1, Col: 1}},
		ents: map[string]*entity{}, names: map[string]bool{}, ruleNames: map[string]bool{}}
	for _, a := range f.Automations {
		l.collectAuto(a)
	}
	l.declareEntities()
	l.scripts = map[string]string{}
	l.scriptCtx, l.scriptWaiters, l.scriptEnds = map[string]*autoCtx{}, map[string][]string{}, map[string][]*ta.If{}
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
		l.lowerAuto(a)
	}
	for _, f := range l.fixups {
		f()
	}
	l.fillScriptEnds()
	l.environment()
	l.timerEntities()
	l.groupForTimers()
	l.fillSets()
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, l.errs
	}
	for _, r := range l.prog.Rules {
		placeStmts(r.Body, r.Pos)
	}
	return l.prog, nil
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

// ---- pass 1: entities and the states used

func (l *lowerer) entity(id string, pos ta.Pos) *entity {
	if e := l.ents[id]; e != nil {
		return e
	}
	e := &entity{id: id, domain: config.DomainOf(id), valueSet: map[string]bool{}, pos: pos}
	for _, v := range baseValues[e.domain] {
		e.addValue(v)
	}
	l.ents[id] = e
	l.order = append(l.order, e)
	return e
}

func (l *lowerer) collectAuto(a *config.Automation) {
	if a.Skipped != "" {
		return
	}
	for _, t := range a.Triggers {
		l.collectTrigger(t)
	}
	for _, c := range a.Conditions {
		l.collectCond(c)
	}
	l.collectActions(a.Actions)
}

func (l *lowerer) collectTrigger(t *config.Trigger) {
	switch t.Platform {
	case "state":
		if t.Attr != "" {
			return
		}
		for _, id := range t.Entities {
			e := l.entity(id, t.Pos)
			e.read, e.watched = true, true
			for _, list := range [][]string{t.From, t.To, t.NotFrom, t.NotTo} {
				for _, v := range list {
					e.addValue(v)
				}
			}
		}
	case "numeric_state":
		if t.Attr != "" {
			return
		}
		for _, id := range t.Entities {
			e := l.entity(id, t.Pos)
			e.read, e.watched = true, true
			e.numeric = true
			if t.Above != nil {
				e.addConst(*t.Above)
			}
			if t.Below != nil {
				e.addConst(*t.Below)
			}
		}
	case "template":
		l.collectTemplate(t.Template)
	case "time":
		for _, id := range t.AtEntities {
			e := l.entity(id, t.Pos)
			e.read, e.watched = true, true
		}
	}
	if t.Timer != "" {
		l.entity(t.Timer, t.Pos).read = true
	}
}

func (l *lowerer) collectCond(c *config.Cond) {
	switch c.Kind {
	case config.CState:
		for _, id := range c.Entities {
			e := l.entity(id, c.Pos)
			e.read = true
			for _, v := range c.States {
				e.addValue(v)
			}
			if c.For > 0 {
				e.since = true
			}
		}
	case config.CNumeric:
		for _, id := range c.Entities {
			e := l.entity(id, c.Pos)
			e.read = true
			e.numeric = true
			if c.Above != nil {
				e.addConst(*c.Above)
			}
			if c.Below != nil {
				e.addConst(*c.Below)
			}
		}
	case config.CAnd, config.COr, config.CNot:
		for _, s := range c.Subs {
			l.collectCond(s)
		}
	case config.CTemplate:
		l.collectTemplate(c.Template)
	}
}

func (l *lowerer) collectActions(acts []*config.Action) {
	for _, a := range acts {
		switch a.Kind {
		case config.AService:
			dom, svc, _ := strings.Cut(a.Service, ".")
			for _, id := range a.Entities {
				if l.isScript(id) {
					continue
				}
				if dom == "scene" && svc == "turn_on" {
					if sc, ok := l.sceneStates(id); ok {
						for k, eid := range sc.Entities {
							e := l.entity(eid, a.Pos)
							e.written = true
							e.addValue(sc.States[k])
						}
					}
					continue
				}
				if dom == "climate" && a.Temp != nil && (svc == "set_temperature") {
					e := l.entity(config.SetPoint(id), a.Pos)
					e.written, e.numeric = true, true
					e.addConst(*a.Temp)
				}
				if v, ok := serviceValue(dom, svc, config.DomainOf(id), a); ok && v != "" {
					if v == "toggle" || v == climateOn {
						// Not a state: what the call does to the
						// entity's states (a light toggled had a
						// state "toggle" the environment could set).
						v = ""
					}
					e := l.entity(id, a.Pos)
					e.written = true
					if a.Value != nil && config.DomainOf(id) == "input_number" {
						e.numeric = true
						e.addConst(*a.Value)
						continue
					}
					if v != "" {
						e.addValue(v)
					}
					if e.domain == "timer" && svc == "start" && l.timerDuration(e, a) >= 0 {
						e.irTimer = e.id + " (timer)"
					}
				}
			}
		case config.AWaitTrigger:
			for _, t := range a.Triggers {
				l.collectTrigger(t)
			}
		case config.AWaitTemplate:
			l.collectTemplate(a.Template)
		}
		for _, c := range a.Conds {
			l.collectCond(c)
		}
		for _, b := range a.Branches {
			l.collectActions(b)
		}
		l.collectActions(a.Else)
		l.collectActions(a.Body)
	}
}

// climateOn is what climate.turn_on does (serviceValue): a climate
// entity that is off takes the hvac mode its integration restores, one
// the model does not know (see service).
const climateOn = "turn on"

// serviceValue says what a service call does to an entity of domain ed:
// the state it sets ("toggle" for toggles, "" for a numeric value), and
// whether it changes the entity at all.
func serviceValue(dom, svc, ed string, a *config.Action) (string, bool) {
	switch {
	case dom == "homeassistant" || dom == ed:
	default:
		return "", false
	}
	switch ed {
	case "light", "switch", "fan", "input_boolean", "siren", "humidifier", "remote", "automation", "group":
		switch svc {
		case "turn_on":
			return "on", true
		case "turn_off":
			return "off", true
		case "toggle":
			return "toggle", true
		}
		if ed == "automation" && svc == "trigger" {
			return "", false
		}
	case "lock":
		switch svc {
		case "lock":
			return "locked", true
		case "unlock", "open":
			return "unlocked", true
		}
	case "cover":
		switch svc {
		case "open_cover", "turn_on":
			return "open", true
		case "close_cover", "turn_off":
			return "closed", true
		case "toggle":
			return "toggle", true
		}
	case "input_select", "select":
		if (svc == "select_option") && a.Option != "" && !config.IsTemplate(a.Option) {
			return a.Option, true
		}
	case "input_number", "number":
		if svc == "set_value" && a.Value != nil {
			return "=", true
		}
	case "timer":
		switch svc {
		case "start":
			return "active", true
		case "cancel", "finish":
			return "idle", true
		}
	case "input_datetime":
		if svc == "set_datetime" && a.Time != "" {
			return a.Time, true
		}
	case "climate":
		switch {
		case svc == "turn_off":
			return "off", true
		case svc == "turn_on":
			return climateOn, true
		case (svc == "set_hvac_mode" || svc == "set_temperature") && a.HVAC != "":
			return a.HVAC, true
		}
	}
	return "", false
}

// ---- declarations

func (l *lowerer) declareEntities() {
	l.collectInputs()
	for _, e := range l.order {
		l.names[e.id] = true
		if e.numeric {
			sort.Float64s(e.consts)
		}
		e.lo, e.hi = 0, int64(2*len(e.consts))
		l.applyInput(e)
		if e.read && !e.watched && !e.written && !e.since && e.irTimer == "" && !notEnv[e.domain] && !l.f.Fixed[e.id] {
			e.factor = true
			lo, n := e.lo, e.hi
			if !e.numeric {
				if _, ok := baseValues[e.domain]; !ok && !e.declared {
					e.addValue("other")
				}
				lo, n = 0, int64(len(e.values)-1)
			}
			l.prog.Factors = append(l.prog.Factors, &ta.Factor{Name: e.id, Lo: lo, Hi: n, Pos: e.pos})
			continue
		}
		v := &ta.Var{Name: e.id, Device: true, Pos: e.pos}
		if e.numeric {
			v.Type = ta.Type{Kind: ta.Int, Lo: e.lo, Hi: e.hi}
		} else {
			if _, ok := baseValues[e.domain]; !ok && !e.declared {
				e.addValue("other")
			}
			if len(e.values) == 1 {
				e.addValue("other")
			}
			v.Type = ta.Type{Kind: ta.Enum, Values: e.values}
		}
		v.Init = l.initOf(e)
		l.prog.Vars = append(l.prog.Vars, v)
		if e.irTimer != "" {
			e.irTimer = l.unique(e.irTimer)
			l.prog.Timers = append(l.prog.Timers, &ta.Timer{Name: e.irTimer, Pos: e.pos})
		}
		if e.since {
			l.prog.Clocks = append(l.prog.Clocks, &ta.Clock{Name: e.id + " since", Pos: e.pos})
			l.names[e.id+" since"] = true
		}
	}
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

// ---- setting an entity

// set changes entity e to value index v (a state's index, or a numeric
// class), dispatching to the triggers that watch e. The dispatch is filled
// in by fillSets once every trigger is known.
func (l *lowerer) set(e *entity, v int64) []ta.Stmt {
	var cond ta.Expr
	if e.numeric {
		cond = intCmp(e.id, ta.OpNe, v)
	} else {
		cond = &ta.Binary{Op: ta.OpNe, X: ident(e.id), Y: ident(e.values[v]), Atom: -1, Tod: -1}
	}
	node := &ta.If{Cond: cond}
	l.sets = append(l.sets, setSite{e: e, v: v, node: node})
	return []ta.Stmt{node}
}

func (l *lowerer) fillSets() {
	for _, s := range l.sets {
		e := s.e
		var body []ta.Stmt
		for _, u := range e.uses {
			if u.grouped {
				continue
			}
			body = append(body, l.dispatch(e, s.v, u)...)
		}
		if e.forGroup != nil {
			body = append(body, l.groupDispatch(e, s.v)...)
		}
		var val ta.Expr
		if e.numeric {
			val = &ta.IntLit{Value: s.v}
		} else {
			val = ident(e.values[s.v])
		}
		body = append(body, &ta.Assign{Var: e.id, Value: val})
		if e.since {
			body = append(body, &ta.Reset{Clock: e.id + " since"})
		}
		s.node.Then = body
	}
}

// dispatch is what a change of e to v does for one trigger: fire it, start
// its for: timer, or cancel the timer when the new state does not match.
func (l *lowerer) dispatch(e *entity, v int64, u *trigUse) []ta.Stmt {
	t := u.t
	var toOK bool
	var fromOK ta.Expr
	switch {
	case t.Platform == "numeric_state":
		toOK = numMatch(e, t.Above, t.Below, v)
		fromOK = not(numExpr(e, t.Above, t.Below))
	case e.numeric:
		// A state trigger on an entity read as a number elsewhere: any
		// change of its class may be the state named (over-approximated).
		toOK = true
		if len(t.To) > 0 || t.From != nil {
			l.note(t.Pos, "state trigger on %s, which is compared as a number elsewhere: any change of its value class fires it", e.id)
		}
	default:
		val := e.values[v]
		toOK = t.To == nil || contains(t.To, val)
		if contains(t.NotTo, val) {
			toOK = false
		}
		if t.From != nil {
			fromOK = isOneOf(e, t.From)
		}
		if len(t.NotFrom) > 0 {
			fromOK = and(fromOK, not(isOneOf(e, t.NotFrom)))
		}
	}
	var out []ta.Stmt
	if !toOK {
		if u.timer != "" {
			out = append(out, &ta.Cancel{Timer: u.timer})
		}
		return out
	}
	var then []ta.Stmt
	if u.timer != "" {
		then = []ta.Stmt{&ta.Start{Timer: u.timer, Lo: t.For, Hi: t.For}}
	} else {
		then = u.fire()
	}
	g := fromOK
	if u.guard != nil {
		g = and(u.guard(), g)
	}
	if g == nil {
		return then
	}
	return []ta.Stmt{&ta.If{Cond: g, Then: then}}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func numMatch(e *entity, above, below *float64, k int64) bool {
	if above != nil && !(k > e.class(*above)) {
		return false
	}
	if below != nil && !(k < e.class(*below)) {
		return false
	}
	return true
}

func numExpr(e *entity, above, below *float64) ta.Expr {
	var x ta.Expr
	if above != nil {
		x = intCmp(e.id, ta.OpGt, e.class(*above))
	}
	if below != nil {
		x = and(x, intCmp(e.id, ta.OpLt, e.class(*below)))
	}
	if x == nil {
		return boolLit(true)
	}
	return x
}

// ---- the environment

func (l *lowerer) environment() {
	for _, e := range l.order {
		// Entities no trigger, condition or template reads change only by
		// the automations: a manual change of them affects no automation.
		if notEnv[e.domain] || l.f.Fixed[e.id] || !e.read || e.factor {
			continue
		}
		lo, n := 0, len(e.values)
		if e.numeric {
			lo, n = int(e.lo), int(e.hi)+1
		}
		for k := lo; k < n; k++ {
			var name string
			var guard ta.Expr
			if e.numeric {
				name = e.id + " -> " + e.className(int64(k))
				guard = intCmp(e.id, ta.OpNe, int64(k))
			} else {
				name = e.id + " -> " + e.values[k]
				guard = &ta.Binary{Op: ta.OpNe, X: ident(e.id), Y: ident(e.values[k]), Atom: -1, Tod: -1}
			}
			name = l.unique(name)
			l.prog.Events = append(l.prog.Events, &ta.Event{Name: name, Guard: guard, Pos: e.pos})
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(name + " (environment)"),
				Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: e.pos}, Body: l.set(e, int64(k)), Pos: e.pos})
		}
		l.otherChange(e)
	}
}

// otherChange lets the environment change an entity from one state no
// automation names to another (a sensor's reading), which the model
// keeps as the one value "other": the value stays, but a state trigger
// that fires on any change (no to:) fires, as in Home Assistant. Without
// it an entity whose states are all unnamed (a trigger on any change of
// a sensor) could never fire its trigger.
func (l *lowerer) otherChange(e *entity) {
	if e.numeric || !e.valueSet["other"] {
		return
	}
	fires := false
	for _, u := range e.uses {
		if u.t.Platform == "state" && u.t.To == nil && !contains(u.t.NotTo, "other") {
			fires = true
		}
	}
	if !fires {
		return
	}
	k := l.index(e, "other")
	name := l.unique(e.id + " -> another unnamed state")
	node := &ta.If{Cond: boolLit(true)}
	l.sets = append(l.sets, setSite{e: e, v: k, node: node})
	l.prog.Events = append(l.prog.Events, &ta.Event{Name: name, Guard: eq(e.id, "other"), Pos: e.pos})
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(name + " (environment)"),
		Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: e.pos}, Body: []ta.Stmt{node}, Pos: e.pos})
}

// sunEntity lowers sun.sun's states: above the horizon between sunrise and
// sunset.
func sunAbove() ta.Expr {
	return &ta.TimeIn{From: &ta.TimeLit{Base: ta.Sunrise}, To: &ta.TimeLit{Base: ta.Sunset}, Tod: -1}
}

// ---- automations

const (
	stIdle  = "idle"
	stStart = "triggered"
)

func (l *lowerer) lowerAuto(a *config.Automation) {
	slots := 1
	if a.Mode == config.Parallel && hasWait(a.Actions) {
		slots = 2
		if a.Max < slots {
			slots = a.Max
		}
		if a.Max > 2 {
			l.f.Notes = append(l.f.Notes, config.Note{Pos: a.Pos, Kind: config.Over, What: fmt.Sprintf("automation %q: mode parallel with max %d: at most 2 runs at a time are modelled (further triggers are dropped)", a.Alias, a.Max)})
			a.Over = true
		}
	}
	base := a.Alias
	if l.names[base] {
		base = l.unique(base)
	}
	var ctxs []*autoCtx
	readsTrig := actionsReadTrigger(a.Actions)
	for s := 0; s < slots; s++ {
		c := &autoCtx{a: a, name: base, slot: s}
		suffix := ""
		if slots > 1 {
			suffix = fmt.Sprintf(" (run %d)", s+1)
		}
		c.stage = l.unique(base + ": stage" + suffix)
		c.stages = []string{stIdle, stStart}
		c.body = l.unique(base + suffix)
		if readsTrig {
			c.trig = l.unique(base + ": trigger" + suffix)
			for i, t := range a.Triggers {
				c.trigs = append(c.trigs, fmt.Sprintf("%d: %s", i, t.Desc))
			}
			l.manualTriggers(a, c)
		}
		if a.Mode == config.Queued {
			c.queue = l.unique(base + ": queued")
			if readsTrig {
				l.f.Notes = append(l.f.Notes, config.Note{Pos: a.Pos, Kind: config.Over, What: fmt.Sprintf("automation %q: a queued run's trigger is any of the automation's triggers", a.Alias)})
				a.Over = true
			}
		}
		ctxs = append(ctxs, c)
	}
	if a.Script {
		l.scriptCtx[a.ID] = ctxs[0]
	}
	// Body rules first, so that their stages and timers are known.
	for _, c := range ctxs {
		rule := &ta.Rule{Name: c.body, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos}
		l.prog.Rules = append(l.prog.Rules, rule)
		rule.Body = []ta.Stmt{&ta.If{Cond: eq(c.stage, stStart),
			Then: append([]ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(c.addStage("running", a.Pos))}},
				l.seq(c, a.Actions, func() []ta.Stmt { return l.finish(c) })...)}}
	}
	// Declarations of the run's state.
	for _, c := range ctxs {
		// Reports name the run by its automation, not by its stage
		// variable: "Hall motion light: idle -> delay 2m (line 23)".
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: c.stage, Type: ta.Type{Kind: ta.Enum, Values: c.stages}, Pos: a.Pos,
			Display: &ta.Display{Name: runName(c.stage), Values: c.stages}})
		if c.trig != "" {
			l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: c.trig, Type: ta.Type{Kind: ta.Enum, Values: c.trigs}, Pos: a.Pos})
		}
		if c.queue != "" {
			l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: c.queue, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: int64(a.Max - 1)}, Pos: a.Pos})
		}
		for _, b := range c.children {
			l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: b.stage, Type: ta.Type{Kind: ta.Enum, Values: b.stages}, Pos: a.Pos,
				Display: &ta.Display{Name: runName(b.stage), Values: b.stages}})
		}
	}
	// Triggers.
	for i, t := range a.Triggers {
		l.lowerTrigger(ctxs, i, t)
	}
	l.manualRules(ctxs)
}

// addStage adds a stage value (a wait point or a continuation).
func (c *autoCtx) addStage(what string, pos ta.Pos) string {
	s := what
	if pos.IsValid() && what != "running" {
		s = fmt.Sprintf("%s (line %d)", what, pos.Line)
	}
	base := s
	for k := 2; contains(c.stages, s); k++ {
		s = fmt.Sprintf("%s #%d", base, k)
	}
	c.stages = append(c.stages, s)
	return s
}

func hasWait(acts []*config.Action) bool {
	for _, a := range acts {
		switch a.Kind {
		case config.ADelay, config.AWaitTrigger, config.AWaitTemplate, config.ARepeat:
			return true
		}
		for _, b := range a.Branches {
			if hasWait(b) {
				return true
			}
		}
		if hasWait(a.Else) || hasWait(a.Body) {
			return true
		}
	}
	return false
}

// hasFlow reports whether a step list can end the run or wait (so that the
// steps after it cannot simply follow it).
func hasFlow(acts []*config.Action) bool {
	for _, a := range acts {
		switch a.Kind {
		case config.ACondition, config.AStop:
			return true
		}
		if hasWait([]*config.Action{a}) {
			return true
		}
		for _, b := range a.Branches {
			if hasFlow(b) {
				return true
			}
		}
		if hasFlow(a.Else) || hasFlow(a.Body) {
			return true
		}
	}
	return false
}

func actionsReadTrigger(acts []*config.Action) bool {
	for _, a := range acts {
		for _, c := range a.Conds {
			if condReadsTrigger(c) {
				return true
			}
		}
		for _, b := range a.Branches {
			if actionsReadTrigger(b) {
				return true
			}
		}
		if actionsReadTrigger(a.Else) || actionsReadTrigger(a.Body) {
			return true
		}
	}
	return false
}

func condReadsTrigger(c *config.Cond) bool {
	if c.Kind == config.CTrigger {
		return true
	}
	for _, s := range c.Subs {
		if condReadsTrigger(s) {
			return true
		}
	}
	return false
}

// finish ends a run: the next queued run starts, or the automation is idle.
func (l *lowerer) finish(c *autoCtx) []ta.Stmt {
	if c.done != nil {
		return c.done()
	}
	idle := l.idle(c)
	if c.a.Script {
		// The callers waiting for the script go on.
		node := &ta.If{Cond: boolLit(true)}
		l.scriptEnds[c.a.ID] = append(l.scriptEnds[c.a.ID], node)
		idle = append(idle, node)
	}
	if c.queue == "" {
		return idle
	}
	next := []ta.Stmt{
		&ta.Assign{Var: c.queue, Value: &ta.Binary{Op: ta.OpSub, X: ident(c.queue), Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1}},
	}
	if c.trig != "" {
		next = append(next, &ta.Assign{Var: c.trig, Value: &ta.ListIndex{Elems: trigIdents(c), Index: &ta.Random{Lo: 0, Hi: int64(len(c.trigs) - 1)}}})
	}
	next = append(next, &ta.Assign{Var: c.stage, Value: ident(stStart)}, &ta.Run{Rule: c.body})
	return []ta.Stmt{&ta.If{Cond: intCmp(c.queue, ta.OpGt, 0), Then: next, Else: idle}}
}

// idle ends a run with nothing queued. The trigger variable goes back to
// its first value: once the run is over nothing reads it, and keeping the
// last trigger would multiply the states by the number of triggers of
// every automation without distinguishing any behaviour.
func (l *lowerer) idle(c *autoCtx) []ta.Stmt {
	out := []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(stIdle)}}
	if c.trig != "" {
		out = append(out, &ta.Assign{Var: c.trig, Value: ident(c.trigs[0])})
	}
	return out
}

func trigIdents(c *autoCtx) []ta.Expr {
	var out []ta.Expr
	for _, t := range c.trigs {
		out = append(out, ident(t))
	}
	return out
}

// start begins a run in slot c for trigger i.
func (l *lowerer) start(c *autoCtx, i int) []ta.Stmt {
	var out []ta.Stmt
	if c.trig != "" {
		out = append(out, &ta.Assign{Var: c.trig, Value: ident(c.trigs[i])})
	}
	return append(out, &ta.Assign{Var: c.stage, Value: ident(stStart)}, &ta.Run{Rule: c.body})
}

// handle is what a trigger does: check the conditions, then start a run as
// the mode says.
func (l *lowerer) handle(ctxs []*autoCtx, i int) []ta.Stmt {
	return l.handleWith(ctxs, i, false, true)
}

// handleWith is handle; manual is a run started by automation.trigger,
// which does not look at whether the automation is on, and checks the
// conditions only when conds says so (skip_condition: false).
func (l *lowerer) handleWith(ctxs []*autoCtx, i int, manual, conds bool) []ta.Stmt {
	a := ctxs[0].a
	var mode []ta.Stmt
	c := ctxs[0]
	dropped := &ta.Emit{Name: a.Alias + ": already running, trigger dropped"}
	switch a.Mode {
	case config.Single:
		mode = []ta.Stmt{&ta.If{Cond: eq(c.stage, stIdle), Then: l.start(c, i), Else: []ta.Stmt{dropped}}}
	case config.Restart:
		for _, t := range c.timers {
			mode = append(mode, &ta.Cancel{Timer: t})
		}
		for _, b := range c.children {
			mode = append(mode, &ta.Assign{Var: b.stage, Value: ident(stIdle)})
		}
		mode = append(mode, l.start(c, i)...)
	case config.Queued:
		enqueue := []ta.Stmt{&ta.Assign{Var: c.queue, Value: &ta.Binary{Op: ta.OpAdd, X: ident(c.queue), Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1}}}
		full := []ta.Stmt{&ta.Emit{Name: a.Alias + ": queue full, trigger dropped"}}
		mode = []ta.Stmt{&ta.If{Cond: eq(c.stage, stIdle), Then: l.start(c, i),
			Else: []ta.Stmt{&ta.If{Cond: intCmp(c.queue, ta.OpLt, int64(a.Max-1)), Then: enqueue, Else: full}}}}
	case config.Parallel:
		if len(ctxs) == 1 && !hasWait(a.Actions) {
			// Runs without waits take no time: they cannot overlap, and
			// each trigger's run is its actions, run here.
			if c.trig != "" {
				mode = append(mode, &ta.Assign{Var: c.trig, Value: ident(c.trigs[i])})
			}
			mode = append(mode, l.seq(c, a.Actions, func() []ta.Stmt {
				if c.trig != "" {
					return []ta.Stmt{&ta.Assign{Var: c.trig, Value: ident(c.trigs[0])}}
				}
				return nil
			})...)
			break
		}
		var chain []ta.Stmt = []ta.Stmt{&ta.Emit{Name: a.Alias + ": max runs reached, trigger dropped"}}
		for s := len(ctxs) - 1; s >= 0; s-- {
			chain = []ta.Stmt{&ta.If{Cond: eq(ctxs[s].stage, stIdle), Then: l.start(ctxs[s], i), Else: chain}}
		}
		mode = chain
	}
	var cond ta.Expr
	var ch []ta.Pos
	if conds {
		cond, ch = l.condChoices(func() ta.Expr { return l.conds(a.Conditions, ctxs[0], i) })
	}
	// automation.turn_off switches the automation off: its triggers are
	// ignored until automation.turn_on (automations start on).
	if e := l.automationEntity(a); e != nil && !manual {
		cond = and(eq(e.id, "on"), cond)
	}
	if cond == nil {
		return mode
	}
	return []ta.Stmt{l.ifChoice(cond, ch, mode, nil)}
}

// automationEntity is the automation's entity (automation.<id or slug of
// the alias>) when some automation or template names it.
func (l *lowerer) automationEntity(a *config.Automation) *entity {
	for _, name := range []string{a.ID, a.Alias} {
		if name == "" {
			continue
		}
		if e := l.ents["automation."+config.Slug(name)]; e != nil && !e.numeric && e.valueSet["on"] {
			return e
		}
	}
	return nil
}

func (l *lowerer) lowerTrigger(ctxs []*autoCtx, i int, t *config.Trigger) {
	a := ctxs[0].a
	if t.Platform == "call" {
		name := l.scripts[a.ID]
		l.ruleNames[name] = true
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: t.Pos}, Pos: t.Pos,
			Body: l.handle(ctxs, i)})
		return
	}
	name := l.unique(a.Alias + " <- " + t.Desc)
	onCall := func() {
		l.ruleNames[name] = true
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: t.Pos}, Pos: t.Pos,
			Body: l.handle(ctxs, i)})
	}
	fire := func() []ta.Stmt { return []ta.Stmt{&ta.Run{Rule: name}} }
	if a.Disabled {
		// initial_state: false: the automation is off; nothing fires it.
		return
	}
	if len(t.AtEntities) > 0 {
		l.timeAtEntities(ctxs, i, t, name)
		if len(t.At) == 0 && t.Attr == "" {
			return
		}
	}
	l.subscribe(t, name, fire, nil, onCall, func(tr ta.Trigger) {
		rn := name
		if l.ruleNames[rn] {
			rn = l.unique(name)
		}
		l.ruleNames[rn] = true
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: rn, Trigger: tr, Pos: t.Pos, Body: l.handle(ctxs, i)})
	})
}

// subscribe makes trigger t fire: entity triggers through the entities'
// changes (fire is run; onCall declares the called rule), schedules and
// stimuli through rules of their own (rule declares one with the trigger;
// it is called once per rule needed). guard restricts a wait's triggers to
// the wait's stage.
func (l *lowerer) subscribe(t *config.Trigger, name string, fire func() []ta.Stmt, guard func() ta.Expr, onCall func(), rule func(ta.Trigger)) {
	stimulus := func(desc string) {
		// The event takes the trigger's name (already unique); the rule
		// that handles it has the same name, which traces show as
		// "ran NAME" after the event NAME.
		ev := desc
		var g ta.Expr
		if guard != nil {
			g = guard()
		}
		l.prog.Events = append(l.prog.Events, &ta.Event{Name: ev, Guard: g, Pos: t.Pos})
		rule(ta.Trigger{Kind: ta.OnName, Name: ev, Pos: t.Pos})
	}
	switch {
	case (t.Platform == "state" || t.Platform == "numeric_state") && t.Attr == "" && t.For != config.Templated:
		onCall()
		for _, id := range t.Entities {
			e := l.ents[id]
			if id == "sun.sun" && t.Platform == "state" {
				// The sun's state follows sunrise and sunset.
				if t.To == nil || contains(t.To, "above_horizon") {
					rule(ta.Trigger{Kind: ta.OnTime, At: &ta.TimeLit{Base: ta.Sunrise}, Pos: t.Pos})
				}
				if t.To == nil || contains(t.To, "below_horizon") {
					rule(ta.Trigger{Kind: ta.OnTime, At: &ta.TimeLit{Base: ta.Sunset}, Pos: t.Pos})
				}
				continue
			}
			u := &trigUse{t: t, fire: fire, guard: guard}
			if t.For > 0 && guard == nil {
				u.timer = l.unique(name + " (timer)")
				if len(t.Entities) > 1 {
					u.timer = l.unique(name + " (" + id + " timer)")
				}
				l.prog.Timers = append(l.prog.Timers, &ta.Timer{Name: u.timer, Pos: t.Pos})
				l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(u.timer + " fires"),
					Trigger: ta.Trigger{Kind: ta.OnName, Name: u.timer, Pos: t.Pos}, Body: fire(), Pos: t.Pos})
			} else if t.For > 0 {
				l.f.Notes = append(l.f.Notes, config.Note{Pos: t.Pos, Kind: config.Over, What: "for: on a wait_for_trigger's trigger: the wait ends at the change"})
			}
			e.uses = append(e.uses, u)
		}
	case t.Platform == "time" && len(t.At) > 0:
		for k := range t.At {
			rule(ta.Trigger{Kind: ta.OnTime, At: &t.At[k], Pos: t.Pos})
		}
		if t.Attr != "" {
			stimulus(name + ": " + t.Attr)
		}
	case t.Platform == "time_pattern" && t.Every > 0:
		rule(ta.Trigger{Kind: ta.OnEvery, Period: t.Every, Pos: t.Pos})
	case t.Platform == "time_pattern" && len(t.Times) > 0:
		for _, s := range t.Times {
			rule(ta.Trigger{Kind: ta.OnTime, At: &ta.TimeLit{Base: ta.Midnight, Offset: s}, Pos: t.Pos})
		}
	case t.Platform == "sun":
		rule(ta.Trigger{Kind: ta.OnTime, At: t.Sun, Pos: t.Pos})
	case t.Timer != "" && l.ents[t.Timer] != nil:
		onCall()
		e := l.ents[t.Timer]
		f := fire
		if guard != nil {
			f = func() []ta.Stmt { return []ta.Stmt{&ta.If{Cond: guard(), Then: fire()}} }
		}
		e.finSubs = append(e.finSubs, f)
	default:
		stimulus(name)
	}
}

// ---- conditions

// conds is the conjunction of an automation's conditions, for trigger i
// (-1: the trigger is read from the trigger variable).
func (l *lowerer) conds(cs []*config.Cond, c *autoCtx, i int) ta.Expr {
	var x ta.Expr
	for _, cc := range cs {
		x = and(x, l.cond(cc, c, i))
	}
	return x
}

func (l *lowerer) cond(cd *config.Cond, c *autoCtx, i int) ta.Expr {
	switch cd.Kind {
	case config.CTrue:
		return boolLit(true)
	case config.COpaque:
		return l.choice(cd.Pos)
	case config.CState:
		var x ta.Expr
		for _, id := range cd.Entities {
			var y ta.Expr
			if id == "sun.sun" {
				switch {
				case contains(cd.States, "above_horizon"):
					y = sunAbove()
				case contains(cd.States, "below_horizon"):
					y = not(sunAbove())
				default:
					y = boolLit(false)
				}
			} else {
				e := l.ents[id]
				if e.numeric {
					y = l.choice(cd.Pos)
				} else {
					y = isOneOf(e, cd.States)
					if cd.For > 0 {
						y = and(y, &ta.Binary{Op: ta.OpGe, X: ident(e.id + " since"), Y: &ta.DurationLit{Seconds: cd.For}, Atom: -1, Tod: -1})
					}
				}
			}
			if cd.Match == "any" {
				x = or(x, y)
			} else {
				x = and(x, y)
			}
		}
		return x
	case config.CNumeric:
		var x ta.Expr
		for _, id := range cd.Entities {
			x = and(x, numExpr(l.ents[id], cd.Above, cd.Below))
		}
		return x
	case config.CTime:
		var x ta.Expr
		switch {
		case cd.After != nil && cd.Before != nil:
			x = &ta.TimeIn{From: cd.After, To: cd.Before, Days: cd.Days, Tod: -1}
		case cd.After != nil:
			x = &ta.TimeIn{From: cd.After, To: &ta.TimeLit{Base: ta.Midnight, Offset: 0}, Days: cd.Days, Tod: -1}
		case cd.Before != nil:
			x = &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight, Offset: 0}, To: cd.Before, Days: cd.Days, Tod: -1}
		case cd.Days != 0:
			x = &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight}, To: &ta.TimeLit{Base: ta.Midnight}, Days: cd.Days, Tod: -1}
		default:
			x = boolLit(true)
		}
		return x
	case config.CSun:
		// after: from the event to midnight; before: from midnight to the
		// event; both: both must hold (Home Assistant's and), except after
		// sunset and before sunrise, which Home Assistant reads as the
		// night (before sunrise OR after sunset).
		if cd.After != nil && cd.Before != nil && cd.After.Base == ta.Sunset && cd.Before.Base == ta.Sunrise {
			return &ta.TimeIn{From: cd.After, To: cd.Before, Tod: -1}
		}
		var x ta.Expr
		if cd.After != nil {
			x = &ta.TimeIn{From: cd.After, To: &ta.TimeLit{Base: ta.Midnight}, Tod: -1}
		}
		if cd.Before != nil {
			x = and(x, &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight}, To: cd.Before, Tod: -1})
		}
		return x
	case config.CAnd:
		x := l.conds(cd.Subs, c, i)
		if x == nil {
			return boolLit(true)
		}
		return x
	case config.COr:
		var x ta.Expr
		for _, s := range cd.Subs {
			x = or(x, l.cond(s, c, i))
		}
		if x == nil {
			return boolLit(false)
		}
		return x
	case config.CNot:
		var x ta.Expr
		for _, s := range cd.Subs {
			x = or(x, l.cond(s, c, i))
		}
		if x == nil {
			return boolLit(true)
		}
		return not(x)
	case config.CTrigger:
		var x ta.Expr
		for k, t := range c.a.Triggers {
			id := t.ID
			if id == "" {
				id = strconv.Itoa(k)
			}
			if !contains(cd.IDs, id) {
				continue
			}
			switch {
			case i >= 0 && k == i:
				return boolLit(true)
			case i < 0 && c.trig != "":
				x = or(x, eq(c.trig, c.trigs[k]))
			}
		}
		if x == nil {
			return boolLit(false)
		}
		return x
	case config.CTemplate:
		return l.templateCond(cd.Template, c)
	}
	return l.choice(cd.Pos)
}

// choice is an over-approximated part of a condition: either answer. The
// If statement that tests the condition says in the trace that it
// depended on such a choice (ifChoice).
func (l *lowerer) choice(pos ta.Pos) ta.Expr {
	l.choices = append(l.choices, pos)
	return either()
}

// condChoices lowers a condition and returns the positions of its
// over-approximated parts.
func (l *lowerer) condChoices(f func() ta.Expr) (ta.Expr, []ta.Pos) {
	mark := len(l.choices)
	x := f()
	ch := append([]ta.Pos(nil), l.choices[mark:]...)
	l.choices = l.choices[:mark]
	return x, ch
}

// ifChoice is `if x { then } else { els }`; when x has over-approximated
// parts, both branches start with an output saying so, which traces show
// ("over-approximated condition (line 7) true").
func (l *lowerer) ifChoice(x ta.Expr, ch []ta.Pos, then, els []ta.Stmt) *ta.If {
	if len(ch) > 0 {
		var lines []string
		seen := map[int]bool{}
		for _, p := range ch {
			if !seen[p.Line] {
				seen[p.Line] = true
				lines = append(lines, strconv.Itoa(p.Line))
			}
		}
		name := "over-approximated condition (line " + strings.Join(lines, ", ") + ")"
		then = append([]ta.Stmt{&ta.Emit{Name: name + " true"}}, then...)
		els = append([]ta.Stmt{&ta.Emit{Name: name + " false"}}, els...)
	}
	return &ta.If{Cond: x, Then: then, Else: els}
}

// timerFinished is what a timer entity's end does: it becomes idle and its
// timer.finished event runs the triggers that wait for it (filled in by
// timerEntities once they are known).
func (l *lowerer) timerFinished(e *entity) []ta.Stmt {
	node := &ta.If{Cond: boolLit(true)}
	e.finSites = append(e.finSites, node)
	return append(l.set(e, l.index(e, "idle")), node)
}

// timerEntities declares the rules that end timer entities: at the IR
// timer of their known durations, or at an environment event while they
// run for durations configured elsewhere; then fills in what
// timer.finished runs.
func (l *lowerer) timerEntities() {
	for _, e := range l.order {
		if e.domain != "timer" || e.numeric {
			continue
		}
		if e.irTimer != "" {
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(e.irTimer + " finishes"),
				Trigger: ta.Trigger{Kind: ta.OnName, Name: e.irTimer, Pos: e.pos}, Body: l.timerFinished(e), Pos: e.pos})
		}
		if e.finEvent != "" {
			l.prog.Events = append(l.prog.Events, &ta.Event{Name: e.finEvent, Guard: eq(e.id, "active"), Pos: e.pos})
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(e.finEvent + " (rule)"),
				Trigger: ta.Trigger{Kind: ta.OnName, Name: e.finEvent, Pos: e.pos}, Body: l.timerFinished(e), Pos: e.pos})
		}
	}
	for _, e := range l.order {
		for _, node := range e.finSites {
			for _, f := range e.finSubs {
				node.Then = append(node.Then, f()...)
			}
		}
	}
}

// isScript reports whether id names a script of the file.
func (l *lowerer) isScript(id string) bool {
	for _, a := range l.f.Automations {
		if a.Script && a.ID == id {
			return true
		}
	}
	return false
}

// runName is the automation (and parallel run) a stage variable belongs
// to: "A: stage (run 2)" is "A (run 2)".
func runName(stage string) string {
	if i := strings.LastIndex(stage, ": stage"); i >= 0 {
		return stage[:i] + stage[i+len(": stage"):]
	}
	return stage
}
