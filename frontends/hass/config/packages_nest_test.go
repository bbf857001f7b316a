package config

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Packages do not nest: Home Assistant merges each package's sections into
// the configuration but skips the package's own homeassistant: section
// (homeassistant/config.py, merge_packages_config: `if comp_name ==
// HOMEASSISTANT_DOMAIN: continue`), so the packages a package declares are
// never loaded. A package directory that holds configuration.yaml itself
// (`packages: !include_dir_named .`, which FuzzHomeAssistantDirectory
// found) made the loader include the configuration in itself without end.
func TestPackagesDoNotNest(t *testing.T) {
	auto := func(alias string) string {
		return "automation:\n  - alias: " + alias + "\n    trigger: {platform: state, entity_id: light.a, to: \"on\"}\n    action: [{service: light.turn_off, entity_id: light.a}]\n"
	}
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  []string // the aliases loaded
	}{
		{"a package's packages are not loaded", map[string]string{
			"configuration.yaml": "homeassistant:\n  packages:\n    outer:\n      " + strings.ReplaceAll(auto("Outer"), "\n", "\n      ") +
				"homeassistant:\n        packages:\n          inner:\n            " + strings.ReplaceAll(auto("Inner"), "\n", "\n            ") + "\n",
		}, []string{"Outer"}},
		{"the configuration's directory as its package directory", map[string]string{
			"configuration.yaml": "homeassistant:\n  packages: !include_dir_named .\n" + auto("Main"),
			"extra.yaml":         auto("Extra"),
		}, []string{"Main", "Main", "Extra"}}, // configuration.yaml is also the package "configuration", as HA reads it
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, src := range tc.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			path := filepath.Join(dir, "configuration.yaml")
			f, err := ParseIncludes(path, []byte(tc.files["configuration.yaml"]))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, a := range f.Automations {
				got = append(got, a.Alias)
			}
			slices.Sort(got)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("automations %q, want %q", got, want)
			}
		})
	}
}
