package config

import (
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config/devices"
	"gopkg.in/yaml.v3"
)

// serviceEntityID checks an entity id a service call names (not a
// template) as Home Assistant validates the action when it loads the
// automation (helpers/config_validation.py, SERVICE_SCHEMA):
// a top-level entity_id is comp_entity_ids (lowercased, then "all",
// "none" or valid_entity_id of core.py); target's is
// comp_entity_ids_or_uuids, which also takes an entity registry id (32
// hex digits), or a list mixing templates (template_complex, checked only
// when the service runs). data's entity_id is checked by the service
// itself when it runs, not when the automation loads. An id that fails
// makes the automation invalid: reported, and Home Assistant does not
// load it. from is where the id was given ("", target or data).
func (p *yparser) serviceEntityID(n *yaml.Node, from, e string) bool {
	id := strings.ToLower(strings.TrimSpace(e))
	switch {
	case from == "data" || from == "data_template":
		return true
	case from == "target" && n.Kind == yaml.SequenceNode:
		return true // vol.All(list, template_complex) takes any list
	case id == "all" || id == "none" || validEntityID(id):
		return true
	case from == "target" && devices.IsRegistryID(id):
		p.note(n, Over, "target entity %q is an entity registry id: which entity it is is not known, so no modelled entity changes", e)
		return true
	}
	p.errorf(n, "entity_id %q is not an entity id (expected domain.name, lowercase letters, digits and _)", e)
	return false
}

// conditionEntityIDs checks, and lowercases in place, a state or
// numeric_state condition's entity ids as helpers/config_validation.py's
// STATE_CONDITION_BASE_SCHEMA and NUMERIC_STATE_CONDITION_SCHEMA do
// (entity_ids_or_uuids: each lowercased, then valid_entity_id or an
// entity registry id): one that fails makes the automation invalid. A
// template is left to the condition, which reads it as either answer.
func (p *yparser) conditionEntityIDs(n *yaml.Node, ids []string) bool {
	for i, e := range ids {
		if IsTemplate(e) {
			continue
		}
		id := strings.ToLower(strings.TrimSpace(e))
		if !validEntityID(id) && !devices.IsRegistryID(id) {
			p.errorf(n, "entity_id %q is not an entity id (expected domain.name, lowercase letters, digits and _)", e)
			return false
		}
		ids[i] = id
	}
	return true
}
