package ta

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"
)

// allConstructs uses every declaration, trigger, statement and expression
// form of the .ta format.
const allConstructs = `program "every construct"

var count: -3..10 = -2
var flag: bool = true
device Light: {Off, On, "Half Way"} = Off
device "Front Door": {Closed, Open}
label dark: count < 0 || flag
label late: dark && count > 3
clock x
clock y = 0s
clock z = 1h30m
timer t
timer u uses y
event Motion
event "Door Opened" when "Front Door" == Closed && x >= 2s
event Tick when late
factor Lux: 0..1000
factor Temp: -20..40
progress x <= 10s || !flag
urgent count == 10

rule Main on Motion {
    if x < 1s && Lux < 20 || Temp >= 30 {
        Light = On
    } else if Light == "Half Way" {
        Light = Off
    } else {
        count = count + 1 * 2 - -3
        count = (count + 1) * 2 % 7 / 2
        count = count & 3 | 4 ^ (count & 1)
    }
    reset x
    start t 5m
    start u 0s..2m30s
    if x - y > -2s && y - x <= 1h {
        emit "Send Notification"
    }
    if time > 06:00 && time <= sunset - 30m || time in 22:00..sunrise + 1h {
        flag = !flag
    }
    if flag -> count != 3 {
        cancel t
    }
    count = (if late then [1, 2, count + 1][count % 3] else -1)
    flag = [true, false][(if Light == On then 1 else 0)]
    assert count >= 0 || !late
}

rule "Door rule" disabled on "Door Opened" {
    "Front Door" = Open
    run Helper
    disable Main
    enable Main
}

rule Helper on call {
    if now >= 30m {
        flag = false
    }
}

rule Changed on change Light {
    count = -(3)
}

rule Weekly at 08:00 on Mon, Sat {
    count = random 0..3
    if time in 22:00..02:00 on Fri {
        count = random -3..-1 + 3
    }
}

rule Evening at sunset + 15m {
    Light = On
}

rule Tick every 15m {
    flag = true
}

rule Expired on t {
    Light = Off
}
`

func parseChecked(t *testing.T, file, src string) *Program {
	t.Helper()
	p, err := Parse(file, []byte(src))
	if err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	if err := Check(p); err != nil {
		t.Fatalf("check %s: %v", file, err)
	}
	return p
}

func TestRoundTrip(t *testing.T) {
	srcs := map[string]string{"all.ta": allConstructs}
	files, _ := filepath.Glob("../programs/*/*.ta")
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

var posType = reflect.TypeOf(Pos{})

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
