package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/sdn"
	"github.com/delorean-mc/delorean/sdn/nicecmp"
	"github.com/delorean-mc/delorean/sdn/report"
	"github.com/delorean-mc/delorean/sdn/scenario"
)

const pyswitchExpiry = "../../programs/sdn/pyswitch-expiry.yaml"

// sdnRun is one exploration of a scenario, measured here without
// nicecmp.Compare: its counts and its states projected on the variables both
// compilations share.
type sdnRun struct {
	states, transitions int64
	covered, lines      int
	projected           map[string]bool
}

func pctText(a, b int) string {
	if b == 0 {
		return "0%"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(a)/float64(b))
}

// TestCompareSDNScenario: `delorean compare SCENARIO.yaml` prints Table 4
// and Fig. 10 for pool sizes 1, 2 and 4 (the default), with every column
// equal to what the definitions give on explorations run here: NICE
// missing is the timed states (projected on the shared variables) that
// nice mode does not reach, NICE invalid the nice states timed
// exploration does not reach, both in % of the timed states; app coverage
// is the app's executed lines in % of its lines.
func TestCompareSDNScenario(t *testing.T) {
	out, code := runCLI(t, "compare", pyswitchExpiry)
	if code != exitOK {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	scn, err := scenario.LoadScenario(pyswitchExpiry)
	if err != nil {
		t.Fatal(err)
	}
	compile := func(opt sdn.Options) *sdn.Model {
		m, err := sdn.Compile(scn, opt)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	niceM := compile(sdn.Options{Mode: sdn.Nice})
	vcs := []int{1, 2, 4}
	timedM := map[int]*sdn.Model{}
	for _, n := range vcs {
		timedM[n] = compile(sdn.Options{Mode: sdn.Timed, VCs: n})
	}
	// The shared variables: those of both compilations (the same for
	// every pool size).
	var shared []string
	for _, v := range niceM.Shared {
		in := true
		for _, n := range vcs {
			found := false
			for _, w := range timedM[n].Shared {
				found = found || w == v
			}
			in = in && found
		}
		if in {
			shared = append(shared, v)
		}
	}
	if want := fmt.Sprintf("states compared on %d shared variables", len(shared)); !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	run := func(m *sdn.Model) sdnRun {
		rep, res, err := report.Explore(m, report.Options{NoPredict: true})
		if err != nil {
			t.Fatal(err)
		}
		if !rep.SearchComplete {
			t.Fatalf("%s: incomplete: %s", m.Mode, rep.SearchStop)
		}
		lines, err := res.Project(shared...)
		if err != nil {
			t.Fatal(err)
		}
		r := sdnRun{states: rep.States, transitions: rep.Transitions, covered: rep.AppCoverage.Executed, lines: rep.AppCoverage.Total, projected: map[string]bool{}}
		for _, l := range lines {
			r.projected[l] = true
		}
		return r
	}
	nice := run(niceM)
	rows := map[string][]string{}
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) >= 6 && (f[0] == "nice" || f[0] == "timed") {
			rows[f[0]+" "+f[1]] = f
		}
	}
	check := func(key string, r sdnRun, missing, invalid string) {
		f := rows[key]
		if f == nil {
			t.Errorf("no row %q:\n%s", key, out)
			return
		}
		want := []string{fmt.Sprint(r.states), fmt.Sprint(r.transitions), fmt.Sprint(len(r.projected)), pctText(r.covered, r.lines)}
		if missing != "" {
			want = append(want, missing, invalid)
		}
		for i, w := range want {
			if 2+i >= len(f) || f[2+i] != w {
				t.Errorf("row %q: column %d is %v, want %s (states, transitions, projected, app cov, NICE missing, NICE invalid):\n%s", key, i+1, f[2:], w, out)
				return
			}
		}
	}
	check("nice -", nice, "", "")
	for _, n := range vcs {
		timed := run(timedM[n])
		miss, inv := 0, 0
		for s := range timed.projected {
			if !nice.projected[s] {
				miss++
			}
		}
		for s := range nice.projected {
			if !timed.projected[s] {
				inv++
			}
		}
		check(fmt.Sprintf("timed %d", n), timed, pctText(miss, len(timed.projected)), pctText(inv, len(timed.projected)))
	}
	if len(rows) != 1+len(vcs) {
		t.Errorf("%d rows, want %d:\n%s", len(rows), 1+len(vcs), out)
	}

	// --vcs chooses the pool sizes; --json prints the same comparison.
	js, code := runJSON(t, "compare", pyswitchExpiry, "--vcs", "2", "--json")
	if code != exitOK {
		t.Fatalf("--json: exit %d:\n%s", code, js)
	}
	var rep nicecmp.Report
	if err := json.Unmarshal([]byte(js), &rep); err != nil {
		t.Fatal(err)
	}
	f := rows["timed 2"]
	if len(rep.Timed) != 1 || rep.Timed[0].VCs != 2 || f == nil || fmt.Sprint(rep.Timed[0].States) != f[2] ||
		fmt.Sprintf("%.0f%%", rep.Timed[0].MissingPct) != f[6] || fmt.Sprintf("%.0f%%", rep.Timed[0].InvalidPct) != f[7] {
		t.Errorf("--vcs 2 --json does not give the text's 2-VC row %v: %+v", f, rep.Timed)
	}
}

// TestCompareSDNRefusals: flags that do not apply to SDN scenarios, mixed
// lists of programs and scenarios, and --vcs with programs are refused
// with exit 2 and a message naming the problem.
func TestCompareSDNRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"compare", pyswitchExpiry, "--start", "09:00"}, "--start: not for SDN scenarios"},
		{[]string{"compare", pyswitchExpiry, "--sunset", "18:00", "--trials", "3"}, "--sunset, --trials: not for SDN scenarios"},
		{[]string{"compare", pyswitchExpiry, "--report", "x.html"}, "--report: not for SDN scenarios"},
		{[]string{"compare", pyswitchExpiry, fig2}, "compare scenarios and programs in separate runs"},
		{[]string{"compare", fig2, pyswitchExpiry}, "compare scenarios and programs in separate runs"},
		{[]string{"compare", fig2, "--hours", "1", "--vcs", "2"}, "--vcs applies to SDN scenarios"},
		{[]string{"compare", pyswitchExpiry, "--vcs", "1,two"}, "--vcs: expected numbers 0..16"},
		{[]string{"compare", fig1Inv}, "this is a list of invariants (name:, after:, holds:), not a program: give it with --invariants"},
	} {
		out, code := runCLI(t, c.args...)
		if code != exitBadInput || !strings.Contains(out, c.want) {
			t.Errorf("%s: exit %d, want %d with %q:\n%s", strings.Join(c.args, " "), code, exitBadInput, c.want, out)
		}
	}
}
