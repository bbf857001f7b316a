package explore

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// A start without a date may fall on any date: DateClasses groups the
// dates by what the program sees of them. The counts are by hand: of the
// 400 years' 146097 days, 4800 (12 a year) are a 1st of a month and 4800
// the last day of one. An hour from 23:00 reaches the next day, so a
// window on the 1st tells apart the starts on a 1st (the window holds at
// the start), on a last day (it holds after midnight) and the others (it
// holds before the start only, on the 2nd, which binds as never). A
// window on the year 2026 from 12:00 for an hour tells apart 2026's 365
// days from the others: the 400 years before 2026 and the 400 from 2027.
func TestDateClasses(t *testing.T) {
	d := func(y, m, dd int) ta.CivilDate { return ta.CivilDate{Year: y, Month: m, Day: dd} }
	for _, c := range []struct {
		name  string
		cond  string
		start int64
		want  []DateClass
	}{
		{"the 1st", "time in 00:00..00:00 on day.1", 23 * 3600,
			[]DateClass{{d(2026, 1, 1), 4799}, {d(2026, 1, 2), 146097 - 9600 - 1}, {d(2026, 1, 31), 4799}}},
		{"the 1st, within the day", "time in 00:00..00:00 on day.1", 12 * 3600,
			[]DateClass{{d(2026, 1, 1), 4799}, {d(2026, 1, 2), 146097 - 4800 - 1}}},
		{"2026", "time in 00:00..00:00 on year.2026", 12 * 3600,
			[]DateClass{{d(2026, 1, 1), 364}, {d(2027, 1, 1), 2*146097 - 1}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := frontends.LoadSource("d.ta", []byte("var b: bool\nevent E\nrule R on E { if "+c.cond+" { b = true } }\n"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := DateClasses(p, Config{Cal: ta.Calendar{Start: c.start, Horizon: 3600, Sunrise: 6 * 3600, Sunset: 18 * 3600}})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(c.want) {
				t.Fatalf("classes %v, want %v", got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("class %d: %v, want %v", i, got[i], c.want[i])
				}
			}
		})
	}
}

// A trace file of a program that reads the date carries the start's date,
// and replays only on it: the light turns on at 07:00 on a 1st, which a
// run from 2026-01-31 23:00 reaches after midnight.
func TestTraceFileKeepsDate(t *testing.T) {
	src := "device Light: {Off, On} = Off\nrule Wake at 07:00 { if time in 00:00..00:00 on day.1 { Light = On } }\n"
	p, err := frontends.LoadSource("d.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	props, err := ParseProperties("d.inv.yaml", []byte("- name: the light stays off\n  condition: 'Light == Off'\n"), p)
	if err != nil {
		t.Fatal(err)
	}
	date := ta.CivilDate{Year: 2026, Month: 1, Day: 31}
	cal := ta.Calendar{Start: 23 * 3600, Horizon: 9 * 3600, Sunrise: 6 * 3600, Sunset: 18 * 3600,
		Date: date, DateKnown: true, Weekday: date.Weekday(), DayKnown: true}
	m, err := NewModel(p, Config{Cal: cal, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Violations) == 0 {
		t.Fatal("the light stays off from 2026-01-31 23:00, though 07:00 on the 1st comes")
	}
	rep, err := res.BuildReport()
	if err != nil {
		t.Fatal(err)
	}
	if rep.Date != "2026-01-31" || rep.Weekday != "Sat" || rep.DateClass != 0 {
		t.Errorf("report date %q (%s, class %d), want 2026-01-31 (Sat, no class)", rep.Date, rep.Weekday, rep.DateClass)
	}
	tr, err := res.TraceTo(res.Violations[0].State, nil)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "t.trace.yaml")
	if err := tr.File(m, "the light stays off").Write(path); err != nil {
		t.Fatal(err)
	}
	// replay replays the file and says what the light is after it.
	replay := func() (string, error) {
		tf, err := ReadTraceFile(path)
		if err != nil {
			return "", err
		}
		rm, err := tf.Model(path, p, props)
		if err != nil {
			return "", err
		}
		steps, end, err := tf.ReplaySteps(rm)
		if err != nil {
			return "", err
		}
		r, err := Replay(rm, steps, end, nil)
		if err != nil {
			return "", err
		}
		// Off is the device's first state, On its second.
		return []string{"Off", "On"}[r.State.Vals[rm.Prog.LookupVar("Light")]], nil
	}
	if light, err := replay(); err != nil || light != "On" {
		t.Fatalf("the trace file replays to Light = %s (%v), want On", light, err)
	}
	b, _ := os.ReadFile(path)
	if !strings.Contains(string(b), "date: \"2026-01-31\"") {
		t.Fatalf("the trace file has no date:\n%s", b)
	}
	// A day earlier 07:00 is on the 31st: the rule runs and leaves the
	// light off.
	other := strings.Replace(strings.Replace(string(b), "2026-01-31", "2026-01-30", 1), "weekday: Sat", "weekday: Fri", 1)
	if err := os.WriteFile(path, []byte(other), 0o644); err != nil {
		t.Fatal(err)
	}
	if light, err := replay(); err != nil || light != "Off" {
		t.Fatalf("from 2026-01-30 the trace replays to Light = %s (%v), want Off", light, err)
	}
	bad := strings.Replace(other, "weekday: Fri", "weekday: Mon", 1)
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := replay(); err == nil || !strings.Contains(err.Error(), "is a Fri") {
		t.Fatalf("a date and a weekday that disagree: %v", err)
	}
}
