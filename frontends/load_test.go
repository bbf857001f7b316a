package frontends

import (
	"os"
	"path/filepath"
	"testing"
)

// A file saved with a UTF-8 byte-order mark (Windows editors write one)
// loads as the same program, in every front end.
func TestByteOrderMark(t *testing.T) {
	for _, f := range []string{"../programs/paper/figure1.ta", "../programs/isy/garage.isy", "../programs/elk/doorajar.elk", "../programs/ta/fischer-2.tck"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := LoadSource(f, src)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		marked, err := LoadSource(f, append([]byte("\ufeff"), src...))
		if err != nil {
			t.Fatalf("%s with a byte-order mark: %v", filepath.Base(f), err)
		}
		if len(marked.Rules) != len(plain.Rules) || len(marked.Vars) != len(plain.Vars) || marked.Rules[0].Pos != plain.Rules[0].Pos {
			t.Errorf("%s: a byte-order mark changes the program", f)
		}
	}
}
