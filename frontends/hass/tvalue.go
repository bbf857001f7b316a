package hass

import (
	"math"
	"regexp"
	"strconv"
	"strings"
)

// jv is a concrete value of a template (Python's and Jinja's), or a
// value the lowering reads symbolically: a number known only to be in a
// numeric class, an object (a state, now()), or a value it does not know.
type jv struct {
	k     jkind
	b     bool
	f     float64
	isInt bool
	s     string
	items []jv
	// jRange: a number (or, with numStr, a string that reads as one)
	// in the open interval (lo, hi), or, with ints, an integer in
	// [lo, hi]; a point class is a jNum.
	lo, hi float64
	ints   bool
	numStr bool
	// Objects: the entity or name they stand for, and what they hold.
	id   string
	obj  *tobj
	why  string // jErr, jUnknown: the reason
	time *jtime
	// nt: an unknown string that is known not to read "true" (it holds
	// a number's digits).
	nt bool
	// lf: in the collect pass, the entity state the value is made of.
	lf *leaf
	// pat: a jUnknown text made of known text around the text of a
	// state no automation names (tservice.go reads it as a target).
	pat *textPat
}

// textPat is a text pre + s + suf, s the text of an unnamed state of
// entity ent (any text but the states the configuration names), perhaps
// lower-cased or trimmed.
type textPat struct {
	ent      string
	pre, suf string
}

// patOf is the text pattern a value stands for: its own, or a bare
// unnamed state (in the collect pass, a state's text read as a leaf).
func patOf(v jv, collect bool) *textPat {
	switch {
	case v.pat != nil:
		return v.pat
	case v.k == jOther:
		return &textPat{ent: v.id}
	case collect && v.lf != nil && v.lf.raw && !v.lf.num && !v.lf.trig:
		return &textPat{ent: v.lf.e.id}
	}
	return nil
}

// joinPat is the pattern of the text a followed by b, when one is a
// pattern and the other known text.
func joinPat(a, b jv, collect bool) *textPat {
	pa, pb := patOf(a, collect), patOf(b, collect)
	sa, oka := pyStr(a)
	sb, okb := pyStr(b)
	switch {
	case pa != nil && pb == nil && okb:
		return &textPat{ent: pa.ent, pre: pa.pre, suf: pa.suf + sb}
	case pb != nil && pa == nil && oka:
		return &textPat{ent: pb.ent, pre: sa + pb.pre, suf: pb.suf}
	}
	return nil
}

// leaf is, in the collect pass, an entity's state read by a template and
// how the template transformed it: a*x + b of its number (num), then
// truncated (trunc, the int filter); raw when it is the state's text.
type leaf struct {
	e     *entity
	raw   bool
	num   bool
	a, b  float64
	trunc bool
	// trig: the state of a trigger's entity, which the collect pass
	// cannot tell from the other triggers' (see collectCompare).
	trig bool
}

type jkind uint8

const (
	jNone jkind = iota
	jBool
	jNum
	jStr
	jList
	jUndef   // Jinja's Undefined (an unknown name or attribute)
	jErr     // rendering fails: Home Assistant's TemplateError
	jUnknown // a value the model does not know (over-approximated)
	jRange   // a number of a numeric class (see lo, hi)
	jOther   // the state of entity id that no automation names (a string)
	jObj     // an object (obj)
	jTime    // a datetime, a timestamp or a time difference (time)
	// jChoice is a random choice of one of items, made anew each time
	// (the random filter, read in delays only).
	jChoice
)

func vNone() jv             { return jv{k: jNone} }
func vBool(b bool) jv       { return jv{k: jBool, b: b} }
func vStr(s string) jv      { return jv{k: jStr, s: s} }
func vInt(x int64) jv       { return jv{k: jNum, f: float64(x), isInt: true} }
func vFloat(x float64) jv   { return jv{k: jNum, f: x} }
func vUndef(name string) jv { return jv{k: jUndef, s: name} }
func vErr(why string) jv    { return jv{k: jErr, why: why} }
func vList(items []jv) jv   { return jv{k: jList, items: items} }
func vObj(o *tobj) jv       { return jv{k: jObj, obj: o} }
func vTimeV(tm *jtime) jv   { return jv{k: jTime, time: tm} }
func (v jv) isNum() bool    { return v.k == jNum || v.k == jBool }
func (v jv) concrete() bool { return v.k <= jList }
func (v jv) numeric() bool  { return v.isNum() || (v.k == jRange && !v.numStr) }
func (v jv) isString() bool { return v.k == jStr || v.k == jOther || (v.k == jRange && v.numStr) }

// num is a number's value (a boolean's 0 or 1).
func (v jv) num() float64 {
	if v.k == jBool {
		return ternary(v.b, 1.0, 0.0)
	}
	return v.f
}

// tobj is an object of a template: Home Assistant's states namespace,
// a domain of it, a state, its attributes, the trigger, this, a method.
type tobj struct {
	kind objKind
	// id: the entity of a state or its attributes; the domain of a
	// domain; the method's name.
	id string
	// snap: a state object's state when it is a snapshot (the trigger's
	// to_state and from_state): the state it had then; nil for a state
	// read now.
	snap *jv
	// fields: a mapping's items (the trigger's data).
	fields map[string]jv
	recv   *jv // a method's receiver
	// onGet, in the collect pass, is told the keys read of a mapping.
	onGet func(key string)
	// known: a mapping whose missing keys are undefined; otherwise a
	// missing key is unknown (data the model does not have).
	known bool
	// prevClock: of a trigger's from_state, the clock reset at the
	// change that entered it, when a record of the trigger keeps it
	// (prevClocks); onPrev, in the collect pass, is told its
	// last_changed is read.
	prevClock string
	onPrev    func()
}

type objKind uint8

const (
	oStates objKind = iota // states
	oDomain                // states.light
	oState                 // a state object
	oAttrs                 // a state's attributes
	oMap                   // a mapping (trigger, trigger.event, this)
	oMethod                // a bound method: now().weekday
	oFunc                  // a global function not called yet
)

// jtime is a point in time or a difference of two, symbolically: base
// plus off seconds. A timestamp (as_timestamp) is a number of seconds; a
// difference of two times (now() - last_changed) is a duration.
type jtime struct {
	base timeBase
	ent  string // tbChanged: the entity; tbTriggered: the automation's clock; tbSince, tbApart, tbClock: a clock
	// ent2: tbApart, the clock subtracted; triggers: both clocks are
	// automations' last_triggered (orderCmp).
	ent2     string
	triggers bool
	off      float64
	stamp    bool // a timestamp (a number) rather than a datetime
	delta    bool // a duration: the span from base's time to now (tbSince) or a constant (tbNone)
	// floor: int() of a duration in seconds (whole seconds, rounded down).
	floor bool
	// utc: a datetime in UTC (utcnow() and times from it): the instant
	// is the one now() is, so differences and comparisons with other
	// times hold as they do for now(), but its fields (the hour, the
	// date, its text) are in UTC, whose offset from local time the model
	// does not have.
	utc bool
}

type timeBase uint8

const (
	tbNone      timeBase = iota // a constant duration (timedelta)
	tbNow                       // now()
	tbMidnight                  // today's midnight (today_at)
	tbChanged                   // the entity's last change (last_changed)
	tbTriggered                 // the automation's last trigger (last_triggered)
	tbSince                     // now minus a base: a clock's value (ent is the clock)
	tbTod                       // now minus today's midnight: the time of day
	tbApart                     // one past instant minus another: clock ent less clock ent2
	tbClock                     // the instant clock ent was last reset (a trigger's from_state.last_changed)
)

// truth is Python's bool() of a value.
func truth(v jv) jv {
	switch v.k {
	case jNone, jUndef:
		return vBool(false)
	case jBool:
		return v
	case jNum:
		return vBool(v.f != 0)
	case jStr:
		return vBool(v.s != "")
	case jList:
		return vBool(len(v.items) > 0)
	case jRange:
		if v.numStr {
			// A string that reads as a number is never empty.
			return vBool(true)
		}
		if v.ints {
			return ternary(v.lo > 0 || v.hi < 0, vBool(true), unknownv(v))
		}
		return ternary(v.lo >= 0 || v.hi <= 0, vBool(true), unknownv(v))
	case jObj:
		return vBool(true)
	case jTime:
		if v.time.delta && v.time.base == tbNone {
			return vBool(v.time.off != 0)
		}
		return unknownv(v)
	case jErr:
		return v
	case jChoice:
		return jv{k: jUnknown, why: "the truth of a random choice"}
	}
	return jv{k: jUnknown, why: v.why}
}

// joinWhy joins two reasons.
func joinWhy(a, b string) string {
	switch {
	case a == "" || a == b:
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}

func unknownv(v jv) jv {
	if v.k == jUnknown {
		return v
	}
	return jv{k: jUnknown}
}

func ternary[T any](c bool, a, b T) T {
	if c {
		return a
	}
	return b
}

// pyStr is Python's str() of a concrete value (what {{ }} renders).
func pyStr(v jv) (string, bool) {
	switch v.k {
	case jNone:
		return "None", true
	case jBool:
		return ternary(v.b, "True", "False"), true
	case jNum:
		return pyNum(v), true
	case jStr:
		return v.s, true
	case jUndef:
		return "", true
	case jList:
		parts := make([]string, len(v.items))
		for i, it := range v.items {
			s, ok := pyRepr(it)
			if !ok {
				return "", false
			}
			parts[i] = s
		}
		return "[" + strings.Join(parts, ", ") + "]", true
	}
	return "", false
}

func pyRepr(v jv) (string, bool) {
	if v.k == jStr {
		if strings.Contains(v.s, "'") && !strings.Contains(v.s, `"`) {
			return `"` + v.s + `"`, true
		}
		return "'" + strings.ReplaceAll(strings.ReplaceAll(v.s, `\`, `\\`), "'", `\'`) + "'", true
	}
	return pyStr(v)
}

// pyNum writes a number as Python does: an int as digits, a float with
// its shortest repr (always with a dot or an exponent).
func pyNum(v jv) string {
	if v.isInt {
		return strconv.FormatInt(int64(v.f), 10)
	}
	switch {
	case math.IsInf(v.f, 1):
		return "inf"
	case math.IsInf(v.f, -1):
		return "-inf"
	case math.IsNaN(v.f):
		return "nan"
	}
	a := math.Abs(v.f)
	if a != 0 && (a < 1e-4 || a >= 1e16) {
		s := strconv.FormatFloat(v.f, 'e', -1, 64)
		// Python writes 1e+16, not 1e16, and two exponent digits.
		mant, exp, _ := strings.Cut(s, "e")
		sign := exp[0]
		exp = strings.TrimLeft(exp[1:], "0")
		if len(exp) < 2 {
			exp = strings.Repeat("0", 2-len(exp)) + exp
		}
		return mant + "e" + string(sign) + exp
	}
	s := strconv.FormatFloat(v.f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// pyFloat is Python's float() of a string: digits with an optional sign,
// fraction and exponent (underscores between digits), inf, nan, with
// whitespace around.
var pyFloatRe = regexp.MustCompile(`^[+-]?((\d(_?\d)*)?\.?\d(_?\d)*|\d(_?\d)*\.)([eE][+-]?\d(_?\d)*)?$`)

func pyFloat(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(strings.TrimLeft(s, "+-")) {
	case "inf", "infinity":
		return ternary(strings.HasPrefix(s, "-"), math.Inf(-1), math.Inf(1)), true
	case "nan":
		return math.NaN(), true
	}
	if !pyFloatRe.MatchString(s) {
		return 0, false
	}
	x, err := strconv.ParseFloat(strings.ReplaceAll(s, "_", ""), 64)
	if err != nil && !math.IsInf(x, 0) {
		return 0, false
	}
	return x, true
}

// pyInt is Python's int() of a string in base 10.
var pyIntRe = regexp.MustCompile(`^[+-]?\d(_?\d)*$`)

func pyInt(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	if !pyIntRe.MatchString(s) {
		return 0, false
	}
	x, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 10, 64)
	return x, err == nil
}

// isNumericRender is Home Assistant's _IS_NUMERIC: a rendered result
// that reads as a plain int or float (template.py, _cached_parse_result).
var isNumericRender = regexp.MustCompile(`^[+-]?(?:[1-9]\d*|0)?(?:\.\d*)?$`)

// parseResult is Home Assistant's parse of a rendered template
// (Template._parse_result): a Python literal of a number, a boolean or
// None becomes that value; anything else stays the string.
func parseResult(s string) jv {
	switch s {
	case "True":
		return vBool(true)
	case "False":
		return vBool(false)
	case "None":
		return vNone()
	}
	if s == "" || !isNumericRender.MatchString(s) || s == "." || s == "+" || s == "-" || strings.HasSuffix(s, ".") && !strings.ContainsAny(s, "0123456789") {
		return vStr(s)
	}
	// literal_eval of digits: an int, or a float with a dot.
	if !strings.Contains(s, ".") {
		if x, err := strconv.ParseInt(s, 10, 64); err == nil {
			return vInt(x)
		}
		return vStr(s)
	}
	if x, err := strconv.ParseFloat(s, 64); err == nil {
		return vFloat(x)
	}
	return vStr(s)
}

// pyEq is Python's == of two concrete values.
func pyEq(a, b jv) bool {
	switch {
	case a.isNum() && b.isNum():
		return a.num() == b.num()
	case a.k != b.k:
		return false
	case a.k == jNone, a.k == jUndef:
		return true
	case a.k == jStr:
		return a.s == b.s
	case a.k == jList:
		if len(a.items) != len(b.items) {
			return false
		}
		for i := range a.items {
			if !pyEq(a.items[i], b.items[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// pyCmp orders two concrete values as Python's < does: numbers with
// numbers, strings with strings, lists item by item; ok is false when
// Python raises a TypeError.
func pyCmp(a, b jv) (c int, ok bool) {
	switch {
	case a.isNum() && b.isNum():
		x, y := a.num(), b.num()
		if math.IsNaN(x) || math.IsNaN(y) {
			return 2, true // every comparison with nan is false
		}
		return ternary(x < y, -1, ternary(x > y, 1, 0)), true
	case a.k == jStr && b.k == jStr:
		return strings.Compare(a.s, b.s), true
	case a.k == jList && b.k == jList:
		for i := 0; i < len(a.items) && i < len(b.items); i++ {
			if pyEq(a.items[i], b.items[i]) {
				continue
			}
			return pyCmp(a.items[i], b.items[i])
		}
		return ternary(len(a.items) < len(b.items), -1, ternary(len(a.items) > len(b.items), 1, 0)), true
	}
	return 0, false
}

func cmpHolds(op string, c int) bool {
	if c == 2 {
		return op == "!="
	}
	switch op {
	case "==":
		return c == 0
	case "!=":
		return c != 0
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	case ">":
		return c > 0
	}
	return c >= 0
}

// pyArith is Python's a op b on two concrete values (+ - * / // %); ok is
// false when Python raises (a TypeError, a division by zero).
func pyArith(op string, a, b jv) (jv, bool) {
	if a.isNum() && b.isNum() {
		x, y := a.num(), b.num()
		ints := (a.isInt || a.k == jBool) && (b.isInt || b.k == jBool)
		switch op {
		case "+":
			return jv{k: jNum, f: x + y, isInt: ints}, true
		case "-":
			return jv{k: jNum, f: x - y, isInt: ints}, true
		case "*":
			return jv{k: jNum, f: x * y, isInt: ints}, true
		case "/":
			if y == 0 {
				return jv{}, false
			}
			return vFloat(x / y), true
		case "//":
			if y == 0 {
				return jv{}, false
			}
			return jv{k: jNum, f: math.Floor(x / y), isInt: ints}, true
		case "%":
			if y == 0 {
				return jv{}, false
			}
			m := math.Mod(x, y)
			if m != 0 && (m < 0) != (y < 0) {
				m += y
			}
			return jv{k: jNum, f: m, isInt: ints}, true
		}
	}
	switch {
	case op == "+" && a.k == jStr && b.k == jStr:
		return vStr(a.s + b.s), true
	case op == "+" && a.k == jList && b.k == jList:
		return vList(append(append([]jv{}, a.items...), b.items...)), true
	case op == "*" && a.k == jStr && (b.isInt || b.k == jBool) && b.num() < 1e4:
		return vStr(strings.Repeat(a.s, max(0, int(b.num())))), true
	}
	return jv{}, false
}
