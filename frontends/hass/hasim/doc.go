// Package hasim is a concrete interpreter of Home Assistant automations:
// a discrete-event simulation of one run of a home, written from Home
// Assistant's own source, to check the lowering (package hass) against.
// It reads the parsed configuration (package config's File) and nothing
// of the lowering or the IR: entity states are strings (numbers as
// decimal strings, as Home Assistant's state machine keeps them), the
// clock counts ticks (a fixed fraction of a second, so that every time a
// trace names is exact), and automations run as Home Assistant runs them:
//
//   - components/automation/__init__.py: an automation's triggers are
//     attached when it is on (AutomationEntity._async_attach_triggers),
//     a trigger runs it only while it is on (_async_trigger_if_enabled),
//     its conditions are checked when the trigger's job runs
//     (async_trigger), automation.turn_off detaches the triggers and stops
//     the runs unless stop_actions is false (_async_disable), and
//     automation.trigger runs the actions, skipping the conditions by
//     default, whether or not the automation is on (trigger_service_handler).
//   - helpers/script.py: Script.async_run applies the mode (single drops a
//     trigger while a run is active, restart stops the runs first, queued
//     and parallel drop it when max runs exist, a queued run waiting for
//     the lock counting); _ScriptRun runs the steps: delays and waits with
//     their timeouts (continue_on_timeout, default true, else the run is
//     aborted), choose/if/sequence/repeat as nested scripts, a failing
//     condition step ending its own script only (_ConditionFail is caught
//     by the nested run's async_run), stop ending the whole run
//     (_StopScript is re-raised by nested scripts).
//   - components/homeassistant/triggers/state.py, numeric_state.py and
//     time.py: which changes fire, the for: timers and what cancels them
//     (async_track_same_state with the trigger's _check_same_state), the
//     armed entities of numeric_state, the daily times and weekday filter.
//   - helpers/condition.py: state (with for:, `now - for > last_changed`),
//     numeric_state (strictly above, strictly below), time (after
//     inclusive, before exclusive, across midnight when after > before),
//     and, or, not, trigger.
//
// Within one instant the order of what several triggers start is a choice
// (Order): Home Assistant's event loop runs the listeners of one state
// change in the order they subscribed, and each starts its automation as a
// task; when a task gets to run depends on where the running ones yield,
// which the integrations decide. Sequential, the default, starts them in
// that order, each running to its first wait before the next; Eager starts
// each at once inside the change that fired it (the event loop's eager
// tasks with services that never yield); ConditionsFirst checks every
// triggered automation's conditions and mode before any of their runs
// begins; Lowering is the order of the lowering's rules, there to tell
// its disagreements of order from others.
//
// With Options.Yields a run also suspends in a service call on a device
// (helpers/script.py, _async_call_service_step awaits the call's task,
// and the integration awaits its device before it writes the state it
// reports; a helper's service does not suspend): once nothing else is
// left to run in the instant, one of the devices the runs wait for
// answers, its state fires its listeners, and its run goes on after the
// jobs they started. Which device answers first is up to the event loop
// (Options says none; the first called answers first, and Replay looks
// for the answers under which a trace's states come).
//
// What the simulator takes that Home Assistant leaves to others: devices
// do what a service asks at once (a lock does not report locking first);
// a time trigger fires on its second (Home Assistant fires it a fixed
// random fraction of that second later, helpers/event.py,
// _TrackUTCTimeChange); the start is a moment of a home that has run for
// long (every entity has been in its state since long before, so a
// state condition's for: holds at once), unless Options.Boot.
//
// The package takes a subset of Home Assistant: the triggers, conditions
// and actions listed in Check; anything else is an error "not supported by
// the simulator" at its position.
package hasim
