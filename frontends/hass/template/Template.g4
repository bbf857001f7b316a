// The Jinja subset of Home Assistant templates: the expressions inside
// {{ ... }} and the statements inside {% ... %}. hass splits a template's
// text into those parts (template.go) and parses each with `expression`
// or `statement`; what this grammar reads, the front end lowers where it
// can (states, is_state, numeric comparisons, now()) and over-approximates
// elsewhere; what it cannot read is outside the subset.
grammar Template;

expression
    : expr EOF
    ;

statement
    : 'if' expr EOF                                    # ifStmt
    | 'elif' expr EOF                                  # elifStmt
    | 'else' EOF                                       # elseStmt
    | 'endif' EOF                                      # endifStmt
    | 'set' NAME '=' expr EOF                          # setStmt
    | 'for' NAME (',' NAME)* 'in' expr EOF             # forStmt
    | 'endfor' EOF                                     # endforStmt
    ;

expr
    : expr '.' NAME                                    # attrExpr
    | expr '[' expr ']'                                # indexExpr
    | expr '[' expr? ':' expr? (':' expr?)? ']'        # sliceExpr
    | expr '(' args? ')'                               # callExpr
    | expr '|' NAME ('(' args? ')')?                   # filterExpr
    | op=('-' | '+') expr                              # negExpr
    | expr op=('*' | '/' | '//' | '%') expr            # mulExpr
    | expr op=('+' | '-' | '~') expr                   # addExpr
    | expr op=('==' | '!=' | '<' | '<=' | '>' | '>=') expr  # cmpExpr
    | expr neg='not'? 'in' expr                        # inExpr
    | expr 'is' neg='not'? NAME expr?                  # testExpr
    | 'not' expr                                       # notExpr
    | expr 'and' expr                                  # andExpr
    | expr 'or' expr                                   # orExpr
    | expr 'if' expr ('else' expr)?                    # condExpr
    | primary                                          # primaryExpr
    ;

args
    : arg (',' arg)* ','?
    ;

arg
    : (NAME '=')? expr
    ;

primary
    : NAME                                             # nameLit
    | STRING                                           # stringLit
    | NUMBER                                           # numberLit
    | '(' expr (',' expr)* ','? ')'                    # parenLit
    | '[' (expr (',' expr)* ','?)? ']'                 # listLit
    | '{' (expr ':' expr (',' expr ':' expr)* ','?)? '}'   # dictLit
    ;

NUMBER
    : [0-9]+ ('.' [0-9]+)?
    ;

NAME
    : [A-Za-z_] [A-Za-z0-9_]*
    ;

STRING
    : '\'' (~['\\] | '\\' .)* '\''
    | '"' (~["\\] | '\\' .)* '"'
    ;

// Jinja is whitespace-insensitive; editors paste no-break spaces too.
WS
    : [ \t\r\n\u00A0]+ -> skip
    ;
