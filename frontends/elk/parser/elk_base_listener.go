package parser // ELK
import "github.com/antlr4-go/antlr/v4"

// BaseELKListener is a complete listener for a parse tree produced by ELKParser.
type BaseELKListener struct{}

var _ ELKListener = &BaseELKListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseELKListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseELKListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseELKListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseELKListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterElkRule is called when production elkRule is entered.
func (s *BaseELKListener) EnterElkRule(ctx *ElkRuleContext) {}

// ExitElkRule is called when production elkRule is exited.
func (s *BaseELKListener) ExitElkRule(ctx *ElkRuleContext) {}

// EnterRuleNumber is called when production ruleNumber is entered.
func (s *BaseELKListener) EnterRuleNumber(ctx *RuleNumberContext) {}

// ExitRuleNumber is called when production ruleNumber is exited.
func (s *BaseELKListener) ExitRuleNumber(ctx *RuleNumberContext) {}

// EnterTimeTrigger is called when production timeTrigger is entered.
func (s *BaseELKListener) EnterTimeTrigger(ctx *TimeTriggerContext) {}

// ExitTimeTrigger is called when production timeTrigger is exited.
func (s *BaseELKListener) ExitTimeTrigger(ctx *TimeTriggerContext) {}

// EnterSunTrigger is called when production sunTrigger is entered.
func (s *BaseELKListener) EnterSunTrigger(ctx *SunTriggerContext) {}

// ExitSunTrigger is called when production sunTrigger is exited.
func (s *BaseELKListener) ExitSunTrigger(ctx *SunTriggerContext) {}

// EnterEveryTrigger is called when production everyTrigger is entered.
func (s *BaseELKListener) EnterEveryTrigger(ctx *EveryTriggerContext) {}

// ExitEveryTrigger is called when production everyTrigger is exited.
func (s *BaseELKListener) ExitEveryTrigger(ctx *EveryTriggerContext) {}

// EnterKeyTrigger is called when production keyTrigger is entered.
func (s *BaseELKListener) EnterKeyTrigger(ctx *KeyTriggerContext) {}

// ExitKeyTrigger is called when production keyTrigger is exited.
func (s *BaseELKListener) ExitKeyTrigger(ctx *KeyTriggerContext) {}

// EnterObjectTrigger is called when production objectTrigger is entered.
func (s *BaseELKListener) EnterObjectTrigger(ctx *ObjectTriggerContext) {}

// ExitObjectTrigger is called when production objectTrigger is exited.
func (s *BaseELKListener) ExitObjectTrigger(ctx *ObjectTriggerContext) {}

// EnterAlarmTrigger is called when production alarmTrigger is entered.
func (s *BaseELKListener) EnterAlarmTrigger(ctx *AlarmTriggerContext) {}

// ExitAlarmTrigger is called when production alarmTrigger is exited.
func (s *BaseELKListener) ExitAlarmTrigger(ctx *AlarmTriggerContext) {}

// EnterSecureEvent is called when production secureEvent is entered.
func (s *BaseELKListener) EnterSecureEvent(ctx *SecureEventContext) {}

// ExitSecureEvent is called when production secureEvent is exited.
func (s *BaseELKListener) ExitSecureEvent(ctx *SecureEventContext) {}

// EnterViolatedEvent is called when production violatedEvent is entered.
func (s *BaseELKListener) EnterViolatedEvent(ctx *ViolatedEventContext) {}

// ExitViolatedEvent is called when production violatedEvent is exited.
func (s *BaseELKListener) ExitViolatedEvent(ctx *ViolatedEventContext) {}

// EnterBypassEvent is called when production bypassEvent is entered.
func (s *BaseELKListener) EnterBypassEvent(ctx *BypassEventContext) {}

// ExitBypassEvent is called when production bypassEvent is exited.
func (s *BaseELKListener) ExitBypassEvent(ctx *BypassEventContext) {}

// EnterArmEvent is called when production armEvent is entered.
func (s *BaseELKListener) EnterArmEvent(ctx *ArmEventContext) {}

// ExitArmEvent is called when production armEvent is exited.
func (s *BaseELKListener) ExitArmEvent(ctx *ArmEventContext) {}

// EnterTurnedEvent is called when production turnedEvent is entered.
func (s *BaseELKListener) EnterTurnedEvent(ctx *TurnedEventContext) {}

// ExitTurnedEvent is called when production turnedEvent is exited.
func (s *BaseELKListener) ExitTurnedEvent(ctx *TurnedEventContext) {}

// EnterActivatedEvent is called when production activatedEvent is entered.
func (s *BaseELKListener) EnterActivatedEvent(ctx *ActivatedEventContext) {}

// ExitActivatedEvent is called when production activatedEvent is exited.
func (s *BaseELKListener) ExitActivatedEvent(ctx *ActivatedEventContext) {}

// EnterChangesEvent is called when production changesEvent is entered.
func (s *BaseELKListener) EnterChangesEvent(ctx *ChangesEventContext) {}

// ExitChangesEvent is called when production changesEvent is exited.
func (s *BaseELKListener) ExitChangesEvent(ctx *ChangesEventContext) {}

// EnterKeyName is called when production keyName is entered.
func (s *BaseELKListener) EnterKeyName(ctx *KeyNameContext) {}

// ExitKeyName is called when production keyName is exited.
func (s *BaseELKListener) ExitKeyName(ctx *KeyNameContext) {}

// EnterAnyKeypad is called when production anyKeypad is entered.
func (s *BaseELKListener) EnterAnyKeypad(ctx *AnyKeypadContext) {}

// ExitAnyKeypad is called when production anyKeypad is exited.
func (s *BaseELKListener) ExitAnyKeypad(ctx *AnyKeypadContext) {}

// EnterOneKeypad is called when production oneKeypad is entered.
func (s *BaseELKListener) EnterOneKeypad(ctx *OneKeypadContext) {}

// ExitOneKeypad is called when production oneKeypad is exited.
func (s *BaseELKListener) ExitOneKeypad(ctx *OneKeypadContext) {}

// EnterEventPart is called when production eventPart is entered.
func (s *BaseELKListener) EnterEventPart(ctx *EventPartContext) {}

// ExitEventPart is called when production eventPart is exited.
func (s *BaseELKListener) ExitEventPart(ctx *EventPartContext) {}

// EnterEventEnd is called when production eventEnd is entered.
func (s *BaseELKListener) EnterEventEnd(ctx *EventEndContext) {}

// ExitEventEnd is called when production eventEnd is exited.
func (s *BaseELKListener) ExitEventEnd(ctx *EventEndContext) {}

// EnterEventTail is called when production eventTail is entered.
func (s *BaseELKListener) EnterEventTail(ctx *EventTailContext) {}

// ExitEventTail is called when production eventTail is exited.
func (s *BaseELKListener) ExitEventTail(ctx *EventTailContext) {}

// EnterFreeText is called when production freeText is entered.
func (s *BaseELKListener) EnterFreeText(ctx *FreeTextContext) {}

// ExitFreeText is called when production freeText is exited.
func (s *BaseELKListener) ExitFreeText(ctx *FreeTextContext) {}

// EnterDaysQual is called when production daysQual is entered.
func (s *BaseELKListener) EnterDaysQual(ctx *DaysQualContext) {}

// ExitDaysQual is called when production daysQual is exited.
func (s *BaseELKListener) ExitDaysQual(ctx *DaysQualContext) {}

// EnterTimeQual is called when production timeQual is entered.
func (s *BaseELKListener) EnterTimeQual(ctx *TimeQualContext) {}

// ExitTimeQual is called when production timeQual is exited.
func (s *BaseELKListener) ExitTimeQual(ctx *TimeQualContext) {}

// EnterDarkQual is called when production darkQual is entered.
func (s *BaseELKListener) EnterDarkQual(ctx *DarkQualContext) {}

// ExitDarkQual is called when production darkQual is exited.
func (s *BaseELKListener) ExitDarkQual(ctx *DarkQualContext) {}

// EnterObjectQual is called when production objectQual is entered.
func (s *BaseELKListener) EnterObjectQual(ctx *ObjectQualContext) {}

// ExitObjectQual is called when production objectQual is exited.
func (s *BaseELKListener) ExitObjectQual(ctx *ObjectQualContext) {}

// EnterLaterRel is called when production laterRel is entered.
func (s *BaseELKListener) EnterLaterRel(ctx *LaterRelContext) {}

// ExitLaterRel is called when production laterRel is exited.
func (s *BaseELKListener) ExitLaterRel(ctx *LaterRelContext) {}

// EnterEarlierRel is called when production earlierRel is entered.
func (s *BaseELKListener) EnterEarlierRel(ctx *EarlierRelContext) {}

// ExitEarlierRel is called when production earlierRel is exited.
func (s *BaseELKListener) ExitEarlierRel(ctx *EarlierRelContext) {}

// EnterSecureState is called when production secureState is entered.
func (s *BaseELKListener) EnterSecureState(ctx *SecureStateContext) {}

// ExitSecureState is called when production secureState is exited.
func (s *BaseELKListener) ExitSecureState(ctx *SecureStateContext) {}

// EnterViolatedState is called when production violatedState is entered.
func (s *BaseELKListener) EnterViolatedState(ctx *ViolatedStateContext) {}

// ExitViolatedState is called when production violatedState is exited.
func (s *BaseELKListener) ExitViolatedState(ctx *ViolatedStateContext) {}

// EnterBypassedState is called when production bypassedState is entered.
func (s *BaseELKListener) EnterBypassedState(ctx *BypassedStateContext) {}

// ExitBypassedState is called when production bypassedState is exited.
func (s *BaseELKListener) ExitBypassedState(ctx *BypassedStateContext) {}

// EnterOnOffState is called when production onOffState is entered.
func (s *BaseELKListener) EnterOnOffState(ctx *OnOffStateContext) {}

// ExitOnOffState is called when production onOffState is exited.
func (s *BaseELKListener) ExitOnOffState(ctx *OnOffStateContext) {}

// EnterEqualState is called when production equalState is entered.
func (s *BaseELKListener) EnterEqualState(ctx *EqualStateContext) {}

// ExitEqualState is called when production equalState is exited.
func (s *BaseELKListener) ExitEqualState(ctx *EqualStateContext) {}

// EnterCompareState is called when production compareState is entered.
func (s *BaseELKListener) EnterCompareState(ctx *CompareStateContext) {}

// ExitCompareState is called when production compareState is exited.
func (s *BaseELKListener) ExitCompareState(ctx *CompareStateContext) {}

// EnterArmedState is called when production armedState is entered.
func (s *BaseELKListener) EnterArmedState(ctx *ArmedStateContext) {}

// ExitArmedState is called when production armedState is exited.
func (s *BaseELKListener) ExitArmedState(ctx *ArmedStateContext) {}

// EnterArmState is called when production armState is entered.
func (s *BaseELKListener) EnterArmState(ctx *ArmStateContext) {}

// ExitArmState is called when production armState is exited.
func (s *BaseELKListener) ExitArmState(ctx *ArmStateContext) {}

// EnterArmMode is called when production armMode is entered.
func (s *BaseELKListener) EnterArmMode(ctx *ArmModeContext) {}

// ExitArmMode is called when production armMode is exited.
func (s *BaseELKListener) ExitArmMode(ctx *ArmModeContext) {}

// EnterTurnAction is called when production turnAction is entered.
func (s *BaseELKListener) EnterTurnAction(ctx *TurnActionContext) {}

// ExitTurnAction is called when production turnAction is exited.
func (s *BaseELKListener) ExitTurnAction(ctx *TurnActionContext) {}

// EnterToggleAction is called when production toggleAction is entered.
func (s *BaseELKListener) EnterToggleAction(ctx *ToggleActionContext) {}

// ExitToggleAction is called when production toggleAction is exited.
func (s *BaseELKListener) ExitToggleAction(ctx *ToggleActionContext) {}

// EnterSetAction is called when production setAction is entered.
func (s *BaseELKListener) EnterSetAction(ctx *SetActionContext) {}

// ExitSetAction is called when production setAction is exited.
func (s *BaseELKListener) ExitSetAction(ctx *SetActionContext) {}

// EnterAddAction is called when production addAction is entered.
func (s *BaseELKListener) EnterAddAction(ctx *AddActionContext) {}

// ExitAddAction is called when production addAction is exited.
func (s *BaseELKListener) ExitAddAction(ctx *AddActionContext) {}

// EnterSubtractAction is called when production subtractAction is entered.
func (s *BaseELKListener) EnterSubtractAction(ctx *SubtractActionContext) {}

// ExitSubtractAction is called when production subtractAction is exited.
func (s *BaseELKListener) ExitSubtractAction(ctx *SubtractActionContext) {}

// EnterActivateAction is called when production activateAction is entered.
func (s *BaseELKListener) EnterActivateAction(ctx *ActivateActionContext) {}

// ExitActivateAction is called when production activateAction is exited.
func (s *BaseELKListener) ExitActivateAction(ctx *ActivateActionContext) {}

// EnterArmAction is called when production armAction is entered.
func (s *BaseELKListener) EnterArmAction(ctx *ArmActionContext) {}

// ExitArmAction is called when production armAction is exited.
func (s *BaseELKListener) ExitArmAction(ctx *ArmActionContext) {}

// EnterDisarmAction is called when production disarmAction is entered.
func (s *BaseELKListener) EnterDisarmAction(ctx *DisarmActionContext) {}

// ExitDisarmAction is called when production disarmAction is exited.
func (s *BaseELKListener) ExitDisarmAction(ctx *DisarmActionContext) {}

// EnterBypassAction is called when production bypassAction is entered.
func (s *BaseELKListener) EnterBypassAction(ctx *BypassActionContext) {}

// ExitBypassAction is called when production bypassAction is exited.
func (s *BaseELKListener) ExitBypassAction(ctx *BypassActionContext) {}

// EnterLockAction is called when production lockAction is entered.
func (s *BaseELKListener) EnterLockAction(ctx *LockActionContext) {}

// ExitLockAction is called when production lockAction is exited.
func (s *BaseELKListener) ExitLockAction(ctx *LockActionContext) {}

// EnterOutputAction is called when production outputAction is entered.
func (s *BaseELKListener) EnterOutputAction(ctx *OutputActionContext) {}

// ExitOutputAction is called when production outputAction is exited.
func (s *BaseELKListener) ExitOutputAction(ctx *OutputActionContext) {}

// EnterSetLevel is called when production setLevel is entered.
func (s *BaseELKListener) EnterSetLevel(ctx *SetLevelContext) {}

// ExitSetLevel is called when production setLevel is exited.
func (s *BaseELKListener) ExitSetLevel(ctx *SetLevelContext) {}

// EnterSetNumber is called when production setNumber is entered.
func (s *BaseELKListener) EnterSetNumber(ctx *SetNumberContext) {}

// ExitSetNumber is called when production setNumber is exited.
func (s *BaseELKListener) ExitSetNumber(ctx *SetNumberContext) {}

// EnterSetMode is called when production setMode is entered.
func (s *BaseELKListener) EnterSetMode(ctx *SetModeContext) {}

// ExitSetMode is called when production setMode is exited.
func (s *BaseELKListener) ExitSetMode(ctx *SetModeContext) {}

// EnterSetSetpoint is called when production setSetpoint is entered.
func (s *BaseELKListener) EnterSetSetpoint(ctx *SetSetpointContext) {}

// ExitSetSetpoint is called when production setSetpoint is exited.
func (s *BaseELKListener) ExitSetSetpoint(ctx *SetSetpointContext) {}

// EnterSetFan is called when production setFan is entered.
func (s *BaseELKListener) EnterSetFan(ctx *SetFanContext) {}

// ExitSetFan is called when production setFan is exited.
func (s *BaseELKListener) ExitSetFan(ctx *SetFanContext) {}

// EnterFade is called when production fade is entered.
func (s *BaseELKListener) EnterFade(ctx *FadeContext) {}

// ExitFade is called when production fade is exited.
func (s *BaseELKListener) ExitFade(ctx *FadeContext) {}

// EnterForClause is called when production forClause is entered.
func (s *BaseELKListener) EnterForClause(ctx *ForClauseContext) {}

// ExitForClause is called when production forClause is exited.
func (s *BaseELKListener) ExitForClause(ctx *ForClauseContext) {}

// EnterTstatMode is called when production tstatMode is entered.
func (s *BaseELKListener) EnterTstatMode(ctx *TstatModeContext) {}

// ExitTstatMode is called when production tstatMode is exited.
func (s *BaseELKListener) ExitTstatMode(ctx *TstatModeContext) {}

// EnterClockTime is called when production clockTime is entered.
func (s *BaseELKListener) EnterClockTime(ctx *ClockTimeContext) {}

// ExitClockTime is called when production clockTime is exited.
func (s *BaseELKListener) ExitClockTime(ctx *ClockTimeContext) {}

// EnterSunTimeOfDay is called when production sunTimeOfDay is entered.
func (s *BaseELKListener) EnterSunTimeOfDay(ctx *SunTimeOfDayContext) {}

// ExitSunTimeOfDay is called when production sunTimeOfDay is exited.
func (s *BaseELKListener) ExitSunTimeOfDay(ctx *SunTimeOfDayContext) {}

// EnterSunTime is called when production sunTime is entered.
func (s *BaseELKListener) EnterSunTime(ctx *SunTimeContext) {}

// ExitSunTime is called when production sunTime is exited.
func (s *BaseELKListener) ExitSunTime(ctx *SunTimeContext) {}

// EnterOffset is called when production offset is entered.
func (s *BaseELKListener) EnterOffset(ctx *OffsetContext) {}

// ExitOffset is called when production offset is exited.
func (s *BaseELKListener) ExitOffset(ctx *OffsetContext) {}

// EnterDuration is called when production duration is entered.
func (s *BaseELKListener) EnterDuration(ctx *DurationContext) {}

// ExitDuration is called when production duration is exited.
func (s *BaseELKListener) ExitDuration(ctx *DurationContext) {}

// EnterDurationPart is called when production durationPart is entered.
func (s *BaseELKListener) EnterDurationPart(ctx *DurationPartContext) {}

// ExitDurationPart is called when production durationPart is exited.
func (s *BaseELKListener) ExitDurationPart(ctx *DurationPartContext) {}

// EnterUnit is called when production unit is entered.
func (s *BaseELKListener) EnterUnit(ctx *UnitContext) {}

// ExitUnit is called when production unit is exited.
func (s *BaseELKListener) ExitUnit(ctx *UnitContext) {}

// EnterObject is called when production object is entered.
func (s *BaseELKListener) EnterObject(ctx *ObjectContext) {}

// ExitObject is called when production object is exited.
func (s *BaseELKListener) ExitObject(ctx *ObjectContext) {}

// EnterPlainId is called when production plainId is entered.
func (s *BaseELKListener) EnterPlainId(ctx *PlainIdContext) {}

// ExitPlainId is called when production plainId is exited.
func (s *BaseELKListener) ExitPlainId(ctx *PlainIdContext) {}

// EnterLightId is called when production lightId is entered.
func (s *BaseELKListener) EnterLightId(ctx *LightIdContext) {}

// ExitLightId is called when production lightId is exited.
func (s *BaseELKListener) ExitLightId(ctx *LightIdContext) {}

// EnterNameWord is called when production nameWord is entered.
func (s *BaseELKListener) EnterNameWord(ctx *NameWordContext) {}

// ExitNameWord is called when production nameWord is exited.
func (s *BaseELKListener) ExitNameWord(ctx *NameWordContext) {}

// EnterAnyWord is called when production anyWord is entered.
func (s *BaseELKListener) EnterAnyWord(ctx *AnyWordContext) {}

// ExitAnyWord is called when production anyWord is exited.
func (s *BaseELKListener) ExitAnyWord(ctx *AnyWordContext) {}

// EnterVerbWord is called when production verbWord is entered.
func (s *BaseELKListener) EnterVerbWord(ctx *VerbWordContext) {}

// ExitVerbWord is called when production verbWord is exited.
func (s *BaseELKListener) ExitVerbWord(ctx *VerbWordContext) {}

// EnterPlainWord is called when production plainWord is entered.
func (s *BaseELKListener) EnterPlainWord(ctx *PlainWordContext) {}

// ExitPlainWord is called when production plainWord is exited.
func (s *BaseELKListener) ExitPlainWord(ctx *PlainWordContext) {}

// EnterSymbol is called when production symbol is entered.
func (s *BaseELKListener) EnterSymbol(ctx *SymbolContext) {}

// ExitSymbol is called when production symbol is exited.
func (s *BaseELKListener) ExitSymbol(ctx *SymbolContext) {}
