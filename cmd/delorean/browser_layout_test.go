//go:build browser

// The pictures' layout as headless Chromium draws it, measured in the page
// by testdata/layout_probe.js: labels that collide, a violation's line
// through a label, trigger dots on each other, bars without their value,
// and how much of a timeline's axis is empty.

package main

import (
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// pictureLayout is what the probe reports for one SVG picture.
type pictureLayout struct {
	ID             string   `json:"id"`
	Kind           string   `json:"kind"`
	Overlaps       []string `json:"overlaps"`
	Clipped        int      `json:"clipped"`
	LineCuts       []string `json:"lineCuts"`
	Marks          int      `json:"marks"`
	DotOverlaps    int      `json:"dotOverlaps"`
	DotUnderLabel  int      `json:"dotUnderLabel"`
	Unlabelled     int      `json:"unlabelled"`
	GuideCrossings int      `json:"guideCrossings"`
	EmptyShare     float64  `json:"emptyShare"`
	BreakShare     float64  `json:"breakShare"`
	Breaks         int      `json:"breaks"`
	Bars           int      `json:"bars"`
	BarLabels      int      `json:"barLabels"`
	LabelOnBar     int      `json:"labelOnBar"`
}

// measureLayout runs the probe in a copy of a report page (without the
// policy that blocks scripts) at the width of a laptop's window.
func measureLayout(t *testing.T, page string) []pictureLayout {
	t.Helper()
	probe, err := os.ReadFile("testdata/layout_probe.js")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	probed := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy"[^>]*>`).ReplaceAllString(string(src), "")
	probed = strings.Replace(probed, "</body>", "<script>\n"+string(probe)+"\n</script>\n</body>", 1)
	copyPage := filepath.Join(t.TempDir(), "layout.html")
	if err := os.WriteFile(copyPage, []byte(probed), 0o644); err != nil {
		t.Fatal(err)
	}
	dom, console := runBrowser(t, copyPage, "--window-size=1200,1600", "--dump-dom")
	if len(console) > 0 {
		t.Errorf("console messages with the layout probe:\n%s", strings.Join(console, "\n"))
	}
	m := regexp.MustCompile(`data-layout="([^"]*)"`).FindStringSubmatch(dom)
	if m == nil {
		t.Fatalf("the layout probe did not run:\n%.2000s", dom)
	}
	var out struct {
		Pictures []pictureLayout `json:"pictures"`
		Error    string          `json:"error"`
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &out); err != nil {
		t.Fatal(err)
	}
	if out.Error != "" {
		t.Fatalf("the layout probe failed: %s", out.Error)
	}
	for _, p := range out.Pictures {
		t.Logf("%s %s: %d overlaps, %d clipped, %d line cuts, %d dot overlaps, %d unlabelled marks, %d guide crossings, empty %.2f, %d breaks (widest %.2f), %d/%d bar labels, %d on bars",
			page, p.ID, len(p.Overlaps), p.Clipped, len(p.LineCuts), p.DotOverlaps, p.Unlabelled, p.GuideCrossings, p.EmptyShare, p.Breaks, p.BreakShare, p.BarLabels, p.Bars, p.LabelOnBar)
	}
	return out.Pictures
}

// checkTimeline: no label touches another or the violation's line, no
// dot another dot or a label, every trigger has its label, and no stretch
// without triggers or timers takes more than a fifth of the axis unmarked
// (compressed wants it compressed: marked, and narrower than a fifth).
func checkTimeline(t *testing.T, name string, p pictureLayout, compressed bool) {
	t.Helper()
	if p.Kind != "timeline" {
		return
	}
	if len(p.Overlaps) > 0 {
		t.Errorf("%s %s: labels collide: %q", name, p.ID, p.Overlaps)
	}
	if len(p.LineCuts) > 0 {
		t.Errorf("%s %s: the violation's line cuts %q", name, p.ID, p.LineCuts)
	}
	if p.DotOverlaps+p.DotUnderLabel+p.Unlabelled+p.Clipped+p.GuideCrossings > 0 {
		t.Errorf("%s %s: %d dots on dots, %d dots under labels, %d marks without a label, %d labels cut off, %d labels crossed by a guide",
			name, p.ID, p.DotOverlaps, p.DotUnderLabel, p.Unlabelled, p.Clipped, p.GuideCrossings)
	}
	if p.EmptyShare > 0.2 {
		t.Errorf("%s %s: %.0f%% of the axis shows nothing happening", name, p.ID, 100*p.EmptyShare)
	}
	if compressed && (p.Breaks == 0 || p.BreakShare > 0.2) {
		t.Errorf("%s %s: the empty stretch is not compressed: %d breaks, the widest %.0f%% of the axis", name, p.ID, p.Breaks, 100*p.BreakShare)
	}
}

// checkCharts: n bar charts, every bar with its value label, no label on
// another label or on a bar, none cut off.
func checkCharts(t *testing.T, name string, pics []pictureLayout, n int) {
	t.Helper()
	charts := 0
	for _, p := range pics {
		if p.Kind != "barchart" {
			continue
		}
		charts++
		if p.BarLabels != p.Bars {
			t.Errorf("%s %s: %d bars, %d value labels", name, p.ID, p.Bars, p.BarLabels)
		}
		if len(p.Overlaps) > 0 || p.LabelOnBar > 0 || p.Clipped > 0 {
			t.Errorf("%s %s: labels collide: %q; %d labels on bars, %d cut off", name, p.ID, p.Overlaps, p.LabelOnBar, p.Clipped)
		}
	}
	if charts != n {
		t.Errorf("%s: %d charts, want %d", name, charts, n)
	}
}

// Timelines with empty stretches: the hallway's violation (a motion at
// 21:50 keeps the light bright past 22:00) explored from 21:30 for an hour
// and from noon for twelve, where the twenty minutes or ten hours before
// the motion are compressed and marked and the violation's line cuts no
// label; and the late arrival explored for a day from midnight, with two
// stretches compressed (before 03:00, and from then to 21:55).
func TestBrowserEmptyStretches(t *testing.T) {
	dir := outDir(t)
	for _, c := range []struct{ name, prog, start, hours string }{
		{"hallway", "isy/hallway", "21:30", "1"},
		{"hallway-noon", "isy/hallway", "12:00", "12"},
		{"latearrival", "paper/latearrival", "00:00", "24"},
	} {
		page := filepath.Join(dir, c.name+".html")
		prog := "../../programs/" + c.prog + ".isy"
		if strings.HasPrefix(c.prog, "paper/") {
			prog = "../../programs/" + c.prog + ".ta"
		}
		out, code := runCLI(t, "explore", prog, "--invariants", "../../programs/"+c.prog+".inv.yaml",
			"--start", c.start, "--hours", c.hours, "--report", page)
		if code != exitViolation {
			t.Fatalf("%s: exit %d:\n%s", c.name, code, out)
		}
		abs, _ := filepath.Abs(page)
		screenshot(t, abs, filepath.Join(dir, c.name+".png"), 1200, 1400)
		pics := measureLayout(t, abs)
		timelines := 0
		for _, p := range pics {
			if p.Kind == "timeline" {
				timelines++
				checkTimeline(t, c.name, p, true)
			}
		}
		if timelines != 1 {
			t.Errorf("%s: %d timelines, want 1", c.name, timelines)
		}
	}
}

// The README's comparison (six programs, three modes: level labels on a
// widened chart) and one of twelve programs (level value labels would need
// a chart three times as wide, so they stand up; the program names slant).
func TestBrowserCompareLabels(t *testing.T) {
	dir := outDir(t)
	for _, c := range []struct {
		name, trials string
		programs     []string
	}{
		{"compare-six", "3", []string{"paper/figure2.ta", "isy/bathroom.isy", "isy/evening.isy", "isy/garage.isy", "isy/hallway.isy", "elk/exitdelay.elk"}},
		{"compare-twelve", "1", []string{"isy/bathroom.isy", "isy/evening.isy", "isy/garage.isy", "isy/hallway.isy", "isy/porch.isy",
			"elk/doorajar.elk", "elk/entrylights.elk", "elk/exitdelay.elk", "elk/figure2.elk", "elk/sprinkler.elk",
			"paper/figure2.ta", "paper/latearrival.ta"}},
	} {
		page := filepath.Join(dir, c.name+".html")
		args := []string{"compare"}
		for _, p := range c.programs {
			args = append(args, "../../programs/"+p)
		}
		out, code := runCLI(t, append(args, "--hours", "1", "--trials", c.trials, "--report", page)...)
		if code != exitOK {
			t.Fatalf("%s: exit %d:\n%s", c.name, code, out)
		}
		abs, _ := filepath.Abs(page)
		screenshot(t, abs, filepath.Join(dir, c.name+".png"), 1200, 1600)
		checkCharts(t, c.name, measureLayout(t, abs), 4)
	}
}

// Every bundled program's report in Chromium, with the siren that
// restarts on each door (explore/render/testdata): each program with the
// invariants beside it, explored for six hours from the first of 09:00,
// 21:30, 18:00 and 00:00 that shows a violation (else from 09:00); each
// page screenshotted (kept with DELOREAN_BROWSER_OUT) and its timelines
// measured as laid out: no two labels overlap (getBoundingClientRect),
// none is cut off, none crossed by the violation's line or a guide, no
// dot on another.
func TestBrowserBundledReports(t *testing.T) {
	dir := outDir(t)
	progs := append(bundledFiles(t).programs, "../../explore/render/testdata/siren.elk")
	pages, timelines := 0, 0
	for _, p := range progs {
		inv := invariantsBeside(p)
		if inv == "" {
			continue
		}
		name := strings.NewReplacer("../../programs/", "", "../../explore/render/testdata/", "", "/", "-").Replace(p)
		page := filepath.Join(dir, name+".html")
		for _, start := range []string{"09:00", "21:30", "18:00", "00:00", "09:00"} {
			out, code := runCLI(t, "explore", p, "--invariants", inv, "--start", start, "--hours", "6", "--max-states", "20000", "--quiet", "--report", page)
			if code != exitOK && code != exitViolation && code != exitLimit {
				t.Fatalf("%s from %s: exit %d:\n%s", p, start, code, out)
			}
			if code == exitViolation {
				break
			}
		}
		abs, _ := filepath.Abs(page)
		screenshot(t, abs, filepath.Join(dir, name+".png"), 1200, 1600)
		pages++
		for _, pic := range measureLayout(t, abs) {
			if pic.Kind == "timeline" {
				timelines++
				checkTimelineLabels(t, name, pic)
			}
		}
	}
	t.Logf("%d pages, %d timelines", pages, timelines)
	if pages < 25 || timelines < 15 {
		t.Errorf("%d pages with %d timelines: too few for every bundled program", pages, timelines)
	}
}

// checkTimelineLabels is checkTimeline without its demand on empty
// stretches (a bundled program's trace may leave one the axis does not
// compress: a timer running through it).
func checkTimelineLabels(t *testing.T, name string, p pictureLayout) {
	t.Helper()
	if len(p.Overlaps) > 0 {
		t.Errorf("%s %s: labels collide: %q", name, p.ID, p.Overlaps)
	}
	if len(p.LineCuts) > 0 {
		t.Errorf("%s %s: the violation's line cuts %q", name, p.ID, p.LineCuts)
	}
	if p.DotOverlaps+p.DotUnderLabel+p.Unlabelled+p.Clipped+p.GuideCrossings > 0 {
		t.Errorf("%s %s: %d dots on dots, %d dots under labels, %d marks without a label, %d labels cut off, %d labels crossed by a guide",
			name, p.ID, p.DotOverlaps, p.DotUnderLabel, p.Unlabelled, p.Clipped, p.GuideCrossings)
	}
}
