// Package isy reads ISY (Universal Devices ISY-99i/994i/eisy) programs as
// the admin console exports them ("Copy to Clipboard") and lowers them to
// DeLorean's IR (paper §4.3; notes/languages.md §1).
//
// Layout. Whitespace is alignment only. A program is an optional header
// line (Name - [ID 0001][Parent 0001] and flags), an If section, a Then
// section, an optional Else section, each ended by a blank line, and free
// text after them (the program's comment). Folders have "Folder Conditions
// for 'X'" after their header. Lines starting with '#' are comments of the
// file; `# program: NAME` names the next program when it has no header.
//
// Semantics, as lowered (UDI Cookbook §9.5, notes §1.5):
//
//   - Every condition is a trigger. Control conditions trigger when the
//     device sends the command and are true only at that instant ("is not
//     switched" is false at it); Status, node-server driver, Climate module,
//     state variable ($s. names) and program-status conditions trigger on
//     a change of their value; integer variables never trigger; schedules
//     trigger at their instants (Time is: true only then; From/To: at both
//     ends, true in between; From/For likewise, up to For 24 hours, which
//     holds at every instant and triggers once a day, at From); Last Run
//     Time for 'P' + D
//     is a timer started whenever P runs a path.
//   - A trigger evaluates the program's If (if the program is enabled and
//     every folder above it holds): true runs Then, false runs Else, and
//     the program's status becomes True or False. Run Program (If) does the
//     same without the folder and enabled checks; (Then Path) and (Else
//     Path) run a path directly. The caller does not wait: the run is
//     queued in the same instant.
//   - Statements up to a Wait or Repeat run atomically. A Wait is the
//     program's one timer (clock reduction, paper §3.3) with a stage
//     variable saying where to continue; a new trigger while the program
//     waits restarts it, dropping the pending continuation (paper §3.1).
//     Changes a path makes to its own conditions are events like any other,
//     so the program is re-evaluated after the atomic group, which is how
//     the console's "execution transfers to the other clause" happens.
//   - Repeat Every D repeats the following statements, up to the next
//     Repeat, forever, waiting D after each pass; Repeat N times repeats them N times (with
//     (Random): 0..N times); Repeat While repeats while its condition holds
//     (it needs a Wait inside). Wait D (Random) waits any time in [0, D];
//     $x = Random N is any of 1..N.
//   - Stop Program cancels the program's pending Wait or Repeat; Enable and
//     Disable Program set whether triggers reach it. Notifications, network
//     resources, Run At Startup flags, Init To, scenes (without a device list), X10, Wake on LAN and
//     node-server commands are outputs: traces show them, coverage counts
//     them, invariants may wait for them (after: emit ...), and they change
//     no modelled state.
//
// Devices and environment. Each quoted device gets a variable: an
// enumeration of the states the programs set or test (Off first; an
// on/off device always has On and Off, whatever the programs mention), or
// a level 0..100 when a level or an ordering is used (On is 100, Off 0).
// A device list (Options.Devices, the controller's /rest/nodes XML read by
// package nodes; see kinds.go) gives each device its kind, and with it its
// states, the commands it sends and whether a person operates it, and
// makes Set Scene set the scene's members; values and commands that look
// misspelt, or that the kind has not, are warnings (errors when strict),
// and a device or scene name it does not hold is an error. Without a
// list, a device or scene name used once that one slip of a finger makes
// from another of the programs (Damerau-Levenshtein distance 1,
// case-insensitive, less the edits that tell real names apart: digits,
// plurals, first letters of words, short words; see names.go) is a
// warning with the name meant: 'Porch Ligth' would be a device of its
// own. So is such a variable, with or without a list.
// Sensors -- devices whose status a condition reads and no program sets --
// can be changed by the environment to each value class those conditions
// distinguish. Every Control condition's command is an environment event
// (a person at that device's switch; On and Off, Fast On and Fast Off also
// set its status). Node-server drivers and Climate module values are
// inputs like sensors, and so are variables that conditions read but no
// program writes (set by a node server or a REST call). Without a device
// list, devices the programs set change otherwise only by those Control
// events; with one, as in the paper's model (its Fig. 3), a person can
// switch every switch, dimmer, keypad button and remote On and Off, and
// every sensor reports On and Off; an environment file (Options.Env)
// adds devices a person operates. The model keeps one value per
// class, but a change to another value of the same class is a change on
// the controller, and a program whose condition watches the value runs
// again (restarting its Wait): where a program is triggered by the value
// and its current class holds more than one value, the environment also
// offers "X: changes within its class", which re-runs those programs and
// leaves the value as it is. Where no program is triggered by the value
// (it is read only by a folder or a Repeat While), no such event exists.
//
// Variables. ISY variables are 32-bit signed integers that start at 0.
// The programs' variables are modelled in one of three ways, so that a
// program correct on the controller is never reported as an error and a
// real overflow is: a variable set only to constants ranges over them; a
// counter -- changed by constant steps in one direction only (and set to
// constants), read only by comparisons with constants -- is exact up to
// its constants plus one pass's steps, and the next value stands for it
// and every value beyond (past the constants the programs cannot tell
// them apart; a state variable stepping on from there still re-triggers
// its programs); any other variable (steps both ways, *=, /=, %=, or
// compared with or assigned from another variable) holds exact values
// over the controller's 32-bit range, and leaving that range is reported
// as a runtime error. Variables set outside the programs range over the
// classes of the constants they are compared with.
package isy
