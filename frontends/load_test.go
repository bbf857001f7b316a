package frontends

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A file saved with a UTF-8 byte-order mark (Windows editors write one)
// loads as the same program, in every front end.
func TestByteOrderMark(t *testing.T) {
	for _, f := range []string{"../programs/paper/figure1.ta", "../programs/isy/garage.isy", "../programs/elk/doorajar.elk", "../programs/ta/fischer-2.tck"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := LoadSource(f, src)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		marked, err := LoadSource(f, append([]byte("\ufeff"), src...))
		if err != nil {
			t.Fatalf("%s with a byte-order mark: %v", filepath.Base(f), err)
		}
		if len(marked.Rules) != len(plain.Rules) || len(marked.Vars) != len(plain.Vars) || marked.Rules[0].Pos != plain.Rules[0].Pos {
			t.Errorf("%s: a byte-order mark changes the program", f)
		}
	}
}

// A directory is read as a Home Assistant configuration: one without
// configuration.yaml or automations.yaml is an error naming the directory
// and the two files expected, not the last file tried.
func TestLoadDirWithoutConfiguration(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "scripts.yaml"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(dir)
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{dir + ": ", "configuration.yaml", "automations.yaml"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "no such file") {
		t.Errorf("error %q names the last file tried", err)
	}
	// With automations.yaml, the directory loads.
	src := "- alias: A\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.door\n  action:\n    - service: light.turn_on\n      target: {entity_id: light.hall}\n"
	if err := os.WriteFile(filepath.Join(dir, "automations.yaml"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err != nil {
		t.Errorf("with automations.yaml: %v", err)
	}
}
