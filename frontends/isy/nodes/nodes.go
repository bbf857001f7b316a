// Package nodes owns the ISY controller's device list: the XML of
// /rest/nodes saved to a file (ParseNodes), its nodes with the kinds their
// Insteon types give (Kind: what a device reports, sends and may be set
// to), and its scenes with their members and controllers. Package isy
// checks programs against it.
package nodes

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// Catalogue is the controller's device list: the XML the ISY's REST
// interface returns for /rest/nodes, saved to a file (docs/frontends.md).
// It names every node (device, or a keypad's button, or a sensor's
// sub-node) with its Insteon type, and every scene (<group>) with its
// members.
type Catalogue struct {
	File   string
	Nodes  map[string]*Node // by name
	Scenes map[string]*Scene
	names  []string // nodes and scenes, for suggestions
}

// Node is one <node> of the list.
type Node struct {
	Name, Address string
	Type          string // "1.32.65.0": category.subcategory.version.0
	Parent        string // pnode: the main node of a multi-node device
	Kind          Kind
	Pos           ta.Pos
}

// Scene is one <group>: its members by name, and which of them are its
// controllers (link type 16), whose button sets the scene.
type Scene struct {
	Name, Address string
	Members       []string
	Controllers   []string
	Pos           ta.Pos
}

// Kind is what a device is, as far as programs can tell: its states and
// the commands it sends and takes.
type Kind uint8

// The device kinds. A node whose type the list does not make clear is
// KindUnknown and is read from its use, as without a list.
const (
	KindUnknown    Kind = iota
	KindRelay           // on/off switch, outlet, appliance module, keypad button (2.x and sub-nodes)
	KindDimmer          // 1.x: a level 0..100
	KindMotion          // 16.1, 16.22: motion sensor
	KindDoor            // 16.2, 16.9, 16.17: open/close and door sensors (On is open)
	KindLeak            // 16.8: leak sensor (On is wet)
	KindSensor          // another 16.x sensor, or an I/O module's input
	KindThermostat      // 5.x
	KindRemote          // 0.x: remotes and controllers (buttons only)
)

var kindNames = [...]string{"device of unknown type", "on/off switch", "dimmer", "motion sensor", "door sensor", "leak sensor", "sensor", "thermostat", "remote"}

func (k Kind) String() string { return kindNames[k] }

// InsteonCommands are the commands a switch's paddle or button sends and
// a Control condition can name (UDI ISY-994i User Guide, Control
// conditions).
var InsteonCommands = []string{"On", "Off", "Fast On", "Fast Off", "Fade Up", "Fade Down", "Fade Stop", "Bright", "Dim"}

// States are the statuses a kind has, nil for any (numbers and node
// values); dimmers also take levels.
func (k Kind) States() []string {
	switch k {
	case KindUnknown, KindThermostat:
		return nil
	}
	return []string{"Off", "On"}
}

// Sends are the commands a device of the kind sends (what a Control
// condition can see), nil for any.
func (k Kind) Sends() []string {
	switch k {
	case KindUnknown, KindThermostat:
		return nil
	case KindMotion, KindDoor, KindLeak, KindSensor:
		return []string{"On", "Off"}
	}
	return InsteonCommands
}

// Manual: a person operates it at the device (the paper's Fig. 3:
// someone switching the porch light by hand).
func (k Kind) Manual() bool { return k == KindRelay || k == KindDimmer || k == KindRemote }

// Sensor: it reports its state at any time.
func (k Kind) Sensor() bool {
	return k == KindMotion || k == KindDoor || k == KindLeak || k == KindSensor || k == KindThermostat
}

// kindOf reads an Insteon type "cat.sub.ver.0" and whether the node is a
// sub-node of a multi-node device (a keypad's button, a sensor's dusk or
// battery node, an I/O module's relay).
func kindOf(typ string, sub bool) Kind {
	parts := strings.Split(typ, ".")
	if len(parts) < 2 {
		return KindUnknown
	}
	cat, err1 := strconv.Atoi(parts[0])
	subcat, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil {
		return KindUnknown
	}
	switch cat {
	case 0:
		return KindRemote
	case 1:
		if sub {
			// KeypadLinc dimmer buttons other than the load are on/off.
			return KindRelay
		}
		return KindDimmer
	case 2:
		return KindRelay
	case 5:
		return KindThermostat
	case 7:
		// I/O Linc (garage door kits): the main node is the sensor input,
		// the sub-node the relay.
		if sub {
			return KindRelay
		}
		return KindSensor
	case 16:
		if sub {
			// Dusk, low battery, heartbeat nodes: on/off reports.
			return KindSensor
		}
		switch subcat {
		case 1, 22:
			return KindMotion
		case 2, 9, 17:
			return KindDoor
		case 8:
			return KindLeak
		}
		return KindSensor
	}
	return KindUnknown
}

// ParseNodes reads a /rest/nodes XML document. Its errors carry
// file:line:col.
func ParseNodes(file string, src []byte) (*Catalogue, error) {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	c := &Catalogue{File: file, Nodes: map[string]*Node{}, Scenes: map[string]*Scene{}}
	dec := xml.NewDecoder(bytes.NewReader(src))
	var errs ta.ErrorList
	pos := func() ta.Pos {
		line, col := dec.InputPos()
		return ta.Pos{File: file, Line: line, Col: col}
	}
	// fail reports a malformed document where the XML reader found it.
	fail := func(at ta.Pos, what string, err error) (*Catalogue, error) {
		var se *xml.SyntaxError
		if errors.As(err, &se) {
			at = ta.Pos{File: file, Line: se.Line, Col: 1}
			err = errors.New(se.Msg)
		}
		errs.Add(at, "not a node list: %s%v", what, err)
		return nil, errs
	}
	type rawNode struct {
		Flag    string `xml:"flag,attr"`
		Address string `xml:"address"`
		Name    string `xml:"name"`
		Type    string `xml:"type"`
		Pnode   string `xml:"pnode"`
		Parent  string `xml:"parent"`
	}
	type rawLink struct {
		Type string `xml:"type,attr"`
		Addr string `xml:",chardata"`
	}
	type rawGroup struct {
		Flag    string    `xml:"flag,attr"`
		Address string    `xml:"address"`
		Name    string    `xml:"name"`
		Links   []rawLink `xml:"members>link"`
	}
	var groups []struct {
		g   rawGroup
		pos ta.Pos
	}
	byAddr := map[string]*Node{}
	sawRoot := false
	depth := 0
	for {
		at := pos()
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fail(at, "", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if depth == 1 {
				if t.Name.Local != "nodes" {
					errs.Add(at, "expected the <nodes> list the ISY returns for /rest/nodes, not <%s>", t.Name.Local)
					return nil, errs
				}
				sawRoot = true
				continue
			}
			if depth != 2 {
				continue
			}
			switch t.Name.Local {
			case "node":
				var n rawNode
				if err := dec.DecodeElement(&n, &t); err != nil {
					return fail(at, "<node>: ", err)
				}
				depth--
				name := strings.TrimSpace(n.Name)
				addr := strings.TrimSpace(n.Address)
				switch {
				case name == "":
					errs.Add(at, "a <node> without a <name>")
					continue
				case addr == "":
					errs.Add(at, "node %q has no <address>", name)
					continue
				}
				if prev := c.Nodes[name]; prev != nil {
					errs.Add(at, "a second node named %q (the first is at %s); programs name devices by name", name, prev.Pos)
					continue
				}
				// An address is one node of the controller (scenes and
				// pnodes name nodes by it): two would make links ambiguous.
				if prev := byAddr[addr]; prev != nil {
					errs.Add(at, "node %q has the address %q of node %q (at %s); each node has its own address", name, addr, prev.Name, prev.Pos)
					continue
				}
				node := &Node{Name: name, Address: addr, Type: strings.TrimSpace(n.Type), Parent: strings.TrimSpace(n.Pnode), Pos: at}
				if node.Type != "" && !validType(node.Type) {
					errs.Add(at, "node %q: type %q is not an Insteon type such as 1.32.65.0", name, node.Type)
					continue
				}
				// A multi-node device's other nodes name its main node
				// as pnode; without pnode, flag bit 0x80 marks a main node.
				sub := node.Parent != "" && node.Parent != addr
				if flag, err := strconv.Atoi(strings.TrimSpace(n.Flag)); err == nil && node.Parent == "" {
					sub = flag&0x80 == 0
				}
				node.Kind = kindOf(node.Type, sub)
				c.Nodes[name] = node
				byAddr[addr] = node
				c.names = append(c.names, name)
			case "group":
				var g rawGroup
				if err := dec.DecodeElement(&g, &t); err != nil {
					return fail(at, "<group>: ", err)
				}
				depth--
				groups = append(groups, struct {
					g   rawGroup
					pos ta.Pos
				}{g, at})
			default:
				// <root>, <folder> and anything newer firmware adds.
				if err := dec.Skip(); err != nil {
					return fail(at, "<"+t.Name.Local+">: ", err)
				}
				depth--
			}
		case xml.EndElement:
			depth--
		}
	}
	if !sawRoot {
		errs.Add(ta.Pos{File: file, Line: 1, Col: 1}, "no <nodes> element: expected the XML the ISY returns for /rest/nodes")
		return nil, errs
	}
	for _, gp := range groups {
		g := gp.g
		if flag, err := strconv.Atoi(strings.TrimSpace(g.Flag)); err == nil && flag&0x08 != 0 {
			// Flag 12 (group and root): the group of every device, which
			// stands for the controller itself, not a scene.
			continue
		}
		name := strings.TrimSpace(g.Name)
		if name == "" {
			errs.Add(gp.pos, "a <group> (scene) without a <name>")
			continue
		}
		if c.Scenes[name] != nil {
			errs.Add(gp.pos, "a second scene named %q", name)
			continue
		}
		s := &Scene{Name: name, Address: strings.TrimSpace(g.Address), Pos: gp.pos}
		for _, l := range g.Links {
			n := byAddr[strings.TrimSpace(l.Addr)]
			if n == nil {
				errs.Add(gp.pos, "scene %q: member %q is not a node of the list", name, strings.TrimSpace(l.Addr))
				continue
			}
			s.Members = append(s.Members, n.Name)
			// Link type 16 (0x10) marks a controller of the scene.
			if t, err := strconv.Atoi(strings.TrimSpace(l.Type)); err == nil && t&16 != 0 {
				s.Controllers = append(s.Controllers, n.Name)
			}
		}
		c.Scenes[name] = s
		c.names = append(c.names, name)
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return c, nil
}

func validType(t string) bool {
	parts := strings.Split(t, ".")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if _, err := strconv.Atoi(p); err != nil {
			return false
		}
	}
	return true
}

// Names are the nodes' and scenes' names, for suggestions.
func (c *Catalogue) Names() []string { return c.names }

// ScenesControlledBy lists the scenes dev is a controller of.
func (c *Catalogue) ScenesControlledBy(dev string) []*Scene {
	if c == nil {
		return nil
	}
	var out []*Scene
	for _, name := range c.names {
		s := c.Scenes[name]
		if s == nil {
			continue
		}
		for _, ctl := range s.Controllers {
			if ctl == dev {
				out = append(out, s)
			}
		}
	}
	return out
}

// Describe says what name is in the list (a node and its kind, or a
// scene), for messages.
func (c *Catalogue) Describe(name string) string {
	if n := c.Nodes[name]; n != nil {
		return fmt.Sprintf("%q is a %s (type %s at %s)", name, n.Kind, n.Type, n.Pos)
	}
	return fmt.Sprintf("%q", name)
}
