// Package pyswitch is NOX's MAC-learning switch (pyswitch.py) as a
// DeLorean SDN app: a learning table per switch with timestamps, a timer
// that every second drops entries older than CACHE_TIMEOUT, and exact-match
// flows with an idle timeout of CACHE_TIMEOUT.
//
// The original's three bugs that NICE found are kept, each with a fix the
// scenario can select:
//
//   - BUG-I: when a host moves, flows toward its old port stay installed
//     and keep black-holing its traffic. Fix I: a switch that sees a MAC
//     move deletes its flows toward that MAC, and so does the expiry of
//     a MAC's entry (timed exploration finds that without the latter a
//     host that moves just after its entry expired is black-holed).
//   - BUG-II: a packet-in installs a flow for its own direction only, so
//     the reply of an exchange goes to the controller again. Fix II: the
//     reverse flow is installed too (first, so that it is in place when
//     the packet that triggered it is delivered).
//   - BUG-III: flooding on a topology with a cycle loops packets. Fix III:
//     floods follow a spanning tree of the switch links (the ports off the
//     tree are configured not to flood, as NOX's spanning-tree module does).
package pyswitch

import (
	"fmt"

	"github.com/delorean-mc/delorean/sdn"
)

// The constants of pyswitch.py.
const (
	// CacheTimeout is how long a learned MAC and an installed flow last
	// unused, in seconds.
	CacheTimeout = 5
	// TimerPeriod is the period of the expiry timer, in seconds.
	TimerPeriod = 1
	// Priority is OFP_DEFAULT_PRIORITY.
	Priority = 0x8000
)

// PySwitch is the app.
type PySwitch struct {
	c   *sdn.Controller
	st  [][]*macEntry // per switch, per MAC value (nil for non-host MACs)
	nws bool          // the scenario's packets have IP fields
}

// macEntry is st[dpid][mac] = (inport, timestamp).
type macEntry struct {
	mac   string
	known *sdn.Var
	port  *sdn.Var
	ts    *sdn.Stamp
}

func init() { sdn.Register("pyswitch", func() sdn.App { return &PySwitch{} }) }

// Profile implements sdn.App.
func (p *PySwitch) Profile(s *sdn.Scenario) (sdn.Profile, error) {
	prof := sdn.Profile{Match: []string{"src", "dst"}, Priorities: []int{Priority}, Idle: []int64{CacheTimeout}}
	for _, h := range s.Hosts {
		if h.IP != "" {
			// extract_flow matches the IP header too.
			prof.Match = append(prof.Match, "nwsrc", "nwdst")
			break
		}
	}
	return prof, nil
}

// Build implements sdn.App.
func (p *PySwitch) Build(c *sdn.Controller) error {
	p.c = c
	p.nws = c.HasField("nwsrc")
	macs := c.Values("src")
	for sw := 0; sw < c.Switches(); sw++ {
		row := make([]*macEntry, len(macs))
		for _, h := range c.Hosts() {
			v := c.Value("src", h.Name)
			name := fmt.Sprintf("st.%s.%s", c.SwitchName(sw), h.Name)
			row[v] = &macEntry{mac: h.Name, known: c.Bool(name+".known", false),
				port: c.Int(name+".port", 0, int64(c.Ports(sw)), 0), ts: c.Stamp(name + ".ts")}
		}
		p.st = append(p.st, row)
	}
	if c.Fixed("III") {
		p.spanningTree()
	}
	// install(): the expiry timer. NICE's copy has it commented out: it
	// never fires there.
	timer := new(*sdn.Timer)
	*timer = c.Timer("timer_callback", sdn.NeverFires, func(k *sdn.Block) {
		p.timerCallback(k)
		(*timer).Start(k, TimerPeriod)
	})
	c.OnStart(func(k *sdn.Block) { (*timer).Start(k, TimerPeriod) })
	c.OnPacketIn(p.packetIn)
	return nil
}

// timerCallback drops the entries older than CacheTimeout.
func (p *PySwitch) timerCallback(k *sdn.Block) {
	for sw, row := range p.st {
		for mac, e := range row {
			if e == nil {
				continue
			}
			k.If(e.known.X().And(e.ts.Older(CacheTimeout)), func(k *sdn.Block) {
				p.c.Log(k, "timing out entry")
				k.SetB(e.known, false)
				k.SetI(e.port, 0)
				e.ts.Drop(k)
				if p.c.Fixed("I") {
					// The flows toward the MAC go with its entry: else a
					// host that moves after its entry timed out is
					// learned afresh, not as moved, and the stale flows
					// stay.
					p.deleteToward(k, sw, int64(mac))
				}
			})
		}
	}
}

// deleteToward deletes the flows of switch sw toward a MAC (fix I).
func (p *PySwitch) deleteToward(k *sdn.Block, sw int, mac int64) {
	p.c.Delete(k, sw, sdn.Match{Exact: map[string]sdn.X{"dst": sdn.Int(mac)}}, false, 0)
}

// packetIn is pyswitch's packet_in_callback: learn the source, forward.
func (p *PySwitch) packetIn(k *sdn.Block, ev *sdn.PacketIn) {
	p.learn(k, ev)
	p.forward(k, ev)
}

// learn is do_l2_learning.
func (p *PySwitch) learn(k *sdn.Block, ev *sdn.PacketIn) {
	src, inport := ev.Get("src"), ev.InPort()
	e := p.st[ev.Switch][src]
	if e == nil {
		return // multicast source: not learned
	}
	update := func(k *sdn.Block) {
		k.SetI(e.port, inport)
		k.SetB(e.known, true)
		e.ts.Take(k)
	}
	k.IfElse(e.known.X(), func(k *sdn.Block) {
		// Known on the same port: nothing to do (the timestamp is not
		// refreshed).
		k.If(e.port.X().NeI(inport), func(k *sdn.Block) {
			p.c.Log(k, "MAC has moved")
			if p.c.Fixed("I") {
				p.deleteToward(k, ev.Switch, src)
			}
			update(k)
		})
	}, func(k *sdn.Block) {
		p.c.Log(k, "learned MAC")
		update(k)
	})
}

// forward is forward_l2_packet.
func (p *PySwitch) forward(k *sdn.Block, ev *sdn.PacketIn) {
	c := p.c
	dst, inport := ev.Get("dst"), ev.InPort()
	flood := func(k *sdn.Block) {
		c.PacketOut(k, ev.Switch, ev.Buffer, sdn.Action{Kind: sdn.Flood})
	}
	d := p.st[ev.Switch][dst]
	if d == nil {
		flood(k) // broadcast
		return
	}
	k.IfElse(d.known.X(), func(k *sdn.Block) {
		k.IfElse(d.port.X().EqI(inport), func(k *sdn.Block) {
			c.Log(k, "warning: learned port = inport")
			flood(k)
		}, func(k *sdn.Block) {
			c.Log(k, "installing flow")
			if c.Fixed("II") {
				// The reverse direction: the source was just learned on
				// inport.
				c.Install(k, ev.Switch, p.flow(ev, dst, ev.Get("src"), d.port.X(), sdn.Int(inport), sdn.X{}, true))
			}
			c.Install(k, ev.Switch, p.flow(ev, ev.Get("src"), dst, sdn.Int(inport), d.port.X(), ev.Buffer, false))
		})
	}, flood)
}

// flow is extract_flow(packet) plus the in-port, output to out.
func (p *PySwitch) flow(ev *sdn.PacketIn, src, dst int64, in, out, buf sdn.X, reverse bool) sdn.Flow {
	m := sdn.Match{InPort: in, Exact: map[string]sdn.X{"src": sdn.Int(src), "dst": sdn.Int(dst)}}
	if p.nws {
		nwsrc, nwdst := ev.Get("nwsrc"), ev.Get("nwdst")
		if reverse {
			nwsrc, nwdst = nwdst, nwsrc
		}
		m.Exact["nwsrc"], m.Exact["nwdst"] = sdn.Int(nwsrc), sdn.Int(nwdst)
	}
	return sdn.Flow{Match: m, Priority: Priority, Action: sdn.Action{Kind: sdn.Output, Port: out}, Idle: CacheTimeout, Buffer: buf}
}

// spanningTree keeps floods on a tree of the switch links (breadth first
// from the first switch).
func (p *PySwitch) spanningTree() {
	c := p.c
	seen := map[int]bool{0: true}
	queue := []int{0}
	tree := map[[2]int]bool{}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for port := 1; port <= c.Ports(s); port++ {
			t, tp, ok := c.Peer(s, port)
			if !ok || seen[t] {
				continue
			}
			seen[t] = true
			tree[[2]int{s, port}], tree[[2]int{t, tp}] = true, true
			queue = append(queue, t)
		}
	}
	for s := 0; s < c.Switches(); s++ {
		for port := 1; port <= c.Ports(s); port++ {
			if _, _, ok := c.Peer(s, port); ok && !tree[[2]int{s, port}] {
				c.SetNoFlood(s, port)
			}
		}
	}
}
