package hass_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass"
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// The lowering is the same program every time: corpus 12's has resets
// that set two "triggered last" orders, whose assignments came out in the
// order of a map (two of eight runs printed them swapped). Each corpus
// file is lowered five times and printed; every print is the first's.
func TestLoweringDeterministic(t *testing.T) {
	for _, file := range corpusFiles(t) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var first string
		for i := 0; i < 5; i++ {
			f, err := config.Parse(file, src)
			if err != nil {
				t.Fatal(err)
			}
			p, err := hass.Lower(f, file)
			if err != nil {
				t.Fatalf("%s: %v", filepath.Base(file), err)
			}
			text := syntax.Print(p)
			if i == 0 {
				first = text
			} else if text != first {
				t.Errorf("%s: lowering %d printed another program than the first", filepath.Base(file), i+1)
				break
			}
		}
	}
}
