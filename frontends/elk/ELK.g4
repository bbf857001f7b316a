// One rule of an ELK M1 rule listing, as ElkRP displays it:
//
//     WHENEVER <trigger> (AND <qualifier>)* (THEN <action>)+
//
// parse.go cuts a listing into rules at each WHENEVER (with the rule's
// number, if the listing has one) and parses each rule on its own, so that
// a mistake in one rule does not hide the next. Object names are free text
// ended by the object's id: Front Door (Zn 1), Living Rm Light [6 (A6)].
// Keywords are case-insensitive. Generate with `make generate`.
grammar ELK;

options {
    caseInsensitive = true;
}

elkRule
    : ruleNumber? WHENEVER trigger (AND qualifier)* (THEN action)+ EOF
    ;

ruleNumber
    : RULE? NUMBER ('.' | ':' | ')')?
    ;

// ---- triggers: what makes the rule fire

trigger
    : THE? TIME IS timeOfDay                                   # timeTrigger
    | sunTime                                                  # sunTrigger
    | EVERY NUMBER unit                                        # everyTrigger
    | THE? keyName KEY ON keypad IS (ACTIVATED | PRESSED)      # keyTrigger
    | object objectEvent                                       # objectTrigger
    | eventPart+ eventEnd eventTail*                           # alarmTrigger
    ;

objectEvent
    : BECOMES not=NOT? SECURE                                  # secureEvent
    | BECOMES VIOLATED                                         # violatedEvent
    | (IS | BECOMES) (BYPASSED | un=UNBYPASSED)                # bypassEvent
    | ARM STATE BECOMES armState                               # armEvent
    | STATE? IS TURNED (on=ON | OFF)                           # turnedEvent
    | IS ACTIVATED                                             # activatedEvent
    | CHANGES TO NUMBER                                        # changesEvent
    ;

keyName
    : FKEY
    | STAR
    | CHIME
    ;

keypad
    : ANY KEYPAD                                               # anyKeypad
    | object                                                   # oneKeypad
    ;

// Alarm and system events (ANY BURGLAR ALARM, ANY AREA TURNS ON; AC
// FAILURE TROUBLE IS DETECTED; ENTRY DELAY BEGINS): text ended by one of
// the verbs of eventEnd.
eventPart
    : objId
    | plainWord
    | symbol
    ;

eventEnd
    : TURNS (ON | OFF)
    | IS (ACTIVE | DETECTED | RECEIVED | RESTORED)
    | BEGINS
    | EXPIRES
    | ENDS
    | STARTS
    | RESTORES
    ;

// Any token but WHENEVER, THEN and AND. (The sets are spelled out: the Go
// runtime's ~(...) loses tokens when it computes what may come next.)
eventTail
    : plainWord
    | verbWord
    | symbol
    | '('
    | ')'
    | '['
    | ']'
    ;

// Any token but WHENEVER and THEN.
freeText
    : eventTail
    | AND
    ;

// ---- qualifiers: conditions read when the trigger happens

qualifier
    : THE? (DAY | DAYS) OF THE WEEK (IS | ARE | ISARE) DAYMASK # daysQual
    | THE? TIME IS timeRel timeOfDay                           # timeQual
    | IT IS not=NOT? DARK OUTSIDE                              # darkQual
    | object objectState                                       # objectQual
    ;

timeRel
    : LATER THAN                                               # laterRel
    | AFTER                                                    # laterRel
    | EARLIER THAN                                             # earlierRel
    | BEFORE                                                   # earlierRel
    ;

objectState
    : IS not=NOT? SECURE                                       # secureState
    | IS VIOLATED                                              # violatedState
    | IS not=NOT? BYPASSED                                     # bypassedState
    | STATE? IS (on=ON | OFF)                                  # onOffState
    | IS not=NOT? EQUAL TO NUMBER                              # equalState
    | IS cmp=(LESS | GREATER) THAN (OR EQUAL TO)? (ANALOG VALUE?)? NUMBER VOLTS? # compareState
    | IS armState MODE?                                        # armedState
    ;

armState
    : DISARMED
    | ARMED armMode?
    ;

armMode
    : AWAY
    | STAY INSTANT?
    | NIGHT INSTANT?
    | VACATION
    ;

// ---- actions

action
    : TURN object (on=ON forClause? | OFF)                     # turnAction
    | TOGGLE object                                            # toggleAction
    | SET object setWhat                                       # setAction
    | ADD NUMBER TO object                                     # addAction
    | SUBTRACT NUMBER FROM object                              # subtractAction
    | ACTIVATE object                                          # activateAction
    | ARM object TO? ARMED? armMode MODE?                      # armAction
    | DISARM object                                            # disarmAction
    | op=(BYPASS | UNBYPASS) object                            # bypassAction
    | op=(LOCK | UNLOCK) object                                # lockAction
    | verb=(ANNOUNCE | SEND | DIAL | DISPLAY) freeText*       # outputAction
    ;

setWhat
    : TO NUMBER '%' BRIGHT? fade? forClause?                   # setLevel
    | TO NUMBER                                                # setNumber
    | MODE TO tstatMode                                        # setMode
    | which=(HEAT | COOL) SETPOINT TO NUMBER DEGREES?          # setSetpoint
    | FAN TO (on=ON | AUTO)                                    # setFan
    ;

fade
    : ',' FADE RATE '='? NUMBER
    ;

forClause
    : FOR duration (','? RESTART TIMER IF RUNNING)?
    ;

tstatMode
    : OFF
    | HEAT
    | COOL
    | AUTO
    | EMERGENCY HEAT
    ;

// ---- times

timeOfDay
    : CLOCKTIME                                                # clockTime
    | sunTime                                                  # sunTimeOfDay
    ;

sunTime
    : (duration rel=(BEFORE | AFTER))? base=(SUNRISE | SUNSET) (sign=('+' | '-') offset)?
    ;

offset
    : duration
    | CLOCKTIME
    ;

duration
    : durationPart+
    ;

durationPart
    : NUMBER unit
    ;

unit
    : SECS
    | MINS
    | HRS
    ;

// ---- objects: a name and the id that identifies the object

object
    : nameWord* objId
    ;

objId
    : '(' kind=anyWord NUMBER ')'                              # plainId
    | '[' NUMBER ('(' house=anyWord ')')? ']'                  # lightId
    ;

nameWord
    : anyWord
    | NUMBER
    | DAYMASK
    | CLOCKTIME
    | STRING
    | '.'
    | '-'
    | '+'
    | ':'
    | '%'
    | '='
    | PUNCT
    ;

// Words: the keywords can be parts of names too.
anyWord
    : plainWord
    | verbWord
    | AND
    ;

// The keywords that end or start a phrase of a trigger.
verbWord
    : IS | TURNS | BEGINS | EXPIRES | ENDS | STARTS | RESTORES | BECOMES | STATE | CHANGES | ARM | KEY
    | EVERY | TIME
    ;

plainWord
    : WORD | THE | ARE | ISARE | NOT | SECURE | VIOLATED | BYPASSED | UNBYPASSED | TURNED | ON | OFF
    | ACTIVATED | TO | ANY | KEYPAD | PRESSED | STAR | CHIME | ACTIVE | DETECTED | RECEIVED | RESTORED
    | DAY | DAYS | OF | WEEK | LATER | EARLIER | THAN | AFTER | BEFORE | IT | DARK | OUTSIDE | LESS
    | GREATER | OR | EQUAL | ANALOG | VALUE | VOLTS | ARMED | DISARMED | AWAY | STAY | NIGHT | VACATION
    | INSTANT | MODE | TURN | FOR | RESTART | TIMER | IF | RUNNING | TOGGLE | SET | BRIGHT | FADE | RATE
    | ADD | SUBTRACT | FROM | ACTIVATE | DISARM | BYPASS | UNBYPASS | HEAT | COOL | AUTO | EMERGENCY
    | SETPOINT | FAN | DEGREES | LOCK | UNLOCK | ANNOUNCE | SEND | DIAL | DISPLAY | SUNRISE | SUNSET
    | SECS | MINS | HRS | RULE
    ;

symbol
    : NUMBER | STRING | FKEY | DAYMASK | CLOCKTIME | ',' | '.' | '-' | '+' | ':' | '%' | '=' | PUNCT
    ;

// ---- tokens

WHENEVER: 'whenever';
THEN: 'then';
AND: 'and';
THE: 'the';
TIME: 'time';
ISARE: 'is' [ \t]* '/' [ \t]* 'are';
IS: 'is';
ARE: 'are';
EVERY: 'every';
BECOMES: 'becomes';
NOT: 'not';
SECURE: 'secure';
VIOLATED: 'violated';
BYPASSED: 'bypassed';
UNBYPASSED: 'unbypassed';
ARM: 'arm';
STATE: 'state';
TURNED: 'turned';
ON: 'on';
OFF: 'off';
ACTIVATED: 'activated';
CHANGES: 'changes';
TO: 'to';
KEY: 'key';
ANY: 'any';
KEYPAD: 'keypad';
PRESSED: 'pressed';
STAR: 'star';
CHIME: 'chime';
TURNS: 'turns';
ACTIVE: 'active';
DETECTED: 'detected';
RECEIVED: 'received';
RESTORED: 'restored';
BEGINS: 'begins';
EXPIRES: 'expires';
ENDS: 'ends';
STARTS: 'starts';
RESTORES: 'restores';
DAYS: 'days' | 'day(s)';
DAY: 'day';
OF: 'of';
WEEK: 'week';
LATER: 'later';
EARLIER: 'earlier';
THAN: 'than';
AFTER: 'after';
BEFORE: 'before';
IT: 'it';
DARK: 'dark';
OUTSIDE: 'outside';
LESS: 'less';
GREATER: 'greater';
OR: 'or';
EQUAL: 'equal';
ANALOG: 'analog';
VALUE: 'value';
VOLTS: 'volts' | 'volt' | 'v';
ARMED: 'armed';
DISARMED: 'disarmed';
AWAY: 'away';
STAY: 'stay';
NIGHT: 'night';
VACATION: 'vacation';
INSTANT: 'instant';
MODE: 'mode';
TURN: 'turn';
FOR: 'for';
RESTART: 'restart';
TIMER: 'timer';
IF: 'if';
RUNNING: 'running';
TOGGLE: 'toggle';
SET: 'set';
BRIGHT: 'bright' | 'brightness';
FADE: 'fade';
RATE: 'rate';
ADD: 'add';
SUBTRACT: 'subtract';
FROM: 'from';
ACTIVATE: 'activate';
DISARM: 'disarm';
BYPASS: 'bypass';
UNBYPASS: 'unbypass';
HEAT: 'heat';
COOL: 'cool';
AUTO: 'auto';
EMERGENCY: 'emergency';
SETPOINT: 'setpoint';
FAN: 'fan';
DEGREES: 'degrees' | 'deg';
LOCK: 'lock';
UNLOCK: 'unlock';
ANNOUNCE: 'announce';
SEND: 'send';
DIAL: 'dial';
DISPLAY: 'display';
SUNRISE: 'sunrise';
SUNSET: 'sunset';
SECS: 'seconds' | 'second' | 'secs' | 'sec';
MINS: 'minutes' | 'minute' | 'mins' | 'min';
HRS: 'hours' | 'hour' | 'hrs' | 'hr';
RULE: 'rule';

// F1..F6, the keypads' function keys.
FKEY: 'f' [1-6];

// A day-of-week mask: seven places from Sunday, '-' for a day not chosen.
DAYMASK
    : ('-' | 's') ('-' | 'm') ('-' | 't') ('-' | 'w') ('-' | 't') ('-' | 'f') ('-' | 's')
    ;

CLOCKTIME
    : [0-9] [0-9]? ':' [0-9] [0-9] (':' [0-9] [0-9])? ([ \t]* ('am' | 'pm'))?
    ;

NUMBER
    : [0-9]+ ('.' [0-9]+)?
    ;

STRING
    : '"' ~["\r\n]* '"'
    ;

WORD
    : [a-z_] [a-z0-9_']*
    ;

LPAREN: '(';
RPAREN: ')';
LBRACK: '[';
RBRACK: ']';
COMMA: ',';
DOT: '.';
COLON: ':';
PERCENT: '%';
EQUALS: '=';
PLUS: '+';
MINUS: '-';

PUNCT
    : [/&#!?*;@'$<>|~^{}\\]
    ;

WS
    : [ \t\r\n\f\u00a0]+ -> skip
    ;

ERRCHAR
    : .
    ;
