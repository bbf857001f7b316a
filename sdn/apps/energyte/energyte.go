// Package energyte is an energy-efficient traffic-engineering app after
// REsPoNse (Vasic et al.), in the form NICE tested it (eate.py), as a
// DeLorean SDN app. Traffic between the two edge switches takes an
// always-on path; when port statistics show high load, flows to even IP
// addresses take an on-demand path through an extra switch instead.
// Paths are installed hop by hop with 5 s idle timeouts; statistics are
// polled every 5 s (paper Table 3: GCD 5 s). NICE never fires the poll
// timer; it injects statistics replies instead.
//
// The scenario's options give the two paths as switch lists, from the
// left edge switch to the right one:
//
//	options: {always_on: [s1, s2], on_demand: [s1, s3, s2]}
//
// NICE's four bugs, each with a fix the scenario can select:
//
//   - BUG-VIII: the first packet of a new flow is dropped: the controller
//     installs the path but never releases the packet that triggered it.
//     Fix VIII: the rule at the switch that sent the packet-in carries
//     the buffer id.
//   - BUG-IX: the controller installs a path only when the packet-in comes
//     from the path's first switch; a packet that overtakes the rule
//     installation and reaches the next switch first is ignored there.
//     Fix IX: a packet-in from any switch of the path installs the path
//     and releases the packet.
//   - BUG-X: under high load every flow takes the on-demand path (one
//     global routing table), not only the flows to even addresses.
//     Fix X: the choice is made per flow.
//   - BUG-XI: when the load drops, the recomputed always-on path no longer
//     contains the on-demand switch, and packet-ins from it (packets still
//     on the on-demand path) are ignored. Fix XI: such a packet is sent on
//     along the path it is on.
package energyte

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/sdn"
)

// The app's constants.
const (
	// CacheTimeout is the flows' idle timeout (seconds).
	CacheTimeout = 5
	// PollPeriod is the statistics poll period (seconds).
	PollPeriod = 5
	// Priority of the path rules.
	Priority = 100
	// Load levels in statistics: below MEDIUM_THRESHOLD, or above it.
	LoadLow, LoadHigh = 0, 1
)

// EnergyTE is the app.
type EnergyTE struct {
	c        *sdn.Controller
	alwaysOn []int // switch indices, left to right
	onDemand []int
	energy   *sdn.Var // 0 alwaysOn, 1 onDemand
	poll     *sdn.Timer
}

func init() { sdn.Register("energyte", func() sdn.App { return &EnergyTE{} }) }

// OptionKeys implements sdn.OptionsApp: the two paths.
func (te *EnergyTE) OptionKeys() []string { return []string{"always_on", "on_demand"} }

// Profile implements sdn.App.
func (te *EnergyTE) Profile(s *sdn.Scenario) (sdn.Profile, error) {
	for _, key := range []string{"always_on", "on_demand"} {
		if s.Options[key] == nil {
			return sdn.Profile{}, fmt.Errorf("energyte needs options.%s (a list of switches from the left edge to the right)", key)
		}
	}
	return sdn.Profile{
		Match:      []string{"nwsrc", "nwdst"},
		Priorities: []int{Priority},
		Idle:       []int64{CacheTimeout},
		Stats:      2,
		Props:      []sdn.AppProp{{Name: "UseCorrectRoutingTable", Description: "flows to odd IP addresses always take the always-on path"}},
	}, nil
}

func (te *EnergyTE) path(key string) ([]int, error) {
	c := te.c
	n := c.Scenario().Options[key]
	var out []int
	for _, it := range n.Content {
		found := -1
		for sw := 0; sw < c.Switches(); sw++ {
			if c.SwitchName(sw) == it.Value {
				found = sw
			}
		}
		if found < 0 {
			return nil, fmt.Errorf("options.%s: no switch %q", key, it.Value)
		}
		out = append(out, found)
	}
	if len(out) < 2 {
		return nil, fmt.Errorf("options.%s: a path needs two switches or more", key)
	}
	for i := 0; i+1 < len(out); i++ {
		if te.portTo(out[i], out[i+1]) == 0 {
			return nil, fmt.Errorf("options.%s: no link between %s and %s", key, c.SwitchName(out[i]), c.SwitchName(out[i+1]))
		}
	}
	return out, nil
}

// portTo is the port of switch a linked to switch b (0: none).
func (te *EnergyTE) portTo(a, b int) int64 {
	for p := 1; p <= te.c.Ports(a); p++ {
		if t, _, ok := te.c.Peer(a, p); ok && t == b {
			return int64(p)
		}
	}
	return 0
}

// Build implements sdn.App.
func (te *EnergyTE) Build(c *sdn.Controller) error {
	te.c = c
	var err error
	if te.alwaysOn, err = te.path("always_on"); err != nil {
		return err
	}
	if te.onDemand, err = te.path("on_demand"); err != nil {
		return err
	}
	if te.alwaysOn[0] != te.onDemand[0] || te.alwaysOn[len(te.alwaysOn)-1] != te.onDemand[len(te.onDemand)-1] {
		return fmt.Errorf("the always-on and on-demand paths must join the same edge switches")
	}
	if !c.HasField("nwdst") {
		return fmt.Errorf("energyte routes by IP: give the hosts IP addresses")
	}
	te.energy = c.Int("energy", 0, 1, 0)
	te.poll = c.Timer("port_timer", sdn.NeverFires, func(k *sdn.Block) {
		c.RequestStats(k, te.alwaysOn[0])
		te.poll.Start(k, PollPeriod)
	})
	c.OnStart(func(k *sdn.Block) { te.poll.Start(k, PollPeriod) })
	c.OnPortStats(te.portStats)
	c.OnPacketIn(te.packetIn)
	if c.Checking("UseCorrectRoutingTable") {
		c.OnArrival(te.checkRoute)
	}
	return nil
}

// portStats sets the energy state from the load.
func (te *EnergyTE) portStats(k *sdn.Block, ev *sdn.PortStats) {
	if ev.Load() == LoadHigh {
		te.c.Log(k, "high load: on-demand paths on")
		k.SetI(te.energy, 1)
		return
	}
	te.c.Log(k, "low load: always-on paths only")
	k.SetI(te.energy, 0)
}

// even reports whether an IP address (a.b.c.d) ends in an even number.
func even(ip string) bool {
	i := strings.LastIndex(ip, ".")
	n, err := strconv.Atoi(ip[i+1:])
	return err == nil && n%2 == 0
}

// hostAt finds the host with an IP value.
func (te *EnergyTE) hostAt(ip int64) *sdn.HostSpec {
	for _, h := range te.c.Hosts() {
		if h.IP != "" && te.c.Value("nwdst", h.IP) == ip {
			return h
		}
	}
	return nil
}

// checkRoute is UseCorrectRoutingTable: a packet to an odd address never
// reaches a switch off the always-on path.
func (te *EnergyTE) checkRoute(k *sdn.Block, sw, _ int, p *sdn.Packet) {
	for _, s := range te.alwaysOn {
		if s == sw {
			return
		}
	}
	odd := sdn.False
	for _, h := range te.c.Hosts() {
		if h.IP != "" && !even(h.IP) {
			odd = odd.Or(p.Field("nwdst").EqI(te.c.Value("nwdst", h.IP)))
		}
	}
	k.If(odd, func(k *sdn.Block) { te.c.Violate(k, "UseCorrectRoutingTable") })
}

// hops is a path oriented from the switch of src to the switch of dst,
// with the output port at each switch (the last one to dst's port).
type hop struct{ sw, port int }

func (te *EnergyTE) orient(path []int, src, dst *sdn.HostSpec) []hop {
	if src.At.Switch == path[len(path)-1] {
		rev := make([]int, len(path))
		for i, s := range path {
			rev[len(path)-1-i] = s
		}
		path = rev
	}
	var out []hop
	for i, s := range path {
		port := int64(dst.At.Port)
		if i+1 < len(path) {
			port = te.portTo(s, path[i+1])
		}
		out = append(out, hop{s, int(port)})
	}
	return out
}

// packetIn routes a new flow.
func (te *EnergyTE) packetIn(k *sdn.Block, ev *sdn.PacketIn) {
	c := te.c
	src, dst := te.hostAt(ev.Get("nwsrc")), te.hostAt(ev.Get("nwdst"))
	if src == nil || dst == nil || src.At.Switch == dst.At.Switch || !te.edge(src.At.Switch) || !te.edge(dst.At.Switch) {
		c.PacketOut(k, ev.Switch, ev.Buffer, sdn.Action{Kind: sdn.Drop})
		return
	}
	route := func(k *sdn.Block, path []int) { te.route(k, ev, te.orient(path, src, dst)) }
	onDemandOK := even(dst.IP) || !c.Fixed("X")
	// choose_path: always-on unless the energy state is on-demand and the
	// flow may take the on-demand path.
	if !onDemandOK {
		route(k, te.alwaysOn)
		return
	}
	k.IfElse(te.energy.X().EqI(1), func(k *sdn.Block) { route(k, te.onDemand) }, func(k *sdn.Block) { route(k, te.alwaysOn) })
}

func (te *EnergyTE) edge(sw int) bool {
	return sw == te.alwaysOn[0] || sw == te.alwaysOn[len(te.alwaysOn)-1]
}

// route installs a path for the packet's flow: install_path.
func (te *EnergyTE) route(k *sdn.Block, ev *sdn.PacketIn, hops []hop) {
	c := te.c
	at := -1
	for i, h := range hops {
		if h.sw == ev.Switch {
			at = i
		}
	}
	switch {
	case at < 0:
		// The packet is on a switch the chosen path avoids: the path
		// changed while it travelled.
		if !c.Fixed("XI") {
			c.Log(k, "packet-in from a switch off the path: ignored")
			return
		}
		// Fix XI: send it on along the path it is on.
		other := te.orient(te.otherPath(hops), te.hostAt(ev.Get("nwsrc")), te.hostAt(ev.Get("nwdst")))
		for _, h := range other {
			if h.sw == ev.Switch {
				c.Log(k, "packet-in from a switch off the path: sent on")
				c.Install(k, h.sw, te.flow(ev, h, ev.Buffer))
			}
		}
		return
	case at > 0 && !c.Fixed("IX"):
		c.Log(k, "packet-in from inside the path: ignored")
		return
	}
	c.Log(k, fmt.Sprintf("installing a path of %d switches", len(hops)))
	for _, h := range hops {
		buf := sdn.X{}
		if h.sw == ev.Switch && c.Fixed("VIII") {
			buf = ev.Buffer
		}
		c.Install(k, h.sw, te.flow(ev, h, buf))
	}
}

// otherPath is the path (as switches) that hops does not follow.
func (te *EnergyTE) otherPath(hops []hop) []int {
	for _, h := range hops {
		on := false
		for _, s := range te.alwaysOn {
			on = on || s == h.sw
		}
		if !on {
			return te.alwaysOn
		}
	}
	return te.onDemand
}

func (te *EnergyTE) flow(ev *sdn.PacketIn, h hop, buf sdn.X) sdn.Flow {
	return sdn.Flow{
		Match:    sdn.Match{Exact: map[string]sdn.X{"nwsrc": sdn.Int(ev.Get("nwsrc")), "nwdst": sdn.Int(ev.Get("nwdst"))}},
		Priority: Priority,
		Action:   sdn.Action{Kind: sdn.Output, Port: sdn.Int(int64(h.port))},
		Idle:     CacheTimeout,
		Buffer:   buf,
	}
}
