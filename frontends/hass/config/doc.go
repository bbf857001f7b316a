// Package config reads a Home Assistant configuration for the front end
// (package hass lowers what it reads): automations.yaml and scripts.yaml
// in the old `trigger:`/`platform:`/`service:` syntax or the current
// `triggers:`/`trigger:`/`actions:`/`action:` one; configuration.yaml
// with every include tag expanded first, each node remembering its file
// (config.go), its automation, script, scene, input_* and timer sections,
// also in packages; use_blueprint instances expanded from
// blueprints/automation/ (blueprint.go); device triggers, conditions and
// actions mapped to entities through .storage's registries (package
// devices); `repeat: for_each` over literal lists expanded (foreach.go).
//
// The YAML is read as yaml.v3 nodes, so that every error has
// file:line:col and says what was expected. What is read only
// approximately is a Note (over-approximated or skipped) with its
// position; the lowering adds its own.
package config
