package parser // TCK
import "github.com/antlr4-go/antlr/v4"

// BaseTCKListener is a complete listener for a parse tree produced by TCKParser.
type BaseTCKListener struct{}

var _ TCKListener = &BaseTCKListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseTCKListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseTCKListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseTCKListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseTCKListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterFile is called when production file is entered.
func (s *BaseTCKListener) EnterFile(ctx *FileContext) {}

// ExitFile is called when production file is exited.
func (s *BaseTCKListener) ExitFile(ctx *FileContext) {}

// EnterSystemDecl is called when production systemDecl is entered.
func (s *BaseTCKListener) EnterSystemDecl(ctx *SystemDeclContext) {}

// ExitSystemDecl is called when production systemDecl is exited.
func (s *BaseTCKListener) ExitSystemDecl(ctx *SystemDeclContext) {}

// EnterProcessDecl is called when production processDecl is entered.
func (s *BaseTCKListener) EnterProcessDecl(ctx *ProcessDeclContext) {}

// ExitProcessDecl is called when production processDecl is exited.
func (s *BaseTCKListener) ExitProcessDecl(ctx *ProcessDeclContext) {}

// EnterEventDecl is called when production eventDecl is entered.
func (s *BaseTCKListener) EnterEventDecl(ctx *EventDeclContext) {}

// ExitEventDecl is called when production eventDecl is exited.
func (s *BaseTCKListener) ExitEventDecl(ctx *EventDeclContext) {}

// EnterClockDecl is called when production clockDecl is entered.
func (s *BaseTCKListener) EnterClockDecl(ctx *ClockDeclContext) {}

// ExitClockDecl is called when production clockDecl is exited.
func (s *BaseTCKListener) ExitClockDecl(ctx *ClockDeclContext) {}

// EnterIntDecl is called when production intDecl is entered.
func (s *BaseTCKListener) EnterIntDecl(ctx *IntDeclContext) {}

// ExitIntDecl is called when production intDecl is exited.
func (s *BaseTCKListener) ExitIntDecl(ctx *IntDeclContext) {}

// EnterLocationDecl is called when production locationDecl is entered.
func (s *BaseTCKListener) EnterLocationDecl(ctx *LocationDeclContext) {}

// ExitLocationDecl is called when production locationDecl is exited.
func (s *BaseTCKListener) ExitLocationDecl(ctx *LocationDeclContext) {}

// EnterEdgeDecl is called when production edgeDecl is entered.
func (s *BaseTCKListener) EnterEdgeDecl(ctx *EdgeDeclContext) {}

// ExitEdgeDecl is called when production edgeDecl is exited.
func (s *BaseTCKListener) ExitEdgeDecl(ctx *EdgeDeclContext) {}

// EnterSyncDecl is called when production syncDecl is entered.
func (s *BaseTCKListener) EnterSyncDecl(ctx *SyncDeclContext) {}

// ExitSyncDecl is called when production syncDecl is exited.
func (s *BaseTCKListener) ExitSyncDecl(ctx *SyncDeclContext) {}

// EnterSyncItem is called when production syncItem is entered.
func (s *BaseTCKListener) EnterSyncItem(ctx *SyncItemContext) {}

// ExitSyncItem is called when production syncItem is exited.
func (s *BaseTCKListener) ExitSyncItem(ctx *SyncItemContext) {}

// EnterAttrs is called when production attrs is entered.
func (s *BaseTCKListener) EnterAttrs(ctx *AttrsContext) {}

// ExitAttrs is called when production attrs is exited.
func (s *BaseTCKListener) ExitAttrs(ctx *AttrsContext) {}

// EnterExprAttr is called when production exprAttr is entered.
func (s *BaseTCKListener) EnterExprAttr(ctx *ExprAttrContext) {}

// ExitExprAttr is called when production exprAttr is exited.
func (s *BaseTCKListener) ExitExprAttr(ctx *ExprAttrContext) {}

// EnterDoAttr is called when production doAttr is entered.
func (s *BaseTCKListener) EnterDoAttr(ctx *DoAttrContext) {}

// ExitDoAttr is called when production doAttr is exited.
func (s *BaseTCKListener) ExitDoAttr(ctx *DoAttrContext) {}

// EnterLabelsAttr is called when production labelsAttr is entered.
func (s *BaseTCKListener) EnterLabelsAttr(ctx *LabelsAttrContext) {}

// ExitLabelsAttr is called when production labelsAttr is exited.
func (s *BaseTCKListener) ExitLabelsAttr(ctx *LabelsAttrContext) {}

// EnterFlagAttr is called when production flagAttr is entered.
func (s *BaseTCKListener) EnterFlagAttr(ctx *FlagAttrContext) {}

// ExitFlagAttr is called when production flagAttr is exited.
func (s *BaseTCKListener) ExitFlagAttr(ctx *FlagAttrContext) {}

// EnterOtherAttr is called when production otherAttr is entered.
func (s *BaseTCKListener) EnterOtherAttr(ctx *OtherAttrContext) {}

// ExitOtherAttr is called when production otherAttr is exited.
func (s *BaseTCKListener) ExitOtherAttr(ctx *OtherAttrContext) {}

// EnterOtherKey is called when production otherKey is entered.
func (s *BaseTCKListener) EnterOtherKey(ctx *OtherKeyContext) {}

// ExitOtherKey is called when production otherKey is exited.
func (s *BaseTCKListener) ExitOtherKey(ctx *OtherKeyContext) {}

// EnterOther is called when production other is entered.
func (s *BaseTCKListener) EnterOther(ctx *OtherContext) {}

// ExitOther is called when production other is exited.
func (s *BaseTCKListener) ExitOther(ctx *OtherContext) {}

// EnterStmts is called when production stmts is entered.
func (s *BaseTCKListener) EnterStmts(ctx *StmtsContext) {}

// ExitStmts is called when production stmts is exited.
func (s *BaseTCKListener) ExitStmts(ctx *StmtsContext) {}

// EnterAssignStmt is called when production assignStmt is entered.
func (s *BaseTCKListener) EnterAssignStmt(ctx *AssignStmtContext) {}

// ExitAssignStmt is called when production assignStmt is exited.
func (s *BaseTCKListener) ExitAssignStmt(ctx *AssignStmtContext) {}

// EnterNopStmt is called when production nopStmt is entered.
func (s *BaseTCKListener) EnterNopStmt(ctx *NopStmtContext) {}

// ExitNopStmt is called when production nopStmt is exited.
func (s *BaseTCKListener) ExitNopStmt(ctx *NopStmtContext) {}

// EnterIfStmt is called when production ifStmt is entered.
func (s *BaseTCKListener) EnterIfStmt(ctx *IfStmtContext) {}

// ExitIfStmt is called when production ifStmt is exited.
func (s *BaseTCKListener) ExitIfStmt(ctx *IfStmtContext) {}

// EnterWhileStmt is called when production whileStmt is entered.
func (s *BaseTCKListener) EnterWhileStmt(ctx *WhileStmtContext) {}

// ExitWhileStmt is called when production whileStmt is exited.
func (s *BaseTCKListener) ExitWhileStmt(ctx *WhileStmtContext) {}

// EnterLocalStmt is called when production localStmt is entered.
func (s *BaseTCKListener) EnterLocalStmt(ctx *LocalStmtContext) {}

// ExitLocalStmt is called when production localStmt is exited.
func (s *BaseTCKListener) ExitLocalStmt(ctx *LocalStmtContext) {}

// EnterLvalue is called when production lvalue is entered.
func (s *BaseTCKListener) EnterLvalue(ctx *LvalueContext) {}

// ExitLvalue is called when production lvalue is exited.
func (s *BaseTCKListener) ExitLvalue(ctx *LvalueContext) {}

// EnterParenExpr is called when production parenExpr is entered.
func (s *BaseTCKListener) EnterParenExpr(ctx *ParenExprContext) {}

// ExitParenExpr is called when production parenExpr is exited.
func (s *BaseTCKListener) ExitParenExpr(ctx *ParenExprContext) {}

// EnterCondExpr is called when production condExpr is entered.
func (s *BaseTCKListener) EnterCondExpr(ctx *CondExprContext) {}

// ExitCondExpr is called when production condExpr is exited.
func (s *BaseTCKListener) ExitCondExpr(ctx *CondExprContext) {}

// EnterUnaryExpr is called when production unaryExpr is entered.
func (s *BaseTCKListener) EnterUnaryExpr(ctx *UnaryExprContext) {}

// ExitUnaryExpr is called when production unaryExpr is exited.
func (s *BaseTCKListener) ExitUnaryExpr(ctx *UnaryExprContext) {}

// EnterIntExpr is called when production intExpr is entered.
func (s *BaseTCKListener) EnterIntExpr(ctx *IntExprContext) {}

// ExitIntExpr is called when production intExpr is exited.
func (s *BaseTCKListener) ExitIntExpr(ctx *IntExprContext) {}

// EnterVarExpr is called when production varExpr is entered.
func (s *BaseTCKListener) EnterVarExpr(ctx *VarExprContext) {}

// ExitVarExpr is called when production varExpr is exited.
func (s *BaseTCKListener) ExitVarExpr(ctx *VarExprContext) {}

// EnterMulExpr is called when production mulExpr is entered.
func (s *BaseTCKListener) EnterMulExpr(ctx *MulExprContext) {}

// ExitMulExpr is called when production mulExpr is exited.
func (s *BaseTCKListener) ExitMulExpr(ctx *MulExprContext) {}

// EnterAddExpr is called when production addExpr is entered.
func (s *BaseTCKListener) EnterAddExpr(ctx *AddExprContext) {}

// ExitAddExpr is called when production addExpr is exited.
func (s *BaseTCKListener) ExitAddExpr(ctx *AddExprContext) {}

// EnterCmpExpr is called when production cmpExpr is entered.
func (s *BaseTCKListener) EnterCmpExpr(ctx *CmpExprContext) {}

// ExitCmpExpr is called when production cmpExpr is exited.
func (s *BaseTCKListener) ExitCmpExpr(ctx *CmpExprContext) {}

// EnterAndExpr is called when production andExpr is entered.
func (s *BaseTCKListener) EnterAndExpr(ctx *AndExprContext) {}

// ExitAndExpr is called when production andExpr is exited.
func (s *BaseTCKListener) ExitAndExpr(ctx *AndExprContext) {}

// EnterOrExpr is called when production orExpr is entered.
func (s *BaseTCKListener) EnterOrExpr(ctx *OrExprContext) {}

// ExitOrExpr is called when production orExpr is exited.
func (s *BaseTCKListener) ExitOrExpr(ctx *OrExprContext) {}

// EnterSint is called when production sint is entered.
func (s *BaseTCKListener) EnterSint(ctx *SintContext) {}

// ExitSint is called when production sint is exited.
func (s *BaseTCKListener) ExitSint(ctx *SintContext) {}

// EnterIdent is called when production ident is entered.
func (s *BaseTCKListener) EnterIdent(ctx *IdentContext) {}

// ExitIdent is called when production ident is exited.
func (s *BaseTCKListener) ExitIdent(ctx *IdentContext) {}
