//go:build browser

// The HTML reports in a real browser: headless Chromium (Debian's package
// `chromium`). Run with `make test-browser` (part of `make test-long`);
// it fails, never skips, when no browser can be started. The screenshots
// go to $DELOREAN_BROWSER_OUT when set (to look at), else a temporary
// folder.

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// chromium finds the browser: $DELOREAN_CHROMIUM, or one on the PATH.
func chromium(t *testing.T) string {
	t.Helper()
	if c := os.Getenv("DELOREAN_CHROMIUM"); c != "" {
		return c
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("no headless browser: install Debian's chromium (apt-get install -y chromium) or set DELOREAN_CHROMIUM")
	return ""
}

// runBrowser runs headless Chromium on a page with extra arguments and
// returns its standard output and the console messages it logged.
func runBrowser(t *testing.T, page string, args ...string) (string, []string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
		"--enable-logging=stderr", "--v=0", "--user-data-dir=" + t.TempDir()}
	cmd := exec.CommandContext(ctx, chromium(t), append(append(base, args...), "file://"+page)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	var console []string
	for _, line := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(line, ":CONSOLE") {
			console = append(console, line)
		}
	}
	return stdout.String(), console
}

func outDir(t *testing.T) string {
	if d := os.Getenv("DELOREAN_BROWSER_OUT"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// screenshot takes one and checks it shows something: a PNG of the
// window's size with many colours.
func screenshot(t *testing.T, page, png string, width, height int) {
	t.Helper()
	_, console := runBrowser(t, page, fmt.Sprintf("--window-size=%d,%d", width, height), "--screenshot="+png)
	if len(console) > 0 {
		t.Errorf("console messages:\n%s", strings.Join(console, "\n"))
	}
	f, err := os.Open(png)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := pngDecode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	colours := map[[3]uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 12, g >> 12, bl >> 12}] = true
		}
	}
	if b.Dx() != width || len(colours) < 20 {
		t.Errorf("the screenshot is %dx%d with %d colours: blank?", b.Dx(), b.Dy(), len(colours))
	}
	t.Logf("screenshot: %s", png)
}

func pngDecode(f *os.File) (image.Image, error) { return png.Decode(f) }

// probe is run inside the page (a copy without its script-blocking
// policy) and reports what the browser laid out.
const probe = `<script>
(function () {
  var out = {};
  try {
    var q = function (s) { return document.querySelectorAll(s).length; };
    out.counts = {summary: q('#summary'), verdict: q('#verdict'), invariants: q('#invariants tr.invariant'),
      violations: q('article.violation'), timelines: q('svg.timeline'), steps: q('table.trace tr.step'),
      coverage: q('#coverage'), sourceLines: q('.src .line'), statistics: q('#statistics')};
    out.verdict = document.getElementById('verdict').textContent;
    var svg = document.querySelector('svg.timeline');
    var box = svg.getBoundingClientRect();
    out.timelineWidth = box.width; out.timelineHeight = box.height;
    var ticks = svg.querySelectorAll('g.tick');
    var cx = function (el) { var r = el.getBoundingClientRect(); return r.left + r.width / 2; };
    var first = ticks[0], last = ticks[ticks.length - 1];
    var pxPerSecond = (cx(last.querySelector('line')) - cx(first.querySelector('line'))) /
      (Number(last.dataset.seconds) - Number(first.dataset.seconds));
    var marker = svg.querySelector('g.mark[data-stimulus="PorchMotion.Detected"] .marker');
    var motion = cx(marker);
    var lane = svg.querySelector('g.lane[data-name="FrontPorchLight"]');
    var off = Infinity, onAtMotion = false;
    lane.querySelectorAll('rect.seg').forEach(function (r) {
      var b = r.getBoundingClientRect();
      if (r.dataset.value === 'Off' && b.left > motion && b.width > 0) off = Math.min(off, b.left);
      if (r.dataset.value === 'On' && b.left <= motion && b.right > motion) onAtMotion = true;
    });
    out.pxPerSecond = pxPerSecond;
    out.onAtMotion = onAtMotion;
    out.offAfterMotionSeconds = (off - motion) / pxPerSecond;
    var style = getComputedStyle(lane.querySelector('rect.seg'));
    out.segVisible = style.visibility === 'visible' && style.display !== 'none';
  } catch (e) { out.error = String(e); }
  document.body.setAttribute('data-probe', JSON.stringify(out));
})();
</script>`

func readProbe(t *testing.T, dom string) map[string]any {
	t.Helper()
	m := regexp.MustCompile(`data-probe="([^"]*)"`).FindStringSubmatch(dom)
	if m == nil {
		t.Fatalf("the probe did not run:\n%.2000s", dom)
	}
	var out map[string]any
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &out); err != nil {
		t.Fatal(err)
	}
	if e, ok := out["error"]; ok {
		t.Fatalf("the probe failed: %v", e)
	}
	return out
}

// Figure 1's report in Chromium: no console messages (the page's policy
// blocks anything external, which would log one), the expected elements,
// and the light's lane switching off less than five minutes after the
// motion mark, measured on the laid-out page.
func TestBrowserExploreReport(t *testing.T) {
	dir := outDir(t)
	page := filepath.Join(dir, "figure1.html")
	out, code := runCLI(t, "explore", fig1, "--start", "09:00", "--duration", "6m", "--invariants", fig1Inv, "--report", page)
	if code != exitViolation {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	abs, _ := filepath.Abs(page)
	dom, console := runBrowser(t, abs, "--dump-dom")
	if len(console) > 0 {
		t.Errorf("console messages:\n%s", strings.Join(console, "\n"))
	}
	if !strings.Contains(dom, `class="timeline"`) || !strings.Contains(dom, "light stays on after motion") {
		t.Errorf("the page's DOM lacks the timeline or the violation")
	}
	screenshot(t, abs, filepath.Join(dir, "figure1.png"), 1200, 1600)

	// The probe, in a copy without the policy that blocks scripts.
	src, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	probed := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy"[^>]*>`).ReplaceAllString(string(src), "")
	probed = strings.Replace(probed, "</body>", probe+"\n</body>", 1)
	probePage := filepath.Join(t.TempDir(), "probe.html")
	if err := os.WriteFile(probePage, []byte(probed), 0o644); err != nil {
		t.Fatal(err)
	}
	dom, console = runBrowser(t, probePage, "--window-size=1200,1600", "--dump-dom")
	if len(console) > 0 {
		t.Errorf("console messages with the probe:\n%s", strings.Join(console, "\n"))
	}
	p := readProbe(t, dom)
	counts := p["counts"].(map[string]any)
	for k, want := range map[string]float64{"summary": 1, "verdict": 1, "invariants": 2, "violations": 1, "timelines": 1, "steps": 3, "coverage": 1, "statistics": 1} {
		if counts[k] != want {
			t.Errorf("%s: %v elements, want %v", k, counts[k], want)
		}
	}
	if n, _ := counts["sourceLines"].(float64); n < 40 {
		t.Errorf("%v source lines listed", n)
	}
	if v := p["verdict"]; v != "1 invariant violated" {
		t.Errorf("verdict %q", v)
	}
	if w, _ := p["timelineWidth"].(float64); w < 600 {
		t.Errorf("the timeline is %v px wide", w)
	}
	if p["onAtMotion"] != true || p["segVisible"] != true {
		t.Errorf("the light's lane is not On at the motion mark: %v", p)
	}
	gap, _ := p["offAfterMotionSeconds"].(float64)
	if !(gap > 0 && gap < 300) {
		t.Errorf("in the browser, the light's lane switches off %v s after the motion mark; want less than 5 minutes", gap)
	}
	t.Logf("the light goes off %.1f s after the motion mark (%.3f px/s)", gap, p["pxPerSecond"])

	// The 09:00:01 motion's dot is not drawn on the 09:00:00 one, and
	// nothing collides.
	for _, pic := range measureLayout(t, abs) {
		checkTimeline(t, "figure1", pic, false)
	}
}

// The comparison page: no console messages, the four charts with bars.
func TestBrowserCompareReport(t *testing.T) {
	dir := outDir(t)
	page := filepath.Join(dir, "compare.html")
	out, code := runCLI(t, "compare", fig2, "../../programs/isy/garage.isy", "--hours", "1", "--trials", "3", "--report", page)
	if code != exitOK {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	abs, _ := filepath.Abs(page)
	dom, console := runBrowser(t, abs, "--dump-dom")
	if len(console) > 0 {
		t.Errorf("console messages:\n%s", strings.Join(console, "\n"))
	}
	if n := strings.Count(dom, `class="barchart"`); n != 4 {
		t.Errorf("%d charts, want 4", n)
	}
	for _, want := range []string{"Fig. 7", "Fig. 8", "Fig. 9", `class="bar"`, `class="errorbar"`} {
		if !strings.Contains(dom, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	screenshot(t, abs, filepath.Join(dir, "compare.png"), 1200, 1600)
	checkCharts(t, "compare", measureLayout(t, abs), 4)
}
