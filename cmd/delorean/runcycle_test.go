package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// check accepts a program whose rules run each other in a cycle (exit 0)
// and warns about it with its file:line:col, in text and in JSON.
func TestCheckWarnsRunCycle(t *testing.T) {
	f := filepath.Join(t.TempDir(), "cycle.ta")
	src := "event E\nvar n: 0..1\nrule A on E {\n    n = 1\n    run B\n}\nrule B on call { run A }\n"
	if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := runCLI(t, "check", f)
	if code != exitOK || !strings.Contains(out, f+":5:5: warning: rules run each other in a cycle") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	js, code := runJSON(t, "check", f, "--json")
	var cr checkReport
	if err := json.Unmarshal([]byte(js), &cr); err != nil || code != exitOK {
		t.Fatalf("exit %d, %v:\n%s", code, err, js)
	}
	if !cr.OK || len(cr.Warnings) != 1 || cr.Warnings[0].Line != 5 || cr.Warnings[0].Column != 5 {
		t.Errorf("ok %v, warnings %+v", cr.OK, cr.Warnings)
	}
	if errs := loadSchema(t, "check").validate(decodeAll(t, js)[0]); len(errs) > 0 {
		t.Errorf("does not match docs/schema/check.json: %v", errs)
	}
	// Without a cycle: no warning.
	out, code = runCLI(t, "check", fig1)
	if code != exitOK || strings.Contains(out, "warning") {
		t.Errorf("figure1: exit %d:\n%s", code, out)
	}
}
