package sdn

import (
	"fmt"

	"github.com/delorean-mc/delorean/ta"
)

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
