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
	// without a strict pool only): the report shows its violation as the
	// pool running out, not as a property violation.
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
	if opt.StrictPool {
		// Running out is then a runtime error, which the report shows as
		// one; the pool's invariant would say it sufficed when the run
		// stopped at that error instead.
		poolProp = nil
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
