package explore

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// The reflection the copy tests use: they look at every field, exported or
// not (a program's checked tables included), so that a field added to the
// IR later is compared too, without anyone listing it here.

var posType = reflect.TypeOf(ta.Pos{})

// diffIR describes the first difference between two values of the IR, or
// is "": every field alike, positions aside (the text form's copy has the
// positions of the printed text), and a nil list unlike an empty one. It
// adds to kinds (when not nil) the types of the pointers it meets.
func diffIR(a, b reflect.Value, path string, kinds map[string]bool) string {
	return (&differ{kinds: kinds, done: map[[2]memKey]bool{}}).diff(a, b, &memPath{field: path, index: -1})
}

// differ compares each pair of pointers once: a checked program's table
// of statements leads to every statement again, nested ones included.
type differ struct {
	kinds map[string]bool
	done  map[[2]memKey]bool
}

func (df *differ) diff(a, b reflect.Value, path *memPath) string {
	kinds := df.kinds
	if a.Type() != b.Type() {
		return fmt.Sprintf("%s: %s, want %s", path, a.Type(), b.Type())
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Sprintf("%s: nil %v, want nil %v", path, a.IsNil(), b.IsNil())
			}
			return ""
		}
		if kinds != nil {
			kinds[a.Type().String()] = true
		}
		key := [2]memKey{{a.Pointer(), a.Type()}, {b.Pointer(), b.Type()}}
		if df.done[key] {
			return ""
		}
		df.done[key] = true
		return df.diff(a.Elem(), b.Elem(), path)
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Sprintf("%s: nil %v, want nil %v", path, a.IsNil(), b.IsNil())
			}
			return ""
		}
		return df.diff(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		if a.Type() == posType {
			return ""
		}
		for i := 0; i < a.NumField(); i++ {
			if d := df.diff(a.Field(i), b.Field(i), &memPath{path, "." + a.Type().Field(i).Name, -1}); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return fmt.Sprintf("%s: %d elements (nil %v), want %d (nil %v)", path, a.Len(), a.IsNil(), b.Len(), b.IsNil())
		}
		fallthrough
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if d := df.diff(a.Index(i), b.Index(i), &memPath{path, "", i}); d != "" {
				return d
			}
		}
		return ""
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return fmt.Sprintf("%s: %d entries, want %d", path, a.Len(), b.Len())
		}
		for _, k := range a.MapKeys() {
			bv := b.MapIndex(k)
			if !bv.IsValid() {
				return fmt.Sprintf("%s: key %v only in the copy", path, k)
			}
			if d := df.diff(a.MapIndex(k), bv, &memPath{path, fmt.Sprintf("[%v]", k), -1}); d != "" {
				return d
			}
		}
		return ""
	case reflect.String:
		if a.String() != b.String() {
			return fmt.Sprintf("%s: %q, want %q", path, a.String(), b.String())
		}
		return ""
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			return fmt.Sprintf("%s: %v, want %v", path, a.Bool(), b.Bool())
		}
		return ""
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			return fmt.Sprintf("%s: %d, want %d", path, a.Int(), b.Int())
		}
		return ""
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			return fmt.Sprintf("%s: %d, want %d", path, a.Uint(), b.Uint())
		}
		return ""
	}
	return fmt.Sprintf("%s: a %s in the IR", path, a.Kind())
}

// positions lists the positions in a program's exported fields (what a
// front end or the parser sets, not Check's tables), in the order of the
// fields.
func positions(v reflect.Value, out []ta.Pos) []ta.Pos {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			out = positions(v.Elem(), out)
		}
	case reflect.Struct:
		if v.Type() == posType {
			return append(out, v.Interface().(ta.Pos))
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				out = positions(v.Field(i), out)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			out = positions(v.Index(i), out)
		}
	}
	return out
}

// memory calls visit with the address of every value a walk from v
// reaches that lives in memory one could write through: the fields of
// what pointers lead to, the elements of slices up to their capacity, and
// maps. Strings are left out: they are immutable, so sharing their bytes
// shares nothing one could change.
func memory(v reflect.Value, path *memPath, seen map[memKey]bool, visit func(addr uintptr, path *memPath)) {
	if v.CanAddr() && v.Type().Size() > 0 {
		visit(v.UnsafeAddr(), path)
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		// Once per address and type: a pointer to a struct and one to its
		// first field have the same address.
		key := memKey{v.Pointer(), v.Type()}
		if seen[key] {
			return
		}
		seen[key] = true
		memory(v.Elem(), path, seen, visit)
	case reflect.Interface:
		if !v.IsNil() {
			memory(v.Elem(), path, seen, visit)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			memory(v.Field(i), &memPath{path, "." + v.Type().Field(i).Name, -1}, seen, visit)
		}
	case reflect.Slice:
		if v.IsNil() {
			return
		}
		if size := v.Type().Elem().Size(); size > 0 {
			// Past the length too: an append could write there.
			for i := v.Len(); i < v.Cap(); i++ {
				visit(v.Pointer()+uintptr(i)*size, &memPath{path, " (capacity)", i})
			}
		}
		fallthrough
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			memory(v.Index(i), &memPath{path, "", i}, seen, visit)
		}
	case reflect.Map:
		if v.IsNil() {
			return
		}
		visit(v.Pointer(), path)
		for _, k := range v.MapKeys() {
			memory(k, &memPath{path, " key", -1}, seen, visit)
			memory(v.MapIndex(k), &memPath{path, fmt.Sprintf("[%v]", k), -1}, seen, visit)
		}
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		visit(v.Pointer(), path)
	}
}

type memKey struct {
	addr uintptr
	typ  reflect.Type
}

// memPath is the way to a value from the program, built as the walk goes
// and spelt out only for a value found shared.
type memPath struct {
	up    *memPath
	field string // ".Name", or after an index
	index int    // -1: none
}

func (p *memPath) String() string {
	if p.up == nil {
		return p.field
	}
	if p.index >= 0 {
		return fmt.Sprintf("%s[%d]%s", p.up, p.index, p.field)
	}
	return p.up.String() + p.field
}

// shared describes a piece of memory both programs reach, or is "".
func shared(p, cp *ta.Program) string {
	of := map[uintptr]*memPath{}
	memory(reflect.ValueOf(p), &memPath{field: "original", index: -1}, map[memKey]bool{}, func(addr uintptr, path *memPath) {
		if _, ok := of[addr]; !ok {
			of[addr] = path
		}
	})
	var found string
	memory(reflect.ValueOf(cp), &memPath{field: "copy", index: -1}, map[memKey]bool{}, func(addr uintptr, path *memPath) {
		if o, ok := of[addr]; ok && found == "" {
			found = fmt.Sprintf("%s is %s", path, o)
		}
	})
	return found
}

// The walk finds what it is meant to find: an expression, a statement,
// a display form or the backing array of a list shared with the original.
func TestSharedFindsSharing(t *testing.T) {
	p := loadSrc(t, everyConstruct)
	p.Vars[0].Display = &ta.Display{Name: "lamp", Values: []string{"off", "on"}}
	for name, share := range map[string]func(cp *ta.Program){
		"nothing":    func(cp *ta.Program) {},
		"expression": func(cp *ta.Program) { cp.Labels[0].Cond.(*ta.Binary).Y = p.Labels[0].Cond.(*ta.Binary).Y },
		"statement":  func(cp *ta.Program) { cp.Rules[0].Body[1] = p.Rules[0].Body[1] },
		"display":    func(cp *ta.Program) { cp.Vars[0].Display = p.Vars[0].Display },
		"values":     func(cp *ta.Program) { cp.Vars[0].Display.Values = p.Vars[0].Display.Values[1:] },
		"rules":      func(cp *ta.Program) { cp.Rules = p.Rules[:0] },
		"time":       func(cp *ta.Program) { cp.Rules[4].Trigger.At = p.Rules[4].Trigger.At },
		"checked":    func(cp *ta.Program) { _ = ta.Check(cp); cp.Events[1].Guard = p.Events[1].Guard },
	} {
		cp, _, err := syntax.Clone(p)
		if err != nil {
			t.Fatal(err)
		}
		share(cp)
		if got := shared(p, cp); (got == "") != (name == "nothing") {
			t.Errorf("sharing %s: %q", name, got)
		}
	}
}
