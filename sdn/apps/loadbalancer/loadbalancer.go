// Package loadbalancer is a web-server load balancer after Wang, Butnariu
// and Rexford, "OpenFlow-based server load balancing gone wild" (Hot-ICE
// 2011), as a DeLorean SDN app, in the form NICE tested it: clients reach
// a virtual IP (VIP) with a virtual MAC; wildcard rules per client prefix
// rewrite their packets to a replica; a reconfiguration moves the prefix
// to another replica through a transition rule that sends the prefix's
// packets to the controller, which sets up a microflow per connection (a
// SYN starts a new connection, which goes to the new replica; other
// packets belong to old connections, which stay on the old replica) until
// the transition's hard timeout installs the final rule.
//
// The replicas are the scenario's servers (the first serves the clients
// before the reconfiguration, the second after); the clients' IPs form
// the one client prefix.
//
// Timers (paper Table 3: GCD 2 s): arpRequestReplicas every 2 s (first
// at 2 s) until every replica's MAC is known; alphaFileUpdate at 6 s
// (the weights change: the reconfiguration); counterTimer every 8 s
// (first at 8 s), which asks every switch for port statistics (the
// replies' handler, calcCounters, updates the per-rule counters -- not
// modelled: the load does not steer this model -- and sets STATSUPDATE,
// which the next alphaFileUpdate consumes); the transition's end 60 s
// after it starts; microflows idle out after 60 s. NICE fires the timers
// from any state once they are started (the switch answers the
// statistics requests its firing of counterTimer makes; NICE injects no
// statistics of its own for this app).
//
// NICE's four bugs, each with a fix the scenario can select:
//
//   - BUG-IV: after the reconfiguration the controller installs a
//     microflow for the packet that reached it but never releases that
//     packet from the switch's buffer. Fix IV: the microflow carries the
//     buffer id.
//   - BUG-V: the reconfiguration deletes the old rule and then installs
//     the transition rule; a packet between the two arrives with reason
//     NO_MATCH, which the controller ignores, leaving it buffered. Fix V:
//     the transition rule replaces the old one in one flow_mod (same match
//     and priority), and NO_MATCH packets of the VIP are handled too.
//   - BUG-VI: the controller answers ARP requests (and learns from ARP
//     replies) but never releases the ARP packet buffered at the switch.
//     Fix VI: it drops them with a packet_out.
//   - BUG-VII: a duplicate SYN of a connection that started before the
//     reconfiguration reaches the controller during the transition and is
//     sent to the new replica, breaking flow affinity. Fix VII: every SYN
//     goes to the controller (a rule above the wildcard one), which
//     records each connection's replica and sets up its microflow; a
//     duplicate SYN goes where its connection went.
package loadbalancer

import (
	"fmt"

	"github.com/delorean-mc/delorean/sdn"
)

// The app's constants.
const (
	VIP  = "20.0.0.5"
	VMAC = "vmac"
	// ArpPeriod is arpRequestReplicas' period (seconds).
	ArpPeriod = 2
	// StatsPeriod is counterTimer's period (seconds): Globals.PORT_STATS_PERIOD.
	StatsPeriod = 8
	// AlphaAt is when alphaFileUpdate reconfigures (seconds).
	AlphaAt = 6
	// HardTimeout ends a transition (seconds).
	HardTimeout = 60
	// SoftTimeout is the microflows' idle timeout (seconds).
	SoftTimeout = 60
	// WildPriority and MicroPriority are the rules' priorities.
	WildPriority  = 10
	SynPriority   = 15
	MicroPriority = 20
)

// LoadBalancer is the app.
type LoadBalancer struct {
	c        *sdn.Controller
	replicas []*replica
	clients  []string
	clientIP []int64
	vip      int64
	vmac     int64

	conf       *sdn.Var // 0 before the reconfiguration, 1 after
	trans      *sdn.Var // a transition is under way
	installed  *sdn.Var // the wildcard and return rules are installed
	clientPort *sdn.Var // where the clients are (learned from their ARP), 0 unknown
	// statsUpdate is Globals.STATSUPDATE: port statistics arrived since
	// the last alphaFileUpdate.
	statsUpdate *sdn.Var
	// fix VII: per client and connection, the replica (index+1) it went
	// to, 0 not seen.
	assign map[[2]int64]*sdn.Var

	arpTimer, alphaTimer, endTimer, statsTimer *sdn.Timer
	install                                    *sdn.Proc
}

type replica struct {
	name  string
	mac   int64
	ip    int64
	known *sdn.Var
	port  *sdn.Var
}

func init() { sdn.Register("loadbalancer", func() sdn.App { return &LoadBalancer{} }) }

// Profile implements sdn.App.
func (lb *LoadBalancer) Profile(s *sdn.Scenario) (sdn.Profile, error) {
	servers := 0
	for _, h := range s.Hosts {
		if h.Kind == sdn.Server {
			servers++
		}
	}
	if servers != 2 {
		return sdn.Profile{}, fmt.Errorf("the load balancer needs exactly two servers (the old and the new replica), not %d", servers)
	}
	return sdn.Profile{
		Match:        []string{"kind", "nwsrc", "nwdst", "conn"},
		Rewrite:      []string{"src", "dst", "nwsrc", "nwdst"},
		Priorities:   []int{WildPriority, SynPriority, MicroPriority},
		Idle:         []int64{SoftTimeout},
		SendsPackets: true,
		Stats:        1, // one load level: the counters do not steer this model
		Kinds:        []string{"arp_req", "arp_rep", "syn", "synack", "ack"},
		MACs:         []string{VMAC},
		IPs:          []string{VIP},
	}, nil
}

// Build implements sdn.App.
func (lb *LoadBalancer) Build(c *sdn.Controller) error {
	lb.c = c
	lb.vip, lb.vmac = c.Value("nwdst", VIP), c.Value("dst", VMAC)
	for _, h := range c.Hosts() {
		switch h.Kind {
		case sdn.Server:
			lb.replicas = append(lb.replicas, &replica{name: h.Name, mac: c.Value("dst", h.Name), ip: c.Value("nwdst", h.IP),
				known: c.Bool("replica."+h.Name+".known", false), port: c.Int("replica."+h.Name+".port", 0, int64(c.Ports(0)), 0)})
		case sdn.Client:
			lb.clients = append(lb.clients, h.Name)
			lb.clientIP = append(lb.clientIP, c.Value("nwsrc", h.IP))
		}
	}
	if c.Switches() != 1 {
		return fmt.Errorf("the load balancer runs on one switch")
	}
	lb.conf = c.Int("conf", 0, 1, 0)
	lb.trans = c.Bool("transition", false)
	lb.installed = c.Bool("installed", false)
	lb.clientPort = c.Int("clientport", 0, int64(c.Ports(0)), 0)
	lb.statsUpdate = c.Bool("statsupdate", false)
	if c.Fixed("VII") {
		lb.assign = map[[2]int64]*sdn.Var{}
		for _, h := range c.Hosts() {
			if h.Kind == sdn.Client {
				for j := 0; j < h.Conns; j++ {
					lb.assign[[2]int64{c.Value("nwsrc", h.IP), int64(j)}] = c.Int(fmt.Sprintf("assign.%s.%d", h.Name, j), 0, 2, 0)
				}
			}
		}
	}
	lb.arpTimer = c.Timer("arpRequestReplicas", sdn.FiresAnyTime, lb.arpRequestReplicas)
	lb.alphaTimer = c.Timer("alphaFileUpdate", sdn.FiresAnyTime, lb.alphaFileUpdate)
	lb.endTimer = c.Timer("hardTimeoutHandler", sdn.FiresAnyTime, lb.hardTimeoutHandler)
	lb.statsTimer = c.Timer("counterTimer", sdn.FiresAnyTime, lb.counterTimer)
	c.OnStart(func(k *sdn.Block) {
		lb.arpTimer.Start(k, ArpPeriod)
		lb.alphaTimer.Start(k, AlphaAt)
		lb.statsTimer.Start(k, StatsPeriod)
	})
	lb.install = c.Procedure("maybeInstall", lb.maybeInstall)
	c.OnPacketIn(lb.packetIn)
	c.OnPortStats(lb.calcCounters)
	return nil
}

// arpRequestReplicas asks for the MACs of the replicas not known yet.
func (lb *LoadBalancer) arpRequestReplicas(k *sdn.Block) {
	c := lb.c
	unknown := sdn.False
	for _, r := range lb.replicas {
		k.If(r.known.X().Not(), func(k *sdn.Block) {
			c.Send(k, 0, 0, sdn.Action{Kind: sdn.Flood}, map[string]sdn.X{
				"src": sdn.Int(lb.vmac), "dst": sdn.Int(c.Value("dst", "bcast")), "kind": sdn.Int(c.Kind("arp_req")),
				"nwsrc": sdn.Int(lb.vip), "nwdst": sdn.Int(r.ip)})
		})
		unknown = unknown.Or(r.known.X().Not())
	}
	k.If(unknown, func(k *sdn.Block) { lb.arpTimer.Start(k, ArpPeriod) })
}

// counterTimer asks every switch for its port statistics, every
// StatsPeriod seconds.
func (lb *LoadBalancer) counterTimer(k *sdn.Block) {
	c := lb.c
	c.Log(k, "stats request")
	for sw := 0; sw < c.Switches(); sw++ {
		c.RequestStats(k, sw)
	}
	lb.statsTimer.Start(k, StatsPeriod)
}

// calcCounters handles a port statistics reply: it would update the
// per-rule counters (not modelled) and marks the statistics as new for
// the next alphaFileUpdate.
func (lb *LoadBalancer) calcCounters(k *sdn.Block, ev *sdn.PortStats) {
	lb.c.Log(k, "update stats")
	k.SetB(lb.statsUpdate, true)
}

// alphaFileUpdate: the new weights move the client prefix from the first
// replica to the second (and consume the statistics update).
func (lb *LoadBalancer) alphaFileUpdate(k *sdn.Block) {
	c := lb.c
	k.If(lb.conf.X().EqI(0), func(k *sdn.Block) {
		c.Log(k, "reconfiguring")
		k.SetI(lb.conf, 1)
		k.SetB(lb.statsUpdate, false)
		k.If(lb.installed.X(), func(k *sdn.Block) {
			k.SetB(lb.trans, true)
			if !c.Fixed("V") {
				c.Delete(k, 0, lb.prefixMatch(), true, WildPriority)
			}
			c.Install(k, 0, sdn.Flow{Match: lb.prefixMatch(), Priority: WildPriority, Action: sdn.Action{Kind: sdn.ToController}})
			lb.endTimer.Start(k, HardTimeout)
		})
	})
}

// hardTimeoutHandler ends the transition: the final rule.
func (lb *LoadBalancer) hardTimeoutHandler(k *sdn.Block) {
	k.If(lb.trans.X(), func(k *sdn.Block) {
		lb.c.Log(k, "transition over")
		lb.c.Install(k, 0, sdn.Flow{Match: lb.prefixMatch(), Priority: WildPriority, Action: lb.toReplica(lb.replicas[1])})
		k.SetB(lb.trans, false)
	})
}

// prefixMatch matches the TCP packets of the client prefix to the VIP.
func (lb *LoadBalancer) prefixMatch() sdn.Match {
	c := lb.c
	return sdn.Match{
		OneOf: map[string][]int64{"kind": {c.Kind("syn"), c.Kind("ack")}, "nwsrc": lb.clientIP},
		Exact: map[string]sdn.X{"nwdst": sdn.Int(lb.vip)},
	}
}

// toReplica rewrites a packet to the VIP into one to the replica.
func (lb *LoadBalancer) toReplica(r *replica) sdn.Action {
	return sdn.Action{Kind: sdn.Output, Port: r.port.X(), Set: map[string]sdn.X{"dst": sdn.Int(r.mac), "nwdst": sdn.Int(r.ip)}}
}

// release drops a buffered packet the controller has dealt with (fix VI).
func (lb *LoadBalancer) release(k *sdn.Block, ev *sdn.PacketIn) {
	if lb.c.Fixed("VI") {
		lb.c.PacketOut(k, ev.Switch, ev.Buffer, sdn.Action{Kind: sdn.Drop})
	}
}

// maybeInstall installs the wildcard rule of the current configuration
// and the return rules once the replicas and the clients are known.
func (lb *LoadBalancer) maybeInstall(k *sdn.Block) {
	c := lb.c
	ready := lb.installed.X().Not().And(lb.clientPort.X().NeI(0))
	for _, r := range lb.replicas {
		ready = ready.And(r.known.X())
	}
	k.If(ready, func(k *sdn.Block) {
		c.Log(k, "installing the wildcard rules")
		if c.Fixed("VII") {
			// Every SYN to the controller, to learn the connections
			// (before the wildcard rule, so that no SYN gets past).
			m := lb.prefixMatch()
			m.OneOf["kind"] = []int64{c.Kind("syn")}
			c.Install(k, 0, sdn.Flow{Match: m, Priority: SynPriority, Action: sdn.Action{Kind: sdn.ToController}})
		}
		k.IfElse(lb.conf.X().EqI(0), func(k *sdn.Block) {
			c.Install(k, 0, sdn.Flow{Match: lb.prefixMatch(), Priority: WildPriority, Action: lb.toReplica(lb.replicas[0])})
		}, func(k *sdn.Block) {
			c.Install(k, 0, sdn.Flow{Match: lb.prefixMatch(), Priority: WildPriority, Action: lb.toReplica(lb.replicas[1])})
		})
		for _, r := range lb.replicas {
			c.Install(k, 0, sdn.Flow{
				Match:    sdn.Match{Exact: map[string]sdn.X{"nwsrc": sdn.Int(r.ip), "kind": sdn.Int(c.Kind("synack"))}},
				Priority: WildPriority,
				Action:   sdn.Action{Kind: sdn.Output, Port: lb.clientPort.X(), Set: map[string]sdn.X{"src": sdn.Int(lb.vmac), "nwsrc": sdn.Int(lb.vip)}},
			})
		}
		k.SetB(lb.installed, true)
	})
}

// packetIn handles ARP and the packets the transition rule sends up.
func (lb *LoadBalancer) packetIn(k *sdn.Block, ev *sdn.PacketIn) {
	c := lb.c
	kind := ev.Get("kind")
	switch kind {
	case c.Kind("arp_req"):
		if ev.Get("nwdst") != lb.vip {
			lb.release(k, ev)
			return
		}
		// A client asks for the VIP: answer with the virtual MAC.
		c.Log(k, "answering ARP for the VIP")
		k.SetI(lb.clientPort, ev.InPort())
		c.Send(k, ev.Switch, 0, sdn.Action{Kind: sdn.Output, Port: sdn.Int(ev.InPort())}, map[string]sdn.X{
			"src": sdn.Int(lb.vmac), "dst": sdn.Int(ev.Get("src")), "kind": sdn.Int(c.Kind("arp_rep")),
			"nwsrc": sdn.Int(lb.vip), "nwdst": sdn.Int(ev.Get("nwsrc"))})
		lb.release(k, ev)
		lb.install.Call(k)
	case c.Kind("arp_rep"):
		for _, r := range lb.replicas {
			if ev.Get("nwsrc") == r.ip && ev.Get("dst") == lb.vmac {
				c.Log(k, "learned a replica")
				k.SetB(r.known, true)
				k.SetI(r.port, ev.InPort())
			}
		}
		lb.release(k, ev)
		lb.install.Call(k)
	case c.Kind("syn"), c.Kind("ack"):
		if ev.Get("nwdst") != lb.vip {
			lb.release(k, ev)
			return
		}
		if ev.Reason() == sdn.ReasonAction {
			lb.handleControllerAction(k, ev)
			return
		}
		if !c.Fixed("V") {
			c.Log(k, "ignoring a packet that matched no rule")
			return
		}
		// Fix V: the packet fell between rules; handle it as the
		// current policy says.
		viaController := lb.trans.X()
		if c.Fixed("VII") {
			viaController = viaController.Or(lb.installed.X())
		}
		k.IfElse(viaController, func(k *sdn.Block) { lb.handleControllerAction(k, ev) }, func(k *sdn.Block) {
			k.IfElse(lb.installed.X(), func(k *sdn.Block) {
				k.IfElse(lb.conf.X().EqI(0), func(k *sdn.Block) {
					c.PacketOut(k, ev.Switch, ev.Buffer, lb.toReplica(lb.replicas[0]))
				}, func(k *sdn.Block) {
					c.PacketOut(k, ev.Switch, ev.Buffer, lb.toReplica(lb.replicas[1]))
				})
			}, func(k *sdn.Block) { c.PacketOut(k, ev.Switch, ev.Buffer, sdn.Action{Kind: sdn.Drop}) })
		})
	default:
		lb.release(k, ev)
	}
}

// handleControllerAction sets up a microflow for a connection during a
// transition: SYNs (new connections) to the new replica, the rest to the
// old one. With fix VII it also handles every SYN outside transitions,
// and sends a connection's packets where its first SYN went.
func (lb *LoadBalancer) handleControllerAction(k *sdn.Block, ev *sdn.PacketIn) {
	c := lb.c
	syn := ev.Get("kind") == c.Kind("syn")
	micro := func(k *sdn.Block, target int) {
		r := lb.replicas[target]
		c.Log(k, "installing a microflow to replica "+r.name)
		f := sdn.Flow{
			Match: sdn.Match{
				OneOf: map[string][]int64{"kind": {c.Kind("syn"), c.Kind("ack")}},
				Exact: map[string]sdn.X{"nwsrc": sdn.Int(ev.Get("nwsrc")), "nwdst": sdn.Int(lb.vip), "conn": sdn.Int(ev.Get("conn"))},
			},
			Priority: MicroPriority,
			Action:   lb.toReplica(r),
			Idle:     SoftTimeout,
		}
		if c.Fixed("IV") {
			f.Buffer = ev.Buffer
		}
		c.Install(k, ev.Switch, f)
	}
	a := lb.assign[[2]int64{ev.Get("nwsrc"), ev.Get("conn")}]
	if !c.Fixed("VII") || a == nil {
		// SYNs (new connections) to the new replica, the rest to the
		// old one.
		if syn {
			micro(k, 1)
		} else {
			micro(k, 0)
		}
		return
	}
	k.IfElse(a.X().NeI(0), func(k *sdn.Block) {
		c.Log(k, "a packet of a known connection")
		k.IfElse(a.X().EqI(1), func(k *sdn.Block) { micro(k, 0) }, func(k *sdn.Block) { micro(k, 1) })
	}, func(k *sdn.Block) {
		if !syn {
			micro(k, 0)
			return
		}
		choose := func(k *sdn.Block, target int) {
			k.SetI(a, int64(target+1))
			micro(k, target)
		}
		// A new connection: the new replica during a transition or after
		// the reconfiguration, the old one before.
		k.IfElse(lb.trans.X().Or(lb.conf.X().EqI(1)), func(k *sdn.Block) { choose(k, 1) }, func(k *sdn.Block) { choose(k, 0) })
	})
}
