// Package devices owns what Home Assistant's device triggers, conditions
// and actions mean to the model: which entity a device construct acts on
// (its entity_id, an entity id or, through the registries beside the
// configuration, .storage, a registry id: Registry), and what its type
// stands for in its domain (Lookup): the state or numeric_state trigger
// or condition, or the service call, its domain's platform builds from
// it. Package config reads the device constructs and asks it; it is a
// package of its own because none of it needs the YAML reader's state:
// the registries are JSON read once, and the types are a table of Home
// Assistant's device automations.
package devices

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
)

// Registry is what Home Assistant's entity registry beside the
// configuration (.storage/core.entity_registry, JSON) says: the entity id
// of each entity registry id (device automations of recent versions name
// their entity by that id). A device automation names its entity, so the
// device registry (core.device_registry) adds nothing, and is not read.
type Registry struct {
	byRegID map[string]string
	// ids are the entity ids the registry lists (an entity created from
	// YAML without a unique_id is not among them).
	ids map[string]bool
}

// Read reads the registries of the directory dir (a configuration's
// .storage); nil when they are absent or unreadable (device constructs
// naming their entity by its registry id then stay opaque).
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
			} `json:"entities"`
		} `json:"data"`
	}
	if json.Unmarshal(src, &ents) != nil {
		return nil
	}
	r := &Registry{byRegID: map[string]string{}, ids: map[string]bool{}}
	for _, e := range ents.Data.Entities {
		if e.ID != "" {
			r.byRegID[e.ID] = e.EntityID
		}
		if e.EntityID != "" {
			r.ids[e.EntityID] = true
		}
	}
	return r
}

// Entity is the entity id an entity_id of a device trigger, condition
// or action names (cv.entity_id_or_uuid): an entity id is itself; a
// registry id is the entity the registry gives it, "" when the registries
// are absent (r is nil) or do not have it (the configuration then does
// not say which entity it is).
func (r *Registry) Entity(id string) string {
	if strings.Contains(id, ".") {
		return id
	}
	if r == nil {
		return ""
	}
	return r.byRegID[id]
}

// Has reports whether the registry lists the entity id (false when r is
// nil: there is no registry).
func (r *Registry) Has(entityID string) bool {
	return r != nil && r.ids[entityID]
}

// EntityIDs are the entity ids the registry lists, in no order.
func (r *Registry) EntityIDs() []string {
	if r == nil {
		return nil
	}
	out := make([]string, 0, len(r.ids))
	for id := range r.ids {
		out = append(out, id)
	}
	return out
}
