package render

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// xmlNode is a parsed SVG element.
type xmlNode struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []xmlNode  `xml:",any"`
	Text     string     `xml:",chardata"`
}

func (n *xmlNode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *xmlNode) float(t *testing.T, name string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(n.attr(name), 64)
	if err != nil {
		t.Fatalf("<%s %s=%q>: %v", n.XMLName.Local, name, n.attr(name), err)
	}
	return f
}

func (n *xmlNode) hasClass(c string) bool {
	for _, f := range strings.Fields(n.attr("class")) {
		if f == c {
			return true
		}
	}
	return false
}

// walk visits n and its descendants.
func (n *xmlNode) walk(f func(*xmlNode)) {
	f(n)
	for i := range n.Children {
		n.Children[i].walk(f)
	}
}

func (n *xmlNode) find(pred func(*xmlNode) bool) []*xmlNode {
	var out []*xmlNode
	n.walk(func(c *xmlNode) {
		if pred(c) {
			out = append(out, c)
		}
	})
	return out
}

// figure1Report explores the paper's Figure 1 from 09:00 for just over
// five minutes: long enough for its violation.
func figure1Report(t *testing.T) *explore.Report {
	t.Helper()
	p, err := frontends.Load("../../programs/paper/figure1.ta")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := explore.LoadProperties("../../programs/paper/figure1.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: 9 * 3600, Horizon: 301, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}, Props: ps})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := explore.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

var svgRE = regexp.MustCompile(`(?s)<svg [^>]*class="timeline".*?</svg>`)

// The acceptance of issue 10: in the HTML report of Figure 1's violation,
// the light's lane switches off less than five minutes after the motion
// mark, measured in the timeline's own time scale (its axis ticks).
func TestHTMLTimelineFigure1(t *testing.T) {
	rep := figure1Report(t)
	var page bytes.Buffer
	if err := WriteHTML(&page, rep, HTMLOptions{ReadFile: func(string) ([]byte, error) { return nil, io.EOF }}); err != nil {
		t.Fatal(err)
	}
	html := page.String()
	if rest := strings.ReplaceAll(html, `xmlns="http://www.w3.org/2000/svg"`, ""); strings.Contains(rest, "http://") || strings.Contains(rest, "https://") {
		t.Error("the page refers to an external resource")
	}
	for _, bad := range []string{"<script src", "<link ", "@import", "url(http"} {
		if strings.Contains(html, bad) {
			t.Errorf("the page is not self-contained: it has %q", bad)
		}
	}
	raw := svgRE.FindString(html)
	if raw == "" {
		t.Fatal("the page has no timeline")
	}
	var svg xmlNode
	if err := xml.Unmarshal([]byte(raw), &svg); err != nil {
		t.Fatalf("the timeline is not well-formed SVG: %v", err)
	}

	// The time scale, from two ticks of the axis.
	ticks := svg.find(func(n *xmlNode) bool { return n.hasClass("tick") })
	if len(ticks) < 2 {
		t.Fatalf("%d axis ticks", len(ticks))
	}
	tickX := func(n *xmlNode) float64 {
		for i := range n.Children {
			if n.Children[i].XMLName.Local == "line" {
				return n.Children[i].float(t, "x1")
			}
		}
		t.Fatal("a tick without a line")
		return 0
	}
	t0, t1 := ticks[0].float(t, "data-seconds"), ticks[len(ticks)-1].float(t, "data-seconds")
	pxPerSecond := (tickX(ticks[len(ticks)-1]) - tickX(ticks[0])) / (t1 - t0)
	if pxPerSecond <= 0 {
		t.Fatalf("the time scale is %v px/s", pxPerSecond)
	}
	// The tick labels are times of day from 09:00.
	if lbl := ticks[0].find(func(n *xmlNode) bool { return n.XMLName.Local == "text" }); len(lbl) == 0 || !strings.HasPrefix(lbl[0].Text, "09:00") {
		t.Errorf("first tick label %+v, want 09:00", lbl)
	}

	// The motion mark.
	marks := svg.find(func(n *xmlNode) bool { return n.hasClass("mark") && n.attr("data-stimulus") == "PorchMotion.Detected" })
	if len(marks) != 1 {
		t.Fatalf("%d motion marks, want 1", len(marks))
	}
	markers := marks[0].find(func(n *xmlNode) bool { return n.hasClass("marker") })
	if len(markers) != 1 {
		t.Fatal("the motion mark has no marker")
	}
	motionX := markers[0].float(t, "cx")

	// The light's lane: On, then Off.
	lanes := svg.find(func(n *xmlNode) bool { return n.hasClass("lane") && n.attr("data-name") == "FrontPorchLight" })
	if len(lanes) != 1 {
		t.Fatalf("%d lanes for the light, want 1", len(lanes))
	}
	offX := math.Inf(1)
	onBefore := false
	for _, seg := range lanes[0].find(func(n *xmlNode) bool { return n.hasClass("seg") }) {
		x := seg.float(t, "x")
		w := seg.float(t, "width")
		switch seg.attr("data-value") {
		case "Off":
			if x > motionX && w > 0 {
				offX = min(offX, x)
			}
		case "On":
			if x <= motionX && x+w > motionX {
				onBefore = true
			}
		}
	}
	if !onBefore {
		t.Error("the light's lane is not On at the motion mark")
	}
	if math.IsInf(offX, 1) {
		t.Fatal("the light's lane never switches off after the motion mark")
	}
	gap := (offX - motionX) / pxPerSecond
	if gap <= 0 || gap >= 300 {
		t.Fatalf("the light's lane switches off %.1f s after the motion mark, want less than 5 minutes", gap)
	}
	// And the violation is marked where the light goes off.
	vm := svg.find(func(n *xmlNode) bool { return n.hasClass("violation-mark") })
	if len(vm) != 1 {
		t.Fatal("the violation is not marked")
	}
	if x := vm[0].Children[0].float(t, "x1"); math.Abs(x-offX) > 1 {
		t.Errorf("the violation mark is at x=%v, the light goes off at x=%v", x, offX)
	}
}

// The coverage listing highlights never-executed lines in the source,
// and the page escapes what it shows.
func TestHTMLCoverageListing(t *testing.T) {
	src := "program cov\nvar x: 0..3 = 0\nevent E\nrule R on E {\n  if x > 2 {\n    x = 1 // <never>\n  }\n  x = 2\n}\n"
	p, err := frontends.LoadSource("cov<&>.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := explore.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Coverage.Missed) == 0 {
		t.Fatalf("nothing missed: %+v", rep.Coverage)
	}
	var page bytes.Buffer
	err = WriteHTML(&page, rep, HTMLOptions{ReadFile: func(name string) ([]byte, error) {
		if name != "cov<&>.ta" {
			t.Errorf("read %q", name)
		}
		return []byte(src), nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	html := page.String()
	if !regexp.MustCompile(`<div class="line missed" id="src-0-L6"[^>]*><span class="no">6</span><span class="text">    x = 1 // &lt;never&gt;</span>`).MatchString(html) {
		t.Errorf("line 6 is not highlighted as never executed:\n%s", html)
	}
	if regexp.MustCompile(`class="line missed" id="src-0-L(5|8)"`).MatchString(html) {
		t.Error("a line that ran is highlighted")
	}
	if strings.Contains(html, "cov<&>") {
		t.Error("the file name is not escaped")
	}
}

// Timelines read the report's entries: names with ": " in them (ISY's
// programs), timers started and fired, fractional times.
func TestTimelineFromEntries(t *testing.T) {
	ve := &explore.ViolationEntry{At: "18:01:00", Elapsed: "60", Values: []string{"Exit Delay = Off"}, Trace: []explore.TraceEntry{
		{At: "18:00:00", Elapsed: "0", Stimulus: "arm", Changes: []string{"Exit Delay: Off -> On", "Exit Delay: timer running: false -> true"},
			Timers: []string{"Exit Delay: timer started (1m)"}, State: []string{"Exit Delay=On", "Exit Delay: timer running=true", "Door=Closed"}},
		{At: "18:00:00.5", Elapsed: "0.5", Stimulus: "door", Changes: []string{"Door: Closed -> Open"}, State: []string{"Exit Delay=On", "Exit Delay: timer running=true", "Door=Open"}},
		{At: "18:01:00", Elapsed: "60", Stimulus: "Exit Delay: timer", Changes: []string{"Exit Delay: On -> Off", "Exit Delay: timer running: true -> false"},
			State: []string{"Exit Delay=Off", "Exit Delay: timer running=false", "Door=Open"}},
	}}
	tl := buildTimeline(ve, 18*3600, false)
	got := map[string]string{}
	for _, l := range tl.lanes {
		var vs []string
		for _, s := range l.segs {
			vs = append(vs, s.value+"@"+strconv.FormatFloat(s.from, 'g', -1, 64))
		}
		got[l.name] = strings.Join(vs, " ")
	}
	want := map[string]string{
		"Exit Delay":                "Off@0 On@0 Off@60",
		"Exit Delay: timer running": "false@0 true@0 false@60",
		"Door":                      "Closed@0 Open@0.5",
		"Exit Delay: timer":         "1m@0",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("lane %q: %q, want %q", k, got[k], v)
		}
	}
	if tl.lanes[0].name != "Exit Delay" || !tl.lanes[0].watched {
		t.Errorf("the invariant's variable is not the first lane: %+v", tl.lanes[0])
	}
	if !tl.marks[2].timer || tl.marks[0].timer {
		t.Error("timer marks are not told from events")
	}
	var svg xmlNode
	if err := xml.Unmarshal([]byte(tl.svg("t")), &svg); err != nil {
		t.Fatal(err)
	}
}

// The page lists order conflicts (explore/report's ConflictEntry) in a
// table of their own, in the user's words; a report without any has
// none.
func TestHTMLConflicts(t *testing.T) {
	src := "- alias: Hall on\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.motion\n      to: \"on\"\n  action:\n    - service: light.turn_on\n      entity_id: light.hall\n" +
		"- alias: Hall off\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.motion\n      to: \"on\"\n  action:\n    - service: light.turn_off\n      entity_id: light.hall\n"
	for _, tc := range []struct {
		src  string
		want bool
	}{{src, true}, {strings.Replace(src, "turn_off\n      entity_id: light.hall", "turn_off\n      entity_id: light.porch", 1), false}} {
		p, err := frontends.LoadSource("home.yaml", []byte(tc.src))
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 2}})
		if err != nil {
			t.Fatal(err)
		}
		rep, _, err := explore.ExploreReport(m, explore.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var page bytes.Buffer
		if err := WriteHTML(&page, rep, HTMLOptions{ReadFile: func(string) ([]byte, error) { return []byte(tc.src), nil }}); err != nil {
			t.Fatal(err)
		}
		row := regexp.MustCompile(`<tr class="conflict"><td class="mono">light.hall</td><td><span class="chip warn">CONFLICT</span> off or on</td><td>Hall off, Hall on</td><td>binary_sensor.motion -&gt; on</td><td>00:00:00</td></tr>`)
		if got := row.MatchString(page.String()); got != tc.want {
			t.Errorf("conflict row %v, want %v", got, tc.want)
		}
		if !tc.want && strings.Contains(page.String(), `id="conflicts"`) {
			t.Error("a conflicts table without conflicts")
		}
	}
}
