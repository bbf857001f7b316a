package sdn_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/sdn"
	"github.com/delorean-mc/delorean/ta"
)

// TestPositionsSkipTheBuilder (issue 24): with the builder in a package of
// its own (sdn/builder), the positions of a compiled scenario's
// declarations, rules and statements are still those of the code that
// asked for them -- an app's line, else a line of the network model's
// files -- never a line of the builder or of sdn's aliases of its names:
// the reports print these positions. (Some statements built deep in
// Block.Cases's chain of ifs have no position at all: their caller is
// beyond the 48 frames the builder looks at. The base before the split
// had the same 184 in these scenarios; they are counted, not failed.)
func TestPositionsSkipTheBuilder(t *testing.T) {
	model := map[string]bool{"sdn/model.go": true, "sdn/declare.go": true, "sdn/dataplane.go": true, "sdn/control.go": true, "sdn/hosts.go": true,
		"sdn/app.go": true, "sdn/pool.go": true, "sdn/record.go": true, "sdn/tcp.go": true}
	for _, name := range []string{"nice-bug-I.yaml", "te-load.yaml", "lb-transition.yaml"} {
		for _, mode := range []sdn.Mode{sdn.Timed, sdn.Nice} {
			m, err := sdn.Compile(load(t, name), sdn.Options{Mode: mode, VCs: -1})
			if err != nil {
				t.Fatal(err)
			}
			apps, net, none := 0, 0, 0
			check := func(what string, p ta.Pos) {
				switch {
				case !p.IsValid():
					none++
				case strings.HasPrefix(p.File, "sdn/apps/"):
					apps++
				case model[p.File]:
					net++
				default:
					t.Errorf("%s (%s): %s at %s, not in an app or the network model", name, mode, what, p)
				}
			}
			for _, v := range m.Prog.Vars {
				check("variable "+v.Name, v.Pos)
			}
			for _, r := range m.Prog.Rules {
				check("rule "+r.Name, r.Pos)
			}
			for _, s := range m.Prog.Stmts() {
				check(ta.StmtString(s), s.Base().Pos)
			}
			if none > 0 {
				t.Logf("%s (%s): %d statements without a position", name, mode, none)
			}
			if apps == 0 || net == 0 {
				t.Errorf("%s (%s): %d positions in the app, %d in the network model; want both", name, mode, apps, net)
			}
		}
	}
}
