package hass

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// A template is evaluated twice. The collect pass walks it before the
// entities are declared: it registers the entities it reads, the states
// it compares them with, the numbers it compares their numbers with
// (their numeric classes' bounds), and what it reads of the trigger. The
// lowering pass evaluates it over the declared domains (tsym.go): its
// value is the rendered text of each alternative, and a condition holds
// where that text is "true".

// tlower evaluates one template.
type tlower struct {
	l       *lowerer
	pos     ta.Pos
	collect bool
	dims    []*dim
	dimIdx  map[string]int
	env     *tenv
	// scope are the variables in scope (the template's Scope), bound
	// their values once rendered.
	scope []*template.Binding
	bound map[*template.Binding]sym
	// choices: the random filter is a choice (jChoice), for a delay;
	// elsewhere it is over-approximated.
	choices bool
	// steps counts the evaluation's work, which maxSteps bounds (a loop
	// over a long range, nested).
	steps int
	// payloadOK are the reads of trigger.payload_json in a form the
	// classes of messages decide (tpayload.go), and payloadRead says one
	// of them is being read (collect pass).
	payloadOK   map[*template.TNode]bool
	payloadRead bool
}

// maxSteps bounds the expressions and statements one template's
// evaluation goes through.
const maxSteps = 200000

// tenv is what a template is evaluated in: the automation (or script)
// and its run, the trigger when it is known, and the names the template
// sets itself ({% set %}, {% for %}).
type tenv struct {
	a *config.Automation
	c *autoCtx
	// i is the run's trigger value when it is known (the conditions of
	// a trigger's rule); -1 when it is read from the run.
	i    int
	vars map[string]sym
}

func (l *lowerer) newTlower(pos ta.Pos, collect bool, env *tenv) *tlower {
	return &tlower{l: l, pos: pos, collect: collect, dimIdx: map[string]int{}, env: env, bound: map[*template.Binding]sym{}}
}

// unknownv is a value the model does not know, and why.
func (t *tlower) unknownv(why string) jv { return jv{k: jUnknown, why: why} }

func (t *tlower) unknown(why string) sym { return one(t.unknownv(why)) }

// entity is the entity a template reads: registered in the collect pass,
// looked up in the lowering (nil when it is not one).
func (t *tlower) entity(id string) *entity {
	if !validEntityID(id) {
		return nil
	}
	if t.collect {
		e := t.l.entity(id, t.pos)
		e.read, e.condRead = true, true
		if t.l.collectWatch {
			e.watched = true
		}
		return e
	}
	return t.l.ents[id]
}

// validEntityID is Home Assistant's valid_entity_id: a domain and an
// object id of lower-case letters, digits and underscores.
func validEntityID(id string) bool {
	dom, obj, ok := strings.Cut(id, ".")
	if !ok || dom == "" || obj == "" || strings.HasPrefix(dom, "_") || strings.HasSuffix(dom, "_") || strings.HasPrefix(obj, "_") || strings.HasSuffix(obj, "_") {
		return false
	}
	for _, s := range []string{dom, obj} {
		for _, r := range s {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
				return false
			}
		}
	}
	return true
}

// ---- evaluation of expressions

func (t *tlower) eval(n *template.TNode) sym {
	if t.steps++; t.steps > maxSteps {
		return t.unknown("the template is too long to lower")
	}
	switch n.Kind {
	case template.TName:
		return t.name(n.Name)
	case template.TString:
		return one(vStr(n.Name))
	case template.TNumber:
		if n.Int {
			return one(vInt(int64(n.Num)))
		}
		return one(vFloat(n.Num))
	case template.TList:
		items := make([]sym, len(n.Kids))
		for i, k := range n.Kids {
			items[i] = t.eval(k)
		}
		return t.listOf(items)
	case template.TDict:
		return t.unknown("a mapping literal")
	case template.TAttr:
		name := n.Name
		ok := t.payloadOK[n]
		return t.lift(t.eval(n.Kids[0]), func(v jv) sym {
			t.payloadRead = ok
			defer func() { t.payloadRead = false }()
			return t.getattr(v, name)
		})
	case template.TIndex:
		return t.lift2(t.eval(n.Kids[0]), t.eval(n.Kids[1]), t.getitem)
	case template.TSlice:
		return t.slice(n)
	case template.TCall:
		return t.call(n)
	case template.TFilter:
		return t.filter(n)
	case template.TUnary:
		x := t.eval(n.Kids[0])
		switch n.Op {
		case "not":
			return t.lift(x, func(v jv) sym { return t.notv(v) })
		case "-", "+":
			op := n.Op
			return t.lift(x, func(v jv) sym { return t.neg(op, v) })
		}
	case template.TBinary:
		if t.collect {
			t.payloadForm(n)
		}
		switch n.Op {
		case "and", "or":
			return t.andOr(n.Op, t.eval(n.Kids[0]), func() sym { return t.eval(n.Kids[1]) })
		case "in", "not in":
			neg := n.Op == "not in"
			return t.lift2(t.eval(n.Kids[0]), t.eval(n.Kids[1]), func(a, b jv) sym {
				r := t.in(a, b)
				if neg {
					return t.lift(r, func(v jv) sym { return t.notv(v) })
				}
				return r
			})
		case "==", "!=", "<", "<=", ">", ">=":
			op := n.Op
			return t.lift2(t.eval(n.Kids[0]), t.eval(n.Kids[1]), func(a, b jv) sym { return t.compare(op, a, b) })
		case "~":
			return t.lift2(t.eval(n.Kids[0]), t.eval(n.Kids[1]), t.concat)
		default:
			op := n.Op
			return t.lift2(t.eval(n.Kids[0]), t.eval(n.Kids[1]), func(a, b jv) sym { return t.arith(op, a, b) })
		}
	case template.TTest:
		return t.test(n)
	case template.TCond:
		// x if c else y: y is undefined when left out.
		return t.ifThen(t.eval(n.Kids[1]), func() sym { return t.eval(n.Kids[0]) }, func() sym {
			if len(n.Kids) > 2 {
				return t.eval(n.Kids[2])
			}
			return one(vUndef(""))
		})
	}
	return t.unknown("an expression outside the subset")
}

// listOf is the list of the items' values, each alternative of each.
func (t *tlower) listOf(items []sym) sym {
	out := one(vList(nil))
	for _, it := range items {
		out = t.lift2(out, it, func(l, v jv) sym {
			if l.k != jList {
				return one(l)
			}
			return one(vList(append(append([]jv{}, l.items...), v)))
		})
	}
	return out
}

// ifThen is `then` where c is true and `els` where it is false (each
// evaluated only where it counts, as Jinja evaluates lazily).
func (t *tlower) ifThen(c sym, then, els func() sym) sym {
	var out sym
	var thenV, elsV sym
	thenDone, elsDone := false, false
	for _, a := range c {
		b := truth(a.v)
		switch {
		case b.k == jBool && b.b:
			if !thenDone {
				thenV, thenDone = then(), true
			}
			out = append(out, t.under(a.g, thenV)...)
		case b.k == jBool:
			if !elsDone {
				elsV, elsDone = els(), true
			}
			out = append(out, t.under(a.g, elsV)...)
		case b.k == jErr:
			out = append(out, alt{a.g, b})
		default:
			if t.collect {
				// Both branches are read, for what they name.
				if !thenDone {
					thenV, thenDone = then(), true
				}
				if !elsDone {
					elsV, elsDone = els(), true
				}
			}
			out = append(out, alt{a.g, jv{k: jUnknown, why: b.why}})
		}
		if len(out) > maxAlts {
			return t.tooMany()
		}
	}
	return out
}

// andOr is Python's `a and b` (b where a is true, else a) and `a or b`.
func (t *tlower) andOr(op string, a sym, b func() sym) sym {
	var out sym
	var bv sym
	bDone := false
	getB := func() sym {
		if !bDone {
			bv, bDone = b(), true
		}
		return bv
	}
	for _, x := range a {
		tr := truth(x.v)
		switch {
		case tr.k == jBool && tr.b == (op == "or"):
			out = append(out, x)
		case tr.k == jBool:
			out = append(out, t.under(x.g, getB())...)
		case tr.k == jErr:
			out = append(out, alt{x.g, tr})
		default:
			// Which of a and b the value is depends on what the model
			// does not know; where b decides it (b's truth equals the
			// value for `and` when a is true), say so.
			for _, y := range t.under(x.g, getB()) {
				ty := truth(y.v)
				if t.collect {
					out = append(out, alt{y.g, t.unknownv(tr.why)})
					continue
				}
				switch {
				case op == "and" && ty.k == jBool && !ty.b && x.v.k == jUnknown && x.v.nt == false && y.v.k == jBool:
					// unknown and False: False or a falsy unknown;
					// either way false.
					out = append(out, alt{y.g, jv{k: jUnknown, why: tr.why, nt: true}})
				default:
					out = append(out, alt{y.g, jv{k: jUnknown, why: tr.why}})
				}
			}
		}
		if len(out) > maxAlts {
			return t.tooMany()
		}
	}
	return out
}

// notv is `not v`.
func (t *tlower) notv(v jv) sym {
	b := truth(v)
	if b.k == jBool {
		return one(vBool(!b.b))
	}
	return one(b)
}

func (t *tlower) neg(op string, v jv) sym {
	switch {
	case v.k == jErr || v.k == jUnknown:
		return one(v)
	case v.isNum():
		if op == "+" {
			return one(jv{k: jNum, f: v.num(), isInt: v.isInt || v.k == jBool})
		}
		return one(jv{k: jNum, f: -v.num(), isInt: v.isInt || v.k == jBool})
	case v.k == jRange && !v.numStr:
		if op == "+" {
			return one(v)
		}
		r := v
		r.lo, r.hi = -v.hi, -v.lo
		return one(r)
	case v.k == jTime && v.time.delta && v.time.base == tbNone:
		tm := *v.time
		if op == "-" {
			tm.off = -tm.off
		}
		return one(vTimeV(&tm))
	}
	return one(vErr("bad operand type for unary " + op))
}

// name is a name of the template: a constant, a variable, a global.
func (t *tlower) name(name string) sym {
	switch name {
	case "true", "True":
		return one(vBool(true))
	case "false", "False":
		return one(vBool(false))
	case "none", "None":
		return one(vNone())
	case "states":
		return one(vObj(&tobj{kind: oStates}))
	}
	if v, ok := t.lookupVar(name); ok {
		return v
	}
	switch name {
	case "trigger":
		return t.trigger()
	case "this":
		return t.this()
	case "wait":
		return t.wait()
	}
	if globalFuncs[name] {
		return one(vObj(&tobj{kind: oFunc, id: name}))
	}
	if unknownGlobals[name] {
		return t.unknown(name + " (not modelled)")
	}
	if t.env.a != nil && t.env.a.Script {
		// A script's caller may pass any variable (its fields).
		return t.unknown(name + ", a variable the script's caller may pass")
	}
	return one(vUndef(name))
}

// globalFuncs are the functions the lowering reads (Home Assistant's
// template globals: helpers/template and its extensions).
var globalFuncs = map[string]bool{
	"is_state": true, "state_attr": true, "is_state_attr": true, "has_value": true, "iif": true,
	"expand": true, "now": true, "utcnow": true, "today_at": true, "as_timestamp": true, "timedelta": true,
	"float": true, "int": true, "bool": true, "range": true, "min": true, "max": true, "as_datetime": true,
	"is_number": true,
}

// unknownGlobals are Home Assistant's globals whose values the model does
// not have (registries, locations, the network).
var unknownGlobals = map[string]bool{
	"repeat": true, "device_entities": true, "device_id": true, "device_attr": true,
	"area_entities": true, "area_id": true, "area_name": true, "integration_entities": true, "label_entities": true,
	"distance": true, "closest": true, "relative_time": true, "time_since": true, "time_until": true,
	"namespace": true, "strptime": true, "floor_entities": true, "states_translated": true, "state_translated": true,
}

// getattr is Jinja's v.name: an attribute, else an item; undefined when
// there is neither (an error on an undefined value).
func (t *tlower) getattr(v jv, name string) sym {
	switch v.k {
	case jChoice:
		return t.unknown("an attribute of a random choice")
	case jErr, jUnknown:
		return one(v)
	case jUndef:
		return one(vErr(fmt.Sprintf("%s is undefined (reading .%s)", undefName(v), name)))
	case jObj:
		return t.objAttr(v, name)
	case jTime:
		return t.timeAttr(v, name)
	case jStr, jOther, jRange, jList, jNum, jBool, jNone:
		if m := methodOf(v, name); m {
			return one(vObj(&tobj{kind: oMethod, id: name, recv: &v}))
		}
		return one(vUndef(name))
	}
	return one(vUndef(name))
}

func undefName(v jv) string {
	if v.s == "" {
		return "a value"
	}
	return "'" + v.s + "'"
}

// methodOf reports the methods of plain values the lowering reads.
func methodOf(v jv, name string) bool {
	switch v.k {
	case jStr, jOther, jRange:
		switch name {
		case "lower", "upper", "strip", "startswith", "endswith", "split", "replace", "title", "capitalize":
			return v.k != jRange || v.numStr
		}
	}
	return false
}

// getitem is Jinja's v[k]: an item, else an attribute.
func (t *tlower) getitem(v, k jv) sym {
	switch {
	case v.k == jChoice || k.k == jChoice:
		return t.unknown("an item of a random choice")
	case v.k == jErr || v.k == jUnknown:
		return one(v)
	case k.k == jErr || k.k == jUnknown:
		return one(k)
	case v.k == jUndef:
		return one(vErr(undefName(v) + " is undefined (reading an item)"))
	case v.k == jList && k.isNum() && k.k != jBool && (k.isInt || k.f == math.Trunc(k.f)):
		i := int(k.num())
		if i < 0 {
			i += len(v.items)
		}
		if i < 0 || i >= len(v.items) {
			return one(vUndef("list index"))
		}
		return one(v.items[i])
	case v.k == jStr && k.isInt:
		r := []rune(v.s)
		i := int(k.num())
		if i < 0 {
			i += len(r)
		}
		if i < 0 || i >= len(r) {
			return one(vUndef("string index"))
		}
		return one(vStr(string(r[i])))
	case k.k == jStr:
		return t.getattr(v, k.s)
	}
	return one(vUndef("item"))
}

func (t *tlower) slice(n *template.TNode) sym {
	x := t.eval(n.Kids[0])
	bound := func(k *template.TNode) sym {
		if k == nil {
			return one(vNone())
		}
		return t.eval(k)
	}
	lo, hi, st := bound(n.Kids[1]), bound(n.Kids[2]), bound(n.Kids[3])
	return t.lift2(x, lo, func(v, a jv) sym {
		return t.lift2(hi, st, func(b, s jv) sym {
			if v.k == jErr || v.k == jUnknown {
				return one(v)
			}
			if v.k != jList && v.k != jStr {
				return t.unknown("a slice of a value the model does not know")
			}
			if s.k != jNone || (a.k != jNone && !a.isInt) || (b.k != jNone && !b.isInt) {
				return t.unknown("a slice with a step")
			}
			n := len(v.items)
			if v.k == jStr {
				n = len([]rune(v.s))
			}
			idx := func(x jv, def int) int {
				if x.k == jNone {
					return def
				}
				i := int(x.num())
				if i < 0 {
					i += n
				}
				return min(max(i, 0), n)
			}
			i, j := idx(a, 0), idx(b, n)
			if j < i {
				j = i
			}
			if v.k == jStr {
				return one(vStr(string([]rune(v.s)[i:j])))
			}
			return one(vList(append([]jv{}, v.items[i:j]...)))
		})
	})
}

// objAttr is an attribute of an object.
func (t *tlower) objAttr(v jv, name string) sym {
	o := v.obj
	switch o.kind {
	case oStates:
		if name == "" {
			return one(vUndef(name))
		}
		return one(vObj(&tobj{kind: oDomain, id: name}))
	case oDomain:
		id := o.id + "." + name
		if t.entity(id) == nil && !t.collect {
			// An entity the model does not have: Home Assistant's
			// states.d.x is None when it does not exist, which the
			// model cannot tell.
			return t.unknown("the state object of " + id)
		}
		return one(vObj(&tobj{kind: oState, id: id}))
	case oState:
		return t.stateAttr(o, name)
	case oAttrs:
		if name == "get" {
			return one(vObj(&tobj{kind: oMethod, id: "get", recv: &v}))
		}
		return t.attr(o.id, name, o.snap != nil)
	case oMap:
		if o.onGet != nil {
			o.onGet(name)
		}
		if f, ok := o.fields[name]; ok {
			return one(f)
		}
		if name == "get" {
			return one(vObj(&tobj{kind: oMethod, id: "get", recv: &v}))
		}
		if o.known {
			return one(vUndef(name))
		}
		return t.unknown("trigger data the model does not have (" + name + ")")
	}
	return one(vUndef(name))
}

// stateAttr is an attribute of a state object (template.py,
// TemplateStateBase).
func (t *tlower) stateAttr(o *tobj, name string) sym {
	switch name {
	case "state":
		if o.snap != nil {
			return one(*o.snap)
		}
		e := t.entity(o.id)
		if e == nil {
			return t.unknown("the state of " + o.id)
		}
		return t.stateOf(e, true)
	case "entity_id", "domain", "object_id":
		if o.id == "" {
			return t.unknown("which entity fired the trigger")
		}
	}
	switch name {
	case "entity_id":
		return one(vStr(o.id))
	case "domain":
		return one(vStr(config.DomainOf(o.id)))
	case "object_id":
		_, obj, _ := strings.Cut(o.id, ".")
		return one(vStr(obj))
	case "attributes":
		return one(vObj(&tobj{kind: oAttrs, id: o.id, snap: o.snap}))
	case "last_changed":
		if o.snap != nil {
			if o.onPrev != nil {
				o.onPrev()
			}
			if o.prevClock != "" && t.env != nil && t.env.i >= 0 {
				// The trigger's conditions, rendered in the instant of
				// the change, before anything else can change the entity
				// (prevClocks): the clock still runs from the change
				// that entered the old state.
				return one(vTimeV(&jtime{base: tbClock, ent: o.prevClock}))
			}
			return t.unknown("the last change of a trigger's state")
		}
		e := t.entity(o.id)
		if e == nil {
			return t.unknown("the last change of " + o.id)
		}
		if t.collect {
			e.since = true
			return t.unknown("")
		}
		if !e.since {
			return t.unknown("the last change of " + o.id)
		}
		return one(vTimeV(&jtime{base: tbChanged, ent: e.id}))
	case "name", "last_updated", "last_reported", "context", "state_with_unit":
		return t.unknown(name + " of " + o.id + " (not modelled)")
	}
	return one(vUndef(name))
}

// stateOf is an entity's state now, split over its values (as a string,
// as states() returns it; numeric classes as strings that read as a
// number of the class).
func (t *tlower) stateOf(e *entity, asString bool) sym {
	if t.collect {
		return one(jv{k: jUnknown, lf: &leaf{e: e, raw: true, a: 1}})
	}
	if sc := t.l.schedule(e.id); sc != nil {
		// A declared schedule's state is the time of the week
		// (schedules.go).
		d := t.addDim("schedule:"+e.id, 2, func(b bitset) ta.Expr {
			if b.has(1) {
				return scheduleOn(sc)
			}
			return not(scheduleOn(sc))
		})
		return t.split(d, []jv{vStr("off"), vStr("on")})
	}
	if e.id == "sun.sun" {
		d := t.addDim("sun", 2, func(b bitset) ta.Expr {
			if b.has(1) {
				return sunAbove()
			}
			return not(sunAbove())
		})
		return t.split(d, []jv{vStr("below_horizon"), vStr("above_horizon")})
	}
	if e.numeric {
		n := int(e.hi - e.lo + 1)
		d := t.addDim("e:"+e.id, n, func(b bitset) ta.Expr { return classIn(e, b) })
		vals := make([]jv, n)
		for k := range vals {
			vals[k] = classValue(e, e.lo+int64(k), asString)
		}
		return t.split(d, vals)
	}
	n := len(e.values)
	d := t.addDim("e:"+e.id, n, func(b bitset) ta.Expr { return valueIn(e, b) })
	vals := make([]jv, n)
	for k, v := range e.values {
		if v == "other" && !e.declared {
			vals[k] = jv{k: jOther, id: e.id}
		} else {
			vals[k] = vStr(v)
		}
	}
	return t.split(d, vals)
}

// classValue is the value of numeric class k of e: its constant, or the
// open interval between its neighbours.
func classValue(e *entity, k int64, asString bool) jv {
	n := int64(len(e.consts))
	if k%2 == 1 {
		c := e.consts[k/2]
		return jv{k: jRange, lo: c, hi: c, numStr: asString}
	}
	lo, hi := math.Inf(-1), math.Inf(1)
	if k > 0 {
		lo = e.consts[k/2-1]
	}
	if k/2 < n {
		hi = e.consts[k/2]
	}
	return jv{k: jRange, lo: lo, hi: hi, numStr: asString}
}

// classIn is the IR condition that numeric entity e is in one of the
// classes of b (indices from e.lo), as ranges.
func classIn(e *entity, b bitset) ta.Expr {
	n := int(e.hi - e.lo + 1)
	var x ta.Expr
	for _, r := range runs(b, n, false) {
		a, z := e.lo+int64(r[0]), e.lo+int64(r[0]+r[1]-1)
		var y ta.Expr
		switch {
		case a == e.lo && z == e.hi:
			return boolLit(true)
		case z == e.hi:
			y = intCmp(e.id, ta.OpGt, a-1)
		case a == e.lo:
			y = intCmp(e.id, ta.OpLt, z+1)
		case a == z:
			y = intCmp(e.id, ta.OpEq, a)
		default:
			y = and(intCmp(e.id, ta.OpGe, a), intCmp(e.id, ta.OpLe, z))
		}
		x = tor(x, y)
	}
	if x == nil {
		return boolLit(false)
	}
	return x
}

// valueIn is the IR condition that enum entity e holds one of the values
// of b (by index): the values, or the values it does not hold when that
// is shorter.
func valueIn(e *entity, b bitset) ta.Expr {
	n := len(e.values)
	test := func(k int, op ta.Op) ta.Expr {
		if e.factor {
			return intCmp(e.id, op, int64(k))
		}
		return &ta.Binary{Op: op, X: ident(e.id), Y: ident(e.values[k]), Atom: -1, Tod: -1}
	}
	var x ta.Expr
	if b.count()*2 > n {
		for k := 0; k < n; k++ {
			if !b.has(k) {
				x = tand(x, test(k, ta.OpNe))
			}
		}
	} else {
		for _, k := range b.members(n) {
			x = tor(x, test(k, ta.OpEq))
		}
	}
	if x == nil {
		return boolLit(b.count() == n)
	}
	return x
}

// attr is the attribute a of entity id where the model holds it: a
// climate entity's set point (temperature), the number that
// climate.set_temperature sets and numeric_state reads with attribute:
// temperature; an automation's last_triggered; an attribute the
// environment drives (config.EnvAttribute). Other attributes are not
// modelled.
func (t *tlower) attr(id, a string, snapshot bool) sym {
	if snapshot {
		return t.unknown("attribute " + a + " of a trigger's state (not modelled)")
	}
	switch {
	case config.DomainOf(id) == "climate" && a == "temperature":
		var e *entity
		if t.collect {
			e = t.l.entity(config.SetPoint(id), t.pos)
			e.read, e.condRead = true, true
		} else if e = t.l.ents[config.SetPoint(id)]; e == nil {
			return t.unknown("attribute temperature of " + id)
		}
		if t.collect {
			e.numeric = true
			return one(jv{k: jUnknown, lf: &leaf{e: e, num: true, a: 1}})
		}
		// An attribute keeps its type: the set point is a number.
		return t.stateOf(e, false)
	case (config.DomainOf(id) == "automation" || config.DomainOf(id) == "script") && a == "last_triggered":
		target := t.l.automationByID(id)
		if config.DomainOf(id) == "script" {
			target = t.l.scriptByID(id)
		}
		if target == nil {
			return t.unknown("last_triggered of " + id + ", which the configuration does not define")
		}
		clk := t.l.triggeredClock(target, t.collect)
		if t.collect || clk == "" {
			return t.unknown("last_triggered of " + id)
		}
		return one(vTimeV(&jtime{base: tbTriggered, ent: clk}))
	case a == "friendly_name":
		return t.unknown("the friendly name of " + id + " (not modelled)")
	case config.EnvAttribute(id, a) != config.NotEnvAttr:
		// An attribute the environment drives is an entity of its own,
		// which state conditions and triggers on it read too; it keeps
		// its type: text, or a number (its classes, as the set point's).
		var e *entity
		num := config.EnvAttribute(id, a) == config.NumberAttr
		if t.collect {
			e = t.l.entity(config.AttrEntity(id, a), t.pos)
			e.read, e.condRead = true, true
			if t.l.collectWatch {
				e.watched = true
			}
			if num {
				e.numeric = true
				return one(jv{k: jUnknown, lf: &leaf{e: e, num: true, a: 1}})
			}
		} else if e = t.l.ents[config.AttrEntity(id, a)]; e == nil || e.numeric != num {
			return t.unknown(fmt.Sprintf("attribute %s of %s", a, id))
		}
		return t.stateOf(e, false)
	}
	return t.unknown(fmt.Sprintf("attribute %s of %s (not modelled)", a, id))
}

// ---- comparisons and arithmetic

// compare is a op b.
func (t *tlower) compare(op string, a, b jv) sym {
	if a.k == jChoice || b.k == jChoice {
		return t.unknown("a random choice compared")
	}
	if t.collect {
		t.collectCompare(op, a, b)
		t.collectCompare(flipOp[op], b, a)
	}
	switch {
	case a.k == jErr:
		return one(a)
	case b.k == jErr:
		return one(b)
	case a.k == jUnknown || b.k == jUnknown:
		return t.unknown(joinWhy(a.why, b.why))
	case a.k == jTime || b.k == jTime:
		return t.compareTime(op, a, b)
	case a.k == jRange || b.k == jRange:
		return t.compareRange(op, a, b)
	case a.k == jOther || b.k == jOther:
		return t.compareOther(op, a, b)
	case a.k == jObj || b.k == jObj:
		if op == "==" || op == "!=" {
			// A state object equals no string or number.
			if a.k == jObj && b.k == jObj {
				return t.unknown("comparing two objects")
			}
			return one(vBool(op == "!="))
		}
		return one(vErr("objects cannot be ordered"))
	}
	if op == "==" || op == "!=" {
		return one(vBool(pyEq(a, b) == (op == "==")))
	}
	if a.k == jUndef || b.k == jUndef {
		return one(vErr("an undefined value cannot be ordered"))
	}
	c, ok := pyCmp(a, b)
	if !ok {
		return one(vErr(fmt.Sprintf("'%s' not supported between these types", op)))
	}
	return one(vBool(cmpHolds(op, c)))
}

// collectCompare registers what a comparison of an entity's state with
// a constant needs: the state named, or the number as a class bound.
func (t *tlower) collectCompare(op string, a, b jv) {
	lf := a.lf
	if lf == nil || !b.concrete() {
		return
	}
	switch {
	case lf.raw && b.k == jStr && (op == "==" || op == "!="):
		if base, closed := domains.BaseValues[lf.e.domain]; lf.trig && closed && !contains(base, b.s) {
			// A trigger's state compared with a word its entity's
			// domain never has: the comparison is about another
			// trigger's entity; naming the word here would give this
			// entity a state it cannot take.
			return
		}
		lf.e.addValue(b.s)
	case lf.num && b.isNum() && !domains.IsNeverNumber(lf.e.id):
		// A state that is never a number (a binary sensor's) is not
		// read as one: float() of it fails, which the lowering reads
		// from its words.
		lf.e.numeric = true
		for _, c := range leafConsts(lf, b.num()) {
			lf.e.addConst(c)
		}
	}
}

// leafConsts are the numbers x of a leaf's entity at which a*x+b (then
// truncated) crosses k: the classes' bounds a comparison with k needs.
func leafConsts(lf *leaf, k float64) []float64 {
	if lf.a == 0 || math.IsInf(k, 0) || math.IsNaN(k) {
		return nil
	}
	inv := func(y float64) float64 { return (y - lf.b) / lf.a }
	if !lf.trunc {
		return []float64{inv(k)}
	}
	f := math.Floor(k)
	return []float64{inv(f - 1), inv(f), inv(f + 1), inv(k)}
}

// interval is a number's possible values: [lo, hi] with each end in or
// out; ints when only the integers of it.
type interval struct {
	lo, hi     float64
	loIn, hiIn bool
	ints       bool
}

func rangeOf(v jv) interval {
	switch {
	case v.k != jRange:
		x := v.num()
		return interval{x, x, true, true, false}
	case v.ints:
		return interval{v.lo, v.hi, true, true, true}
	case v.lo == v.hi:
		return interval{v.lo, v.lo, true, true, false}
	}
	return interval{v.lo, v.hi, false, false, false}
}

// decide is, for every value x of iv, whether x op c holds, when that is
// the same for all of them.
func (iv interval) decide(op string, c float64) (bool, bool) {
	below := iv.hi < c || (iv.hi == c && !iv.hiIn)   // every x < c
	above := iv.lo > c || (iv.lo == c && !iv.loIn)   // every x > c
	atMost := iv.hi <= c                             // every x <= c
	atLeast := iv.lo >= c                            // every x >= c
	point := iv.lo == iv.hi && iv.lo == c && iv.loIn // every x == c
	excl := below || above || (iv.ints && c != math.Trunc(c))
	switch op {
	case "==":
		if point {
			return true, true
		}
		return false, excl
	case "!=":
		if point {
			return false, true
		}
		return true, excl
	case "<":
		return below, below || atLeast
	case "<=":
		return atMost, atMost || above
	case ">":
		return above, above || atMost
	}
	return atLeast, atLeast || below
}

func (t *tlower) compareRange(op string, a, b jv) sym {
	if b.k == jRange && a.k != jRange {
		a, b, op = b, a, flipOp[op]
	}
	if b.k == jRange {
		return t.unknown("comparing two numbers the model knows only by their classes")
	}
	if a.numStr {
		// A state's text: equal to no number, ordered with no number.
		switch {
		case b.k == jStr && (op == "==" || op == "!="):
			if f, ok := pyFloat(b.s); ok {
				if r, ok := rangeOf(a).decide("==", f); ok && !r {
					return one(vBool(op == "!="))
				}
				return t.unknown("how the state " + a.id + " is written")
			}
			return one(vBool(op == "!="))
		case op == "==" || op == "!=":
			return one(vBool(op == "!="))
		case b.k == jStr:
			return t.unknown("a state's text compared as text")
		}
		return one(vErr(fmt.Sprintf("'%s' not supported between 'str' and a number", op)))
	}
	if !b.isNum() {
		if op == "==" || op == "!=" {
			return one(vBool(op == "!="))
		}
		return one(vErr(fmt.Sprintf("'%s' not supported between a number and that type", op)))
	}
	if r, ok := rangeOf(a).decide(op, b.num()); ok {
		return one(vBool(r))
	}
	return t.unknown(fmt.Sprintf("a number compared with %s, which is not one of its class bounds", pyNum(b)))
}

// compareOther compares the state no automation names with a value.
func (t *tlower) compareOther(op string, a, b jv) sym {
	if b.k == jOther && a.k != jOther {
		a, b, op = b, a, flipOp[op]
	}
	if b.k == jOther {
		if (op == "==" || op == "!=") && a.id != b.id && !t.collect {
			if f := t.l.sameText(a.id, b.id); f != "" {
				d := t.addDim("same:"+f, 2, func(bs bitset) ta.Expr {
					switch {
					case bs.has(0) == bs.has(1):
						return boolLit(bs.has(0))
					case bs.has(1):
						return intCmp(f, ta.OpEq, 1)
					}
					return intCmp(f, ta.OpEq, 0)
				})
				return t.split(d, []jv{vBool(op == "!="), vBool(op == "==")})
			}
		}
		return t.unknown("two unnamed states")
	}
	if op != "==" && op != "!=" {
		return t.unknown("an unnamed state compared as text")
	}
	if b.k != jStr {
		return one(vBool(op == "!="))
	}
	if e := t.l.ents[a.id]; e != nil && e.valueSet[b.s] {
		// The unnamed state is none of the named ones.
		return one(vBool(op == "!="))
	}
	return t.unknown("an unnamed state of " + a.id + " compared with " + strconv.Quote(b.s))
}

// sameText is the factor that says whether two entities' unnamed states
// are the same text ("" when the model cannot say it exactly). It is
// exact when one of them, f, is an environmental factor (any of its
// states at each read) whose named states the other, o, names too: o's
// unnamed text is then none of f's named states, so f's unnamed state
// may be that very text or another, at each read alike, as Home
// Assistant's environment may set it. Otherwise (two entities whose
// texts persist, or f naming a text o may hold unnamed) whether they
// agree is history the model does not keep: either answer, noted.
func (l *lowerer) sameText(x, y string) string {
	if x > y {
		x, y = y, x
	}
	ex, ey := l.ents[x], l.ents[y]
	if ex == nil || ey == nil || ex.numeric || ey.numeric {
		return ""
	}
	covers := func(f, o *entity) bool {
		if !f.factor || f.declared || o.declared {
			return false
		}
		for _, v := range f.values {
			if v != "other" && !o.valueSet[v] {
				return false
			}
		}
		return true
	}
	if !covers(ex, ey) && !covers(ey, ex) {
		return ""
	}
	name := x + " is the same text as " + y
	if l.sameTexts == nil {
		l.sameTexts = map[string]bool{}
	}
	if !l.sameTexts[name] {
		l.sameTexts[name] = true
		pos := ex.pos
		if !ex.factor {
			pos = ey.pos
		}
		l.prog.Factors = append(l.prog.Factors, &ta.Factor{Name: name, Lo: 0, Hi: 1, Pos: pos})
	}
	return name
}

var flipOp = map[string]string{"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}

var taOp = map[string]ta.Op{"==": ta.OpEq, "!=": ta.OpNe, "<": ta.OpLt, "<=": ta.OpLe, ">": ta.OpGt, ">=": ta.OpGe}

// arith is a op b for + - * / // %.
func (t *tlower) arith(op string, a, b jv) sym {
	if a.k == jChoice && b.concrete() {
		return t.eachChoice(a, func(x jv) sym { return t.arith(op, x, b) })
	}
	if b.k == jChoice && a.concrete() {
		return t.eachChoice(b, func(y jv) sym { return t.arith(op, a, y) })
	}
	if a.k == jChoice || b.k == jChoice {
		return t.unknown("arithmetic on two random choices")
	}
	if t.collect {
		if lf := linear(op, a, b); lf != nil {
			return one(jv{k: jUnknown, lf: lf})
		}
	}
	switch {
	case a.k == jErr:
		return one(a)
	case b.k == jErr:
		return one(b)
	case a.k == jUnknown || b.k == jUnknown:
		return t.unknown(joinWhy(a.why, b.why))
	case a.k == jTime || b.k == jTime:
		return t.arithTime(op, a, b)
	case a.k == jRange || b.k == jRange:
		return t.arithRange(op, a, b)
	case a.k == jUndef || b.k == jUndef:
		return one(vErr("an undefined value in arithmetic"))
	case !a.concrete() || !b.concrete():
		return one(vErr("unsupported operand types for " + op))
	}
	r, ok := pyArith(op, a, b)
	if !ok {
		return one(vErr("unsupported operands for " + op))
	}
	return one(r)
}

// linear is, in the collect pass, the leaf a op b when one side is a
// number of an entity and the other a constant.
func linear(op string, a, b jv) *leaf {
	switch {
	case a.lf != nil && a.lf.num && !a.lf.trunc && b.isNum():
		l := *a.lf
		c := b.num()
		switch op {
		case "+":
			l.b += c
		case "-":
			l.b -= c
		case "*":
			l.a, l.b = l.a*c, l.b*c
		case "/":
			if c == 0 {
				return nil
			}
			l.a, l.b = l.a/c, l.b/c
		default:
			return nil
		}
		return &l
	case b.lf != nil && b.lf.num && !b.lf.trunc && a.isNum():
		l := *b.lf
		c := a.num()
		switch op {
		case "+":
			l.b += c
		case "-":
			l.a, l.b = -l.a, c-l.b
		case "*":
			l.a, l.b = l.a*c, l.b*c
		default:
			return nil
		}
		return &l
	}
	return nil
}

func (t *tlower) arithRange(op string, a, b jv) sym {
	swapped := false
	if b.k == jRange && a.k != jRange {
		a, b, swapped = b, a, true
	}
	if b.k == jRange {
		return t.unknown("arithmetic on two numbers the model knows only by their classes")
	}
	if a.numStr || !b.isNum() {
		return one(vErr("unsupported operand types for " + op))
	}
	c := b.num()
	r := a
	cInt := b.isInt || b.k == jBool
	apply := func(x float64) float64 {
		switch {
		case op == "+":
			return x + c
		case op == "-" && !swapped:
			return x - c
		case op == "-":
			return c - x
		case op == "*":
			return x * c
		}
		return x / c
	}
	switch {
	case op == "+" || op == "-" || (op == "*" && c != 0) || (op == "/" && c != 0 && !swapped):
		lo, hi := apply(a.lo), apply(a.hi)
		if lo > hi {
			lo, hi = hi, lo
		}
		r.lo, r.hi = lo, hi
		r.ints = a.ints && cInt && op != "/"
		return one(r)
	case op == "*":
		return one(vInt(0))
	}
	return t.unknown("arithmetic the model does not follow on a numeric class (" + op + ")")
}

// concat is a ~ b: both as text.
func (t *tlower) concat(a, b jv) sym {
	if a.k == jChoice || b.k == jChoice {
		return t.unknown("the text of a random choice")
	}
	if a.k == jErr {
		return one(a)
	}
	if b.k == jErr {
		return one(b)
	}
	sa, oka := pyStr(a)
	sb, okb := pyStr(b)
	if oka && okb {
		return one(vStr(sa + sb))
	}
	return one(jv{k: jUnknown, why: joinWhy("text the model does not know", joinWhy(a.why, b.why)), nt: a.numeric() || b.numeric() || a.nt || b.nt, pat: joinPat(a, b, t.collect)})
}

// in is a in b.
func (t *tlower) in(a, b jv) sym {
	if a.k == jChoice || b.k == jChoice {
		return t.unknown("a random choice")
	}
	if t.collect && b.k == jList {
		for _, it := range b.items {
			t.collectCompare("==", a, it)
		}
	}
	switch {
	case a.k == jErr:
		return one(a)
	case b.k == jErr:
		return one(b)
	case b.k == jUnknown:
		return one(b)
	case b.k == jList:
		// any(a == x): each item compared.
		var out sym = one(vBool(false))
		for _, it := range b.items {
			it := it
			out = t.andOr("or", out, func() sym { return t.compare("==", a, it) })
		}
		return t.lift(out, func(v jv) sym {
			if v.k == jUnknown || v.k == jErr {
				return one(v)
			}
			return one(truth(v))
		})
	case a.k == jUnknown:
		return one(a)
	case b.k == jStr && a.k == jStr:
		return one(vBool(strings.Contains(b.s, a.s)))
	case b.k == jStr:
		return one(vErr("'in <string>' requires a string as left operand"))
	case b.k == jUndef:
		return one(vBool(false))
	case b.k == jNum || b.k == jBool || b.k == jNone:
		// Python's `in` of a number, a bool or None: a TypeError.
		return one(vErr("argument of type '" + pyTypeName(b) + "' is not iterable"))
	case b.k == jObj && b.obj.kind == oMap:
		if a.k == jStr {
			if _, ok := b.obj.fields[a.s]; ok {
				return one(vBool(true))
			}
			if b.obj.known {
				return one(vBool(false))
			}
		}
	}
	return t.unknown("membership in a value the model does not know")
}

// ---- tests (`x is defined`)

func (t *tlower) test(n *template.TNode) sym {
	x := t.eval(n.Kids[0])
	var arg sym
	if len(n.Kids) > 1 {
		arg = t.eval(n.Kids[1])
	}
	r := t.lift(x, func(v jv) sym {
		switch n.Name {
		case "defined", "undefined":
			if v.k == jUnknown {
				return one(v)
			}
			return one(vBool((v.k != jUndef) == (n.Name == "defined")))
		}
		if v.k == jErr || v.k == jUnknown {
			return one(v)
		}
		switch n.Name {
		case "none":
			return one(vBool(v.k == jNone))
		case "number":
			if v.k == jRange {
				return one(vBool(!v.numStr))
			}
			return one(vBool(v.isNum()))
		case "string":
			if v.k == jRange || v.k == jOther {
				return one(vBool(v.isString()))
			}
			return one(vBool(v.k == jStr))
		case "boolean":
			return one(vBool(v.k == jBool))
		case "true", "false":
			return one(vBool(v.k == jBool && v.b == (n.Name == "true")))
		case "eq", "equalto", "==", "ne", "!=", "lt", "<", "le", "<=", "gt", ">", "ge", ">=", "greaterthan", "lessthan":
			if arg == nil {
				return one(vErr("the test needs a value"))
			}
			op := testOps[n.Name]
			return t.lift(arg, func(b jv) sym { return t.compare(op, v, b) })
		case "in":
			if arg == nil {
				return one(vErr("the test needs a value"))
			}
			return t.lift(arg, func(b jv) sym { return t.in(v, b) })
		case "has_value":
			return t.hasValue(v)
		case "is_state":
			if arg == nil {
				return one(vErr("is_state needs a state"))
			}
			return t.lift(arg, func(s jv) sym { return t.isState(v, s) })
		}
		return t.unknown("the test " + n.Name + " (not modelled)")
	})
	if n.Neg {
		return t.lift(r, func(v jv) sym { return t.notv(v) })
	}
	return r
}

var testOps = map[string]string{"eq": "==", "equalto": "==", "==": "==", "ne": "!=", "!=": "!=", "lt": "<", "<": "<", "lessthan": "<",
	"le": "<=", "<=": "<=", "gt": ">", ">": ">", "greaterthan": ">", "ge": ">=", ">=": ">="}

// ---- rendering

// render is a template's output: text, per alternative (an unknown where
// the model does not know it).
func (t *tlower) render(body []*template.TStmt) sym {
	out := one(vStr(""))
	for _, s := range body {
		out = t.renderStmt(out, s)
		if len(out) > maxAlts {
			return t.tooMany()
		}
	}
	return out
}

// appendText is the output so far followed by v's text.
func (t *tlower) appendText(out sym, v sym) sym {
	return t.lift2(out, v, func(o, x jv) sym {
		switch {
		case o.k == jErr:
			return one(o)
		case x.k == jErr:
			return one(x)
		case x.k == jUndef:
			// An undefined value renders as nothing.
			return one(o)
		}
		if o.k == jStr {
			if s, ok := pyStr(x); ok {
				return one(vStr(o.s + s))
			}
		}
		// The text is not "true" when a known part of it has a letter
		// that "true" has not: a quote, a digit (a number's text).
		nt := o.nt || x.nt || x.numeric() || x.k == jRange || (o.k == jStr && notTrueText(o.s))
		if s, ok := pyStr(x); ok && notTrueText(s) {
			nt = true
		}
		return one(jv{k: jUnknown, why: joinWhy(o.why, x.why), nt: nt, pat: joinPat(o, x, t.collect)})
	})
}

func (t *tlower) renderStmt(out sym, s *template.TStmt) sym {
	if t.steps++; t.steps > maxSteps {
		return t.lift(out, func(jv) sym { return t.unknown("the template is too long to lower") })
	}
	switch s.Kind {
	case template.SText:
		return t.appendText(out, one(vStr(s.Text)))
	case template.SExpr:
		return t.appendText(out, t.eval(s.Expr))
	case template.SSet:
		t.setVar(s.Names[0], t.eval(s.Expr))
		return out
	case template.SIf:
		return t.renderIf(out, s, 0)
	case template.SFor:
		return t.renderFor(out, s)
	}
	return out
}

// setVar binds a name for the rest of the template.
func (t *tlower) setVar(name string, v sym) {
	vars := make(map[string]sym, len(t.env.vars)+1)
	for k, x := range t.env.vars {
		vars[k] = x
	}
	vars[name] = v
	env := *t.env
	env.vars = vars
	t.env = &env
}

func (t *tlower) renderIf(out sym, s *template.TStmt, k int) sym {
	if k == len(s.Conds) {
		if s.HasElse {
			return t.renderBody(out, s.Else)
		}
		return out
	}
	// The branches render into the output under the condition's
	// alternatives; statements of a branch (set) stay in it, as a
	// branch of Jinja's if is not a scope of its own: set in a branch
	// is seen after the if only where the branch ran, which the
	// lowering does not follow (the names set in branches are
	// unknown after them).
	saved := t.env
	cond := t.eval(s.Conds[k])
	var res sym
	for _, a := range cond {
		b := truth(a.v)
		part := t.under(a.g, out)
		switch {
		case b.k == jBool && b.b:
			res = append(res, t.renderBody(part, s.Bodies[k])...)
		case b.k == jBool:
			res = append(res, t.renderIf(part, s, k+1)...)
		case b.k == jErr:
			for _, p := range part {
				res = append(res, alt{p.g, b})
			}
		default:
			if t.collect {
				t.renderBody(part, s.Bodies[k])
				t.env = saved
				t.renderIf(part, s, k+1)
			}
			for _, p := range part {
				res = append(res, alt{p.g, jv{k: jUnknown, why: b.why}})
			}
		}
		t.env = saved
		if len(res) > maxAlts {
			return t.tooMany()
		}
	}
	t.forgetSets(s)
	return res
}

// renderBody renders statements in the current scope.
func (t *tlower) renderBody(out sym, body []*template.TStmt) sym {
	for _, s := range body {
		out = t.renderStmt(out, s)
		if len(out) > maxAlts {
			return t.tooMany()
		}
	}
	return out
}

// forgetSets makes the names an if's branches set unknown after it.
func (t *tlower) forgetSets(s *template.TStmt) {
	var names []string
	var walk func(body []*template.TStmt)
	walk = func(body []*template.TStmt) {
		for _, x := range body {
			if x.Kind == template.SSet {
				names = append(names, x.Names[0])
			}
			for _, b := range x.Bodies {
				walk(b)
			}
			walk(x.Else)
		}
	}
	for _, b := range s.Bodies {
		walk(b)
	}
	walk(s.Else)
	for _, n := range names {
		t.setVar(n, t.unknown("a name set in a branch ("+n+")"))
	}
}

// renderFor renders a for loop over a list the model knows; a name set
// in the loop does not outlive it (Jinja's loop scope).
func (t *tlower) renderFor(out sym, s *template.TStmt) sym {
	saved := t.env
	defer func() { t.env = saved }()
	list := t.eval(s.Expr)
	var res sym
	for _, a := range list {
		part := t.under(a.g, out)
		v := a.v
		switch {
		case v.k == jErr:
			for _, p := range part {
				res = append(res, alt{p.g, v})
			}
			continue
		case v.k == jUndef:
			res = append(res, part...)
			continue
		case v.k != jList || len(s.Names) != 1:
			if t.collect {
				t.setVar(s.Names[0], t.unknown(""))
				t.renderBody(part, s.Body)
				t.env = saved
			}
			for _, p := range part {
				res = append(res, alt{p.g, t.unknownv("a loop over a list the model does not know")})
			}
			continue
		}
		for _, it := range v.items {
			t.setVar(s.Names[0], one(it))
			part = t.renderBody(part, s.Body)
			t.env = saved
			if len(part) > maxAlts {
				return t.tooMany()
			}
		}
		res = append(res, part...)
	}
	return res
}

// notTrueText reports whether a text, as a part of a template's output,
// keeps the output from reading "true": it has a character that is
// neither a letter of "true" nor whitespace.
func notTrueText(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return !strings.ContainsRune("trueTRUE \t\r\n\f\v", r) })
}

// ---- the template's meanings

// conditionTruth is Home Assistant's template condition
// (helpers/condition.py, async_template): the template renders (without
// parsing the result) and holds when the text, stripped, is "true" in
// any case; a template that fails to render is a ConditionError.
func conditionTruth(v jv) jv {
	switch v.k {
	case jStr:
		return vBool(strings.ToLower(strings.TrimSpace(v.s)) == "true")
	case jErr:
		return v
	case jUnknown:
		if v.nt {
			return vBool(false)
		}
		return v
	}
	return jv{k: jUnknown}
}

// evalTemplate renders a template in an environment; ok is false when it
// is outside the grammar.
func (l *lowerer) evalTemplate(tp *template.Template, env *tenv, collect bool) (*tlower, sym, bool) {
	if tp == nil || tp.Body == nil && tp.Src != "" {
		return nil, nil, false
	}
	t := l.newTlower(tp.Pos, collect, env)
	t.scope = tp.Scope
	return t, t.render(tp.Body), true
}

// evalTemplateAs is a template's value as a variable's would be (the
// rendered result parsed, render_complex), set up by how.
func (l *lowerer) evalTemplateAs(tp *template.Template, env *tenv, how func(*tlower)) (*tlower, sym, bool) {
	if tp == nil || tp.Body == nil {
		return nil, nil, false
	}
	t := l.newTlower(tp.Pos, false, env)
	t.scope = tp.Scope
	how(t)
	return t, t.renderedValue(tp), true
}

// collectTemplate is the collect pass of a template of the automation
// being collected.
func (l *lowerer) collectTemplate(tp *template.Template) {
	l.collectTemplateIn(tp, l.tplCollectEnv())
}

func (l *lowerer) collectTemplateIn(tp *template.Template, env *tenv) {
	if tp == nil || tp.Body == nil {
		return
	}
	l.evalTemplate(tp, env, true)
}

// templateTri is a template condition's outcome (tri): where it holds,
// where it raises an error; the parts the model does not know are
// either answer, noted with the reason.
func (l *lowerer) templateTri(tp *template.Template, c *autoCtx, i int) tri {
	t, out, ok := l.evalTemplate(tp, l.tplEnv(c, i, tp), false)
	if !ok {
		if tp != nil {
			l.overNote(c, tp.Pos, "template %s: either answer", shorten(tp.Src))
			return tri{t: l.choice(tp.Pos)}
		}
		return tri{t: boolLit(false)}
	}
	res := t.lift(out, func(v jv) sym { return one(conditionTruth(v)) })
	var tc, ec []cube
	var unk []cube
	whys := map[string]bool{}
	for _, a := range res {
		switch {
		case a.v.k == jBool && a.v.b:
			tc = append(tc, a.g)
		case a.v.k == jErr:
			ec = append(ec, a.g)
		case a.v.k == jUnknown:
			unk = append(unk, a.g)
			whys[a.v.why] = true
		}
	}
	r := tri{t: t.cubesExpr(tc)}
	if len(ec) > 0 {
		r.e = t.cubesExpr(ec)
		if isLit(r.e, false) {
			r.e = nil
		}
	}
	if len(unk) > 0 {
		l.overNote(c, tp.Pos, "template %s: either answer%s", shorten(tp.Src), reasons(whys))
		// Where the model does not know, the condition is either true or
		// false (a choice, which the trace shows).
		r.t = tor(r.t, tand(t.cubesExpr(unk), l.choice(tp.Pos)))
	}
	return r
}

// reasons lists why a template is over-approximated.
func reasons(whys map[string]bool) string {
	var out []string
	for w := range whys {
		if w != "" {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return ""
	}
	sort.Strings(out)
	return " (" + strings.Join(out, "; ") + ")"
}

// overNote notes an over-approximation of an automation's template.
func (l *lowerer) overNote(c *autoCtx, pos ta.Pos, format string, args ...any) {
	l.note(pos, format, args...)
	if c != nil {
		c.a.Over = true
	}
}

// template lowers a template to the condition that it renders true, for
// a wait; exact is false when some of it is an environment choice (or
// all of it: x is nil). An error is not true.
func (l *lowerer) template(tp *template.Template, c *autoCtx) (ta.Expr, bool) {
	t, out, ok := l.evalTemplate(tp, l.tplEnv(c, -1, tp), false)
	if !ok {
		return nil, false
	}
	res := t.lift(out, func(v jv) sym { return one(conditionTruth(v)) })
	exact := true
	var tc []cube
	for _, a := range res {
		switch {
		case a.v.k == jBool && a.v.b:
			tc = append(tc, a.g)
		case a.v.k == jUnknown:
			exact = false
		}
	}
	if !exact {
		return nil, false
	}
	return t.cubesExpr(tc), true
}

// templateCond is a template condition that cannot raise an error in the
// model's reading (its error is not true).
func (l *lowerer) templateCond(tp *template.Template, c *autoCtx) ta.Expr {
	return l.templateTri(tp, c, -1).t
}

func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return strconv.Quote(s)
}

// note records an over-approximation found while lowering, once per
// position.
func (l *lowerer) note(pos ta.Pos, format string, args ...any) {
	l.noteKind(pos, config.Over, format, args...)
}

// noteKind is note with the note's kind.
func (l *lowerer) noteKind(pos ta.Pos, kind config.NoteKind, format string, args ...any) {
	what := fmt.Sprintf(format, args...)
	for _, n := range l.f.Notes {
		if n.Pos == pos && n.What == what {
			return
		}
	}
	l.f.Notes = append(l.f.Notes, config.Note{Pos: pos, Kind: kind, What: what})
}
