// The conditions and actions of ISY programs as the ISY admin console
// exports them ("Copy to Clipboard"). The layout around them (headers,
// If/Then/Else sections, comments) is split by frontends/isy/blocks.go.
// Generate with `make generate`.
grammar ISY;

options {
    caseInsensitive = true;
}

// ---- conditions (the lines of an If section, joined)

conditions
    : condOr EOF
    ;

condOr
    : condAnd (OR condAnd)*
    ;

condAnd
    : condPrimary (AND condPrimary)*
    ;

condPrimary
    : '(' condOr ')'                                          # groupCond
    | atom                                                    # atomCond
    ;

atom
    : CONTROL? QNAME IS not=NOT? SWITCHED words               # controlCond
    | STATUS QNAME relation value                             # statusCond
    | QNAME STATUS relation value                             # statusAfterCond
    | PROGRAM QNAME IS (TRUE | FALSE)                         # programCond
    | VAR relation operand                                    # varCond
    | MODULE QNAME words relation number                      # moduleCond
    | X10 QNAME IS RECEIVED                                   # x10Cond
    | days? TIME IS LAST RUN TIME FOR QNAME offset?           # lastRunCond
    | days? TIME IS timeExpr                                  # timeIsCond
    | days? FROM timeExpr TO timeExpr dayRel                  # fromToCond
    | days? FROM timeExpr FOR duration                        # fromForCond
    | ELK (word | QNAME | IS | NOT)+                          # elkCond
    | QNAME words relation value                              # driverCond
    ;

relation
    : IS not=NOT?
    | op=('<' | '<=' | '>' | '>=' | '=' | '!=')
    ;

value
    : number pct='%'?
    | words
    ;

operand
    : number
    | VAR
    ;

days
    : ON word (',' word)*
    ;

timeExpr
    : CLOCKTIME                                               # clockTime
    | base=(SUNRISE | SUNSET) (sign=('+' | '-') duration)?    # sunTime
    | LAST RUN TIME FOR QNAME offset?                         # lastRunTime
    ;

offset
    : sign=('+' | '-') duration
    ;

dayRel
    : '(' SAME DAY ')'                                        # sameDay
    | '(' NEXT DAY ')'                                        # nextDay
    | '(' number (DAY | DAYS) LATER ')'                       # daysLater
    ;

duration
    : durationPart (AND durationPart)*
    ;

durationPart
    : number unit=(HOUR | HOURS | MINUTE | MINUTES | SECOND | SECONDS)
    ;

// ---- one action (a line of a Then or Else section)

actionLine
    : actionBody EOF
    ;

actionBody
    : SET SCENE QNAME setValue                                # setScene
    | SET PROGRAM QNAME TO not=NOT? RUN AT STARTUP            # setStartup
    | SET QNAME setValue                                      # setDevice
    | WAIT duration random?                                   # wait
    | REPEAT EVERY duration random?                           # repeatEvery
    | REPEAT number TIMES random?                             # repeatTimes
    | REPEAT WHILE condOr                                     # repeatWhile
    | RUN PROGRAM QNAME '(' path ')'                          # runProgram
    | op=(STOP | ENABLE | DISABLE) PROGRAM QNAME              # programControl
    | SEND NOTIFICATION TO QNAME (CONTENT QNAME)?             # notify
    | RESOURCE QNAME                                          # resource
    | VAR INIT TO operand                                     # initTo
    | VAR '=' RANDOM number                                   # randomAssign
    | VAR assignOp rhs                                        # assign
    | kind=(SEND | WAKE | ADJUST) any*                        # otherAction
    ;

path
    : IF
    | THEN PATH
    | ELSE PATH
    ;

random
    : '(' RANDOM ')'
    ;

setValue
    : ON                                                      # setOn
    | OFF                                                     # setOff
    | FAST ON                                                 # setFastOn
    | FAST OFF                                                # setFastOff
    | number '%'                                              # setLevel
    | any+                                                    # setCommand
    ;

assignOp
    : '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '&=' | '|=' | '^='
    ;

rhs
    : number                                                  # rhsNumber
    | VAR                                                     # rhsVar
    | '[' words ']'                                           # rhsSystem
    ;

number
    : '-'? NUMBER
    ;

// Words: device commands (Fast On, F4), driver names (Last Triggered
// Zone), node values (None), day names. Keywords that can be such words
// are accepted too.
words
    : word+
    ;

word
    : WORD | ON | OFF | FAST | TIME | LAST | RUN | DAY | DAYS | FROM | TO | FOR | AT | STATUS
    | PROGRAM | SCENE | SET | SEND | CONTENT | RANDOM | NEXT | SAME | LATER | ENABLE | DISABLE
    | STOP | QUERY | MODULE | X10 | RECEIVED | WAIT | REPEAT | EVERY | TIMES | WHILE | INIT
    | RESOURCE | NOTIFICATION | STARTUP | PATH | WAKE | ADJUST | CONTROL | SUNRISE | SUNSET
    | TRUE | FALSE | HOUR | HOURS | MINUTE | MINUTES | SECOND | SECONDS | ELK | NUMBER
    ;

any
    : ~EOF
    ;

// ---- tokens

AND: 'and';
OR: 'or';
NOT: 'not';
IS: 'is';
IF: 'if';
THEN: 'then';
ELSE: 'else';
CONTROL: 'control';
STATUS: 'status';
SWITCHED: 'switched';
PROGRAM: 'program';
TRUE: 'true';
FALSE: 'false';
MODULE: 'module';
X10: 'x10';
RECEIVED: 'received';
TIME: 'time';
LAST: 'last';
RUN: 'run';
FOR: 'for';
FROM: 'from';
TO: 'to';
ON: 'on';
OFF: 'off';
FAST: 'fast';
SUNRISE: 'sunrise';
SUNSET: 'sunset';
SAME: 'same';
NEXT: 'next';
DAY: 'day';
DAYS: 'days';
LATER: 'later';
HOUR: 'hour';
HOURS: 'hours';
MINUTE: 'minute';
MINUTES: 'minutes';
SECOND: 'second';
SECONDS: 'seconds';
SET: 'set';
SCENE: 'scene';
AT: 'at';
STARTUP: 'startup';
WAIT: 'wait';
REPEAT: 'repeat';
EVERY: 'every';
TIMES: 'times';
WHILE: 'while';
PATH: 'path';
STOP: 'stop';
ENABLE: 'enable';
DISABLE: 'disable';
SEND: 'send';
NOTIFICATION: 'notification';
CONTENT: 'content';
RESOURCE: 'resource';
INIT: 'init';
RANDOM: 'random';
QUERY: 'query';
WAKE: 'wake';
ADJUST: 'adjust';
ELK: 'elk';

CLOCKTIME
    : [0-9] [0-9]? ':' [0-9] [0-9] (':' [0-9] [0-9])? [ \t]* ('am' | 'pm')
    ;

NUMBER
    : [0-9]+ ('.' [0-9]+)?
    ;

QNAME
    : '\'' ~['\r\n]* '\''
    ;

VAR
    : '$' [a-z_] [a-z0-9_.]*
    ;

WORD
    : [a-z_] [a-z0-9_./#-]*
    ;

PUNCT
    : '<=' | '>=' | '!=' | '+=' | '-=' | '*=' | '/=' | '%=' | '&=' | '|=' | '^='
    | '<' | '>' | '=' | '(' | ')' | '[' | ']' | ',' | '+' | '-' | '%' | '*' | '/' | '&' | '|' | '^' | ':' | ';' | '?' | '!' | '@' | '"'
    ;

WS
    : [ \t\r\n\f\u00a0]+ -> skip
    ;

ERRCHAR
    : .
    ;
