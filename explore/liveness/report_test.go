package liveness

import "testing"

// A round's length reads as the trace's other durations: a week of
// seconds is 7d, 86400+5400 s is 1d1h30m; a fraction stays in seconds.
func TestRoundText(t *testing.T) {
	for _, c := range []struct{ seconds, want string }{
		{"604800", "7d"},
		{"86400", "1d"},
		{"91800", "1d1h30m"},
		{"61", "1m1s"},
		{"3/2", "3/2 s"},
	} {
		if got := RoundText(c.seconds); got != c.want {
			t.Errorf("RoundText(%s) = %q, want %q", c.seconds, got, c.want)
		}
	}
}
