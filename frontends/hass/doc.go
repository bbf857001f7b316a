// Package hass reads Home Assistant automations (automations.yaml, in the
// old `trigger:`/`platform:`/`service:` syntax or the current
// `triggers:`/`trigger:`/`actions:`/`action:` one) and lowers them to
// DeLorean's IR (docs/frontends.md has the construct table).
//
// Reading is package config's (frontends/hass/config): the YAML is read
// as yaml.v3 nodes, so that every diagnostic has file:line:col;
// config.Parse builds the automations, and constructs it reads only
// approximately are Notes (over-approximated: the model allows more than
// Home Assistant does; skipped: no effect), which `delorean check` lists.
// A configuration (config.ParseIncludes on configuration.yaml) has every
// include tag expanded, its sections read also in packages, blueprints
// expanded and device constructs mapped through .storage's registries.
// Templates are parsed by package template (frontends/hass/template) with
// the ANTLR grammar Template.g4 (a Jinja expression subset); this package
// lowers what the subset reads (templates.go), and the rest is an
// environment choice. What a domain's entities and services are
// (states, the environment's changes, what a service call sets) is
// package domains' (frontends/hass/domains). Imports go one way: hass,
// domains, config, devices, template.
//
// Lowering (Lower):
//
//   - Each entity is a device variable named by its entity id with its
//     domain's states and the states used, or value classes when it is
//     compared as a number. The environment may set every entity that a
//     trigger, condition or template reads to each of its states (events
//     `entity -> state`), except the `fixed` ones of the mapping form.
//   - A change of an entity (by the environment or a service call) is
//     lowered inline: for every trigger watching the entity, the change's
//     old state is tested against `from`/`not_from` and the new one
//     (known statically) against `to`/`not_to`; a match runs the trigger's
//     rule (queued in the same instant, so that it sees the new state) or,
//     with `for`, starts the trigger's timer; a change that leaves the
//     matching states cancels it.
//   - A trigger's rule checks the automation's conditions and applies the
//     mode: single drops the trigger while the run's stage is not idle,
//     restart cancels the run's timers and starts anew, queued counts
//     waiting runs up to max-1, parallel keeps two run slots.
//   - A run is the rule named by the alias. Steps up to a wait run in one
//     instant; a wait sets the run's stage and starts a timer of its own
//     (`Alias: delay 2m (line 12)`), whose rule resumes the run if it is
//     still at that stage. wait_for_trigger subscribes its triggers guarded
//     by the stage; a timeout ends the run or continues it as
//     continue_on_timeout says. Steps after a choose/if that can wait or
//     stop run from a continuation rule; repeat loops through a head rule.
//     A repeat of a count not known (a templated count, for_each over a
//     template) waits at its head for the environment to choose another
//     pass or the end (repeatChosen).
//   - parallel branches that wait run as runs of their own (a stage each)
//     joined by a rule (parallel.go); a direct script.NAME call waits at a
//     stage of the caller that the script's end resumes (scriptcall.go);
//     automation.trigger runs a target's mode without its conditions
//     (manual.go).
//   - Runs started in one cascade interleave where Home Assistant's
//     script engine suspends (a device's service call, before its
//     effect; a while or until loop's pass; parallel branches): a run
//     waits at a stage of the yield point and its group's scheduler
//     picks the next run to resume, an order choice (yields.go); only
//     automations that may not commute with another one run in the same
//     cascade yield (yieldconflicts.go), every one with Options.Plain.
//   - A trigger's job (conditions, mode, the steps up to the first
//     suspension) waits while a run it may not commute with is on its
//     way between two steps, or such a job before it waits, as Home
//     Assistant runs each listener's job to its first suspension before
//     calling the next (jobs.go); an entity's automation triggers are
//     tested before the waits' triggers, the order they subscribed.
//   - The for: triggers of an entity whose matching states are equal or
//     disjoint share one timer (fortimers.go).
//   - Helper services whose new state depends on the old one follow Home
//     Assistant's components: a counter's or an input_number's steps over
//     classes closed under the step, an input_select's next and previous
//     options (helpersteps.go); a timer's states and what it has left,
//     kept in whole units across a pause (timerpause.go). A call Home
//     Assistant refuses with an exception ends the run.
package hass
