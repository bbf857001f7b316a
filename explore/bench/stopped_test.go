package bench

import (
	"context"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// A row whose measuring is stopped (a signal or --timeout: the context
// done) has its comparisons not measured: the table says so instead of
// printing the times of runs that were cut short or never started and the
// gains computed from them (a timed-out bench printed "≥ -168220.5%").
func TestStoppedRowNotCompared(t *testing.T) {
	p := load(t, "../../programs/paper/figure2.ta")
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 60}})
	if err != nil {
		t.Fatal(err)
	}
	whole, err := Bench(m, explore.Options{}, BenchConfig{Trials: 1})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	stopped, err := Bench(m, explore.Options{Ctx: ctx}, BenchConfig{Trials: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !whole.Measured() || stopped.Measured() {
		t.Fatalf("measured: %v for the whole run, %v for the stopped one", whole.Measured(), stopped.Measured())
	}
	var b strings.Builder
	WriteBenchTable(&b, []*BenchRow{whole, stopped}, 60, 0, 0, false)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 2 || strings.Contains(lines[0], "not measured") || strings.Count(lines[1], "not measured") != 2 || strings.Contains(lines[1], "%") {
		t.Fatalf("table:\n%s", b.String())
	}
}
