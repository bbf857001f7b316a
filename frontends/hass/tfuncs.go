package hass

import (
	"math"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/template"
)

// Functions, filters and methods of templates: Home Assistant's
// (helpers/template/__init__.py and its extensions) and Jinja's.

// args evaluates a call's arguments after the callee: the positional
// ones in order, the named ones by name.
type targs struct {
	pos  []sym
	keys map[string]sym
}

func (t *tlower) args(n *template.TNode, from int) targs {
	a := targs{keys: map[string]sym{}}
	for k := from; k < len(n.Kids); k++ {
		key := ""
		if k-1 < len(n.Keys) {
			key = n.Keys[k-1]
		}
		v := t.eval(n.Kids[k])
		if key != "" {
			a.keys[key] = v
		} else {
			a.pos = append(a.pos, v)
		}
	}
	return a
}

// arg is argument i, or the one named name; nil when neither is given.
func (a targs) arg(i int, name string) sym {
	if i >= 0 && i < len(a.pos) {
		return a.pos[i]
	}
	if name != "" {
		return a.keys[name]
	}
	return nil
}

// liftAll applies f to every combination of the alternatives of xs (nil
// entries stay nil in the slice f gets: an argument left out).
func (t *tlower) liftAll(xs []sym, f func([]*jv) sym) sym {
	var rec func(k int, g cube, vals []*jv) sym
	rec = func(k int, g cube, vals []*jv) sym {
		if k == len(xs) {
			return t.under(g, f(vals))
		}
		if xs[k] == nil {
			return rec(k+1, g, append(vals, nil))
		}
		var out sym
		for _, a := range xs[k] {
			g2, ok := t.meet(g, a.g)
			if !ok {
				continue
			}
			v := a.v
			out = append(out, rec(k+1, g2, append(append([]*jv{}, vals...), &v))...)
			if len(out) > maxAlts {
				return t.tooMany()
			}
		}
		return out
	}
	return rec(0, nil, nil)
}

// firstBad is the first argument that is an error or unknown (which the
// call's value then is).
func firstBad(vals []*jv) (jv, bool) {
	for _, v := range vals {
		if v != nil && (v.k == jErr || v.k == jUnknown) {
			return *v, true
		}
	}
	return jv{}, false
}

// strict calls f with the arguments' values, one combination at a time
// (each argument one value): Python evaluates every argument before the
// call, so an error in any is the call's error.
func (t *tlower) strict(x sym, a targs, f func(x sym, a targs) sym) sym {
	keys := make([]string, 0, len(a.keys))
	for k := range a.keys {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	all := append([]sym{x}, a.pos...)
	for _, k := range keys {
		all = append(all, a.keys[k])
	}
	return t.liftAll(all, func(vals []*jv) sym {
		for _, v := range vals {
			if v != nil && v.k == jErr {
				return one(*v)
			}
		}
		b := targs{keys: map[string]sym{}}
		for i := range a.pos {
			b.pos = append(b.pos, one(*vals[1+i]))
		}
		for i, k := range keys {
			b.keys[k] = one(*vals[1+len(a.pos)+i])
		}
		var xv sym
		if vals[0] != nil {
			xv = one(*vals[0])
		}
		return f(xv, b)
	})
}

// call is a call: of a global function or of a method.
func (t *tlower) call(n *template.TNode) sym {
	a := t.args(n, 1)
	return t.lift(t.eval(n.Kids[0]), func(f jv) sym {
		if f.k == jObj && (f.obj.kind == oFunc || f.obj.kind == oStates || f.obj.kind == oMethod) {
			return t.strict(nil, a, func(_ sym, a targs) sym { return t.callValue(f, a) })
		}
		return t.callValue(f, a)
	})
}

// callValue calls a function value with its arguments.
func (t *tlower) callValue(f jv, a targs) sym {
	switch {
	case f.k == jErr || f.k == jUnknown:
		return one(f)
	case f.k == jUndef:
		return one(vErr(undefName(f) + " is undefined (called)"))
	case f.k == jObj && f.obj.kind == oFunc:
		return t.global(f.obj.id, a)
	case f.k == jObj && f.obj.kind == oStates:
		return t.global("states", a)
	case f.k == jObj && f.obj.kind == oMethod:
		return t.method(*f.obj.recv, f.obj.id, a)
	}
	return one(vErr("the value is not callable"))
}

// global is a call of a global function.
func (t *tlower) global(name string, a targs) sym {
	switch name {
	case "states":
		return t.liftAll([]sym{a.arg(0, "entity_id"), a.arg(1, "rounded"), a.arg(2, "with_unit")}, func(v []*jv) sym {
			if bad, ok := firstBad(v[:1]); ok {
				return one(bad)
			}
			if v[0] == nil {
				return one(vErr("states() needs an entity id"))
			}
			if v[1] != nil || v[2] != nil {
				return t.unknown("states() rounded or with its unit")
			}
			return t.statesOf(*v[0])
		})
	case "is_state":
		return t.liftAll([]sym{a.arg(0, "entity_id"), a.arg(1, "state")}, func(v []*jv) sym {
			if v[0] == nil || v[1] == nil {
				return one(vErr("is_state needs an entity and a state"))
			}
			return t.isState(*v[0], *v[1])
		})
	case "state_attr":
		return t.liftAll([]sym{a.arg(0, "entity_id"), a.arg(1, "name")}, func(v []*jv) sym {
			if bad, ok := firstBad(v); ok {
				return one(bad)
			}
			if v[0] == nil || v[1] == nil || v[0].k != jStr || v[1].k != jStr {
				return t.unknown("state_attr of a value the model does not know")
			}
			return t.stateAttrOf(v[0].s, v[1].s)
		})
	case "is_state_attr":
		return t.liftAll([]sym{a.arg(0, "entity_id"), a.arg(1, "name"), a.arg(2, "value")}, func(v []*jv) sym {
			if bad, ok := firstBad(v[:2]); ok {
				return one(bad)
			}
			if v[0] == nil || v[1] == nil || v[2] == nil || v[0].k != jStr || v[1].k != jStr {
				return t.unknown("is_state_attr of a value the model does not know")
			}
			want := *v[2]
			// template.py, is_state_attr: bool(attr == value), false
			// when the entity or the attribute is missing.
			return t.lift(t.stateAttrOf(v[0].s, v[1].s), func(x jv) sym {
				if x.k == jNone {
					return one(vBool(false))
				}
				return t.compare("==", x, want)
			})
		})
	case "has_value":
		return t.lift(orNone(a.arg(0, "entity_id")), t.hasValue)
	case "iif":
		return t.iif(orNone(a.arg(0, "value")), a.arg(1, "if_true"), a.arg(2, "if_false"), a.arg(3, "if_none"))
	case "expand":
		return t.expand(a.pos)
	case "now":
		if len(a.pos) > 0 {
			return one(vErr("now() takes no arguments"))
		}
		return one(vTimeV(&jtime{base: tbNow}))
	case "utcnow":
		// dt_util.utcnow(): the same instant as now(), aware, in UTC
		// (helpers/template/extensions/datetime.py, utcnow).
		if len(a.pos) > 0 {
			return one(vErr("utcnow() takes no arguments"))
		}
		return one(vTimeV(&jtime{base: tbNow, utc: true}))
	case "today_at":
		return t.lift(orStr(a.arg(0, "time_str")), t.todayAt)
	case "as_timestamp":
		return t.asTimestamp(orNone(a.arg(0, "value")), a.arg(1, "default"))
	case "as_datetime":
		return t.unknown("as_datetime (not modelled)")
	case "timedelta":
		return t.timedelta(a)
	case "float":
		return t.toFloat(orNone(a.arg(0, "value")), a.arg(1, "default"))
	case "int":
		return t.toInt(orNone(a.arg(0, "value")), a.arg(1, "default"))
	case "bool":
		return t.lift(orNone(a.arg(0, "value")), func(v jv) sym {
			if v.k == jBool {
				return one(v)
			}
			return t.unknown("bool() of a value that is not a boolean")
		})
	case "is_number":
		return t.lift(orNone(a.arg(0, "value")), t.isNumber)
	case "range":
		return t.liftAll([]sym{a.arg(0, ""), a.arg(1, ""), a.arg(2, "")}, func(v []*jv) sym {
			if bad, ok := firstBad(v); ok {
				return one(bad)
			}
			return one(pyRange(v))
		})
	case "min", "max":
		if len(a.pos) == 1 {
			return t.lift(a.pos[0], func(l jv) sym { return t.minMax(name, l) })
		}
		return t.lift(t.listOf(a.pos), func(l jv) sym { return t.minMax(name, l) })
	}
	return t.unknown(name + "() (not modelled)")
}

func orNone(x sym) sym {
	if x == nil {
		return one(vNone())
	}
	return x
}

func orStr(x sym) sym {
	if x == nil {
		return one(vStr(""))
	}
	return x
}

// statesOf is states(id): the entity's state, "unknown" for an entity
// that does not exist (AllStates.__call__).
func (t *tlower) statesOf(id jv) sym {
	if id.k != jStr {
		return t.unknown("states() of a value the model does not know")
	}
	e := t.entity(id.s)
	if e == nil {
		if !strings.Contains(id.s, ".") {
			return one(vStr("unknown"))
		}
		return t.unknown("the state of " + id.s)
	}
	return t.stateOf(e, true)
}

// isState is is_state(id, s): the state is s, or one of s when s is a
// list (template.py, is_state).
func (t *tlower) isState(id, s jv) sym {
	if id.k == jErr || id.k == jUnknown {
		return one(id)
	}
	if id.k != jStr {
		return one(vBool(false))
	}
	e := t.entity(id.s)
	if e == nil {
		return t.unknown("the state of " + id.s)
	}
	if t.collect {
		switch s.k {
		case jStr:
			e.addValue(s.s)
		case jList:
			for _, it := range s.items {
				if it.k == jStr {
					e.addValue(it.s)
				}
			}
		}
		return t.unknown("")
	}
	if s.k == jErr || s.k == jUnknown {
		return one(s)
	}
	return t.lift(t.stateOf(e, true), func(st jv) sym {
		r := t.compare("==", st, s)
		if s.k != jList {
			return r
		}
		return t.lift(r, func(eq jv) sym {
			if eq.k == jBool && eq.b {
				return one(eq)
			}
			return t.in(st, s)
		})
	})
}

// hasValue is has_value(id): the entity exists and its state is neither
// unavailable nor unknown (template.py, has_value). The collect pass
// names those two states, so that the model has them.
func (t *tlower) hasValue(id jv) sym {
	if id.k == jErr || id.k == jUnknown {
		return one(id)
	}
	if id.k != jStr {
		return one(vBool(false))
	}
	e := t.entity(id.s)
	if e == nil {
		return t.unknown("the state of " + id.s)
	}
	if t.collect {
		if !e.numeric {
			e.addValue("unavailable")
			e.addValue("unknown")
		}
		return t.unknown("")
	}
	return t.lift(t.stateOf(e, true), func(st jv) sym {
		return t.lift(t.in(st, vList([]jv{vStr("unavailable"), vStr("unknown")})), func(v jv) sym { return t.notv(v) })
	})
}

// stateAttrOf is state_attr(id, name).
func (t *tlower) stateAttrOf(id, name string) sym {
	if !validEntityID(id) {
		return one(vNone())
	}
	return t.attr(id, name, false)
}

// iif is Home Assistant's iif(value, if_true, if_false, if_none).
func (t *tlower) iif(v, yes, no, none sym) sym {
	if yes == nil {
		yes = one(vBool(true))
	}
	if no == nil {
		no = one(vBool(false))
	}
	return t.lift(v, func(x jv) sym {
		if x.k == jNone && none != nil {
			return none
		}
		return t.ifThen(one(x), func() sym { return yes }, func() sym { return no })
	})
}

// expand is expand(...): the states of the entities named, the members
// of a group the configuration declares in their place (template.py,
// expand; its order: the arguments are searched from the last, each
// group's members pushed in its place).
func (t *tlower) expand(args []sym) sym {
	return t.liftAll(args, func(vals []*jv) sym {
		var search []jv
		for _, v := range vals {
			search = append(search, *v)
		}
		var found []jv
		seen := map[string]bool{}
		for steps := 0; len(search) > 0; steps++ {
			if steps > 10000 {
				return t.unknown("expand of a group that contains itself")
			}
			x := search[len(search)-1]
			search = search[:len(search)-1]
			id := ""
			switch {
			case x.k == jErr || x.k == jUnknown:
				return one(x)
			case x.k == jStr:
				id = x.s
			case x.k == jObj && x.obj.kind == oState:
				id = x.obj.id
			case x.k == jList:
				search = append(search, x.items...)
				continue
			default:
				continue
			}
			if seen[id] {
				continue
			}
			if config.DomainOf(id) == "group" || config.DomainOf(id) == "zone" {
				g, ok := t.l.f.Groups[id]
				if !ok {
					return t.unknown("the members of " + id + ", which the configuration does not declare")
				}
				for _, m := range g.Members {
					search = append(search, vStr(m))
				}
				continue
			}
			if t.entity(id) == nil {
				return t.unknown("the state of " + id)
			}
			seen[id] = true
			found = append(found, vObj(&tobj{kind: oState, id: id}))
		}
		return one(vList(found))
	})
}

// isNumber is is_number(v): float(v) works and is finite.
func (t *tlower) isNumber(v jv) sym {
	switch v.k {
	case jErr, jUnknown:
		return one(v)
	case jNum:
		return one(vBool(!math.IsInf(v.f, 0) && !math.IsNaN(v.f)))
	case jBool:
		return one(vBool(true))
	case jStr:
		f, ok := pyFloat(v.s)
		return one(vBool(ok && !math.IsInf(f, 0) && !math.IsNaN(f)))
	case jRange:
		return one(vBool(true))
	case jOther:
		return t.unknown("whether an unnamed state reads as a number")
	}
	return one(vBool(false))
}

// toFloat is Home Assistant's float filter and function (forgiving_float):
// float(value), else the default, else an error.
func (t *tlower) toFloat(v sym, def sym) sym {
	return t.lift(v, func(x jv) sym {
		if x.k == jChoice {
			return t.eachChoice(x, func(y jv) sym { return t.toFloat(one(y), def) })
		}
		if t.collect && x.lf != nil && (x.lf.raw || x.lf.num) {
			l := *x.lf
			l.raw, l.num = false, true
			if !x.lf.num {
				l.a = 1
			}
			return one(jv{k: jUnknown, lf: &l})
		}
		switch x.k {
		case jErr, jUnknown:
			return one(x)
		case jNum, jBool:
			return one(vFloat(x.num()))
		case jRange:
			r := x
			r.numStr = false
			return one(r)
		case jStr:
			if f, ok := pyFloat(x.s); ok {
				return one(vFloat(f))
			}
		case jOther:
			return t.unknown("whether an unnamed state of " + x.id + " reads as a number")
		case jTime:
			if x.time.stamp {
				return one(x)
			}
		}
		return t.noDefault("float", x, def)
	})
}

// eachChoice applies f to each item of a random choice: the choice of
// the results, when each is one concrete value.
func (t *tlower) eachChoice(x jv, f func(jv) sym) sym {
	var items []jv
	for _, it := range x.items {
		r := f(it)
		if len(r) != 1 || !(r[0].v.concrete() || r[0].v.k == jErr) {
			return t.unknown("a random choice the model does not follow")
		}
		items = append(items, r[0].v)
	}
	return one(jv{k: jChoice, items: items})
}

// noDefault is a conversion that failed: the default when one is given,
// else Home Assistant's error (helpers.raise_no_default).
func (t *tlower) noDefault(fn string, x jv, def sym) sym {
	if def != nil {
		return def
	}
	s, _ := pyStr(x)
	return one(vErr(fn + " got invalid input '" + s + "' when rendering template, with no default"))
}

// toInt is Home Assistant's int filter and function (forgiving_int over
// Jinja's do_int): int(text), else int(float(text)), else the default,
// else an error.
func (t *tlower) toInt(v sym, def sym) sym {
	return t.lift(v, func(x jv) sym {
		if x.k == jChoice {
			return t.eachChoice(x, func(y jv) sym { return t.toInt(one(y), def) })
		}
		if t.collect && x.lf != nil && (x.lf.raw || x.lf.num) {
			l := *x.lf
			if !l.num {
				l.a = 1
			}
			l.raw, l.num, l.trunc = false, true, true
			return one(jv{k: jUnknown, lf: &l})
		}
		switch x.k {
		case jErr, jUnknown:
			return one(x)
		case jBool:
			return one(vInt(int64(x.num())))
		case jNum:
			if math.IsInf(x.f, 0) {
				return one(vErr("cannot convert float infinity to integer"))
			}
			if math.IsNaN(x.f) {
				return t.noDefault("int", x, def)
			}
			return one(vInt(int64(math.Trunc(x.f))))
		case jRange:
			return one(truncRange(x))
		case jStr:
			if n, ok := pyInt(x.s); ok {
				return one(vInt(n))
			}
			if f, ok := pyFloat(x.s); ok {
				if math.IsInf(f, 0) {
					return one(vErr("cannot convert float infinity to integer"))
				}
				if !math.IsNaN(f) {
					return one(vInt(int64(math.Trunc(f))))
				}
			}
		case jOther:
			return t.unknown("whether an unnamed state of " + x.id + " reads as a number")
		case jTime:
			tm := x.time
			switch {
			case !tm.stamp:
			case tm.delta && tm.base == tbNone:
				return one(vInt(int64(math.Trunc(tm.off))))
			case tm.delta && tm.base == tbSince && tm.off == 0:
				r := *tm
				r.floor = true
				return one(vTimeV(&r))
			default:
				// A past instant's whole second (as_timestamp(x) | int):
				// now's timestamp less it is x + frac(L), x the clock
				// since the instant L and frac(L) L's fraction of a
				// second on the wall clock, so `... > k` holds iff
				// floor(L) + k < now. Within the second below k that
				// depends on frac(L), which the IR cannot read: its
				// constraints compare a clock, or two clocks' difference,
				// with a constant, and floor(L) + k is a constant only per
				// whole second of L (a disjunction over the horizon's
				// seconds). (It is known more than a second from the
				// bound, but reading the clock to say so makes the
				// explorers keep each last trigger's clock to the second:
				// corpus 12 goes from seconds to no end.)
				return t.unknown("whole seconds of a time (its fraction of a second is not known)")
			}
		}
		return t.noDefault("int", x, def)
	})
}

// truncRange is int() of the numbers of a class: the integers their
// truncations toward zero take (floor above 0, ceil below).
func truncRange(x jv) jv {
	if x.ints {
		r := x
		r.numStr = false
		return r
	}
	if x.lo == x.hi {
		return vInt(int64(math.Trunc(x.lo)))
	}
	// x in (lo, hi): just above lo, just below hi.
	tlo := math.Floor(x.lo)
	if x.lo < 0 {
		tlo++
	}
	thi := math.Ceil(x.hi)
	if x.hi > 0 {
		thi--
	}
	if math.IsInf(x.lo, -1) {
		tlo = x.lo
	}
	if math.IsInf(x.hi, 1) {
		thi = x.hi
	}
	if tlo == thi {
		return vInt(int64(tlo))
	}
	return jv{k: jRange, lo: tlo, hi: thi, ints: true}
}

func pyRange(v []*jv) jv {
	var a, b, s int64 = 0, 0, 1
	num := func(x *jv) (int64, bool) {
		if x == nil || !x.isNum() || (!x.isInt && x.k != jBool) {
			return 0, false
		}
		return int64(x.num()), true
	}
	switch {
	case v[0] != nil && v[1] == nil:
		var ok bool
		if b, ok = num(v[0]); !ok {
			return vErr("range() needs integers")
		}
	default:
		var ok1, ok2 bool
		a, ok1 = num(v[0])
		b, ok2 = num(v[1])
		if !ok1 || !ok2 {
			return vErr("range() needs integers")
		}
		if v[2] != nil {
			var ok bool
			if s, ok = num(v[2]); !ok || s == 0 {
				return vErr("range() needs a non-zero integer step")
			}
		}
	}
	var items []jv
	for x := a; (s > 0 && x < b) || (s < 0 && x > b); x += s {
		if len(items) >= 100000 {
			return vErr("range too long")
		}
		items = append(items, vInt(x))
	}
	return vList(items)
}

// minMax is min or max of a list the model knows.
func (t *tlower) minMax(fn string, l jv) sym {
	if l.k == jErr || l.k == jUnknown {
		return one(l)
	}
	if l.k != jList {
		return one(vErr(fn + "() of a value that is not a list"))
	}
	if len(l.items) == 0 {
		return one(vErr(fn + "() of an empty list"))
	}
	best := l.items[0]
	for _, it := range l.items[1:] {
		if !best.concrete() || !it.concrete() {
			return t.unknown(fn + "() of values the model does not know")
		}
		c, ok := pyCmp(it, best)
		if !ok {
			return one(vErr(fn + "() of values that cannot be compared"))
		}
		if (fn == "min" && c < 0) || (fn == "max" && c > 0) {
			best = it
		}
	}
	if !best.concrete() {
		return t.unknown(fn + "() of values the model does not know")
	}
	return one(best)
}

// filter is value | name(args): the value and the arguments are
// evaluated before the filter runs (an error in any is the filter's).
func (t *tlower) filter(n *template.TNode) sym {
	a := t.args(n, 1)
	x := t.eval(n.Kids[0])
	if t.collect {
		// The collect pass keeps the values symbolic (leaves).
		return t.filterWith(n, x, a)
	}
	return t.strict(x, a, func(x sym, a targs) sym { return t.filterWith(n, x, a) })
}

func (t *tlower) filterWith(n *template.TNode, x sym, a targs) sym {
	switch n.Name {
	case "int":
		return t.toInt(x, a.arg(0, "default"))
	case "float":
		return t.toFloat(x, a.arg(0, "default"))
	case "default", "d":
		def := a.arg(0, "default_value")
		if def == nil {
			def = one(vStr(""))
		}
		boolean := a.arg(1, "boolean")
		return t.lift(x, func(v jv) sym {
			if v.k == jUndef {
				return def
			}
			if boolean == nil {
				return one(v)
			}
			return t.lift(boolean, func(b jv) sym {
				if tb := truth(b); tb.k == jBool && tb.b {
					return t.ifThen(one(v), func() sym { return one(v) }, func() sym { return def })
				}
				return one(v)
			})
		})
	case "has_value":
		return t.lift(x, t.hasValue)
	case "iif":
		return t.iif(x, a.arg(0, "if_true"), a.arg(1, "if_false"), a.arg(2, "if_none"))
	case "expand":
		return t.expand(append([]sym{x}, a.pos...))
	case "state_attr":
		return t.liftAll([]sym{x, a.arg(0, "name")}, func(v []*jv) sym {
			if v[1] == nil || v[0].k != jStr || v[1].k != jStr {
				return t.unknown("state_attr of a value the model does not know")
			}
			return t.stateAttrOf(v[0].s, v[1].s)
		})
	case "as_timestamp":
		return t.asTimestamp(x, a.arg(0, "default"))
	case "is_number":
		return t.lift(x, t.isNumber)
	case "multiply", "add":
		amount := a.arg(0, "amount")
		if amount == nil {
			return one(vErr(n.Name + " needs an amount"))
		}
		op := map[string]string{"multiply": "*", "add": "+"}[n.Name]
		return t.lift2(t.toFloat(x, a.arg(1, "default")), amount, func(v, m jv) sym { return t.arith(op, v, m) })
	case "today_at":
		return t.lift(x, t.todayAt)
	case "random":
		if !t.choices {
			return t.unknown("a random choice")
		}
		// random.choice of the items (template.py, random_every_time).
		return t.lift(x, func(v jv) sym {
			switch {
			case v.k == jErr || v.k == jUnknown:
				return one(v)
			case v.k == jList && len(v.items) == 0:
				return one(vErr("Cannot choose from an empty sequence"))
			case v.k == jList:
				for _, it := range v.items {
					if !it.concrete() {
						return t.unknown("a random choice of values the model does not know")
					}
				}
				if len(v.items) == 1 {
					return one(v.items[0])
				}
				return one(jv{k: jChoice, items: v.items})
			}
			return t.unknown("a random choice of a value that is not a list")
		})
	case "is_defined":
		return t.lift(x, func(v jv) sym {
			if v.k == jUndef {
				return one(vErr(undefName(v) + " is undefined"))
			}
			return one(v)
		})
	case "bool":
		return t.lift(x, func(v jv) sym {
			if v.k == jBool || v.k == jErr || v.k == jUnknown {
				return one(v)
			}
			return t.unknown("bool of a value that is not a boolean")
		})
	}
	return t.lift(x, func(v jv) sym { return t.filter1(n.Name, v, a) })
}

// filter1 is a filter of plain values.
func (t *tlower) filter1(name string, v jv, a targs) sym {
	switch name {
	case "lower", "upper", "trim", "string":
		// An unnamed state's text changed by case or spaces is still any
		// text but the named ones, as a target reads it (lower-cased,
		// stripped: tservice.go).
		if p := patOf(v, t.collect); p != nil && (v.k == jOther || v.pat != nil) {
			return one(jv{k: jUnknown, why: "the text of a value the model does not know", pat: p})
		}
	}
	switch v.k {
	case jErr, jUnknown:
		return one(v)
	case jChoice:
		return t.unknown("the filter " + name + " of a random choice")
	}
	switch name {
	case "lower", "upper", "trim", "string", "title", "capitalize":
		if v.k == jUndef && name != "string" {
			return one(vStr(""))
		}
		s, ok := pyStr(v)
		if !ok {
			return one(jv{k: jUnknown, why: "the text of a value the model does not know", nt: v.numeric() || v.numStr})
		}
		switch name {
		case "lower":
			s = strings.ToLower(s)
		case "upper":
			s = strings.ToUpper(s)
		case "trim":
			s = strings.TrimSpace(s)
		case "title", "capitalize":
			return t.unknown(name + " (not modelled)")
		}
		return one(vStr(s))
	case "length", "count":
		switch v.k {
		case jStr:
			return one(vInt(int64(len([]rune(v.s)))))
		case jList:
			return one(vInt(int64(len(v.items))))
		case jUndef:
			return one(vInt(0))
		}
		if v.k == jOther || v.numStr {
			return t.unknown("the length of a state's text")
		}
		return one(vErr("object has no len()"))
	case "abs":
		switch {
		case v.isNum():
			return one(jv{k: jNum, f: math.Abs(v.num()), isInt: v.isInt || v.k == jBool})
		case v.k == jRange && !v.numStr:
			r := v
			if v.lo >= 0 {
				return one(r)
			}
			if v.hi <= 0 {
				r.lo, r.hi = -v.hi, -v.lo
				return one(r)
			}
			return t.unknown("abs of a class around 0")
		}
		return one(vErr("bad operand type for abs()"))
	case "list":
		switch v.k {
		case jList:
			return one(v)
		case jStr:
			var items []jv
			for _, r := range v.s {
				items = append(items, vStr(string(r)))
			}
			return one(vList(items))
		}
		return t.unknown("list of a value the model does not know")
	case "first", "last":
		switch v.k {
		case jList:
			if len(v.items) == 0 {
				return one(vUndef(name))
			}
			return one(ternary(name == "first", v.items[0], v.items[len(v.items)-1]))
		case jStr:
			r := []rune(v.s)
			if len(r) == 0 {
				return one(vUndef(name))
			}
			return one(vStr(string(ternary(name == "first", r[0], r[len(r)-1]))))
		}
		return t.unknown(name + " of a value the model does not know")
	case "join":
		sep := ""
		if s := a.arg(0, "d"); s != nil {
			if len(s) != 1 || s[0].v.k != jStr {
				return t.unknown("join with a separator the model does not know")
			}
			sep = s[0].v.s
		}
		if v.k != jList {
			return t.unknown("join of a value the model does not know")
		}
		var parts []string
		for _, it := range v.items {
			s, ok := pyStr(it)
			if !ok {
				return t.unknown("join of values the model does not know")
			}
			parts = append(parts, s)
		}
		return one(vStr(strings.Join(parts, sep)))
	case "min", "max":
		return t.minMax(name, v)
	case "replace":
		old, nw := a.arg(0, "old"), a.arg(1, "new")
		if old == nil || nw == nil || len(old) != 1 || len(nw) != 1 || old[0].v.k != jStr || nw[0].v.k != jStr {
			return t.unknown("replace with values the model does not know")
		}
		s, ok := pyStr(v)
		if !ok || v.k == jUndef {
			return t.unknown("replace in a value the model does not know")
		}
		return one(vStr(strings.ReplaceAll(s, old[0].v.s, nw[0].v.s)))
	case "round":
		return t.round(v, a)
	case "map", "select", "reject", "selectattr", "rejectattr":
		return t.listFilter(name, v, a)
	case "sum":
		if v.k != jList {
			return t.unknown("sum of a value the model does not know")
		}
		total := vInt(0)
		for _, it := range v.items {
			r, ok := pyArith("+", total, it)
			if !ok {
				return t.unknown("sum of values the model does not know")
			}
			total = r
		}
		return one(total)
	case "unique", "sort":
		if v.k != jList {
			return t.unknown(name + " of a value the model does not know")
		}
		items := append([]jv{}, v.items...)
		for _, it := range items {
			if !it.concrete() {
				return t.unknown(name + " of values the model does not know")
			}
		}
		if name == "sort" {
			bad := false
			sort.SliceStable(items, func(i, j int) bool {
				c, ok := pyCmp(items[i], items[j])
				bad = bad || !ok
				return c < 0
			})
			if bad {
				return one(vErr("sort of values that cannot be compared"))
			}
			return one(vList(items))
		}
		var out []jv
		for _, it := range items {
			dup := false
			for _, o := range out {
				if pyEq(o, it) {
					dup = true
				}
			}
			if !dup {
				out = append(out, it)
			}
		}
		return one(vList(out))
	case "contains":
		x := a.arg(0, "")
		if x == nil {
			return one(vErr("contains needs a value"))
		}
		return t.lift(x, func(y jv) sym { return t.in(y, v) })
	}
	return t.unknown("the filter " + name + " (not modelled)")
}

// round is Home Assistant's round filter (forgiving_round): Python's
// round to the precision, an int at precision 0.
func (t *tlower) round(v jv, a targs) sym {
	p := int64(0)
	if x := a.arg(0, "precision"); x != nil {
		if len(x) != 1 || !x[0].v.isInt {
			return t.unknown("round to a precision the model does not know")
		}
		p = int64(x[0].v.num())
	}
	if m := a.arg(1, "method"); m != nil {
		return t.unknown("round with a method")
	}
	var f float64
	switch {
	case v.isNum():
		f = v.num()
	case v.k == jStr:
		var ok bool
		if f, ok = pyFloat(v.s); !ok {
			return t.noDefault("round", v, a.arg(2, "default"))
		}
	default:
		return t.unknown("round of a value the model does not know")
	}
	mult := math.Pow(10, float64(p))
	r := math.RoundToEven(f*mult) / mult
	if p == 0 {
		return one(vInt(int64(r)))
	}
	return one(vFloat(r))
}

// listFilter is map, select, reject, selectattr and rejectattr over a
// list: each item's attribute or test read symbolically.
func (t *tlower) listFilter(name string, v jv, a targs) sym {
	if v.k != jList {
		return t.unknown(name + " of a value the model does not know")
	}
	attrOf := func(it jv, attr string) sym {
		out := one(it)
		for _, part := range strings.Split(attr, ".") {
			p := part
			out = t.lift(out, func(x jv) sym { return t.getattr(x, p) })
		}
		return out
	}
	constStr := func(x sym) (string, bool) {
		if x == nil || len(x) != 1 || x[0].v.k != jStr {
			return "", false
		}
		return x[0].v.s, true
	}
	switch name {
	case "map":
		attr, ok := constStr(a.arg(-1, "attribute"))
		if !ok {
			return t.unknown("map of a function (not modelled)")
		}
		var items []sym
		for _, it := range v.items {
			items = append(items, attrOf(it, attr))
		}
		return t.listOf(items)
	}
	// select(test, arg), selectattr(attr, test, arg).
	k := 0
	attr := ""
	if name == "selectattr" || name == "rejectattr" {
		s, ok := constStr(a.arg(0, ""))
		if !ok {
			return t.unknown(name + " of an attribute the model does not know")
		}
		attr, k = s, 1
	}
	test := "truthy"
	if s := a.arg(k, ""); s != nil {
		var ok bool
		if test, ok = constStr(s); !ok {
			return t.unknown(name + " with a test the model does not know")
		}
	}
	targ := a.arg(k+1, "")
	keep := name == "select" || name == "selectattr"
	out := one(vList(nil))
	for _, it := range v.items {
		it := it
		x := one(it)
		if attr != "" {
			x = attrOf(it, attr)
		}
		var verdict sym
		switch {
		case test == "truthy":
			verdict = t.lift(x, func(y jv) sym { return one(truth(y)) })
		case testOps[test] != "":
			if targ == nil {
				return one(vErr("the test needs a value"))
			}
			verdict = t.lift2(x, targ, func(y, z jv) sym { return t.compare(testOps[test], y, z) })
		case test == "in":
			if targ == nil {
				return one(vErr("the test needs a value"))
			}
			verdict = t.lift2(x, targ, t.in)
		case test == "defined" || test == "undefined" || test == "none" || test == "number" || test == "string":
			nd := &template.TNode{Kind: template.TTest, Name: test, Kids: []*template.TNode{{Kind: template.TName, Name: "\x00item"}}}
			saved := t.env
			t.setVar("\x00item", x)
			verdict = t.test(nd)
			t.env = saved
		default:
			return t.unknown(name + " with the test " + test + " (not modelled)")
		}
		out = t.lift2(out, verdict, func(l, ok jv) sym {
			switch {
			case l.k != jList:
				return one(l)
			case ok.k == jErr || ok.k == jUnknown:
				return one(ok)
			}
			b := truth(ok)
			if b.k != jBool {
				return one(b)
			}
			if b.b == keep {
				return one(vList(append(append([]jv{}, l.items...), it)))
			}
			return one(l)
		})
	}
	return out
}

// method is a method call on a plain value or an object.
func (t *tlower) method(recv jv, name string, a targs) sym {
	if recv.k == jTime {
		return t.timeMethod(recv, name, a)
	}
	if recv.k == jObj && (recv.obj.kind == oAttrs || recv.obj.kind == oMap) && name == "get" {
		return t.liftAll([]sym{a.arg(0, "key"), a.arg(1, "default")}, func(v []*jv) sym {
			if v[0] == nil || v[0].k != jStr {
				return t.unknown("get of a key the model does not know")
			}
			def := vNone()
			if v[1] != nil {
				def = *v[1]
			}
			return t.lift(t.objAttr(recv, v[0].s), func(x jv) sym {
				if x.k == jUndef {
					return one(def)
				}
				return one(x)
			})
		})
	}
	s, ok := pyStr(recv)
	if !ok || recv.k == jUndef {
		return t.unknown("a method of a value the model does not know")
	}
	switch name {
	case "lower":
		return one(vStr(strings.ToLower(s)))
	case "upper":
		return one(vStr(strings.ToUpper(s)))
	case "strip":
		return one(vStr(strings.TrimSpace(s)))
	case "startswith", "endswith":
		return t.lift(orNone(a.arg(0, "")), func(p jv) sym {
			if p.k != jStr {
				return t.unknown(name + " with a value the model does not know")
			}
			if name == "startswith" {
				return one(vBool(strings.HasPrefix(s, p.s)))
			}
			return one(vBool(strings.HasSuffix(s, p.s)))
		})
	case "replace":
		return t.liftAll([]sym{a.arg(0, ""), a.arg(1, "")}, func(v []*jv) sym {
			if v[0] == nil || v[1] == nil || v[0].k != jStr || v[1].k != jStr {
				return t.unknown("replace with values the model does not know")
			}
			return one(vStr(strings.ReplaceAll(s, v[0].s, v[1].s)))
		})
	case "split":
		return t.lift(orNone(a.arg(0, "sep")), func(p jv) sym {
			var parts []string
			switch p.k {
			case jNone:
				parts = strings.Fields(s)
			case jStr:
				if p.s == "" {
					return one(vErr("empty separator"))
				}
				parts = strings.Split(s, p.s)
			default:
				return t.unknown("split with a value the model does not know")
			}
			var items []jv
			for _, x := range parts {
				items = append(items, vStr(x))
			}
			return one(vList(items))
		})
	}
	return t.unknown("the method " + name + " (not modelled)")
}
