package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestForeverLoopWrapsDaily: explore/zone/testdata/nights.ta (the siren
// once the garage was open at 23:00 three nights running) with a lamp
// that a Saturday rule turns on, which makes the program wrap at a week
// under --forever. The nights' loop reads no weekday and wraps every
// day: it explores the zones nights.ta alone does (a program that reads
// no weekday), and the split run says what the whole one says: violated,
// first possible on day 3, Friday, from Wednesday noon (the third 23:00
// after it, by hand).
func TestForeverLoopWrapsDaily(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../../explore/zone/testdata/nights.ta")
	if err != nil {
		t.Fatal(err)
	}
	week := filepath.Join(dir, "nightsweek.ta")
	if err := os.WriteFile(week, append(src, "\ndevice Lamp: {Off, On} = Off\nrule Sat at 10:00 on Sat { Lamp = On }\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	inv := filepath.Join(dir, "nights.inv.yaml")
	if err := os.WriteFile(inv, []byte("- name: the siren stays off\n  condition: Siren == Off\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"--forever", "--start", "2026-12-02T12:00", "--invariants", inv}
	const first = "first possible on day 3 (Fri 2026-12-04)"
	loopZones := regexp.MustCompile(`(?m)^  Siren, nights, Garage: .*; (\d+) states`)
	zones := regexp.MustCompile(`(?m)^zones: (\d+) `)
	alone, code := runCLI(t, append([]string{"explore", "../../explore/zone/testdata/nights.ta"}, args...)...)
	if code != exitViolation || !strings.Contains(alone, first) || zones.FindStringSubmatch(alone) == nil {
		t.Fatalf("nights.ta alone: exit %d\n%s", code, alone)
	}
	split, code := runCLI(t, append([]string{"explore", week}, args...)...)
	if code != exitViolation || !strings.Contains(split, first) || !strings.Contains(split, "time of the week") {
		t.Fatalf("with the Saturday lamp, split: exit %d\n%s", code, split)
	}
	if m := loopZones.FindStringSubmatch(split); m == nil || m[1] != zones.FindStringSubmatch(alone)[1] {
		t.Errorf("the nights' loop explores %v zones, nights.ta alone %s: it should wrap every day\n%s", m, zones.FindStringSubmatch(alone)[1], split)
	}
	whole, code := runCLI(t, append([]string{"explore", week, "--no-split"}, args...)...)
	if code != exitViolation || !strings.Contains(whole, first) {
		t.Fatalf("with the Saturday lamp, whole: exit %d\n%s", code, whole)
	}
}
