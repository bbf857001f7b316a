package liveness

import (
	"html/template"
	"io"
)

// WriteHTML writes the reports of one program's check as one
// self-contained HTML page: each property's verdict and, for a
// counterexample, the steps to the cycle and the cycle's two rounds, the
// repeating part marked.
func WriteHTML(w io.Writer, program string, reps []*Report) error {
	return page.Execute(w, struct {
		Program string
		Reports []*Report
	}{program, reps})
}

var page = template.Must(template.New("liveness").Funcs(template.FuncMap{"roundText": RoundText, "stepAt": stepAt}).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>DeLorean liveness: {{.Program}}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em; max-width: 70em; }
h2 { margin-top: 2em; }
.violated { color: #b00; } .holds { color: #070; } .unknown { color: #a60; }
table { border-collapse: collapse; width: 100%; }
td, th { text-align: left; vertical-align: top; padding: 0.2em 0.6em; border-bottom: 1px solid #ddd; }
tr.cycle td { background: #fff4e0; }
tr.again td { background: #f4f0ff; }
tr.mark td { font-weight: bold; background: #eee; }
.state { color: #555; font-size: 90%; }
</style></head><body>
<h1>DeLorean liveness: {{.Program}}</h1>
{{range .Reports}}
<section>
<h2>{{.Property}}: <span class="{{.Verdict}}">{{.Verdict}}</span></h2>
<p>{{.Description}}</p>
<p>{{.States}} states, {{.Transitions}} transitions ({{.Algorithm}} on the zone graph, time divergence required){{if .RuntimeErrors}}; {{.RuntimeErrors}} transitions ran into a runtime error and were not followed (the first: {{.FirstError}}){{end}}.</p>
{{with .Lasso}}
<table>
<tr><th>at</th><th>stimulus</th><th>what it did</th></tr>
{{range .Stem}}<tr><td>{{stepAt .}}</td><td>{{.Stimulus}}</td><td>{{range .Changes}}{{.}}<br>{{end}}<span class="state">{{range .State}}{{.}} {{end}}</span></td></tr>
{{end}}
<tr class="mark"><td>{{.CycleFrom}}</td><td colspan="2">the cycle starts ({{roundText .RoundSeconds}} a round), in the state {{range .State}}{{.}} {{end}}; it repeats for ever</td></tr>
{{range .Cycle}}<tr class="cycle"><td>{{stepAt .}}</td><td>{{.Stimulus}}</td><td>{{range .Changes}}{{.}}<br>{{end}}<span class="state">{{range .State}}{{.}} {{end}}</span></td></tr>
{{else}}<tr class="cycle"><td></td><td colspan="2">no step: time passes, nothing happens</td></tr>
{{end}}
<tr class="mark"><td></td><td colspan="2">round 2: the same, later</td></tr>
{{range .Again}}<tr class="again"><td>{{stepAt .}}</td><td>{{.Stimulus}}</td><td>{{range .Changes}}{{.}}<br>{{end}}<span class="state">{{range .State}}{{.}} {{end}}</span></td></tr>
{{else}}<tr class="again"><td></td><td colspan="2">no step: time passes, nothing happens</td></tr>
{{end}}
<tr class="mark"><td></td><td colspan="2">... and so on for ever</td></tr>
</table>
{{end}}
</section>
{{end}}
</body></html>
`))
