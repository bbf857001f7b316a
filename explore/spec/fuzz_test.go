package spec

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

func fuzzSeeds(f *testing.F, patterns ...string) {
	for _, pattern := range patterns {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if b, err := os.ReadFile(file); err == nil {
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
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := ParseProperties("f.yaml", data, p); err != nil {
			if l, ok := err.(ta.ErrorList); !ok || !l[0].Pos.IsValid() {
				t.Fatalf("error without a position: %v", err)
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
