package hass

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/template"
)

// An mqtt trigger's message is the environment's: any payload on the
// topic (components/mqtt/trigger.py, mqtt_automation_listener; with
// payload: or value_template: only some, which the model does not
// follow). Its trigger data have the payload read as JSON when it is JSON
// (`with suppress(ValueError): data["payload_json"] =
// json_loads(mqttmsg.payload)`; when it is not, payload_json is not in
// the data, so the template reads Jinja's Undefined). When an
// automation's templates read payload_json only by comparing a key's
// value with texts (`trigger.payload_json.action == 'press'`, `!=`, `in
// ['a', 'b']`) and asking whether it has a key (`'action' in
// trigger.payload_json`), every payload gives the templates what one of
// a few classes gives: not JSON; a JSON value that is not an object (a
// number, for which `in` is a TypeError; a list or a text behaves as
// an object with its members as keys and other values); an object, with
// each key read absent, one of the texts, or another value. The trigger
// then fires with one message of each class (an event each, "mqtt
// zigbee2mqtt/button: {"action": "press"}"), each a trigger record whose
// payload_json is a value of its class, and the templates are exact.
// Anything else read of payload_json (another filter, arithmetic, a key
// that is also a dict method) leaves it over-approximated, as before.

// payloadUse is what an automation's templates read of its mqtt
// triggers' payload_json.
type payloadUse struct {
	keys    []string            // the keys read, in the order first read
	consts  map[string][]string // the texts each key is compared with
	members map[string]bool     // keys tested with `'K' in payload_json`
	bad     bool                // read in another way
}

// maxPayloadClasses bounds the object classes of one trigger's payloads.
const maxPayloadClasses = 64

// dictAttrs are the attributes of a Python dict, which Jinja's getattr
// finds before an item of that name (environment.getattr).
var dictAttrs = map[string]bool{"get": true, "items": true, "keys": true, "values": true, "pop": true, "popitem": true,
	"update": true, "copy": true, "clear": true, "setdefault": true, "fromkeys": true}

func (u *payloadUse) key(k string) {
	if !slices.Contains(u.keys, k) {
		u.keys = append(u.keys, k)
	}
}

func (u *payloadUse) compare(k, c string) {
	u.key(k)
	if !slices.Contains(u.consts[k], c) {
		u.consts[k] = append(u.consts[k], c)
	}
}

// payloadUse is the record of automation a's payload_json reads, made on
// first use; nil for an automation without an mqtt trigger.
func (t *tlower) payloadUse() *payloadUse {
	a := t.env.a
	if a == nil || a.Script || !slices.ContainsFunc(a.Triggers, func(tr *config.Trigger) bool { return tr.Platform == "mqtt" }) {
		return nil
	}
	s := t.l.tplS()
	n := s.needs[a]
	if n == nil {
		n = &trigNeeds{}
		s.needs[a] = n
	}
	if n.payload == nil {
		n.payload = &payloadUse{consts: map[string][]string{}, members: map[string]bool{}}
	}
	return n.payload
}

// isPayloadJSON reports whether x is `trigger.payload_json`.
func isPayloadJSON(x *template.TNode) bool {
	return x.Kind == template.TAttr && x.Name == "payload_json" && x.Kids[0].Kind == template.TName && x.Kids[0].Name == "trigger"
}

// payloadKey is K of `trigger.payload_json.K`.
func payloadKey(x *template.TNode) (string, bool) {
	if x.Kind == template.TAttr && isPayloadJSON(x.Kids[0]) && !dictAttrs[x.Name] && !strings.HasPrefix(x.Name, "_") {
		return x.Name, true
	}
	return "", false
}

// payloadForm, in the collect pass, records a comparison or membership
// test n that reads payload_json in a way the classes decide, and lets
// its read of payload_json through (payloadOK).
func (t *tlower) payloadForm(n *template.TNode) {
	if len(n.Kids) != 2 {
		return
	}
	var u *payloadUse
	allow := func(pj *template.TNode) {
		if t.payloadOK == nil {
			t.payloadOK = map[*template.TNode]bool{}
		}
		t.payloadOK[pj] = true
	}
	switch n.Op {
	case "==", "!=":
		for i := 0; i < 2; i++ {
			if k, ok := payloadKey(n.Kids[i]); ok && n.Kids[1-i].Kind == template.TString {
				if u = t.payloadUse(); u != nil {
					u.compare(k, n.Kids[1-i].Name)
					allow(n.Kids[i].Kids[0])
				}
			}
		}
	case "in", "not in":
		if k, ok := payloadKey(n.Kids[0]); ok && n.Kids[1].Kind == template.TList &&
			!slices.ContainsFunc(n.Kids[1].Kids, func(x *template.TNode) bool { return x.Kind != template.TString }) {
			if u = t.payloadUse(); u != nil {
				u.key(k)
				for _, x := range n.Kids[1].Kids {
					u.compare(k, x.Name)
				}
				allow(n.Kids[0].Kids[0])
			}
		}
		if n.Kids[0].Kind == template.TString && isPayloadJSON(n.Kids[1]) {
			if u = t.payloadUse(); u != nil {
				u.key(n.Kids[0].Name)
				u.members[n.Kids[0].Name] = true
				allow(n.Kids[1])
			}
		}
	}
}

// payloadClass is one class of messages: how traces name it, and the
// value of payload_json (Undefined: not JSON).
type payloadClass struct {
	name string
	v    jv
}

// payloadClasses are the classes of the messages of an mqtt trigger
// whose automation's templates read payload_json as u says; nil when
// they are too many or read otherwise.
func payloadClasses(u *payloadUse) []payloadClass {
	if u == nil || u.bad || len(u.keys) == 0 {
		return nil
	}
	// An object's keys: each read key absent, another value, or one of
	// the texts it is compared with.
	const other = "\x00"
	objs := []map[string]string{{}}
	for _, k := range u.keys {
		var next []map[string]string
		for _, o := range objs {
			next = append(next, o)
			for _, v := range append([]string{other}, u.consts[k]...) {
				m := map[string]string{k: v}
				for kk, vv := range o {
					m[kk] = vv
				}
				next = append(next, m)
			}
		}
		if len(next) > maxPayloadClasses {
			return nil
		}
		objs = next
	}
	out := []payloadClass{{name: "not JSON", v: vUndef("payload_json")}}
	if len(u.members) > 0 {
		// `'K' in 0` is a TypeError (argument of type 'int' is not
		// iterable), as for any JSON number, true, false or null.
		out = append(out, payloadClass{name: "a JSON number", v: vInt(0)})
	}
	for _, o := range objs {
		f := map[string]jv{}
		var parts []string
		for _, k := range u.keys {
			v, ok := o[k]
			if !ok {
				continue
			}
			f[k] = vStr(v)
			if v == other {
				parts = append(parts, strconv.Quote(k)+": another value")
			} else {
				parts = append(parts, strconv.Quote(k)+": "+strconv.Quote(v))
			}
		}
		out = append(out, payloadClass{name: "{" + strings.Join(parts, ", ") + "}", v: vObj(&tobj{kind: oMap, known: true, fields: f})})
	}
	return out
}

// payloadRecords are the indices (among a's trigger records) of the
// records of trigger i, an mqtt trigger whose messages are classed.
func (l *lowerer) payloadRecords(a *config.Automation, i int) []int {
	recs := l.tplS().recs[a]
	if recs == nil {
		return nil
	}
	var out []int
	for k, r := range recs.recs {
		if r.trig == i && r.payload != nil {
			out = append(out, k)
		}
	}
	return out
}

// payloadName is how a record of a message names it.
func payloadName(tr *config.Trigger, r trigRec) string {
	return fmt.Sprintf("%s: %s", tr.Desc, r.payload.name)
}

// pyTypeName is Python's name of a scalar's type.
func pyTypeName(v jv) string {
	switch {
	case v.k == jBool:
		return "bool"
	case v.k == jNone:
		return "NoneType"
	case v.isInt:
		return "int"
	}
	return "float"
}
