package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// manyAutomations is a Home Assistant automations file of n automations
// over 50 motion sensors and 40 lights, each turning a light on when a
// sensor turns on while another is off.
func manyAutomations(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, `- id: a%d
  alias: Automation %d
  triggers:
    - trigger: state
      entity_id: binary_sensor.s%d
      to: "on"
  conditions:
    - condition: state
      entity_id: binary_sensor.s%d
      state: "off"
  actions:
    - action: light.turn_on
      target:
        entity_id: light.l%d
`, i, i, i%50, (i+1)%50, i%40)
	}
	return sb.String()
}

// BenchmarkCheckAutomations is delorean check on 1,000 to 10,000
// automations (issue 41: check is to be linear in their number; the time
// per automation, ns/op divided by n, should not grow with n).
func BenchmarkCheckAutomations(b *testing.B) {
	for _, n := range []int{1000, 2000, 4000, 10000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			f := filepath.Join(b.TempDir(), "automations.yaml")
			if err := os.WriteFile(f, []byte(manyAutomations(n)), 0o644); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, code, panicked := runMain("check", f, "--quiet"); code != exitOK || panicked != "" {
					b.Fatalf("exit %d %s", code, panicked)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/automation")
		})
	}
}

// motionISYPrograms is an ISY program export of n programs over 50 motion
// sensors and 40 lights, each turning a light on for a few minutes on a
// motion while another light is off.
func motionISYPrograms(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, `Program %d - [ID %04X][Parent 0001]

If
        Control 'Motion %d' is switched On
    And Status  'Light %d' is Off
 
Then
        Set 'Light %d' On
        Wait  %d minutes 
        Set 'Light %d' Off
 
Else
   - No Actions - (To add one, press 'Action')
 
-------------------------------------------
`, i, i+2, i%50, (i+1)%40, i%40, 1+i%5, i%40)
	}
	return sb.String()
}

// BenchmarkCheckISYPrograms is delorean check on 1,000 to 10,000 ISY
// programs (issue 41: linear in their number, as for automations).
func BenchmarkCheckISYPrograms(b *testing.B) {
	for _, n := range []int{1000, 2000, 4000, 10000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			f := filepath.Join(b.TempDir(), "programs.isy")
			if err := os.WriteFile(f, []byte(motionISYPrograms(n)), 0o644); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, code, panicked := runMain("check", f, "--quiet"); code != exitOK || panicked != "" {
					b.Fatalf("exit %d %s", code, panicked)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/program")
		})
	}
}
