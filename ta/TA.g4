// The text format of DeLorean's virtual-clock IR (.ta files).
// Generate the parser with `make generate`; never edit ta/parser by hand.
grammar TA;

program
    : header? decl* EOF
    ;

header
    : 'program' name
    ;

// Entry points for expressions and times of day found outside .ta files
// (invariants, command-line flags).
exprOnly
    : expr EOF
    ;

timeOnly
    : timeLit EOF
    ;

decl
    : 'var' name ':' type ('=' expr)?          # varDecl
    | 'device' name ':' type ('=' expr)?       # deviceDecl
    | 'clock' clockItem (',' clockItem)*       # clockDecl
    | 'timer' name ('uses' name)?              # timerDecl
    | 'event' eventItem (',' eventItem)*       # eventDecl
    | 'label' name ':' expr                    # labelDecl
    | 'factor' name ':' intRange               # factorDecl
    | 'progress' expr                          # progressDecl
    | 'urgent' expr                            # urgentDecl
    | 'rule' name disabled='disabled'? trigger block    # ruleDecl
    ;

clockItem
    : name ('=' duration)?
    ;

eventItem
    : name ('when' expr)?
    ;

type
    : 'bool'                                   # boolType
    | intRange                                 # intType
    | '{' name (',' name)* '}'                 # enumType
    ;

intRange
    : signedInt '..' signedInt
    ;

signedInt
    : neg='-'? INT
    ;

trigger
    : 'on' 'change' name                       # onChange
    | 'on' 'call'                              # onCall
    | 'on' name                                # onName
    | 'at' timeLit days?                       # atTime
    | 'every' duration window? days?           # every
    ;

// The window an `every` ticks in: `in 23:50..05:00`.
window
    : 'in' timeLit '..' timeLit
    ;

// Days of the week: `on Mon, Wed`.
days
    : 'on' name (',' name)*
    ;

block
    : '{' stmt* '}'
    ;

stmt
    : name '=' expr ';'?                       # assignStmt
    | ifStmt                                   # ifStmtAlt
    | 'reset' name ';'?                        # resetStmt
    | 'start' name duration ('..' duration)? ';'?   # startStmt
    | 'cancel' name ';'?                       # cancelStmt
    | 'run' name ';'?                          # runStmt
    | 'enable' name ';'?                       # enableStmt
    | 'disable' name ';'?                      # disableStmt
    | 'emit' name ';'?                         # emitStmt
    | 'assert' expr ';'?                       # assertStmt
    ;

ifStmt
    : 'if' expr block ('else' (block | ifStmt))?
    ;

duration
    : DURATION
    | INT
    ;

expr
    : '(' expr ')'                             # parenExpr
    | op=('!' | '-') expr                      # unaryExpr
    | expr op=('*' | '/' | '%' | '&') expr     # mulExpr
    | expr op=('+' | '-' | '|' | '^') expr     # addExpr
    | expr op=('<' | '<=' | '>' | '>=' | '==' | '!=') expr   # cmpExpr
    | 'time' 'in' timeLit '..' timeLit days?   # timeInExpr
    | 'random' signedInt '..' signedInt        # randomExpr
    | expr '&&' expr                           # andExpr
    | expr '||' expr                           # orExpr
    | <assoc = right> expr '->' expr           # impliesExpr
    | 'if' expr 'then' expr 'else' expr        # condExpr
    | '[' expr (',' expr)* ']' '[' expr ']'    # listIndexExpr
    | INT                                      # intExpr
    | DURATION                                 # durationExpr
    | ('true' | 'false')                       # boolExpr
    | timeLit                                  # timeExpr
    | 'time'                                   # timeOfDayExpr
    | name                                     # nameExpr
    // `on` is a trigger's keyword, but also a state many devices have
    // (Home Assistant's `light.porch == on`): as a value it is a name.
    | 'on'                                     # onExpr
    ;

timeLit
    : CLOCKTIME                                        # clockTime
    | base=('sunrise' | 'sunset') (sign=('+' | '-') DURATION)?   # sunTime
    ;

name
    : IDENT
    | STRING
    ;

CLOCKTIME
    : DIGIT DIGIT? ':' DIGIT DIGIT (':' DIGIT DIGIT)?
    ;

DURATION
    : (DIGIT+ [dhms])+
    ;

INT
    : DIGIT+
    ;

// $ starts ISY's variable names ($s.mode), which invariants name too.
IDENT
    : [A-Za-z_$] [A-Za-z0-9_$]* ('.' [A-Za-z0-9_$]+)*
    ;

STRING
    : '"' (~["\\\r\n] | '\\' ["\\])* '"'
    ;

LINE_COMMENT
    : ('//' | '#') ~[\r\n]* -> skip
    ;

BLOCK_COMMENT
    : '/*' .*? '*/' -> skip
    ;

WS
    : [ \t\r\n\f]+ -> skip
    ;

// Any other character is an error token, so that the lexer never stops
// silently and the parser reports it with its position.
ERRCHAR
    : .
    ;

fragment DIGIT
    : [0-9]
    ;
