package parser // Template
import "github.com/antlr4-go/antlr/v4"

// TemplateListener is a complete listener for a parse tree produced by TemplateParser.
type TemplateListener interface {
	antlr.ParseTreeListener

	// EnterExpression is called when entering the expression production.
	EnterExpression(c *ExpressionContext)

	// EnterIfStmt is called when entering the ifStmt production.
	EnterIfStmt(c *IfStmtContext)

	// EnterElifStmt is called when entering the elifStmt production.
	EnterElifStmt(c *ElifStmtContext)

	// EnterElseStmt is called when entering the elseStmt production.
	EnterElseStmt(c *ElseStmtContext)

	// EnterEndifStmt is called when entering the endifStmt production.
	EnterEndifStmt(c *EndifStmtContext)

	// EnterSetStmt is called when entering the setStmt production.
	EnterSetStmt(c *SetStmtContext)

	// EnterForStmt is called when entering the forStmt production.
	EnterForStmt(c *ForStmtContext)

	// EnterEndforStmt is called when entering the endforStmt production.
	EnterEndforStmt(c *EndforStmtContext)

	// EnterNegExpr is called when entering the negExpr production.
	EnterNegExpr(c *NegExprContext)

	// EnterNotExpr is called when entering the notExpr production.
	EnterNotExpr(c *NotExprContext)

	// EnterPrimaryExpr is called when entering the primaryExpr production.
	EnterPrimaryExpr(c *PrimaryExprContext)

	// EnterMulExpr is called when entering the mulExpr production.
	EnterMulExpr(c *MulExprContext)

	// EnterAddExpr is called when entering the addExpr production.
	EnterAddExpr(c *AddExprContext)

	// EnterCmpExpr is called when entering the cmpExpr production.
	EnterCmpExpr(c *CmpExprContext)

	// EnterInExpr is called when entering the inExpr production.
	EnterInExpr(c *InExprContext)

	// EnterAndExpr is called when entering the andExpr production.
	EnterAndExpr(c *AndExprContext)

	// EnterOrExpr is called when entering the orExpr production.
	EnterOrExpr(c *OrExprContext)

	// EnterAttrExpr is called when entering the attrExpr production.
	EnterAttrExpr(c *AttrExprContext)

	// EnterIndexExpr is called when entering the indexExpr production.
	EnterIndexExpr(c *IndexExprContext)

	// EnterSliceExpr is called when entering the sliceExpr production.
	EnterSliceExpr(c *SliceExprContext)

	// EnterCallExpr is called when entering the callExpr production.
	EnterCallExpr(c *CallExprContext)

	// EnterFilterExpr is called when entering the filterExpr production.
	EnterFilterExpr(c *FilterExprContext)

	// EnterTestExpr is called when entering the testExpr production.
	EnterTestExpr(c *TestExprContext)

	// EnterCondExpr is called when entering the condExpr production.
	EnterCondExpr(c *CondExprContext)

	// EnterArgs is called when entering the args production.
	EnterArgs(c *ArgsContext)

	// EnterArg is called when entering the arg production.
	EnterArg(c *ArgContext)

	// EnterNameLit is called when entering the nameLit production.
	EnterNameLit(c *NameLitContext)

	// EnterStringLit is called when entering the stringLit production.
	EnterStringLit(c *StringLitContext)

	// EnterNumberLit is called when entering the numberLit production.
	EnterNumberLit(c *NumberLitContext)

	// EnterParenLit is called when entering the parenLit production.
	EnterParenLit(c *ParenLitContext)

	// EnterListLit is called when entering the listLit production.
	EnterListLit(c *ListLitContext)

	// EnterDictLit is called when entering the dictLit production.
	EnterDictLit(c *DictLitContext)

	// ExitExpression is called when exiting the expression production.
	ExitExpression(c *ExpressionContext)

	// ExitIfStmt is called when exiting the ifStmt production.
	ExitIfStmt(c *IfStmtContext)

	// ExitElifStmt is called when exiting the elifStmt production.
	ExitElifStmt(c *ElifStmtContext)

	// ExitElseStmt is called when exiting the elseStmt production.
	ExitElseStmt(c *ElseStmtContext)

	// ExitEndifStmt is called when exiting the endifStmt production.
	ExitEndifStmt(c *EndifStmtContext)

	// ExitSetStmt is called when exiting the setStmt production.
	ExitSetStmt(c *SetStmtContext)

	// ExitForStmt is called when exiting the forStmt production.
	ExitForStmt(c *ForStmtContext)

	// ExitEndforStmt is called when exiting the endforStmt production.
	ExitEndforStmt(c *EndforStmtContext)

	// ExitNegExpr is called when exiting the negExpr production.
	ExitNegExpr(c *NegExprContext)

	// ExitNotExpr is called when exiting the notExpr production.
	ExitNotExpr(c *NotExprContext)

	// ExitPrimaryExpr is called when exiting the primaryExpr production.
	ExitPrimaryExpr(c *PrimaryExprContext)

	// ExitMulExpr is called when exiting the mulExpr production.
	ExitMulExpr(c *MulExprContext)

	// ExitAddExpr is called when exiting the addExpr production.
	ExitAddExpr(c *AddExprContext)

	// ExitCmpExpr is called when exiting the cmpExpr production.
	ExitCmpExpr(c *CmpExprContext)

	// ExitInExpr is called when exiting the inExpr production.
	ExitInExpr(c *InExprContext)

	// ExitAndExpr is called when exiting the andExpr production.
	ExitAndExpr(c *AndExprContext)

	// ExitOrExpr is called when exiting the orExpr production.
	ExitOrExpr(c *OrExprContext)

	// ExitAttrExpr is called when exiting the attrExpr production.
	ExitAttrExpr(c *AttrExprContext)

	// ExitIndexExpr is called when exiting the indexExpr production.
	ExitIndexExpr(c *IndexExprContext)

	// ExitSliceExpr is called when exiting the sliceExpr production.
	ExitSliceExpr(c *SliceExprContext)

	// ExitCallExpr is called when exiting the callExpr production.
	ExitCallExpr(c *CallExprContext)

	// ExitFilterExpr is called when exiting the filterExpr production.
	ExitFilterExpr(c *FilterExprContext)

	// ExitTestExpr is called when exiting the testExpr production.
	ExitTestExpr(c *TestExprContext)

	// ExitCondExpr is called when exiting the condExpr production.
	ExitCondExpr(c *CondExprContext)

	// ExitArgs is called when exiting the args production.
	ExitArgs(c *ArgsContext)

	// ExitArg is called when exiting the arg production.
	ExitArg(c *ArgContext)

	// ExitNameLit is called when exiting the nameLit production.
	ExitNameLit(c *NameLitContext)

	// ExitStringLit is called when exiting the stringLit production.
	ExitStringLit(c *StringLitContext)

	// ExitNumberLit is called when exiting the numberLit production.
	ExitNumberLit(c *NumberLitContext)

	// ExitParenLit is called when exiting the parenLit production.
	ExitParenLit(c *ParenLitContext)

	// ExitListLit is called when exiting the listLit production.
	ExitListLit(c *ListLitContext)

	// ExitDictLit is called when exiting the dictLit production.
	ExitDictLit(c *DictLitContext)
}
