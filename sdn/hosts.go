package sdn

import (
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

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
