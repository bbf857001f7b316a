package hass_test

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

func TestTmpLeak(t *testing.T) {
	if os.Getenv("TMPLEAK") == "" {
		t.Skip()
	}
	file := "../../../shared/corpus/hass/09-hitpotato-home-assistant-config.yaml"
	func() {
		src, _ := os.ReadFile(file)
		p, err := frontends.LoadSource(file, src)
		if err != nil {
			t.Fatal(err)
		}
		cal := ta.Calendar{Horizon: 24 * hour, Sunrise: 6*hour + 1800, Sunset: 18*hour + 1800, Weekday: 0, DayKnown: true}
		m, err := explore.NewModel(p, explore.Config{Cal: cal})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		rep, _, err := explore.ExploreReport(m, explore.Options{Ctx: ctx, MaxMemory: 1 << 30})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Println("states", rep.States, rep.Complete, rep.Stop)
	}()
	for i := 0; i < 4; i++ {
		runtime.GC()
		fmt.Println("after", i, "s:", explore.HeapBytes()>>20, "MiB, goroutines", runtime.NumGoroutine())
		time.Sleep(time.Second)
	}
	f, _ := os.Create("/tmp/leak.pprof")
	pprof.WriteHeapProfile(f)
	f.Close()
}
