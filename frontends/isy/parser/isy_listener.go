package parser // ISY
import "github.com/antlr4-go/antlr/v4"

// ISYListener is a complete listener for a parse tree produced by ISYParser.
type ISYListener interface {
	antlr.ParseTreeListener

	// EnterConditions is called when entering the conditions production.
	EnterConditions(c *ConditionsContext)

	// EnterCondOr is called when entering the condOr production.
	EnterCondOr(c *CondOrContext)

	// EnterCondAnd is called when entering the condAnd production.
	EnterCondAnd(c *CondAndContext)

	// EnterGroupCond is called when entering the groupCond production.
	EnterGroupCond(c *GroupCondContext)

	// EnterAtomCond is called when entering the atomCond production.
	EnterAtomCond(c *AtomCondContext)

	// EnterControlCond is called when entering the controlCond production.
	EnterControlCond(c *ControlCondContext)

	// EnterStatusCond is called when entering the statusCond production.
	EnterStatusCond(c *StatusCondContext)

	// EnterStatusAfterCond is called when entering the statusAfterCond production.
	EnterStatusAfterCond(c *StatusAfterCondContext)

	// EnterProgramCond is called when entering the programCond production.
	EnterProgramCond(c *ProgramCondContext)

	// EnterVarCond is called when entering the varCond production.
	EnterVarCond(c *VarCondContext)

	// EnterModuleCond is called when entering the moduleCond production.
	EnterModuleCond(c *ModuleCondContext)

	// EnterX10Cond is called when entering the x10Cond production.
	EnterX10Cond(c *X10CondContext)

	// EnterLastRunCond is called when entering the lastRunCond production.
	EnterLastRunCond(c *LastRunCondContext)

	// EnterTimeIsCond is called when entering the timeIsCond production.
	EnterTimeIsCond(c *TimeIsCondContext)

	// EnterFromToCond is called when entering the fromToCond production.
	EnterFromToCond(c *FromToCondContext)

	// EnterFromForCond is called when entering the fromForCond production.
	EnterFromForCond(c *FromForCondContext)

	// EnterElkCond is called when entering the elkCond production.
	EnterElkCond(c *ElkCondContext)

	// EnterDriverCond is called when entering the driverCond production.
	EnterDriverCond(c *DriverCondContext)

	// EnterRelation is called when entering the relation production.
	EnterRelation(c *RelationContext)

	// EnterValue is called when entering the value production.
	EnterValue(c *ValueContext)

	// EnterOperand is called when entering the operand production.
	EnterOperand(c *OperandContext)

	// EnterDays is called when entering the days production.
	EnterDays(c *DaysContext)

	// EnterClockTime is called when entering the clockTime production.
	EnterClockTime(c *ClockTimeContext)

	// EnterSunTime is called when entering the sunTime production.
	EnterSunTime(c *SunTimeContext)

	// EnterLastRunTime is called when entering the lastRunTime production.
	EnterLastRunTime(c *LastRunTimeContext)

	// EnterOffset is called when entering the offset production.
	EnterOffset(c *OffsetContext)

	// EnterSameDay is called when entering the sameDay production.
	EnterSameDay(c *SameDayContext)

	// EnterNextDay is called when entering the nextDay production.
	EnterNextDay(c *NextDayContext)

	// EnterDaysLater is called when entering the daysLater production.
	EnterDaysLater(c *DaysLaterContext)

	// EnterDuration is called when entering the duration production.
	EnterDuration(c *DurationContext)

	// EnterDurationPart is called when entering the durationPart production.
	EnterDurationPart(c *DurationPartContext)

	// EnterActionLine is called when entering the actionLine production.
	EnterActionLine(c *ActionLineContext)

	// EnterSetScene is called when entering the setScene production.
	EnterSetScene(c *SetSceneContext)

	// EnterSetStartup is called when entering the setStartup production.
	EnterSetStartup(c *SetStartupContext)

	// EnterSetDevice is called when entering the setDevice production.
	EnterSetDevice(c *SetDeviceContext)

	// EnterWait is called when entering the wait production.
	EnterWait(c *WaitContext)

	// EnterRepeatEvery is called when entering the repeatEvery production.
	EnterRepeatEvery(c *RepeatEveryContext)

	// EnterRepeatTimes is called when entering the repeatTimes production.
	EnterRepeatTimes(c *RepeatTimesContext)

	// EnterRepeatWhile is called when entering the repeatWhile production.
	EnterRepeatWhile(c *RepeatWhileContext)

	// EnterRunProgram is called when entering the runProgram production.
	EnterRunProgram(c *RunProgramContext)

	// EnterProgramControl is called when entering the programControl production.
	EnterProgramControl(c *ProgramControlContext)

	// EnterNotify is called when entering the notify production.
	EnterNotify(c *NotifyContext)

	// EnterResource is called when entering the resource production.
	EnterResource(c *ResourceContext)

	// EnterInitTo is called when entering the initTo production.
	EnterInitTo(c *InitToContext)

	// EnterRandomAssign is called when entering the randomAssign production.
	EnterRandomAssign(c *RandomAssignContext)

	// EnterAssign is called when entering the assign production.
	EnterAssign(c *AssignContext)

	// EnterOtherAction is called when entering the otherAction production.
	EnterOtherAction(c *OtherActionContext)

	// EnterPath is called when entering the path production.
	EnterPath(c *PathContext)

	// EnterRandom is called when entering the random production.
	EnterRandom(c *RandomContext)

	// EnterSetOn is called when entering the setOn production.
	EnterSetOn(c *SetOnContext)

	// EnterSetOff is called when entering the setOff production.
	EnterSetOff(c *SetOffContext)

	// EnterSetFastOn is called when entering the setFastOn production.
	EnterSetFastOn(c *SetFastOnContext)

	// EnterSetFastOff is called when entering the setFastOff production.
	EnterSetFastOff(c *SetFastOffContext)

	// EnterSetLevel is called when entering the setLevel production.
	EnterSetLevel(c *SetLevelContext)

	// EnterSetCommand is called when entering the setCommand production.
	EnterSetCommand(c *SetCommandContext)

	// EnterAssignOp is called when entering the assignOp production.
	EnterAssignOp(c *AssignOpContext)

	// EnterRhsNumber is called when entering the rhsNumber production.
	EnterRhsNumber(c *RhsNumberContext)

	// EnterRhsVar is called when entering the rhsVar production.
	EnterRhsVar(c *RhsVarContext)

	// EnterRhsSystem is called when entering the rhsSystem production.
	EnterRhsSystem(c *RhsSystemContext)

	// EnterNumber is called when entering the number production.
	EnterNumber(c *NumberContext)

	// EnterWords is called when entering the words production.
	EnterWords(c *WordsContext)

	// EnterWord is called when entering the word production.
	EnterWord(c *WordContext)

	// EnterAny is called when entering the any production.
	EnterAny(c *AnyContext)

	// ExitConditions is called when exiting the conditions production.
	ExitConditions(c *ConditionsContext)

	// ExitCondOr is called when exiting the condOr production.
	ExitCondOr(c *CondOrContext)

	// ExitCondAnd is called when exiting the condAnd production.
	ExitCondAnd(c *CondAndContext)

	// ExitGroupCond is called when exiting the groupCond production.
	ExitGroupCond(c *GroupCondContext)

	// ExitAtomCond is called when exiting the atomCond production.
	ExitAtomCond(c *AtomCondContext)

	// ExitControlCond is called when exiting the controlCond production.
	ExitControlCond(c *ControlCondContext)

	// ExitStatusCond is called when exiting the statusCond production.
	ExitStatusCond(c *StatusCondContext)

	// ExitStatusAfterCond is called when exiting the statusAfterCond production.
	ExitStatusAfterCond(c *StatusAfterCondContext)

	// ExitProgramCond is called when exiting the programCond production.
	ExitProgramCond(c *ProgramCondContext)

	// ExitVarCond is called when exiting the varCond production.
	ExitVarCond(c *VarCondContext)

	// ExitModuleCond is called when exiting the moduleCond production.
	ExitModuleCond(c *ModuleCondContext)

	// ExitX10Cond is called when exiting the x10Cond production.
	ExitX10Cond(c *X10CondContext)

	// ExitLastRunCond is called when exiting the lastRunCond production.
	ExitLastRunCond(c *LastRunCondContext)

	// ExitTimeIsCond is called when exiting the timeIsCond production.
	ExitTimeIsCond(c *TimeIsCondContext)

	// ExitFromToCond is called when exiting the fromToCond production.
	ExitFromToCond(c *FromToCondContext)

	// ExitFromForCond is called when exiting the fromForCond production.
	ExitFromForCond(c *FromForCondContext)

	// ExitElkCond is called when exiting the elkCond production.
	ExitElkCond(c *ElkCondContext)

	// ExitDriverCond is called when exiting the driverCond production.
	ExitDriverCond(c *DriverCondContext)

	// ExitRelation is called when exiting the relation production.
	ExitRelation(c *RelationContext)

	// ExitValue is called when exiting the value production.
	ExitValue(c *ValueContext)

	// ExitOperand is called when exiting the operand production.
	ExitOperand(c *OperandContext)

	// ExitDays is called when exiting the days production.
	ExitDays(c *DaysContext)

	// ExitClockTime is called when exiting the clockTime production.
	ExitClockTime(c *ClockTimeContext)

	// ExitSunTime is called when exiting the sunTime production.
	ExitSunTime(c *SunTimeContext)

	// ExitLastRunTime is called when exiting the lastRunTime production.
	ExitLastRunTime(c *LastRunTimeContext)

	// ExitOffset is called when exiting the offset production.
	ExitOffset(c *OffsetContext)

	// ExitSameDay is called when exiting the sameDay production.
	ExitSameDay(c *SameDayContext)

	// ExitNextDay is called when exiting the nextDay production.
	ExitNextDay(c *NextDayContext)

	// ExitDaysLater is called when exiting the daysLater production.
	ExitDaysLater(c *DaysLaterContext)

	// ExitDuration is called when exiting the duration production.
	ExitDuration(c *DurationContext)

	// ExitDurationPart is called when exiting the durationPart production.
	ExitDurationPart(c *DurationPartContext)

	// ExitActionLine is called when exiting the actionLine production.
	ExitActionLine(c *ActionLineContext)

	// ExitSetScene is called when exiting the setScene production.
	ExitSetScene(c *SetSceneContext)

	// ExitSetStartup is called when exiting the setStartup production.
	ExitSetStartup(c *SetStartupContext)

	// ExitSetDevice is called when exiting the setDevice production.
	ExitSetDevice(c *SetDeviceContext)

	// ExitWait is called when exiting the wait production.
	ExitWait(c *WaitContext)

	// ExitRepeatEvery is called when exiting the repeatEvery production.
	ExitRepeatEvery(c *RepeatEveryContext)

	// ExitRepeatTimes is called when exiting the repeatTimes production.
	ExitRepeatTimes(c *RepeatTimesContext)

	// ExitRepeatWhile is called when exiting the repeatWhile production.
	ExitRepeatWhile(c *RepeatWhileContext)

	// ExitRunProgram is called when exiting the runProgram production.
	ExitRunProgram(c *RunProgramContext)

	// ExitProgramControl is called when exiting the programControl production.
	ExitProgramControl(c *ProgramControlContext)

	// ExitNotify is called when exiting the notify production.
	ExitNotify(c *NotifyContext)

	// ExitResource is called when exiting the resource production.
	ExitResource(c *ResourceContext)

	// ExitInitTo is called when exiting the initTo production.
	ExitInitTo(c *InitToContext)

	// ExitRandomAssign is called when exiting the randomAssign production.
	ExitRandomAssign(c *RandomAssignContext)

	// ExitAssign is called when exiting the assign production.
	ExitAssign(c *AssignContext)

	// ExitOtherAction is called when exiting the otherAction production.
	ExitOtherAction(c *OtherActionContext)

	// ExitPath is called when exiting the path production.
	ExitPath(c *PathContext)

	// ExitRandom is called when exiting the random production.
	ExitRandom(c *RandomContext)

	// ExitSetOn is called when exiting the setOn production.
	ExitSetOn(c *SetOnContext)

	// ExitSetOff is called when exiting the setOff production.
	ExitSetOff(c *SetOffContext)

	// ExitSetFastOn is called when exiting the setFastOn production.
	ExitSetFastOn(c *SetFastOnContext)

	// ExitSetFastOff is called when exiting the setFastOff production.
	ExitSetFastOff(c *SetFastOffContext)

	// ExitSetLevel is called when exiting the setLevel production.
	ExitSetLevel(c *SetLevelContext)

	// ExitSetCommand is called when exiting the setCommand production.
	ExitSetCommand(c *SetCommandContext)

	// ExitAssignOp is called when exiting the assignOp production.
	ExitAssignOp(c *AssignOpContext)

	// ExitRhsNumber is called when exiting the rhsNumber production.
	ExitRhsNumber(c *RhsNumberContext)

	// ExitRhsVar is called when exiting the rhsVar production.
	ExitRhsVar(c *RhsVarContext)

	// ExitRhsSystem is called when exiting the rhsSystem production.
	ExitRhsSystem(c *RhsSystemContext)

	// ExitNumber is called when exiting the number production.
	ExitNumber(c *NumberContext)

	// ExitWords is called when exiting the words production.
	ExitWords(c *WordsContext)

	// ExitWord is called when exiting the word production.
	ExitWord(c *WordContext)

	// ExitAny is called when exiting the any production.
	ExitAny(c *AnyContext)
}
