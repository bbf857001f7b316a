package tck

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestSLLStageSameParse checks the two-stage parse against full LL
// prediction alone (the parser's own definition of the language): the
// same system for every bundled model, and the same diagnostics for each
// model cut short at many places (inputs with syntax errors, which take
// the second stage) and with a character doubled.
func TestSLLStageSameParse(t *testing.T) {
	files, _ := filepath.Glob("../../programs/ta/*.tck")
	if len(files) < 5 {
		t.Fatalf("only %d models", len(files))
	}
	parse := func(src []byte, twoStage bool) (*System, string) {
		defer func(old bool) { sllFirst = old }(sllFirst)
		sllFirst = twoStage
		sys, err := Parse("m.tck", src)
		if err != nil {
			return nil, "error: " + err.Error()
		}
		return sys, ""
	}
	inputs, bad := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		variants := [][]byte{src}
		for k := 1; k < 12; k++ {
			cut := len(src) * k / 12
			variants = append(variants, src[:cut])
			doubled := append(append([]byte{}, src[:cut+1]...), src[cut:]...)
			variants = append(variants, doubled)
		}
		for _, v := range variants {
			llSys, ll := parse(v, false)
			twoSys, two := parse(v, true)
			if ll != two || !reflect.DeepEqual(llSys, twoSys) {
				t.Fatalf("%s (%d bytes): LL alone gives %q, %s\nthe two stages %q, %s", f, len(v), ll, fmt.Sprint(llSys), two, fmt.Sprint(twoSys))
			}
			inputs++
			if ll != "" {
				bad++
			}
		}
		if _, err := Parse(f, src); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	if bad < inputs/4 {
		t.Fatalf("only %d of %d inputs had errors", bad, inputs)
	}
	t.Logf("%d inputs, %d with errors", inputs, bad)
}
