package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// checkTable writes generated inputs of n automations (Home Assistant)
// and n programs (ISY) into dir and prints the CPU time and peak memory
// of `delorean check` on each (issue 41: check is linear in their
// number). The shapes are cmd/delorean's checkscale_test.go's: the
// automations share 50 motion sensors and 40 lights, so that those with
// one sensor and one light wait for each other (n/200 of them each).
func checkTable(bin, dir string, n int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	inputs := []struct{ name, file, text string }{
		{fmt.Sprintf("%d Home Assistant automations", n), "automations.yaml", hassAutomations(n)},
		{fmt.Sprintf("%d ISY programs", n), "programs.isy", isyPrograms(n)},
	}
	fmt.Println("| delorean check on | file | CPU (s) | peak memory |")
	fmt.Println("|---|---:|---:|---:|")
	for _, in := range inputs {
		f := filepath.Join(dir, in.file)
		if err := os.WriteFile(f, []byte(in.text), 0o644); err != nil {
			return err
		}
		cmd := exec.Command(bin, "check", f, "--quiet")
		var errb strings.Builder
		cmd.Stderr = &errb
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("check %s: %v: %s", f, err, errb.String())
		}
		cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		fmt.Printf("| %s | %.1f MB | %.2f | %.0f MiB |\n", in.name, float64(len(in.text))/1e6, cpu.Seconds(), float64(maxRSS(cmd.ProcessState))/(1<<20))
	}
	return nil
}

// hassAutomations is n automations, each turning a light on when a
// motion sensor turns on while the next sensor is off.
func hassAutomations(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "- id: a%d\n  alias: Automation %d\n  triggers:\n    - trigger: state\n      entity_id: binary_sensor.s%d\n      to: \"on\"\n"+
			"  conditions:\n    - condition: state\n      entity_id: binary_sensor.s%d\n      state: \"off\"\n"+
			"  actions:\n    - action: light.turn_on\n      target:\n        entity_id: light.l%d\n", i, i, i%50, (i+1)%50, i%40)
	}
	return b.String()
}

// isyPrograms is n programs, each turning a light on for a few minutes
// on a motion while another light is off.
func isyPrograms(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "Program %d - [ID %04X][Parent 0001]\n\nIf\n        Control 'Motion %d' is switched On\n    And Status  'Light %d' is Off\n \n"+
			"Then\n        Set 'Light %d' On\n        Wait  %d minutes \n        Set 'Light %d' Off\n \nElse\n   - No Actions - (To add one, press 'Action')\n \n"+
			"-------------------------------------------\n", i, i+2, i%50, (i+1)%40, i%40, 1+i%5, i%40)
	}
	return b.String()
}
