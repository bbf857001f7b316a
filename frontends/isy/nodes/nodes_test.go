package nodes_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/isy/nodes"
)

// Issue 23 item 1: device lists and their kinds and scenes.

const fixtures = "../../../testdata/devices/"

func catalogue(t *testing.T) *nodes.Catalogue {
	t.Helper()
	src, err := os.ReadFile(fixtures + "home.nodes.xml")
	if err != nil {
		t.Fatal(err)
	}
	c, err := nodes.ParseNodes("home.nodes.xml", src)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The kinds come from the Insteon categories as the UDI documentation and
// the Insteon device tables give them, read by hand off the fixture.
func TestDevicesParseFixture(t *testing.T) {
	c := catalogue(t)
	want := map[string]nodes.Kind{
		"Garage Motion":           nodes.KindMotion, // 16.1, main node
		"Garage Motion - Dusk":    nodes.KindSensor, // its dusk sub-node
		"Garage Motion - Low Bat": nodes.KindSensor,
		"Garage Light":            nodes.KindRelay,  // 2.42 SwitchLinc relay
		"Garage Door":             nodes.KindDoor,   // 16.2 TriggerLinc
		"Garage Opener - Sensor":  nodes.KindSensor, // 7.0 I/O Linc input
		"Garage Opener - Relay":   nodes.KindRelay,  // its relay sub-node
		"Kitchen Light":           nodes.KindDimmer, // 1.32
		"Kitchen Island":          nodes.KindDimmer,
		"Kitchen Keypad":          nodes.KindDimmer, // the keypad's load
		"Kitchen Keypad - A":      nodes.KindRelay,  // a button
		"Kitchen Keypad - B":      nodes.KindRelay,
		"Laundry Leak - Dry":      nodes.KindLeak, // 16.8
		"Laundry Leak - Wet":      nodes.KindSensor,
		"Hall Thermostat":         nodes.KindThermostat, // 5.11
	}
	if len(c.Nodes) != len(want) {
		t.Errorf("%d nodes, want %d", len(c.Nodes), len(want))
	}
	for name, k := range want {
		n := c.Nodes[name]
		if n == nil {
			t.Errorf("no node %q", name)
			continue
		}
		if n.Kind != k {
			t.Errorf("%s: %s, want %s", name, n.Kind, k)
		}
	}
	// Two scenes; the group with flag 12 is the controller itself.
	if len(c.Scenes) != 2 || c.Scenes["ISY"] != nil {
		t.Fatalf("scenes %v", c.Scenes)
	}
	ks := c.Scenes["Kitchen Scene"]
	if !slices.Equal(ks.Members, []string{"Kitchen Keypad - A", "Kitchen Light", "Kitchen Island"}) || !slices.Equal(ks.Controllers, []string{"Kitchen Keypad - A"}) {
		t.Errorf("Kitchen Scene: members %v, controllers %v", ks.Members, ks.Controllers)
	}
	if wh := c.Scenes["Whole House"]; len(wh.Members) != 3 || len(wh.Controllers) != 0 {
		t.Errorf("Whole House: members %v, controllers %v", wh.Members, wh.Controllers)
	}
}

func TestDevicesParseErrors(t *testing.T) {
	node := func(name, addr, typ string) string {
		return "<node flag=\"128\"><address>" + addr + "</address><name>" + name + "</name><type>" + typ + "</type></node>\n"
	}
	cases := []struct {
		name, src, want string
	}{
		{"not xml", "<nodes>\n<node>\n</nodes>\n", "n.xml:3:1: not a node list: <node>: element <node> closed by </nodes>"},
		{"wrong root", "<programs/>\n", "n.xml:1:1: expected the <nodes> list"},
		{"empty", "", "n.xml:1:1: no <nodes> element"},
		{"no name", "<nodes>\n<node><address>1 2 3 1</address></node>\n</nodes>\n", "n.xml:2:1: a <node> without a <name>"},
		{"bad type", "<nodes>\n" + node("A", "1 2 3 1", "dimmer") + "</nodes>\n", `n.xml:2:1: node "A": type "dimmer" is not an Insteon type`},
		{"twice", "<nodes>\n" + node("A", "1 2 3 1", "1.32.65.0") + node("A", "1 2 4 1", "1.32.65.0") + "</nodes>\n", `n.xml:3:1: a second node named "A" (the first is at n.xml:2:1)`},
		{"member", "<nodes>\n" + node("A", "1 2 3 1", "1.32.65.0") + "<group flag=\"132\"><address>1</address><name>S</name>\n<members><link type=\"32\">9 9 9 1</link></members></group>\n</nodes>\n",
			`n.xml:3:1: scene "S": member "9 9 9 1" is not a node of the list`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := nodes.ParseNodes("n.xml", []byte(tc.src))
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("got %v\nwant %s...", err, tc.want)
			}
		})
	}
}
