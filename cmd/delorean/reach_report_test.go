package main

import (
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// reach --report (issue 41 item 5: the same outputs on every exploring
// command) writes the HTML page of the answer: a reachable state's page
// shows every step of the trace the JSON answer gives, and an unreachable
// one's says so, with no timeline.
func TestReachReport(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "r.html")
	out, _, code := runStreams("reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2", "--json", "--report", page)
	if code != exitViolation {
		t.Fatalf("exit %d", code)
	}
	var doc struct {
		Invariants []struct {
			Violation struct {
				Trace []struct{ Stimulus string }
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	text := html.UnescapeString(string(b))
	steps := doc.Invariants[0].Violation.Trace
	if len(steps) < 2 || !strings.Contains(text, "<svg") {
		t.Fatalf("%d steps; timeline drawn: %v", len(steps), strings.Contains(text, "<svg"))
	}
	for _, s := range steps {
		if !strings.Contains(text, s.Stimulus) {
			t.Errorf("the page lacks the step %q", s.Stimulus)
		}
	}
	none := filepath.Join(dir, "none.html")
	if _, _, code := runStreams("reach", "../../programs/ta/fischer-3.tck", "--labels", "cs1,cs2", "--report", none); code != exitOK {
		t.Fatalf("fischer-3: exit %d", code)
	}
	if b, err = os.ReadFile(none); err != nil || strings.Contains(string(b), "<svg") {
		t.Fatalf("the page of an unreachable state: %v, timeline drawn: %v", err, strings.Contains(string(b), "<svg"))
	}
}
