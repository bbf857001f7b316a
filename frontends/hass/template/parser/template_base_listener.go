package parser // Template
import "github.com/antlr4-go/antlr/v4"

// BaseTemplateListener is a complete listener for a parse tree produced by TemplateParser.
type BaseTemplateListener struct{}

var _ TemplateListener = &BaseTemplateListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseTemplateListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseTemplateListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseTemplateListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseTemplateListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterExpression is called when production expression is entered.
func (s *BaseTemplateListener) EnterExpression(ctx *ExpressionContext) {}

// ExitExpression is called when production expression is exited.
func (s *BaseTemplateListener) ExitExpression(ctx *ExpressionContext) {}

// EnterIfStmt is called when production ifStmt is entered.
func (s *BaseTemplateListener) EnterIfStmt(ctx *IfStmtContext) {}

// ExitIfStmt is called when production ifStmt is exited.
func (s *BaseTemplateListener) ExitIfStmt(ctx *IfStmtContext) {}

// EnterElifStmt is called when production elifStmt is entered.
func (s *BaseTemplateListener) EnterElifStmt(ctx *ElifStmtContext) {}

// ExitElifStmt is called when production elifStmt is exited.
func (s *BaseTemplateListener) ExitElifStmt(ctx *ElifStmtContext) {}

// EnterElseStmt is called when production elseStmt is entered.
func (s *BaseTemplateListener) EnterElseStmt(ctx *ElseStmtContext) {}

// ExitElseStmt is called when production elseStmt is exited.
func (s *BaseTemplateListener) ExitElseStmt(ctx *ElseStmtContext) {}

// EnterEndifStmt is called when production endifStmt is entered.
func (s *BaseTemplateListener) EnterEndifStmt(ctx *EndifStmtContext) {}

// ExitEndifStmt is called when production endifStmt is exited.
func (s *BaseTemplateListener) ExitEndifStmt(ctx *EndifStmtContext) {}

// EnterSetStmt is called when production setStmt is entered.
func (s *BaseTemplateListener) EnterSetStmt(ctx *SetStmtContext) {}

// ExitSetStmt is called when production setStmt is exited.
func (s *BaseTemplateListener) ExitSetStmt(ctx *SetStmtContext) {}

// EnterForStmt is called when production forStmt is entered.
func (s *BaseTemplateListener) EnterForStmt(ctx *ForStmtContext) {}

// ExitForStmt is called when production forStmt is exited.
func (s *BaseTemplateListener) ExitForStmt(ctx *ForStmtContext) {}

// EnterEndforStmt is called when production endforStmt is entered.
func (s *BaseTemplateListener) EnterEndforStmt(ctx *EndforStmtContext) {}

// ExitEndforStmt is called when production endforStmt is exited.
func (s *BaseTemplateListener) ExitEndforStmt(ctx *EndforStmtContext) {}

// EnterNegExpr is called when production negExpr is entered.
func (s *BaseTemplateListener) EnterNegExpr(ctx *NegExprContext) {}

// ExitNegExpr is called when production negExpr is exited.
func (s *BaseTemplateListener) ExitNegExpr(ctx *NegExprContext) {}

// EnterNotExpr is called when production notExpr is entered.
func (s *BaseTemplateListener) EnterNotExpr(ctx *NotExprContext) {}

// ExitNotExpr is called when production notExpr is exited.
func (s *BaseTemplateListener) ExitNotExpr(ctx *NotExprContext) {}

// EnterPrimaryExpr is called when production primaryExpr is entered.
func (s *BaseTemplateListener) EnterPrimaryExpr(ctx *PrimaryExprContext) {}

// ExitPrimaryExpr is called when production primaryExpr is exited.
func (s *BaseTemplateListener) ExitPrimaryExpr(ctx *PrimaryExprContext) {}

// EnterMulExpr is called when production mulExpr is entered.
func (s *BaseTemplateListener) EnterMulExpr(ctx *MulExprContext) {}

// ExitMulExpr is called when production mulExpr is exited.
func (s *BaseTemplateListener) ExitMulExpr(ctx *MulExprContext) {}

// EnterAddExpr is called when production addExpr is entered.
func (s *BaseTemplateListener) EnterAddExpr(ctx *AddExprContext) {}

// ExitAddExpr is called when production addExpr is exited.
func (s *BaseTemplateListener) ExitAddExpr(ctx *AddExprContext) {}

// EnterCmpExpr is called when production cmpExpr is entered.
func (s *BaseTemplateListener) EnterCmpExpr(ctx *CmpExprContext) {}

// ExitCmpExpr is called when production cmpExpr is exited.
func (s *BaseTemplateListener) ExitCmpExpr(ctx *CmpExprContext) {}

// EnterInExpr is called when production inExpr is entered.
func (s *BaseTemplateListener) EnterInExpr(ctx *InExprContext) {}

// ExitInExpr is called when production inExpr is exited.
func (s *BaseTemplateListener) ExitInExpr(ctx *InExprContext) {}

// EnterAndExpr is called when production andExpr is entered.
func (s *BaseTemplateListener) EnterAndExpr(ctx *AndExprContext) {}

// ExitAndExpr is called when production andExpr is exited.
func (s *BaseTemplateListener) ExitAndExpr(ctx *AndExprContext) {}

// EnterOrExpr is called when production orExpr is entered.
func (s *BaseTemplateListener) EnterOrExpr(ctx *OrExprContext) {}

// ExitOrExpr is called when production orExpr is exited.
func (s *BaseTemplateListener) ExitOrExpr(ctx *OrExprContext) {}

// EnterAttrExpr is called when production attrExpr is entered.
func (s *BaseTemplateListener) EnterAttrExpr(ctx *AttrExprContext) {}

// ExitAttrExpr is called when production attrExpr is exited.
func (s *BaseTemplateListener) ExitAttrExpr(ctx *AttrExprContext) {}

// EnterIndexExpr is called when production indexExpr is entered.
func (s *BaseTemplateListener) EnterIndexExpr(ctx *IndexExprContext) {}

// ExitIndexExpr is called when production indexExpr is exited.
func (s *BaseTemplateListener) ExitIndexExpr(ctx *IndexExprContext) {}

// EnterSliceExpr is called when production sliceExpr is entered.
func (s *BaseTemplateListener) EnterSliceExpr(ctx *SliceExprContext) {}

// ExitSliceExpr is called when production sliceExpr is exited.
func (s *BaseTemplateListener) ExitSliceExpr(ctx *SliceExprContext) {}

// EnterCallExpr is called when production callExpr is entered.
func (s *BaseTemplateListener) EnterCallExpr(ctx *CallExprContext) {}

// ExitCallExpr is called when production callExpr is exited.
func (s *BaseTemplateListener) ExitCallExpr(ctx *CallExprContext) {}

// EnterFilterExpr is called when production filterExpr is entered.
func (s *BaseTemplateListener) EnterFilterExpr(ctx *FilterExprContext) {}

// ExitFilterExpr is called when production filterExpr is exited.
func (s *BaseTemplateListener) ExitFilterExpr(ctx *FilterExprContext) {}

// EnterTestExpr is called when production testExpr is entered.
func (s *BaseTemplateListener) EnterTestExpr(ctx *TestExprContext) {}

// ExitTestExpr is called when production testExpr is exited.
func (s *BaseTemplateListener) ExitTestExpr(ctx *TestExprContext) {}

// EnterCondExpr is called when production condExpr is entered.
func (s *BaseTemplateListener) EnterCondExpr(ctx *CondExprContext) {}

// ExitCondExpr is called when production condExpr is exited.
func (s *BaseTemplateListener) ExitCondExpr(ctx *CondExprContext) {}

// EnterArgs is called when production args is entered.
func (s *BaseTemplateListener) EnterArgs(ctx *ArgsContext) {}

// ExitArgs is called when production args is exited.
func (s *BaseTemplateListener) ExitArgs(ctx *ArgsContext) {}

// EnterArg is called when production arg is entered.
func (s *BaseTemplateListener) EnterArg(ctx *ArgContext) {}

// ExitArg is called when production arg is exited.
func (s *BaseTemplateListener) ExitArg(ctx *ArgContext) {}

// EnterNameLit is called when production nameLit is entered.
func (s *BaseTemplateListener) EnterNameLit(ctx *NameLitContext) {}

// ExitNameLit is called when production nameLit is exited.
func (s *BaseTemplateListener) ExitNameLit(ctx *NameLitContext) {}

// EnterStringLit is called when production stringLit is entered.
func (s *BaseTemplateListener) EnterStringLit(ctx *StringLitContext) {}

// ExitStringLit is called when production stringLit is exited.
func (s *BaseTemplateListener) ExitStringLit(ctx *StringLitContext) {}

// EnterNumberLit is called when production numberLit is entered.
func (s *BaseTemplateListener) EnterNumberLit(ctx *NumberLitContext) {}

// ExitNumberLit is called when production numberLit is exited.
func (s *BaseTemplateListener) ExitNumberLit(ctx *NumberLitContext) {}

// EnterParenLit is called when production parenLit is entered.
func (s *BaseTemplateListener) EnterParenLit(ctx *ParenLitContext) {}

// ExitParenLit is called when production parenLit is exited.
func (s *BaseTemplateListener) ExitParenLit(ctx *ParenLitContext) {}

// EnterListLit is called when production listLit is entered.
func (s *BaseTemplateListener) EnterListLit(ctx *ListLitContext) {}

// ExitListLit is called when production listLit is exited.
func (s *BaseTemplateListener) ExitListLit(ctx *ListLitContext) {}

// EnterDictLit is called when production dictLit is entered.
func (s *BaseTemplateListener) EnterDictLit(ctx *DictLitContext) {}

// ExitDictLit is called when production dictLit is exited.
func (s *BaseTemplateListener) ExitDictLit(ctx *DictLitContext) {}
