package fleet

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"strings"
)

// SummarySchema names the summary's JSON document.
const SummarySchema = "delorean.fleet/1"

// Summary is what a fleet found, per home: the invariants violated on
// which places and dates, the incomplete jobs and the failed ones. It
// holds no timing: the same results give the same summary.
type Summary struct {
	Schema     string        `json:"schema"`
	Jobs       int           `json:"jobs"`
	Done       int           `json:"done"` // jobs with a row; the rest were not run (the fleet was stopped)
	OK         int           `json:"ok"`
	Violated   int           `json:"violated"`
	Incomplete int           `json:"incomplete"`
	Failed     int           `json:"failed"`
	Homes      []HomeSummary `json:"homes"`
}

// HomeSummary is a home's part of the summary.
type HomeSummary struct {
	Home       string      `json:"home"`
	Jobs       int         `json:"jobs"`
	Done       int         `json:"done"`
	Violations []Violation `json:"violations"`
	Incomplete []JobRef    `json:"incomplete"`
	Failed     []JobRef    `json:"failed"`
}

// Violation is an invariant (or a runtime error) and the jobs that
// violated it.
type Violation struct {
	Invariant string   `json:"invariant"`
	Jobs      []JobRef `json:"jobs"`
}

// JobRef is a job as the summary shows it: its key's words, and, for a
// violation, the link to its timeline in the job's page.
type JobRef struct {
	ID   string `json:"id"`
	Job  string `json:"job"`            // place, start, horizon, ... in words
	Link string `json:"link,omitempty"` // the job's page, at the violation's timeline
	At   string `json:"at,omitempty"`   // when the job's violation first happens, as its report says
	Note string `json:"note,omitempty"` // why it is incomplete or failed
}

// reportView is what the summary reads of a delorean.explore/1 report.
type reportView struct {
	Complete   bool   `json:"complete"`
	Stop       string `json:"stop_reason"`
	Invariants []struct {
		Name      string         `json:"name"`
		Violated  bool           `json:"violated"`
		Violation *violationView `json:"violation"`
	} `json:"invariants"`
	Errors []struct {
		Message string `json:"message"`
		violationView
	} `json:"runtime_errors"`
}

// violationView is what the summary reads of a violation: its time.
type violationView struct {
	At  string `json:"at"`
	Day int    `json:"day"`
}

// when is the violation's time in the summary's words ("" when the
// report gives none): the day too once it is not the first.
func (v *violationView) when() string {
	if v == nil || v.At == "" {
		return ""
	}
	if v.Day > 1 {
		return fmt.Sprintf("%s on day %d", v.At, v.Day)
	}
	return v.At
}

// describe is a job's key in words, without its home.
func describe(k Key) string {
	var parts []string
	for _, p := range []string{k.Place, k.Start, k.Horizon} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	if k.Sun != nil {
		parts = append(parts, "sunrise "+k.Sun.Sunrise+" sunset "+k.Sun.Sunset)
	}
	if k.Engine != "" {
		parts = append(parts, k.Engine)
	}
	if len(k.Options) > 0 {
		parts = append(parts, strings.Join(k.Options, " "))
	}
	if len(parts) == 0 {
		return "explore's defaults"
	}
	return strings.Join(parts, ", ")
}

// Summarize summarises the rows of the jobs (those of them that have
// one), in the manifest's order.
func Summarize(jobs []Job, rows map[string]Row) (*Summary, error) {
	s := &Summary{Schema: SummarySchema, Jobs: len(jobs), Homes: []HomeSummary{}}
	byHome := map[string]*HomeSummary{}
	violations := map[string]map[string]int{} // home -> invariant -> index
	for _, j := range jobs {
		h := byHome[j.Key.Home]
		if h == nil {
			s.Homes = append(s.Homes, HomeSummary{Home: j.Key.Home, Violations: []Violation{}, Incomplete: []JobRef{}, Failed: []JobRef{}})
			h = &s.Homes[len(s.Homes)-1]
			byHome[j.Key.Home] = h
			violations[j.Key.Home] = map[string]int{}
		}
		h.Jobs++
		row, ok := rows[j.ID]
		if !ok {
			continue
		}
		h.Done++
		s.Done++
		ref := JobRef{ID: j.ID, Job: describe(j.Key)}
		if row.Report == nil {
			s.Failed++
			ref.Note = row.Reason + ": " + row.Error
			h.Failed = append(h.Failed, ref)
			continue
		}
		var rep reportView
		if err := json.Unmarshal(row.Report, &rep); err != nil {
			return nil, fmt.Errorf("the report of job %s (%s %s): %v", j.ID, j.Key.Home, ref.Job, err)
		}
		if j.Key.Command != "" {
			// bench and compare measure and give no verdict; their
			// documents say complete in their own ways, their exit
			// codes alike (3: some run stopped early).
			rep = reportView{Complete: row.Exit == 0, Stop: row.Reason}
		}
		// The page numbers its violations' sections in this order:
		// the invariants', then the runtime errors'.
		var found, at []string
		for _, inv := range rep.Invariants {
			if inv.Violated {
				found = append(found, inv.Name)
				at = append(at, inv.Violation.when())
			}
		}
		for _, e := range rep.Errors {
			found = append(found, "runtime error: "+e.Message)
			at = append(at, e.when())
		}
		for n, name := range found {
			r := ref
			r.At = at[n]
			if row.Page != "" {
				r.Link = fmt.Sprintf("%s#violation-%d", row.Page, n+1)
			}
			i, ok := violations[j.Key.Home][name]
			if !ok {
				i = len(h.Violations)
				violations[j.Key.Home][name] = i
				h.Violations = append(h.Violations, Violation{Invariant: name})
			}
			h.Violations[i].Jobs = append(h.Violations[i].Jobs, r)
		}
		switch {
		case len(found) > 0:
			s.Violated++
		case !rep.Complete:
			s.Incomplete++
		default:
			s.OK++
		}
		if !rep.Complete {
			r := ref
			r.Note = rep.Stop
			h.Incomplete = append(h.Incomplete, r)
		}
	}
	return s, nil
}

// Exit is the fleet's exit code: 1 when a job found a violation, else 2
// when a job failed, else 3 when a job stopped at a limit or did not run,
// else 0 (explore's codes, over the jobs).
func (s *Summary) Exit() int {
	switch {
	case s.Violated > 0:
		return 1
	case s.Failed > 0:
		return 2
	case s.Incomplete > 0 || s.Done < s.Jobs:
		return 3
	}
	return 0
}

// WriteText writes the summary as text.
func (s *Summary) WriteText(w io.Writer) {
	fmt.Fprintf(w, "fleet: %s", jobsText(s.Jobs))
	if s.Done < s.Jobs {
		fmt.Fprintf(w, ", %d done, %d not run (re-run the same command to resume)", s.Done, s.Jobs-s.Done)
	}
	fmt.Fprintf(w, ": %d ok, %d violated, %d incomplete, %d failed\n", s.OK, s.Violated, s.Incomplete, s.Failed)
	for _, h := range s.Homes {
		fmt.Fprintf(w, "\nhome %s: %s", h.Home, jobsText(h.Jobs))
		if h.Done < h.Jobs {
			fmt.Fprintf(w, " (%d not run)", h.Jobs-h.Done)
		}
		if len(h.Violations) == 0 && len(h.Incomplete) == 0 && len(h.Failed) == 0 {
			fmt.Fprint(w, ", nothing violated")
		}
		fmt.Fprintln(w)
		for _, v := range h.Violations {
			fmt.Fprintf(w, "  violated %s:\n", v.Invariant)
			for _, j := range v.Jobs {
				fmt.Fprintf(w, "    %s", j.Job)
				if j.At != "" {
					fmt.Fprintf(w, ": first at %s", j.At)
				}
				if j.Link != "" {
					fmt.Fprintf(w, " (%s)", j.Link)
				}
				fmt.Fprintln(w)
			}
		}
		for _, j := range h.Incomplete {
			fmt.Fprintf(w, "  incomplete: %s: %s\n", j.Job, j.Note)
		}
		for _, j := range h.Failed {
			fmt.Fprintf(w, "  failed: %s: %s\n", j.Job, strings.ReplaceAll(j.Note, "\n", "\n    "))
		}
	}
}

// jobsText is n jobs in words.
func jobsText(n int) string {
	if n == 1 {
		return "1 job"
	}
	return fmt.Sprintf("%d jobs", n)
}

var summaryPage = template.Must(template.New("fleet").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>DeLorean fleet: {{.Jobs}} jobs</title>
<style>
body{font-family:system-ui,sans-serif;margin:2em;max-width:70em}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left;vertical-align:top}
.bad{color:#b00020}.warn{color:#8a5a00}.ok{color:#1b5e20}pre{margin:0;white-space:pre-wrap}
</style></head><body>
<h1>DeLorean fleet</h1>
<p id="totals">{{.Jobs}} jobs{{if lt .Done .Jobs}}, {{.Done}} done ({{.NotRun}} not run: re-run the same command to resume){{end}}:
<span class="ok">{{.OK}} ok</span>, <span class="bad">{{.Violated}} violated</span>, <span class="warn">{{.Incomplete}} incomplete</span>, <span class="bad">{{.Failed}} failed</span></p>
{{range .Homes}}<section class="home" id="home-{{.Home}}">
<h2>{{.Home}} <small>({{.Jobs}} jobs{{if lt .Done .Jobs}}, {{.Done}} done{{end}})</small></h2>
{{if .Violations}}<table class="violations"><tr><th>violated</th><th>on</th></tr>
{{range .Violations}}<tr><td class="bad">{{.Invariant}}</td><td>{{range .Jobs}}{{if .Link}}<a href="{{.Link}}">{{.Job}}</a>{{else}}{{.Job}}{{end}}{{if .At}}: first at {{.At}}{{end}}<br>{{end}}</td></tr>
{{end}}</table>{{else}}<p class="ok">nothing violated</p>{{end}}
{{if .Incomplete}}<table class="incomplete"><tr><th>incomplete</th><th>stopped</th></tr>
{{range .Incomplete}}<tr><td>{{.Job}}</td><td class="warn">{{.Note}}</td></tr>{{end}}</table>{{end}}
{{if .Failed}}<table class="failed"><tr><th>failed</th><th>why</th></tr>
{{range .Failed}}<tr><td>{{.Job}}</td><td class="bad"><pre>{{.Note}}</pre></td></tr>{{end}}</table>{{end}}
</section>
{{end}}</body></html>
`))

// WriteHTML writes the summary as one HTML page, each violation linking
// to its timeline in the job's page.
func (s *Summary) WriteHTML(w io.Writer) error {
	return summaryPage.Execute(w, struct {
		*Summary
		NotRun int
	}{s, s.Jobs - s.Done})
}

// writeSummaries writes summary.txt, summary.json and summary.html.
func writeSummaries(ctx context.Context, out string, s *Summary) error {
	var text, page bytes.Buffer
	s.WriteText(&text)
	js, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := s.WriteHTML(&page); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		data []byte
	}{{"summary.txt", text.Bytes()}, {"summary.json", append(js, '\n')}, {"summary.html", page.Bytes()}} {
		if err := writeFile(ctx, join(out, f.name), f.data); err != nil {
			return fmt.Errorf("writing %s: %v", f.name, err)
		}
	}
	return nil
}
