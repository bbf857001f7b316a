package syntax

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// allConstructs uses every declaration, trigger, statement and expression
// form of the .ta format. It is a file of its own so that the
// interpreter's tests (ta/interp) run the same program.
var allConstructs = func() string {
	b, err := os.ReadFile("../testdata/all-constructs.ta")
	if err != nil {
		panic(err)
	}
	return string(b)
}()

func parseChecked(t *testing.T, file, src string) *ta.Program {
	t.Helper()
	p, err := Parse(file, []byte(src))
	if err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatalf("check %s: %v", file, err)
	}
	return p
}

func TestRoundTrip(t *testing.T) {
	srcs := map[string]string{"all.ta": allConstructs}
	files, _ := filepath.Glob("../../programs/*/*.ta")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[f] = string(b)
	}
	if len(srcs) < 3 {
		t.Fatalf("expected the bundled programs, found %d sources", len(srcs))
	}
	for name, src := range srcs {
		t.Run(name, func(t *testing.T) {
			p1 := parseChecked(t, name, src)
			out := Print(p1)
			p2 := parseChecked(t, name, out)
			if diff := structDiff(reflect.ValueOf(p1), reflect.ValueOf(p2), "Program"); diff != "" {
				t.Fatalf("Parse(Print(p)) != p: %s\nprinted:\n%s", diff, out)
			}
			if again := Print(p2); again != out {
				t.Fatalf("printing is not stable:\n%s\nthen\n%s", out, again)
			}
		})
	}
}

var posType = reflect.TypeOf(ta.Pos{})

// structDiff compares two IR values field by field, ignoring positions
// and the checker's private tables; it returns the first difference.
func structDiff(a, b reflect.Value, path string) string {
	if a.Kind() != b.Kind() {
		return path + ": kinds differ"
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return path + ": nil vs non-nil"
			}
			return ""
		}
		if a.Kind() == reflect.Interface && a.Elem().Type() != b.Elem().Type() {
			return path + ": " + a.Elem().Type().String() + " vs " + b.Elem().Type().String()
		}
		return structDiff(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		if a.Type() == posType {
			return ""
		}
		for i := 0; i < a.NumField(); i++ {
			f := a.Type().Field(i)
			if !f.IsExported() {
				continue
			}
			if d := structDiff(a.Field(i), b.Field(i), path+"."+f.Name); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice:
		if a.Len() != b.Len() {
			return path + ": lengths differ"
		}
		for i := 0; i < a.Len(); i++ {
			if d := structDiff(a.Index(i), b.Index(i), path+"["+strconv.Itoa(i)+"]"); d != "" {
				return d
			}
		}
		return ""
	}
	if !reflect.DeepEqual(a.Interface(), b.Interface()) {
		return path + ": values differ"
	}
	return ""
}
