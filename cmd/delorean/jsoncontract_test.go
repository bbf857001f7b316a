package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

const (
	nicebug2      = "../../programs/sdn/nice-bug-II.yaml"
	pyswitchBasic = "../../programs/sdn/pyswitch-basic.yaml"
)

// schemaIDs maps each schema id of docs/schema (the const of its schema
// field, or of sdn_schema for the SDN report) to its file's name.
var schemaIDs = sync.OnceValues(func() (map[string]string, error) {
	files, err := filepath.Glob(filepath.Join(schemaDir, "*.json"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no schemas: %v", err)
	}
	out := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var root struct {
			Properties map[string]struct {
				Const any `json:"const"`
			} `json:"properties"`
		}
		if err := json.Unmarshal(b, &root); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		id, _ := root.Properties["schema"].Const.(string)
		if sdn, ok := root.Properties["sdn_schema"].Const.(string); ok {
			id = sdn
		}
		out[id] = strings.TrimSuffix(filepath.Base(f), ".json")
	}
	return out, nil
})

// docSchema is the name of the schema file a document names: its
// sdn_schema (an SDN report extends explore's), else its schema.
func docSchema(t *testing.T, doc any) string {
	t.Helper()
	obj, ok := doc.(map[string]any)
	if !ok {
		t.Fatalf("the document is not an object: %v", doc)
	}
	ids, err := schemaIDs()
	if err != nil {
		t.Fatal(err)
	}
	id, _ := obj["schema"].(string)
	if sdn, ok := obj["sdn_schema"].(string); ok {
		id = sdn
	}
	name, ok := ids[id]
	if !ok {
		t.Fatalf("the document's schema %q is none of docs/schema", id)
	}
	return name
}

// validateDoc checks doc against the schema it names, and each
// comparison of a delorean.comparisons/1 document against its own; it
// returns the schema's name.
func validateDoc(t *testing.T, what string, doc any) string {
	t.Helper()
	name := docSchema(t, doc)
	if errs := loadSchema(t, name).validate(doc); len(errs) > 0 {
		t.Errorf("%s does not match docs/schema/%s.json:\n  %s", what, name, strings.Join(errs, "\n  "))
	}
	if name == "comparisons" {
		for i, c := range doc.(map[string]any)["comparisons"].([]any) {
			validateDoc(t, fmt.Sprintf("%s: comparisons[%d]", what, i), c)
		}
	}
	return name
}

// oneDocument reads stdout as exactly one JSON document.
func oneDocument(t *testing.T, what, out string) any {
	t.Helper()
	docs := decodeAll(t, out)
	if len(docs) != 1 {
		t.Fatalf("%s: %d JSON documents on standard output, want exactly 1:\n%.3000s", what, len(docs), out)
	}
	return docs[0]
}

// TestJSONContract: every command with --json prints exactly one JSON
// document on standard output, on success and on error, whose schema is
// documented (docs/json-schema.md, docs/schema); bad input keeps exit
// code 2 and gives the error document with the diagnostics and their
// positions, which standard error also shows.
func TestJSONContract(t *testing.T) {
	dir := t.TempDir()
	traces := filepath.Join(dir, "traces")
	if _, code := runCLI(t, "explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--trace-dir", traces); code != exitViolation {
		t.Fatalf("explore --trace-dir: exit %d", code)
	}
	trace := filepath.Join(traces, "01-light-stays-on-after-motion.trace.yaml")
	// A trace whose recorded state is not the replay's: its first step
	// records the light off, which switching it on cannot give.
	text, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	wrong := filepath.Join(dir, "wrong.trace.yaml")
	if err := os.WriteFile(wrong, []byte(strings.Replace(string(text), "state: {FrontPorchLight: On}", "state: {FrontPorchLight: Off}", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	sdnTraces := filepath.Join(dir, "sdn")
	if _, code := runCLI(t, "sdn", nicebug2, "--trace-dir", sdnTraces); code != exitViolation {
		t.Fatalf("sdn --trace-dir: exit %d", code)
	}
	sdnTrace := filepath.Join(sdnTraces, "01-StrictDirectPaths.trace.yaml")
	badTA := "../../testdata/bad/ta-duplicate.ta" // 2:7: "n" is already declared
	badScn := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(badScn, []byte("app: pyswitch\nswitches:\n  - {name: s1, ports: 2}\nhosts:\n  - {name: a, kind: sender, at: \"s9:1\", to: a}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	html := filepath.Join(dir, "r.html")
	dot := filepath.Join(dir, "g.dot")
	states := filepath.Join(dir, "states.txt")

	// diag is a diagnostic the error document must carry: a file (the
	// base name), line and column, and words of its message.
	type diag struct {
		file      string
		line, col int
		words     string
	}
	for _, c := range []struct {
		args   []string
		code   int
		schema string
		diag   *diag
	}{
		// explore, every engine and mode, and the flags that add to the
		// document or write files beside it.
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--json"}, exitViolation, "explore", nil},
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--json", "--timing"}, exitViolation, "explore", nil},
		{[]string{"explore", bathroom, "--start", "18:00", "--hours", "1", "--invariants", bathroomInv, "--engine", "regions", "--json", "--report", html, "--trace-dir", traces, "--dot", dot}, exitViolation, "explore", nil},
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--engine", "regions", "--discrete-states", states, "--json"}, exitOK, "explore", nil},
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--engine", "zones", "--json"}, exitViolation, "explore", nil},
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--engine", "regions", "--max-states", "50", "--json"}, exitLimit, "explore", nil},
		{[]string{"explore", fig2, "--hours", "1", "--mode", "untimed", "--json"}, exitOK, "baseline", nil},
		{[]string{"explore", fig2, "--hours", "1", "--mode", "modist", "--json"}, exitOK, "baseline", nil},
		{[]string{"explore", badTA, "--json"}, exitBadInput, "error", &diag{"ta-duplicate.ta", 2, 7, "is already declared"}},
		{[]string{"explore", fig1Inv, "--json"}, exitBadInput, "error", &diag{"figure1.inv.yaml", 8, 1, "this is a list of invariants"}},
		{[]string{"explore", nicebug2, "--json"}, exitBadInput, "error", &diag{"nice-bug-II.yaml", 10, 1, "delorean sdn"}},
		{[]string{"explore", fig1, "--invariants", "../../testdata/bad/inv-unknown-key.inv.yaml", "--json"}, exitBadInput, "error", &diag{"inv-unknown-key.inv.yaml", 0, 0, "unknown key"}},
		{[]string{"explore", fig1, "--start", "25:00", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "--start"}},
		{[]string{"explore", fig1, "--max-states", "many", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "--max-states"}},
		{[]string{"explore", fig1, "--no-such-flag", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "unknown flag"}},
		{[]string{"explore", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "accepts 1 arg"}},
		{[]string{"explore", "no/such/file.ta", "--json"}, exitBadInput, "error", &diag{"file.ta", 0, 0, "no such file"}},
		{[]string{"explore", fig2, "--mode", "untimed", "--report", html, "--json"}, exitBadInput, "error", &diag{"", 0, 0, "--report and --dot go with --mode timed"}},
		// reach
		{[]string{"reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2", "--json"}, exitViolation, "explore", nil},
		{[]string{"reach", "../../programs/ta/fischer-3.tck", "--labels", "cs1,cs2", "--engine", "zones", "--json"}, exitOK, "explore", nil},
		{[]string{"reach", "../../programs/ta/fischer-3.tck", "--labels", "nosuch", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "nosuch"}},
		{[]string{"reach", "../../programs/ta/fischer-3.tck", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "labels"}},
		// compare: one program alone, several in one document, a bad one
		// anywhere gives the error document and no comparison.
		{[]string{"compare", fig2, "--hours", "1", "--json"}, exitOK, "compare", nil},
		{[]string{"compare", fig2, "../../programs/isy/garage.isy", "--hours", "1", "--json", "--report", html}, exitOK, "comparisons", nil},
		{[]string{"compare", fig2, badTA, "--hours", "1", "--json"}, exitBadInput, "error", &diag{"ta-duplicate.ta", 2, 7, "is already declared"}},
		{[]string{"compare", fig2, "--hours", "1", "--max-states", "5", "--json"}, exitLimit, "compare", nil},
		{[]string{"compare", nicebug2, "--vcs", "1", "--json"}, exitOK, "sdn-compare", nil},
		{[]string{"compare", nicebug2, pyswitchExpiry, "--vcs", "1", "--json"}, exitOK, "comparisons", nil},
		{[]string{"compare", nicebug2, fig2, "--json"}, exitBadInput, "error", &diag{"", 0, 0, "separate runs"}},
		{[]string{"compare", nicebug2, "--start", "09:00", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "not for SDN scenarios"}},
		// analyze, regions
		{[]string{"analyze", "../../programs/isy/bathroom.isy", "--json", "--dot", dot}, exitOK, "analyze", nil},
		{[]string{"analyze", fig1Inv, "--json"}, exitBadInput, "error", &diag{"figure1.inv.yaml", 8, 1, "--invariants"}},
		{[]string{"regions", fig1, "--hours", "1", "--json"}, exitOK, "regions", nil},
		{[]string{"regions", nicebug2, "--json"}, exitOK, "regions", nil},
		{[]string{"regions", nicebug2, "--hours", "1", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "--hours: not for SDN scenarios"}},
		{[]string{"regions", fig1, "--sunset", "18:00..19:00", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "one sun time"}},
		// check keeps its own document for a bad program.
		{[]string{"check", fig1, "--invariants", fig1Inv, "--json"}, exitOK, "check", nil},
		{[]string{"check", badTA, "--json"}, exitBadInput, "check", nil},
		{[]string{"check", nicebug2, "--json"}, exitOK, "check", nil},
		{[]string{"check", badScn, "--json"}, exitBadInput, "check", nil},
		{[]string{"check", nicebug2, "--invariants", fig1Inv, "--json"}, exitBadInput, "check", nil},
		{[]string{"check", fig1, "--bogus", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "unknown flag"}},
		// ir
		{[]string{"ir", fig1, "--json"}, exitOK, "ir", nil},
		{[]string{"ir", nicebug2, "--json"}, exitOK, "ir", nil},
		{[]string{"ir", badScn, "--json"}, exitBadInput, "error", &diag{"bad.yaml", 5, 33, `no switch "s9"`}},
		{[]string{"ir", "../../testdata/zones-fallback.init.yaml", "--json"}, exitBadInput, "error", &diag{"zones-fallback.init.yaml", 3, 1, "this is a start state"}},
		// replay
		{[]string{"replay", fig1, trace, "--invariants", fig1Inv, "--json"}, exitViolation, "replay", nil},
		{[]string{"replay", fig1, wrong, "--json"}, exitBadInput, "replay", nil},
		{[]string{"replay", fig1, fig1, "--json"}, exitBadInput, "error", &diag{"figure1.ta", 0, 0, ""}},
		{[]string{"replay", trace, fig1, "--json"}, exitBadInput, "error", &diag{"", 0, 0, ""}},
		// bench, version
		{[]string{"bench", fig2, "--hours", "1", "--json"}, exitOK, "bench", nil},
		{[]string{"bench", fig2, badTA, "--hours", "1", "--json"}, exitBadInput, "error", &diag{"ta-duplicate.ta", 2, 7, "is already declared"}},
		{[]string{"version", "--json"}, exitOK, "version", nil},
		{[]string{"version", "extra", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "unknown command"}},
		// sdn, each of its outputs
		{[]string{"sdn", nicebug2, "--json"}, exitViolation, "sdn", nil},
		{[]string{"sdn", pyswitchBasic, "--vcs", "2", "--json", "--timing"}, exitLimit, "sdn", nil},
		{[]string{"sdn", pyswitchBasic, "--json"}, exitOK, "sdn", nil},
		{[]string{"sdn", nicebug2, "--mode", "nice", "--json"}, exitViolation, "sdn", nil},
		{[]string{"sdn", pyswitchBasic, "--vcs", "2", "--strict-pool", "--json"}, exitViolation, "sdn", nil},
		{[]string{"sdn", nicebug2, "--max-states", "20", "--json"}, exitLimit, "sdn", nil},
		{[]string{"sdn", nicebug2, "--compare", "--vcs-list", "1,2", "--json"}, exitOK, "sdn-compare", nil},
		{[]string{"sdn", nicebug2, "--ir", "--json"}, exitOK, "ir", nil},
		{[]string{"sdn", nicebug2, "--replay", sdnTrace, "--json"}, exitViolation, "replay", nil},
		{[]string{"sdn", badScn, "--json"}, exitBadInput, "error", &diag{"bad.yaml", 5, 33, `no switch "s9"`}},
		{[]string{"sdn", nicebug2, "--vcs", "99", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "--vcs takes 0..16"}},
		{[]string{"sdn", nicebug2, "--mode", "fast", "--json"}, exitBadInput, "error", &diag{"", 0, 0, "--mode"}},
		{[]string{"sdn", nicebug2, "--replay", trace, "--json"}, exitBadInput, "error", &diag{"", 0, 0, ""}},
		// An unknown command still answers in JSON when asked.
		{[]string{"explor", fig1, "--json"}, exitBadInput, "error", &diag{"", 0, 0, `unknown command "explor"`}},
	} {
		what := strings.Join(c.args, " ")
		t.Run(strings.Join(c.args[:1], ""), func(t *testing.T) {
			out, errOut, code := runStreams(c.args...)
			if code != c.code {
				t.Errorf("%s: exit %d, want %d\n%s", what, code, c.code, errOut)
			}
			doc := oneDocument(t, what, out)
			if got := validateDoc(t, what, doc); got != c.schema {
				t.Fatalf("%s: a %s document, want %s:\n%.2000s", what, got, c.schema, out)
			}
			obj := doc.(map[string]any)
			if c.schema != "error" {
				return
			}
			if got := obj["exit_code"]; fmt.Sprint(got) != fmt.Sprint(c.code) {
				t.Errorf("%s: exit_code %v, want %d", what, got, c.code)
			}
			ds := obj["diagnostics"].([]any)
			if len(ds) == 0 {
				t.Fatalf("%s: no diagnostics", what)
			}
			found := false
			for _, d := range ds {
				d := d.(map[string]any)
				file, _ := d["file"].(string)
				msg, _ := d["message"].(string)
				line, col := fmt.Sprint(d["line"]), fmt.Sprint(d["column"])
				if filepath.Base(file) == c.diag.file || (c.diag.file == "" && file == "") || (c.diag.file == "" && c.diag.words == "") {
					if (c.diag.line == 0 || line == fmt.Sprint(c.diag.line)) && (c.diag.col == 0 || col == fmt.Sprint(c.diag.col)) && strings.Contains(msg, c.diag.words) {
						found = true
					}
				}
				// What the document says, standard error says too.
				if first, _, _ := strings.Cut(msg, "\n"); !strings.Contains(errOut, first) {
					t.Errorf("%s: standard error lacks %q:\n%s", what, first, errOut)
				}
			}
			if !found {
				t.Errorf("%s: no diagnostic %+v in\n%s", what, *c.diag, out)
			}
		})
	}
}

// The SDN report's schema holds explore's unchanged: every property and
// definition of explore.json is in sdn.json as it is there, so that the
// two cannot drift apart.
func TestSDNSchemaExtendsExplore(t *testing.T) {
	e, s := loadSchema(t, "explore").root, loadSchema(t, "sdn").root
	for _, part := range []string{"properties", "$defs"} {
		ep, sp := e[part].(map[string]any), s[part].(map[string]any)
		var keys []string
		for k := range ep {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if !jsonEqual(ep[k], sp[k]) {
				t.Errorf("sdn.json's %s %q differs from explore.json's", part, k)
			}
		}
	}
	for _, r := range e["required"].([]any) {
		found := false
		for _, q := range s["required"].([]any) {
			found = found || q == r
		}
		if !found {
			t.Errorf("sdn.json does not require %v, which explore.json does", r)
		}
	}
}
