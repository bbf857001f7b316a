package sdn

import "fmt"

// tcpHost is the state of a client or a server (NICE's TcpClient and
// TcpServer, reduced to what the load balancer's properties need).
//
// A client first resolves the virtual IP it connects to with an ARP
// request (broadcast), then opens its connections one after another: a
// SYN, and an ACK when the SYN-ACK comes back. With dup_syn the network
// may duplicate one of its SYNs while it waits in a switch's input buffer
// (NICE's duplicate_packet fault). The header field conn numbers the
// client's connections (it stands for the TCP source port).
//
// A server answers ARP requests for its IP and SYNs addressed to it.
type tcpHost struct {
	arp  *Var // client: 0 unresolved, 1 asked, 2 resolved
	next *Var // client: connections started
	est  *Var // client: connections established
	dup  *Var // client: the duplicate SYN was sent
	vip  int64
	// affinity: per connection of a client, the server (index+1) that
	// got its packets, 0 none.
	aff []*Var
}

// tcpIDs adds the conn header field when there are clients.
func (n *model) tcpIDs() {
	conns := 0
	for _, h := range n.scn.Hosts {
		if h.Kind == Client {
			conns = max(conns, h.Conns)
		}
	}
	if conns > 0 {
		n.addField(&field{name: "conn", n: int64(conns), idx: map[string]int64{}})
	}
}

// serverIndex numbers the servers.
func (n *model) servers() []*hostm {
	var out []*hostm
	for _, h := range n.hosts {
		if h.spec.Kind == Server {
			out = append(out, h)
		}
	}
	return out
}

func (n *model) declareTCP() {
	b := n.b
	vipName := ""
	if len(n.prof.IPs) > 0 {
		vipName = n.prof.IPs[0]
	}
	for _, h := range n.hosts {
		name := h.spec.Name
		switch h.spec.Kind {
		case Client:
			t := &tcpHost{}
			h.tcp = t
			if n.ips == nil || vipName == "" {
				n.fail("client %s needs an app with a virtual IP (Profile.IPs)", name)
			}
			if h.spec.IP == "" {
				n.fail("client %s needs an ip", name)
			}
			t.vip = n.ips.idx[vipName]
			t.arp = b.IntVar(name+".arp", 0, 2, 0)
			t.next = b.IntVar(name+".next", 0, int64(h.spec.Conns), 0)
			t.est = b.IntVar(name+".est", 0, int64(h.spec.Conns), 0)
			if h.spec.DupSYN {
				t.dup = b.BoolVar(name+".dupsyn", false)
			}
			if n.wants("FlowAffinity") {
				for j := 0; j < h.spec.Conns; j++ {
					t.aff = append(t.aff, b.IntVar(fmt.Sprintf("aff.%s.%d", name, j), 0, int64(len(n.servers())), 0))
				}
			}
		case Server:
			h.tcp = &tcpHost{}
			if h.spec.IP == "" {
				n.fail("server %s needs an ip", name)
			}
		}
	}
}

func (n *model) tcpRules() {
	b := n.b
	bcast := n.macs.idx["bcast"]
	vmac := int64(0)
	if len(n.prof.MACs) > 0 {
		vmac = n.macs.idx[n.prof.MACs[0]]
	}
	for _, h := range n.hosts {
		h := h
		t := h.tcp
		if h.spec.Kind != Client {
			continue
		}
		name := h.spec.Name
		b.Event(name+".ask_vip", n.ok.And(t.arp.X().EqI(0)))
		b.Rule(name+".ask_vip", name+".ask_vip", func(k *Block) {
			n.inject(k, h, n.newPacket(h.mac, bcast, "arp_req", h.ip, t.vip, Int(0)))
			k.SetI(t.arp, 1)
			n.finish(k)
		})
		conns := int64(h.spec.Conns)
		b.Event(name+".connect", n.ok.And(t.arp.X().EqI(2)).And(t.next.X().Lt(Int(conns))).And(t.est.X().Eq(t.next.X())))
		b.Rule(name+".connect", name+".connect", func(k *Block) {
			n.inject(k, h, n.newPacket(h.mac, vmac, "syn", h.ip, t.vip, Int(0)).with("conn", t.next.X()))
			k.Set(t.next, t.next.X().AddI(1))
			n.finish(k)
		})
		if t.dup != nil {
			// NICE's duplicate_packet fault: a SYN of the client waiting
			// in a switch's input buffer is duplicated, once.
			waiting := False
			type at struct {
				q *queue
				i int
			}
			var places []at
			for _, sw := range n.sw {
				for p := 1; p <= sw.ports; p++ {
					q := sw.in[p]
					for i, r := range q.rows {
						if i == len(q.rows)-1 {
							break // a full buffer has no room for the copy
						}
						places = append(places, at{q, i})
						waiting = waiting.Or(q.n.X().Gt(Int(int64(i))).And(r.X("f.src").EqI(h.mac)).And(r.X("f.kind").EqI(n.kinds.idx["syn"])))
					}
				}
			}
			b.Event(name+".dup_syn", n.ok.And(t.dup.X().Not()).And(waiting))
			b.Rule(name+".dup_syn", name+".dup_syn", func(k *Block) {
				for _, pl := range places {
					r := pl.q.rows[pl.i]
					k.If(t.dup.X().Not().And(pl.q.n.X().Gt(Int(int64(pl.i)))).And(r.X("f.src").EqI(h.mac)).And(r.X("f.kind").EqI(n.kinds.idx["syn"])), func(k *Block) {
						pl.q.push(k, n.pktVals(n.pktOf(r)))
						k.SetB(t.dup, true)
					})
				}
				n.finish(k)
			})
		}
	}
}

// tcpDeliver is what a client or server does with a packet it receives.
func (n *model) tcpDeliver(k *Block, h *hostm, pkt *Packet) {
	t := h.tcp
	forMe := pkt.Field("dst").EqI(h.mac)
	kind := pkt.Field("kind")
	is := func(name string) X { return kind.EqI(n.kinds.idx[name]) }
	switch h.spec.Kind {
	case Client:
		k.If(forMe.And(is("arp_rep")).And(pkt.Field("nwsrc").EqI(t.vip)).And(t.arp.X().EqI(1)), func(k *Block) { k.SetI(t.arp, 2) })
		k.If(forMe.And(is("synack")).And(pkt.Field("conn").Eq(t.est.X())).And(t.next.X().Gt(t.est.X())), func(k *Block) {
			vmac := n.macs.idx[n.prof.MACs[0]]
			n.inject(k, h, n.newPacket(h.mac, vmac, "ack", h.ip, t.vip, Int(0)).with("conn", pkt.Field("conn")))
			k.Set(t.est, t.est.X().AddI(1))
		})
	case Server:
		k.If(is("arp_req").And(pkt.Field("nwdst").EqI(h.ip)), func(k *Block) {
			n.inject(k, h, n.newPacket(h.mac, 0, "arp_rep", h.ip, 0, Int(0)).with("dst", pkt.Field("src")).with("nwdst", pkt.Field("nwsrc")))
		})
		k.If(forMe.And(is("syn")), func(k *Block) {
			n.inject(k, h, n.newPacket(h.mac, 0, "synack", h.ip, 0, Int(0)).with("dst", pkt.Field("src")).
				with("nwdst", pkt.Field("nwsrc")).with("conn", pkt.Field("conn")))
		})
		if v := n.viol["FlowAffinity"]; v != nil {
			me := int64(indexOf(n.servers(), h) + 1)
			for _, c := range n.hosts {
				if c.spec.Kind != Client {
					continue
				}
				for j, aff := range c.tcp.aff {
					aff := aff
					k.If(forMe.And(is("syn").Or(is("ack"))).And(pkt.Field("src").EqI(c.mac)).And(pkt.Field("conn").EqI(int64(j))), func(k *Block) {
						k.If(aff.X().NeI(0).And(aff.X().NeI(me)), func(k *Block) { k.SetB(v, true) })
						k.SetI(aff, me)
					})
				}
			}
		}
	}
}
