package parser // ISY
import "github.com/antlr4-go/antlr/v4"

// BaseISYListener is a complete listener for a parse tree produced by ISYParser.
type BaseISYListener struct{}

var _ ISYListener = &BaseISYListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseISYListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseISYListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseISYListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseISYListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterConditions is called when production conditions is entered.
func (s *BaseISYListener) EnterConditions(ctx *ConditionsContext) {}

// ExitConditions is called when production conditions is exited.
func (s *BaseISYListener) ExitConditions(ctx *ConditionsContext) {}

// EnterCondOr is called when production condOr is entered.
func (s *BaseISYListener) EnterCondOr(ctx *CondOrContext) {}

// ExitCondOr is called when production condOr is exited.
func (s *BaseISYListener) ExitCondOr(ctx *CondOrContext) {}

// EnterCondAnd is called when production condAnd is entered.
func (s *BaseISYListener) EnterCondAnd(ctx *CondAndContext) {}

// ExitCondAnd is called when production condAnd is exited.
func (s *BaseISYListener) ExitCondAnd(ctx *CondAndContext) {}

// EnterGroupCond is called when production groupCond is entered.
func (s *BaseISYListener) EnterGroupCond(ctx *GroupCondContext) {}

// ExitGroupCond is called when production groupCond is exited.
func (s *BaseISYListener) ExitGroupCond(ctx *GroupCondContext) {}

// EnterAtomCond is called when production atomCond is entered.
func (s *BaseISYListener) EnterAtomCond(ctx *AtomCondContext) {}

// ExitAtomCond is called when production atomCond is exited.
func (s *BaseISYListener) ExitAtomCond(ctx *AtomCondContext) {}

// EnterControlCond is called when production controlCond is entered.
func (s *BaseISYListener) EnterControlCond(ctx *ControlCondContext) {}

// ExitControlCond is called when production controlCond is exited.
func (s *BaseISYListener) ExitControlCond(ctx *ControlCondContext) {}

// EnterStatusCond is called when production statusCond is entered.
func (s *BaseISYListener) EnterStatusCond(ctx *StatusCondContext) {}

// ExitStatusCond is called when production statusCond is exited.
func (s *BaseISYListener) ExitStatusCond(ctx *StatusCondContext) {}

// EnterStatusAfterCond is called when production statusAfterCond is entered.
func (s *BaseISYListener) EnterStatusAfterCond(ctx *StatusAfterCondContext) {}

// ExitStatusAfterCond is called when production statusAfterCond is exited.
func (s *BaseISYListener) ExitStatusAfterCond(ctx *StatusAfterCondContext) {}

// EnterProgramCond is called when production programCond is entered.
func (s *BaseISYListener) EnterProgramCond(ctx *ProgramCondContext) {}

// ExitProgramCond is called when production programCond is exited.
func (s *BaseISYListener) ExitProgramCond(ctx *ProgramCondContext) {}

// EnterVarCond is called when production varCond is entered.
func (s *BaseISYListener) EnterVarCond(ctx *VarCondContext) {}

// ExitVarCond is called when production varCond is exited.
func (s *BaseISYListener) ExitVarCond(ctx *VarCondContext) {}

// EnterModuleCond is called when production moduleCond is entered.
func (s *BaseISYListener) EnterModuleCond(ctx *ModuleCondContext) {}

// ExitModuleCond is called when production moduleCond is exited.
func (s *BaseISYListener) ExitModuleCond(ctx *ModuleCondContext) {}

// EnterX10Cond is called when production x10Cond is entered.
func (s *BaseISYListener) EnterX10Cond(ctx *X10CondContext) {}

// ExitX10Cond is called when production x10Cond is exited.
func (s *BaseISYListener) ExitX10Cond(ctx *X10CondContext) {}

// EnterLastRunCond is called when production lastRunCond is entered.
func (s *BaseISYListener) EnterLastRunCond(ctx *LastRunCondContext) {}

// ExitLastRunCond is called when production lastRunCond is exited.
func (s *BaseISYListener) ExitLastRunCond(ctx *LastRunCondContext) {}

// EnterTimeIsCond is called when production timeIsCond is entered.
func (s *BaseISYListener) EnterTimeIsCond(ctx *TimeIsCondContext) {}

// ExitTimeIsCond is called when production timeIsCond is exited.
func (s *BaseISYListener) ExitTimeIsCond(ctx *TimeIsCondContext) {}

// EnterFromToCond is called when production fromToCond is entered.
func (s *BaseISYListener) EnterFromToCond(ctx *FromToCondContext) {}

// ExitFromToCond is called when production fromToCond is exited.
func (s *BaseISYListener) ExitFromToCond(ctx *FromToCondContext) {}

// EnterFromForCond is called when production fromForCond is entered.
func (s *BaseISYListener) EnterFromForCond(ctx *FromForCondContext) {}

// ExitFromForCond is called when production fromForCond is exited.
func (s *BaseISYListener) ExitFromForCond(ctx *FromForCondContext) {}

// EnterElkCond is called when production elkCond is entered.
func (s *BaseISYListener) EnterElkCond(ctx *ElkCondContext) {}

// ExitElkCond is called when production elkCond is exited.
func (s *BaseISYListener) ExitElkCond(ctx *ElkCondContext) {}

// EnterDriverCond is called when production driverCond is entered.
func (s *BaseISYListener) EnterDriverCond(ctx *DriverCondContext) {}

// ExitDriverCond is called when production driverCond is exited.
func (s *BaseISYListener) ExitDriverCond(ctx *DriverCondContext) {}

// EnterRelation is called when production relation is entered.
func (s *BaseISYListener) EnterRelation(ctx *RelationContext) {}

// ExitRelation is called when production relation is exited.
func (s *BaseISYListener) ExitRelation(ctx *RelationContext) {}

// EnterValue is called when production value is entered.
func (s *BaseISYListener) EnterValue(ctx *ValueContext) {}

// ExitValue is called when production value is exited.
func (s *BaseISYListener) ExitValue(ctx *ValueContext) {}

// EnterOperand is called when production operand is entered.
func (s *BaseISYListener) EnterOperand(ctx *OperandContext) {}

// ExitOperand is called when production operand is exited.
func (s *BaseISYListener) ExitOperand(ctx *OperandContext) {}

// EnterDays is called when production days is entered.
func (s *BaseISYListener) EnterDays(ctx *DaysContext) {}

// ExitDays is called when production days is exited.
func (s *BaseISYListener) ExitDays(ctx *DaysContext) {}

// EnterClockTime is called when production clockTime is entered.
func (s *BaseISYListener) EnterClockTime(ctx *ClockTimeContext) {}

// ExitClockTime is called when production clockTime is exited.
func (s *BaseISYListener) ExitClockTime(ctx *ClockTimeContext) {}

// EnterSunTime is called when production sunTime is entered.
func (s *BaseISYListener) EnterSunTime(ctx *SunTimeContext) {}

// ExitSunTime is called when production sunTime is exited.
func (s *BaseISYListener) ExitSunTime(ctx *SunTimeContext) {}

// EnterLastRunTime is called when production lastRunTime is entered.
func (s *BaseISYListener) EnterLastRunTime(ctx *LastRunTimeContext) {}

// ExitLastRunTime is called when production lastRunTime is exited.
func (s *BaseISYListener) ExitLastRunTime(ctx *LastRunTimeContext) {}

// EnterOffset is called when production offset is entered.
func (s *BaseISYListener) EnterOffset(ctx *OffsetContext) {}

// ExitOffset is called when production offset is exited.
func (s *BaseISYListener) ExitOffset(ctx *OffsetContext) {}

// EnterSameDay is called when production sameDay is entered.
func (s *BaseISYListener) EnterSameDay(ctx *SameDayContext) {}

// ExitSameDay is called when production sameDay is exited.
func (s *BaseISYListener) ExitSameDay(ctx *SameDayContext) {}

// EnterNextDay is called when production nextDay is entered.
func (s *BaseISYListener) EnterNextDay(ctx *NextDayContext) {}

// ExitNextDay is called when production nextDay is exited.
func (s *BaseISYListener) ExitNextDay(ctx *NextDayContext) {}

// EnterDaysLater is called when production daysLater is entered.
func (s *BaseISYListener) EnterDaysLater(ctx *DaysLaterContext) {}

// ExitDaysLater is called when production daysLater is exited.
func (s *BaseISYListener) ExitDaysLater(ctx *DaysLaterContext) {}

// EnterDuration is called when production duration is entered.
func (s *BaseISYListener) EnterDuration(ctx *DurationContext) {}

// ExitDuration is called when production duration is exited.
func (s *BaseISYListener) ExitDuration(ctx *DurationContext) {}

// EnterDurationPart is called when production durationPart is entered.
func (s *BaseISYListener) EnterDurationPart(ctx *DurationPartContext) {}

// ExitDurationPart is called when production durationPart is exited.
func (s *BaseISYListener) ExitDurationPart(ctx *DurationPartContext) {}

// EnterActionLine is called when production actionLine is entered.
func (s *BaseISYListener) EnterActionLine(ctx *ActionLineContext) {}

// ExitActionLine is called when production actionLine is exited.
func (s *BaseISYListener) ExitActionLine(ctx *ActionLineContext) {}

// EnterSetScene is called when production setScene is entered.
func (s *BaseISYListener) EnterSetScene(ctx *SetSceneContext) {}

// ExitSetScene is called when production setScene is exited.
func (s *BaseISYListener) ExitSetScene(ctx *SetSceneContext) {}

// EnterSetStartup is called when production setStartup is entered.
func (s *BaseISYListener) EnterSetStartup(ctx *SetStartupContext) {}

// ExitSetStartup is called when production setStartup is exited.
func (s *BaseISYListener) ExitSetStartup(ctx *SetStartupContext) {}

// EnterSetDevice is called when production setDevice is entered.
func (s *BaseISYListener) EnterSetDevice(ctx *SetDeviceContext) {}

// ExitSetDevice is called when production setDevice is exited.
func (s *BaseISYListener) ExitSetDevice(ctx *SetDeviceContext) {}

// EnterWait is called when production wait is entered.
func (s *BaseISYListener) EnterWait(ctx *WaitContext) {}

// ExitWait is called when production wait is exited.
func (s *BaseISYListener) ExitWait(ctx *WaitContext) {}

// EnterRepeatEvery is called when production repeatEvery is entered.
func (s *BaseISYListener) EnterRepeatEvery(ctx *RepeatEveryContext) {}

// ExitRepeatEvery is called when production repeatEvery is exited.
func (s *BaseISYListener) ExitRepeatEvery(ctx *RepeatEveryContext) {}

// EnterRepeatTimes is called when production repeatTimes is entered.
func (s *BaseISYListener) EnterRepeatTimes(ctx *RepeatTimesContext) {}

// ExitRepeatTimes is called when production repeatTimes is exited.
func (s *BaseISYListener) ExitRepeatTimes(ctx *RepeatTimesContext) {}

// EnterRepeatWhile is called when production repeatWhile is entered.
func (s *BaseISYListener) EnterRepeatWhile(ctx *RepeatWhileContext) {}

// ExitRepeatWhile is called when production repeatWhile is exited.
func (s *BaseISYListener) ExitRepeatWhile(ctx *RepeatWhileContext) {}

// EnterRunProgram is called when production runProgram is entered.
func (s *BaseISYListener) EnterRunProgram(ctx *RunProgramContext) {}

// ExitRunProgram is called when production runProgram is exited.
func (s *BaseISYListener) ExitRunProgram(ctx *RunProgramContext) {}

// EnterProgramControl is called when production programControl is entered.
func (s *BaseISYListener) EnterProgramControl(ctx *ProgramControlContext) {}

// ExitProgramControl is called when production programControl is exited.
func (s *BaseISYListener) ExitProgramControl(ctx *ProgramControlContext) {}

// EnterNotify is called when production notify is entered.
func (s *BaseISYListener) EnterNotify(ctx *NotifyContext) {}

// ExitNotify is called when production notify is exited.
func (s *BaseISYListener) ExitNotify(ctx *NotifyContext) {}

// EnterResource is called when production resource is entered.
func (s *BaseISYListener) EnterResource(ctx *ResourceContext) {}

// ExitResource is called when production resource is exited.
func (s *BaseISYListener) ExitResource(ctx *ResourceContext) {}

// EnterInitTo is called when production initTo is entered.
func (s *BaseISYListener) EnterInitTo(ctx *InitToContext) {}

// ExitInitTo is called when production initTo is exited.
func (s *BaseISYListener) ExitInitTo(ctx *InitToContext) {}

// EnterRandomAssign is called when production randomAssign is entered.
func (s *BaseISYListener) EnterRandomAssign(ctx *RandomAssignContext) {}

// ExitRandomAssign is called when production randomAssign is exited.
func (s *BaseISYListener) ExitRandomAssign(ctx *RandomAssignContext) {}

// EnterAssign is called when production assign is entered.
func (s *BaseISYListener) EnterAssign(ctx *AssignContext) {}

// ExitAssign is called when production assign is exited.
func (s *BaseISYListener) ExitAssign(ctx *AssignContext) {}

// EnterOtherAction is called when production otherAction is entered.
func (s *BaseISYListener) EnterOtherAction(ctx *OtherActionContext) {}

// ExitOtherAction is called when production otherAction is exited.
func (s *BaseISYListener) ExitOtherAction(ctx *OtherActionContext) {}

// EnterPath is called when production path is entered.
func (s *BaseISYListener) EnterPath(ctx *PathContext) {}

// ExitPath is called when production path is exited.
func (s *BaseISYListener) ExitPath(ctx *PathContext) {}

// EnterRandom is called when production random is entered.
func (s *BaseISYListener) EnterRandom(ctx *RandomContext) {}

// ExitRandom is called when production random is exited.
func (s *BaseISYListener) ExitRandom(ctx *RandomContext) {}

// EnterSetOn is called when production setOn is entered.
func (s *BaseISYListener) EnterSetOn(ctx *SetOnContext) {}

// ExitSetOn is called when production setOn is exited.
func (s *BaseISYListener) ExitSetOn(ctx *SetOnContext) {}

// EnterSetOff is called when production setOff is entered.
func (s *BaseISYListener) EnterSetOff(ctx *SetOffContext) {}

// ExitSetOff is called when production setOff is exited.
func (s *BaseISYListener) ExitSetOff(ctx *SetOffContext) {}

// EnterSetFastOn is called when production setFastOn is entered.
func (s *BaseISYListener) EnterSetFastOn(ctx *SetFastOnContext) {}

// ExitSetFastOn is called when production setFastOn is exited.
func (s *BaseISYListener) ExitSetFastOn(ctx *SetFastOnContext) {}

// EnterSetFastOff is called when production setFastOff is entered.
func (s *BaseISYListener) EnterSetFastOff(ctx *SetFastOffContext) {}

// ExitSetFastOff is called when production setFastOff is exited.
func (s *BaseISYListener) ExitSetFastOff(ctx *SetFastOffContext) {}

// EnterSetLevel is called when production setLevel is entered.
func (s *BaseISYListener) EnterSetLevel(ctx *SetLevelContext) {}

// ExitSetLevel is called when production setLevel is exited.
func (s *BaseISYListener) ExitSetLevel(ctx *SetLevelContext) {}

// EnterSetCommand is called when production setCommand is entered.
func (s *BaseISYListener) EnterSetCommand(ctx *SetCommandContext) {}

// ExitSetCommand is called when production setCommand is exited.
func (s *BaseISYListener) ExitSetCommand(ctx *SetCommandContext) {}

// EnterAssignOp is called when production assignOp is entered.
func (s *BaseISYListener) EnterAssignOp(ctx *AssignOpContext) {}

// ExitAssignOp is called when production assignOp is exited.
func (s *BaseISYListener) ExitAssignOp(ctx *AssignOpContext) {}

// EnterRhsNumber is called when production rhsNumber is entered.
func (s *BaseISYListener) EnterRhsNumber(ctx *RhsNumberContext) {}

// ExitRhsNumber is called when production rhsNumber is exited.
func (s *BaseISYListener) ExitRhsNumber(ctx *RhsNumberContext) {}

// EnterRhsVar is called when production rhsVar is entered.
func (s *BaseISYListener) EnterRhsVar(ctx *RhsVarContext) {}

// ExitRhsVar is called when production rhsVar is exited.
func (s *BaseISYListener) ExitRhsVar(ctx *RhsVarContext) {}

// EnterRhsSystem is called when production rhsSystem is entered.
func (s *BaseISYListener) EnterRhsSystem(ctx *RhsSystemContext) {}

// ExitRhsSystem is called when production rhsSystem is exited.
func (s *BaseISYListener) ExitRhsSystem(ctx *RhsSystemContext) {}

// EnterNumber is called when production number is entered.
func (s *BaseISYListener) EnterNumber(ctx *NumberContext) {}

// ExitNumber is called when production number is exited.
func (s *BaseISYListener) ExitNumber(ctx *NumberContext) {}

// EnterWords is called when production words is entered.
func (s *BaseISYListener) EnterWords(ctx *WordsContext) {}

// ExitWords is called when production words is exited.
func (s *BaseISYListener) ExitWords(ctx *WordsContext) {}

// EnterWord is called when production word is entered.
func (s *BaseISYListener) EnterWord(ctx *WordContext) {}

// ExitWord is called when production word is exited.
func (s *BaseISYListener) ExitWord(ctx *WordContext) {}

// EnterAny is called when production any is entered.
func (s *BaseISYListener) EnterAny(ctx *AnyContext) {}

// ExitAny is called when production any is exited.
func (s *BaseISYListener) ExitAny(ctx *AnyContext) {}
