package dpor

import (
	"fmt"
	"strconv"
	"strings"
)

// This file is the test harness of notes §4.0: small event programs over
// integer variables, with a shadow location en_e per event, interpreted with
// exact access recording.

// expr is an integer expression; evaluating it records its reads.
type expr interface{ eval(r *runner) int }

type (
	cst int                 // constant
	vr  string              // variable read
	add struct{ a, b expr } // a + b
	sub struct{ a, b expr } // a - b
	mod struct {            // a % m
		a expr
		m int
	}
	eq  struct{ a, b expr } // a == b (0 or 1)
	ne  struct{ a, b expr } // a != b
	and struct{ a, b expr } // a && b, short-circuit
)

func (c cst) eval(*runner) int   { return int(c) }
func (v vr) eval(r *runner) int  { return r.read(r.p.loc(string(v))) }
func (x add) eval(r *runner) int { return x.a.eval(r) + x.b.eval(r) }
func (x sub) eval(r *runner) int { return x.a.eval(r) - x.b.eval(r) }
func (x mod) eval(r *runner) int { return ((x.a.eval(r) % x.m) + x.m) % x.m }
func (x eq) eval(r *runner) int  { return b2i(x.a.eval(r) == x.b.eval(r)) }
func (x ne) eval(r *runner) int  { return b2i(x.a.eval(r) != x.b.eval(r)) }
func (x and) eval(r *runner) int { return b2i(x.a.eval(r) != 0 && x.b.eval(r) != 0) }
func (c cst) String() string     { return fmt.Sprint(int(c)) }
func (v vr) String() string      { return string(v) }
func (x add) String() string     { return fmt.Sprintf("(%v+%v)", x.a, x.b) }
func (x sub) String() string     { return fmt.Sprintf("(%v-%v)", x.a, x.b) }
func (x mod) String() string     { return fmt.Sprintf("(%v%%%d)", x.a, x.m) }
func (x eq) String() string      { return fmt.Sprintf("%v==%v", x.a, x.b) }
func (x ne) String() string      { return fmt.Sprintf("%v!=%v", x.a, x.b) }
func (x and) String() string     { return fmt.Sprintf("%v&&%v", x.a, x.b) }

// stmt is a statement of an event body.
type stmt interface{ exec(r *runner) }

type (
	set struct { // v := e
		v string
		e expr
	}
	iff struct { // if c { then } else { els }
		c         expr
		then, els []stmt
	}
	rd      string // read v (access only)
	enable  string // en_f := 1
	disable string // en_f := 0
)

func (s set) exec(r *runner) { r.write(r.p.loc(s.v), s.e.eval(r)) }
func (s iff) exec(r *runner) {
	b := s.then
	if s.c.eval(r) == 0 {
		b = s.els
	}
	for _, x := range b {
		x.exec(r)
	}
}
func (s rd) exec(r *runner)      { r.read(r.p.loc(string(s))) }
func (s enable) exec(r *runner)  { r.write(r.p.enLoc(string(s)), 1) }
func (s disable) exec(r *runner) { r.write(r.p.enLoc(string(s)), 0) }
func (s set) String() string     { return fmt.Sprintf("%s:=%v", s.v, s.e) }
func (s iff) String() string     { return fmt.Sprintf("if %v %v else %v", s.c, s.then, s.els) }
func (s rd) String() string      { return "read " + string(s) }
func (s enable) String() string  { return "enable(" + string(s) + ")" }
func (s disable) String() string { return "disable(" + string(s) + ")" }

// evdef is an event: [once] means the body is followed by disable(self).
type evdef struct {
	name    string
	once    bool
	enabled bool // initially
	body    []stmt
}

// prog is a test program. Locations are the variables in order, then en_e
// per event. States are the values of all locations.
type prog struct {
	vars []string
	init []int
	evs  []evdef

	locs map[string]int
	// sigs, when not nil, collects Sig(t) = event plus the ordered
	// (location, value) reads of every execution (oracle O3).
	sigs map[string]bool
}

type state []int8

func newProg(vars []string, init []int, evs ...evdef) *prog {
	p := &prog{vars: vars, init: init, evs: evs, locs: map[string]int{}}
	for i, v := range vars {
		p.locs[v] = i
	}
	for i, e := range evs {
		p.locs["en_"+e.name] = len(vars) + i
	}
	return p
}

func (p *prog) loc(v string) int {
	l, ok := p.locs[v]
	if !ok {
		panic("unknown variable " + v)
	}
	return l
}

func (p *prog) enLoc(e string) int { return p.loc("en_" + e) }

func (p *prog) Initial() state {
	s := make(state, len(p.vars)+len(p.evs))
	for i, v := range p.init {
		s[i] = int8(v)
	}
	for i, e := range p.evs {
		s[len(p.vars)+i] = int8(b2i(e.enabled))
	}
	return s
}

func (p *prog) Enabled(s state) []EventID {
	var en []EventID
	for i := range p.evs {
		if s[len(p.vars)+i] == 1 {
			en = append(en, EventID(i))
		}
	}
	return en
}

func (p *prog) Key(s state) string { return string(s2b(s)) }

func s2b(s state) []byte {
	b := make([]byte, len(s))
	for i, x := range s {
		b[i] = byte(x)
	}
	return b
}

type runner struct {
	p    *prog
	s    state
	acc  []Access
	sig  []byte
	want bool
}

func (r *runner) read(l int) int {
	r.acc = append(r.acc, Access{Loc: l})
	v := int(r.s[l])
	if r.want {
		r.sig = strconv.AppendInt(append(r.sig, ' '), int64(l), 10)
		r.sig = strconv.AppendInt(append(r.sig, '='), int64(v), 10)
	}
	return v
}

func (r *runner) write(l int, v int) {
	r.acc = append(r.acc, Access{Loc: l, Write: true})
	r.s[l] = int8(v)
}

func (p *prog) Execute(s state, e EventID) (state, []Access) {
	r := &runner{p: p, s: append(state(nil), s...), want: p.sigs != nil}
	ev := p.evs[e]
	if r.want {
		r.sig = append(r.sig, ev.name+":"...)
	}
	if r.read(len(p.vars)+int(e)) != 1 {
		panic("executed a disabled event " + ev.name)
	}
	for _, x := range ev.body {
		x.exec(r)
	}
	if ev.once {
		disable(ev.name).exec(r)
	}
	if r.want {
		p.sigs[string(r.sig)] = true
	}
	return r.s, r.acc
}

func (p *prog) String() string {
	var b strings.Builder
	for i, v := range p.vars {
		fmt.Fprintf(&b, "%s=%d ", v, p.init[i])
	}
	for _, e := range p.evs {
		fmt.Fprintf(&b, "\n  %s once=%v en=%v: %v", e.name, e.once, e.enabled, e.body)
	}
	return b.String()
}

// result is what one exploration of a test program observed.
type result struct {
	st       Stats
	err      bool            // some visited state has err = 1
	terminal map[string]bool // visited states without enabled events
	sigs     map[string]bool
}

func run(p *prog, opt Options) result {
	p.sigs = map[string]bool{}
	res := result{terminal: map[string]bool{}}
	errLoc, hasErr := p.locs["err"]
	res.st = Explore[state](p, opt, func(s state) {
		if hasErr && s[errLoc] == 1 {
			res.err = true
		}
		if len(p.Enabled(s)) == 0 {
			res.terminal[p.Key(s)] = true
		}
	})
	res.sigs = p.sigs
	p.sigs = nil
	return res
}

// oracles checks O1-O3 of notes §4.0 for a DPOR result against FULL, and
// returns a description of the first failure, or "".
func oracles(full, got result) string {
	if full.err && !got.err {
		return "O1: err reachable but not found"
	}
	for k := range full.terminal {
		if !got.terminal[k] {
			return fmt.Sprintf("O2: terminal state %v not visited", []byte(k))
		}
	}
	for k := range full.sigs {
		if !got.sigs[k] {
			return "O3: local behaviour " + k + " not exercised"
		}
	}
	return ""
}
