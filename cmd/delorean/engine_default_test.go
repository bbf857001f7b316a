package main

import (
	"encoding/json"
	"slices"
	"testing"
)

// Zones are the default engine, but a run that asks for what only the
// region engine has, without naming an engine, gets regions; naming zones
// with it is bad input, never a flag quietly ignored.
func TestRegionsOnlyFlagsPickRegions(t *testing.T) {
	args := []string{"explore", fig1, "--start", "09:00", "--duration", "2m", "--json", "--quiet"}
	engineOf := func(extra ...string) string {
		out, _ := runCLI(t, append(slices.Clone(args), extra...)...)
		var rep struct {
			Engine string `json:"engine"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%v: %v\n%s", extra, err, out)
		}
		if rep.Engine == "" {
			return "regions"
		}
		return rep.Engine
	}
	if e := engineOf(); e != "zones" {
		t.Errorf("default engine %s, want zones", e)
	}
	for _, flag := range [][]string{{"--no-predict"}, {"--dpor"}} {
		if e := engineOf(flag...); e != "regions" {
			t.Errorf("%v without --engine: %s, want regions", flag, e)
		}
		if _, code := runCLI(t, append(append(slices.Clone(args), flag...), "--engine", "zones")...); code != exitBadInput {
			t.Errorf("%v with --engine zones: exit %d, want 2", flag, code)
		}
	}
}
