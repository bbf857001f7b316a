package sdn

import "fmt"

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
