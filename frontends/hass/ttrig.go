package hass

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// tplState is what the lowering of templates keeps across automations.
type tplState struct {
	// cur is the automation whose templates the collect pass reads.
	cur *config.Automation
	// needs are what each automation's templates read of its trigger.
	needs map[*config.Automation]*trigNeeds
	// recs are the trigger records of each automation (trigRecs).
	recs map[*config.Automation]*trigRecs
	// owner is the automation and index of each automation trigger.
	owner map[*config.Trigger]trigOwner
	// clocks are the automations' last_triggered clocks, by automation,
	// once declared; wantClock those some template reads.
	clocks    map[*config.Automation]string
	wantClock map[*config.Automation]bool
	// orders are the variables that say which of two last_triggered
	// clocks was reset last, by the pair of clocks (lastOrder).
	orders map[[2]string]*lastOrder
	// readsWait are the automations some template of which reads the
	// variable wait (twait.go).
	readsWait map[*config.Automation]bool
}

type trigOwner struct {
	a *config.Automation
	i int
}

// trigNeeds says what the templates of an automation read of its
// trigger: anything (the run must keep which trigger fired), the entity,
// the new state, the old state.
type trigNeeds struct {
	any, entity, to, from bool
	// prev: a template reads from_state.last_changed.
	prev bool
	// payload: what the templates read of an mqtt trigger's payload_json.
	payload *payloadUse
}

func (l *lowerer) tplS() *tplState {
	s := &l.tpl
	if s.needs == nil {
		s.needs = map[*config.Automation]*trigNeeds{}
		s.recs = map[*config.Automation]*trigRecs{}
		s.owner = map[*config.Trigger]trigOwner{}
		s.clocks = map[*config.Automation]string{}
		s.wantClock = map[*config.Automation]bool{}
		s.orders = map[[2]string]*lastOrder{}
		s.readsWait = map[*config.Automation]bool{}
	}
	return s
}

// tplReadsTrigger reports whether a's templates read its trigger, so
// that its runs keep which trigger started them.
func (l *lowerer) tplReadsTrigger(a *config.Automation) bool {
	n := l.tplS().needs[a]
	return n != nil && n.any
}

// ---- environments

// tplCollectEnv is the collect pass's environment: the automation being
// collected, every trigger possible.
func (l *lowerer) tplCollectEnv() *tenv {
	return &tenv{a: l.tplS().cur, i: -1}
}

// tplEnv is the environment of a template of run c (nil: none), with
// trigger value i when it is known (-1 otherwise).
func (l *lowerer) tplEnv(c *autoCtx, i int, tp *template.Template) *tenv {
	env := &tenv{c: c, i: i}
	if c != nil {
		env.a = c.a
	}
	return env
}

// ---- variables

// lookupVar is a variable's value: the template's own (set, for), else
// the last binding of the name in scope, rendered in the scope before it.
func (t *tlower) lookupVar(name string) (sym, bool) {
	if v, ok := t.env.vars[name]; ok {
		return v, true
	}
	scope := t.scope
	for k := len(scope) - 1; k >= 0; k-- {
		if scope[k].Name == name {
			return t.binding(scope, k), true
		}
	}
	return nil, false
}

// binding is the value of scope[k], rendered once per template.
func (t *tlower) binding(scope []*template.Binding, k int) sym {
	b := scope[k]
	if v, ok := t.bound[b]; ok {
		return v
	}
	// A binding that reads itself while it is rendered is undefined
	// there (it is not bound yet).
	t.bound[b] = one(vUndef(b.Name))
	savedEnv, savedScope := t.env, t.scope
	t.env = &tenv{a: savedEnv.a, c: savedEnv.c, i: savedEnv.i}
	t.scope = scope[:k]
	var v sym
	switch {
	case b.Const != nil:
		v = one(constValue(b.Const))
	case b.Tpl == nil || b.Tpl.Body == nil:
		v = t.unknown("variable " + b.Name + " (a template outside the subset)")
	default:
		v = t.renderedValue(b.Tpl)
	}
	t.env, t.scope = savedEnv, savedScope
	if b.Stale && !t.collect && !t.stable(v) {
		v = t.unknown("variable " + b.Name + " was rendered before steps that may have changed what it reads")
	}
	t.bound[b] = v
	return v
}

// renderedValue is a variable's template rendered and parsed as Home
// Assistant parses a rendered result (helpers/template/__init__.py,
// _parse_result): "5" is 5, "True" is True, a list stays a list.
func (t *tlower) renderedValue(tp *template.Template) sym {
	if tp.Expr != nil {
		return t.lift(t.eval(tp.Expr), func(v jv) sym { return one(t.parsed(v)) })
	}
	return t.lift(t.render(tp.Body), func(v jv) sym {
		if v.k == jStr {
			return one(parseResult(v.s))
		}
		return one(t.parsed(v))
	})
}

// parsed is a value rendered and parsed back.
func (t *tlower) parsed(v jv) jv {
	switch v.k {
	case jStr:
		return parseResult(v.s)
	case jNum, jBool, jNone, jErr, jUnknown, jChoice:
		return v
	case jUndef:
		return vStr("")
	case jRange:
		r := v
		r.numStr = false
		return r
	case jList:
		for _, it := range v.items {
			if !it.concrete() {
				return t.unknownv("a list rendered into a variable")
			}
		}
		return v
	}
	u := t.unknownv("a value rendered into a variable (its text)")
	if v.k == jOther {
		// Its text parsed: any text but the named states, or what
		// such a text parses to; a target reads either (tservice.go).
		u.pat = patOf(v, false)
	}
	return u
}

// stable reports whether a value depends on nothing that changes during
// a run: constants, and what the run's trigger was.
func (t *tlower) stable(v sym) bool {
	for _, a := range v {
		for _, r := range a.g {
			if t.dims[r.d].key != "trig" {
				return false
			}
		}
		if a.v.k == jTime || a.v.k == jObj {
			return false
		}
	}
	return true
}

// constValue is a constant variable's value: YAML's scalars, text parsed
// as a rendered result (Home Assistant makes text a template).
func constValue(c *template.Const) jv {
	switch c.Kind {
	case template.CStr:
		return parseResult(c.S)
	case template.CInt:
		return vInt(int64(c.F))
	case template.CFloat:
		return vFloat(c.F)
	case template.CBool:
		return vBool(c.B)
	case template.CNone:
		return vNone()
	case template.CList:
		var items []jv
		for _, it := range c.Items {
			v := constValue(it)
			if v.k == jUnknown {
				return v
			}
			items = append(items, v)
		}
		return vList(items)
	}
	return jv{k: jUnknown, why: "a variable whose value the model does not have"}
}

// ---- the trigger

// trigger is the trigger variable: the trigger that started the run
// (components/automation/__init__.py passes it to the conditions and
// the actions); undefined in a script.
func (t *tlower) trigger() sym {
	a := t.env.a
	if a == nil {
		return one(vUndef("trigger"))
	}
	if a.Script {
		return t.unknown("trigger in a script (its caller's variables)")
	}
	s := t.l.tplS()
	if t.collect {
		n := s.needs[a]
		if n == nil {
			n = &trigNeeds{}
			s.needs[a] = n
		}
		n.any = true
		var out sym
		for k := range a.Triggers {
			out = append(out, t.collectTrigMaps(a, k, n)...)
		}
		return out
	}
	if t.env.i >= 0 {
		return one(t.trigMap(a, t.env.i))
	}
	c := t.env.c
	if c == nil || c.trig == "" {
		return t.unknown("the run's trigger")
	}
	n := len(c.trigs)
	d := t.addDim("trig", n, func(b bitset) ta.Expr {
		var x ta.Expr
		if b.count()*2 > n {
			for k := 0; k < n; k++ {
				if !b.has(k) {
					x = tand(x, &ta.Binary{Op: ta.OpNe, X: ident(c.trig), Y: ident(c.trigs[k]), Atom: -1, Tod: -1})
				}
			}
			return x
		}
		for _, k := range b.members(n) {
			x = tor(x, eq(c.trig, c.trigs[k]))
		}
		return x
	})
	vals := make([]jv, n)
	for k := range vals {
		vals[k] = t.trigMap(a, k)
	}
	return t.split(d, vals)
}

// collectTrigMaps are, in the collect pass, the trigger's possible
// values for trigger k: one per entity, their states the entity's
// (leaves), marking what is read.
func (t *tlower) collectTrigMaps(a *config.Automation, k int, n *trigNeeds) sym {
	tr := a.Triggers[k]
	ents := tr.Entities
	if len(ents) == 0 {
		ents = []string{""}
	}
	var out sym
	for _, id := range ents {
		e := t.l.ents[id]
		m := t.trigFields(a, k, nil)
		m.onGet = func(name string) {
			switch name {
			case "entity_id":
				n.entity = true
			case "to_state":
				n.to = true
			case "payload_json":
				if u := t.payloadUse(); u != nil && !t.payloadRead {
					u.bad = true
				}
			case "from_state":
				n.from = true
				if e != nil {
					// The old state is read when the entity changes:
					// it keeps its state (not a pulse).
					e.condRead = true
				}
			}
		}
		if id != "" && (tr.Platform == "state" || tr.Platform == "numeric_state") {
			m.fields["entity_id"] = vStr(id)
			if e != nil {
				leafv := jv{k: jUnknown, lf: &leaf{e: e, raw: tr.Platform == "state", num: tr.Platform == "numeric_state", a: 1, trig: true}}
				m.fields["to_state"] = vObj(&tobj{kind: oState, id: id, snap: &leafv})
				onPrev := func() {
					n.prev = true
					if tr.Platform == "state" && tr.For <= 0 {
						e.prevSince = true
					}
				}
				m.fields["from_state"] = vObj(&tobj{kind: oState, id: id, snap: &leafv, onPrev: onPrev})
			}
		}
		out = append(out, alt{v: vObj(m)})
	}
	return out
}

// trigMap is the trigger variable when the run's trigger value is k: a
// trigger of the automation (k < len(Triggers)), automation.trigger's
// {"platform": None}, or a record (trigger, entity, states).
func (t *tlower) trigMap(a *config.Automation, k int) jv {
	n := len(a.Triggers)
	recs := t.l.tplS().recs[a]
	if k < n && recs != nil && k < len(recs.first) && recs.first[k] >= 0 {
		// The trigger's own value is never the run's (its changes go
		// through its records): any value will do.
		k = recs.base + recs.first[k]
	}
	if k < n {
		return vObj(t.trigFields(a, k, nil))
	}
	if recs == nil || k < recs.base {
		// automation.trigger (components/automation/__init__.py,
		// trigger_service_handler): trigger is {"platform": None}.
		return vObj(&tobj{kind: oMap, known: true, fields: map[string]jv{"platform": vNone()}})
	}
	r := &recs.recs[k-recs.base]
	return vObj(t.trigFields(a, r.trig, r))
}

// trigFields is the trigger data of trigger k of a, as the trigger
// platform makes it (components/homeassistant/triggers/state.py,
// numeric_state.py, time.py, ...), with what record r knows.
func (t *tlower) trigFields(a *config.Automation, k int, r *trigRec) *tobj {
	return t.trigFieldsOf(a.Triggers[k], k, r)
}

// trigFieldsOf is the trigger variable of trigger tr, the k-th of its
// list (an automation's, or a wait_for_trigger's): helpers/trigger.py,
// async_initialize_triggers gives it id (conf's, else the index), idx
// and alias (conf.get(CONF_ALIAS): None without one), and the platform
// the rest.
func (t *tlower) trigFieldsOf(tr *config.Trigger, k int, r *trigRec) *tobj {
	id := tr.ID
	if id == "" {
		id = strconv.Itoa(k)
	}
	alias := vNone()
	if tr.Alias != "" {
		alias = vStr(tr.Alias)
	}
	f := map[string]jv{
		"platform": vStr(tr.Platform), "id": vStr(id), "idx": vStr(strconv.Itoa(k)),
		"alias": alias, "description": t.unknownv("a trigger's description"),
	}
	m := &tobj{kind: oMap, fields: f}
	unk := func(what string) jv { return t.unknownv(what) }
	switch tr.Platform {
	case "state", "numeric_state":
		if tr.Attr != "" || tr.EnvAttr != "" {
			// An attribute's trigger: its data are the owning entity's
			// states, which the model does not record.
			return m
		}
		m.known = true
		f["for"] = vNone()
		if tr.For > 0 {
			f["for"] = vTimeV(&jtime{base: tbNone, delta: true, off: float64(tr.For)})
		}
		if tr.Platform == "state" {
			f["attribute"] = vNone()
		} else {
			f["above"], f["below"] = optNum(tr.Above), optNum(tr.Below)
		}
		ent := ""
		switch {
		case r != nil:
			ent = r.e.id
		case len(tr.Entities) == 1:
			ent = tr.Entities[0]
		}
		if ent == "" {
			f["entity_id"] = unk("which entity fired the trigger")
			f["to_state"], f["from_state"] = unk("the state of the entity that fired"), unk("the state of the entity that fired")
			return m
		}
		f["entity_id"] = vStr(ent)
		e := t.l.ents[ent]
		toV, fromV := unk("the new state (not recorded)"), unk("the old state (not recorded)")
		switch {
		case e == nil:
		case r != nil && r.to >= 0:
			toV = recValue(e, r.to)
		case tr.Platform == "state" && len(tr.To) == 1 && !e.numeric:
			toV = vStr(tr.To[0])
		}
		switch {
		case e == nil:
		case r != nil && r.from >= 0:
			fromV = recValue(e, r.from)
		case tr.Platform == "state" && len(tr.From) == 1 && !e.numeric:
			fromV = vStr(tr.From[0])
		}
		f["to_state"] = vObj(&tobj{kind: oState, id: ent, snap: &toV})
		from := &tobj{kind: oState, id: ent, snap: &fromV}
		if r != nil && r.phase >= 0 {
			from.prevClock = prevClocks(e)[r.phase]
		}
		f["from_state"] = vObj(from)
	case "time", "time_pattern":
		m.known = true
		f["now"] = unk("the time the trigger fired")
		if len(tr.AtEntities) == 1 && len(tr.At) == 0 {
			f["entity_id"] = vStr(tr.AtEntities[0])
		} else if len(tr.AtEntities) > 0 {
			f["entity_id"] = unk("which time fired")
		}
	case "sun":
		m.known = true
		f["event"], f["offset"] = unk("the sun event"), unk("the sun event's offset")
	case "homeassistant":
		m.known = true
		f["event"] = unk("the homeassistant event")
	case "event":
		if tr.Timer != "" {
			m.known = true
			f["event"] = vObj(&tobj{kind: oMap, fields: map[string]jv{
				"event_type": vStr("timer.finished"),
				"data":       vObj(&tobj{kind: oMap, fields: map[string]jv{"entity_id": vStr(tr.Timer)}}),
			}})
		}
	case "mqtt":
		if (r == nil || r.payload == nil) && tr.Payload != nil {
			// components/mqtt/trigger.py, mqtt_automation_listener: a
			// trigger with a literal payload and no value_template fires
			// on messages with that payload only (`wanted_payload ==
			// payload`), and gives it as trigger.payload; payload_json is
			// set only when it parses as JSON (`with
			// suppress(ValueError)`).
			f["payload"], f["qos"] = vStr(*tr.Payload), unk("the message's qos")
			f["topic"] = unk("the message's topic")
			if tr.Topic != "" {
				f["topic"] = vStr(tr.Topic)
			}
			m.known = !json.Valid([]byte(*tr.Payload))
			return m
		}
		if r != nil && r.payload != nil {
			// components/mqtt/trigger.py: the data of a message.
			m.known = true
			f["topic"], f["payload"], f["qos"] = unk("the message's topic"), unk("the message's payload"), unk("the message's qos")
			if r.payload.v.k != jUndef {
				f["payload_json"] = r.payload.v
			}
		}
	case "call":
		return &tobj{kind: oMap}
	}
	return m
}

func optNum(x *float64) jv {
	if x == nil {
		return vNone()
	}
	return vFloat(*x)
}

// recValue is a recorded state of e: a state's text, or a numeric
// class's number as text.
func recValue(e *entity, v int64) jv {
	if e.numeric {
		return classValue(e, v, true)
	}
	s := e.values[v]
	if s == "other" && !e.declared {
		return jv{k: jOther, id: e.id}
	}
	return vStr(s)
}

// ---- this

// this is the automation's own state when the run started
// (components/automation/__init__.py, async_trigger: this is the
// state's dict): its entity id, "on" (a trigger fires only while it is
// on; automation.trigger also runs it while it is off), its attributes.
func (t *tlower) this() sym {
	a := t.env.a
	if a == nil {
		return one(vUndef("this"))
	}
	if a.Script {
		return t.unknown("this of a script")
	}
	id := "automation." + config.Slug(a.Alias)
	var state sym = one(vStr("on"))
	if e := t.l.automationEntity(a); e != nil && !t.collect {
		manual := func(k int) bool {
			return k >= len(a.Triggers) && (t.l.tplS().recs[a] == nil || k < t.l.tplS().recs[a].base)
		}
		switch {
		case t.env.i >= 0 && manual(t.env.i):
			state = t.stateOf(e, true)
		case t.env.i >= 0:
		case t.env.c != nil && t.env.c.trig != "":
			tv := t.trigger()
			state = t.lift(tv, func(v jv) sym {
				if v.k == jObj && v.obj.fields["platform"].k == jNone {
					return t.unknown("the automation's state when automation.trigger ran it")
				}
				return one(vStr("on"))
			})
		case t.l.manual[a] != nil:
			state = t.unknown("the automation's state when the run started")
		}
	}
	attrs := &tobj{kind: oMap, fields: map[string]jv{
		"friendly_name":  vStr(a.Alias),
		"last_triggered": t.unknownv("this.attributes.last_triggered (the trigger before this run)"),
		"mode":           vStr(modeName(a.Mode)),
		"current":        t.unknownv("the number of runs"),
	}}
	if a.ID != "" {
		attrs.fields["id"] = vStr(a.ID)
	}
	if a.Mode == config.Queued || a.Mode == config.Parallel {
		attrs.fields["max"] = vInt(int64(a.Max))
	}
	return t.lift(state, func(st jv) sym {
		return one(vObj(&tobj{kind: oMap, fields: map[string]jv{
			"entity_id": vStr(id), "state": st, "attributes": vObj(attrs),
			"domain": vStr("automation"), "object_id": vStr(config.Slug(a.Alias)), "name": vStr(a.Alias),
			"last_changed": t.unknownv("this.last_changed"), "last_updated": t.unknownv("this.last_updated"),
			"context": t.unknownv("this.context"),
		}}))
	})
}

func modeName(m config.Mode) string {
	return [...]string{"single", "restart", "queued", "parallel"}[m]
}

// ---- trigger records

// trigRecs are the values a run's trigger variable takes beyond the
// triggers themselves when its templates read the trigger's entity or
// states: one per (trigger, entity, new state, old state) as read.
type trigRecs struct {
	base int // the index of the first record among the trigger values
	recs []trigRec
	// first is, for a trigger every change of whose entities goes
	// through its records, the index of its first record (the trigger's
	// own value is then never the run's); -1 for the others.
	first []int
}

// trigRec is one trigger record: trigger trig fired by entity e going
// from state from to state to (indices of e's values or classes; -1:
// not recorded).
type trigRec struct {
	trig     int
	e        *entity
	to, from int64
	// phase: which of e's two clocks of its changes (prevClocks) runs
	// from the change that entered the old state; -1: not recorded.
	phase int
	rule  string
	// payload: a record of an mqtt trigger's messages of one class (e
	// is nil).
	payload *payloadClass
}

// maxRecords bounds the records of one automation.
const maxRecords = 512

// triggerRecords adds the trigger records of run slot c to its trigger
// values (after the triggers' and automation.trigger's), once the
// entities are declared.
func (l *lowerer) triggerRecords(a *config.Automation, c *autoCtx) {
	s := l.tplS()
	for i, tr := range a.Triggers {
		s.owner[tr] = trigOwner{a, i}
	}
	n := s.needs[a]
	if c.trig == "" || n == nil || !(n.entity || n.to || n.from || payloadClasses(n.payload) != nil) {
		return
	}
	recs := s.recs[a]
	if recs == nil {
		recs = &trigRecs{base: len(c.trigs)}
		for i, tr := range a.Triggers {
			if (tr.Platform != "state" && tr.Platform != "numeric_state") || tr.Attr != "" || tr.EnvAttr != "" || tr.For == config.Templated {
				continue
			}
			for _, id := range tr.Entities {
				e := l.ents[id]
				if e == nil || id == "sun.sun" || (e.pulse && n.from) {
					continue
				}
				for _, r := range l.recordsOf(i, tr, e, n) {
					recs.recs = append(recs.recs, r)
				}
			}
		}
		for i, tr := range a.Triggers {
			if tr.Platform != "mqtt" || tr.PayloadFilter {
				continue
			}
			for _, pc := range payloadClasses(n.payload) {
				pc := pc
				recs.recs = append(recs.recs, trigRec{trig: i, to: -1, from: -1, phase: -1, payload: &pc})
			}
		}
		if len(recs.recs) > maxRecords {
			l.note(a.Pos, "automation %q: its templates read the trigger's states, which take more than %d values: they are not recorded", a.Alias, maxRecords)
			recs.recs = nil
		}
		recs.first = make([]int, len(a.Triggers))
		for i, tr := range a.Triggers {
			recs.first[i] = -1
			full := (tr.Platform == "state" || tr.Platform == "numeric_state") && tr.Attr == "" && tr.EnvAttr == "" && tr.For != config.Templated && len(tr.Entities) > 0
			// An mqtt trigger's messages go through their records.
			full = full || tr.Platform == "mqtt" && slices.ContainsFunc(recs.recs, func(r trigRec) bool { return r.trig == i && r.payload != nil })
			for _, id := range tr.Entities {
				has := false
				for _, r := range recs.recs {
					if r.trig == i && r.e.id == id {
						has = true
					}
				}
				full = full && has
			}
			if !full {
				continue
			}
			for k, r := range recs.recs {
				if r.trig == i {
					recs.first[i] = k
					break
				}
			}
		}
		s.recs[a] = recs
	}
	for _, r := range recs.recs {
		name := recName(a, r)
		for k := 2; contains(c.trigs, name); k++ {
			name = fmt.Sprintf("%s #%d", recName(a, r), k)
		}
		c.trigs = append(c.trigs, name)
	}
}

// recordsOf are the records of trigger i on entity e: its new states
// (those the trigger fires on) and old states, as the templates read
// them.
func (l *lowerer) recordsOf(i int, tr *config.Trigger, e *entity, n *trigNeeds) []trigRec {
	var tos, froms []int64
	vals := int64(len(e.values))
	lo, hi := int64(0), vals-1
	if e.numeric {
		lo, hi = e.lo, e.hi
	}
	for v := lo; v <= hi; v++ {
		if l.firesTo(tr, e, v) {
			tos = append(tos, v)
		}
	}
	if n.from && tr.For <= 0 {
		for v := lo; v <= hi; v++ {
			if l.firesFrom(tr, e, v) {
				froms = append(froms, v)
			}
		}
	}
	if !n.to && !n.from {
		return l.phases(tr, e, n, []trigRec{{trig: i, e: e, to: -1, from: -1, phase: -1}})
	}
	var out []trigRec
	for _, to := range tos {
		if froms == nil {
			out = append(out, trigRec{trig: i, e: e, to: to, from: -1, phase: -1})
			continue
		}
		for _, from := range froms {
			// A change is to another state, but for "other", which
			// stands for every state no automation names: a change
			// from one of them to another (changes.go, otherChange).
			if from != to || (!e.numeric && e.values[to] == "other" && !e.declared) {
				out = append(out, trigRec{trig: i, e: e, to: to, from: from, phase: -1})
			}
		}
	}
	return l.phases(tr, e, n, out)
}

// phases doubles the records of a state trigger without for: whose
// from_state.last_changed the templates read, by which of e's two
// clocks of its changes (prevClocks) runs from the change before the
// one that fires: the trigger's conditions then read it as a clock.
func (l *lowerer) phases(tr *config.Trigger, e *entity, n *trigNeeds, recs []trigRec) []trigRec {
	if !n.prev || tr.Platform != "state" || tr.For > 0 || !l.prevClocked(e) {
		return recs
	}
	var out []trigRec
	for _, r := range recs {
		for p := 0; p < 2; p++ {
			r.phase = p
			out = append(out, r)
		}
	}
	return out
}

// prevClocked reports whether e keeps the clocks of its changes that
// give a trigger's from_state.last_changed: a template reads it, and
// only the environment changes e, each change a step of its own, so
// that no other change of e comes between a change and the conditions
// of the triggers it fires, which the same step evaluates. A start
// state that sets e's since clock (Options.Keep) would set its last
// change before the start, which these clocks do not take: then the
// read stays noted.
func (l *lowerer) prevClocked(e *entity) bool {
	return e.prevSince && !e.written && !e.pulse && !e.factor && !e.numeric && !l.opt.Keep[e.id+" since"]
}

// prevClocks are e's two clocks of its changes and the variable that
// says which of them its last change reset: each change resets the
// other one and flips the variable, so that, until the next change,
// one clock runs from the last change and the other from the one
// before, the instant the old state began (Home Assistant's
// from_state.last_changed). Before the first change both run from the
// start, as e's since clock does.
func prevClocks(e *entity) [3]string {
	return [3]string{e.id + " since (even changes)", e.id + " since (odd changes)", e.id + " changes (parity)"}
}

// firesTo reports whether trigger tr fires when e changes to v (changes.go, dispatch).
func (l *lowerer) firesTo(tr *config.Trigger, e *entity, v int64) bool {
	if tr.Platform == "numeric_state" {
		return e.numeric && numMatch(e, tr.Above, tr.Below, v)
	}
	if e.numeric {
		return true
	}
	val := e.values[v]
	return (tr.To == nil || contains(tr.To, val)) && !contains(tr.NotTo, val)
}

// firesFrom reports whether trigger tr fires from state v.
func (l *lowerer) firesFrom(tr *config.Trigger, e *entity, v int64) bool {
	if tr.Platform == "numeric_state" {
		return e.numeric && !numMatch(e, tr.Above, tr.Below, v)
	}
	if e.numeric {
		return true
	}
	val := e.values[v]
	return (tr.From == nil || contains(tr.From, val)) && !contains(tr.NotFrom, val)
}

// recName is how the trigger variable names a record: "0: light.a (off
// -> on)".
func recName(a *config.Automation, r trigRec) string {
	if r.payload != nil {
		return fmt.Sprintf("%d: %s", r.trig, payloadName(a.Triggers[r.trig], r))
	}
	s := fmt.Sprintf("%d: %s", r.trig, r.e.id)
	if ch := recChange(r); ch != "" {
		s += " " + ch
	}
	return s
}

// recChange is the change a record saw: "(off -> on)", "(-> on)".
func recChange(r trigRec) string {
	name := func(v int64) string {
		if r.e.numeric {
			return r.e.className(v)
		}
		return r.e.values[v]
	}
	// Which of e's changes it is (prevClocks' parity before it): its
	// 1st, 3rd, ... or its 2nd, 4th, ...
	nth := ""
	if r.phase >= 0 {
		nth = []string{"its 1st, 3rd, … change", "its 2nd, 4th, … change"}[r.phase]
	}
	switch {
	case r.to >= 0 && r.from >= 0:
		return "(" + name(r.from) + " -> " + name(r.to) + strings.TrimSuffix(", "+nth, ", ") + ")"
	case r.to >= 0:
		return "(-> " + name(r.to) + strings.TrimSuffix(", "+nth, ", ") + ")"
	case nth != "":
		return "(" + nth + ")"
	}
	return ""
}

// recordFire is what a change of e to value v does for automation
// trigger tr when its automation records its triggers: the rule of the
// record (by e's old state when it is recorded); nil when the trigger
// is not recorded.
func (l *lowerer) recordFire(tr *config.Trigger, e *entity, guard func() ta.Expr) func(v int64) []ta.Stmt {
	s := l.tplS()
	own, ok := s.owner[tr]
	if !ok || guard != nil {
		return nil
	}
	recs := s.recs[own.a]
	if recs == nil || len(recs.recs) == 0 {
		return nil
	}
	var mine []int
	for k, r := range recs.recs {
		if r.trig == own.i && r.e == e {
			mine = append(mine, k)
		}
	}
	if len(mine) == 0 {
		return nil
	}
	// The records' rules now, while the automation is lowered: made
	// later (when the changes dispatch, fillSets), a run lowered in its
	// rule (mode parallel without waits) would set entities whose
	// changes are no longer dispatched.
	for _, k := range mine {
		l.recordRule(own.a, k)
	}
	return func(v int64) []ta.Stmt {
		var out []ta.Stmt
		var chain *ta.If
		for _, k := range mine {
			r := &recs.recs[k]
			if r.to >= 0 && r.to != v {
				continue
			}
			run := []ta.Stmt{&ta.Run{Rule: l.recordRule(own.a, k)}}
			var cond ta.Expr
			if r.from >= 0 {
				// The old state: e has not changed yet when the change
				// dispatches to its triggers.
				cond = valueIs(e, r.from)
			}
			if r.phase >= 0 {
				// The clock of the last change, before this one resets
				// the other.
				cond = and(cond, intCmp(prevClocks(e)[2], ta.OpEq, int64(r.phase)))
			}
			if cond == nil {
				return run
			}
			node := &ta.If{Cond: cond, Then: run}
			if chain == nil {
				out = append(out, node)
			} else {
				chain.Else = []ta.Stmt{node}
			}
			chain = node
		}
		return out
	}
}

// valueIs is the IR condition that e holds value (or class) v.
func valueIs(e *entity, v int64) ta.Expr {
	if e.numeric || e.factor {
		return intCmp(e.id, ta.OpEq, v)
	}
	return eq(e.id, e.values[v])
}

// recordRule is the rule that handles record k of a: the trigger's
// conditions and the run's start, knowing the record.
func (l *lowerer) recordRule(a *config.Automation, k int) string {
	recs := l.tplS().recs[a]
	r := &recs.recs[k]
	if r.rule != "" {
		return r.rule
	}
	tr := a.Triggers[r.trig]
	r.rule = l.unique(strings.TrimSpace(a.Alias + " <- " + tr.Desc + " [" + r.e.id + "] " + recChange(*r)))
	l.ruleNames[r.rule] = true
	rule := &ta.Rule{Name: r.rule, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: tr.Pos}, Pos: tr.Pos}
	l.prog.Rules = append(l.prog.Rules, rule)
	rule.Body = l.handle(l.autoCtxs[a], recs.base+k)
	return r.rule
}

// timerFire is what a state trigger's for: timer does when it fires for
// entity e: the trigger's rule, or, when its automation records its
// triggers, the rule of the record of e's state (which has lasted).
func (l *lowerer) timerFire(u *trigUse, e *entity, fire func() []ta.Stmt) []ta.Stmt {
	if u.fireAt == nil {
		return fire()
	}
	var out []ta.Stmt
	lo, hi := int64(0), int64(len(e.values)-1)
	if e.numeric {
		lo, hi = e.lo, e.hi
	}
	var chain *ta.If
	for v := lo; v <= hi; v++ {
		body := u.fireAt(v)
		if len(body) == 0 {
			continue
		}
		node := &ta.If{Cond: valueIs(e, v), Then: body}
		if chain == nil {
			out = append(out, node)
		} else {
			chain.Else = []ta.Stmt{node}
		}
		chain = node
	}
	return out
}

// fireFor is what a change of e to v does when trigger use u fires.
func (u *trigUse) fireFor(v int64) []ta.Stmt {
	if u.fireAt != nil {
		return u.fireAt(v)
	}
	return u.fire()
}

// trigOf is the trigger of trigger value i (a record's trigger).
func (l *lowerer) trigOf(c *autoCtx, i int) int {
	if recs := l.tplS().recs[c.a]; recs != nil && i >= recs.base && i-recs.base < len(recs.recs) {
		return recs.recs[i-recs.base].trig
	}
	return i
}

// trigIs is the IR condition that run c's trigger is trigger k (or one
// of its records).
func (l *lowerer) trigIs(c *autoCtx, k int) ta.Expr {
	x := eq(c.trig, c.trigs[k])
	if recs := l.tplS().recs[c.a]; recs != nil {
		for j, r := range recs.recs {
			if r.trig == k && recs.base+j < len(c.trigs) {
				x = or(x, eq(c.trig, c.trigs[recs.base+j]))
			}
		}
	}
	return x
}

// ---- last_triggered

// triggeredClock is the clock of a's last trigger (reset when its
// conditions pass, components/automation/__init__.py, async_trigger:
// `self._last_triggered = utcnow()` before the run starts, even when the
// mode then drops the run); in the collect pass it registers that a
// template reads it.
func (l *lowerer) triggeredClock(a *config.Automation, collect bool) string {
	s := l.tplS()
	if collect {
		s.wantClock[a] = true
		return ""
	}
	if !s.wantClock[a] {
		return ""
	}
	if clk := s.clocks[a]; clk != "" {
		return clk
	}
	clk := l.unique(a.Alias + ": last triggered")
	s.clocks[a] = clk
	l.prog.Clocks = append(l.prog.Clocks, &ta.Clock{Name: clk, Pos: a.Pos})
	return clk
}

// lastTriggered is what an automation's trigger does to its
// last_triggered clock once its conditions pass (a script's is reset
// when a run starts: runStarted; in mode parallel without waits every
// call starts one).
func (l *lowerer) lastTriggered(a *config.Automation) []ta.Stmt {
	if a.Script && !l.inlineParallel(a) {
		return nil
	}
	if clk := l.triggeredClock(a, false); clk != "" {
		return []ta.Stmt{&ta.Reset{Clock: clk}}
	}
	return nil
}

// runStarted is what a script's run starting (or being queued) does to
// its last_triggered (helpers/script.py, Script.async_run sets it after
// the mode has let the run in).
func (l *lowerer) runStarted(a *config.Automation) []ta.Stmt {
	if !a.Script || l.inlineParallel(a) {
		return nil
	}
	if clk := l.triggeredClock(a, false); clk != "" {
		return []ta.Stmt{&ta.Reset{Clock: clk}}
	}
	return nil
}

// scriptByID is the script whose entity id is id.
func (l *lowerer) scriptByID(id string) *config.Automation {
	for _, a := range l.f.Automations {
		if a.Script && a.ID == id && a.Skipped == "" {
			return a
		}
	}
	return nil
}

// lastOrder is a variable that says which of two automations triggered
// last: the one whose last_triggered clock was reset last (values[1]
// for clocks[0], values[2] for clocks[1]), or neither since the start
// (values[0]: their last triggers are one instant long before it, as
// the clocks not reset since the start are equal). Two clocks'
// difference would say it too, but a difference of clocks keeps them
// exact in the explorers (no extrapolation), which multiplies the
// states of every run; the order is three values.
type lastOrder struct {
	name   string
	clocks [2]string
	values [3]string
}

// orderOf is the variable of clocks x and y's order (declared on first
// use); which is the value it holds when x was reset last, wy when y
// was, same when neither was since the start.
func (l *lowerer) orderOf(x, y string) (name, wx, wy, same string) {
	s := l.tplS()
	key := [2]string{min(x, y), max(x, y)}
	o := s.orders[key]
	if o == nil {
		label := func(clk string) string {
			for a, c := range s.clocks {
				if c == clk {
					return a.Alias
				}
			}
			return clk
		}
		o = &lastOrder{clocks: key, values: [3]string{"neither since the start", label(key[0]), label(key[1])}}
		if o.values[1] == o.values[2] || o.values[1] == o.values[0] || o.values[2] == o.values[0] {
			o.values[1], o.values[2] = key[0], key[1]
		}
		o.name = l.unique(o.values[1] + ", " + o.values[2] + ": triggered last")
		s.orders[key] = o
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: o.name, Type: ta.Type{Kind: ta.Enum, Values: o.values[:]}})
	}
	wx, wy = o.values[1], o.values[2]
	if x != key[0] {
		wx, wy = wy, wx
	}
	return o.name, wx, wy, o.values[0]
}

// orderResets makes every reset of a last_triggered clock that an order
// reads (orderOf) set the order: after it, that automation triggered
// last.
func (l *lowerer) orderResets() {
	s := l.tplS()
	if len(s.orders) == 0 {
		return
	}
	sets := map[string][]ta.Stmt{}
	// In the orders' own order, not the map's: a reset setting two
	// orders set them in an order that changed from run to run (corpus
	// 12's ir differed between two runs of one build).
	keys := slices.Collect(maps.Keys(s.orders))
	slices.SortFunc(keys, func(a, b [2]string) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) })
	for _, k := range keys {
		o := s.orders[k]
		for i, clk := range o.clocks {
			sets[clk] = append(sets[clk], &ta.Assign{Var: o.name, Value: ident(o.values[i+1])})
		}
	}
	var walk func(stmts []ta.Stmt) []ta.Stmt
	walk = func(stmts []ta.Stmt) []ta.Stmt {
		var out []ta.Stmt
		for _, st := range stmts {
			out = append(out, st)
			switch st := st.(type) {
			case *ta.Reset:
				for _, a := range sets[st.Clock] {
					c := *a.(*ta.Assign)
					c.Pos = st.Pos
					out = append(out, &c)
				}
			case *ta.If:
				st.Then, st.Else = walk(st.Then), walk(st.Else)
			}
		}
		return out
	}
	for _, r := range l.prog.Rules {
		r.Body = walk(r.Body)
	}
}
