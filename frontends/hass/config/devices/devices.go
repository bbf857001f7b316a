// Package devices owns what Home Assistant's device triggers, conditions
// and actions mean to the model: which entity a device construct acts on,
// as the registries beside the configuration (.storage) say (Registry),
// and what its type stands for on an entity of a domain: a state (State)
// or a service (Service). Package config reads the device constructs and
// asks it; it is a package of its own because none of it needs the YAML
// reader's state: the registries are JSON read once, and the types are a
// table of Home Assistant's device automations.
package devices

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

// Registry is what Home Assistant's entity registry beside the
// configuration (.storage/core.entity_registry, JSON) says about devices:
// the entities of each device, and the entity id of each entity registry
// id (device triggers of recent versions name the entity by that id).
// Each entity's record names its device, so the device registry
// (core.device_registry) adds nothing a trigger needs, and is not read.
type Registry struct {
	byDevice map[string][]string
	byRegID  map[string]string
}

// Read reads the registries of the directory dir (a configuration's
// .storage); nil when they are absent or unreadable (device constructs
// then stay opaque).
func Read(dir string) *Registry {
	src, err := os.ReadFile(filepath.Join(dir, "core.entity_registry"))
	if err != nil {
		return nil
	}
	var ents struct {
		Data struct {
			Entities []struct {
				EntityID string `json:"entity_id"`
				ID       string `json:"id"`
				DeviceID string `json:"device_id"`
			} `json:"entities"`
		} `json:"data"`
	}
	if json.Unmarshal(src, &ents) != nil {
		return nil
	}
	r := &Registry{byDevice: map[string][]string{}, byRegID: map[string]string{}}
	for _, e := range ents.Data.Entities {
		if e.ID != "" {
			r.byRegID[e.ID] = e.EntityID
		}
		if e.DeviceID != "" {
			r.byDevice[e.DeviceID] = append(r.byDevice[e.DeviceID], e.EntityID)
		}
	}
	return r
}

// Entity is the entity a device trigger, condition or action (its fields
// f) acts on: its entity_id (an entity id, or a registry id), or else the
// one entity of its domain the device has; "" when the registries are
// absent (r is nil) or do not say.
func (r *Registry) Entity(f map[string]*yaml.Node) string {
	dom := ""
	if d := f["domain"]; d != nil {
		dom = d.Value
	}
	// Without the registries a device construct stays an opaque device
	// (issue #26), even when it names its entity: the configuration is
	// then not known to match the devices.
	if r == nil {
		return ""
	}
	if e := f["entity_id"]; e != nil && e.Kind == yaml.ScalarNode {
		if strings.Contains(e.Value, ".") {
			return e.Value
		}
		return r.byRegID[e.Value]
	}
	d := f["device_id"]
	if d == nil || dom == "" {
		return ""
	}
	var found []string
	for _, id := range r.byDevice[d.Value] {
		// The domain of an entity id is what comes before its dot
		// (config.DomainOf, which this package is below).
		if idDom, _, _ := strings.Cut(id, "."); idDom == dom {
			found = append(found, id)
		}
	}
	if len(found) != 1 {
		return ""
	}
	return found[0]
}

// State is the state a device trigger's or condition's type stands
// for on an entity of domain dom (conditions' types start with is_):
// turned_on/off; a binary sensor's kind (motion, opened: on) and its
// negation (no_motion, not_opened: off); a lock's and a cover's states.
func State(dom, typ string) (string, bool) {
	typ = strings.TrimPrefix(typ, "is_")
	switch typ {
	case "turned_on", "on":
		return "on", true
	case "turned_off", "off":
		return "off", true
	}
	switch dom {
	case "binary_sensor":
		if strings.HasPrefix(typ, "no_") || strings.HasPrefix(typ, "not_") {
			return "off", true
		}
		return "on", true
	case "lock":
		switch typ {
		case "locked", "unlocked", "jammed", "locking", "unlocking", "open", "opening":
			return typ, true
		}
	case "cover":
		switch typ {
		case "opened", "open":
			return "open", true
		case "closed":
			return "closed", true
		case "opening", "closing":
			return typ, true
		}
	case "light", "switch", "fan", "input_boolean", "siren", "remote", "humidifier":
	}
	return "", false
}

// Service is the service a device action's type calls on an entity
// of domain dom.
func Service(dom, typ string) (string, bool) {
	switch typ {
	case "turn_on", "turn_off", "toggle":
		return dom + "." + typ, true
	}
	switch dom {
	case "lock":
		switch typ {
		case "lock", "unlock", "open":
			return "lock." + typ, true
		}
	case "cover":
		switch typ {
		case "open":
			return "cover.open_cover", true
		case "close":
			return "cover.close_cover", true
		}
	}
	return "", false
}
