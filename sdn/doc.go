// Package sdn is DeLorean's SDN domain (paper §3.4, §6): OpenFlow
// networks running a controller app, compiled into DeLorean's IR (package
// ta) and explored by the same explorer as every other program (package
// explore), so that states, traces, JSON, invariants, coverage and
// comparisons work unchanged.
//
// Package sdn owns the compilation: the network model, the controller API
// the apps are written against (Controller, and the builder's vocabulary
// X, Block, Var under its own names), the pool of virtual clocks and the
// properties. Below it, sdn/scenario reads scenario files and sdn/builder
// builds IR from Go code; above it, sdn/report explores a compiled
// scenario and reports, sdn/nicecmp compares the timed exploration with
// NICE's, and sdn/apps/... are the apps.
//
// # Scenarios
//
// A scenario (scenario.LoadScenario; programs/sdn/*.yaml) gives switches and links,
// hosts (senders, repliers that may move, TCP-like clients and servers,
// sinks), the app with the NICE bugs it fixes, the properties to check,
// the size of the pool of virtual clocks, and the bounds of the model's
// buffers and tables. Errors carry file:line:col.
//
// # The model in the IR
//
// Compile turns a scenario into a ta.Program. Every structure of the
// network is a set of bounded variables: per switch, a FIFO input buffer
// per port, a flow table (entries with an in-use flag, a priority, match
// masks over the in-port and the header fields the app matches on, an
// action with an output port and header rewrites, idle and hard timeouts,
// a cookie), a store of packets buffered for the controller (buffer ids
// are its slots), a queue of messages to the controller (packet-in,
// flow-removed, port statistics) and a queue of commands from it
// (flow_mod add, delete, delete-strict, packet_out, statistics request).
// Hosts' state, tracked packets' fate, and the app's state are variables
// too. Environment events are what may happen next: a host sends, moves or
// connects; a switch takes the packet at the head of an input buffer; a
// switch carries out the controller's next command; the controller
// handles a switch's next message. Rules carry them out. Processing takes
// no time (paper §3.4): while anything is in flight time stands still
// (an urgent condition), so time passes only between the hosts' actions,
// and the switches and the controller act, in every order, at an instant.
//
// # Apps
//
// Apps (sdn/apps/...) are Go code against the Controller API: they declare
// variables, timestamps (Stamp), timers (Timer), procedures, and handlers
// for switch join, packet-in, flow-removed and port statistics, and they
// send flow_mods and packet_outs. Handlers do not run during exploration:
// they run when the scenario compiles and emit IR statements through a
// Block. A handler reads the packet's header with PacketIn.Get and gets a
// Go constant: the compiler specialises it on every value (see
// builder.Splitter),
// as NICE does with symbolic execution, so app code branches on headers
// like the original Python does, and on the app's state with Block.If.
// Statements carry the app's source positions: the explorer's coverage is
// the app's statement coverage.
//
// # Time: the pool of virtual clocks
//
// In timed mode, flow idle and hard timeouts, app timers and app
// timestamps are clocks taken from a pool of N pre-allocated virtual
// clocks (--vcs N), each with a timer, and given back when they end
// (vcPool). When the pool is empty the owner goes without a clock -- the
// timeout never fires, the timestamp never ages -- and vc.exhausted
// becomes true: the report says so, with a trace to the first time
// (report.Report.Pool); Options.StrictPool makes it a runtime error instead.
// Nothing is dropped silently.
//
// In nice mode (NICE's treatment of time) there are no clocks: flows
// never expire, timestamps never age, and app timers either never fire
// (PySwitch, energy TE) or fire from any state once started, at most
// NiceFires times (the load balancer); port statistics a poll NICE never
// fires would have asked for (the energy TE app's) are injected from any
// state (NICE's InstantStats), and the requests of a poll it fires (the
// load balancer's) are answered by the switch. nicecmp.Compare explores
// both and measures the states NICE misses and the invalid states it
// reports (Table 4) and the app's coverage (Fig. 10).
//
// # Properties
//
// The scenario's properties are explore.Property invariants, checked in
// every state. NoBlackHoles and NoForgottenPackets are conditions on the
// state: when the network is quiet (the label `quiet`: nothing in a
// buffer or queue), every packet sent has been delivered (tracked packets
// have a status variable; packets to a moving host are exempt until the
// network is quiet again), and no switch still buffers a packet. The
// others are detected in the rules, which set a sticky flag viol.NAME; the
// invariant is !viol.NAME, and once a flag is set the network stops (so
// the trace ends at the violation): NoForwardingLoops (a packet enters a
// switch port it entered before: each packet carries the set of ports it
// entered), DirectPaths and StrictDirectPaths (a packet between hosts
// whose exchange was already delivered goes to the controller; removing a
// flow entry starts afresh), FlowAffinity (a TCP connection's packets
// reach two replicas), and app-defined ones such as the energy TE app's
// UseCorrectRoutingTable. Exceeding a bound of the model (a full buffer,
// queue, store or flow table) is a runtime error whose message names the
// bound to raise.
package sdn
