package parser // TA
import "github.com/antlr4-go/antlr/v4"

// TAListener is a complete listener for a parse tree produced by TAParser.
type TAListener interface {
	antlr.ParseTreeListener

	// EnterProgram is called when entering the program production.
	EnterProgram(c *ProgramContext)

	// EnterHeader is called when entering the header production.
	EnterHeader(c *HeaderContext)

	// EnterExprOnly is called when entering the exprOnly production.
	EnterExprOnly(c *ExprOnlyContext)

	// EnterTimeOnly is called when entering the timeOnly production.
	EnterTimeOnly(c *TimeOnlyContext)

	// EnterVarDecl is called when entering the varDecl production.
	EnterVarDecl(c *VarDeclContext)

	// EnterDeviceDecl is called when entering the deviceDecl production.
	EnterDeviceDecl(c *DeviceDeclContext)

	// EnterClockDecl is called when entering the clockDecl production.
	EnterClockDecl(c *ClockDeclContext)

	// EnterTimerDecl is called when entering the timerDecl production.
	EnterTimerDecl(c *TimerDeclContext)

	// EnterEventDecl is called when entering the eventDecl production.
	EnterEventDecl(c *EventDeclContext)

	// EnterLabelDecl is called when entering the labelDecl production.
	EnterLabelDecl(c *LabelDeclContext)

	// EnterFactorDecl is called when entering the factorDecl production.
	EnterFactorDecl(c *FactorDeclContext)

	// EnterProgressDecl is called when entering the progressDecl production.
	EnterProgressDecl(c *ProgressDeclContext)

	// EnterUrgentDecl is called when entering the urgentDecl production.
	EnterUrgentDecl(c *UrgentDeclContext)

	// EnterRuleDecl is called when entering the ruleDecl production.
	EnterRuleDecl(c *RuleDeclContext)

	// EnterClockItem is called when entering the clockItem production.
	EnterClockItem(c *ClockItemContext)

	// EnterEventItem is called when entering the eventItem production.
	EnterEventItem(c *EventItemContext)

	// EnterBoolType is called when entering the boolType production.
	EnterBoolType(c *BoolTypeContext)

	// EnterIntType is called when entering the intType production.
	EnterIntType(c *IntTypeContext)

	// EnterEnumType is called when entering the enumType production.
	EnterEnumType(c *EnumTypeContext)

	// EnterIntRange is called when entering the intRange production.
	EnterIntRange(c *IntRangeContext)

	// EnterSignedInt is called when entering the signedInt production.
	EnterSignedInt(c *SignedIntContext)

	// EnterOnChange is called when entering the onChange production.
	EnterOnChange(c *OnChangeContext)

	// EnterOnCall is called when entering the onCall production.
	EnterOnCall(c *OnCallContext)

	// EnterOnName is called when entering the onName production.
	EnterOnName(c *OnNameContext)

	// EnterAtTime is called when entering the atTime production.
	EnterAtTime(c *AtTimeContext)

	// EnterEvery is called when entering the every production.
	EnterEvery(c *EveryContext)

	// EnterWindow is called when entering the window production.
	EnterWindow(c *WindowContext)

	// EnterDays is called when entering the days production.
	EnterDays(c *DaysContext)

	// EnterBlock is called when entering the block production.
	EnterBlock(c *BlockContext)

	// EnterAssignStmt is called when entering the assignStmt production.
	EnterAssignStmt(c *AssignStmtContext)

	// EnterIfStmtAlt is called when entering the ifStmtAlt production.
	EnterIfStmtAlt(c *IfStmtAltContext)

	// EnterResetStmt is called when entering the resetStmt production.
	EnterResetStmt(c *ResetStmtContext)

	// EnterStartStmt is called when entering the startStmt production.
	EnterStartStmt(c *StartStmtContext)

	// EnterCancelStmt is called when entering the cancelStmt production.
	EnterCancelStmt(c *CancelStmtContext)

	// EnterRunStmt is called when entering the runStmt production.
	EnterRunStmt(c *RunStmtContext)

	// EnterEnableStmt is called when entering the enableStmt production.
	EnterEnableStmt(c *EnableStmtContext)

	// EnterDisableStmt is called when entering the disableStmt production.
	EnterDisableStmt(c *DisableStmtContext)

	// EnterEmitStmt is called when entering the emitStmt production.
	EnterEmitStmt(c *EmitStmtContext)

	// EnterAssertStmt is called when entering the assertStmt production.
	EnterAssertStmt(c *AssertStmtContext)

	// EnterIfStmt is called when entering the ifStmt production.
	EnterIfStmt(c *IfStmtContext)

	// EnterDuration is called when entering the duration production.
	EnterDuration(c *DurationContext)

	// EnterParenExpr is called when entering the parenExpr production.
	EnterParenExpr(c *ParenExprContext)

	// EnterUnaryExpr is called when entering the unaryExpr production.
	EnterUnaryExpr(c *UnaryExprContext)

	// EnterTimeInExpr is called when entering the timeInExpr production.
	EnterTimeInExpr(c *TimeInExprContext)

	// EnterRandomExpr is called when entering the randomExpr production.
	EnterRandomExpr(c *RandomExprContext)

	// EnterCondExpr is called when entering the condExpr production.
	EnterCondExpr(c *CondExprContext)

	// EnterListIndexExpr is called when entering the listIndexExpr production.
	EnterListIndexExpr(c *ListIndexExprContext)

	// EnterIntExpr is called when entering the intExpr production.
	EnterIntExpr(c *IntExprContext)

	// EnterDurationExpr is called when entering the durationExpr production.
	EnterDurationExpr(c *DurationExprContext)

	// EnterBoolExpr is called when entering the boolExpr production.
	EnterBoolExpr(c *BoolExprContext)

	// EnterTimeExpr is called when entering the timeExpr production.
	EnterTimeExpr(c *TimeExprContext)

	// EnterTimeOfDayExpr is called when entering the timeOfDayExpr production.
	EnterTimeOfDayExpr(c *TimeOfDayExprContext)

	// EnterNameExpr is called when entering the nameExpr production.
	EnterNameExpr(c *NameExprContext)

	// EnterOnExpr is called when entering the onExpr production.
	EnterOnExpr(c *OnExprContext)

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

	// EnterImpliesExpr is called when entering the impliesExpr production.
	EnterImpliesExpr(c *ImpliesExprContext)

	// EnterClockTime is called when entering the clockTime production.
	EnterClockTime(c *ClockTimeContext)

	// EnterSunTime is called when entering the sunTime production.
	EnterSunTime(c *SunTimeContext)

	// EnterName is called when entering the name production.
	EnterName(c *NameContext)

	// ExitProgram is called when exiting the program production.
	ExitProgram(c *ProgramContext)

	// ExitHeader is called when exiting the header production.
	ExitHeader(c *HeaderContext)

	// ExitExprOnly is called when exiting the exprOnly production.
	ExitExprOnly(c *ExprOnlyContext)

	// ExitTimeOnly is called when exiting the timeOnly production.
	ExitTimeOnly(c *TimeOnlyContext)

	// ExitVarDecl is called when exiting the varDecl production.
	ExitVarDecl(c *VarDeclContext)

	// ExitDeviceDecl is called when exiting the deviceDecl production.
	ExitDeviceDecl(c *DeviceDeclContext)

	// ExitClockDecl is called when exiting the clockDecl production.
	ExitClockDecl(c *ClockDeclContext)

	// ExitTimerDecl is called when exiting the timerDecl production.
	ExitTimerDecl(c *TimerDeclContext)

	// ExitEventDecl is called when exiting the eventDecl production.
	ExitEventDecl(c *EventDeclContext)

	// ExitLabelDecl is called when exiting the labelDecl production.
	ExitLabelDecl(c *LabelDeclContext)

	// ExitFactorDecl is called when exiting the factorDecl production.
	ExitFactorDecl(c *FactorDeclContext)

	// ExitProgressDecl is called when exiting the progressDecl production.
	ExitProgressDecl(c *ProgressDeclContext)

	// ExitUrgentDecl is called when exiting the urgentDecl production.
	ExitUrgentDecl(c *UrgentDeclContext)

	// ExitRuleDecl is called when exiting the ruleDecl production.
	ExitRuleDecl(c *RuleDeclContext)

	// ExitClockItem is called when exiting the clockItem production.
	ExitClockItem(c *ClockItemContext)

	// ExitEventItem is called when exiting the eventItem production.
	ExitEventItem(c *EventItemContext)

	// ExitBoolType is called when exiting the boolType production.
	ExitBoolType(c *BoolTypeContext)

	// ExitIntType is called when exiting the intType production.
	ExitIntType(c *IntTypeContext)

	// ExitEnumType is called when exiting the enumType production.
	ExitEnumType(c *EnumTypeContext)

	// ExitIntRange is called when exiting the intRange production.
	ExitIntRange(c *IntRangeContext)

	// ExitSignedInt is called when exiting the signedInt production.
	ExitSignedInt(c *SignedIntContext)

	// ExitOnChange is called when exiting the onChange production.
	ExitOnChange(c *OnChangeContext)

	// ExitOnCall is called when exiting the onCall production.
	ExitOnCall(c *OnCallContext)

	// ExitOnName is called when exiting the onName production.
	ExitOnName(c *OnNameContext)

	// ExitAtTime is called when exiting the atTime production.
	ExitAtTime(c *AtTimeContext)

	// ExitEvery is called when exiting the every production.
	ExitEvery(c *EveryContext)

	// ExitWindow is called when exiting the window production.
	ExitWindow(c *WindowContext)

	// ExitDays is called when exiting the days production.
	ExitDays(c *DaysContext)

	// ExitBlock is called when exiting the block production.
	ExitBlock(c *BlockContext)

	// ExitAssignStmt is called when exiting the assignStmt production.
	ExitAssignStmt(c *AssignStmtContext)

	// ExitIfStmtAlt is called when exiting the ifStmtAlt production.
	ExitIfStmtAlt(c *IfStmtAltContext)

	// ExitResetStmt is called when exiting the resetStmt production.
	ExitResetStmt(c *ResetStmtContext)

	// ExitStartStmt is called when exiting the startStmt production.
	ExitStartStmt(c *StartStmtContext)

	// ExitCancelStmt is called when exiting the cancelStmt production.
	ExitCancelStmt(c *CancelStmtContext)

	// ExitRunStmt is called when exiting the runStmt production.
	ExitRunStmt(c *RunStmtContext)

	// ExitEnableStmt is called when exiting the enableStmt production.
	ExitEnableStmt(c *EnableStmtContext)

	// ExitDisableStmt is called when exiting the disableStmt production.
	ExitDisableStmt(c *DisableStmtContext)

	// ExitEmitStmt is called when exiting the emitStmt production.
	ExitEmitStmt(c *EmitStmtContext)

	// ExitAssertStmt is called when exiting the assertStmt production.
	ExitAssertStmt(c *AssertStmtContext)

	// ExitIfStmt is called when exiting the ifStmt production.
	ExitIfStmt(c *IfStmtContext)

	// ExitDuration is called when exiting the duration production.
	ExitDuration(c *DurationContext)

	// ExitParenExpr is called when exiting the parenExpr production.
	ExitParenExpr(c *ParenExprContext)

	// ExitUnaryExpr is called when exiting the unaryExpr production.
	ExitUnaryExpr(c *UnaryExprContext)

	// ExitTimeInExpr is called when exiting the timeInExpr production.
	ExitTimeInExpr(c *TimeInExprContext)

	// ExitRandomExpr is called when exiting the randomExpr production.
	ExitRandomExpr(c *RandomExprContext)

	// ExitCondExpr is called when exiting the condExpr production.
	ExitCondExpr(c *CondExprContext)

	// ExitListIndexExpr is called when exiting the listIndexExpr production.
	ExitListIndexExpr(c *ListIndexExprContext)

	// ExitIntExpr is called when exiting the intExpr production.
	ExitIntExpr(c *IntExprContext)

	// ExitDurationExpr is called when exiting the durationExpr production.
	ExitDurationExpr(c *DurationExprContext)

	// ExitBoolExpr is called when exiting the boolExpr production.
	ExitBoolExpr(c *BoolExprContext)

	// ExitTimeExpr is called when exiting the timeExpr production.
	ExitTimeExpr(c *TimeExprContext)

	// ExitTimeOfDayExpr is called when exiting the timeOfDayExpr production.
	ExitTimeOfDayExpr(c *TimeOfDayExprContext)

	// ExitNameExpr is called when exiting the nameExpr production.
	ExitNameExpr(c *NameExprContext)

	// ExitOnExpr is called when exiting the onExpr production.
	ExitOnExpr(c *OnExprContext)

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

	// ExitImpliesExpr is called when exiting the impliesExpr production.
	ExitImpliesExpr(c *ImpliesExprContext)

	// ExitClockTime is called when exiting the clockTime production.
	ExitClockTime(c *ClockTimeContext)

	// ExitSunTime is called when exiting the sunTime production.
	ExitSunTime(c *SunTimeContext)

	// ExitName is called when exiting the name production.
	ExitName(c *NameContext)
}
