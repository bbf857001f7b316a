package main

import (
	"context"
	"testing"
	"time"

	"github.com/spf13/cobra"
)

// --timeout counts from the command's start, not from the search's: a
// command that started 10 s ago (reading and lowering a large program)
// with --timeout 5s is out of time when its search begins; one that
// started now is not.
func TestRunContextCountsFromStart(t *testing.T) {
	for _, c := range []struct {
		ago  time.Duration
		done bool
	}{{10 * time.Second, true}, {0, false}} {
		cmd := &cobra.Command{}
		cmd.SetContext(context.WithValue(context.Background(), startKey{}, time.Now().Add(-c.ago)))
		ctx, stop := runContext(cmd, 5*time.Second)
		if done := ctx.Err() != nil; done != c.done {
			t.Errorf("started %v ago, --timeout 5s: done %v, want %v", c.ago, done, c.done)
		}
		stop()
	}
	// markStart is what the root command runs before every command.
	cmd := &cobra.Command{}
	markStart(cmd)
	if _, ok := cmd.Context().Value(startKey{}).(time.Time); !ok {
		t.Errorf("markStart recorded no start")
	}
}
