package explore

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// TestForeverRefusesHomeAssistantDate: a Home Assistant template that
// reads the month is refused under --forever at the template's place,
// line 9 column 23 of the file below (the value of value_template,
// counted by hand), not "-" (issue 40: the lowered window had no
// position).
func TestForeverRefusesHomeAssistantDate(t *testing.T) {
	src := `- id: xmas
  alias: Christmas lights
  trigger:
    - platform: state
      entity_id: binary_sensor.motion
      to: "on"
  condition:
    - condition: template
      value_template: "{{ now().month == 12 }}"
  action:
    - service: light.turn_on
      target:
        entity_id: light.tree
`
	path := filepath.Join(t.TempDir(), "automations.yaml")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = ForeverCalendar(p, nil, ta.Calendar{})
	if want := path + ":9:23: this condition reads the date (Dec)"; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v, want %q...", err, want)
	}
}
