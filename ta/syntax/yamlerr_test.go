package syntax

import (
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// The positions are where a reader finds the problem, by hand; the
// errors are yaml.v3's for these texts (the message it gives is noted).
func TestYAMLError(t *testing.T) {
	cases := []struct {
		name, src, yamlSays, want string
	}{
		{"an unclosed flow mapping",
			"- alias: a\n  action:\n    - service: light.turn_on\n      target: {entity_id: light.stairs\n    - delay: 1\n",
			"yaml: line 3: did not find expected ',' or '}'",
			"f.yaml:4:15: this { is not closed (did not find expected ',' or '}')"},
		{"a mapping inside an unclosed sequence",
			"- alias: x\n  trigger: [\n    {platform: state, entity_id: binary_sensor.a\n  action: []\n",
			"yaml: line 2: did not find expected ',' or '}'",
			"f.yaml:3:5: this { is not closed (did not find expected ',' or '}')"},
		{"an unclosed flow sequence",
			"a: [1, 2\nb: 3\n",
			"yaml: line 1: did not find expected ',' or ']'",
			"f.yaml:1:4: this [ is not closed (did not find expected ',' or ']')"},
		{"a colon inside a plain value",
			"- name: a\n  after: emit \"Watering: queue full\"\n",
			"yaml: line 2: mapping values are not allowed in this context",
			`f.yaml:2:24: mapping values are not allowed in this context (a value with ": " in it must be quoted as a whole)`},
		{"another message keeps its line",
			"- a: 1\n  b\n",
			"yaml: line 2: could not find expected ':'",
			"f.yaml:2:3: could not find expected ':'"},
		{"a colon inside a value, without a line",
			"a: b: c\n",
			"yaml: mapping values are not allowed in this context",
			`f.yaml:1:5: mapping values are not allowed in this context`},
		{"a mapping closed by a bracket, without a line",
			"key: [a, {b: c]\n",
			"yaml: did not find expected ',' or '}'",
			"f.yaml:1:10: this { is not closed"},
		{"a key indented short of its item",
			"- alias: Hall motion light\n  triggers:\n    - trigger: state\n      entity_id: binary_sensor.hall_motion\n     to: \"on\"\n  actions: []\n",
			"yaml: line 2: did not find expected '-' indicator",
			"f.yaml:5:6: did not find expected '-' indicator (this line is indented as neither"},
		{"a key at the list's column",
			"- alias: Broken\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.door\n    to: \"on\"\n      for: 5\n  action: []\n",
			"yaml: line 2: did not find expected '-' indicator",
			"f.yaml:5:5: did not find expected '-' indicator (this line is indented as neither"},
		{"an unclosed quote",
			"- name: light on\n  condition: \"FrontPorchLight == On\n",
			"yaml: line 2: found unexpected end of stream",
			"f.yaml:2:14: this quote is not closed (found unexpected end of stream)"},
		{"no line: the first control character",
			"a: 1\nb: \x01\n",
			"yaml: control characters are not allowed",
			"f.yaml:2:4: control characters are not allowed"},
	}
	for _, c := range cases {
		var n yaml.Node
		err := yaml.Unmarshal([]byte(c.src), &n)
		if err == nil || err.Error() != c.yamlSays {
			t.Fatalf("%s: yaml.v3 says %v, want %q", c.name, err, c.yamlSays)
		}
		got := YAMLError("f.yaml", []byte(c.src), err).Error()
		if !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
