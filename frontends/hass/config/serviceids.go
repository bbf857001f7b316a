package config

import (
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config/devices"
	"gopkg.in/yaml.v3"
)

// entityID checks one entity id e, not a template, as
// helpers/config_validation.py checks an item of a list of entity ids
// (_entity_ids, with each of a comma-separated string stripped): its
// entity_id lowercases it and takes what core.py's valid_entity_id takes;
// entity_id_or_uuid (uuids) takes an entity registry id too
// (fake_uuid4_hex: 32 lowercase hexadecimal digits). It returns the id
// lowercased and whether it is a registry id, or reports at n and returns
// ok false: the automation is then invalid, and Home Assistant does not
// load it.
func (p *yparser) entityID(n *yaml.Node, e string, uuids bool) (id string, registry, ok bool) {
	id = strings.ToLower(strings.TrimSpace(e))
	switch {
	case validEntityID(id):
		return id, false, true
	case uuids && devices.IsRegistryID(strings.TrimSpace(e)):
		return strings.TrimSpace(e), true, true
	case uuids:
		p.errorf(n, "entity_id %q is not an entity id (expected domain.name, lowercase letters, digits and _, or an entity registry id)", e)
	default:
		p.errorf(n, "entity_id %q is not an entity id (expected domain.name, lowercase letters, digits and _)", e)
	}
	return "", false, false
}

// serviceEntityID checks an entity id a service call names (not a
// template) as Home Assistant validates the action when it loads the
// automation (helpers/config_validation.py, SERVICE_SCHEMA):
// a top-level entity_id is comp_entity_ids ("all" or "none", lowercased,
// or entity_ids); target's is comp_entity_ids_or_uuids, which also takes
// an entity registry id, or a list mixing templates (template_complex,
// checked only when the service runs). data's entity_id is checked by
// the service itself when it runs, not when the automation loads. from is
// where the id was given ("", target or data).
func (p *yparser) serviceEntityID(n *yaml.Node, from, e string) bool {
	switch id := strings.ToLower(strings.TrimSpace(e)); {
	case from == "data" || from == "data_template":
		return true
	case from == "target" && n.Kind == yaml.SequenceNode:
		return true // vol.All(list, template_complex) takes any list
	case id == "all" || id == "none":
		return true
	}
	_, registry, ok := p.entityID(n, e, from == "target")
	if registry {
		p.note(n, Over, "target entity %q is an entity registry id: which entity it is is not known, so no modelled entity changes", e)
	}
	return ok
}

// conditionEntityIDs checks, and lowercases in place, a state or
// numeric_state condition's entity ids as helpers/config_validation.py's
// STATE_CONDITION_BASE_SCHEMA and NUMERIC_STATE_CONDITION_SCHEMA do
// (entity_ids_or_uuids): one that fails makes the automation invalid. A
// template is left to the condition, which reads it as either answer.
func (p *yparser) conditionEntityIDs(n *yaml.Node, ids []string) bool {
	for i, e := range ids {
		if IsTemplate(e) {
			continue
		}
		id, _, ok := p.entityID(n, e, true)
		if !ok {
			return false
		}
		ids[i] = id
	}
	return true
}
