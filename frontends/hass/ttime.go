package hass

import (
	"math"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// Time in templates: now(), today_at(), an entity's last_changed, an
// automation's last_triggered, their timestamps, and the differences of
// two of them. now() is read through the time of day: its hour, minute
// and day of the week are dimensions, a comparison with today_at() is a
// condition on the time of day, and the time since a last change is a
// clock of the model.

// timeAttr is an attribute of a datetime or a duration.
func (t *tlower) timeAttr(v jv, name string) sym {
	tm := v.time
	if tm.stamp && !tm.delta {
		return one(vUndef(name)) // a timestamp is a float
	}
	method := func() sym { return one(vObj(&tobj{kind: oMethod, id: name, recv: &v})) }
	if tm.delta {
		switch name {
		case "total_seconds":
			return method()
		case "days", "seconds", "microseconds":
			if tm.base != tbNone || tm.stamp {
				return t.unknown("." + name + " of a duration (whole days or seconds of a day, which the model does not count)")
			}
			days := math.Floor(tm.off / 86400)
			rest := tm.off - days*86400
			switch name {
			case "days":
				return one(vInt(int64(days)))
			case "seconds":
				return one(vInt(int64(math.Floor(rest))))
			}
			return one(vInt(int64(math.Round((rest - math.Floor(rest)) * 1e6))))
		}
		return one(vUndef(name))
	}
	if tm.utc && name != "timestamp" {
		return t.unknown("utcnow()." + name + ": the model has no time zone")
	}
	switch name {
	case "weekday", "isoweekday", "timestamp", "replace", "date", "time", "strftime", "isoformat":
		return method()
	}
	switch tm.base {
	case tbNow:
		if tm.off != 0 {
			return t.unknown("an attribute of a time shifted from now")
		}
		switch name {
		case "hour":
			return t.todDim(hourDim)
		case "minute":
			return t.todDim(minuteDim)
		case "second", "microsecond":
			return t.unknown("now()." + name + ": the model's clock is read by the minute")
		case "month", "day", "year":
			return t.dateDim(name)
		}
	case tbMidnight:
		if tm.off < 0 || tm.off >= 86400 {
			return t.unknown("an attribute of another day")
		}
		switch name {
		case "hour":
			return one(vInt(int64(tm.off) / 3600))
		case "minute":
			return one(vInt(int64(tm.off) % 3600 / 60))
		case "second":
			return one(vInt(int64(tm.off) % 60))
		case "month", "day", "year":
			// today_at's date is today's (extensions/datetime.py,
			// today_at: datetime.combine(dt_util.start_of_local_day(),
			// time)), the same as now()'s.
			return t.dateDim(name)
		}
	default:
		return t.unknown("an attribute of a past time")
	}
	return one(vUndef(name))
}

// todDim is now's hour or minute, or the day of the week (0 = Monday),
// or its date's day of the month, month or year.
func (t *tlower) todDim(which timeDim) sym {
	n := map[timeDim]int{hourDim: 24, minuteDim: 60, weekdayDim: 7, mdayDim: 31, monthDim: 12, yearDim: len(yearValues)}[which]
	key := map[timeDim]string{hourDim: "tod:hour", minuteDim: "tod:minute", weekdayDim: "tod:weekday", mdayDim: "tod:day", monthDim: "tod:month", yearDim: "tod:year"}[which]
	d := t.addDim(key, n, nil)
	t.dims[d].time = which
	vals := make([]jv, n)
	for k := range vals {
		switch which {
		case mdayDim, monthDim:
			vals[k] = vInt(int64(k + 1))
		case yearDim:
			vals[k] = yearValues[k].value()
		default:
			vals[k] = vInt(int64(k))
		}
	}
	return t.split(d, vals)
}

// dateDim is now's date's day of the month, month or year: the local
// date (util/dt.py, now: datetime.now(DEFAULT_TIME_ZONE)), which the
// exploration takes from the start's date and the days after it, or,
// from a start without a date, from each class of dates the program can
// tell apart (explore.DateClasses).
func (t *tlower) dateDim(name string) sym {
	return t.todDim(map[string]timeDim{"day": mdayDim, "month": monthDim, "year": yearDim}[name])
}

// yearClass is a value of now().year: one year, or the years before or
// after those named one by one (a number known to be among them).
type yearClass struct{ from, to int32 }

func (y yearClass) value() jv {
	if y.from == y.to {
		return vInt(int64(y.from))
	}
	return jv{k: jRange, lo: float64(y.from), hi: float64(y.to), ints: true}
}

// yearValues are now().year's classes: the years of this century one by
// one, and those before and after it (ta.MinYear to ta.MaxYear, Python's
// datetime range), whose comparisons with a year of this century are
// known; other arithmetic on them is not.
var yearValues = func() []yearClass {
	out := []yearClass{{ta.MinYear, 1999}}
	for y := int32(2000); y < 2100; y++ {
		out = append(out, yearClass{y, y})
	}
	return append(out, yearClass{2100, ta.MaxYear})
}()

// timeMethod is a method of a datetime or a duration.
func (t *tlower) timeMethod(recv jv, name string, a targs) sym {
	tm := recv.time
	switch name {
	case "total_seconds":
		r := *tm
		r.stamp = true
		return one(vTimeV(&r))
	case "timestamp":
		r := *tm
		r.stamp = true
		return one(vTimeV(&r))
	case "weekday", "isoweekday":
		if (tm.base != tbNow && tm.base != tbMidnight) || tm.off < 0 || (tm.base == tbNow && tm.off != 0) || tm.off >= 86400 {
			return t.unknown("the day of the week of another day")
		}
		d := t.todDim(weekdayDim)
		if name == "isoweekday" {
			for i := range d {
				d[i].v = vInt(int64(d[i].v.num()) + 1)
			}
		}
		return d
	case "replace":
		if tm.base != tbNow || tm.off != 0 {
			return t.unknown("replace of a past time")
		}
		var off float64
		for _, k := range []struct {
			name string
			mult float64
			max  float64
		}{{"hour", 3600, 23}, {"minute", 60, 59}, {"second", 1, 59}, {"microsecond", 1e-6, 999999}} {
			x := a.keys[k.name]
			if x == nil || len(x) != 1 || !x[0].v.isInt {
				// A field left as now's: the result is not a time of
				// day the model names.
				return t.unknown("now().replace without " + k.name)
			}
			f := x[0].v.num()
			if f < 0 || f > k.max {
				return one(vErr(k.name + " must be in range"))
			}
			off += f * k.mult
		}
		return one(vTimeV(&jtime{base: tbMidnight, off: off}))
	}
	return t.unknown(name + "() of a time (not modelled)")
}

// todayAt is today_at(time): today's midnight plus the time, "HH:MM" or
// "HH:MM:SS" (extensions/datetime.py, today_at over dt_util.parse_time;
// a time that does not read is a ValueError).
func (t *tlower) todayAt(v jv) sym {
	if v.k == jErr || v.k == jUnknown {
		return one(v)
	}
	if v.k != jStr {
		return t.unknown("today_at of a value the model does not know")
	}
	if v.s == "" {
		return one(vTimeV(&jtime{base: tbMidnight}))
	}
	parts := strings.Split(v.s, ":")
	if len(parts) < 2 {
		return one(vErr("could not convert str to datetime: '" + v.s + "'"))
	}
	var secs float64
	for i, p := range parts[:min(3, len(parts))] {
		x, err := strconv.Atoi(p)
		if err != nil || x < 0 || (i == 0 && x > 23) || (i > 0 && x > 59) {
			return one(vErr("could not convert str to datetime: '" + v.s + "'"))
		}
		secs += float64(x) * []float64{3600, 60, 1}[i]
	}
	if len(parts) > 3 {
		return one(vErr("could not convert str to datetime: '" + v.s + "'"))
	}
	return one(vTimeV(&jtime{base: tbMidnight, off: secs}))
}

// asTimestamp is as_timestamp(value, default): a datetime's POSIX
// timestamp; a value that is not one gives the default, else an error
// (extensions/datetime.py, as_timestamp).
func (t *tlower) asTimestamp(v sym, def sym) sym {
	return t.lift(v, func(x jv) sym {
		switch {
		case x.k == jErr || x.k == jUnknown:
			return one(x)
		case x.k == jTime && !x.time.delta:
			r := *x.time
			r.stamp = true
			return one(vTimeV(&r))
		case x.k == jStr || x.k == jOther:
			return t.unknown("as_timestamp of a text (a date the model does not read)")
		}
		return t.noDefault("as_timestamp", x, def)
	})
}

// timedelta is Python's timedelta(days, seconds, microseconds,
// milliseconds, minutes, hours, weeks).
func (t *tlower) timedelta(a targs) sym {
	names := []string{"days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"}
	mult := []float64{86400, 1, 1e-6, 1e-3, 60, 3600, 604800}
	var xs []sym
	for i, n := range names {
		xs = append(xs, a.arg(i, n))
	}
	return t.liftAll(xs, func(v []*jv) sym {
		var total float64
		for i, x := range v {
			if x == nil {
				continue
			}
			switch {
			case x.k == jErr || x.k == jUnknown:
				return one(*x)
			case x.isNum():
				total += x.num() * mult[i]
			default:
				return one(vErr("unsupported type for timedelta " + names[i]))
			}
		}
		return one(vTimeV(&jtime{base: tbNone, delta: true, off: math.Round(total*1e6) / 1e6}))
	})
}

// isDatetime: a point in time (not a duration, not a timestamp).
func isDatetime(v jv) bool { return v.k == jTime && !v.time.delta && !v.time.stamp }

// arithTime is arithmetic with times: a datetime plus or minus a
// timedelta, a timestamp plus or minus seconds, the difference of two
// datetimes (a timedelta) or of two timestamps (seconds).
func (t *tlower) arithTime(op string, a, b jv) sym {
	constDelta := func(x jv) (float64, bool) {
		if x.k == jTime && x.time.delta && x.time.base == tbNone && !x.time.stamp {
			return x.time.off, true
		}
		return 0, false
	}
	switch {
	case a.k == jTime && b.k == jTime && op == "-" && !a.time.delta && !b.time.delta && a.time.stamp == b.time.stamp:
		return one(t.timeDiff(a.time, b.time))
	case isDatetime(a) && (op == "+" || op == "-"):
		if d, ok := constDelta(b); ok {
			r := *a.time
			r.off += ternary(op == "+", d, -d)
			return one(vTimeV(&r))
		}
	case isDatetime(b) && op == "+":
		if d, ok := constDelta(a); ok {
			r := *b.time
			r.off += d
			return one(vTimeV(&r))
		}
	case a.k == jTime && a.time.stamp && b.isNum() && (op == "+" || op == "-"):
		r := *a.time
		r.off += ternary(op == "+", b.num(), -b.num())
		r.floor = false
		if r.delta && a.time.floor {
			return t.unknown("arithmetic on whole seconds of a clock")
		}
		return one(vTimeV(&r))
	case b.k == jTime && b.time.stamp && a.isNum() && op == "+":
		r := *b.time
		r.off += a.num()
		if b.time.floor {
			return t.unknown("arithmetic on whole seconds of a clock")
		}
		return one(vTimeV(&r))
	case a.k == jTime && a.time.delta && !a.time.stamp && (op == "+" || op == "-"):
		if d, ok := constDelta(b); ok {
			r := *a.time
			r.off += ternary(op == "+", d, -d)
			return one(vTimeV(&r))
		}
	case a.k == jTime && a.time.delta && a.time.base == tbNone && (op == "*" || op == "/") && b.isNum():
		r := *a.time
		if op == "*" {
			r.off *= b.num()
		} else if b.num() != 0 {
			r.off /= b.num()
		} else {
			return one(vErr("division by zero"))
		}
		return one(vTimeV(&r))
	}
	if a.k == jTime && b.k == jTime {
		return t.unknown("arithmetic on two times the model cannot relate")
	}
	if a.k == jTime && a.time.stamp || b.k == jTime && b.time.stamp {
		return t.unknown("arithmetic on a timestamp the model does not follow")
	}
	return one(vErr("unsupported operand types for " + op + " with a datetime"))
}

// timeDiff is a - b of two datetimes (or timestamps): a duration the
// model has when it is now minus a known instant, or one such instant
// minus another (the difference of their clocks).
func (t *tlower) timeDiff(a, b *jtime) jv {
	d := &jtime{delta: true, stamp: a.stamp, off: a.off - b.off}
	past := func(x *jtime) bool { return x.base == tbChanged || x.base == tbTriggered || x.base == tbClock }
	switch {
	case a.base == b.base && a.ent == b.ent:
		d.base = tbNone
	case a.base == tbNow && b.base == tbMidnight:
		d.base = tbTod
	case a.base == tbNow && past(b):
		d.base, d.ent = tbSince, t.clockOf(b)
	case past(a) && past(b):
		// (now - x_a) - (now - x_b) = x_b - x_a, x the clocks since the
		// instants: a difference of two clocks of the model.
		d.base, d.ent, d.ent2 = tbApart, t.clockOf(b), t.clockOf(a)
		d.triggers = a.base == tbTriggered && b.base == tbTriggered
		if d.ent == "" || d.ent2 == "" {
			return t.unknownv("the time between changes the model does not measure")
		}
	case b.base == tbNow && a.base == tbMidnight:
		// midnight - now = -(time of day): not modelled as a duration.
		return t.unknownv("a time of day counted back")
	default:
		return t.unknownv("the difference of two past times")
	}
	if d.base == tbSince && d.ent == "" {
		return t.unknownv("the time since a change the model does not measure")
	}
	return vTimeV(d)
}

// clockOf is the clock that measures the time since a past instant.
func (t *tlower) clockOf(b *jtime) string {
	switch b.base {
	case tbChanged:
		return b.ent + " since"
	case tbTriggered, tbClock:
		return b.ent
	}
	return ""
}

// compareTime compares times: two datetimes (or timestamps), a duration
// with a constant.
func (t *tlower) compareTime(op string, a, b jv) sym {
	if b.k == jTime && a.k != jTime {
		a, b, op = b, a, flipOp[op]
	}
	at := a.time
	if b.k == jTime {
		bt := b.time
		if at.delta != bt.delta || at.stamp != bt.stamp {
			return t.typeMismatch(op)
		}
		if !at.delta {
			// a op b  <=>  a - b op 0
			d := t.timeDiff(at, bt)
			if d.k != jTime {
				// now on the right: b - a op' 0.
				d = t.timeDiff(bt, at)
				op = flipOp[op]
				if d.k != jTime {
					return one(d)
				}
			}
			return t.durationCmp(op, d.time, 0)
		}
		if bt.base == tbNone {
			return t.durationCmp(op, at, bt.off)
		}
		if at.base == tbNone {
			return t.durationCmp(flipOp[op], bt, at.off)
		}
		return t.unknown("comparing two durations the model cannot relate")
	}
	switch {
	case at.stamp && b.isNum():
		if !at.delta {
			return t.unknown("a timestamp compared with a constant")
		}
		return t.durationCmp(op, at, b.num())
	case b.k == jErr || b.k == jUnknown:
		return one(b)
	}
	return t.typeMismatch(op)
}

func (t *tlower) typeMismatch(op string) sym {
	if op == "==" || op == "!=" {
		return one(vBool(op == "!="))
	}
	return one(vErr("'" + op + "' not supported between a time and another type"))
}

// durationCmp is d op k: a constant, a comparison of a clock with whole
// seconds, or of the time of day with a time.
func (t *tlower) durationCmp(op string, d *jtime, k float64) sym {
	switch d.base {
	case tbNone:
		c, _ := pyCmp(vFloat(d.off), vFloat(k))
		return one(vBool(cmpHolds(op, c)))
	case tbTod:
		return t.todCmp(op, k-d.off)
	case tbSince:
		if d.floor {
			if d.off != 0 {
				return t.unknown("whole seconds of a shifted clock")
			}
			return t.floorClockCmp(op, d.ent, k)
		}
		return t.clockCmp(op, d.ent, k-d.off)
	case tbApart:
		if d.floor {
			return t.unknown("whole seconds of the time between two changes")
		}
		if d.triggers && k == d.off {
			return t.orderCmp(op, d.ent, d.ent2)
		}
		return t.apartCmp(op, d.ent, d.ent2, k-d.off)
	}
	return t.unknown("a duration the model does not measure")
}

// orderCmp is x - y op 0 for two automations' last_triggered clocks: a
// comparison of their last triggers (y's op x's: y triggered later when
// its clock is smaller), which the variable that says which triggered
// last decides (orderOf); neither since the start is equal (apartCmp).
func (t *tlower) orderCmp(op string, x, y string) sym {
	v, wx, wy, same := t.l.orderOf(x, y)
	is := func(w string) ta.Expr { return &ta.Binary{Op: ta.OpEq, X: ident(v), Y: ident(w), Atom: -1, Tod: -1} }
	// x - y > 0: y was reset after x.
	var e ta.Expr
	switch op {
	case ">":
		e = is(wy)
	case ">=":
		e = not(is(wx))
	case "<":
		e = is(wx)
	case "<=":
		e = not(is(wy))
	case "==":
		e = is(same)
	case "!=":
		e = not(is(same))
	default:
		return t.unknown("a comparison of two last triggers")
	}
	return t.atom(e)
}

// apartCmp is x - y op k for two clocks: the time between two past
// instants, y's after x's. Two clocks not reset since the start are
// equal (the start state: their instants one and the same, long before;
// --init sets them otherwise), as Home Assistant's as_timestamp(None, 0)
// of two automations never triggered is 0 for both.
func (t *tlower) apartCmp(op string, x, y string, k float64) sym {
	if k != math.Trunc(k) || math.Abs(k) > 1e9 {
		return t.unknown("the time between two changes compared with a fraction of a second")
	}
	lit := func(o ta.Op) ta.Expr {
		return &ta.Binary{Op: o, X: &ta.Binary{Op: ta.OpSub, X: ident(x), Y: ident(y), Atom: -1, Tod: -1}, Y: &ta.DurationLit{Seconds: int64(k)}, Atom: -1, Tod: -1}
	}
	if k < 0 {
		// y - x op' -k: a clock difference is compared with whole
		// seconds that are not negative.
		return t.apartCmp(flipOp[op], y, x, -k)
	}
	var e ta.Expr
	switch op {
	case "==":
		e = and(lit(ta.OpGe), lit(ta.OpLe))
	case "!=":
		e = or(lit(ta.OpLt), lit(ta.OpGt))
	default:
		e = lit(taOp[op])
	}
	return t.atom(e)
}

// clockCmp is clock op k, for a clock (never negative).
func (t *tlower) clockCmp(op string, clk string, k float64) sym {
	if k < 0 {
		return one(vBool(op == ">" || op == ">=" || op == "!="))
	}
	if k != math.Trunc(k) || k > 1e9 {
		return t.unknown("a clock compared with a fraction of a second")
	}
	lit := func(o ta.Op) ta.Expr {
		return &ta.Binary{Op: o, X: ident(clk), Y: &ta.DurationLit{Seconds: int64(k)}, Atom: -1, Tod: -1}
	}
	var x ta.Expr
	switch op {
	case "==":
		x = and(lit(ta.OpGe), lit(ta.OpLe))
	case "!=":
		x = or(lit(ta.OpLt), lit(ta.OpGt))
	default:
		x = lit(taOp[op])
	}
	return t.atom(x)
}

// floorClockCmp is int(clock) op k: whole seconds of the clock.
func (t *tlower) floorClockCmp(op string, clk string, k float64) sym {
	// The whole seconds n that satisfy n op k are a run of the
	// non-negative integers; the clock is in [n, n+1) for one of them.
	switch op {
	case ">":
		return t.clockCmp(">=", clk, math.Max(0, math.Floor(k)+1))
	case ">=":
		return t.clockCmp(">=", clk, math.Max(0, math.Ceil(k)))
	case "<":
		return t.clockCmp("<", clk, math.Ceil(k))
	case "<=":
		return t.clockCmp("<", clk, math.Floor(k)+1)
	case "==", "!=":
		if k != math.Trunc(k) || k < 0 {
			return one(vBool(op == "!="))
		}
		in := t.lift2(t.clockCmp(">=", clk, k), t.clockCmp("<", clk, k+1), func(a, b jv) sym { return one(vBool(a.b && b.b)) })
		if op == "!=" {
			return t.lift(in, func(v jv) sym { return t.notv(v) })
		}
		return in
	}
	return t.unknown("whole seconds of a clock")
}

// todCmp is (time of day) op k seconds after midnight.
func (t *tlower) todCmp(op string, k float64) sym {
	switch {
	case k < 0:
		return one(vBool(op == ">" || op == ">=" || op == "!="))
	case k >= 86400:
		return one(vBool(op == "<" || op == "<=" || op == "!="))
	case k != math.Trunc(k):
		return t.unknown("the time of day compared with a fraction of a second")
	}
	at := &ta.TimeLit{Base: ta.Midnight, Offset: int64(k)}
	var x ta.Expr
	switch op {
	case "==":
		x = and(todBin(ta.OpGe, at), todBin(ta.OpLe, at))
	case "!=":
		x = or(todBin(ta.OpLt, at), todBin(ta.OpGt, at))
	default:
		x = todBin(taOp[op], at)
	}
	return t.atom(x)
}

func todBin(op ta.Op, at *ta.TimeLit) ta.Expr {
	return &ta.Binary{Op: op, X: ident("time"), Y: &ta.TimeLit{Base: at.Base, Offset: at.Offset}, Atom: -1, Tod: -1}
}

// atom is a condition of the model as a boolean dimension.
func (t *tlower) atom(x ta.Expr) sym {
	key := "atom:" + ta.ExprString(x)
	d := t.addDim(key, 2, func(b bitset) ta.Expr {
		if b.has(1) {
			return x
		}
		return not(x)
	})
	return t.split(d, []jv{vBool(false), vBool(true)})
}
