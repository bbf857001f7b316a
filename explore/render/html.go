package render

import (
	"fmt"
	"html/template"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// HTMLOptions configure the HTML pages (explore's and compare's --report).
type HTMLOptions struct {
	// ReadFile reads a program's source for the coverage listing; nil
	// reads it from disk.
	ReadFile func(name string) ([]byte, error)
	// Command is the command line that made the page, shown in its header.
	Command string
	// Version is DeLorean's version, shown in the footer.
	Version string
	// Environment says what the world can do to the program (the events,
	// factors and times of day, the devices it can and cannot change), as
	// environment.Environment.WriteText writes it; "" leaves the section out.
	Environment string
}

func (o HTMLOptions) read(name string) ([]byte, error) {
	if o.ReadFile != nil {
		return o.ReadFile(name)
	}
	return os.ReadFile(name)
}

// maxListing is the most lines of a source file the coverage listing
// shows in full; longer files show the lines around the missed ones.
const maxListing = 2000

// htmlPage is what the explore page's template reads.
type htmlPage struct {
	Rep        *explore.Report
	Opt        HTMLOptions
	Verdict    string
	VerdictCls string
	Violations []htmlViolation
	Coverage   float64
	Files      []srcFile
	Missed     []htmlMissed
	CSS        template.CSS
	Horizon    string
}

type htmlViolation struct {
	ID, Kind, Name, Source, Description string
	V                                   *explore.ViolationEntry
	SVG                                 template.HTML
	Steps                               []htmlStep
}

type htmlStep struct {
	N        int
	At       string
	Stimulus string
	Factors  string
	Rules    []htmlRef
	Effects  []string
	Error    string
}

type htmlRef struct {
	Text, Href string
}

type htmlMissed struct {
	Where, Stmt, Href string
}

type srcFile struct {
	Name, ID string
	Lines    []srcLine
	Err      string
	Missed   int
}

type srcLine struct {
	No      int
	Text    string
	ID      string
	Missed  bool
	Note    string
	Trace   bool
	Skipped int // lines left out before this one (long files)
}

var (
	missedRE = regexp.MustCompile(`^(.+?):(\d+):(\d+): (.*)$`)
	ruleRE   = regexp.MustCompile(`^(.*) \((.+):(\d+)\)$`)
)

// WriteHTML writes the report as one self-contained HTML page: the
// summary, each violation with an SVG timeline and its trace, the coverage
// with the never-executed statements highlighted in the program's source,
// and the statistics.
func WriteHTML(w io.Writer, rep *explore.Report, opt HTMLOptions) error {
	rep.SetVacuity()
	pg := &htmlPage{Rep: rep, Opt: opt, CSS: template.CSS(PageCSS), Horizon: rep.Horizon}
	if rep.Horizon == "none" {
		pg.Horizon = "none (until no new state appears)"
	}
	nViol := 0
	for _, inv := range rep.Invariants {
		if inv.Violated {
			nViol++
		}
	}
	switch {
	case nViol+len(rep.Errors) > 0:
		parts := []string{}
		if nViol > 0 {
			parts = append(parts, plural(nViol, "invariant violated", "invariants violated"))
		}
		if len(rep.Errors) > 0 {
			parts = append(parts, plural(len(rep.Errors), "runtime error", "runtime errors"))
		}
		pg.Verdict, pg.VerdictCls = strings.Join(parts, ", "), "bad"
	case !rep.Complete:
		pg.Verdict, pg.VerdictCls = "nothing violated so far: the run is incomplete", "warn"
	case len(rep.Invariants) == 0:
		pg.Verdict, pg.VerdictCls = "no runtime errors (no invariants given)", "good"
	default:
		pg.Verdict, pg.VerdictCls = "every invariant holds", "good"
		vac := 0
		for _, inv := range rep.Invariants {
			if len(inv.VacuousBecause) > 0 {
				vac++
			}
		}
		if vac > 0 {
			pg.Verdict, pg.VerdictCls = "every invariant holds, but "+plural(vac, "is", "are")+" never put to the test (vacuous)", "warn"
		}
	}
	if rep.Coverage.Total > 0 {
		pg.Coverage = 100 * float64(rep.Coverage.Executed) / float64(rep.Coverage.Total)
	} else {
		pg.Coverage = 100
	}

	// Source listings: the program, and any other file with missed lines.
	missedAt := map[string]map[int]string{}
	files := []string{rep.Program}
	for _, m := range rep.Coverage.Missed {
		sm := missedRE.FindStringSubmatch(m)
		if sm == nil {
			pg.Missed = append(pg.Missed, htmlMissed{Stmt: m})
			continue
		}
		line, _ := strconv.Atoi(sm[2])
		if missedAt[sm[1]] == nil {
			missedAt[sm[1]] = map[int]string{}
			if sm[1] != rep.Program {
				files = append(files, sm[1])
			}
		}
		if prev := missedAt[sm[1]][line]; prev != "" {
			missedAt[sm[1]][line] = prev + "; " + sm[4]
		} else {
			missedAt[sm[1]][line] = sm[4]
		}
		pg.Missed = append(pg.Missed, htmlMissed{Where: sm[1] + ":" + sm[2], Stmt: sm[4]})
	}
	fileID := map[string]int{}
	for i, f := range files {
		fileID[f] = i
	}
	anchor := func(file string, line int) string {
		i, ok := fileID[file]
		if !ok {
			return ""
		}
		return fmt.Sprintf("src-%d-L%d", i, line)
	}
	for i := range pg.Missed {
		if sm := missedRE.FindStringSubmatch(rep.Coverage.Missed[i]); sm != nil {
			line, _ := strconv.Atoi(sm[2])
			pg.Missed[i].Href = anchor(sm[1], line)
		}
	}

	// Violations, and the rule lines their traces ran.
	traceLines := map[string]map[int]bool{}
	pal := newPalette() // one colour per kind of state on the whole page
	addViolation := func(kind, name, source, desc string, v *explore.ViolationEntry) {
		hv := htmlViolation{ID: fmt.Sprintf("violation-%d", len(pg.Violations)+1), Kind: kind, Name: name, Source: source, Description: desc, V: v}
		relative := rep.Horizon == "none"
		start, _ := ta.ParseClockTime(rep.Start)
		hv.SVG = template.HTML(buildTimeline(v, start, relative).draw(hv.ID+"-timeline", pal))
		for k, s := range v.Trace {
			st := htmlStep{N: k + 1, At: withDay(s.At, s.Day, s.DayOfWeek, s.Date), Stimulus: s.Stimulus, Factors: strings.Join(s.Factors, ", "), Error: s.Error}
			// A block of runs repeated (a runaway) is listed once, marked.
			for _, g := range explore.FoldRuns(s.Rules) {
				for i, r := range g.Rules {
					ref := htmlRef{Text: r}
					if sm := ruleRE.FindStringSubmatch(r); sm != nil {
						line, _ := strconv.Atoi(sm[3])
						ref.Href = anchor(sm[2], line)
						if traceLines[sm[2]] == nil {
							traceLines[sm[2]] = map[int]bool{}
						}
						traceLines[sm[2]][line] = true
					}
					switch {
					case g.Times == 1 || i < len(g.Rules)-1:
					case len(g.Rules) == 1:
						ref.Text += fmt.Sprintf(" ×%d", g.Times)
					default:
						ref.Text += fmt.Sprintf(" (these %d runs ×%d)", len(g.Rules), g.Times)
					}
					st.Rules = append(st.Rules, ref)
				}
			}
			st.Effects = append(st.Effects, s.Changes...)
			st.Effects = append(st.Effects, s.Timers...)
			for _, e := range s.Emits {
				st.Effects = append(st.Effects, "emit "+e)
			}
			hv.Steps = append(hv.Steps, st)
		}
		pg.Violations = append(pg.Violations, hv)
	}
	for i := range rep.Invariants {
		inv := &rep.Invariants[i]
		if inv.Violated && inv.Violation != nil {
			addViolation("invariant", inv.Name, inv.Source, inv.Description, inv.Violation)
		}
	}
	for i := range rep.Errors {
		addViolation("runtime error", rep.Errors[i].Message, "", "", &rep.Errors[i])
	}

	for i, name := range files {
		sf := srcFile{Name: name, ID: fmt.Sprintf("src-%d", i), Missed: len(missedAt[name])}
		src, err := opt.read(name)
		if err != nil {
			sf.Err = fmt.Sprintf("the source could not be read (%v)", err)
			pg.Files = append(pg.Files, sf)
			continue
		}
		lines := strings.Split(strings.TrimRight(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n"), "\n")
		show := func(n int) bool { return true }
		if len(lines) > maxListing {
			show = func(n int) bool {
				for d := -3; d <= 3; d++ {
					if _, ok := missedAt[name][n+d]; ok {
						return true
					}
					if traceLines[name][n+d] {
						return true
					}
				}
				return false
			}
		}
		skipped := 0
		for k, text := range lines {
			n := k + 1
			if !show(n) {
				skipped++
				continue
			}
			note, missed := missedAt[name][n]
			sf.Lines = append(sf.Lines, srcLine{No: n, Text: strings.ReplaceAll(text, "\t", "    "), ID: fmt.Sprintf("src-%d-L%d", i, n),
				Missed: missed, Note: note, Trace: traceLines[name][n], Skipped: skipped})
			skipped = 0
		}
		pg.Files = append(pg.Files, sf)
	}
	return pageTmpl().Execute(w, pg)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

var TemplateFuncs = template.FuncMap{
	"pct": func(f float64) string { return fmt.Sprintf("%.0f%%", f) },
	"pct1": func(f float64) string {
		return fmt.Sprintf("%.1f%%", f)
	},
	"bytes":       explore.HumanBytes,
	"f1":          func(f float64) string { return fmt.Sprintf("%.1f", f) },
	"f3":          func(f float64) string { return fmt.Sprintf("%.3f", f) },
	"rate":        func(f float64) string { return fmt.Sprintf("%.0f", f) },
	"add":         func(a, b int) int { return a + b },
	"join":        strings.Join,
	"dur":         ta.FormatDuration,
	"violationID": violationID,
	"predicted": func(r *explore.Report) string {
		n := r.PredictHits + r.PredictMisses
		s := fmt.Sprintf("%d of %d stimulus runs predicted (%.1f%%), %d interpreted", r.PredictHits, n, explore.Pct64(r.PredictHits, n), r.PredictMisses)
		if x := r.PredictReplays + r.PredictRecorded; x > 0 {
			s += fmt.Sprintf("; %d of %d state expansions replayed whole (%.1f%%)", r.PredictReplays, x, explore.Pct64(r.PredictReplays, x))
		}
		return s
	},
}

const PageCSS = `
:root { --fg:#1d2733; --muted:#5b6876; --line:#dde2e8; --bad:#c62828; --good:#2e7d32; --warn:#b26a00; --accent:#2f5fc4; }
* { box-sizing: border-box; }
body { margin:0; font:15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color:var(--fg); background:#f7f8fa; }
header { background:#1d2733; color:#fff; padding:18px 32px; }
header h1 { margin:0; font-size:22px; font-weight:600; }
header .prog { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size:14px; color:#c9d3de; margin:4px 0 0; }
header .cmd { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size:12px; color:#9fb0c2; margin:6px 0 0; word-break:break-all; }
main { max-width:1040px; margin:0 auto; padding:8px 24px 40px; }
section { background:#fff; border:1px solid var(--line); border-radius:8px; padding:16px 20px; margin:18px 0; }
h2 { font-size:18px; margin:0 0 10px; }
h3 { font-size:16px; margin:18px 0 6px; }
.verdict { display:inline-block; padding:4px 12px; border-radius:14px; font-weight:600; color:#fff; }
.verdict.bad { background:var(--bad); } .verdict.good { background:var(--good); } .verdict.warn { background:var(--warn); }
table { border-collapse:collapse; width:100%; font-size:14px; }
th, td { text-align:left; vertical-align:top; padding:5px 8px; border-bottom:1px solid var(--line); }
th { color:var(--muted); font-weight:600; }
td.num, th.num { text-align:right; font-variant-numeric: tabular-nums; }
dl.facts { display:grid; grid-template-columns: max-content 1fr; gap:2px 16px; margin:10px 0 0; font-size:14px; }
dl.facts dt { color:var(--muted); } dl.facts dd { margin:0; }
.chip { display:inline-block; padding:1px 8px; border-radius:10px; font-size:12px; font-weight:600; }
.chip.bad { background:#fdecea; color:var(--bad); } .chip.good { background:#e8f5e9; color:var(--good); } .chip.warn { background:#fff4e0; color:var(--warn); }
code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size:13px; }
.violation { border-top:1px solid var(--line); padding-top:8px; margin-top:8px; }
.violation:first-of-type { border-top:none; }
.message { color:var(--bad); font-weight:600; }
figure { margin:10px 0; overflow-x:auto; }
figure svg { max-width:100%; height:auto; }
figcaption { color:var(--muted); font-size:13px; }
svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; font-size:11px; fill:#1d2733; }
svg .lane-label.watched, svg .violation-label, svg .chart-title { font-weight:bold; }
svg .lane-label.timer { font-style:italic; }
svg .violation-label { fill:#d62828; }
svg .chart-title { font-size:13px; }
svg .seg-label { fill:#1d2733; }
svg .mark:hover .guide { stroke:#2f5fc4; stroke-dasharray:none; }
.trace td:first-child { white-space:nowrap; font-variant-numeric: tabular-nums; }
.trace ul { margin:0; padding-left:18px; }
.meter { height:10px; background:#fdecea; border-radius:5px; overflow:hidden; max-width:420px; }
.meter > div { height:100%; background:var(--good); }
.src { border:1px solid var(--line); border-radius:6px; overflow-x:auto; background:#fbfcfd; margin:8px 0 0; }
.src .line { display:flex; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size:13px; line-height:1.45; white-space:pre; }
.src .no { flex:0 0 48px; text-align:right; padding-right:10px; color:#97a3af; user-select:none; border-right:1px solid var(--line); }
.src .text { padding-left:10px; flex:1; }
.src .line.missed { background:#fdecea; }
.src .line.missed .no { color:var(--bad); font-weight:bold; }
.src .line.trace .no { box-shadow: inset 3px 0 0 var(--accent); }
.src .line:target { outline:2px solid var(--accent); }
.src .gap { color:#97a3af; font-style:italic; padding-left:58px; font-size:12px; }
.legend { font-size:13px; color:var(--muted); }
.legend .sw { display:inline-block; width:12px; height:12px; vertical-align:-2px; margin:0 4px 0 10px; border:1px solid var(--line); }
footer { text-align:center; color:var(--muted); font-size:12px; padding:10px; }
a { color:var(--accent); }
`

// pageTmpl is parsed on its first use rather than when the package is
// initialised, which every run of the command line paid for, a run that writes no HTML report
// included (a fixed cost of about 0.2 ms and 100 KB of garbage).
var pageTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Funcs(TemplateFuncs).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>DeLorean: {{.Rep.Program}}</title>
<style>{{.CSS}}</style>
</head>
<body>
<header>
<h1>DeLorean report</h1>
<p class="prog">{{.Rep.Program}}</p>
{{with .Opt.Command}}<p class="cmd">{{.}}</p>{{end}}
</header>
<main>
<section id="summary">
<h2>Summary</h2>
<p><span class="verdict {{.VerdictCls}}" id="verdict">{{.Verdict}}</span></p>
<dl class="facts">
<dt>start</dt><dd>{{.Rep.Start}}</dd>
<dt>horizon</dt><dd>{{.Horizon}}</dd>
<dt>sunrise, sunset</dt><dd>{{.Rep.Sunrise}}, {{.Rep.Sunset}}</dd>
<dt>states</dt><dd>{{.Rep.States}} ({{if .Rep.CountsPartial}}at least {{end}}{{.Rep.DiscreteStates}} discrete, {{if .Rep.CountsPartial}}at least {{end}}{{.Rep.ValueStates}} valuations of the variables and devices)</dd>
<dt>transitions</dt><dd>{{.Rep.Transitions}}</dd>
<dt>coverage</dt><dd>{{.Rep.Coverage.Executed}} of {{.Rep.Coverage.Total}} program lines executed ({{pct .Coverage}})</dd>
<dt>exploration</dt><dd>{{if .Rep.Complete}}complete: explored until {{.Rep.Reached}}{{else}}<span class="chip warn">INCOMPLETE</span> {{.Rep.Stop}}; explored until {{.Rep.Reached}} with {{.Rep.Frontier}} states left in the frontier; the verdicts cover only what was explored{{end}}</dd>
</dl>
{{if .Rep.LeftOut}}
<h3 id="left-out"><span class="chip warn">LEFT OUT</span> what Home Assistant would not load (the rest is explored)</h3>
<table id="left-out-table">
<thead><tr><th>automation or script</th><th>where</th><th>why</th></tr></thead>
<tbody>
{{range .Rep.LeftOut}}<tr><td>{{.Kind}} {{.Name}}</td><td class="mono">{{.File}}:{{.Line}}:{{.Column}}</td><td>{{.Reason}}</td></tr>
{{end}}</tbody>
</table>
{{end}}
{{if .Rep.Invariants}}
<h3>Invariants</h3>
<table id="invariants">
<thead><tr><th>verdict</th><th>invariant</th><th>meaning</th><th>defined at</th></tr></thead>
<tbody>
{{range $i, $inv := .Rep.Invariants}}<tr class="invariant" data-violated="{{$inv.Violated}}">
<td>{{if $inv.Violated}}<span class="chip bad">VIOLATED</span>{{else if not $.Rep.Complete}}<span class="chip warn">unknown</span>{{else if $inv.VacuousBecause}}<span class="chip warn">vacuous</span>{{else}}<span class="chip good">holds</span>{{end}}</td>
<td>{{if $inv.Violated}}<a href="#{{violationID $.Violations $inv.Name}}">{{$inv.Name}}</a>{{else}}{{$inv.Name}}{{end}}</td>
<td>{{$inv.Description}}{{range $inv.VacuousBecause}}<br>never put to the test: {{.}}{{end}}{{if $inv.Vacuous}}<br><span class="chip warn">vacuous</span> {{$inv.Vacuous}}{{end}}</td><td class="mono">{{$inv.Source}}</td></tr>
{{end}}</tbody>
</table>
{{end}}
{{if .Rep.Conflicts}}
<h3>Order conflicts</h3>
<p>Runs started in one instant go on in any order where Home Assistant suspends them (a device's service call, a loop's pass, a parallel step); these devices can end the instant in either state.</p>
<table id="conflicts">
<thead><tr><th>device</th><th>ends</th><th>depending on the order of</th><th>after</th><th>first at</th></tr></thead>
<tbody>
{{range .Rep.Conflicts}}<tr class="conflict"><td class="mono">{{.Entity}}</td><td><span class="chip warn">CONFLICT</span> {{join .Outcomes " or "}}</td><td>{{join .Runs ", "}}</td><td>{{.Stimulus}}</td><td>{{.At}}</td></tr>
{{end}}</tbody>
</table>
{{end}}
</section>

{{if .Violations}}
<section id="violations">
<h2>Violations</h2>
{{range .Violations}}
<article class="violation" id="{{.ID}}">
<h3>{{if eq .Kind "invariant"}}{{.Name}}{{else}}Runtime error{{end}} {{with .Source}}<span class="mono legend">({{.}})</span>{{end}}</h3>
{{with .Description}}<p>{{.}}</p>{{end}}
<p class="message">at {{.V.At}}{{if .V.Day}} on day {{.V.Day}}{{with .V.DayOfWeek}} ({{.}}{{end}}{{with .V.DayDate}} {{.}}{{end}}{{if .V.DayOfWeek}}){{end}}{{end}}: {{.V.Message}}{{with .V.Values}} ({{join . ", "}}){{end}}</p>{{if .V.Date}}
<p class="message">with the start on {{.V.Weekday}} {{.V.Date}} (standing for {{.V.DateClass}} dates the program cannot tell apart)</p>{{else if .V.Weekday}}
<p class="message">with the start on {{.V.Weekday}}</p>{{end}}{{with .V.Sun}}
<p class="message">with {{.}}</p>{{end}}
<figure>
{{.SVG}}
<figcaption>Each lane is a device, variable or timer the trace involves (bold: read by the invariant); each dot a trigger (diamonds: timers firing), the red line the violation; orange squares and lines mark the invariant's window opening and closing (shaded while open), half suns the sunrises and sunsets; a triangle on a timer's lane is a start, a dark bar a restart; numbers are bars as high as their level, each kind of state has one colour; triggers close together are stacked, and a stretch marked // (nothing happens, no timer runs) is drawn shorter. Hover for details. {{.V.States}} violating states were found; this is the earliest, then shortest, trace to one.</figcaption>
</figure>
<table class="trace">
<thead><tr><th>time</th><th>trigger</th><th>rules that ran</th><th>what changed</th></tr></thead>
<tbody>
{{range .Steps}}<tr class="step" data-step="{{.N}}">
<td>{{.At}}</td>
<td><strong>{{.Stimulus}}</strong>{{with .Factors}}<br><span class="legend">with {{.}}</span>{{end}}</td>
<td><ul>{{range .Rules}}<li>{{if .Href}}<a href="#{{.Href}}">{{.Text}}</a>{{else}}{{.Text}}{{end}}</li>{{end}}</ul></td>
<td><ul>{{range .Effects}}<li>{{.}}</li>{{end}}{{with .Error}}<li class="message">error: {{.}}</li>{{end}}</ul></td>
</tr>
{{end}}</tbody>
</table>
</article>
{{end}}
</section>
{{end}}

<section id="coverage">
<h2>Coverage</h2>
<p>{{.Rep.Coverage.Executed}} of {{.Rep.Coverage.Total}} program lines executed ({{pct .Coverage}})</p>
<div class="meter" role="meter" aria-valuemin="0" aria-valuemax="100" aria-valuenow="{{printf "%.0f" .Coverage}}"><div style="width: {{printf "%.1f" .Coverage}}%"></div></div>
{{with .Rep.Coverage.Emitted}}<p>Outputs reached: {{join . ", "}}</p>{{end}}
{{if .Missed}}<h3>Never executed</h3>
<ul id="missed">{{range .Missed}}<li class="missed-stmt">{{if .Href}}<a href="#{{.Href}}" class="mono">{{.Where}}</a>{{else}}<span class="mono">{{.Where}}</span>{{end}} <code>{{.Stmt}}</code></li>{{end}}</ul>
{{else}}<p>Every statement was executed.</p>{{end}}
<p class="legend"><span class="sw" style="background:#fdecea"></span>never executed <span class="sw" style="background:#2f5fc4"></span>a rule a violation's trace ran</p>
{{range .Files}}
<h3 class="mono">{{.Name}}</h3>
{{if .Err}}<p>{{.Err}}</p>{{else}}
<div class="src" id="{{.ID}}">
{{range .Lines}}{{if .Skipped}}<div class="gap">… {{.Skipped}} lines …</div>
{{end}}<div class="line{{if .Missed}} missed{{end}}{{if .Trace}} trace{{end}}" id="{{.ID}}"{{if .Missed}} title="never executed: {{.Note}}"{{end}}><span class="no">{{.No}}</span><span class="text">{{.Text}}</span></div>
{{end}}</div>
{{end}}
{{end}}
</section>

{{with .Opt.Environment}}
<section id="environment">
<h2>What the environment can do</h2>
<p>The stimuli the exploration tried at every instant, and the devices nothing but the programs changes (an environment file, <code>--environment</code>, restricts or extends this).</p>
<pre class="environment">{{.}}</pre>
</section>
{{end}}

{{if or .Rep.Runs .Rep.Loops}}
<section id="parts">
<h2>How it was explored</h2>
{{with .Rep.Runs}}<h3>Classes of sun times</h3>
<table><thead><tr><th>sunrise</th><th>sunset</th><th class="num">states</th><th>violated</th></tr></thead><tbody>
{{range .}}<tr><td>{{.Sunrise}}</td><td>{{.Sunset}}</td><td class="num">{{.States}}</td><td>{{join .Violated ", "}}</td></tr>{{end}}
</tbody></table>{{end}}
{{with .Rep.Loops}}<h3>Independent control loops</h3>
<table><thead><tr><th>loop</th><th class="num">variables</th><th class="num">clocks</th><th class="num">rules</th><th class="num">states</th><th class="num">transitions</th></tr></thead><tbody>
{{range .}}<tr><td>{{.Name}}</td><td class="num">{{.Vars}}</td><td class="num">{{.Clocks}}</td><td class="num">{{.Rules}}</td><td class="num">{{.States}}</td><td class="num">{{.Transitions}}</td></tr>{{end}}
</tbody></table>{{end}}
</section>
{{end}}

<section id="statistics">
<h2>Statistics</h2>
<dl class="facts">
<dt>states</dt><dd>{{.Rep.States}}</dd>
<dt>transitions</dt><dd>{{.Rep.Transitions}} in {{f3 .Rep.ElapsedSeconds}} s ({{rate .Rep.PerSecond}}/s)</dd>
<dt>memory</dt><dd>peak {{bytes .Rep.PeakMemory}}; state store {{bytes .Rep.StoreBytes}} ({{f1 .Rep.BytesPerState}} bytes per state{{if .Rep.SpilledBytes}}, {{bytes .Rep.SpilledBytes}} of it in files{{end}})</dd>
{{if or .Rep.PredictHits .Rep.PredictMisses}}<dt>prediction</dt><dd>{{predicted .Rep}}</dd>{{end}}
<dt>clocks</dt><dd>{{range $i, $c := .Rep.Clocks}}{{if $i}}, {{end}}{{$c.Name}}{{if and (ge $c.MaxConstant 0) (not (and (eq $c.Kind "wall") $.Rep.Forever))}} ≤ {{dur $c.MaxConstant}}{{end}}{{end}}; one clock unit is {{dur .Rep.GCD}}</dd>
</dl>
</section>
</main>
<footer>Made by DeLorean{{with .Opt.Version}} {{.}}{{end}}. Schema of the data: {{.Rep.Schema}}.</footer>
</body>
</html>
`))
})

// violationID finds the anchor of an invariant's violation.
func violationID(vs []htmlViolation, name string) string {
	for _, v := range vs {
		if v.Kind == "invariant" && v.Name == name {
			return v.ID
		}
	}
	return "violations"
}

// withDay is a trace's time of day with its day, when the exploration
// spans several days ("day 2 (Tue 2026-06-23) 03:00:00"): a timeline of
// several days would otherwise read as one.
func withDay(at string, day int, weekday, date string) string {
	if day <= 0 {
		return at
	}
	return explore.DayText(day, weekday, date) + " " + at
}
