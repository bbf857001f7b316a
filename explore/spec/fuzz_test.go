package spec

import (
	"github.com/delorean-mc/delorean/ta/syntax"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

func fuzzSeeds(f *testing.F, patterns ...string) {
	for _, pattern := range patterns {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if b, err := syntax.ReadFile(file); err == nil { // not /dev/zero (testdata/bad has links to it)
				f.Add(b)
			}
		}
	}
}

// FuzzProperties: no invariants file makes the loader panic, and every
// error it reports has a position.
func FuzzProperties(f *testing.F) {
	fuzzSeeds(f, "../../programs/*/*.inv.yaml", "../../programs/*/*/*.yaml", "../../testdata/bad/*.inv.yaml")
	p, err := frontends.Load("../../programs/paper/figure1.ta")
	if err != nil {
		f.Fatal(err)
	}
	// A program with numbers (ta.Number), whose comparisons are rewritten.
	q, err := frontends.Load("../../programs/hass/bath-fan.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte("- name: n\n  condition: sensor.bath_humidity > 70.5 || -60 <= sensor.bath_humidity\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		Thresholds(data)
		for _, prog := range []*ta.Program{p, q} {
			if _, err := ParseProperties("f.yaml", data, prog); err != nil {
				if l, ok := err.(ta.ErrorList); !ok || !l[0].Pos.IsValid() {
					t.Fatalf("error without a position: %v", err)
				}
			}
		}
	})
}

// FuzzInit: likewise for start-state files.
func FuzzInit(f *testing.F) {
	fuzzSeeds(f, "../../testdata/bad/*.init.yaml")
	f.Add([]byte("devices:\n  FrontPorchLight: On\nclocks:\n  timeLastMotion: 3s\ntimers:\n  timerFrontPorchLight: 2m\n"))
	p, err := frontends.Load("../../programs/paper/figure1.ta")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := ParseInit("f.yaml", data, p); err != nil {
			if l, ok := err.(ta.ErrorList); !ok || !l[0].Pos.IsValid() {
				t.Fatalf("error without a position: %v", err)
			}
		}
	})
}
