package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// A small JSON Schema validator for the schemas in docs/schema: the
// keywords they use (type, properties, required, additionalProperties,
// items, enum, const, minimum, pattern, $ref into $defs, anyOf, oneOf).
// An unknown keyword is an error, so that a schema cannot silently ask
// for more than is checked.
type schemaValidator struct {
	root map[string]any
}

var knownKeywords = map[string]bool{
	"$schema": true, "$id": true, "$defs": true, "title": true, "description": true,
	"type": true, "properties": true, "required": true, "additionalProperties": true,
	"items": true, "enum": true, "const": true, "minimum": true, "pattern": true,
	"$ref": true, "anyOf": true, "oneOf": true,
}

// schemaDir is docs/schema, found from the package's directory (where
// tests start) so that a test that changes directory still finds it.
var schemaDir = func() string {
	d, err := filepath.Abs("../../docs/schema")
	if err != nil {
		panic(err)
	}
	return d
}()

func loadSchema(t *testing.T, name string) *schemaValidator {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(schemaDir, name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&root); err != nil {
		t.Fatalf("%s.json: %v", name, err)
	}
	return &schemaValidator{root: root}
}

// validate returns the places where doc breaks the schema.
func (v *schemaValidator) validate(doc any) []string {
	var errs []string
	v.check(v.root, doc, "$", &errs)
	return errs
}

func jsonType(x any) string {
	switch x := x.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	case json.Number:
		if f, err := x.Float64(); err == nil && f == math.Trunc(f) && !strings.ContainsAny(x.String(), ".eE") {
			return "integer"
		}
		return "number"
	}
	return fmt.Sprintf("%T", x)
}

func (v *schemaValidator) resolve(ref string) map[string]any {
	name, ok := strings.CutPrefix(ref, "#/$defs/")
	if !ok {
		return nil
	}
	defs, _ := v.root["$defs"].(map[string]any)
	s, _ := defs[name].(map[string]any)
	return s
}

func (v *schemaValidator) check(s map[string]any, doc any, at string, errs *[]string) {
	fail := func(format string, args ...any) {
		*errs = append(*errs, at+": "+fmt.Sprintf(format, args...))
	}
	for k := range s {
		if !knownKeywords[k] {
			fail("the schema uses %q, which the validator does not know", k)
		}
	}
	if ref, ok := s["$ref"].(string); ok {
		r := v.resolve(ref)
		if r == nil {
			fail("unresolved $ref %q", ref)
			return
		}
		v.check(r, doc, at, errs)
	}
	if t, ok := s["type"]; ok {
		var types []string
		switch t := t.(type) {
		case string:
			types = []string{t}
		case []any:
			for _, x := range t {
				types = append(types, x.(string))
			}
		}
		got := jsonType(doc)
		okType := false
		for _, want := range types {
			if want == got || (want == "number" && got == "integer") {
				okType = true
			}
		}
		if !okType {
			fail("a %s, want %s", got, strings.Join(types, " or "))
			return
		}
	}
	if c, ok := s["const"]; ok && !jsonEqual(c, doc) {
		fail("%v, want %v", doc, c)
	}
	if e, ok := s["enum"].([]any); ok {
		found := false
		for _, x := range e {
			if jsonEqual(x, doc) {
				found = true
			}
		}
		if !found {
			fail("%v is not one of %v", doc, e)
		}
	}
	if m, ok := s["minimum"]; ok {
		if n, isNum := doc.(json.Number); isNum {
			f, _ := n.Float64()
			min, _ := m.(json.Number).Float64()
			if f < min {
				fail("%v is below the minimum %v", f, min)
			}
		}
	}
	if p, ok := s["pattern"].(string); ok {
		if str, isStr := doc.(string); isStr && !regexp.MustCompile(p).MatchString(str) {
			fail("%q does not match %s", str, p)
		}
	}
	for _, key := range []string{"anyOf", "oneOf"} {
		alts, ok := s[key].([]any)
		if !ok {
			continue
		}
		n := 0
		for _, a := range alts {
			var sub []string
			v.check(a.(map[string]any), doc, at, &sub)
			if len(sub) == 0 {
				n++
			}
		}
		if n == 0 || (key == "oneOf" && n > 1) {
			fail("%d of the %s alternatives match", n, key)
		}
	}
	if obj, ok := doc.(map[string]any); ok {
		props, _ := s["properties"].(map[string]any)
		if req, ok := s["required"].([]any); ok {
			for _, r := range req {
				if _, has := obj[r.(string)]; !has {
					fail("lacks %q", r)
				}
			}
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if ps, ok := props[k].(map[string]any); ok {
				v.check(ps, obj[k], at+"."+k, errs)
				continue
			}
			switch ap := s["additionalProperties"].(type) {
			case bool:
				if !ap {
					fail("has %q, which the schema does not document", k)
				}
			case map[string]any:
				v.check(ap, obj[k], at+"."+k, errs)
			}
		}
	}
	if arr, ok := doc.([]any); ok {
		if items, ok := s["items"].(map[string]any); ok {
			for i, x := range arr {
				v.check(items, x, fmt.Sprintf("%s[%d]", at, i), errs)
			}
		}
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// decodeAll reads one or more JSON documents, numbers kept exact.
func decodeAll(t *testing.T, out string) []any {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(out))
	dec.UseNumber()
	var docs []any
	for dec.More() {
		var d any
		if err := dec.Decode(&d); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, out)
		}
		docs = append(docs, d)
	}
	return docs
}

// The validator itself: it accepts and rejects what it should.
func TestSchemaValidator(t *testing.T) {
	v := loadSchema(t, "version")
	good := map[string]any{"schema": "delorean.version/1", "module": "m", "version": "v1", "go": "go1.24", "platform": "linux/amd64"}
	if errs := v.validate(good); len(errs) > 0 {
		t.Fatalf("a valid document is rejected: %v", errs)
	}
	for name, bad := range map[string]map[string]any{
		"wrong schema id": {"schema": "delorean.version/2", "module": "m", "version": "v1", "go": "g", "platform": "p"},
		"missing field":   {"schema": "delorean.version/1", "module": "m", "version": "v1", "go": "g"},
		"extra field":     {"schema": "delorean.version/1", "module": "m", "version": "v1", "go": "g", "platform": "p", "colour": "red"},
		"wrong type":      {"schema": "delorean.version/1", "module": "m", "version": 1, "go": "g", "platform": "p"},
	} {
		if errs := v.validate(bad); len(errs) == 0 {
			t.Errorf("%s: accepted", name)
		}
	}
	e := loadSchema(t, "explore")
	doc := decodeAll(t, `{"x": [1, 2.5]}`)[0]
	if errs := e.validate(doc); len(errs) == 0 {
		t.Error("the explore schema accepts anything")
	}
	// A real report with a trace step's state taken out is rejected.
	out, _ := runJSON(t, "explore", "../../programs/isy/bathroom.isy", "--start", "18:00", "--hours", "1", "--invariants", "../../programs/isy/bathroom.inv.yaml", "--json")
	rep := decodeAll(t, out)[0].(map[string]any)
	if errs := e.validate(rep); len(errs) > 0 {
		t.Fatalf("%v", errs)
	}
	step := rep["invariants"].([]any)[1].(map[string]any)["violation"].(map[string]any)["trace"].([]any)[0].(map[string]any)
	delete(step, "state")
	if errs := e.validate(rep); len(errs) != 1 || !strings.Contains(errs[0], `trace[0]: lacks "state"`) {
		t.Errorf("a step without its state: %v", errs)
	}
}

// Every command's --json output validates against its schema in
// docs/schema (documented in docs/json-schema.md), and carries its id.
func TestJSONSchemas(t *testing.T) {
	cases := []struct {
		schema string
		args   []string
		docs   int
	}{
		{"explore", []string{"explore", "../../programs/isy/bathroom.isy", "--start", "18:00", "--hours", "1", "--invariants", "../../programs/isy/bathroom.inv.yaml", "--json", "--timing"}, 1},
		{"explore", []string{"explore", "../../programs/isy/evening.isy", "--start", "2026-06-21T18:00", "--hours", "12", "--sunset", "17:30..21:30", "--invariants", "../../programs/isy/evening.inv.yaml", "--json"}, 1},
		{"explore", []string{"explore", "testdata/weekdays.ta", "--start", "06:00", "--hours", "2", "--invariants", "testdata/weekdays.inv.yaml", "--json"}, 1},
		{"explore", []string{"explore", "testdata/dates.ta", "--start", "23:00", "--hours", "9", "--invariants", "testdata/dates.inv.yaml", "--json"}, 1},
		{"explore", []string{"explore", "../../explore/zone/testdata/sun-lamp.isy", "--start", "17:00", "--hours", "3", "--sunset", "18:30..19:00", "--invariants", "../../explore/zone/testdata/sun-lamp.inv.yaml", "--engine", "regions", "--json"}, 1},
		{"explore", []string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--max-states", "50", "--json"}, 1},
		{"explore", []string{"reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2", "--json"}, 1},
		{"explore", []string{"explore", fig1, "--start", "09:00", "--hours", "24", "--invariants", fig1Inv, "--engine", "zones", "--json", "--timing"}, 1},
		{"explore", []string{"reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2", "--engine", "zones", "--json"}, 1},
		{"explore", []string{"explore", "testdata/conflict.yaml", "--hours", "1", "--json"}, 1},
		{"explore", []string{"explore", "../../explore/zone/testdata/nights.ta", "--start", "2026-06-18T00:00", "--forever", "--invariants", "../../explore/zone/testdata/nights.inv.yaml", "--json"}, 1},
		{"explore", []string{"explore", fig1, "--start", "09:00", "--duration", "2m", "--init", "../../testdata/zones-fallback.init.yaml", "--engine", "zones", "--json"}, 1},
		{"baseline", []string{"explore", fig2, "--hours", "1", "--mode", "untimed", "--json"}, 1},
		{"baseline", []string{"explore", fig2, "--hours", "1", "--mode", "modist", "--json"}, 1},
		{"compare", []string{"compare", fig2, "--hours", "1", "--trials", "2", "--json"}, 1},
		{"comparisons", []string{"compare", fig2, "../../programs/isy/garage.isy", "--hours", "1", "--json"}, 1},
		{"analyze", []string{"analyze", "../../programs/isy/bathroom.isy", "--json"}, 1},
		{"analyze", []string{"analyze", fig2, "--json"}, 1},
		{"regions", []string{"regions", fig2, "--json"}, 1},
		{"regions", []string{"regions", fig1, "--hours", "1", "--json"}, 1},
		{"check", []string{"check", fig1, "--invariants", fig1Inv, "--json"}, 1},
		{"check", []string{"check", "../../testdata/bad/" + firstBad(t), "--json"}, 1},
		{"bench", []string{"bench", fig2, "--hours", "1", "--json"}, 1},
		{"bench", []string{"bench", fig2, "--hours", "1", "--no-split", "--json"}, 1},
		{"version", []string{"version", "--json"}, 1},
		{"sdn", []string{"sdn", "../../programs/sdn/pyswitch-basic.yaml", "--json"}, 1},
		{"sdn", []string{"sdn", "../../programs/sdn/nice-bug-II.yaml", "--json"}, 1},
		{"sdn-compare", []string{"sdn", "../../programs/sdn/nice-bug-II.yaml", "--compare", "--vcs-list", "1,2", "--json"}, 1},
		{"comparisons", []string{"compare", "../../programs/sdn/nice-bug-II.yaml", "../../programs/sdn/pyswitch-expiry.yaml", "--vcs", "1,2", "--json"}, 1},
	}
	for i, c := range cases {
		t.Run(fmt.Sprintf("%s_%d", c.args[0], i), func(t *testing.T) {
			out, code := runJSON(t, c.args...)
			if code == exitBadInput && c.schema != "check" {
				t.Fatalf("exit %d:\n%s", code, out)
			}
			docs := decodeAll(t, out)
			if len(docs) != c.docs {
				t.Fatalf("%d documents, want %d", len(docs), c.docs)
			}
			v := loadSchema(t, c.schema)
			for _, d := range docs {
				if errs := v.validate(d); len(errs) > 0 {
					t.Errorf("%s does not match docs/schema/%s.json:\n  %s", strings.Join(c.args, " "), c.schema, strings.Join(errs, "\n  "))
				}
			}
		})
	}
}

// runJSON runs the command line as main does and returns standard
// output alone.
func runJSON(t *testing.T, args ...string) (string, int) {
	t.Helper()
	out, _, code := runStreams(args...)
	return out, code
}

// runStreams runs the command line as main does (execute) and returns
// standard output, standard error and the exit code.
func runStreams(args ...string) (stdout, stderr string, code int) {
	root := newRoot()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	code = execute(root, args)
	return out.String(), errOut.String(), code
}

func firstBad(t *testing.T) string {
	files, _ := filepath.Glob("../../testdata/bad/*.ta")
	if len(files) == 0 {
		t.Fatal("no bad .ta inputs")
	}
	return filepath.Base(files[0])
}

// Every schema file is documented in docs/json-schema.md with its id.
func TestSchemasDocumented(t *testing.T) {
	md, err := os.ReadFile("../../docs/json-schema.md")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../../docs/schema/*.json")
	if len(files) == 0 {
		t.Fatal("no schemas")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		v := loadSchema(t, name)
		props, _ := v.root["properties"].(map[string]any)
		sch, _ := props["schema"].(map[string]any)
		if sdn, ok := props["sdn_schema"].(map[string]any); ok {
			sch = sdn // the SDN report extends explore's: its own id is sdn_schema
		}
		id, _ := sch["const"].(string)
		if id == "" {
			t.Errorf("%s.json fixes no schema id", name)
			continue
		}
		if !bytes.Contains(md, []byte("`"+id+"`")) || !bytes.Contains(md, []byte("schema/"+name+".json")) {
			t.Errorf("docs/json-schema.md does not document %s (%s)", id, name+".json")
		}
	}
}
