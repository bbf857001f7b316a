package isy

import (
	"fmt"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/frontends/isy/nodes"
	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
)

// Lower turns a parsed ISY export into the IR (see the package comment for
// the semantics), inferring the devices' kinds from their use.
func Lower(f *syntax.File, file string) (*ta.Program, error) {
	p, _, err := LowerWith(f, file, Options{})
	return p, err
}

// LowerWith is Lower with a device list, an environment file and
// strictness (see Options); it also returns the warnings about devices
// (names, values and commands that look misspelt, or that no device of
// the kind has), which Options.Strict makes errors.
func LowerWith(f *syntax.File, file string, opt Options) (*ta.Program, ta.ErrorList, error) {
	l := &lowerer{f: f, opt: opt, prog: &ta.Program{File: file, Pos: ta.Pos{File: file, Line: 1, Col: 1}},
		progs: map[string]*progInfo{}, devices: map[string]*device{}, vars: map[string]*variable{},
		inputs: map[string]*input{}, ruleNames: map[string]int{}, events: map[string]int{}, touch: map[string]*touchInfo{}, ranges: map[*syntax.Range]rangeEnds{}}
	l.index()
	if len(l.errs) == 0 {
		l.collect()
		l.checkNames()
		l.checkDevices()
	}
	if len(l.errs) == 0 {
		l.declare()
		l.lowerPrograms()
	}
	l.warns.Sort()
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, l.warns, l.errs
	}
	return l.prog, l.warns, nil
}

type lowerer struct {
	f     *syntax.File
	opt   Options
	prog  *ta.Program
	errs  ta.ErrorList
	warns ta.ErrorList // about devices; errors with Options.Strict

	order     []*progInfo
	progs     map[string]*progInfo
	devices   map[string]*device
	devOrder  []string
	vars      map[string]*variable
	varOrder  []string
	inputs    map[string]*input // drivers and module values
	inOrder   []string
	lastRuns  map[lastRunKey]string // timer names
	ruleNames map[string]int
	events    map[string]int        // event name -> index in prog.Events
	touch     map[string]*touchInfo // environment values that can change within a class

	sceneActs []sceneAct   // Set Scene actions on scenes of the device list
	nameUses  [3][]nameUse // device, scene and variable names as written, for checkNames

	ranges       map[*syntax.Range]rangeEnds
	effectRules  []*ta.Rule // environment effects: run first
	triggerRules []*ta.Rule // then programs reacting
	pathRules    []*ta.Rule
}

type lastRunKey struct {
	prog   string
	offset int64
}

// progInfo is what lowering knows of one program or folder.
type progInfo struct {
	p       *syntax.Program
	folder  *progInfo // the folder it is in
	status  string    // variable: True/False
	enabled string    // variable
	// Only what is read is state: a program's status is a variable when a
	// condition tests it, and its enabled flag when an action changes it.
	statusRead bool
	toggled    bool
	runIf      bool   // some action runs it with Run Program (If)
	timer      string // its Wait/Repeat timer, if any
	stage      string
	count      string
	limit      string
	stages     int
	stageText  []string // per stage value: "idle", "waiting (Wait 5 minutes, line 7)"
	maxN       int64
	ifRule     string
	thenRul    string
	elseRul    string
}

type device struct {
	name    string
	pos     ta.Pos
	words   []string // named states, Off first
	levels  []int64  // levels used (numeric devices)
	numeric bool
	read    bool // a Status condition reads it
	set     bool // a program sets it
	cuts    []int64
	has     bool // has a status variable

	kind     nodes.Kind // from the device list, or KindUnknown
	listed   bool       // the device list names it
	manual   bool       // a person may operate it (its kind, or the environment file)
	statuses []use      // the words Status conditions compare it with
	commands []use      // the commands Control conditions name
	setWords []string   // the values programs set it to
}

// use is one mention of a word (a status value or a command) for a device.
type use struct {
	word string
	pos  ta.Pos
}

type variable struct {
	name      string
	pos       ta.Pos
	state     bool
	written   bool
	consts    []int64
	inc, dec  bool  // increased, decreased by constant steps (+=, -=)
	up, down  int64 // largest increase, decrease by steps in one pass
	otherCmp  bool  // compared with, assigned from or to another variable
	general   bool  // *=, /=, %=: arithmetic the value classes cannot follow
	bits      int64 // largest constant of |= and ^=
	bitOps    bool  // |=, ^= or &=: a saturated count would not say which bits are set
	randomMax int64
	cuts      []int64

	// Set by declare.
	kind     varKind
	lo, hi   int64    // the declared range
	retrig   []*ta.If // saturated steps that must re-trigger (state variables)
	onChange []string // the rules a change of the variable triggers
}

// varKind is how a variable the programs write is modelled (see declare).
type varKind uint8

const (
	// varExact: only constants are written (=, Random, bit operations with
	// constants); the range holds every value it can take.
	varExact varKind = iota
	// varUp, varDown: a counter, changed only by constant steps in one
	// direction (and set to constants) and read only by comparisons with
	// constants: past the constants every value looks the same to the
	// programs, so one value stands for all of them (saturation).
	varUp
	varDown
	// varWord: anything else holds exact values over the controller's
	// 32-bit signed integers; leaving them is a real overflow.
	varWord
)

// The controller's integer variables are 32-bit signed (UDI ISY-994i
// Cookbook §8.2.1).
const (
	isyIntMin = -1 << 31
	isyIntMax = 1<<31 - 1
)

// input is a node-server driver or a Climate module value: read by
// conditions, changed by the environment.
type input struct {
	name    string
	pos     ta.Pos
	words   []string
	numeric bool
	cuts    []int64
	consts  []int64
}

func (l *lowerer) errorf(pos ta.Pos, format string, args ...any) { l.errs.Add(pos, format, args...) }

// ---- indexing: programs, folders, names

func (l *lowerer) index() {
	byID := map[string]*progInfo{}
	for _, p := range l.f.Programs {
		if prev := l.progs[p.Name]; prev != nil {
			l.errorf(p.Pos, "a second program named %q (the first is at %s)", p.Name, prev.p.Pos)
			continue
		}
		pi := &progInfo{p: p, status: "Program " + p.Name, enabled: "Program " + p.Name + ": enabled",
			ifRule: p.Name + ": if", thenRul: p.Name + ": then", elseRul: p.Name + ": else"}
		l.progs[p.Name] = pi
		l.order = append(l.order, pi)
		if p.ID != "" {
			byID[strings.ToUpper(p.ID)] = pi
		}
	}
	for _, pi := range l.order {
		if par := byID[strings.ToUpper(pi.p.Parent)]; par != nil && par != pi && par.p.Folder {
			pi.folder = par
		}
	}
	// A folder loop would gate programs on themselves.
	for _, pi := range l.order {
		seen := map[*progInfo]bool{}
		for f := pi.folder; f != nil; f = f.folder {
			if seen[f] {
				l.errorf(pi.p.Pos, "the folders above %q form a loop", pi.p.Name)
				break
			}
			seen[f] = true
		}
	}
}

func (l *lowerer) program(pos ta.Pos, name string) *progInfo {
	pi := l.progs[name]
	if pi == nil {
		var known []string
		for n := range l.progs {
			known = append(known, n)
		}
		l.errorf(pos, "no program or folder named %q%s", name, suggestName(name, known))
	}
	return pi
}

// ---- pass 1: what each device and variable is used for

func (l *lowerer) dev(name string, pos ta.Pos) *device {
	d := l.devices[name]
	if d == nil {
		d = &device{name: name, pos: pos, words: []string{"Off"}}
		l.devices[name] = d
		l.devOrder = append(l.devOrder, name)
	}
	return d
}

func addWord(list []string, w string) []string {
	for _, x := range list {
		if x == w {
			return list
		}
	}
	return append(list, w)
}

func (l *lowerer) variable(name string, pos ta.Pos) *variable {
	v := l.vars[name]
	if v == nil {
		low := strings.ToLower(name)
		v = &variable{name: name, pos: pos, state: strings.HasPrefix(low, "$s.") || strings.HasPrefix(low, "$s_")}
		l.vars[name] = v
		l.varOrder = append(l.varOrder, name)
	}
	return v
}

func (l *lowerer) inputOf(name string, pos ta.Pos) *input {
	in := l.inputs[name]
	if in == nil {
		in = &input{name: name, pos: pos}
		l.inputs[name] = in
		l.inOrder = append(l.inOrder, name)
	}
	return in
}

// cutsFor are the boundaries a comparison with constant c draws.
func cutsFor(op ta.Op, c int64) []int64 {
	switch op {
	case ta.OpLt, ta.OpGe:
		return []int64{c}
	case ta.OpLe, ta.OpGt:
		return []int64{c + 1}
	}
	return []int64{c, c + 1}
}

// statusCmd maps a command to the status it leaves the device in.
func statusCmd(cmd string) (string, bool) {
	switch cmd {
	case "On", "Fast On":
		return "On", true
	case "Off", "Fast Off":
		return "Off", true
	}
	return "", false
}

func (l *lowerer) collect() {
	l.lastRuns = map[lastRunKey]string{}
	for _, pi := range l.order {
		l.collectCond(pi.p.Cond)
		for _, acts := range [][]syntax.Action{pi.p.Then, pi.p.Else} {
			// Inside Repeat N times a step is taken N times in a row.
			times := int64(1)
			for _, a := range acts {
				if r, ok := a.(*syntax.Repeat); ok {
					times = max(r.Times, 1)
				}
				l.collectAction(a, times)
			}
		}
	}
}

func (l *lowerer) collectValue(d *device, rel ta.Op, v syntax.Value) {
	switch {
	case v.Number != nil:
		d.numeric = true
		d.levels = append(d.levels, *v.Number)
		d.cuts = append(d.cuts, cutsFor(rel, *v.Number)...)
	case rel != ta.OpEq && rel != ta.OpNe:
		d.numeric = true
		if n, ok := levelOf(v.Word); ok {
			d.cuts = append(d.cuts, cutsFor(rel, n)...)
		}
	default:
		d.words = addWord(d.words, v.Word)
		if n, ok := levelOf(v.Word); ok {
			d.cuts = append(d.cuts, cutsFor(rel, n)...)
		}
	}
}

// levelOf is the level of On (100) and Off (0).
func levelOf(w string) (int64, bool) {
	switch w {
	case "On":
		return 100, true
	case "Off":
		return 0, true
	}
	return 0, false
}

func (l *lowerer) collectCond(c syntax.Cond) {
	switch c := c.(type) {
	case *syntax.And:
		l.collectCond(c.X)
		l.collectCond(c.Y)
	case *syntax.Or:
		l.collectCond(c.X)
		l.collectCond(c.Y)
	case *syntax.Control:
		l.useName(deviceNames, c.Device, c.At)
		l.dev(c.Device, c.Pos).commands = append(l.dev(c.Device, c.Pos).commands, use{c.Cmd, c.Pos})
		if s, ok := statusCmd(c.Cmd); ok {
			d := l.dev(c.Device, c.Pos)
			d.words = addWord(d.words, s)
			d.cuts = append(d.cuts, 1, 100)
		}
	case *syntax.Status:
		l.useName(deviceNames, c.Device, c.At)
		d := l.dev(c.Device, c.Pos)
		d.read = true
		if c.Val.Number == nil {
			d.statuses = append(d.statuses, use{c.Val.Word, c.Val.Pos})
		}
		l.collectValue(d, c.Rel.Op, c.Val)
	case *syntax.Driver:
		l.useName(deviceNames, c.Device, c.At)
		in := l.inputOf(fmt.Sprintf("%s: %s", c.Device, c.Driver), c.Pos)
		if c.Val.Number != nil {
			in.numeric = true
			in.consts = append(in.consts, *c.Val.Number)
			in.cuts = append(in.cuts, cutsFor(c.Rel.Op, *c.Val.Number)...)
		} else if c.Rel.Op != ta.OpEq && c.Rel.Op != ta.OpNe {
			l.errorf(c.Pos, "%s %s can only be compared with is or is not", c.Device, c.Driver)
		} else {
			in.words = addWord(in.words, c.Val.Word)
		}
	case *syntax.Module:
		in := l.inputOf(fmt.Sprintf("Module %s: %s", c.Module, c.Field), c.Pos)
		in.numeric = true
		in.consts = append(in.consts, c.N)
		in.cuts = append(in.cuts, cutsFor(c.Rel.Op, c.N)...)
	case *syntax.ProgramIs:
		if pi := l.program(c.Pos, c.Name); pi != nil {
			pi.statusRead = true
		}
	case *syntax.VarCmp:
		l.useName(varNames, c.Var, c.Pos)
		if c.OtherVar != "" {
			l.useName(varNames, c.OtherVar, c.OtherAt)
		}
		v := l.variable(c.Var, c.Pos)
		if c.N != nil {
			l.int32Const(c.Pos, *c.N)
			v.consts = append(v.consts, *c.N)
			v.cuts = append(v.cuts, cutsFor(c.Rel.Op, *c.N)...)
		} else {
			w := l.variable(c.OtherVar, c.Pos)
			v.otherCmp, w.otherCmp = true, true
		}
	case *syntax.TimeIs:
		if c.At.LastRun != "" {
			l.lastRunTimer(c.Pos, c.At.LastRun, c.At.Lit.Offset)
		}
	case *syntax.Range:
		for _, t := range []syntax.TimeExpr{c.From, c.To} {
			if t.LastRun != "" {
				l.errorf(t.Pos, "a range from or to a program's last run time is not supported (use Time is Last Run Time for ...)")
			}
		}
	}
}

func (l *lowerer) lastRunTimer(pos ta.Pos, prog string, offset int64) string {
	if l.program(pos, prog) == nil {
		return ""
	}
	if offset < 0 {
		l.errorf(pos, "Last Run Time minus a duration is in the past when the program runs; only + is supported")
		return ""
	}
	k := lastRunKey{prog, offset}
	if n, ok := l.lastRuns[k]; ok {
		return n
	}
	n := fmt.Sprintf("Last Run Time for %s + %s", prog, ta.FormatDuration(offset))
	l.lastRuns[k] = n
	return n
}

func (l *lowerer) collectAction(a syntax.Action, times int64) {
	switch a := a.(type) {
	case *syntax.SetDevice:
		if a.Scene {
			l.useName(sceneNames, a.Device, a.At)
			l.collectScene(a)
			return
		}
		l.useName(deviceNames, a.Device, a.At)
		if a.Value != "" {
			d := l.dev(a.Device, a.Pos)
			d.words = addWord(d.words, a.Value)
			d.setWords = addWord(d.setWords, a.Value)
			d.set = true
		}
		if a.Level != nil {
			d := l.dev(a.Device, a.Pos)
			d.numeric = true
			d.levels = append(d.levels, *a.Level)
			d.set = true
		}
	case *syntax.Repeat:
		if a.While != nil {
			l.collectCond(a.While)
		}
	case *syntax.RunProgram:
		if pi := l.program(a.Pos, a.Name); pi != nil && a.Path == "if" {
			pi.runIf = true
		}
	case *syntax.ProgramControl:
		if pi := l.program(a.Pos, a.Name); pi != nil && a.Op != "stop" {
			pi.toggled = true
		}
	case *syntax.Assign:
		l.useName(varNames, a.Var, a.Pos)
		if a.OtherVar != "" {
			l.useName(varNames, a.OtherVar, a.OtherAt)
		}
		v := l.variable(a.Var, a.Pos)
		v.written = true
		if a.N != nil {
			n := *a.N
			l.int32Const(a.Pos, n)
			if a.Op == "-=" {
				n = -n
			}
			switch a.Op {
			case "=":
				v.consts = append(v.consts, n)
			case "+=", "-=":
				v.inc = v.inc || n > 0
				v.dec = v.dec || n < 0
				v.up = max(v.up, n*times)
				v.down = max(v.down, -n*times)
			case "|=", "^=":
				// Bits can be set up to the highest bit of any constant.
				v.bits = max(v.bits, n)
				v.bitOps = true
				v.general = v.general || n < 0
			case "&=":
				// x & n is in 0..n for n >= 0, whatever x is.
				v.consts = append(v.consts, n)
				v.bitOps = true
				v.general = v.general || n < 0
			case "*=", "/=", "%=":
				v.general = true
			}
		} else {
			w := l.variable(a.OtherVar, a.Pos)
			v.otherCmp, w.otherCmp = true, true
		}
	case *syntax.RandomAssign:
		l.useName(varNames, a.Var, a.Pos)
		v := l.variable(a.Var, a.Pos)
		v.written = true
		l.int32Const(a.Pos, a.N)
		v.randomMax = max(v.randomMax, a.N)
		v.consts = append(v.consts, 1, a.N)
	}
}

// int32Const reports a constant the controller's variables cannot hold.
func (l *lowerer) int32Const(pos ta.Pos, n int64) {
	if n < isyIntMin || n > isyIntMax {
		l.errorf(pos, "%d is outside the controller's 32-bit integers (%d..%d)", n, int64(isyIntMin), int64(isyIntMax))
	}
}

// ---- declarations

func (l *lowerer) declare() {
	p := l.prog
	for _, name := range l.devOrder {
		d := l.devices[name]
		d.has = true
		if d.numeric {
			for _, w := range d.words {
				if _, ok := levelOf(w); !ok {
					l.errorf(d.pos, "device %q is used both with levels and with the state %q", name, w)
				}
			}
			p.Vars = append(p.Vars, &ta.Var{Name: name, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: 100}, Device: true, Pos: d.pos})
			continue
		}
		p.Vars = append(p.Vars, &ta.Var{Name: name, Type: ta.Type{Kind: ta.Enum, Values: d.words}, Device: true, Pos: d.pos})
	}
	for _, name := range l.inOrder {
		in := l.inputs[name]
		if in.numeric {
			if len(in.words) > 0 {
				l.errorf(in.pos, "%s is compared both with numbers and with %q", name, in.words[0])
			}
			lo, hi := spanOf(in.consts, 0)
			p.Vars = append(p.Vars, &ta.Var{Name: name, Type: ta.Type{Kind: ta.Int, Lo: lo - 1, Hi: hi + 1}, Init: &ta.IntLit{Value: lo - 1}, Device: true, Pos: in.pos})
			continue
		}
		// The values compared with, and one more: "any other value".
		vals := append(append([]string(nil), in.words...), "(other)")
		p.Vars = append(p.Vars, &ta.Var{Name: name, Type: ta.Type{Kind: ta.Enum, Values: vals}, Init: &ta.Ident{Name: "(other)"}, Device: true, Pos: in.pos})
	}
	for _, name := range l.varOrder {
		v := l.vars[name]
		// Every constant the programs use with it, and 0, its value at
		// the start: comparisons draw their class boundaries within
		// lo..hi+1.
		lo, hi := spanOf(v.consts, 0)
		steps := v.inc || v.dec
		switch {
		case !v.written:
			// Set outside the programs: also below and above every constant.
			lo, hi = lo-1, hi+1
		case v.general || v.otherCmp || (steps && v.bitOps) || (v.bits > 0 && lo < 0) || (v.inc && v.dec):
			// A counter that goes both ways needs its exact count (how
			// many steps back to a constant), and other arithmetic or a
			// comparison with another variable tells every value apart.
			v.kind = varWord
			lo, hi = isyIntMin, isyIntMax
		case v.inc:
			// Exact over the constants and one pass's steps beyond them
			// (a Repeat N times without a Wait counts N at once), then
			// hi+1 stands for every value above hi.
			v.kind = varUp
			hi += v.up + 1
		case v.dec:
			v.kind = varDown
			lo -= v.down + 1
		case v.bits > 0:
			hi = max(hi, allOnes(max(hi, v.bits)))
		}
		v.lo, v.hi = lo, hi
		var init ta.Expr
		if v.written {
			// ISY variables start at 0.
			init = &ta.IntLit{Pos: v.pos, Value: 0}
		}
		p.Vars = append(p.Vars, &ta.Var{Name: name, Type: ta.Type{Kind: ta.Int, Lo: lo, Hi: hi}, Init: init, Pos: v.pos})
	}
	for _, pi := range l.order {
		if pi.statusRead {
			p.Vars = append(p.Vars, &ta.Var{Name: pi.status, Type: ta.Type{Kind: ta.Bool}, Pos: pi.p.Pos})
		}
		if !pi.p.Folder && pi.toggled {
			init := &ta.BoolLit{Value: !pi.p.NotEnabled}
			p.Vars = append(p.Vars, &ta.Var{Name: pi.enabled, Type: ta.Type{Kind: ta.Bool}, Init: init, Pos: pi.p.Pos})
		}
	}
	keys := make([]lastRunKey, 0, len(l.lastRuns))
	for k := range l.lastRuns {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].prog != keys[j].prog {
			return keys[i].prog < keys[j].prog
		}
		return keys[i].offset < keys[j].offset
	})
	for _, k := range keys {
		p.Timers = append(p.Timers, &ta.Timer{Name: l.lastRuns[k], Pos: l.progs[k.prog].p.Pos})
	}
}

// allOnes is the number with every bit up to n's highest one set.
func allOnes(n int64) int64 {
	m := int64(1)
	for m <= n {
		m <<= 1
	}
	return m - 1
}

// spanOf is the smallest range holding 0 (or zero) and the constants.
func spanOf(cs []int64, zero int64) (int64, int64) {
	lo, hi := zero, zero
	for _, c := range cs {
		lo, hi = min(lo, c), max(hi, c)
	}
	return lo, hi
}

// representatives picks one value of each class the cuts draw in [lo, hi].
func representatives(cuts []int64, lo, hi int64) []int64 {
	sort.Slice(cuts, func(i, j int) bool { return cuts[i] < cuts[j] })
	out := []int64{lo}
	for _, c := range cuts {
		if c > out[len(out)-1] && c <= hi {
			out = append(out, c)
		}
	}
	return out
}
