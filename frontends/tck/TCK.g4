// TChecker's file format for networks of timed automata (the subset
// DeLorean reads; see frontends/tck/doc.go). Generate with `make generate`.
grammar TCK;

file
    : decl* EOF
    ;

decl
    : 'system' ':' ident attrs?                                          # systemDecl
    | 'process' ':' ident attrs?                                         # processDecl
    | 'event' ':' ident attrs?                                           # eventDecl
    | 'clock' ':' INT ':' ident attrs?                                   # clockDecl
    | 'int' ':' INT ':' sint ':' sint ':' sint ':' ident attrs?          # intDecl
    | 'location' ':' ident ':' ident attrs?                              # locationDecl
    | 'edge' ':' ident ':' ident ':' ident ':' ident attrs?              # edgeDecl
    | 'sync' ':' syncItem (':' syncItem)+ attrs?                         # syncDecl
    ;

syncItem
    : ident '@' ident weak='?'?
    ;

attrs
    : '{' (attr (':' attr)*)? '}'
    ;

// An empty value ({provided:}, {do:}, {labels:}) says nothing, as before
// otherKey: no guard, no statements, no labels.
attr
    : key='provided' ':' expr?                # exprAttr
    | key='invariant' ':' expr?               # exprAttr
    | 'do' ':' stmts?                         # doAttr
    | 'labels' ':' (ident (',' ident)*)?      # labelsAttr
    | key=('initial' | 'committed' | 'urgent') ':'   # flagAttr
    | otherKey ':' other*                     # otherAttr
    ;

// The key of an attribute DeLorean does not know: a name, but not one of
// the keys above, so that an attribute's first token says which
// alternative it is (with any name, {provided: x < 1} was also an unknown
// attribute, and telling the two apart read the whole value ahead, in a
// new prediction for each value: most of the parse's time).
otherKey
    : ID
    | 'nop' | 'if' | 'then' | 'else' | 'end' | 'while' | 'local'
    ;

// The value of an attribute DeLorean does not know: any tokens up to the
// next separator (TChecker ignores unknown attributes too).
other
    : ~(':' | '{' | '}')
    ;

stmts
    : stmt (';' stmt)* ';'?
    ;

stmt
    : lvalue '=' expr                                   # assignStmt
    | 'nop'                                             # nopStmt
    | 'if' expr 'then' stmts ('else' stmts)? 'end'      # ifStmt
    | 'while' expr 'do' stmts 'end'                     # whileStmt
    | 'local' ident ('[' expr ']')? ('=' expr)?         # localStmt
    ;

lvalue
    : ident ('[' expr ']')?
    ;

expr
    : '(' expr ')'                                      # parenExpr
    | '(' 'if' expr 'then' expr 'else' expr ')'         # condExpr
    | op=('!' | '-') expr                               # unaryExpr
    | expr op=('*' | '/' | '%') expr                    # mulExpr
    | expr op=('+' | '-') expr                          # addExpr
    | expr op=('<' | '<=' | '>' | '>=' | '==' | '!=') expr   # cmpExpr
    | expr '&&' expr                                    # andExpr
    | expr '||' expr                                    # orExpr
    | INT                                               # intExpr
    | lvalue                                            # varExpr
    ;

sint
    : neg='-'? INT
    ;

// Attribute keys and statement words are names elsewhere.
ident
    : ID
    | 'provided' | 'invariant' | 'do' | 'labels' | 'initial' | 'committed' | 'urgent'
    | 'nop' | 'if' | 'then' | 'else' | 'end' | 'while' | 'local'
    ;

INT
    : [0-9]+
    ;

ID
    : [A-Za-z_] [A-Za-z0-9_.]*
    ;

COMMENT
    : '#' ~[\r\n]* -> skip
    ;

WS
    : [ \t\r\n\f]+ -> skip
    ;

ERRCHAR
    : .
    ;
