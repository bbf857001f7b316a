package explore

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// A trace file of a program that reads the day of the week carries the
// start's weekday, so that it replays: before, it kept only the time of
// day and the replay refused the file ("the program depends on the day
// of the week"). The weekday is checked when read.
func TestTraceFileKeepsWeekday(t *testing.T) {
	src := "device Alarm: {Off, On} = Off\nrule Wake at 07:00 on Mon, Tue { Alarm = On }\n"
	p, err := frontends.LoadSource("wd.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	props, err := ParseProperties("wd.inv.yaml", []byte("- name: the alarm stays off\n  condition: 'Alarm == Off'\n"), p)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		weekday  int // of the start
		violated bool
	}{{0, true}, {1, true}, {2, false}, {6, false}} {
		cal := ta.Calendar{Start: 6 * 3600, Horizon: 2 * 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800, Weekday: c.weekday, DayKnown: true}
		m, err := NewModel(p, Config{Cal: cal, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		res, err := Explore(m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := res.BuildReport()
		if err != nil {
			t.Fatal(err)
		}
		if rep.Weekday != ta.WeekdayNames[c.weekday] {
			t.Errorf("report weekday %q, want %q", rep.Weekday, ta.WeekdayNames[c.weekday])
		}
		if got := len(res.Violations) > 0; got != c.violated {
			t.Fatalf("start on %s: violated %v, want %v", ta.WeekdayNames[c.weekday], got, c.violated)
		}
		if !c.violated {
			continue
		}
		tr, err := res.TraceTo(res.Violations[0].State, nil)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "t.trace.yaml")
		if err := tr.File(m, "the alarm stays off").Write(path); err != nil {
			t.Fatal(err)
		}
		replay := func() error {
			tf, err := ReadTraceFile(path)
			if err != nil {
				return err
			}
			rm, err := tf.Model(path, p, props)
			if err != nil {
				return err
			}
			steps, end, err := tf.ReplaySteps(rm)
			if err != nil {
				return err
			}
			_, err = Replay(rm, steps, end, nil)
			return err
		}
		if err := replay(); err != nil {
			t.Fatalf("start on %s: the trace file does not replay: %v", ta.WeekdayNames[c.weekday], err)
		}
		// On a day the rule does not run, the same steps cannot happen.
		b, _ := os.ReadFile(path)
		other := strings.Replace(string(b), "weekday: "+ta.WeekdayNames[c.weekday], "weekday: Sun", 1)
		if err := os.WriteFile(path, []byte(other), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := replay(); err == nil {
			t.Fatal("the trace replays on a Sunday, when the rule does not run")
		}
		bad := strings.Replace(other, "weekday: Sun", "weekday: Sunday", 1)
		if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := replay(); err == nil || !strings.Contains(err.Error(), path+":") || !strings.Contains(err.Error(), "expected one of Mon") {
			t.Fatalf("a misspelt weekday: %v", err)
		}
	}
}
