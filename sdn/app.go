package sdn

import (
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// App is a controller application, written in Go against the Controller
// API. Its handlers do not run during exploration: they run once, when the
// scenario compiles, and emit the IR statements that the explorer runs
// (see Controller). Handlers must be deterministic functions of what they
// read through the API, since the compiler may run them several times
// (once per combination of header values they look at).
type App interface {
	// Profile says what the app needs from the model, so that the model
	// can size its flow entries and messages.
	Profile(s *Scenario) (Profile, error)
	// Build declares the app's state, timers and handlers.
	Build(c *Controller) error
}

// Profile is what an app needs from the network model.
type Profile struct {
	// Match are the header fields (src, dst, kind, nwsrc, nwdst) that
	// flow entries match on, besides the in-port.
	Match []string
	// Rewrite are the header fields that actions rewrite.
	Rewrite []string
	// Priorities are the flow priorities the app uses.
	Priorities []int
	// Idle and Hard are the idle and hard timeouts (seconds) it uses.
	Idle, Hard []int64
	// Cookies is how many cookie values it tags flows with (0 or 1: none).
	Cookies int
	// FlowRemoved: some flows ask for a flow-removed message.
	FlowRemoved bool
	// SendsPackets: it sends packets it makes (ARP replies), not only
	// buffered ones.
	SendsPackets bool
	// Stats is the number of load levels port statistics report (0: the
	// app does not ask for statistics).
	Stats int
	// Kinds, MACs and IPs are packet kinds, MAC and IP addresses the app
	// uses beyond those of the hosts (a virtual IP and MAC).
	Kinds, MACs, IPs []string
	// Props are properties the app defines (checked with Violate).
	Props []AppProp
}

// AppProp is a property an app defines.
type AppProp struct {
	Name, Description string
}

// OptionsApp is an app that takes options (the scenario's options:
// mapping). A scenario may give only the options its app names: a
// misspelt option would otherwise be ignored and its default explored.
type OptionsApp interface {
	// OptionKeys are the names of the options the app reads.
	OptionKeys() []string
}

// checkOptions rejects the scenario's options its app does not take.
func checkOptions(s *Scenario, app App) error {
	var known []string
	if oa, ok := app.(OptionsApp); ok {
		known = oa.OptionKeys()
	}
	var keys []string
	for k := range s.Options {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var errs ta.ErrorList
	for _, k := range keys {
		if slices.Contains(known, k) {
			continue
		}
		pos := s.OptionPos[k]
		if pos.File == "" {
			pos = s.AppPos
		}
		if len(known) == 0 {
			errs.Add(pos, "unknown option %q: app %s takes no options", k, s.App)
		} else {
			errs.Add(pos, "unknown option %q for app %s (it takes %s)%s", k, s.App, strings.Join(known, ", "), ta.Suggest(k, known))
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

var registry = map[string]func() App{}

// Register makes an app available to scenarios under a name.
func Register(name string, f func() App) { registry[name] = f }

// AppNames lists the registered apps.
func AppNames() []string {
	var out []string
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// NicePolicy is how NICE treats an app timer (the paper's §6.2).
type NicePolicy uint8

// The policies.
const (
	// NeverFires: NICE never fires the timer (PySwitch, energy TE).
	NeverFires NicePolicy = iota
	// FiresAnyTime: once started, NICE may fire it from any state (the
	// load balancer), at most NiceFires times in all (NICE bounds the
	// callbacks it fires).
	FiresAnyTime
)

// NiceFires bounds how often a FiresAnyTime timer fires in nice mode:
// NICE fires a posted callback once, from any state, and bounds the
// callbacks it explores.
const NiceFires = 1

// NiceStats bounds how often NICE injects port statistics per switch (a
// rise and a fall of the load).
const NiceStats = 2

// Controller is the API an app is written against: it declares the app's
// state and handlers, and its methods emit the OpenFlow messages the app
// sends into the statement block of the running handler.
type Controller struct {
	n          *model
	onStart    []func(k *Block)
	onJoin     []func(k *Block, sw int)
	onPacketIn func(k *Block, ev *PacketIn)
	onRemoved  func(k *Block, ev *FlowRemoved)
	onStats    func(k *Block, ev *PortStats)
	onArrival  []func(k *Block, sw, inport int, p *Packet)
	timers     []*Timer
	codes      map[string]int64
	statsSw    map[int]bool // switches NICE injects statistics for (niceStats)
	firing     *Timer       // the timer whose callback is being emitted
	procs      []procDecl
}

// Scenario is the scenario being compiled.
func (c *Controller) Scenario() *Scenario { return c.n.scn }

// Mode is the compilation's treatment of time.
func (c *Controller) Mode() Mode { return c.n.opt.Mode }

// Fixed reports whether the scenario asks for the fix of bug roman.
func (c *Controller) Fixed(roman string) bool { return c.n.scn.Fixed(roman) }

func (c *Controller) noteCaller() {
	_, file, _, ok := runtime.Caller(2)
	if ok && strings.Contains(file, "/sdn/apps/") {
		c.n.appFiles[shortPath(file)] = true
	}
}

// Int declares an integer variable of the app (named app.NAME).
func (c *Controller) Int(name string, lo, hi, init int64) *Var {
	c.noteCaller()
	return c.n.b.IntVar("app."+name, lo, hi, init)
}

// Bool declares a boolean variable of the app.
func (c *Controller) Bool(name string, init bool) *Var {
	c.noteCaller()
	return c.n.b.BoolVar("app."+name, init)
}

// OnStart registers what the app does when the controller starts.
func (c *Controller) OnStart(f func(k *Block)) { c.noteCaller(); c.onStart = append(c.onStart, f) }

// OnSwitchJoin registers the handler of a switch connecting.
func (c *Controller) OnSwitchJoin(f func(k *Block, sw int)) {
	c.noteCaller()
	c.onJoin = append(c.onJoin, f)
}

// OnPacketIn registers the packet-in handler.
func (c *Controller) OnPacketIn(f func(k *Block, ev *PacketIn)) { c.noteCaller(); c.onPacketIn = f }

// OnFlowRemoved registers the flow-removed handler.
func (c *Controller) OnFlowRemoved(f func(k *Block, ev *FlowRemoved)) {
	c.noteCaller()
	c.onRemoved = f
}

// OnPortStats registers the port statistics handler.
func (c *Controller) OnPortStats(f func(k *Block, ev *PortStats)) { c.noteCaller(); c.onStats = f }

// OnArrival registers a check run when a packet is processed by a switch
// (for app-defined properties): sw, the in-port, and the packet.
func (c *Controller) OnArrival(f func(k *Block, sw, inport int, p *Packet)) {
	c.noteCaller()
	c.onArrival = append(c.onArrival, f)
}

// Violate records that an app-defined property is violated.
func (c *Controller) Violate(k *Block, prop string) {
	if v := c.n.viol[prop]; v != nil {
		k.SetB(v, true)
	}
}

// Checking reports whether the scenario checks a property.
func (c *Controller) Checking(prop string) bool { return c.n.viol[prop] != nil || c.n.wants(prop) }

// Log records a line the app logs (an output in traces and coverage).
func (c *Controller) Log(k *Block, msg string) { k.Emit(msg) }

// Switches is the number of switches.
func (c *Controller) Switches() int { return len(c.n.sw) }

// SwitchName names switch sw.
func (c *Controller) SwitchName(sw int) string { return c.n.sw[sw].name }

// Ports is the number of ports of switch sw.
func (c *Controller) Ports(sw int) int { return c.n.sw[sw].ports }

// Peer is the switch port linked to port p of sw, if any.
func (c *Controller) Peer(sw, p int) (int, int, bool) {
	for _, l := range c.n.scn.Links {
		if l.A.Switch == sw && l.A.Port == p {
			return l.B.Switch, l.B.Port, true
		}
		if l.B.Switch == sw && l.B.Port == p {
			return l.A.Switch, l.A.Port, true
		}
	}
	return 0, 0, false
}

// SetNoFlood excludes a port from floods (what a spanning-tree module
// configures on the switch; a static setting).
func (c *Controller) SetNoFlood(sw, p int) { c.n.sw[sw].noFlood[p] = true }

// Value is the number of a named value of a header field (a host's MAC
// is its name; "bcast" is the broadcast MAC; IPs are as written).
func (c *Controller) Value(field, name string) int64 {
	f := c.n.field(field)
	if f == nil {
		c.n.fail("no header field %q", field)
	}
	v, ok := f.idx[name]
	if !ok {
		c.n.fail("header field %s has no value %q", field, name)
	}
	return v
}

// Values lists the values of a header field.
func (c *Controller) Values(field string) []string {
	f := c.n.field(field)
	if f == nil {
		return nil
	}
	return f.values
}

// HasField reports whether the scenario's packets have a header field.
func (c *Controller) HasField(field string) bool { return c.n.field(field) != nil }

// Hosts are the scenario's hosts.
func (c *Controller) Hosts() []*HostSpec { return c.n.scn.Hosts }

// BufNone is the buffer id of a packet-in that buffered nothing.
func (c *Controller) BufNone() X { return Int(c.n.bufNone()) }

// Stamp is a stored timestamp of the app (`t = now`, later `now - t > c`):
// in timed mode a clock taken from the pool when first set; in nice mode
// only whether it is set (NICE runs the code against its own clock, which
// barely moves during a search: the timestamp never ages).
type Stamp struct {
	c      *Controller
	holder *Var // timed
	set    *Var // nice
	code   int64
}

// Stamp declares a timestamp.
func (c *Controller) Stamp(name string) *Stamp {
	c.noteCaller()
	s := &Stamp{c: c}
	if p := c.n.pool; p != nil {
		s.holder = p.holder("app." + name + ".vc")
		s.code = p.register("app."+name, nil)
	} else {
		s.set = c.n.b.BoolVar("app."+name+".set", false)
		c.n.noShare[s.set.Name()] = true
	}
	return s
}

// Take sets the timestamp to now.
func (s *Stamp) Take(k *Block) {
	p := s.c.n.pool
	if p == nil {
		k.SetB(s.set, true)
		return
	}
	k.If(s.holder.X().EqI(int64(p.n)), func(k *Block) { p.alloc(k, s.holder, s.code) })
	p.reset(k, s.holder)
}

// Drop forgets the timestamp (its clock goes back to the pool).
func (s *Stamp) Drop(k *Block) {
	if p := s.c.n.pool; p != nil {
		p.free(k, s.holder)
		return
	}
	k.SetB(s.set, false)
}

// Older is "more than sec seconds have passed since the timestamp" (false
// when it has no clock: never set, the pool was empty, or nice mode).
func (s *Stamp) Older(sec int64) X {
	p := s.c.n.pool
	if p == nil {
		return s.set.X().And(opaqueFalse())
	}
	return p.older(s.holder, sec)
}

// opaqueFalse is false, written so that it does not fold: code under it is
// still emitted (and counted by coverage as not executed).
func opaqueFalse() X {
	return xOf(&ta.Binary{Op: ta.OpEq, X: &ta.IntLit{Value: 0}, Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1})
}

// Timer is a one-shot app timer (NOX's post_callback); a periodic timer
// starts itself again in its callback.
type Timer struct {
	c      *Controller
	name   string
	policy NicePolicy
	cb     func(k *Block)
	holder *Var // timed
	posted *Var // nice
	fired  *Var // nice, FiresAnyTime: how often it fired
	code   int64
}

// Timer declares a timer with its callback and how NICE treats it.
func (c *Controller) Timer(name string, nice NicePolicy, cb func(k *Block)) *Timer {
	c.noteCaller()
	t := &Timer{c: c, name: name, policy: nice, cb: cb}
	n := c.n
	switch {
	case n.pool != nil:
		t.holder = n.pool.holder("app." + name + ".vc")
		t.code = n.pool.register("app."+name, func(k *Block) {
			n.pool.free(k, t.holder)
			k.Run("app." + name)
		})
	default:
		t.posted = n.b.BoolVar("app."+name+".posted", false)
		n.noShare[t.posted.Name()] = true
		if nice == FiresAnyTime {
			t.fired = n.b.IntVar("app."+name+".fired", 0, NiceFires, 0)
			n.noShare[t.fired.Name()] = true
		}
	}
	c.timers = append(c.timers, t)
	return t
}

// Start (re)starts the timer to fire after sec seconds.
func (t *Timer) Start(k *Block, sec int64) {
	n := t.c.n
	if p := n.pool; p != nil {
		k.If(t.holder.X().EqI(int64(p.n)), func(k *Block) { p.alloc(k, t.holder, t.code) })
		p.start(k, t.holder, sec)
		return
	}
	if t.posted != nil {
		k.SetB(t.posted, true)
	}
}

// Cancel stops the timer.
func (t *Timer) Cancel(k *Block) {
	n := t.c.n
	if p := n.pool; p != nil {
		p.free(k, t.holder)
		return
	}
	if t.posted != nil {
		k.SetB(t.posted, false)
	}
}

// timerRules declares each timer's callback rule (run when it fires) and,
// in nice mode, the events that fire timers from any state.
func (c *Controller) timerRules() {
	n := c.n
	for _, p := range c.procs {
		p := p
		n.b.Rule(p.name, "", func(k *Block) {
			p.body(k)
			n.finish(k)
		})
	}
	for _, t := range c.timers {
		t := t
		n.b.Rule("app."+t.name, "", func(k *Block) {
			c.firing = t
			t.cb(k)
			c.firing = nil
			n.finish(k)
		})
		if t.posted != nil && t.policy == FiresAnyTime {
			ev := "app." + t.name + ".fires"
			n.b.Event(ev, n.ok.And(t.posted.X()).And(t.fired.X().Lt(Int(NiceFires))))
			n.b.Rule(ev, ev, func(k *Block) {
				k.SetB(t.posted, false)
				k.Set(t.fired, t.fired.X().AddI(1))
				k.Run("app." + t.name)
			})
		}
	}
}

// Proc is a procedure of the app: statements emitted once, as a rule of
// their own, that handlers call instead of emitting them again in every
// specialised branch.
type Proc struct {
	name string
}

// Procedure declares a procedure. A call runs it right after the calling
// handler has finished, in the same step (the explorer sees one atomic
// transition): call procedures last.
func (c *Controller) Procedure(name string, body func(k *Block)) *Proc {
	c.noteCaller()
	p := &Proc{name: "app." + name}
	c.procs = append(c.procs, procDecl{p.name, body})
	return p
}

// Call calls the procedure.
func (p *Proc) Call(k *Block) { k.Run(p.name) }

type procDecl struct {
	name string
	body func(k *Block)
}

// PacketIn is a packet-in message being handled. Header values read with
// Get are Go constants (the handler is specialised on them); Field gives
// the value as an IR expression instead, without specialising.
type PacketIn struct {
	Switch int
	// Buffer is the buffer id at the switch (BufNone if unbuffered).
	Buffer X
	sp     *splitter
	head   *record
	n      *model
}

// Get is the value of a header field (src, dst, kind, nwsrc, nwdst).
func (e *PacketIn) Get(field string) int64 {
	if e.n.field(field) == nil {
		e.n.fail("packet-in handler reads %q, which is not a header field of this scenario", field)
	}
	return e.sp.Get(field)
}

// Field is a header field as an expression.
func (e *PacketIn) Field(field string) X { return e.head.X("f." + field) }

// InPort is the port the packet arrived on.
func (e *PacketIn) InPort() int64 { return e.sp.Get("inport") }

// Reason is why the switch sent the packet.
func (e *PacketIn) Reason() Reason { return Reason(e.sp.Get("reason")) }

// FlowRemoved is a flow-removed message being handled.
type FlowRemoved struct {
	Switch int
	sp     *splitter
}

// Cookie is the removed flow's cookie.
func (e *FlowRemoved) Cookie() int64 { return e.sp.Get("cookie") }

// PortStats is a port statistics reply being handled.
type PortStats struct {
	Switch int
	sp     *splitter
}

// Load is the load level the statistics show (0..Profile.Stats-1).
func (e *PortStats) Load() int64 { return e.sp.Get("load") }

// Match selects packets: by in-port (zero X: any), exact header values,
// and sets of header values (an IP prefix); fields not named are wild.
type Match struct {
	InPort X
	Exact  map[string]X
	OneOf  map[string][]int64
}

// ActionKind is what a flow or packet-out does with a packet.
type ActionKind int64

// The action kinds.
const (
	Drop         ActionKind = ActionKind(actDrop)
	Output       ActionKind = ActionKind(actOut)
	Flood        ActionKind = ActionKind(actFlood)
	ToController ActionKind = ActionKind(actCtrl)
)

// Action is an action: its kind, the output port, and header rewrites.
type Action struct {
	Kind ActionKind
	Port X
	Set  map[string]X
}

// Flow is a flow_mod adding an entry.
type Flow struct {
	Match    Match
	Priority int
	Action   Action
	Idle     int64 // seconds; 0 none
	Hard     int64
	Notify   bool  // send flow-removed when it goes
	Cookie   int64 // 0..Profile.Cookies-1
	Buffer   X     // apply to this buffered packet (zero X: none)
}

func (c *Controller) masks(sw int, m Match) map[string]X {
	n := c.n
	out := map[string]X{}
	ports := n.sw[sw].ports
	if m.InPort.Expr() == nil {
		out["m.in"] = Int(1<<ports - 1)
	} else {
		out["m.in"] = Bit(m.InPort.AddI(-1), ports)
	}
	for _, f := range n.matchF {
		size := int(n.field(f).size())
		out["m."+f] = Int(1<<size - 1)
	}
	for f, x := range m.Exact {
		if _, ok := out["m."+f]; !ok {
			n.fail("flows match on %q, which is not in the app's Profile.Match", f)
		}
		out["m."+f] = Bit(x, int(n.field(f).size()))
	}
	for f, vals := range m.OneOf {
		if _, ok := out["m."+f]; !ok {
			n.fail("flows match on %q, which is not in the app's Profile.Match", f)
		}
		mask := int64(0)
		for _, v := range vals {
			mask |= 1 << v
		}
		out["m."+f] = Int(mask)
	}
	return out
}

func indexOf[T comparable](list []T, v T) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return -1
}

func (c *Controller) action(vals map[string]X, a Action) {
	n := c.n
	vals["act"] = Int(int64(a.Kind))
	if a.Port.Expr() != nil {
		vals["port"] = a.Port
	}
	for f, x := range a.Set {
		if indexOf(n.rewF, f) < 0 {
			n.fail("actions rewrite %q, which is not in the app's Profile.Rewrite", f)
		}
		vals["set."+f] = x.AddI(1)
	}
}

// Install sends a flow_mod that adds a flow entry to switch sw.
func (c *Controller) Install(k *Block, sw int, f Flow) {
	n := c.n
	vals := c.masks(sw, f.Match)
	vals["type"] = Int(cmdAdd)
	pi := indexOf(n.prof.Priorities, f.Priority)
	if pi < 0 {
		n.fail("priority %d is not in the app's Profile.Priorities", f.Priority)
	}
	vals["prio"] = Int(int64(pi))
	c.action(vals, f.Action)
	if f.Idle != 0 {
		i := indexOf(n.prof.Idle, f.Idle)
		if i < 0 {
			n.fail("idle timeout %d s is not in the app's Profile.Idle", f.Idle)
		}
		vals["idle"] = Int(int64(i + 1))
	}
	if f.Hard != 0 {
		i := indexOf(n.prof.Hard, f.Hard)
		if i < 0 {
			n.fail("hard timeout %d s is not in the app's Profile.Hard", f.Hard)
		}
		vals["hard"] = Int(int64(i + 1))
	}
	if f.Notify {
		if !n.prof.FlowRemoved {
			n.fail("a flow asks for flow-removed but the app's Profile.FlowRemoved is false")
		}
		vals["notify"] = True
	}
	vals["cookie"] = Int(f.Cookie)
	vals["buf"] = Int(n.bufNone())
	if f.Buffer.Expr() != nil {
		vals["buf"] = f.Buffer
	}
	n.sw[sw].cmd.push(k, vals)
}

// Delete sends a flow_mod that deletes the entries of switch sw that the
// match covers (strict: only the entry with exactly this match and
// priority).
func (c *Controller) Delete(k *Block, sw int, m Match, strict bool, prio int) {
	n := c.n
	vals := c.masks(sw, m)
	vals["type"] = Int(cmdDelete)
	if strict {
		vals["type"] = Int(cmdDeleteStrict)
		pi := indexOf(n.prof.Priorities, prio)
		if pi < 0 {
			n.fail("priority %d is not in the app's Profile.Priorities", prio)
		}
		vals["prio"] = Int(int64(pi))
	}
	vals["buf"] = Int(n.bufNone())
	n.sw[sw].cmd.push(k, vals)
}

// PacketOut sends a packet_out that releases buffered packet buf of
// switch sw with an action (Drop discards it).
func (c *Controller) PacketOut(k *Block, sw int, buf X, a Action) {
	vals := map[string]X{"type": Int(cmdPacketOut), "buf": buf}
	c.action(vals, a)
	c.n.sw[sw].cmd.push(k, vals)
}

// Send sends a packet_out with a packet the app made (header values by
// field name; kind by name in Profile.Kinds), as if it arrived on inport.
func (c *Controller) Send(k *Block, sw int, inport int64, a Action, hdr map[string]X) {
	n := c.n
	if !n.prof.SendsPackets {
		n.fail("Send needs Profile.SendsPackets")
	}
	vals := map[string]X{"type": Int(cmdPacketOut), "buf": Int(n.bufNone()), "inport": Int(inport)}
	c.action(vals, a)
	for f, x := range hdr {
		if n.field(f) == nil {
			n.fail("Send: no header field %q", f)
		}
		vals["f."+f] = x
	}
	n.sw[sw].cmd.push(k, vals)
}

// RequestStats asks switch sw for port statistics.
func (c *Controller) RequestStats(k *Block, sw int) {
	if c.n.prof.Stats == 0 {
		c.n.fail("RequestStats needs Profile.Stats")
	}
	if c.statsSw == nil {
		c.statsSw = map[int]bool{}
	}
	// NICE injects statistics in place of the replies to a poll it never
	// fires; a request it does make (a FiresAnyTime timer's) is answered
	// by the switch.
	if c.firing == nil || c.firing.policy != FiresAnyTime {
		c.statsSw[sw] = true
	}
	c.n.sw[sw].cmd.push(k, map[string]X{"type": Int(cmdStats), "buf": Int(c.n.bufNone())})
}

// niceStats declares, in nice mode, the events by which NICE injects port
// statistics (its InstantStats strategy) for the switches the app polls
// other than from a FiresAnyTime timer (the energy TE app's poll, which
// NICE never fires): a statistics message with any load, at most
// NiceStats times a switch.
func (c *Controller) niceStats() {
	n := c.n
	if n.opt.Mode != Nice || n.prof.Stats == 0 {
		return
	}
	for sw := range n.sw {
		if !c.statsSw[sw] {
			continue
		}
		s := n.sw[sw]
		cnt := n.b.IntVar(s.name+".stats_injected", 0, NiceStats, 0)
		n.noShare[cnt.Name()] = true
		ev := s.name + ".port_stats"
		n.b.Event(ev, n.ok.And(cnt.X().Lt(Int(NiceStats))))
		n.b.Rule(ev, ev, func(k *Block) {
			load := xOf(&ta.Random{Lo: 0, Hi: int64(n.prof.Stats - 1)})
			s.up.push(k, map[string]X{"type": Int(upStats), "load": load})
			k.Set(cnt, cnt.X().AddI(1))
			n.finish(k)
		})
	}
}

// Kind is the number of a packet kind.
func (c *Controller) Kind(name string) int64 {
	v, ok := c.n.kinds.idx[name]
	if !ok {
		c.n.fail("no packet kind %q in this scenario", name)
	}
	return v
}

// String describes an action, for logs.
func (a Action) String() string {
	return fmt.Sprintf("%s %v", [...]string{"drop", "output", "flood", "controller"}[a.Kind], a.Port)
}
