package sdn

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// Mode is how a scenario treats time.
type Mode uint8

// The modes.
const (
	// Timed: DeLorean's. Flow timeouts, app timers and timestamps are
	// clocks from the pool of virtual clocks; the explorer's regions
	// decide when they fire and what comparisons with them say.
	Timed Mode = iota
	// Nice: NICE's heuristic treatment of time. There are no clocks: flows
	// never expire, timestamps never age, and each app timer either never
	// fires (PySwitch, energy-efficient TE) or may fire from any state
	// once started (the load balancer), as the app declares.
	Nice
)

// String names the mode.
func (m Mode) String() string { return [...]string{"timed", "nice"}[m] }

// ParseMode reads timed or nice.
func ParseMode(s string) (Mode, error) {
	switch strings.ToLower(s) {
	case "timed", "":
		return Timed, nil
	case "nice", "untimed":
		return Nice, nil
	}
	return Timed, fmt.Errorf("unknown SDN mode %q (expected timed or nice)", s)
}

// Options select how a scenario compiles.
type Options struct {
	Mode Mode
	// VCs is the size of the pool of virtual clocks; negative means the
	// scenario's. Ignored in Nice mode, which has no clocks.
	VCs int
	// StrictPool makes taking a clock from an empty pool a runtime error
	// instead of a flagged degradation.
	StrictPool bool
	// Ctx, when set, stops the compilation when done (Ctrl-C, a timeout):
	// a large scenario takes long to compile (a chain of 200 switches,
	// tens of seconds), so the limits of a run must apply before it
	// explores. Compile then returns a *StoppedError.
	Ctx context.Context
}

// StoppedError is Compile's error when Options.Ctx ended the compilation.
type StoppedError struct {
	// Reason says why, as an exploration's stop reason does: "reached the
	// time limit" or "interrupted".
	Reason string
	err    error
}

func (e *StoppedError) Error() string { return "compilation stopped: " + e.Reason }

// Unwrap returns the context's error.
func (e *StoppedError) Unwrap() error { return e.err }

// stopped makes the StoppedError of a context that is done.
func stopped(err error) *StoppedError {
	if errors.Is(err, context.DeadlineExceeded) {
		return &StoppedError{Reason: "reached the time limit", err: err}
	}
	return &StoppedError{Reason: "interrupted", err: err}
}

// Model is a scenario compiled to DeLorean's IR, with the invariants that
// check its properties.
type Model struct {
	Scenario *Scenario
	Mode     Mode
	VCs      int
	Prog     *ta.Program
	// Props are the scenario's properties as invariants.
	Props []*explore.Property
	// PoolProp is the invariant "the pool of clocks sufficed" (timed mode
	// only): the report shows its violation as the pool running out, not
	// as a property violation.
	PoolProp *explore.Property
	// Shared are the variables that mean the same in every mode (network,
	// hosts, app state; not clock bookkeeping), for comparisons.
	Shared []string
	// AppFiles are the source files of the app, for app coverage.
	AppFiles []string
}

// Action kinds of flow entries and packet-outs.
const (
	actDrop int64 = iota
	actOut
	actFlood
	actCtrl
)

// Message types switch -> controller.
const (
	upPacketIn int64 = iota
	upRemoved
	upStats
)

// Command types controller -> switch.
const (
	cmdAdd int64 = iota
	cmdDelete
	cmdDeleteStrict
	cmdPacketOut
	cmdStats
)

// Packet status of a tracked packet.
const (
	stUnsent int64 = iota
	stSent
	stDelivered
	stExempt
)

// Reason is why a switch sent a packet to the controller.
type Reason int64

// The reasons.
const (
	ReasonNoMatch Reason = iota
	ReasonAction
)

// the packet kinds, in their canonical order.
var allKinds = []string{"data", "reply", "inform", "arp_req", "arp_rep", "syn", "synack", "ack"}

// model is the compiler's state.
type model struct {
	b    *Builder
	scn  *Scenario
	opt  Options
	prof Profile
	app  App

	fields []*field
	fi     map[string]int
	macs   *field
	ips    *field // nil when no IP fields
	kinds  *field
	matchF []string // header fields flow entries match on
	rewF   []string // header fields actions rewrite

	sw    []*swm
	hosts []*hostm
	byMAC map[string]*hostm

	pool     *vcPool // nil in Nice mode
	started  *Var
	viol     map[string]*Var
	violList []string
	ok       X

	track  bool
	ids    []*pktID
	status []*Var // per id (index 1..): stUnsent..stExempt
	loops  bool
	bits   map[[2]int]int
	nbits  int
	dlv    map[[2]int]*Var // delivered x -> y

	xsel, xact, xport, xbuf *Var
	xset                    map[string]*Var
	xpkt                    *record // a packet a command sends

	ctl      *Controller
	quiet    X
	noShare  map[string]bool
	appFiles map[string]bool
}

// swm is a switch of the model.
type swm struct {
	idx     int
	name    string
	ports   int
	in      []*queue // by port (index 0 unused)
	ft      []*entry
	store   []*record
	up      *queue
	cmd     *queue
	noFlood map[int]bool
	tblRoom X
	stRoom  X
}

// entry is a flow table entry.
type entry struct {
	*record
	ivc, hvc *Var
}

// hostm is a host of the model.
type hostm struct {
	spec *HostSpec
	idx  int
	mac  int64
	ip   int64
	// mobile hosts: 0 at home, 1 moved
	loc, moved, moving *Var
	// senders
	sent, wait *Var
	sends      []send
	// replier: id of the reply to each request id
	replyOf map[int64]int64
	// clients and servers (load balancer)
	tcp *tcpHost
}

type send struct {
	dst int
	id  int64
}

// pktID is a tracked packet: one a host sends (with its duplicates and
// flooded copies).
type pktID struct {
	name string
	dst  []int // hosts that count as its destination
	conn int   // client connection (FlowAffinity), -1 none
}

// Compile builds the IR program of a scenario.
func Compile(s *Scenario, opt Options) (m *Model, err error) {
	mk, ok := registry[s.App]
	if !ok {
		return nil, ta.ErrorList{{Pos: s.AppPos, Msg: fmt.Sprintf("unknown app %q (known: %s)%s", s.App, strings.Join(AppNames(), ", "), ta.Suggest(s.App, AppNames()))}}
	}
	app := mk()
	if err := checkOptions(s, app); err != nil {
		return nil, err
	}
	prof, err := app.Profile(s)
	if err != nil {
		return nil, ta.ErrorList{{Pos: s.AppPos, Msg: fmt.Sprintf("app %s: %v", s.App, err)}}
	}
	vcs := opt.VCs
	if vcs < 0 {
		vcs = s.VCs
	}
	n := &model{scn: s, opt: opt, prof: prof, app: app, fi: map[string]int{}, byMAC: map[string]*hostm{},
		viol: map[string]*Var{}, noShare: map[string]bool{}, appFiles: map[string]bool{}, dlv: map[[2]int]*Var{}}
	if err := n.checkProps(); err != nil {
		return nil, err
	}
	name := s.Name + "." + opt.Mode.String()
	n.b = newBuilder(name, s.File)
	n.b.SetContext(opt.Ctx)
	if err := n.b.Err(); err != nil {
		return nil, stopped(err)
	}
	defer func() {
		if r := recover(); r != nil {
			switch x := r.(type) {
			case appError:
				m, err = nil, ta.ErrorList{{Pos: s.AppPos, Msg: fmt.Sprintf("app %s: %s", s.App, x.msg)}}
			case builderStop:
				m, err = nil, stopped(x.Err)
			default:
				panic(r)
			}
		}
	}()
	n.declare(vcs)
	n.ctl = &Controller{n: n}
	if err := app.Build(n.ctl); err != nil {
		return nil, ta.ErrorList{{Pos: s.AppPos, Msg: fmt.Sprintf("app %s: %v", s.App, err)}}
	}
	n.rules()
	n.ctl.timerRules()
	n.ctl.niceStats()
	if n.pool != nil {
		n.pool.finish()
	}
	// Processing takes no time (paper §3.4): while anything is in flight,
	// time stands still; the switches and the controller act in every
	// order at that instant, and time passes only when the network is
	// quiet, between the hosts' actions.
	n.b.Prog.Urgent = append(n.b.Prog.Urgent, n.quietX().Not().Expr())
	props, poolProp, err := n.properties()
	if err != nil {
		return nil, err
	}
	if err := n.b.Err(); err != nil {
		return nil, stopped(err) // before the check of the whole program, which takes a while too
	}
	if err := ta.Check(n.b.Prog); err != nil {
		return nil, fmt.Errorf("internal error: the compiled program does not check: %v", err)
	}
	for _, p := range append(props, poolProp) {
		if p == nil {
			continue
		}
		if err := n.b.Prog.CheckExpr(p.Cond); err != nil {
			return nil, fmt.Errorf("internal error: property %s: %v", p.Name, err)
		}
	}
	m = &Model{Scenario: s, Mode: opt.Mode, VCs: vcs, Prog: n.b.Prog, Props: props, PoolProp: poolProp}
	if opt.Mode == Nice {
		m.VCs = 0
	}
	for _, v := range n.b.Prog.Vars {
		if !n.noShare[v.Name] {
			m.Shared = append(m.Shared, v.Name)
		}
	}
	for f := range n.appFiles {
		m.AppFiles = append(m.AppFiles, f)
	}
	sort.Strings(m.AppFiles)
	return m, nil
}

// appError is a misuse of the app API, reported against the scenario.
type appError struct{ msg string }

func (n *model) fail(format string, args ...any) {
	panic(appError{fmt.Sprintf(format, args...)})
}

func (n *model) checkProps() error {
	var errs ta.ErrorList
	known := map[string]bool{}
	for _, p := range propertyNames {
		known[p] = true
	}
	for _, p := range n.prof.Props {
		known[p.Name] = true
	}
	for _, p := range n.scn.Props {
		if !known[p.Name] {
			var names []string
			for k := range known {
				names = append(names, k)
			}
			sort.Strings(names)
			errs.Add(p.Pos, "unknown property %q (for app %s: %s)%s", p.Name, n.scn.App, strings.Join(names, ", "), ta.Suggest(p.Name, names))
		}
	}
	return errs.Err()
}

func (n *model) wants(prop string) bool {
	for _, p := range n.scn.Props {
		if p.Name == prop {
			return true
		}
	}
	return false
}

// field returns a header field by name.
func (n *model) field(name string) *field {
	if i, ok := n.fi[name]; ok {
		return n.fields[i]
	}
	return nil
}

func (n *model) addField(f *field) {
	n.fi[f.name] = len(n.fields)
	n.fields = append(n.fields, f)
}

// declare creates the fields, ids and every variable of the network.
func (n *model) declare(vcs int) {
	s, b := n.scn, n.b
	// Header fields.
	var macs []string
	for _, h := range s.Hosts {
		macs = append(macs, h.Name)
	}
	macs = append(macs, n.prof.MACs...)
	macs = append(macs, "bcast")
	n.macs = newField("src", macs)
	n.addField(n.macs)
	n.addField(newField("dst", macs))
	used := map[string]bool{}
	for _, k := range n.prof.Kinds {
		used[k] = true
	}
	for _, h := range s.Hosts {
		switch h.Kind {
		case Sender:
			used["data"] = true
		case Replier:
			used["reply"] = true
			if h.Move != nil && h.Inform {
				used["inform"] = true
			}
		case Client:
			used["arp_req"], used["arp_rep"], used["syn"], used["synack"], used["ack"] = true, true, true, true, true
		case Server:
			used["arp_rep"], used["synack"] = true, true
		}
	}
	var kinds []string
	for _, k := range allKinds {
		if used[k] {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) == 0 {
		kinds = []string{"data"}
	}
	n.kinds = newField("kind", kinds)
	n.addField(n.kinds)
	var ips []string
	seen := map[string]bool{}
	for _, h := range s.Hosts {
		if h.IP != "" && !seen[h.IP] {
			seen[h.IP] = true
			ips = append(ips, h.IP)
		}
	}
	for _, ip := range n.prof.IPs {
		if !seen[ip] {
			seen[ip] = true
			ips = append(ips, ip)
		}
	}
	if len(ips) > 0 {
		ips = append([]string{"none"}, ips...)
		n.ips = newField("nwsrc", ips)
		n.addField(n.ips)
		n.addField(newField("nwdst", ips))
	}
	n.tcpIDs()
	for _, f := range n.prof.Match {
		if n.field(f) == nil {
			n.fail("flow entries match on %q, which is not a header field of this scenario", f)
		}
	}
	n.matchF = n.prof.Match
	for _, f := range n.prof.Rewrite {
		if n.field(f) == nil {
			n.fail("actions rewrite %q, which is not a header field of this scenario", f)
		}
	}
	n.rewF = n.prof.Rewrite

	// Hosts.
	for i, h := range s.Hosts {
		hm := &hostm{spec: h, idx: i, mac: n.macs.idx[h.Name], replyOf: map[int64]int64{}}
		if h.IP != "" {
			hm.ip = n.ips.idx[h.IP]
		}
		n.hosts = append(n.hosts, hm)
		n.byMAC[h.Name] = hm
	}

	// Tracked packets.
	n.track = n.wants("NoBlackHoles")
	n.ids = []*pktID{{name: "none", conn: -1}}
	for _, h := range n.hosts {
		if h.spec.Kind != Sender {
			continue
		}
		for _, to := range h.spec.To {
			d := n.byMAC[to]
			for j := 1; j <= h.spec.Packets; j++ {
				id := int64(len(n.ids))
				n.ids = append(n.ids, &pktID{name: fmt.Sprintf("%s.%s%d", h.spec.Name, to, j), dst: []int{d.idx}, conn: -1})
				h.sends = append(h.sends, send{dst: d.idx, id: id})
				if d.spec.Kind == Replier {
					rid := int64(len(n.ids))
					n.ids = append(n.ids, &pktID{name: fmt.Sprintf("%s.re.%s.%s%d", to, h.spec.Name, to, j), dst: []int{h.idx}, conn: -1})
					d.replyOf[id] = rid
				}
			}
		}
	}
	if n.track {
		idNames := make([]string, len(n.ids))
		for i, id := range n.ids {
			idNames[i] = id.name
		}
		n.addField(newField("id", idNames))
	}
	// Loop detection: one bit per (switch, port).
	n.loops = n.wants("NoForwardingLoops")
	if n.loops {
		n.bits = map[[2]int]int{}
		for si, sw := range s.Switches {
			for p := 1; p <= sw.Ports; p++ {
				n.bits[[2]int{si, p}] = n.nbits
				n.nbits++
			}
		}
		if n.nbits > 20 {
			n.fail("NoForwardingLoops tracks one bit per switch port; %d ports are too many", n.nbits)
		}
		n.addField(&field{name: "visited", n: 1 << n.nbits, idx: map[string]int64{}})
	}

	// Global state.
	n.started = b.BoolVar("started", false)
	for _, p := range n.scn.Props {
		if p.Name == "NoBlackHoles" || p.Name == "NoForgottenPackets" {
			continue // conditions on states, not events
		}
		n.viol[p.Name] = b.BoolVar("viol."+p.Name, false)
		n.violList = append(n.violList, p.Name)
	}
	n.ok = n.started.X()
	for _, p := range n.violList {
		n.ok = n.ok.And(n.viol[p].X().Not())
	}
	if n.opt.Mode == Timed {
		n.pool = newPool(b, vcs, n.opt.StrictPool, n.noShare)
		for _, v := range b.Prog.Vars {
			n.noShare[v.Name] = true // the pool's bookkeeping
		}
	}
	if n.track {
		n.status = make([]*Var, len(n.ids))
		for i := 1; i < len(n.ids); i++ {
			n.status[i] = b.EnumVar("pk."+n.ids[i].name, []string{"unsent", "sent", "delivered", "exempt"}, 0)
		}
	}
	if n.wants("DirectPaths") || n.wants("StrictDirectPaths") {
		for _, x := range n.hosts {
			for _, y := range n.hosts {
				if x != y {
					n.dlv[[2]int{x.idx, y.idx}] = b.BoolVar(fmt.Sprintf("seen.%s.%s", x.spec.Name, y.spec.Name), false)
				}
			}
		}
	}

	// Switches.
	maxPorts := 0
	for _, sw := range s.Switches {
		maxPorts = max(maxPorts, sw.Ports)
	}
	bn := s.Bounds
	for si, spec := range s.Switches {
		sw := &swm{idx: si, name: spec.Name, ports: spec.Ports, noFlood: map[int]bool{}}
		sw.in = make([]*queue, spec.Ports+1)
		for p := 1; p <= spec.Ports; p++ {
			sw.in[p] = newQueue(b, fmt.Sprintf("%s.in%d", spec.Name, p), bn.Buffer, n.pktCols(), "bounds.buffer")
		}
		for e := 0; e < bn.Table; e++ {
			ent := &entry{record: newRecord(b, fmt.Sprintf("%s.ft%d", spec.Name, e), n.entryCols(spec.Ports))}
			sw.ft = append(sw.ft, ent)
			if n.pool != nil {
				if len(n.prof.Idle) > 0 {
					ent.ivc = n.pool.holder(fmt.Sprintf("%s.ft%d.idlevc", spec.Name, e))
				}
				if len(n.prof.Hard) > 0 {
					ent.hvc = n.pool.holder(fmt.Sprintf("%s.ft%d.hardvc", spec.Name, e))
				}
			}
		}
		free := False
		for _, e := range sw.ft {
			free = free.Or(e.X("used").Not())
		}
		sw.tblRoom = b.Label(fmt.Sprintf("%s.ft has room (bounds.table = %d)", spec.Name, bn.Table), free)
		stCols := append([]col{{name: "used", isBool: true}, {name: "inport", size: int64(spec.Ports + 1)}}, n.pktCols()...)
		for i := 0; i < bn.Store; i++ {
			sw.store = append(sw.store, newRecord(b, fmt.Sprintf("%s.buf%d", spec.Name, i), stCols))
		}
		free = False
		for _, r := range sw.store {
			free = free.Or(r.X("used").Not())
		}
		sw.stRoom = b.Label(fmt.Sprintf("%s.buf has room (bounds.store = %d)", spec.Name, bn.Store), free)
		sw.up = newQueue(b, spec.Name+".up", bn.Queue, n.upCols(spec.Ports), "bounds.queue")
		sw.cmd = newQueue(b, spec.Name+".cmd", bn.Queue, n.cmdCols(spec.Ports), "bounds.queue")
		n.sw = append(n.sw, sw)
	}

	// Hosts' state.
	for _, h := range n.hosts {
		name := h.spec.Name
		switch h.spec.Kind {
		case Sender:
			h.sent = b.IntVar(name+".sent", 0, int64(len(h.sends)), 0)
			if h.spec.Sequential {
				h.wait = b.BoolVar(name+".wait", false)
			}
		case Replier:
			if h.spec.Move != nil {
				h.moved = b.BoolVar(name+".moved", false)
				h.loc = h.moved
				h.moving = b.BoolVar(name+".moving", false)
			}
		}
	}
	n.declareTCP()

	// Scratch variables: used within one rule, zero between rules.
	n.xsel = b.IntVar("x.sel", 0, int64(bn.Table), 0)
	n.xact = b.IntVar("x.act", 0, 3, 0)
	n.xport = b.IntVar("x.port", 0, int64(maxPorts), 0)
	n.xbuf = b.IntVar("x.buf", 0, int64(bn.Store), 0)
	n.xset = map[string]*Var{}
	for _, f := range n.rewF {
		n.xset[f] = b.IntVar("x.set."+f, 0, n.field(f).size(), 0)
	}
	n.noShare["x.sel"], n.noShare["x.act"], n.noShare["x.port"], n.noShare["x.buf"] = true, true, true, true
	n.xpkt = newRecord(b, "x.pkt", append([]col{{name: "go", isBool: true}, {name: "inport", size: int64(maxPorts + 1)}}, n.pktCols()...))
	for _, v := range n.xpkt.vars {
		n.noShare[v.Name()] = true
	}
}

func (n *model) entryCols(ports int) []col {
	cols := []col{{name: "used", isBool: true}, {name: "prio", size: int64(len(n.prof.Priorities))},
		{name: "m.in", size: 1 << ports}}
	for _, f := range n.matchF {
		cols = append(cols, col{name: "m." + f, size: 1 << n.field(f).size()})
	}
	cols = append(cols, col{name: "act", size: 4}, col{name: "port", size: int64(ports + 1)})
	for _, f := range n.rewF {
		cols = append(cols, col{name: "set." + f, size: n.field(f).size() + 1})
	}
	cols = append(cols, col{name: "idle", size: int64(len(n.prof.Idle) + 1)}, col{name: "hard", size: int64(len(n.prof.Hard) + 1)})
	if n.prof.FlowRemoved {
		cols = append(cols, col{name: "notify", isBool: true})
	}
	cols = append(cols, col{name: "cookie", size: int64(max(n.prof.Cookies, 1))})
	return cols
}

func (n *model) upCols(ports int) []col {
	cols := []col{{name: "type", size: 3}, {name: "reason", size: 2}, {name: "inport", size: int64(ports + 1)},
		{name: "buf", size: int64(n.scn.Bounds.Store + 1)}}
	cols = append(cols, n.pktCols()...)
	cols = append(cols, col{name: "cookie", size: int64(max(n.prof.Cookies, 1))}, col{name: "load", size: int64(max(n.prof.Stats, 1))})
	return cols
}

func (n *model) cmdCols(ports int) []col {
	cols := n.entryCols(ports)[1:] // all but "used"
	cols = append([]col{{name: "type", size: 5}}, cols...)
	cols = append(cols, col{name: "buf", size: int64(n.scn.Bounds.Store + 1)}, col{name: "inport", size: int64(ports + 1)})
	if n.prof.SendsPackets {
		cols = append(cols, n.pktCols()...)
	}
	return cols
}

// bufNone is the buffer id of an unbuffered packet.
func (n *model) bufNone() int64 { return int64(n.scn.Bounds.Store) }

// rules declares every event and rule of the network.
func (n *model) rules() {
	b := n.b
	b.Event("start", n.started.X().Not())
	b.Rule("start", "start", func(k *Block) {
		k.SetB(n.started, true)
		for _, f := range n.ctl.onStart {
			f(k)
		}
		for _, sw := range n.sw {
			for _, f := range n.ctl.onJoin {
				f(k, sw.idx)
			}
		}
		n.finish(k)
	})
	for _, sw := range n.sw {
		for p := 1; p <= sw.ports; p++ {
			n.recvRule(sw, p)
		}
		n.cmdRule(sw)
		n.ctlRule(sw)
	}
	n.hostRules()
}

// finish ends every rule: scratch variables back to zero, and a mobile
// host stops "moving" once the network is quiet.
func (n *model) finish(k *Block) {
	k.SetI(n.xsel, 0)
	k.SetI(n.xact, 0)
	k.SetI(n.xport, 0)
	k.SetI(n.xbuf, 0)
	for _, f := range n.rewF {
		k.SetI(n.xset[f], 0)
	}
	n.xpkt.clear(k)
	for _, h := range n.hosts {
		if h.moving != nil {
			k.If(h.moving.X().And(n.quietX()), func(k *Block) { k.SetB(h.moving, false) })
		}
	}
}

// quietX is the label "nothing is in flight": no packet in an input
// buffer, no message between the switches and the controller.
func (n *model) quietX() X {
	if n.quiet.Expr() == nil {
		c := True
		for _, sw := range n.sw {
			for p := 1; p <= sw.ports; p++ {
				c = c.And(sw.in[p].empty())
			}
			c = c.And(sw.up.empty()).And(sw.cmd.empty())
		}
		n.quiet = n.b.Label("quiet", c)
	}
	return n.quiet
}

// recvRule: switch sw processes the packet at the head of port p's input
// buffer: the highest-priority matching entry's action, or a packet-in.
func (n *model) recvRule(sw *swm, p int) {
	name := fmt.Sprintf("%s.recv%d", sw.name, p)
	q := sw.in[p]
	n.b.Event(name, n.ok.And(q.n.X().Gt(Int(0))))
	n.b.Rule(name, name, func(k *Block) {
		head := q.head()
		pkt := n.pktOf(head)
		for _, f := range n.ctl.onArrival {
			f(k, sw.idx, p, pkt)
		}
		n.lookup(k, sw, pkt, Int(int64(p)))
		none := int64(len(sw.ft))
		k.IfElse(n.xsel.X().EqI(none), func(k *Block) {
			n.toController(k, sw, pkt, Int(int64(p)), ReasonNoMatch)
		}, func(k *Block) {
			k.Cases(n.xsel.X(), Range(len(sw.ft)), true, func(k *Block, e int64) {
				ent := sw.ft[e]
				n.touch(k, ent)
				k.Set(n.xact, ent.X("act"))
				k.Set(n.xport, ent.X("port"))
				for _, f := range n.rewF {
					set := ent.X("set." + f)
					k.If(set.NeI(0), func(k *Block) { head.set(k, "f."+f, set.AddI(-1)) })
				}
			})
			n.act(k, sw, pkt, Int(int64(p)), n.xact.X(), n.xport.X())
		})
		q.pop(k)
		n.finish(k)
	})
}

// matches is "entry ent matches packet pkt arriving on inport".
func (n *model) matches(ent *entry, pkt *Packet, inport X, ports int) X {
	c := ent.X("used").And(HasBit(ent.X("m.in"), inport.AddI(-1), ports))
	for _, f := range n.matchF {
		c = c.And(HasBit(ent.X("m."+f), pkt.Field(f), int(n.field(f).size())))
	}
	return c
}

// lookup sets x.sel to the matching entry of the highest priority (the
// first of them), or to the table size when none matches.
func (n *model) lookup(k *Block, sw *swm, pkt *Packet, inport X) {
	none := int64(len(sw.ft))
	k.SetI(n.xsel, none)
	var prios []X
	for _, e := range sw.ft {
		prios = append(prios, e.X("prio"))
	}
	for e, ent := range sw.ft {
		better := n.xsel.X().EqI(none)
		if len(n.prof.Priorities) > 1 {
			better = better.Or(ent.X("prio").Gt(Index(prios, n.xsel.X())))
		}
		k.If(n.matches(ent, pkt, inport, sw.ports).And(better), func(k *Block) { k.SetI(n.xsel, int64(e)) })
	}
}

// touch restarts an entry's idle timeout: a packet matched it.
func (n *model) touch(k *Block, ent *entry) {
	if n.pool == nil || ent.ivc == nil {
		return
	}
	k.Cases(ent.X("idle"), rangeFrom(1, len(n.prof.Idle)), false, func(k *Block, i int64) {
		n.pool.start(k, ent.ivc, n.prof.Idle[i-1])
	})
}

func rangeFrom(lo, hi int) []int64 {
	var out []int64
	for i := lo; i <= hi; i++ {
		out = append(out, int64(i))
	}
	return out
}

// act applies an action to a packet that arrived at sw on inport.
func (n *model) act(k *Block, sw *swm, pkt *Packet, inport, act, port X) {
	k.Cases(act, []int64{actOut, actFlood, actCtrl}, false, func(k *Block, a int64) {
		switch a {
		case actOut:
			n.output(k, sw, port, pkt)
		case actFlood:
			n.flood(k, sw, pkt, inport)
		case actCtrl:
			n.toController(k, sw, pkt, inport, ReasonAction)
		}
	})
}

// output sends a packet out of a port of sw (port 0: nowhere).
func (n *model) output(k *Block, sw *swm, port X, pkt *Packet) {
	k.Cases(port, rangeFrom(1, sw.ports), false, func(k *Block, q int64) {
		n.emit(k, sw, int(q), pkt)
	})
}

// flood sends a packet out of every port but its in-port (and those the
// switch may not flood on).
func (n *model) flood(k *Block, sw *swm, pkt *Packet, inport X) {
	for q := 1; q <= sw.ports; q++ {
		if sw.noFlood[q] {
			continue
		}
		k.If(inport.NeI(int64(q)), func(k *Block) { n.emit(k, sw, q, pkt) })
	}
}

// emit puts a packet on the wire at port q of sw: into the peer switch's
// input buffer, or to the host there; a port with nothing attached drops it.
func (n *model) emit(k *Block, sw *swm, q int, pkt *Packet) {
	for _, l := range n.scn.Links {
		if l.A.Switch == sw.idx && l.A.Port == q {
			n.arrive(k, n.sw[l.B.Switch], l.B.Port, pkt)
			return
		}
		if l.B.Switch == sw.idx && l.B.Port == q {
			n.arrive(k, n.sw[l.A.Switch], l.A.Port, pkt)
			return
		}
	}
	for _, h := range n.hosts {
		at := h.spec.At
		if at.Switch == sw.idx && at.Port == q {
			if h.loc == nil {
				n.deliver(k, h, pkt)
			} else {
				k.If(h.loc.X().Not(), func(k *Block) { n.deliver(k, h, pkt) })
			}
		}
		if mv := h.spec.Move; mv != nil && mv.Switch == sw.idx && mv.Port == q {
			k.If(h.loc.X(), func(k *Block) { n.deliver(k, h, pkt) })
		}
	}
}

// arrive queues a packet at an input port, checking for loops.
func (n *model) arrive(k *Block, sw *swm, p int, pkt *Packet) {
	if n.loops {
		bit := int64(1) << n.bits[[2]int{sw.idx, p}]
		vis := pkt.Field("visited")
		k.If(vis.BitAnd(Int(bit)).NeI(0), func(k *Block) { k.SetB(n.viol["NoForwardingLoops"], true) })
		pkt = pkt.with("visited", vis.BitOr(Int(bit)))
	}
	sw.in[p].push(k, n.pktVals(pkt))
}

// toController buffers a packet at sw and sends a packet-in.
func (n *model) toController(k *Block, sw *swm, pkt *Packet, inport X, reason Reason) {
	n.checkDirect(k, pkt)
	var chain func(k *Block, i int)
	chain = func(k *Block, i int) {
		if i == len(sw.store) {
			k.Assert(sw.stRoom)
			return
		}
		r := sw.store[i]
		k.IfElse(r.X("used").Not(), func(k *Block) {
			k.SetB(r.vars["used"], true)
			r.set(k, "inport", inport)
			r.assign(k, n.pktVals(pkt))
			k.SetI(n.xbuf, int64(i))
		}, func(k *Block) { chain(k, i+1) })
	}
	chain(k, 0)
	vals := n.pktVals(pkt)
	vals["type"], vals["reason"], vals["inport"], vals["buf"] = Int(upPacketIn), Int(int64(reason)), inport, n.xbuf.X()
	sw.up.push(k, vals)
}

// checkDirect checks DirectPaths and StrictDirectPaths when a packet goes
// to the controller.
func (n *model) checkDirect(k *Block, pkt *Packet) {
	dp, sdp := n.viol["DirectPaths"], n.viol["StrictDirectPaths"]
	if dp == nil && sdp == nil {
		return
	}
	for _, x := range n.hosts {
		for _, y := range n.hosts {
			if x == y {
				continue
			}
			fwd, back := n.dlv[[2]int{x.idx, y.idx}], n.dlv[[2]int{y.idx, x.idx}]
			k.If(pkt.Field("src").EqI(x.mac).And(pkt.Field("dst").EqI(y.mac)), func(k *Block) {
				if dp != nil {
					k.If(fwd.X(), func(k *Block) { k.SetB(dp, true) })
				}
				if sdp != nil {
					k.If(fwd.X().And(back.X()), func(k *Block) { k.SetB(sdp, true) })
				}
			})
		}
	}
}

// cmdRule: switch sw carries out the command at the head of its queue
// from the controller.
func (n *model) cmdRule(sw *swm) {
	name := sw.name + ".cmd"
	n.b.Event(name, n.ok.And(sw.cmd.n.X().Gt(Int(0))))
	n.b.Rule(name, name, func(k *Block) {
		c := sw.cmd.head()
		k.Cases(c.X("type"), []int64{cmdAdd, cmdDelete, cmdDeleteStrict, cmdPacketOut, cmdStats}, true, func(k *Block, t int64) {
			switch t {
			case cmdAdd:
				n.install(k, sw, c)
			case cmdDelete, cmdDeleteStrict:
				for _, ent := range sw.ft {
					cond := ent.X("used")
					for _, m := range n.matchCols() {
						if t == cmdDelete {
							cond = cond.And(ent.X(m).BitAnd(c.X(m)).Eq(ent.X(m)))
						} else {
							cond = cond.And(ent.X(m).Eq(c.X(m)))
						}
					}
					if t == cmdDeleteStrict {
						cond = cond.And(ent.X("prio").Eq(c.X("prio")))
					}
					k.If(cond, func(k *Block) { n.remove(k, sw, ent, false) })
				}
			case cmdPacketOut:
				n.packetOut(k, sw, c)
				n.sendScratch(k, sw, c)
			case cmdStats:
				load := Int(0)
				if n.prof.Stats > 1 {
					load = xOf(&ta.Random{Lo: 0, Hi: int64(n.prof.Stats - 1)})
				}
				sw.up.push(k, map[string]X{"type": Int(upStats), "load": load})
			}
		})
		sw.cmd.pop(k)
		n.finish(k)
	})
}

func (n *model) matchCols() []string {
	out := []string{"m.in"}
	for _, f := range n.matchF {
		out = append(out, "m."+f)
	}
	return out
}

// install adds (or replaces) a flow entry and applies it to the buffered
// packet the command names, if any.
func (n *model) install(k *Block, sw *swm, c *record) {
	none := int64(len(sw.ft))
	k.SetI(n.xsel, none)
	for e, ent := range sw.ft {
		same := n.xsel.X().EqI(none).And(ent.X("used")).And(ent.X("prio").Eq(c.X("prio")))
		for _, m := range n.matchCols() {
			same = same.And(ent.X(m).Eq(c.X(m)))
		}
		k.If(same, func(k *Block) { k.SetI(n.xsel, int64(e)) })
	}
	for e, ent := range sw.ft {
		k.If(n.xsel.X().EqI(none).And(ent.X("used").Not()), func(k *Block) { k.SetI(n.xsel, int64(e)) })
	}
	k.If(n.xsel.X().EqI(none), func(k *Block) { k.Assert(sw.tblRoom) })
	k.Cases(n.xsel.X(), Range(len(sw.ft)), false, func(k *Block, e int64) {
		ent := sw.ft[e]
		if n.pool != nil {
			n.pool.free(k, ent.ivc)
			n.pool.free(k, ent.hvc)
		}
		for _, cl := range ent.cols {
			if cl.name != "used" {
				ent.set(k, cl.name, c.X(cl.name))
			}
		}
		k.SetB(ent.vars["used"], true)
		if n.pool != nil {
			if ent.ivc != nil {
				k.If(ent.X("idle").NeI(0), func(k *Block) {
					n.pool.alloc(k, ent.ivc, n.entryCode(sw, int(e), false))
					n.touch(k, ent)
				})
			}
			if ent.hvc != nil {
				k.If(ent.X("hard").NeI(0), func(k *Block) {
					n.pool.alloc(k, ent.hvc, n.entryCode(sw, int(e), true))
					k.Cases(ent.X("hard"), rangeFrom(1, len(n.prof.Hard)), false, func(k *Block, i int64) {
						n.pool.start(k, ent.hvc, n.prof.Hard[i-1])
					})
				})
			}
		}
	})
	k.If(c.X("buf").NeI(n.bufNone()), func(k *Block) { n.releaseBuffer(k, sw, c) })
	n.sendScratch(k, sw, c)
}

// entryCodes are the pool owner codes of flow entries' timeouts.
func (n *model) entryCode(sw *swm, e int, hard bool) int64 {
	key := fmt.Sprintf("%s.ft%d.%v", sw.name, e, hard)
	if n.ctl.codes == nil {
		n.ctl.codes = map[string]int64{}
	}
	if c, ok := n.ctl.codes[key]; ok {
		return c
	}
	ent := sw.ft[e]
	kind := "idle"
	if hard {
		kind = "hard"
	}
	c := n.pool.register(fmt.Sprintf("%s.ft%d %s timeout", sw.name, e, kind), func(k *Block) {
		n.remove(k, sw, ent, true)
		n.finish(k)
	})
	n.ctl.codes[key] = c
	return c
}

// remove deletes a flow entry (it expired, or the controller deleted
// it), telling the controller if it asked. The direct paths established
// so far may be gone with it: the (strict) direct-path properties start
// afresh.
func (n *model) remove(k *Block, sw *swm, ent *entry, expired bool) {
	for _, x := range n.hosts {
		for _, y := range n.hosts {
			k.SetB(n.dlv[[2]int{x.idx, y.idx}], false)
		}
	}
	if n.prof.FlowRemoved {
		k.If(ent.X("notify"), func(k *Block) {
			sw.up.push(k, map[string]X{"type": Int(upRemoved), "cookie": ent.X("cookie")})
		})
	}
	if n.pool != nil {
		n.pool.free(k, ent.ivc)
		n.pool.free(k, ent.hvc)
	}
	ent.clear(k)
}

// releaseBuffer takes the packet the command names out of sw's buffer
// into the scratch packet, for act to send (see cmdRule).
func (n *model) releaseBuffer(k *Block, sw *swm, c *record) {
	k.Cases(c.X("buf"), Range(len(sw.store)), false, func(k *Block, i int64) {
		r := sw.store[i]
		k.If(r.X("used"), func(k *Block) {
			n.xpkt.assign(k, n.pktVals(n.pktOf(r)))
			n.xpkt.set(k, "inport", r.X("inport"))
			k.SetB(n.xpkt.vars["go"], true)
			r.clear(k)
		})
	})
}

// packetOut loads a buffered packet, or one the controller made, into
// the scratch packet.
func (n *model) packetOut(k *Block, sw *swm, c *record) {
	k.IfElse(c.X("buf").NeI(n.bufNone()), func(k *Block) {
		n.releaseBuffer(k, sw, c)
	}, func(k *Block) {
		if !n.prof.SendsPackets {
			return
		}
		n.xpkt.assign(k, n.pktVals(n.pktOf(c)))
		n.xpkt.set(k, "inport", c.X("inport"))
		k.SetB(n.xpkt.vars["go"], true)
	})
}

// sendScratch applies the command's action to the scratch packet, if the
// command loaded one.
func (n *model) sendScratch(k *Block, sw *swm, c *record) {
	k.If(n.xpkt.X("go"), func(k *Block) {
		for _, f := range n.rewF {
			set := c.X("set." + f)
			k.If(set.NeI(0), func(k *Block) { n.xpkt.set(k, "f."+f, set.AddI(-1)) })
		}
		n.act(k, sw, n.pktOf(n.xpkt), n.xpkt.X("inport"), c.X("act"), c.X("port"))
	})
}

// ctlRule: the controller handles the message at the head of sw's queue.
func (n *model) ctlRule(sw *swm) {
	name := "ctl." + sw.name
	n.b.Event(name, n.ok.And(sw.up.n.X().Gt(Int(0))))
	n.b.Rule(name, name, func(k *Block) {
		m := sw.up.head()
		k.Cases(m.X("type"), []int64{upPacketIn, upRemoved, upStats}, true, func(k *Block, t int64) {
			switch t {
			case upPacketIn:
				if h := n.ctl.onPacketIn; h != nil {
					sp := newSplitter()
					for _, f := range n.fields {
						if f.name == "visited" || f.name == "id" {
							continue // the model's bookkeeping, not the packet's
						}
						sp.Add(f.name, m.X("f."+f.name), Range(int(f.size())))
					}
					sp.Add("inport", m.X("inport"), rangeFrom(1, sw.ports))
					sp.Add("reason", m.X("reason"), []int64{int64(ReasonNoMatch), int64(ReasonAction)})
					ev := &PacketIn{Switch: sw.idx, Buffer: m.X("buf"), sp: sp, head: m, n: n}
					sp.Run(k, func(k *Block) { h(k, ev) })
				}
			case upRemoved:
				if h := n.ctl.onRemoved; h != nil {
					sp := newSplitter()
					sp.Add("cookie", m.X("cookie"), Range(max(n.prof.Cookies, 1)))
					ev := &FlowRemoved{Switch: sw.idx, sp: sp}
					sp.Run(k, func(k *Block) { h(k, ev) })
				}
			case upStats:
				if h := n.ctl.onStats; h != nil {
					sp := newSplitter()
					sp.Add("load", m.X("load"), Range(max(n.prof.Stats, 1)))
					ev := &PortStats{Switch: sw.idx, sp: sp}
					sp.Run(k, func(k *Block) { h(k, ev) })
				}
			}
		})
		sw.up.pop(k)
		n.finish(k)
	})
}

// inject puts a packet a host sends into the input buffer of the switch
// port the host is attached to.
func (n *model) inject(k *Block, h *hostm, pkt *Packet) {
	at := h.spec.At
	if h.loc == nil {
		n.arrive(k, n.sw[at.Switch], at.Port, pkt)
		return
	}
	mv := h.spec.Move
	k.IfElse(h.loc.X(), func(k *Block) { n.arrive(k, n.sw[mv.Switch], mv.Port, pkt) },
		func(k *Block) { n.arrive(k, n.sw[at.Switch], at.Port, pkt) })
}

// newPacket is a fresh packet with the given header values.
func (n *model) newPacket(src, dst int64, kind string, nwsrc, nwdst int64, id X) *Packet {
	p := &Packet{n: n, f: make([]X, len(n.fields))}
	for i := range p.f {
		p.f[i] = Int(0)
	}
	p = p.with("src", Int(src)).with("dst", Int(dst)).with("kind", Int(n.kinds.idx[kind]))
	p = p.with("nwsrc", Int(nwsrc)).with("nwdst", Int(nwdst)).with("id", id)
	return p
}

// markSent records that packet id (a constant or an expression over the
// ids in ids) was sent, exempting it when its destination is moving.
func (n *model) markSent(k *Block, id int64) {
	if !n.track || id == 0 {
		return
	}
	st := n.status[id]
	moving := False
	for _, d := range n.ids[id].dst {
		if m := n.hosts[d].moving; m != nil {
			moving = moving.Or(m.X())
		}
	}
	k.IfElse(moving, func(k *Block) { k.Set(st, enumVal("exempt")) }, func(k *Block) {
		k.If(st.X().Eq(enumVal("unsent")), func(k *Block) { k.Set(st, enumVal("sent")) })
	})
}

func enumVal(name string) X { return xOf(&ta.Ident{Name: name}) }

// hostRules declares the hosts' events.
func (n *model) hostRules() {
	b := n.b
	for _, h := range n.hosts {
		h := h
		name := h.spec.Name
		switch h.spec.Kind {
		case Sender:
			g := n.ok.And(h.sent.X().Lt(Int(int64(len(h.sends)))))
			if h.wait != nil {
				g = g.And(h.wait.X().Not())
			}
			b.Event(name+".send", g)
			b.Rule(name+".send", name+".send", func(k *Block) {
				k.Cases(h.sent.X(), Range(len(h.sends)), true, func(k *Block, i int64) {
					s := h.sends[i]
					d := n.hosts[s.dst]
					id := Int(0)
					if n.track {
						id = Int(s.id)
					}
					n.markSent(k, s.id)
					n.inject(k, h, n.newPacket(h.mac, d.mac, "data", h.ip, d.ip, id))
					if h.wait != nil && d.spec.Kind == Replier {
						k.SetB(h.wait, true)
					}
				})
				k.Set(h.sent, h.sent.X().AddI(1))
				n.finish(k)
			})
		case Replier:
			if h.spec.Move == nil {
				continue
			}
			// A host moves when none of its packets is still on its way:
			// else a packet from the old port, processed after the
			// announcement from the new one, makes any MAC-learning app
			// learn the old port again.
			b.Event(name+".move", n.ok.And(h.moved.X().Not()).And(n.inFlightFrom(h).Not()))
			b.Rule(name+".move", name+".move", func(k *Block) {
				k.SetB(h.moved, true)
				k.SetB(h.moving, true)
				if n.track {
					for id := 1; id < len(n.ids); id++ {
						for _, d := range n.ids[id].dst {
							if d == h.idx {
								st := n.status[id]
								k.If(st.X().Eq(enumVal("sent")), func(k *Block) { k.Set(st, enumVal("exempt")) })
							}
						}
					}
				}
				if h.spec.Inform {
					n.inject(k, h, n.newPacket(h.mac, n.macs.idx["bcast"], "inform", h.ip, 0, Int(0)))
				}
				n.finish(k)
			})
		}
	}
	n.tcpRules()
}

// inFlightFrom is "a packet from host h is in a buffer or a message".
func (n *model) inFlightFrom(h *hostm) X {
	from := func(r *record) X { return r.X("f.src").EqI(h.mac) }
	c := False
	for _, sw := range n.sw {
		for p := 1; p <= sw.ports; p++ {
			for i, r := range sw.in[p].rows {
				c = c.Or(sw.in[p].n.X().Gt(Int(int64(i))).And(from(r)))
			}
		}
		for _, r := range sw.store {
			c = c.Or(r.X("used").And(from(r)))
		}
		for i, r := range sw.up.rows {
			c = c.Or(sw.up.n.X().Gt(Int(int64(i))).And(r.X("type").EqI(upPacketIn)).And(from(r)))
		}
	}
	return c
}

// deliver hands a packet to a host.
func (n *model) deliver(k *Block, h *hostm, pkt *Packet) {
	forMe := pkt.Field("dst").EqI(h.mac)
	if n.track {
		var mine []int64
		for id := 1; id < len(n.ids); id++ {
			for _, d := range n.ids[id].dst {
				if d == h.idx {
					mine = append(mine, int64(id))
				}
			}
		}
		k.If(forMe, func(k *Block) {
			k.Cases(pkt.Field("id"), mine, false, func(k *Block, id int64) {
				k.Set(n.status[id], enumVal("delivered"))
			})
		})
	}
	for _, x := range n.hosts {
		if v := n.dlv[[2]int{x.idx, h.idx}]; v != nil {
			k.If(forMe.And(pkt.Field("src").EqI(x.mac)), func(k *Block) { k.SetB(v, true) })
		}
	}
	kind := pkt.Field("kind")
	switch h.spec.Kind {
	case Sender:
		if h.wait != nil {
			k.If(forMe.And(kind.EqI(n.kinds.idx["reply"])), func(k *Block) { k.SetB(h.wait, false) })
		}
	case Replier:
		k.If(forMe.And(kind.EqI(n.kinds.idx["data"])), func(k *Block) {
			id := Int(0)
			if n.track {
				var reqs []int64
				for req := range h.replyOf {
					reqs = append(reqs, req)
				}
				sort.Slice(reqs, func(i, j int) bool { return reqs[i] < reqs[j] })
				vals := make([]int64, len(n.ids))
				for _, req := range reqs {
					vals[req] = h.replyOf[req]
				}
				id = IndexI(vals, pkt.Field("id"))
				k.Cases(pkt.Field("id"), reqs, false, func(k *Block, req int64) { n.markSent(k, h.replyOf[req]) })
			}
			n.inject(k, h, n.newPacket(h.mac, 0, "reply", h.ip, 0, id).with("dst", pkt.Field("src")).with("nwdst", pkt.Field("nwsrc")))
		})
	case Client, Server:
		n.tcpDeliver(k, h, pkt)
	}
}
