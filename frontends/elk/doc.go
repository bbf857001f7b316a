// Package elk reads ELK M1 rules as ElkRP lists them and lowers them to
// DeLorean's IR (paper §4.3; notes/languages.md §2).
//
// Layout. A listing is a sequence of rules
//
//	WHENEVER <trigger> [AND <qualifier>]... THEN <action> [THEN <action>]...
//
// with whitespace and line breaks as layout only. A rule may carry its
// number in front (`1.`, `12)`, `Rule 3`, `Rule 3:`) when that number
// starts a line; lines starting with '#' are comments. Keywords are
// case-insensitive. Objects are written with their name and id: `Front
// Door (Zn 1)`, `Porch (Out 3)`, `Ajar Ticks (Counter 1)`, `Lights Out
// (Task 2)`, `Main House (Area 1)`, `Kitchen (Kp 1)`, `Upstairs
// (Thermostat 1)`, `Front Lock (Lock 1)`, lights `Living Rm Light [6
// (A6)]`; the id identifies the object, the name may be left out, and two
// different names for one id are an error, as is one name for two objects
// of a kind (`Siren (Out 11)` where the other rules say `Siren (Out 1)`:
// a second output, which the rules would switch apart from the siren).
// Spellings the documentation leaves open are all accepted: STATE IS
// TURNED OFF and IS TURNED OFF;
// SEC(S)/SECOND(S), MIN(S)/MINUTE(S), HR(S)/HOUR(S); THE DAY, DAYS or DAY(S)
// OF THE WEEK IS, ARE or IS/ARE; MODE after an arm state; LATER THAN or AFTER,
// EARLIER THAN or BEFORE; sunrise and sunset as SUNSET, SUNSET + 30 MINS,
// SUNSET - 0:30 or 30 MINS BEFORE SUNSET, with or without THE TIME IS.
//
// Semantics, as lowered:
//
//   - Only the WHENEVER clause triggers, and only on a transition: a zone
//     going from secure to not secure, an output or light from off to on,
//     a counter from another value to n, an area's arm state changing to
//     the one named (ARMED: to any armed state), a time of day being
//     reached. Qualifiers are read when the rule runs and never trigger.
//   - Every rule whose trigger happens runs, in list order, within one
//     instant. Changes that rules make (an output turned off, a counter
//     reaching a value, a task activated, an area armed) are triggers too:
//     the rules they trigger are queued in list order behind the rules
//     already queued and run in the same instant (the IR's first-in
//     first-out cascade), so a rule sees every change made by the rules
//     before it, e.g. a counter set by an earlier rule for the same event.
//     Each rule becomes an IR rule "Rule N" run by the rule that handles
//     its trigger; time triggers are the rules' own schedules.
//   - TURN x ON FOR d starts x's timer (one virtual clock per output or
//     light): when it runs out, x turns off, which is x's STATE IS TURNED
//     OFF trigger. With RESTART TIMER IF RUNNING the timer starts again
//     from d; without it, ON FOR while x's timer runs changes nothing (the
//     timer is not extended; the output is on already). ON FOR on an
//     output that is on without a timer starts the timer. TURN x ON
//     without FOR, TURN x OFF and TOGGLE stop the timer. The same holds
//     for lights, also with SET x TO n% BRIGHT [FOR d] (0% is off).
//   - EVERY n SECONDS/MINUTES/HOURS is a periodic schedule aligned to
//     midnight (every n seconds of the clock, not n seconds after some
//     event). THE TIME IS t, SUNRISE and SUNSET (with offsets) are daily
//     schedules on the IR's time of day; THE TIME IS LATER THAN t and
//     EARLIER THAN t compare the time of day (from midnight) with t,
//     strictly; IT IS DARK OUTSIDE is the time from sunset to sunrise. A day-of-week mask (-M-W-F-: seven places
//     from Sunday) is a qualifier: the rule runs only on those days, so the
//     exploration needs the start's date. Rules with the same time trigger
//     share one schedule and run in list order; different schedules due at
//     the same instant (EVERY 30 SECONDS and THE TIME IS 5:00 AM at 5:00)
//     are explored in either order.
//   - Counters are integers over 0..max(c)+s, where c ranges over 0 and the
//     constants the rules set, compare with and wait for (CHANGES TO), and
//     s is the largest ADD step. The M1's counters go up to 65535, but
//     only the values the rules can tell apart matter; a rule that takes a
//     counter outside the range (below 0, or past the constants) is
//     reported as a runtime error with its trace, not wrapped or clamped.
//   - ANNOUNCE, SEND (email, text), DIAL and DISPLAY are outputs (IR
//     emits): traces show them, coverage counts them, invariants may wait
//     for them (after: emit ANNOUNCE ...); they change no modelled state.
//     ACTIVATE emits too, and runs the task's rules. Thermostat settings
//     and locks are state the rules set (mode and fan start Unknown,
//     setpoints 0, locks Unknown); nothing in a rule reads them. Fade
//     rates are ignored: a level is reached at once.
//
// Devices and environment. Zones whose state a rule reads are inputs:
// each can become not secure when secure and secure when not secure, at
// any time (all zones start secure). An analog zone value is an
// environmental factor in tenths of a volt, with the classes its
// comparisons draw. An area whose arm state a rule reads can be armed to
// each state the rules name, or disarmed, at a keypad at any time (areas
// start disarmed; ARMED alone stands for armed away when no rule names a
// mode); ARM and DISARM actions change it too. Bypass states
// that a rule reads can be changed at a keypad. Keypad keys (per keypad
// named, and "another keypad" for ANY KEYPAD), alarm and system events
// (ANY BURGLAR ALARM, ANY AREA TURNS ON; ENTRY DELAY BEGINS; named by their
// text) and tasks that no rule activates are events that can happen at
// any time. Outputs and lights that a rule reads but no rule sets are
// switched by people (on when off, off when on); those the rules set
// change only by the rules, so that invariants speak of what the rules do.
// Outputs are Off/On; lights are Off/On, or a level 0..100 when a rule
// sets a level (on is 100).
package elk
