package explore

import (
	"strings"
	"testing"
)

// A search that turned prediction off (its check against the plain way
// failed: Stats.PredictOff says why) has a report that says so. That the
// fault turns prediction off and the search goes on the plain way is
// search's TestPredictionFaultFallsBack; this is the part of it that moved
// with the reports when the search got its own package.
func TestReportSaysPredictionOff(t *testing.T) {
	p, cfg := figure1(t, 9*hour)
	res := run(t, p, cfg)
	var b strings.Builder
	report(t, res).WriteText(&b)
	if strings.Contains(b.String(), "prediction: turned off") {
		t.Fatalf("a search that kept prediction on says it was turned off:\n%s", b.String())
	}
	res.Stats.PredictOff = "an injected fault"
	b.Reset()
	report(t, res).WriteText(&b)
	if !strings.Contains(b.String(), "prediction: turned off during the search") || !strings.Contains(b.String(), "(an injected fault)") {
		t.Fatalf("the report does not say that prediction was turned off:\n%s", b.String())
	}
}
