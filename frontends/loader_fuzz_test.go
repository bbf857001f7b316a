package frontends

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// FuzzHomeAssistantDirectory: a Home Assistant configuration directory
// written from the fuzzer's bytes (configuration.yaml, automations.yaml,
// a package and a blueprint, each of which may !include the others) never
// makes the loader panic or read outside the directory; every error names
// a file of the directory with a line; and what it accepts passes the IR
// checker.
func FuzzHomeAssistantDirectory(f *testing.F) {
	read := func(path string) []byte {
		b, err := syntax.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		return b
	}
	home := "../programs/hass/home/"
	f.Add(read(home+"configuration.yaml"), read(home+"packages/hall.yaml"), read(home+"packages/night.yaml"),
		read(home+"blueprints/automation/homeassistant/motion_light.yaml"))
	f.Add([]byte("automation: !include automations.yaml\n"),
		read("../programs/hass/motion-restart.yaml"), []byte("{}"), []byte(""))
	f.Add([]byte("homeassistant:\n  packages: !include_dir_named packages\nautomation: !include_dir_merge_list packages\n"),
		[]byte("- alias: a\n  trigger: {platform: state, entity_id: light.a}\n  action: !include ../../etc/passwd\n"),
		[]byte("automation:\n  - alias: b\n    use_blueprint: {path: homeassistant/motion_light.yaml, input: {}}\n"), []byte("blueprint: {name: x, domain: automation}\n"))
	f.Add([]byte("automation: !include configuration.yaml\n"), []byte(""), []byte(""), []byte(""))
	f.Fuzz(func(t *testing.T, config, automations, pkg, blueprint []byte) {
		dir := t.TempDir()
		files := map[string][]byte{
			"configuration.yaml":                         config,
			"automations.yaml":                           automations,
			"packages/pkg.yaml":                          pkg,
			"blueprints/automation/homeassistant/b.yaml": blueprint,
		}
		for name, data := range files {
			path := filepath.Join(dir, name)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		p, err := Load(dir)
		if err != nil {
			list, ok := err.(ta.ErrorList)
			if !ok {
				t.Fatalf("error without a position: %v", err)
			}
			for _, e := range list {
				if e.Pos.Line < 1 || !strings.HasPrefix(e.Pos.File, dir) {
					t.Fatalf("an error outside the directory's files or without a line: %v", e)
				}
			}
			return
		}
		if err := ta.Check(p); err != nil && !strings.Contains(err.Error(), "expression nested more than") {
			t.Fatalf("the loaded program does not check: %v", err)
		}
	})
}
