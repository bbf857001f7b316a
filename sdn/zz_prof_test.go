package sdn_test

import (
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/sdn"
	_ "github.com/delorean-mc/delorean/sdn/apps"
)

func TestProfPhases(t *testing.T) {
	t0 := time.Now()
	s, _ := sdn.LoadScenario("../programs/sdn/nice-bug-IV.yaml")
	m, err := sdn.Compile(s, sdn.Options{VCs: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("compile %v, %d stmts, %d vars", time.Since(t0), len(m.Prog.Stmts()), len(m.Prog.Vars))
	t0 = time.Now()
	em, _ := explore.NewModel(m.Prog, explore.Config{Props: m.Props})
	t.Logf("newmodel %v", time.Since(t0))
	t0 = time.Now()
	res, _ := explore.Explore(em, explore.Options{NoPredict: true, NoSplit: true})
	t.Logf("explore %v", time.Since(t0))
	t0 = time.Now()
	res.BuildReport()
	t.Logf("report %v", time.Since(t0))
}

func TestProfRules(t *testing.T) {
	for _, f := range []string{"nice-bug-IV", "nice-bug-I", "nice-bug-IX"} {
		s, _ := sdn.LoadScenario("../programs/sdn/" + f + ".yaml")
		m, _ := sdn.Compile(s, sdn.Options{VCs: -1})
		for _, r := range m.Prog.Rules {
			if n := r.EndStmt - r.FirstStmt; n > 500 {
				t.Logf("%s %s: %d", f, r.Name, n)
			}
		}
		t.Logf("%s total %d", f, len(m.Prog.Stmts()))
	}
}
