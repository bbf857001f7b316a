package scenario

import (
	"net/netip"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
	"gopkg.in/yaml.v3"
)

// Scenario is one SDN experiment: a topology of switches and links, hosts
// with what they send, the controller app (and which of its bugs are
// fixed), the properties to check, the size of the pool of virtual clocks,
// and the bounds of the model's buffers and tables. Scenarios are YAML
// files (programs/sdn/*.yaml); see LoadScenario.
type Scenario struct {
	File        string
	Name        string
	Description string
	App         string
	AppPos      ta.Pos
	// Fixes are the app's bug fixes to apply (roman numerals of the NICE
	// bugs); AllFixed applies every fix the app has.
	Fixes    map[string]bool
	AllFixed bool
	Options  map[string]*yaml.Node // app-specific options, checked by the app
	VCs      int                   // size of the pool of virtual clocks (--vcs overrides)
	Switches []*SwitchSpec
	Hosts    []*HostSpec
	Links    []*LinkSpec
	Props    []*PropSpec
	Bounds   Bounds
	// Expect is what the scenario is meant to show: "violated" (with the
	// properties in ExpectProps) or "holds"; tests check it.
	Expect      string
	ExpectProps []string
	// ExpectErrors: runtime errors (a bound of the model exceeded) come
	// with the violation (a forwarding loop fills every buffer).
	ExpectErrors bool
	Pos          ta.Pos
	// OptionPos is where each option's key is, for the error about an
	// option the app does not take.
	OptionPos map[string]ta.Pos
}

// SwitchSpec is a switch with ports 1..Ports.
type SwitchSpec struct {
	Name  string
	Ports int
	Pos   ta.Pos
}

// PortRef names a switch port: switch index (into Scenario.Switches) and
// port number.
type PortRef struct {
	Switch, Port int
	Pos          ta.Pos
}

// LinkSpec connects two switch ports.
type LinkSpec struct {
	A, B PortRef
	Pos  ta.Pos
}

// HostKind is what a host does.
type HostKind uint8

// The host kinds (NICE's host models).
const (
	// Sender sends Packets packets to each of its destinations; a
	// sequential sender waits for a reply before the next one (NICE's
	// Arrival).
	Sender HostKind = iota
	// Replier answers each packet addressed to it, and may move once to
	// another port, announcing itself with a broadcast (NICE's Replier).
	Replier
	// Client opens Connections TCP-like connections to a virtual IP:
	// ARP for it, then SYN, and ACK on the SYN-ACK (NICE's TcpClient).
	Client
	// Server answers ARP requests for its IP and SYNs with SYN-ACKs
	// (NICE's TcpServer).
	Server
	// Sink receives packets and does nothing.
	Sink
)

var hostKindNames = []string{"sender", "replier", "client", "server", "sink"}

// String names the kind as scenarios write it.
func (k HostKind) String() string { return hostKindNames[k] }

// HostSpec is a host.
type HostSpec struct {
	Name       string
	Kind       HostKind
	At         PortRef
	IP         string // for IP-speaking apps; "" none
	To         []string
	ToPos      []ta.Pos
	Packets    int
	Sequential bool
	Move       *PortRef // Replier: the port it may move to
	Inform     bool     // Replier: broadcast after moving
	Conns      int      // Client: connections
	DupSYN     bool     // Client: the network may duplicate one of its SYNs (a fault)
	Pos        ta.Pos
}

// PropSpec names a property to check.
type PropSpec struct {
	Name string
	Pos  ta.Pos
}

// Bounds are the capacities of the model's finite structures.
type Bounds struct {
	Buffer int // packets per switch input port
	Table  int // flow entries per switch
	Store  int // packets a switch buffers for the controller
	Queue  int // messages per switch-controller queue, each way
}

// DefaultBounds are used for the bounds a scenario leaves out.
var DefaultBounds = Bounds{Buffer: 2, Table: 4, Store: 2, Queue: 4}

// PropertyNames are the network properties a scenario can ask for (NICE
// §5; apps may add their own, such as UseCorrectRoutingTable).
var PropertyNames = []string{"NoForwardingLoops", "NoBlackHoles", "DirectPaths", "StrictDirectPaths", "NoForgottenPackets", "FlowAffinity"}

// LoadScenario reads a scenario file. Errors carry file:line:col.
func LoadScenario(file string) (*Scenario, error) {
	data, err := syntax.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return ParseScenario(file, data)
}

type sloader struct {
	file string
	errs ta.ErrorList
}

func (l *sloader) pos(n *yaml.Node) ta.Pos { return ta.Pos{File: l.file, Line: n.Line, Col: n.Column} }

func (l *sloader) errorf(n *yaml.Node, format string, args ...any) {
	l.errs.Add(l.pos(n), format, args...)
}

// mapping returns the key/value pairs of a mapping node, reporting keys
// not in allowed.
func (l *sloader) mapping(n *yaml.Node, what string, allowed ...string) map[string]*yaml.Node {
	out := map[string]*yaml.Node{}
	if n.Kind != yaml.MappingNode {
		l.errorf(n, "%s must be a mapping", what)
		return out
	}
	ok := map[string]bool{}
	for _, a := range allowed {
		ok[a] = true
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !ok[k.Value] {
			sorted := append([]string(nil), allowed...)
			sort.Strings(sorted)
			l.errorf(k, "unknown key %q in %s (expected one of %s)%s", k.Value, what, strings.Join(sorted, ", "), ta.Suggest(k.Value, sorted))
			continue
		}
		if _, dup := out[k.Value]; dup {
			l.errorf(k, "%q is given twice", k.Value)
		}
		out[k.Value] = v
	}
	return out
}

func (l *sloader) str(n *yaml.Node, what string) string {
	if n.Kind != yaml.ScalarNode {
		l.errorf(n, "%s must be a string", what)
		return ""
	}
	return n.Value
}

func (l *sloader) integer(n *yaml.Node, what string, lo, hi int) int {
	if n.Kind != yaml.ScalarNode {
		l.errorf(n, "%s must be an integer", what)
		return lo
	}
	v, err := strconv.Atoi(n.Value)
	if err != nil || v < lo || v > hi {
		l.errorf(n, "%s must be an integer in %d..%d, not %q", what, lo, hi, n.Value)
		return lo
	}
	return v
}

func (l *sloader) boolean(n *yaml.Node, what string) bool {
	var b bool
	if n.Kind != yaml.ScalarNode || n.Decode(&b) != nil {
		l.errorf(n, "%s must be true or false", what)
	}
	return b
}

// list accepts a sequence, or a single scalar as a one-element list.
func (l *sloader) list(n *yaml.Node) []*yaml.Node {
	if n.Kind == yaml.SequenceNode {
		return n.Content
	}
	return []*yaml.Node{n}
}

var nameRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]*$`)

func (l *sloader) name(n *yaml.Node, what string) string {
	s := l.str(n, what)
	if s != "" && !nameRE.MatchString(s) {
		l.errorf(n, "%s %q: names start with a letter and contain letters, digits, - and _", what, s)
	}
	return s
}

// ParseScenario reads a scenario from YAML text.
func ParseScenario(file string, data []byte) (*Scenario, error) {
	root, err := syntax.DecodeYAML(file, data)
	if err != nil {
		e := syntax.YAMLError(file, data, err)
		e.Msg = "malformed YAML: " + e.Msg
		return nil, ta.ErrorList{e}
	}
	l := &sloader{file: file}
	if len(root.Content) == 0 {
		return nil, ta.ErrorList{{Pos: ta.Pos{File: file, Line: 1, Col: 1}, Msg: "empty scenario"}}
	}
	top := root.Content[0]
	s := &Scenario{File: file, Pos: l.pos(top), Fixes: map[string]bool{}, Options: map[string]*yaml.Node{}, OptionPos: map[string]ta.Pos{}, VCs: 2, Bounds: DefaultBounds}
	m := l.mapping(top, "a scenario", "name", "description", "app", "variant", "fixes", "options", "vcs",
		"switches", "hosts", "links", "properties", "bounds", "expect")
	if len(l.errs) > 0 && top.Kind != yaml.MappingNode {
		return nil, l.errs
	}
	if n := m["name"]; n != nil {
		s.Name = l.str(n, "name")
	}
	if n := m["description"]; n != nil {
		s.Description = l.str(n, "description")
	}
	if n := m["app"]; n != nil {
		s.App, s.AppPos = l.str(n, "app"), l.pos(n)
	} else {
		l.errorf(top, "missing `app:` (the controller app, e.g. pyswitch)")
	}
	if n := m["variant"]; n != nil {
		switch v := l.str(n, "variant"); v {
		case "bug", "original", "buggy":
		case "fixed":
			s.AllFixed = true
		default:
			l.errorf(n, "variant must be bug or fixed, not %q", v)
		}
	}
	if n := m["fixes"]; n != nil {
		for _, f := range l.list(n) {
			v := strings.ToUpper(l.str(f, "a fix"))
			if v == "ALL" {
				s.AllFixed = true
				continue
			}
			if !romanRE.MatchString(v) {
				l.errorf(f, "fixes are the roman numerals of NICE bugs (I..XI) or all, not %q", f.Value)
				continue
			}
			s.Fixes[v] = true
		}
	}
	if n := m["options"]; n != nil {
		if n.Kind != yaml.MappingNode {
			l.errorf(n, "options must be a mapping")
		} else {
			for i := 0; i+1 < len(n.Content); i += 2 {
				k := n.Content[i]
				if _, dup := s.Options[k.Value]; dup {
					l.errorf(k, "option %q is given twice", k.Value)
				}
				s.Options[k.Value] = n.Content[i+1]
				s.OptionPos[k.Value] = l.pos(k)
			}
		}
	}
	if n := m["vcs"]; n != nil {
		s.VCs = l.integer(n, "vcs", 0, 16)
	}
	sw := map[string]int{}
	if n := m["switches"]; n != nil {
		if n.Kind != yaml.SequenceNode {
			l.errorf(n, "switches must be a list")
		} else {
			for _, it := range n.Content {
				sm := l.mapping(it, "a switch", "name", "ports")
				spec := &SwitchSpec{Pos: l.pos(it), Ports: 0}
				if v := sm["name"]; v != nil {
					spec.Name = l.name(v, "switch name")
					if _, dup := sw[spec.Name]; dup {
						l.errorf(v, "switch %q is declared twice", spec.Name)
					}
				} else {
					l.errorf(it, "a switch needs a name")
				}
				if v := sm["ports"]; v != nil {
					spec.Ports = l.integer(v, "ports", 1, 8)
				} else {
					l.errorf(it, "switch %s needs `ports:` (how many ports)", spec.Name)
				}
				sw[spec.Name] = len(s.Switches)
				s.Switches = append(s.Switches, spec)
			}
		}
	}
	if len(s.Switches) == 0 {
		l.errorf(top, "a scenario needs at least one switch")
	}
	portRef := func(n *yaml.Node) PortRef {
		r := PortRef{Switch: -1, Pos: l.pos(n)}
		v := l.str(n, "a port (switch:port)")
		name, port, ok := strings.Cut(v, ":")
		if !ok {
			l.errorf(n, "a port is written SWITCH:PORT (s1:2), not %q", v)
			return r
		}
		i, known := sw[name]
		if !known {
			l.errorf(n, "no switch %q", name)
			return r
		}
		p, err := strconv.Atoi(port)
		if err != nil || p < 1 || p > s.Switches[i].Ports {
			l.errorf(n, "switch %s has ports 1..%d, not %q", name, s.Switches[i].Ports, port)
			return r
		}
		r.Switch, r.Port = i, p
		return r
	}
	used := map[[2]int]ta.Pos{}
	claim := func(r PortRef, what string) {
		if r.Switch < 0 {
			return
		}
		k := [2]int{r.Switch, r.Port}
		if prev, ok := used[k]; ok {
			l.errs.Add(r.Pos, "%s: port %s:%d is already used at %s", what, s.Switches[r.Switch].Name, r.Port, prev)
			return
		}
		used[k] = r.Pos
	}
	if n := m["links"]; n != nil {
		if n.Kind != yaml.SequenceNode {
			l.errorf(n, "links must be a list")
		} else {
			for _, it := range n.Content {
				var ends []*yaml.Node
				switch it.Kind {
				case yaml.SequenceNode:
					ends = it.Content
				case yaml.ScalarNode:
					for _, f := range strings.Fields(it.Value) {
						ends = append(ends, &yaml.Node{Kind: yaml.ScalarNode, Value: f, Line: it.Line, Column: it.Column})
					}
				}
				if len(ends) != 2 {
					l.errorf(it, "a link joins two ports: [s1:3, s2:1] or \"s1:3 s2:1\"")
					continue
				}
				lk := &LinkSpec{A: portRef(ends[0]), B: portRef(ends[1]), Pos: l.pos(it)}
				if lk.A.Switch >= 0 && lk.A.Switch == lk.B.Switch {
					l.errorf(it, "a link must join two different switches")
				}
				claim(lk.A, "link")
				claim(lk.B, "link")
				s.Links = append(s.Links, lk)
			}
		}
	}
	hosts := map[string]bool{}
	if n := m["hosts"]; n != nil {
		if n.Kind != yaml.SequenceNode {
			l.errorf(n, "hosts must be a list")
		} else {
			for _, it := range n.Content {
				h := l.host(it, portRef)
				if h == nil {
					continue
				}
				if hosts[h.Name] {
					l.errs.Add(h.Pos, "host %q is declared twice", h.Name)
				}
				if _, clash := sw[h.Name]; clash {
					l.errs.Add(h.Pos, "host %q has the name of a switch", h.Name)
				}
				hosts[h.Name] = true
				claim(h.At, "host "+h.Name)
				if h.Move != nil {
					claim(*h.Move, "host "+h.Name+" (move)")
				}
				s.Hosts = append(s.Hosts, h)
			}
		}
	}
	for _, h := range s.Hosts {
		for i, t := range h.To {
			if !hosts[t] {
				l.errs.Add(h.ToPos[i], "host %s sends to %q, which is not a host", h.Name, t)
			} else if t == h.Name {
				l.errs.Add(h.ToPos[i], "host %s sends to itself", h.Name)
			}
		}
	}
	if n := m["properties"]; n != nil {
		seen := map[string]bool{}
		for _, it := range l.list(n) {
			name := l.str(it, "a property")
			if name == "" {
				continue
			}
			if seen[name] {
				l.errorf(it, "property %s is listed twice", name)
			}
			seen[name] = true
			s.Props = append(s.Props, &PropSpec{Name: name, Pos: l.pos(it)})
		}
	}
	if n := m["bounds"]; n != nil {
		bm := l.mapping(n, "bounds", "buffer", "table", "store", "queue")
		if v := bm["buffer"]; v != nil {
			s.Bounds.Buffer = l.integer(v, "bounds.buffer", 1, 16)
		}
		if v := bm["table"]; v != nil {
			s.Bounds.Table = l.integer(v, "bounds.table", 1, 16)
		}
		if v := bm["store"]; v != nil {
			s.Bounds.Store = l.integer(v, "bounds.store", 1, 16)
		}
		if v := bm["queue"]; v != nil {
			s.Bounds.Queue = l.integer(v, "bounds.queue", 1, 16)
		}
	}
	if n := m["expect"]; n != nil {
		switch n.Kind {
		case yaml.ScalarNode:
			s.Expect = n.Value
		case yaml.MappingNode:
			em := l.mapping(n, "expect", "violated", "runtime_errors")
			if v := em["violated"]; v != nil {
				s.Expect = "violated"
				listed := map[string]bool{}
				var names []string
				for _, p := range s.Props {
					listed[p.Name] = true
					names = append(names, p.Name)
				}
				items := l.list(v)
				if len(items) == 0 || v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
					l.errorf(v, "expect.violated names no property (expected a list of the properties that must be violated, or expect: violated)")
				}
				for _, p := range items {
					name := l.str(p, "a property")
					// Only the properties listed are checked: another
					// could never be violated.
					if name != "" && len(listed) > 0 && !listed[name] {
						l.errorf(p, "expect.violated: %q is not one of the scenario's properties (%s)%s", name, strings.Join(names, ", "), ta.Suggest(name, names))
					}
					s.ExpectProps = append(s.ExpectProps, name)
				}
			}
			if v := em["runtime_errors"]; v != nil {
				s.ExpectErrors = l.boolean(v, "expect.runtime_errors")
			}
			if em["violated"] == nil {
				// The general message's mapping, runtime_errors alone
				// read in it, is refused again: say the forms that are
				// taken, with this scenario's properties.
				props := "PROPERTY..."
				if len(s.Props) > 0 {
					var names []string
					for _, p := range s.Props {
						names = append(names, p.Name)
					}
					props = strings.Join(names, ", ")
				}
				l.errorf(n, "expect as a mapping needs violated, the properties the scenario breaks (runtime_errors says only whether runtime errors come with them): write expect: {violated: [%s], runtime_errors: %v}, or expect: holds", props, s.ExpectErrors)
				s.Expect = "holds"
			}
		}
		if s.Expect != "violated" && s.Expect != "holds" {
			l.errorf(n, "expect must be holds, violated, or {violated: [PROPERTY...], runtime_errors: BOOL}")
		}
	}
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, l.errs
	}
	if s.Name == "" {
		s.Name = strings.TrimSuffix(baseName(file), ".yaml")
	}
	return s, nil
}

var romanRE = regexp.MustCompile(`^(I|II|III|IV|V|VI|VII|VIII|IX|X|XI)$`)

func baseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

func (l *sloader) host(it *yaml.Node, portRef func(*yaml.Node) PortRef) *HostSpec {
	hm := l.mapping(it, "a host", "name", "kind", "at", "ip", "to", "packets", "sequential", "move", "inform", "connections", "dup_syn")
	h := &HostSpec{Pos: l.pos(it), At: PortRef{Switch: -1}, Packets: 1, Conns: 1}
	if v := hm["name"]; v != nil {
		h.Name = l.name(v, "host name")
	} else {
		l.errorf(it, "a host needs a name")
		return nil
	}
	kind := "sender"
	if v := hm["kind"]; v != nil {
		kind = l.str(v, "kind")
		found := false
		for i, k := range hostKindNames {
			if k == kind {
				h.Kind, found = HostKind(i), true
			}
		}
		if !found {
			l.errorf(v, "host kind must be one of %s, not %q%s", strings.Join(hostKindNames, ", "), kind, ta.Suggest(kind, hostKindNames))
		}
	}
	if v := hm["at"]; v != nil {
		h.At = portRef(v)
	} else {
		l.errorf(it, "host %s needs `at: SWITCH:PORT`", h.Name)
	}
	if v := hm["ip"]; v != nil {
		h.IP = l.str(v, "ip")
		// Apps read the address (energyte routes by its last number's
		// parity), so 10.0.0.300 or 10.0.0.x must not pass as a name.
		if a, err := netip.ParseAddr(h.IP); err != nil || !a.Is4() {
			l.errorf(v, "ip must be an IPv4 address such as 10.0.0.1, not %q", h.IP)
		}
	}
	only := func(key string, kinds ...HostKind) {
		v := hm[key]
		if v == nil {
			return
		}
		for _, k := range kinds {
			if h.Kind == k {
				return
			}
		}
		l.errorf(v, "`%s` is not for %s hosts", key, h.Kind)
	}
	only("to", Sender)
	only("packets", Sender)
	only("sequential", Sender)
	only("move", Replier)
	only("inform", Replier)
	only("connections", Client)
	only("dup_syn", Client)
	if v := hm["to"]; v != nil {
		for _, t := range l.list(v) {
			h.To = append(h.To, l.str(t, "a destination host"))
			h.ToPos = append(h.ToPos, l.pos(t))
		}
	} else if h.Kind == Sender {
		l.errorf(it, "sender %s needs `to: HOST`", h.Name)
	}
	if v := hm["packets"]; v != nil {
		h.Packets = l.integer(v, "packets", 1, 6)
	}
	if v := hm["sequential"]; v != nil {
		h.Sequential = l.boolean(v, "sequential")
	}
	if v := hm["move"]; v != nil {
		r := portRef(v)
		h.Move = &r
		h.Inform = true
	}
	if v := hm["inform"]; v != nil {
		h.Inform = l.boolean(v, "inform")
	}
	if v := hm["connections"]; v != nil {
		h.Conns = l.integer(v, "connections", 1, 4)
	}
	if v := hm["dup_syn"]; v != nil {
		h.DupSYN = l.boolean(v, "dup_syn")
	}
	return h
}

// Fixed reports whether the scenario applies the fix of bug roman.
func (s *Scenario) Fixed(roman string) bool { return s.AllFixed || s.Fixes[roman] }
