// Package devices owns what Home Assistant's device triggers, conditions
// and actions mean to the model: which entity a device construct acts on
// (its entity_id, an entity id or, through the registries beside the
// configuration, .storage, a registry id: Registry), and what its type
// stands for in its domain (Lookup): the state or numeric_state trigger
// or condition, or the service call, its domain's platform builds from
// it; and which entities a service call's devices, areas, floors and
// labels stand for (Registry.Targets). Package config reads the device
// constructs and the targets and asks it; it is a
// package of its own because none of it needs the YAML reader's state:
// the registries are JSON read once, and the types are a table of Home
// Assistant's device automations.
package devices

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Registry is what Home Assistant's registries beside the configuration
// (.storage, JSON) say: the entity id of each entity registry id (device
// automations of recent versions name their entity by that id), and,
// for a service's target, which entities a device, an area, a floor or
// a label stands for (Targets).
type Registry struct {
	byRegID map[string]string
	// ids are the entity ids the registry lists (an entity created from
	// YAML without a unique_id is not among them).
	ids map[string]bool
	// entries are the entity registry's entries, in its order.
	entries []entry
	// devices, areas, floors and labels are the other registries'
	// entries by id; nil when that registry is absent or unreadable.
	devices map[string]device
	areas   map[string]area
	floors  map[string]bool
	labels  map[string]bool
}

// entry is what an entity registry entry says of the entity's place.
type entry struct {
	entityID, device, area string
	labels                 []string
	// indirect: not hidden and of no entity_category (config,
	// diagnostic): what a device, area or floor target reaches.
	hidden, categorised, disabled bool
}

type device struct {
	area, parent string
	labels       []string
}

type area struct {
	floor  string
	labels []string
}

// Read reads the registries of the directory dir (a configuration's
// .storage); nil when the entity registry is absent or unreadable (device
// constructs naming their entity by its registry id then stay opaque).
func Read(dir string) *Registry {
	src, err := os.ReadFile(filepath.Join(dir, "core.entity_registry"))
	if err != nil {
		return nil
	}
	var ents struct {
		Data struct {
			Entities []struct {
				EntityID       string   `json:"entity_id"`
				ID             string   `json:"id"`
				DeviceID       *string  `json:"device_id"`
				AreaID         *string  `json:"area_id"`
				Labels         []string `json:"labels"`
				HiddenBy       *string  `json:"hidden_by"`
				DisabledBy     *string  `json:"disabled_by"`
				EntityCategory *string  `json:"entity_category"`
			} `json:"entities"`
		} `json:"data"`
	}
	if json.Unmarshal(src, &ents) != nil {
		return nil
	}
	r := &Registry{byRegID: map[string]string{}, ids: map[string]bool{}}
	str := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	for _, e := range ents.Data.Entities {
		if e.ID != "" {
			r.byRegID[e.ID] = e.EntityID
		}
		if e.EntityID != "" {
			r.ids[e.EntityID] = true
			r.entries = append(r.entries, entry{entityID: e.EntityID, device: str(e.DeviceID), area: str(e.AreaID), labels: e.Labels,
				hidden: str(e.HiddenBy) != "", categorised: str(e.EntityCategory) != "", disabled: str(e.DisabledBy) != ""})
		}
	}
	var devs struct {
		Data struct {
			Devices []struct {
				ID     string   `json:"id"`
				AreaID *string  `json:"area_id"`
				Labels []string `json:"labels"`
				// A child device (Home Assistant 2026.8,
				// async_get_or_create_child) names its parent.
				Parent *string `json:"parent_device_id"`
			} `json:"devices"`
		} `json:"data"`
	}
	if readJSON(dir, "core.device_registry", &devs) {
		r.devices = map[string]device{}
		for _, d := range devs.Data.Devices {
			r.devices[d.ID] = device{area: str(d.AreaID), parent: str(d.Parent), labels: d.Labels}
		}
	}
	var areas struct {
		Data struct {
			Areas []struct {
				ID      string   `json:"id"`
				FloorID *string  `json:"floor_id"`
				Labels  []string `json:"labels"`
			} `json:"areas"`
		} `json:"data"`
	}
	if readJSON(dir, "core.area_registry", &areas) {
		r.areas = map[string]area{}
		for _, a := range areas.Data.Areas {
			r.areas[a.ID] = area{floor: str(a.FloorID), labels: a.Labels}
		}
	}
	var floors struct {
		Data struct {
			Floors []struct {
				ID string `json:"floor_id"`
			} `json:"floors"`
		} `json:"data"`
	}
	if readJSON(dir, "core.floor_registry", &floors) {
		r.floors = map[string]bool{}
		for _, f := range floors.Data.Floors {
			r.floors[f.ID] = true
		}
	}
	var labels struct {
		Data struct {
			Labels []struct {
				ID string `json:"label_id"`
			} `json:"labels"`
		} `json:"data"`
	}
	if readJSON(dir, "core.label_registry", &labels) {
		r.labels = map[string]bool{}
		for _, l := range labels.Data.Labels {
			r.labels[l.ID] = true
		}
	}
	return r
}

// readJSON decodes the registry file name of dir into v; false when it is
// absent or not the JSON of a registry.
func readJSON(dir, name string, v any) bool {
	src, err := os.ReadFile(filepath.Join(dir, name))
	return err == nil && json.Unmarshal(src, v) == nil
}

// Selection is a service call's target beyond its entity ids: the
// devices, areas, floors and labels it names.
type Selection struct {
	Devices, Areas, Floors, Labels []string
}

// Empty reports whether the selection names nothing (`area_id: []`, the
// UI's empty lists): Home Assistant then adds no entity
// (helpers/target.py, TargetSelection.has_any_target).
func (s Selection) Empty() bool {
	return len(s.Devices)+len(s.Areas)+len(s.Floors)+len(s.Labels) == 0
}

// Targets are the entity ids a selection stands for, as Home Assistant
// finds them (helpers/target.py, async_extract_referenced_entity_ids,
// primary entities only, as entity services ask): a label's own entities
// that are not hidden; the entities of a device (the targeted ones and
// those of a label), hidden and config or diagnostic entities (an
// entity_category) left out; a floor's areas, a label's areas and the
// targeted ones, each standing for its entities (the same filter) and the
// entities of its devices that have no area of their own. Disabled
// entities are left out too: they have no state, and no platform calls
// them. missing are the ids no registry has (Home Assistant logs
// "Referenced ... are missing" and goes on). ok is false when a registry
// the selection needs is absent: which entities it names is then not
// known. The ids are sorted.
func (r *Registry) Targets(s Selection) (ids, missing []string, ok bool) {
	if s.Empty() {
		return nil, nil, true
	}
	if r == nil || r.devices == nil || (r.areas == nil && (len(s.Areas)+len(s.Floors)+len(s.Labels) > 0)) ||
		(len(s.Floors) > 0 && r.floors == nil) || (len(s.Labels) > 0 && r.labels == nil) {
		return nil, nil, false
	}
	out := map[string]bool{}
	devs := map[string]bool{}
	for _, d := range s.Devices {
		if _, ok := r.devices[d]; !ok {
			missing = append(missing, "device "+d)
		}
		devs[d] = true
	}
	// A targeted or labelled device stands for its child devices too
	// (_add_referenced_device); the devices of an area do not.
	withChildren := func() {
		for id, d := range r.devices {
			if d.parent != "" && devs[d.parent] {
				devs[id] = true
			}
		}
	}
	areas := map[string]bool{}
	for _, a := range s.Areas {
		if _, ok := r.areas[a]; !ok {
			missing = append(missing, "area "+a)
		}
		areas[a] = true
	}
	for _, f := range s.Floors {
		if !r.floors[f] {
			missing = append(missing, "floor "+f)
		}
		for id, a := range r.areas {
			if a.floor == f {
				areas[id] = true
			}
		}
	}
	for _, lb := range s.Labels {
		if !r.labels[lb] {
			missing = append(missing, "label "+lb)
		}
		for _, e := range r.entries {
			if !e.hidden && !e.disabled && slices.Contains(e.labels, lb) {
				out[e.entityID] = true
			}
		}
		for id, d := range r.devices {
			if slices.Contains(d.labels, lb) {
				devs[id] = true
			}
		}
		for id, a := range r.areas {
			if slices.Contains(a.labels, lb) {
				areas[id] = true
			}
		}
	}
	withChildren()
	// The devices in the areas stand for their entities that have no
	// area of their own; an entity's own area puts it in that area.
	byArea := map[string]bool{}
	for id, d := range r.devices {
		if d.area != "" && areas[d.area] {
			byArea[id] = true
		}
	}
	for _, e := range r.entries {
		if e.hidden || e.categorised || e.disabled {
			continue
		}
		if devs[e.device] && e.device != "" || areas[e.area] && e.area != "" || e.area == "" && byArea[e.device] {
			out[e.entityID] = true
		}
	}
	for id := range out {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	slices.Sort(missing)
	return ids, missing, true
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
