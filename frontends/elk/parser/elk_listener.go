package parser // ELK
import "github.com/antlr4-go/antlr/v4"

// ELKListener is a complete listener for a parse tree produced by ELKParser.
type ELKListener interface {
	antlr.ParseTreeListener

	// EnterElkRule is called when entering the elkRule production.
	EnterElkRule(c *ElkRuleContext)

	// EnterRuleNumber is called when entering the ruleNumber production.
	EnterRuleNumber(c *RuleNumberContext)

	// EnterTimeTrigger is called when entering the timeTrigger production.
	EnterTimeTrigger(c *TimeTriggerContext)

	// EnterSunTrigger is called when entering the sunTrigger production.
	EnterSunTrigger(c *SunTriggerContext)

	// EnterEveryTrigger is called when entering the everyTrigger production.
	EnterEveryTrigger(c *EveryTriggerContext)

	// EnterKeyTrigger is called when entering the keyTrigger production.
	EnterKeyTrigger(c *KeyTriggerContext)

	// EnterObjectTrigger is called when entering the objectTrigger production.
	EnterObjectTrigger(c *ObjectTriggerContext)

	// EnterAlarmTrigger is called when entering the alarmTrigger production.
	EnterAlarmTrigger(c *AlarmTriggerContext)

	// EnterSecureEvent is called when entering the secureEvent production.
	EnterSecureEvent(c *SecureEventContext)

	// EnterViolatedEvent is called when entering the violatedEvent production.
	EnterViolatedEvent(c *ViolatedEventContext)

	// EnterBypassEvent is called when entering the bypassEvent production.
	EnterBypassEvent(c *BypassEventContext)

	// EnterArmEvent is called when entering the armEvent production.
	EnterArmEvent(c *ArmEventContext)

	// EnterTurnedEvent is called when entering the turnedEvent production.
	EnterTurnedEvent(c *TurnedEventContext)

	// EnterActivatedEvent is called when entering the activatedEvent production.
	EnterActivatedEvent(c *ActivatedEventContext)

	// EnterChangesEvent is called when entering the changesEvent production.
	EnterChangesEvent(c *ChangesEventContext)

	// EnterKeyName is called when entering the keyName production.
	EnterKeyName(c *KeyNameContext)

	// EnterAnyKeypad is called when entering the anyKeypad production.
	EnterAnyKeypad(c *AnyKeypadContext)

	// EnterOneKeypad is called when entering the oneKeypad production.
	EnterOneKeypad(c *OneKeypadContext)

	// EnterEventPart is called when entering the eventPart production.
	EnterEventPart(c *EventPartContext)

	// EnterEventEnd is called when entering the eventEnd production.
	EnterEventEnd(c *EventEndContext)

	// EnterEventTail is called when entering the eventTail production.
	EnterEventTail(c *EventTailContext)

	// EnterFreeText is called when entering the freeText production.
	EnterFreeText(c *FreeTextContext)

	// EnterDaysQual is called when entering the daysQual production.
	EnterDaysQual(c *DaysQualContext)

	// EnterTimeQual is called when entering the timeQual production.
	EnterTimeQual(c *TimeQualContext)

	// EnterDarkQual is called when entering the darkQual production.
	EnterDarkQual(c *DarkQualContext)

	// EnterObjectQual is called when entering the objectQual production.
	EnterObjectQual(c *ObjectQualContext)

	// EnterLaterRel is called when entering the laterRel production.
	EnterLaterRel(c *LaterRelContext)

	// EnterEarlierRel is called when entering the earlierRel production.
	EnterEarlierRel(c *EarlierRelContext)

	// EnterSecureState is called when entering the secureState production.
	EnterSecureState(c *SecureStateContext)

	// EnterViolatedState is called when entering the violatedState production.
	EnterViolatedState(c *ViolatedStateContext)

	// EnterBypassedState is called when entering the bypassedState production.
	EnterBypassedState(c *BypassedStateContext)

	// EnterOnOffState is called when entering the onOffState production.
	EnterOnOffState(c *OnOffStateContext)

	// EnterEqualState is called when entering the equalState production.
	EnterEqualState(c *EqualStateContext)

	// EnterCompareState is called when entering the compareState production.
	EnterCompareState(c *CompareStateContext)

	// EnterArmedState is called when entering the armedState production.
	EnterArmedState(c *ArmedStateContext)

	// EnterArmState is called when entering the armState production.
	EnterArmState(c *ArmStateContext)

	// EnterArmMode is called when entering the armMode production.
	EnterArmMode(c *ArmModeContext)

	// EnterTurnAction is called when entering the turnAction production.
	EnterTurnAction(c *TurnActionContext)

	// EnterToggleAction is called when entering the toggleAction production.
	EnterToggleAction(c *ToggleActionContext)

	// EnterSetAction is called when entering the setAction production.
	EnterSetAction(c *SetActionContext)

	// EnterAddAction is called when entering the addAction production.
	EnterAddAction(c *AddActionContext)

	// EnterSubtractAction is called when entering the subtractAction production.
	EnterSubtractAction(c *SubtractActionContext)

	// EnterActivateAction is called when entering the activateAction production.
	EnterActivateAction(c *ActivateActionContext)

	// EnterArmAction is called when entering the armAction production.
	EnterArmAction(c *ArmActionContext)

	// EnterDisarmAction is called when entering the disarmAction production.
	EnterDisarmAction(c *DisarmActionContext)

	// EnterBypassAction is called when entering the bypassAction production.
	EnterBypassAction(c *BypassActionContext)

	// EnterLockAction is called when entering the lockAction production.
	EnterLockAction(c *LockActionContext)

	// EnterOutputAction is called when entering the outputAction production.
	EnterOutputAction(c *OutputActionContext)

	// EnterSetLevel is called when entering the setLevel production.
	EnterSetLevel(c *SetLevelContext)

	// EnterSetNumber is called when entering the setNumber production.
	EnterSetNumber(c *SetNumberContext)

	// EnterSetMode is called when entering the setMode production.
	EnterSetMode(c *SetModeContext)

	// EnterSetSetpoint is called when entering the setSetpoint production.
	EnterSetSetpoint(c *SetSetpointContext)

	// EnterSetFan is called when entering the setFan production.
	EnterSetFan(c *SetFanContext)

	// EnterFade is called when entering the fade production.
	EnterFade(c *FadeContext)

	// EnterForClause is called when entering the forClause production.
	EnterForClause(c *ForClauseContext)

	// EnterTstatMode is called when entering the tstatMode production.
	EnterTstatMode(c *TstatModeContext)

	// EnterClockTime is called when entering the clockTime production.
	EnterClockTime(c *ClockTimeContext)

	// EnterSunTimeOfDay is called when entering the sunTimeOfDay production.
	EnterSunTimeOfDay(c *SunTimeOfDayContext)

	// EnterSunTime is called when entering the sunTime production.
	EnterSunTime(c *SunTimeContext)

	// EnterOffset is called when entering the offset production.
	EnterOffset(c *OffsetContext)

	// EnterDuration is called when entering the duration production.
	EnterDuration(c *DurationContext)

	// EnterDurationPart is called when entering the durationPart production.
	EnterDurationPart(c *DurationPartContext)

	// EnterUnit is called when entering the unit production.
	EnterUnit(c *UnitContext)

	// EnterObject is called when entering the object production.
	EnterObject(c *ObjectContext)

	// EnterPlainId is called when entering the plainId production.
	EnterPlainId(c *PlainIdContext)

	// EnterLightId is called when entering the lightId production.
	EnterLightId(c *LightIdContext)

	// EnterNameWord is called when entering the nameWord production.
	EnterNameWord(c *NameWordContext)

	// EnterAnyWord is called when entering the anyWord production.
	EnterAnyWord(c *AnyWordContext)

	// EnterVerbWord is called when entering the verbWord production.
	EnterVerbWord(c *VerbWordContext)

	// EnterPlainWord is called when entering the plainWord production.
	EnterPlainWord(c *PlainWordContext)

	// EnterSymbol is called when entering the symbol production.
	EnterSymbol(c *SymbolContext)

	// ExitElkRule is called when exiting the elkRule production.
	ExitElkRule(c *ElkRuleContext)

	// ExitRuleNumber is called when exiting the ruleNumber production.
	ExitRuleNumber(c *RuleNumberContext)

	// ExitTimeTrigger is called when exiting the timeTrigger production.
	ExitTimeTrigger(c *TimeTriggerContext)

	// ExitSunTrigger is called when exiting the sunTrigger production.
	ExitSunTrigger(c *SunTriggerContext)

	// ExitEveryTrigger is called when exiting the everyTrigger production.
	ExitEveryTrigger(c *EveryTriggerContext)

	// ExitKeyTrigger is called when exiting the keyTrigger production.
	ExitKeyTrigger(c *KeyTriggerContext)

	// ExitObjectTrigger is called when exiting the objectTrigger production.
	ExitObjectTrigger(c *ObjectTriggerContext)

	// ExitAlarmTrigger is called when exiting the alarmTrigger production.
	ExitAlarmTrigger(c *AlarmTriggerContext)

	// ExitSecureEvent is called when exiting the secureEvent production.
	ExitSecureEvent(c *SecureEventContext)

	// ExitViolatedEvent is called when exiting the violatedEvent production.
	ExitViolatedEvent(c *ViolatedEventContext)

	// ExitBypassEvent is called when exiting the bypassEvent production.
	ExitBypassEvent(c *BypassEventContext)

	// ExitArmEvent is called when exiting the armEvent production.
	ExitArmEvent(c *ArmEventContext)

	// ExitTurnedEvent is called when exiting the turnedEvent production.
	ExitTurnedEvent(c *TurnedEventContext)

	// ExitActivatedEvent is called when exiting the activatedEvent production.
	ExitActivatedEvent(c *ActivatedEventContext)

	// ExitChangesEvent is called when exiting the changesEvent production.
	ExitChangesEvent(c *ChangesEventContext)

	// ExitKeyName is called when exiting the keyName production.
	ExitKeyName(c *KeyNameContext)

	// ExitAnyKeypad is called when exiting the anyKeypad production.
	ExitAnyKeypad(c *AnyKeypadContext)

	// ExitOneKeypad is called when exiting the oneKeypad production.
	ExitOneKeypad(c *OneKeypadContext)

	// ExitEventPart is called when exiting the eventPart production.
	ExitEventPart(c *EventPartContext)

	// ExitEventEnd is called when exiting the eventEnd production.
	ExitEventEnd(c *EventEndContext)

	// ExitEventTail is called when exiting the eventTail production.
	ExitEventTail(c *EventTailContext)

	// ExitFreeText is called when exiting the freeText production.
	ExitFreeText(c *FreeTextContext)

	// ExitDaysQual is called when exiting the daysQual production.
	ExitDaysQual(c *DaysQualContext)

	// ExitTimeQual is called when exiting the timeQual production.
	ExitTimeQual(c *TimeQualContext)

	// ExitDarkQual is called when exiting the darkQual production.
	ExitDarkQual(c *DarkQualContext)

	// ExitObjectQual is called when exiting the objectQual production.
	ExitObjectQual(c *ObjectQualContext)

	// ExitLaterRel is called when exiting the laterRel production.
	ExitLaterRel(c *LaterRelContext)

	// ExitEarlierRel is called when exiting the earlierRel production.
	ExitEarlierRel(c *EarlierRelContext)

	// ExitSecureState is called when exiting the secureState production.
	ExitSecureState(c *SecureStateContext)

	// ExitViolatedState is called when exiting the violatedState production.
	ExitViolatedState(c *ViolatedStateContext)

	// ExitBypassedState is called when exiting the bypassedState production.
	ExitBypassedState(c *BypassedStateContext)

	// ExitOnOffState is called when exiting the onOffState production.
	ExitOnOffState(c *OnOffStateContext)

	// ExitEqualState is called when exiting the equalState production.
	ExitEqualState(c *EqualStateContext)

	// ExitCompareState is called when exiting the compareState production.
	ExitCompareState(c *CompareStateContext)

	// ExitArmedState is called when exiting the armedState production.
	ExitArmedState(c *ArmedStateContext)

	// ExitArmState is called when exiting the armState production.
	ExitArmState(c *ArmStateContext)

	// ExitArmMode is called when exiting the armMode production.
	ExitArmMode(c *ArmModeContext)

	// ExitTurnAction is called when exiting the turnAction production.
	ExitTurnAction(c *TurnActionContext)

	// ExitToggleAction is called when exiting the toggleAction production.
	ExitToggleAction(c *ToggleActionContext)

	// ExitSetAction is called when exiting the setAction production.
	ExitSetAction(c *SetActionContext)

	// ExitAddAction is called when exiting the addAction production.
	ExitAddAction(c *AddActionContext)

	// ExitSubtractAction is called when exiting the subtractAction production.
	ExitSubtractAction(c *SubtractActionContext)

	// ExitActivateAction is called when exiting the activateAction production.
	ExitActivateAction(c *ActivateActionContext)

	// ExitArmAction is called when exiting the armAction production.
	ExitArmAction(c *ArmActionContext)

	// ExitDisarmAction is called when exiting the disarmAction production.
	ExitDisarmAction(c *DisarmActionContext)

	// ExitBypassAction is called when exiting the bypassAction production.
	ExitBypassAction(c *BypassActionContext)

	// ExitLockAction is called when exiting the lockAction production.
	ExitLockAction(c *LockActionContext)

	// ExitOutputAction is called when exiting the outputAction production.
	ExitOutputAction(c *OutputActionContext)

	// ExitSetLevel is called when exiting the setLevel production.
	ExitSetLevel(c *SetLevelContext)

	// ExitSetNumber is called when exiting the setNumber production.
	ExitSetNumber(c *SetNumberContext)

	// ExitSetMode is called when exiting the setMode production.
	ExitSetMode(c *SetModeContext)

	// ExitSetSetpoint is called when exiting the setSetpoint production.
	ExitSetSetpoint(c *SetSetpointContext)

	// ExitSetFan is called when exiting the setFan production.
	ExitSetFan(c *SetFanContext)

	// ExitFade is called when exiting the fade production.
	ExitFade(c *FadeContext)

	// ExitForClause is called when exiting the forClause production.
	ExitForClause(c *ForClauseContext)

	// ExitTstatMode is called when exiting the tstatMode production.
	ExitTstatMode(c *TstatModeContext)

	// ExitClockTime is called when exiting the clockTime production.
	ExitClockTime(c *ClockTimeContext)

	// ExitSunTimeOfDay is called when exiting the sunTimeOfDay production.
	ExitSunTimeOfDay(c *SunTimeOfDayContext)

	// ExitSunTime is called when exiting the sunTime production.
	ExitSunTime(c *SunTimeContext)

	// ExitOffset is called when exiting the offset production.
	ExitOffset(c *OffsetContext)

	// ExitDuration is called when exiting the duration production.
	ExitDuration(c *DurationContext)

	// ExitDurationPart is called when exiting the durationPart production.
	ExitDurationPart(c *DurationPartContext)

	// ExitUnit is called when exiting the unit production.
	ExitUnit(c *UnitContext)

	// ExitObject is called when exiting the object production.
	ExitObject(c *ObjectContext)

	// ExitPlainId is called when exiting the plainId production.
	ExitPlainId(c *PlainIdContext)

	// ExitLightId is called when exiting the lightId production.
	ExitLightId(c *LightIdContext)

	// ExitNameWord is called when exiting the nameWord production.
	ExitNameWord(c *NameWordContext)

	// ExitAnyWord is called when exiting the anyWord production.
	ExitAnyWord(c *AnyWordContext)

	// ExitVerbWord is called when exiting the verbWord production.
	ExitVerbWord(c *VerbWordContext)

	// ExitPlainWord is called when exiting the plainWord production.
	ExitPlainWord(c *PlainWordContext)

	// ExitSymbol is called when exiting the symbol production.
	ExitSymbol(c *SymbolContext)
}
