package tck

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// bigModel is a model of about size bytes: processes of ten locations
// with edges that guard and reset, comments holding braces and lines
// that look like declarations, and attributes over several lines.
func bigModel(size int) string {
	var sb strings.Builder
	sb.WriteString("system:big\nevent:a\nevent:b\nint:1:0:9:0:n\n")
	for p := 0; sb.Len() < size; p++ {
		fmt.Fprintf(&sb, "process:P%d\nclock:1:x%d\n# a comment } closing nothing\n#edge:P%d:l0:l1:a\n", p, p, p)
		for l := 0; l < 10; l++ {
			attr := ""
			if l == 0 {
				attr = "{initial:}"
			}
			fmt.Fprintf(&sb, "location:P%d:l%d%s\n", p, l, attr)
		}
		for l := 0; l < 10; l++ {
			fmt.Fprintf(&sb, "edge:P%d:l%d:l%d:a{provided: x%d >= %d && n < 9 :\n  do: x%d = 0; n = n + 1}\n", p, l, (l+1)%10, p, l, p)
			fmt.Fprintf(&sb, "edge:P%d:l%d:l%d:b\n", p, l, (l+3)%10)
		}
	}
	return sb.String()
}

// A file parsed a piece at a time gives the system, and the errors, of
// the file parsed whole.
func TestPiecesParseAsWhole(t *testing.T) {
	defer func(n int) { pieceBytes = n }(pieceBytes)
	pieceBytes = 16 << 10 // pieces of a small file
	src := bigModel(3*pieceBytes + 1000)
	bad := strings.Replace(src, "edge:P3:l3:l4:a{provided: x3 >= 3", "edge:P3:l3:l4:a{provided: x3 >= ", 1)
	bad = strings.Replace(bad, "location:P30:l2", "location:P30:l2{invariant: (x30 <}", 1)
	undeclared := strings.Replace(src, "edge:P35:l1:l4:b", "edge:P35:l1:l4:c", 1)
	for name, s := range map[string]string{"valid": src, "syntax errors": bad, "undeclared event": undeclared} {
		n := len(pieces([]byte(s)))
		pieced, perr := Parse("big.tck", []byte(s))
		small := pieceBytes
		pieceBytes = 1 << 40
		whole, werr := Parse("big.tck", []byte(s))
		pieceBytes = small
		if n < 3 {
			t.Errorf("%s: %d pieces, want at least 3", name, n)
		}
		if fmt.Sprint(perr) != fmt.Sprint(werr) || !reflect.DeepEqual(pieced, whole) {
			t.Errorf("%s: in %d pieces: %v\nwhole: %v", name, n, perr, werr)
		}
		if (name == "valid") != (perr == nil) {
			t.Errorf("%s: error %v", name, perr)
		}
	}
}
