package parser // TCK
import "github.com/antlr4-go/antlr/v4"

// TCKListener is a complete listener for a parse tree produced by TCKParser.
type TCKListener interface {
	antlr.ParseTreeListener

	// EnterFile is called when entering the file production.
	EnterFile(c *FileContext)

	// EnterSystemDecl is called when entering the systemDecl production.
	EnterSystemDecl(c *SystemDeclContext)

	// EnterProcessDecl is called when entering the processDecl production.
	EnterProcessDecl(c *ProcessDeclContext)

	// EnterEventDecl is called when entering the eventDecl production.
	EnterEventDecl(c *EventDeclContext)

	// EnterClockDecl is called when entering the clockDecl production.
	EnterClockDecl(c *ClockDeclContext)

	// EnterIntDecl is called when entering the intDecl production.
	EnterIntDecl(c *IntDeclContext)

	// EnterLocationDecl is called when entering the locationDecl production.
	EnterLocationDecl(c *LocationDeclContext)

	// EnterEdgeDecl is called when entering the edgeDecl production.
	EnterEdgeDecl(c *EdgeDeclContext)

	// EnterSyncDecl is called when entering the syncDecl production.
	EnterSyncDecl(c *SyncDeclContext)

	// EnterSyncItem is called when entering the syncItem production.
	EnterSyncItem(c *SyncItemContext)

	// EnterAttrs is called when entering the attrs production.
	EnterAttrs(c *AttrsContext)

	// EnterExprAttr is called when entering the exprAttr production.
	EnterExprAttr(c *ExprAttrContext)

	// EnterDoAttr is called when entering the doAttr production.
	EnterDoAttr(c *DoAttrContext)

	// EnterLabelsAttr is called when entering the labelsAttr production.
	EnterLabelsAttr(c *LabelsAttrContext)

	// EnterFlagAttr is called when entering the flagAttr production.
	EnterFlagAttr(c *FlagAttrContext)

	// EnterOtherAttr is called when entering the otherAttr production.
	EnterOtherAttr(c *OtherAttrContext)

	// EnterOtherKey is called when entering the otherKey production.
	EnterOtherKey(c *OtherKeyContext)

	// EnterOther is called when entering the other production.
	EnterOther(c *OtherContext)

	// EnterStmts is called when entering the stmts production.
	EnterStmts(c *StmtsContext)

	// EnterAssignStmt is called when entering the assignStmt production.
	EnterAssignStmt(c *AssignStmtContext)

	// EnterNopStmt is called when entering the nopStmt production.
	EnterNopStmt(c *NopStmtContext)

	// EnterIfStmt is called when entering the ifStmt production.
	EnterIfStmt(c *IfStmtContext)

	// EnterWhileStmt is called when entering the whileStmt production.
	EnterWhileStmt(c *WhileStmtContext)

	// EnterLocalStmt is called when entering the localStmt production.
	EnterLocalStmt(c *LocalStmtContext)

	// EnterLvalue is called when entering the lvalue production.
	EnterLvalue(c *LvalueContext)

	// EnterParenExpr is called when entering the parenExpr production.
	EnterParenExpr(c *ParenExprContext)

	// EnterCondExpr is called when entering the condExpr production.
	EnterCondExpr(c *CondExprContext)

	// EnterUnaryExpr is called when entering the unaryExpr production.
	EnterUnaryExpr(c *UnaryExprContext)

	// EnterIntExpr is called when entering the intExpr production.
	EnterIntExpr(c *IntExprContext)

	// EnterVarExpr is called when entering the varExpr production.
	EnterVarExpr(c *VarExprContext)

	// EnterMulExpr is called when entering the mulExpr production.
	EnterMulExpr(c *MulExprContext)

	// EnterAddExpr is called when entering the addExpr production.
	EnterAddExpr(c *AddExprContext)

	// EnterCmpExpr is called when entering the cmpExpr production.
	EnterCmpExpr(c *CmpExprContext)

	// EnterAndExpr is called when entering the andExpr production.
	EnterAndExpr(c *AndExprContext)

	// EnterOrExpr is called when entering the orExpr production.
	EnterOrExpr(c *OrExprContext)

	// EnterSint is called when entering the sint production.
	EnterSint(c *SintContext)

	// EnterIdent is called when entering the ident production.
	EnterIdent(c *IdentContext)

	// ExitFile is called when exiting the file production.
	ExitFile(c *FileContext)

	// ExitSystemDecl is called when exiting the systemDecl production.
	ExitSystemDecl(c *SystemDeclContext)

	// ExitProcessDecl is called when exiting the processDecl production.
	ExitProcessDecl(c *ProcessDeclContext)

	// ExitEventDecl is called when exiting the eventDecl production.
	ExitEventDecl(c *EventDeclContext)

	// ExitClockDecl is called when exiting the clockDecl production.
	ExitClockDecl(c *ClockDeclContext)

	// ExitIntDecl is called when exiting the intDecl production.
	ExitIntDecl(c *IntDeclContext)

	// ExitLocationDecl is called when exiting the locationDecl production.
	ExitLocationDecl(c *LocationDeclContext)

	// ExitEdgeDecl is called when exiting the edgeDecl production.
	ExitEdgeDecl(c *EdgeDeclContext)

	// ExitSyncDecl is called when exiting the syncDecl production.
	ExitSyncDecl(c *SyncDeclContext)

	// ExitSyncItem is called when exiting the syncItem production.
	ExitSyncItem(c *SyncItemContext)

	// ExitAttrs is called when exiting the attrs production.
	ExitAttrs(c *AttrsContext)

	// ExitExprAttr is called when exiting the exprAttr production.
	ExitExprAttr(c *ExprAttrContext)

	// ExitDoAttr is called when exiting the doAttr production.
	ExitDoAttr(c *DoAttrContext)

	// ExitLabelsAttr is called when exiting the labelsAttr production.
	ExitLabelsAttr(c *LabelsAttrContext)

	// ExitFlagAttr is called when exiting the flagAttr production.
	ExitFlagAttr(c *FlagAttrContext)

	// ExitOtherAttr is called when exiting the otherAttr production.
	ExitOtherAttr(c *OtherAttrContext)

	// ExitOtherKey is called when exiting the otherKey production.
	ExitOtherKey(c *OtherKeyContext)

	// ExitOther is called when exiting the other production.
	ExitOther(c *OtherContext)

	// ExitStmts is called when exiting the stmts production.
	ExitStmts(c *StmtsContext)

	// ExitAssignStmt is called when exiting the assignStmt production.
	ExitAssignStmt(c *AssignStmtContext)

	// ExitNopStmt is called when exiting the nopStmt production.
	ExitNopStmt(c *NopStmtContext)

	// ExitIfStmt is called when exiting the ifStmt production.
	ExitIfStmt(c *IfStmtContext)

	// ExitWhileStmt is called when exiting the whileStmt production.
	ExitWhileStmt(c *WhileStmtContext)

	// ExitLocalStmt is called when exiting the localStmt production.
	ExitLocalStmt(c *LocalStmtContext)

	// ExitLvalue is called when exiting the lvalue production.
	ExitLvalue(c *LvalueContext)

	// ExitParenExpr is called when exiting the parenExpr production.
	ExitParenExpr(c *ParenExprContext)

	// ExitCondExpr is called when exiting the condExpr production.
	ExitCondExpr(c *CondExprContext)

	// ExitUnaryExpr is called when exiting the unaryExpr production.
	ExitUnaryExpr(c *UnaryExprContext)

	// ExitIntExpr is called when exiting the intExpr production.
	ExitIntExpr(c *IntExprContext)

	// ExitVarExpr is called when exiting the varExpr production.
	ExitVarExpr(c *VarExprContext)

	// ExitMulExpr is called when exiting the mulExpr production.
	ExitMulExpr(c *MulExprContext)

	// ExitAddExpr is called when exiting the addExpr production.
	ExitAddExpr(c *AddExprContext)

	// ExitCmpExpr is called when exiting the cmpExpr production.
	ExitCmpExpr(c *CmpExprContext)

	// ExitAndExpr is called when exiting the andExpr production.
	ExitAndExpr(c *AndExprContext)

	// ExitOrExpr is called when exiting the orExpr production.
	ExitOrExpr(c *OrExprContext)

	// ExitSint is called when exiting the sint production.
	ExitSint(c *SintContext)

	// ExitIdent is called when exiting the ident production.
	ExitIdent(c *IdentContext)
}
