package isy

import (
	"os"
	"testing"

	"github.com/delorean-mc/delorean/frontends/isy/nodes"
	"github.com/delorean-mc/delorean/frontends/isy/syntax"
)

// A device list never panics the reader, and what it accepts lowers a
// program that names its devices and scenes.
func FuzzParseNodes(f *testing.F) {
	if src, err := os.ReadFile(fixtures + "home.nodes.xml"); err == nil {
		f.Add(src)
	}
	f.Add([]byte("<nodes><node flag=\"128\"><address>1 2 3 1</address><name>A</name><type>16.1.0.0</type></node><group flag=\"132\"><name>S</name><members><link type=\"16\">1 2 3 1</link></members></group></nodes>"))
	f.Add([]byte("<nodes><node><name>A</name><address>1</address><type>1.2</type><pnode>2</pnode></node></nodes>"))
	src := []byte("P - [ID 0001][Parent 0001]\n\nIf\n        Control 'A' is switched On\n     Or Status 'A' is Off\n \nThen\n        Set Scene 'S' On\n        Set 'A' 50%\n")
	prog, err := syntax.Parse("p.isy", src)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := nodes.ParseNodes("n.xml", data)
		if err != nil {
			return
		}
		LowerWith(prog, "p.isy", Options{Devices: c})
		LowerWith(prog, "p.isy", Options{Devices: c, Strict: true})
	})
}
