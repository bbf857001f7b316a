package sdn

import "fmt"

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
		n.viol[p.Name] = b.BoolVar("viol."+p.Name, false).Shown(p.Name+" broken", "no", "yes")
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
