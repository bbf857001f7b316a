package parser // TA
import "github.com/antlr4-go/antlr/v4"

// BaseTAListener is a complete listener for a parse tree produced by TAParser.
type BaseTAListener struct{}

var _ TAListener = &BaseTAListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseTAListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseTAListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseTAListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseTAListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterProgram is called when production program is entered.
func (s *BaseTAListener) EnterProgram(ctx *ProgramContext) {}

// ExitProgram is called when production program is exited.
func (s *BaseTAListener) ExitProgram(ctx *ProgramContext) {}

// EnterHeader is called when production header is entered.
func (s *BaseTAListener) EnterHeader(ctx *HeaderContext) {}

// ExitHeader is called when production header is exited.
func (s *BaseTAListener) ExitHeader(ctx *HeaderContext) {}

// EnterExprOnly is called when production exprOnly is entered.
func (s *BaseTAListener) EnterExprOnly(ctx *ExprOnlyContext) {}

// ExitExprOnly is called when production exprOnly is exited.
func (s *BaseTAListener) ExitExprOnly(ctx *ExprOnlyContext) {}

// EnterTimeOnly is called when production timeOnly is entered.
func (s *BaseTAListener) EnterTimeOnly(ctx *TimeOnlyContext) {}

// ExitTimeOnly is called when production timeOnly is exited.
func (s *BaseTAListener) ExitTimeOnly(ctx *TimeOnlyContext) {}

// EnterVarDecl is called when production varDecl is entered.
func (s *BaseTAListener) EnterVarDecl(ctx *VarDeclContext) {}

// ExitVarDecl is called when production varDecl is exited.
func (s *BaseTAListener) ExitVarDecl(ctx *VarDeclContext) {}

// EnterDeviceDecl is called when production deviceDecl is entered.
func (s *BaseTAListener) EnterDeviceDecl(ctx *DeviceDeclContext) {}

// ExitDeviceDecl is called when production deviceDecl is exited.
func (s *BaseTAListener) ExitDeviceDecl(ctx *DeviceDeclContext) {}

// EnterClockDecl is called when production clockDecl is entered.
func (s *BaseTAListener) EnterClockDecl(ctx *ClockDeclContext) {}

// ExitClockDecl is called when production clockDecl is exited.
func (s *BaseTAListener) ExitClockDecl(ctx *ClockDeclContext) {}

// EnterTimerDecl is called when production timerDecl is entered.
func (s *BaseTAListener) EnterTimerDecl(ctx *TimerDeclContext) {}

// ExitTimerDecl is called when production timerDecl is exited.
func (s *BaseTAListener) ExitTimerDecl(ctx *TimerDeclContext) {}

// EnterEventDecl is called when production eventDecl is entered.
func (s *BaseTAListener) EnterEventDecl(ctx *EventDeclContext) {}

// ExitEventDecl is called when production eventDecl is exited.
func (s *BaseTAListener) ExitEventDecl(ctx *EventDeclContext) {}

// EnterLabelDecl is called when production labelDecl is entered.
func (s *BaseTAListener) EnterLabelDecl(ctx *LabelDeclContext) {}

// ExitLabelDecl is called when production labelDecl is exited.
func (s *BaseTAListener) ExitLabelDecl(ctx *LabelDeclContext) {}

// EnterFactorDecl is called when production factorDecl is entered.
func (s *BaseTAListener) EnterFactorDecl(ctx *FactorDeclContext) {}

// ExitFactorDecl is called when production factorDecl is exited.
func (s *BaseTAListener) ExitFactorDecl(ctx *FactorDeclContext) {}

// EnterProgressDecl is called when production progressDecl is entered.
func (s *BaseTAListener) EnterProgressDecl(ctx *ProgressDeclContext) {}

// ExitProgressDecl is called when production progressDecl is exited.
func (s *BaseTAListener) ExitProgressDecl(ctx *ProgressDeclContext) {}

// EnterUrgentDecl is called when production urgentDecl is entered.
func (s *BaseTAListener) EnterUrgentDecl(ctx *UrgentDeclContext) {}

// ExitUrgentDecl is called when production urgentDecl is exited.
func (s *BaseTAListener) ExitUrgentDecl(ctx *UrgentDeclContext) {}

// EnterRuleDecl is called when production ruleDecl is entered.
func (s *BaseTAListener) EnterRuleDecl(ctx *RuleDeclContext) {}

// ExitRuleDecl is called when production ruleDecl is exited.
func (s *BaseTAListener) ExitRuleDecl(ctx *RuleDeclContext) {}

// EnterClockItem is called when production clockItem is entered.
func (s *BaseTAListener) EnterClockItem(ctx *ClockItemContext) {}

// ExitClockItem is called when production clockItem is exited.
func (s *BaseTAListener) ExitClockItem(ctx *ClockItemContext) {}

// EnterEventItem is called when production eventItem is entered.
func (s *BaseTAListener) EnterEventItem(ctx *EventItemContext) {}

// ExitEventItem is called when production eventItem is exited.
func (s *BaseTAListener) ExitEventItem(ctx *EventItemContext) {}

// EnterBoolType is called when production boolType is entered.
func (s *BaseTAListener) EnterBoolType(ctx *BoolTypeContext) {}

// ExitBoolType is called when production boolType is exited.
func (s *BaseTAListener) ExitBoolType(ctx *BoolTypeContext) {}

// EnterIntType is called when production intType is entered.
func (s *BaseTAListener) EnterIntType(ctx *IntTypeContext) {}

// ExitIntType is called when production intType is exited.
func (s *BaseTAListener) ExitIntType(ctx *IntTypeContext) {}

// EnterEnumType is called when production enumType is entered.
func (s *BaseTAListener) EnterEnumType(ctx *EnumTypeContext) {}

// ExitEnumType is called when production enumType is exited.
func (s *BaseTAListener) ExitEnumType(ctx *EnumTypeContext) {}

// EnterIntRange is called when production intRange is entered.
func (s *BaseTAListener) EnterIntRange(ctx *IntRangeContext) {}

// ExitIntRange is called when production intRange is exited.
func (s *BaseTAListener) ExitIntRange(ctx *IntRangeContext) {}

// EnterSignedInt is called when production signedInt is entered.
func (s *BaseTAListener) EnterSignedInt(ctx *SignedIntContext) {}

// ExitSignedInt is called when production signedInt is exited.
func (s *BaseTAListener) ExitSignedInt(ctx *SignedIntContext) {}

// EnterOnChange is called when production onChange is entered.
func (s *BaseTAListener) EnterOnChange(ctx *OnChangeContext) {}

// ExitOnChange is called when production onChange is exited.
func (s *BaseTAListener) ExitOnChange(ctx *OnChangeContext) {}

// EnterOnCall is called when production onCall is entered.
func (s *BaseTAListener) EnterOnCall(ctx *OnCallContext) {}

// ExitOnCall is called when production onCall is exited.
func (s *BaseTAListener) ExitOnCall(ctx *OnCallContext) {}

// EnterOnName is called when production onName is entered.
func (s *BaseTAListener) EnterOnName(ctx *OnNameContext) {}

// ExitOnName is called when production onName is exited.
func (s *BaseTAListener) ExitOnName(ctx *OnNameContext) {}

// EnterAtTime is called when production atTime is entered.
func (s *BaseTAListener) EnterAtTime(ctx *AtTimeContext) {}

// ExitAtTime is called when production atTime is exited.
func (s *BaseTAListener) ExitAtTime(ctx *AtTimeContext) {}

// EnterEvery is called when production every is entered.
func (s *BaseTAListener) EnterEvery(ctx *EveryContext) {}

// ExitEvery is called when production every is exited.
func (s *BaseTAListener) ExitEvery(ctx *EveryContext) {}

// EnterWindow is called when production window is entered.
func (s *BaseTAListener) EnterWindow(ctx *WindowContext) {}

// ExitWindow is called when production window is exited.
func (s *BaseTAListener) ExitWindow(ctx *WindowContext) {}

// EnterDays is called when production days is entered.
func (s *BaseTAListener) EnterDays(ctx *DaysContext) {}

// ExitDays is called when production days is exited.
func (s *BaseTAListener) ExitDays(ctx *DaysContext) {}

// EnterBlock is called when production block is entered.
func (s *BaseTAListener) EnterBlock(ctx *BlockContext) {}

// ExitBlock is called when production block is exited.
func (s *BaseTAListener) ExitBlock(ctx *BlockContext) {}

// EnterAssignStmt is called when production assignStmt is entered.
func (s *BaseTAListener) EnterAssignStmt(ctx *AssignStmtContext) {}

// ExitAssignStmt is called when production assignStmt is exited.
func (s *BaseTAListener) ExitAssignStmt(ctx *AssignStmtContext) {}

// EnterIfStmtAlt is called when production ifStmtAlt is entered.
func (s *BaseTAListener) EnterIfStmtAlt(ctx *IfStmtAltContext) {}

// ExitIfStmtAlt is called when production ifStmtAlt is exited.
func (s *BaseTAListener) ExitIfStmtAlt(ctx *IfStmtAltContext) {}

// EnterResetStmt is called when production resetStmt is entered.
func (s *BaseTAListener) EnterResetStmt(ctx *ResetStmtContext) {}

// ExitResetStmt is called when production resetStmt is exited.
func (s *BaseTAListener) ExitResetStmt(ctx *ResetStmtContext) {}

// EnterStartStmt is called when production startStmt is entered.
func (s *BaseTAListener) EnterStartStmt(ctx *StartStmtContext) {}

// ExitStartStmt is called when production startStmt is exited.
func (s *BaseTAListener) ExitStartStmt(ctx *StartStmtContext) {}

// EnterCancelStmt is called when production cancelStmt is entered.
func (s *BaseTAListener) EnterCancelStmt(ctx *CancelStmtContext) {}

// ExitCancelStmt is called when production cancelStmt is exited.
func (s *BaseTAListener) ExitCancelStmt(ctx *CancelStmtContext) {}

// EnterRunStmt is called when production runStmt is entered.
func (s *BaseTAListener) EnterRunStmt(ctx *RunStmtContext) {}

// ExitRunStmt is called when production runStmt is exited.
func (s *BaseTAListener) ExitRunStmt(ctx *RunStmtContext) {}

// EnterEnableStmt is called when production enableStmt is entered.
func (s *BaseTAListener) EnterEnableStmt(ctx *EnableStmtContext) {}

// ExitEnableStmt is called when production enableStmt is exited.
func (s *BaseTAListener) ExitEnableStmt(ctx *EnableStmtContext) {}

// EnterDisableStmt is called when production disableStmt is entered.
func (s *BaseTAListener) EnterDisableStmt(ctx *DisableStmtContext) {}

// ExitDisableStmt is called when production disableStmt is exited.
func (s *BaseTAListener) ExitDisableStmt(ctx *DisableStmtContext) {}

// EnterEmitStmt is called when production emitStmt is entered.
func (s *BaseTAListener) EnterEmitStmt(ctx *EmitStmtContext) {}

// ExitEmitStmt is called when production emitStmt is exited.
func (s *BaseTAListener) ExitEmitStmt(ctx *EmitStmtContext) {}

// EnterAssertStmt is called when production assertStmt is entered.
func (s *BaseTAListener) EnterAssertStmt(ctx *AssertStmtContext) {}

// ExitAssertStmt is called when production assertStmt is exited.
func (s *BaseTAListener) ExitAssertStmt(ctx *AssertStmtContext) {}

// EnterIfStmt is called when production ifStmt is entered.
func (s *BaseTAListener) EnterIfStmt(ctx *IfStmtContext) {}

// ExitIfStmt is called when production ifStmt is exited.
func (s *BaseTAListener) ExitIfStmt(ctx *IfStmtContext) {}

// EnterDuration is called when production duration is entered.
func (s *BaseTAListener) EnterDuration(ctx *DurationContext) {}

// ExitDuration is called when production duration is exited.
func (s *BaseTAListener) ExitDuration(ctx *DurationContext) {}

// EnterParenExpr is called when production parenExpr is entered.
func (s *BaseTAListener) EnterParenExpr(ctx *ParenExprContext) {}

// ExitParenExpr is called when production parenExpr is exited.
func (s *BaseTAListener) ExitParenExpr(ctx *ParenExprContext) {}

// EnterUnaryExpr is called when production unaryExpr is entered.
func (s *BaseTAListener) EnterUnaryExpr(ctx *UnaryExprContext) {}

// ExitUnaryExpr is called when production unaryExpr is exited.
func (s *BaseTAListener) ExitUnaryExpr(ctx *UnaryExprContext) {}

// EnterTimeInExpr is called when production timeInExpr is entered.
func (s *BaseTAListener) EnterTimeInExpr(ctx *TimeInExprContext) {}

// ExitTimeInExpr is called when production timeInExpr is exited.
func (s *BaseTAListener) ExitTimeInExpr(ctx *TimeInExprContext) {}

// EnterRandomExpr is called when production randomExpr is entered.
func (s *BaseTAListener) EnterRandomExpr(ctx *RandomExprContext) {}

// ExitRandomExpr is called when production randomExpr is exited.
func (s *BaseTAListener) ExitRandomExpr(ctx *RandomExprContext) {}

// EnterCondExpr is called when production condExpr is entered.
func (s *BaseTAListener) EnterCondExpr(ctx *CondExprContext) {}

// ExitCondExpr is called when production condExpr is exited.
func (s *BaseTAListener) ExitCondExpr(ctx *CondExprContext) {}

// EnterListIndexExpr is called when production listIndexExpr is entered.
func (s *BaseTAListener) EnterListIndexExpr(ctx *ListIndexExprContext) {}

// ExitListIndexExpr is called when production listIndexExpr is exited.
func (s *BaseTAListener) ExitListIndexExpr(ctx *ListIndexExprContext) {}

// EnterIntExpr is called when production intExpr is entered.
func (s *BaseTAListener) EnterIntExpr(ctx *IntExprContext) {}

// ExitIntExpr is called when production intExpr is exited.
func (s *BaseTAListener) ExitIntExpr(ctx *IntExprContext) {}

// EnterDurationExpr is called when production durationExpr is entered.
func (s *BaseTAListener) EnterDurationExpr(ctx *DurationExprContext) {}

// ExitDurationExpr is called when production durationExpr is exited.
func (s *BaseTAListener) ExitDurationExpr(ctx *DurationExprContext) {}

// EnterBoolExpr is called when production boolExpr is entered.
func (s *BaseTAListener) EnterBoolExpr(ctx *BoolExprContext) {}

// ExitBoolExpr is called when production boolExpr is exited.
func (s *BaseTAListener) ExitBoolExpr(ctx *BoolExprContext) {}

// EnterTimeExpr is called when production timeExpr is entered.
func (s *BaseTAListener) EnterTimeExpr(ctx *TimeExprContext) {}

// ExitTimeExpr is called when production timeExpr is exited.
func (s *BaseTAListener) ExitTimeExpr(ctx *TimeExprContext) {}

// EnterTimeOfDayExpr is called when production timeOfDayExpr is entered.
func (s *BaseTAListener) EnterTimeOfDayExpr(ctx *TimeOfDayExprContext) {}

// ExitTimeOfDayExpr is called when production timeOfDayExpr is exited.
func (s *BaseTAListener) ExitTimeOfDayExpr(ctx *TimeOfDayExprContext) {}

// EnterNameExpr is called when production nameExpr is entered.
func (s *BaseTAListener) EnterNameExpr(ctx *NameExprContext) {}

// ExitNameExpr is called when production nameExpr is exited.
func (s *BaseTAListener) ExitNameExpr(ctx *NameExprContext) {}

// EnterOnExpr is called when production onExpr is entered.
func (s *BaseTAListener) EnterOnExpr(ctx *OnExprContext) {}

// ExitOnExpr is called when production onExpr is exited.
func (s *BaseTAListener) ExitOnExpr(ctx *OnExprContext) {}

// EnterMulExpr is called when production mulExpr is entered.
func (s *BaseTAListener) EnterMulExpr(ctx *MulExprContext) {}

// ExitMulExpr is called when production mulExpr is exited.
func (s *BaseTAListener) ExitMulExpr(ctx *MulExprContext) {}

// EnterAddExpr is called when production addExpr is entered.
func (s *BaseTAListener) EnterAddExpr(ctx *AddExprContext) {}

// ExitAddExpr is called when production addExpr is exited.
func (s *BaseTAListener) ExitAddExpr(ctx *AddExprContext) {}

// EnterCmpExpr is called when production cmpExpr is entered.
func (s *BaseTAListener) EnterCmpExpr(ctx *CmpExprContext) {}

// ExitCmpExpr is called when production cmpExpr is exited.
func (s *BaseTAListener) ExitCmpExpr(ctx *CmpExprContext) {}

// EnterAndExpr is called when production andExpr is entered.
func (s *BaseTAListener) EnterAndExpr(ctx *AndExprContext) {}

// ExitAndExpr is called when production andExpr is exited.
func (s *BaseTAListener) ExitAndExpr(ctx *AndExprContext) {}

// EnterOrExpr is called when production orExpr is entered.
func (s *BaseTAListener) EnterOrExpr(ctx *OrExprContext) {}

// ExitOrExpr is called when production orExpr is exited.
func (s *BaseTAListener) ExitOrExpr(ctx *OrExprContext) {}

// EnterImpliesExpr is called when production impliesExpr is entered.
func (s *BaseTAListener) EnterImpliesExpr(ctx *ImpliesExprContext) {}

// ExitImpliesExpr is called when production impliesExpr is exited.
func (s *BaseTAListener) ExitImpliesExpr(ctx *ImpliesExprContext) {}

// EnterClockTime is called when production clockTime is entered.
func (s *BaseTAListener) EnterClockTime(ctx *ClockTimeContext) {}

// ExitClockTime is called when production clockTime is exited.
func (s *BaseTAListener) ExitClockTime(ctx *ClockTimeContext) {}

// EnterSunTime is called when production sunTime is entered.
func (s *BaseTAListener) EnterSunTime(ctx *SunTimeContext) {}

// ExitSunTime is called when production sunTime is exited.
func (s *BaseTAListener) ExitSunTime(ctx *SunTimeContext) {}

// EnterName is called when production name is entered.
func (s *BaseTAListener) EnterName(ctx *NameContext) {}

// ExitName is called when production name is exited.
func (s *BaseTAListener) ExitName(ctx *NameContext) {}
