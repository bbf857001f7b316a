package parser // ELK
import (
	"fmt"
	"strconv"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Suppress unused import errors
var _ = fmt.Printf
var _ = strconv.Itoa
var _ = sync.Once{}

type ELKParser struct {
	*antlr.BaseParser
}

var ELKParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func elkParserInit() {
	staticData := &ELKParserStaticData
	staticData.LiteralNames = []string{
		"", "'whenever'", "'then'", "'and'", "'the'", "'time'", "", "'is'",
		"'are'", "'every'", "'becomes'", "'not'", "'secure'", "'violated'",
		"'bypassed'", "'unbypassed'", "'arm'", "'state'", "'turned'", "'on'",
		"'off'", "'activated'", "'changes'", "'to'", "'key'", "'any'", "'keypad'",
		"'pressed'", "'star'", "'chime'", "'turns'", "'active'", "'detected'",
		"'received'", "'restored'", "'begins'", "'expires'", "'ends'", "'starts'",
		"'restores'", "", "'day'", "'of'", "'week'", "'later'", "'earlier'",
		"'than'", "'after'", "'before'", "'it'", "'dark'", "'outside'", "'less'",
		"'greater'", "'or'", "'equal'", "'analog'", "'value'", "", "'armed'",
		"'disarmed'", "'away'", "'stay'", "'night'", "'vacation'", "'instant'",
		"'mode'", "'turn'", "'for'", "'restart'", "'timer'", "'if'", "'running'",
		"'toggle'", "'set'", "", "'fade'", "'rate'", "'add'", "'subtract'",
		"'from'", "'activate'", "'disarm'", "'bypass'", "'unbypass'", "'heat'",
		"'cool'", "'auto'", "'emergency'", "'setpoint'", "'fan'", "", "'lock'",
		"'unlock'", "'announce'", "'send'", "'dial'", "'display'", "'sunrise'",
		"'sunset'", "", "", "", "'rule'", "", "", "", "", "", "", "'('", "')'",
		"'['", "']'", "','", "'.'", "':'", "'%'", "'='", "'+'", "'-'",
	}
	staticData.SymbolicNames = []string{
		"", "WHENEVER", "THEN", "AND", "THE", "TIME", "ISARE", "IS", "ARE",
		"EVERY", "BECOMES", "NOT", "SECURE", "VIOLATED", "BYPASSED", "UNBYPASSED",
		"ARM", "STATE", "TURNED", "ON", "OFF", "ACTIVATED", "CHANGES", "TO",
		"KEY", "ANY", "KEYPAD", "PRESSED", "STAR", "CHIME", "TURNS", "ACTIVE",
		"DETECTED", "RECEIVED", "RESTORED", "BEGINS", "EXPIRES", "ENDS", "STARTS",
		"RESTORES", "DAYS", "DAY", "OF", "WEEK", "LATER", "EARLIER", "THAN",
		"AFTER", "BEFORE", "IT", "DARK", "OUTSIDE", "LESS", "GREATER", "OR",
		"EQUAL", "ANALOG", "VALUE", "VOLTS", "ARMED", "DISARMED", "AWAY", "STAY",
		"NIGHT", "VACATION", "INSTANT", "MODE", "TURN", "FOR", "RESTART", "TIMER",
		"IF", "RUNNING", "TOGGLE", "SET", "BRIGHT", "FADE", "RATE", "ADD", "SUBTRACT",
		"FROM", "ACTIVATE", "DISARM", "BYPASS", "UNBYPASS", "HEAT", "COOL",
		"AUTO", "EMERGENCY", "SETPOINT", "FAN", "DEGREES", "LOCK", "UNLOCK",
		"ANNOUNCE", "SEND", "DIAL", "DISPLAY", "SUNRISE", "SUNSET", "SECS",
		"MINS", "HRS", "RULE", "FKEY", "DAYMASK", "CLOCKTIME", "NUMBER", "STRING",
		"WORD", "LPAREN", "RPAREN", "LBRACK", "RBRACK", "COMMA", "DOT", "COLON",
		"PERCENT", "EQUALS", "PLUS", "MINUS", "PUNCT", "WS", "ERRCHAR",
	}
	staticData.RuleNames = []string{
		"elkRule", "ruleNumber", "trigger", "objectEvent", "keyName", "keypad",
		"eventPart", "eventEnd", "eventTail", "freeText", "qualifier", "timeRel",
		"objectState", "armState", "armMode", "action", "setWhat", "fade", "forClause",
		"tstatMode", "timeOfDay", "sunTime", "offset", "duration", "durationPart",
		"unit", "object", "objId", "nameWord", "anyWord", "verbWord", "plainWord",
		"symbol",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 123, 495, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2,
		21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 2, 25, 7, 25, 2, 26,
		7, 26, 2, 27, 7, 27, 2, 28, 7, 28, 2, 29, 7, 29, 2, 30, 7, 30, 2, 31, 7,
		31, 2, 32, 7, 32, 1, 0, 3, 0, 68, 8, 0, 1, 0, 1, 0, 1, 0, 1, 0, 5, 0, 74,
		8, 0, 10, 0, 12, 0, 77, 9, 0, 1, 0, 1, 0, 4, 0, 81, 8, 0, 11, 0, 12, 0,
		82, 1, 0, 1, 0, 1, 1, 3, 1, 88, 8, 1, 1, 1, 1, 1, 3, 1, 92, 8, 1, 1, 2,
		3, 2, 95, 8, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 3, 2, 105,
		8, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2,
		4, 2, 118, 8, 2, 11, 2, 12, 2, 119, 1, 2, 1, 2, 5, 2, 124, 8, 2, 10, 2,
		12, 2, 127, 9, 2, 3, 2, 129, 8, 2, 1, 3, 1, 3, 3, 3, 133, 8, 3, 1, 3, 1,
		3, 1, 3, 1, 3, 1, 3, 1, 3, 3, 3, 141, 8, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1,
		3, 3, 3, 148, 8, 3, 1, 3, 1, 3, 1, 3, 1, 3, 3, 3, 154, 8, 3, 1, 3, 1, 3,
		1, 3, 1, 3, 1, 3, 3, 3, 161, 8, 3, 1, 4, 1, 4, 1, 5, 1, 5, 1, 5, 3, 5,
		168, 8, 5, 1, 6, 1, 6, 1, 6, 3, 6, 173, 8, 6, 1, 7, 1, 7, 1, 7, 1, 7, 1,
		7, 1, 7, 1, 7, 1, 7, 1, 7, 3, 7, 184, 8, 7, 1, 8, 1, 8, 1, 8, 1, 8, 1,
		8, 1, 8, 1, 8, 3, 8, 193, 8, 8, 1, 9, 1, 9, 3, 9, 197, 8, 9, 1, 10, 3,
		10, 200, 8, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 3, 10,
		209, 8, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 3,
		10, 219, 8, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 3, 10, 226, 8, 10, 1,
		11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 3, 11, 234, 8, 11, 1, 12, 1, 12,
		3, 12, 238, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 245, 8, 12,
		1, 12, 1, 12, 3, 12, 249, 8, 12, 1, 12, 1, 12, 1, 12, 3, 12, 254, 8, 12,
		1, 12, 1, 12, 3, 12, 258, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1,
		12, 1, 12, 1, 12, 1, 12, 3, 12, 269, 8, 12, 1, 12, 1, 12, 3, 12, 273, 8,
		12, 3, 12, 275, 8, 12, 1, 12, 1, 12, 3, 12, 279, 8, 12, 1, 12, 1, 12, 1,
		12, 3, 12, 284, 8, 12, 3, 12, 286, 8, 12, 1, 13, 1, 13, 1, 13, 3, 13, 291,
		8, 13, 3, 13, 293, 8, 13, 1, 14, 1, 14, 1, 14, 3, 14, 298, 8, 14, 1, 14,
		1, 14, 3, 14, 302, 8, 14, 1, 14, 3, 14, 305, 8, 14, 1, 15, 1, 15, 1, 15,
		1, 15, 3, 15, 311, 8, 15, 1, 15, 3, 15, 314, 8, 15, 1, 15, 1, 15, 1, 15,
		1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1,
		15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 335, 8, 15, 1, 15, 3, 15,
		338, 8, 15, 1, 15, 1, 15, 3, 15, 342, 8, 15, 1, 15, 1, 15, 1, 15, 1, 15,
		1, 15, 1, 15, 1, 15, 1, 15, 5, 15, 352, 8, 15, 10, 15, 12, 15, 355, 9,
		15, 3, 15, 357, 8, 15, 1, 16, 1, 16, 1, 16, 1, 16, 3, 16, 363, 8, 16, 1,
		16, 3, 16, 366, 8, 16, 1, 16, 3, 16, 369, 8, 16, 1, 16, 1, 16, 1, 16, 1,
		16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 3, 16, 381, 8, 16, 1, 16,
		1, 16, 1, 16, 1, 16, 3, 16, 387, 8, 16, 3, 16, 389, 8, 16, 1, 17, 1, 17,
		1, 17, 1, 17, 3, 17, 395, 8, 17, 1, 17, 1, 17, 1, 18, 1, 18, 1, 18, 3,
		18, 402, 8, 18, 1, 18, 1, 18, 1, 18, 1, 18, 3, 18, 408, 8, 18, 1, 19, 1,
		19, 1, 19, 1, 19, 1, 19, 1, 19, 3, 19, 416, 8, 19, 1, 20, 1, 20, 3, 20,
		420, 8, 20, 1, 21, 1, 21, 1, 21, 3, 21, 425, 8, 21, 1, 21, 1, 21, 1, 21,
		3, 21, 430, 8, 21, 1, 22, 1, 22, 3, 22, 434, 8, 22, 1, 23, 4, 23, 437,
		8, 23, 11, 23, 12, 23, 438, 1, 24, 1, 24, 1, 24, 1, 25, 1, 25, 1, 26, 5,
		26, 447, 8, 26, 10, 26, 12, 26, 450, 9, 26, 1, 26, 1, 26, 1, 27, 1, 27,
		1, 27, 1, 27, 1, 27, 1, 27, 1, 27, 1, 27, 1, 27, 1, 27, 1, 27, 3, 27, 465,
		8, 27, 1, 27, 3, 27, 468, 8, 27, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1,
		28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 3, 28, 482, 8, 28, 1, 29,
		1, 29, 1, 29, 3, 29, 487, 8, 29, 1, 30, 1, 30, 1, 31, 1, 31, 1, 32, 1,
		32, 1, 32, 0, 0, 33, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26,
		28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62,
		64, 0, 20, 2, 0, 111, 111, 115, 116, 2, 0, 21, 21, 27, 27, 2, 0, 7, 7,
		10, 10, 2, 0, 28, 29, 104, 104, 1, 0, 19, 20, 1, 0, 31, 34, 1, 0, 40, 41,
		1, 0, 6, 8, 1, 0, 52, 53, 1, 0, 83, 84, 1, 0, 92, 93, 1, 0, 94, 97, 1,
		0, 85, 86, 1, 0, 47, 48, 1, 0, 98, 99, 1, 0, 119, 120, 1, 0, 100, 102,
		8, 0, 5, 5, 7, 7, 9, 10, 16, 17, 22, 22, 24, 24, 30, 30, 35, 39, 10, 0,
		4, 4, 6, 6, 8, 8, 11, 15, 18, 21, 23, 23, 25, 29, 31, 34, 40, 103, 109,
		109, 2, 0, 104, 108, 114, 121, 586, 0, 67, 1, 0, 0, 0, 2, 87, 1, 0, 0,
		0, 4, 128, 1, 0, 0, 0, 6, 160, 1, 0, 0, 0, 8, 162, 1, 0, 0, 0, 10, 167,
		1, 0, 0, 0, 12, 172, 1, 0, 0, 0, 14, 183, 1, 0, 0, 0, 16, 192, 1, 0, 0,
		0, 18, 196, 1, 0, 0, 0, 20, 225, 1, 0, 0, 0, 22, 233, 1, 0, 0, 0, 24, 285,
		1, 0, 0, 0, 26, 292, 1, 0, 0, 0, 28, 304, 1, 0, 0, 0, 30, 356, 1, 0, 0,
		0, 32, 388, 1, 0, 0, 0, 34, 390, 1, 0, 0, 0, 36, 398, 1, 0, 0, 0, 38, 415,
		1, 0, 0, 0, 40, 419, 1, 0, 0, 0, 42, 424, 1, 0, 0, 0, 44, 433, 1, 0, 0,
		0, 46, 436, 1, 0, 0, 0, 48, 440, 1, 0, 0, 0, 50, 443, 1, 0, 0, 0, 52, 448,
		1, 0, 0, 0, 54, 467, 1, 0, 0, 0, 56, 481, 1, 0, 0, 0, 58, 486, 1, 0, 0,
		0, 60, 488, 1, 0, 0, 0, 62, 490, 1, 0, 0, 0, 64, 492, 1, 0, 0, 0, 66, 68,
		3, 2, 1, 0, 67, 66, 1, 0, 0, 0, 67, 68, 1, 0, 0, 0, 68, 69, 1, 0, 0, 0,
		69, 70, 5, 1, 0, 0, 70, 75, 3, 4, 2, 0, 71, 72, 5, 3, 0, 0, 72, 74, 3,
		20, 10, 0, 73, 71, 1, 0, 0, 0, 74, 77, 1, 0, 0, 0, 75, 73, 1, 0, 0, 0,
		75, 76, 1, 0, 0, 0, 76, 80, 1, 0, 0, 0, 77, 75, 1, 0, 0, 0, 78, 79, 5,
		2, 0, 0, 79, 81, 3, 30, 15, 0, 80, 78, 1, 0, 0, 0, 81, 82, 1, 0, 0, 0,
		82, 80, 1, 0, 0, 0, 82, 83, 1, 0, 0, 0, 83, 84, 1, 0, 0, 0, 84, 85, 5,
		0, 0, 1, 85, 1, 1, 0, 0, 0, 86, 88, 5, 103, 0, 0, 87, 86, 1, 0, 0, 0, 87,
		88, 1, 0, 0, 0, 88, 89, 1, 0, 0, 0, 89, 91, 5, 107, 0, 0, 90, 92, 7, 0,
		0, 0, 91, 90, 1, 0, 0, 0, 91, 92, 1, 0, 0, 0, 92, 3, 1, 0, 0, 0, 93, 95,
		5, 4, 0, 0, 94, 93, 1, 0, 0, 0, 94, 95, 1, 0, 0, 0, 95, 96, 1, 0, 0, 0,
		96, 97, 5, 5, 0, 0, 97, 98, 5, 7, 0, 0, 98, 129, 3, 40, 20, 0, 99, 129,
		3, 42, 21, 0, 100, 101, 5, 9, 0, 0, 101, 102, 5, 107, 0, 0, 102, 129, 3,
		50, 25, 0, 103, 105, 5, 4, 0, 0, 104, 103, 1, 0, 0, 0, 104, 105, 1, 0,
		0, 0, 105, 106, 1, 0, 0, 0, 106, 107, 3, 8, 4, 0, 107, 108, 5, 24, 0, 0,
		108, 109, 5, 19, 0, 0, 109, 110, 3, 10, 5, 0, 110, 111, 5, 7, 0, 0, 111,
		112, 7, 1, 0, 0, 112, 129, 1, 0, 0, 0, 113, 114, 3, 52, 26, 0, 114, 115,
		3, 6, 3, 0, 115, 129, 1, 0, 0, 0, 116, 118, 3, 12, 6, 0, 117, 116, 1, 0,
		0, 0, 118, 119, 1, 0, 0, 0, 119, 117, 1, 0, 0, 0, 119, 120, 1, 0, 0, 0,
		120, 121, 1, 0, 0, 0, 121, 125, 3, 14, 7, 0, 122, 124, 3, 16, 8, 0, 123,
		122, 1, 0, 0, 0, 124, 127, 1, 0, 0, 0, 125, 123, 1, 0, 0, 0, 125, 126,
		1, 0, 0, 0, 126, 129, 1, 0, 0, 0, 127, 125, 1, 0, 0, 0, 128, 94, 1, 0,
		0, 0, 128, 99, 1, 0, 0, 0, 128, 100, 1, 0, 0, 0, 128, 104, 1, 0, 0, 0,
		128, 113, 1, 0, 0, 0, 128, 117, 1, 0, 0, 0, 129, 5, 1, 0, 0, 0, 130, 132,
		5, 10, 0, 0, 131, 133, 5, 11, 0, 0, 132, 131, 1, 0, 0, 0, 132, 133, 1,
		0, 0, 0, 133, 134, 1, 0, 0, 0, 134, 161, 5, 12, 0, 0, 135, 136, 5, 10,
		0, 0, 136, 161, 5, 13, 0, 0, 137, 140, 7, 2, 0, 0, 138, 141, 5, 14, 0,
		0, 139, 141, 5, 15, 0, 0, 140, 138, 1, 0, 0, 0, 140, 139, 1, 0, 0, 0, 141,
		161, 1, 0, 0, 0, 142, 143, 5, 16, 0, 0, 143, 144, 5, 17, 0, 0, 144, 145,
		5, 10, 0, 0, 145, 161, 3, 26, 13, 0, 146, 148, 5, 17, 0, 0, 147, 146, 1,
		0, 0, 0, 147, 148, 1, 0, 0, 0, 148, 149, 1, 0, 0, 0, 149, 150, 5, 7, 0,
		0, 150, 153, 5, 18, 0, 0, 151, 154, 5, 19, 0, 0, 152, 154, 5, 20, 0, 0,
		153, 151, 1, 0, 0, 0, 153, 152, 1, 0, 0, 0, 154, 161, 1, 0, 0, 0, 155,
		156, 5, 7, 0, 0, 156, 161, 5, 21, 0, 0, 157, 158, 5, 22, 0, 0, 158, 159,
		5, 23, 0, 0, 159, 161, 5, 107, 0, 0, 160, 130, 1, 0, 0, 0, 160, 135, 1,
		0, 0, 0, 160, 137, 1, 0, 0, 0, 160, 142, 1, 0, 0, 0, 160, 147, 1, 0, 0,
		0, 160, 155, 1, 0, 0, 0, 160, 157, 1, 0, 0, 0, 161, 7, 1, 0, 0, 0, 162,
		163, 7, 3, 0, 0, 163, 9, 1, 0, 0, 0, 164, 165, 5, 25, 0, 0, 165, 168, 5,
		26, 0, 0, 166, 168, 3, 52, 26, 0, 167, 164, 1, 0, 0, 0, 167, 166, 1, 0,
		0, 0, 168, 11, 1, 0, 0, 0, 169, 173, 3, 54, 27, 0, 170, 173, 3, 62, 31,
		0, 171, 173, 3, 64, 32, 0, 172, 169, 1, 0, 0, 0, 172, 170, 1, 0, 0, 0,
		172, 171, 1, 0, 0, 0, 173, 13, 1, 0, 0, 0, 174, 175, 5, 30, 0, 0, 175,
		184, 7, 4, 0, 0, 176, 177, 5, 7, 0, 0, 177, 184, 7, 5, 0, 0, 178, 184,
		5, 35, 0, 0, 179, 184, 5, 36, 0, 0, 180, 184, 5, 37, 0, 0, 181, 184, 5,
		38, 0, 0, 182, 184, 5, 39, 0, 0, 183, 174, 1, 0, 0, 0, 183, 176, 1, 0,
		0, 0, 183, 178, 1, 0, 0, 0, 183, 179, 1, 0, 0, 0, 183, 180, 1, 0, 0, 0,
		183, 181, 1, 0, 0, 0, 183, 182, 1, 0, 0, 0, 184, 15, 1, 0, 0, 0, 185, 193,
		3, 62, 31, 0, 186, 193, 3, 60, 30, 0, 187, 193, 3, 64, 32, 0, 188, 193,
		5, 110, 0, 0, 189, 193, 5, 111, 0, 0, 190, 193, 5, 112, 0, 0, 191, 193,
		5, 113, 0, 0, 192, 185, 1, 0, 0, 0, 192, 186, 1, 0, 0, 0, 192, 187, 1,
		0, 0, 0, 192, 188, 1, 0, 0, 0, 192, 189, 1, 0, 0, 0, 192, 190, 1, 0, 0,
		0, 192, 191, 1, 0, 0, 0, 193, 17, 1, 0, 0, 0, 194, 197, 3, 16, 8, 0, 195,
		197, 5, 3, 0, 0, 196, 194, 1, 0, 0, 0, 196, 195, 1, 0, 0, 0, 197, 19, 1,
		0, 0, 0, 198, 200, 5, 4, 0, 0, 199, 198, 1, 0, 0, 0, 199, 200, 1, 0, 0,
		0, 200, 201, 1, 0, 0, 0, 201, 202, 7, 6, 0, 0, 202, 203, 5, 42, 0, 0, 203,
		204, 5, 4, 0, 0, 204, 205, 5, 43, 0, 0, 205, 206, 7, 7, 0, 0, 206, 226,
		5, 105, 0, 0, 207, 209, 5, 4, 0, 0, 208, 207, 1, 0, 0, 0, 208, 209, 1,
		0, 0, 0, 209, 210, 1, 0, 0, 0, 210, 211, 5, 5, 0, 0, 211, 212, 5, 7, 0,
		0, 212, 213, 3, 22, 11, 0, 213, 214, 3, 40, 20, 0, 214, 226, 1, 0, 0, 0,
		215, 216, 5, 49, 0, 0, 216, 218, 5, 7, 0, 0, 217, 219, 5, 11, 0, 0, 218,
		217, 1, 0, 0, 0, 218, 219, 1, 0, 0, 0, 219, 220, 1, 0, 0, 0, 220, 221,
		5, 50, 0, 0, 221, 226, 5, 51, 0, 0, 222, 223, 3, 52, 26, 0, 223, 224, 3,
		24, 12, 0, 224, 226, 1, 0, 0, 0, 225, 199, 1, 0, 0, 0, 225, 208, 1, 0,
		0, 0, 225, 215, 1, 0, 0, 0, 225, 222, 1, 0, 0, 0, 226, 21, 1, 0, 0, 0,
		227, 228, 5, 44, 0, 0, 228, 234, 5, 46, 0, 0, 229, 234, 5, 47, 0, 0, 230,
		231, 5, 45, 0, 0, 231, 234, 5, 46, 0, 0, 232, 234, 5, 48, 0, 0, 233, 227,
		1, 0, 0, 0, 233, 229, 1, 0, 0, 0, 233, 230, 1, 0, 0, 0, 233, 232, 1, 0,
		0, 0, 234, 23, 1, 0, 0, 0, 235, 237, 5, 7, 0, 0, 236, 238, 5, 11, 0, 0,
		237, 236, 1, 0, 0, 0, 237, 238, 1, 0, 0, 0, 238, 239, 1, 0, 0, 0, 239,
		286, 5, 12, 0, 0, 240, 241, 5, 7, 0, 0, 241, 286, 5, 13, 0, 0, 242, 244,
		5, 7, 0, 0, 243, 245, 5, 11, 0, 0, 244, 243, 1, 0, 0, 0, 244, 245, 1, 0,
		0, 0, 245, 246, 1, 0, 0, 0, 246, 286, 5, 14, 0, 0, 247, 249, 5, 17, 0,
		0, 248, 247, 1, 0, 0, 0, 248, 249, 1, 0, 0, 0, 249, 250, 1, 0, 0, 0, 250,
		253, 5, 7, 0, 0, 251, 254, 5, 19, 0, 0, 252, 254, 5, 20, 0, 0, 253, 251,
		1, 0, 0, 0, 253, 252, 1, 0, 0, 0, 254, 286, 1, 0, 0, 0, 255, 257, 5, 7,
		0, 0, 256, 258, 5, 11, 0, 0, 257, 256, 1, 0, 0, 0, 257, 258, 1, 0, 0, 0,
		258, 259, 1, 0, 0, 0, 259, 260, 5, 55, 0, 0, 260, 261, 5, 23, 0, 0, 261,
		286, 5, 107, 0, 0, 262, 263, 5, 7, 0, 0, 263, 264, 7, 8, 0, 0, 264, 268,
		5, 46, 0, 0, 265, 266, 5, 54, 0, 0, 266, 267, 5, 55, 0, 0, 267, 269, 5,
		23, 0, 0, 268, 265, 1, 0, 0, 0, 268, 269, 1, 0, 0, 0, 269, 274, 1, 0, 0,
		0, 270, 272, 5, 56, 0, 0, 271, 273, 5, 57, 0, 0, 272, 271, 1, 0, 0, 0,
		272, 273, 1, 0, 0, 0, 273, 275, 1, 0, 0, 0, 274, 270, 1, 0, 0, 0, 274,
		275, 1, 0, 0, 0, 275, 276, 1, 0, 0, 0, 276, 278, 5, 107, 0, 0, 277, 279,
		5, 58, 0, 0, 278, 277, 1, 0, 0, 0, 278, 279, 1, 0, 0, 0, 279, 286, 1, 0,
		0, 0, 280, 281, 5, 7, 0, 0, 281, 283, 3, 26, 13, 0, 282, 284, 5, 66, 0,
		0, 283, 282, 1, 0, 0, 0, 283, 284, 1, 0, 0, 0, 284, 286, 1, 0, 0, 0, 285,
		235, 1, 0, 0, 0, 285, 240, 1, 0, 0, 0, 285, 242, 1, 0, 0, 0, 285, 248,
		1, 0, 0, 0, 285, 255, 1, 0, 0, 0, 285, 262, 1, 0, 0, 0, 285, 280, 1, 0,
		0, 0, 286, 25, 1, 0, 0, 0, 287, 293, 5, 60, 0, 0, 288, 290, 5, 59, 0, 0,
		289, 291, 3, 28, 14, 0, 290, 289, 1, 0, 0, 0, 290, 291, 1, 0, 0, 0, 291,
		293, 1, 0, 0, 0, 292, 287, 1, 0, 0, 0, 292, 288, 1, 0, 0, 0, 293, 27, 1,
		0, 0, 0, 294, 305, 5, 61, 0, 0, 295, 297, 5, 62, 0, 0, 296, 298, 5, 65,
		0, 0, 297, 296, 1, 0, 0, 0, 297, 298, 1, 0, 0, 0, 298, 305, 1, 0, 0, 0,
		299, 301, 5, 63, 0, 0, 300, 302, 5, 65, 0, 0, 301, 300, 1, 0, 0, 0, 301,
		302, 1, 0, 0, 0, 302, 305, 1, 0, 0, 0, 303, 305, 5, 64, 0, 0, 304, 294,
		1, 0, 0, 0, 304, 295, 1, 0, 0, 0, 304, 299, 1, 0, 0, 0, 304, 303, 1, 0,
		0, 0, 305, 29, 1, 0, 0, 0, 306, 307, 5, 67, 0, 0, 307, 313, 3, 52, 26,
		0, 308, 310, 5, 19, 0, 0, 309, 311, 3, 36, 18, 0, 310, 309, 1, 0, 0, 0,
		310, 311, 1, 0, 0, 0, 311, 314, 1, 0, 0, 0, 312, 314, 5, 20, 0, 0, 313,
		308, 1, 0, 0, 0, 313, 312, 1, 0, 0, 0, 314, 357, 1, 0, 0, 0, 315, 316,
		5, 73, 0, 0, 316, 357, 3, 52, 26, 0, 317, 318, 5, 74, 0, 0, 318, 319, 3,
		52, 26, 0, 319, 320, 3, 32, 16, 0, 320, 357, 1, 0, 0, 0, 321, 322, 5, 78,
		0, 0, 322, 323, 5, 107, 0, 0, 323, 324, 5, 23, 0, 0, 324, 357, 3, 52, 26,
		0, 325, 326, 5, 79, 0, 0, 326, 327, 5, 107, 0, 0, 327, 328, 5, 80, 0, 0,
		328, 357, 3, 52, 26, 0, 329, 330, 5, 81, 0, 0, 330, 357, 3, 52, 26, 0,
		331, 332, 5, 16, 0, 0, 332, 334, 3, 52, 26, 0, 333, 335, 5, 23, 0, 0, 334,
		333, 1, 0, 0, 0, 334, 335, 1, 0, 0, 0, 335, 337, 1, 0, 0, 0, 336, 338,
		5, 59, 0, 0, 337, 336, 1, 0, 0, 0, 337, 338, 1, 0, 0, 0, 338, 339, 1, 0,
		0, 0, 339, 341, 3, 28, 14, 0, 340, 342, 5, 66, 0, 0, 341, 340, 1, 0, 0,
		0, 341, 342, 1, 0, 0, 0, 342, 357, 1, 0, 0, 0, 343, 344, 5, 82, 0, 0, 344,
		357, 3, 52, 26, 0, 345, 346, 7, 9, 0, 0, 346, 357, 3, 52, 26, 0, 347, 348,
		7, 10, 0, 0, 348, 357, 3, 52, 26, 0, 349, 353, 7, 11, 0, 0, 350, 352, 3,
		18, 9, 0, 351, 350, 1, 0, 0, 0, 352, 355, 1, 0, 0, 0, 353, 351, 1, 0, 0,
		0, 353, 354, 1, 0, 0, 0, 354, 357, 1, 0, 0, 0, 355, 353, 1, 0, 0, 0, 356,
		306, 1, 0, 0, 0, 356, 315, 1, 0, 0, 0, 356, 317, 1, 0, 0, 0, 356, 321,
		1, 0, 0, 0, 356, 325, 1, 0, 0, 0, 356, 329, 1, 0, 0, 0, 356, 331, 1, 0,
		0, 0, 356, 343, 1, 0, 0, 0, 356, 345, 1, 0, 0, 0, 356, 347, 1, 0, 0, 0,
		356, 349, 1, 0, 0, 0, 357, 31, 1, 0, 0, 0, 358, 359, 5, 23, 0, 0, 359,
		360, 5, 107, 0, 0, 360, 362, 5, 117, 0, 0, 361, 363, 5, 75, 0, 0, 362,
		361, 1, 0, 0, 0, 362, 363, 1, 0, 0, 0, 363, 365, 1, 0, 0, 0, 364, 366,
		3, 34, 17, 0, 365, 364, 1, 0, 0, 0, 365, 366, 1, 0, 0, 0, 366, 368, 1,
		0, 0, 0, 367, 369, 3, 36, 18, 0, 368, 367, 1, 0, 0, 0, 368, 369, 1, 0,
		0, 0, 369, 389, 1, 0, 0, 0, 370, 371, 5, 23, 0, 0, 371, 389, 5, 107, 0,
		0, 372, 373, 5, 66, 0, 0, 373, 374, 5, 23, 0, 0, 374, 389, 3, 38, 19, 0,
		375, 376, 7, 12, 0, 0, 376, 377, 5, 89, 0, 0, 377, 378, 5, 23, 0, 0, 378,
		380, 5, 107, 0, 0, 379, 381, 5, 91, 0, 0, 380, 379, 1, 0, 0, 0, 380, 381,
		1, 0, 0, 0, 381, 389, 1, 0, 0, 0, 382, 383, 5, 90, 0, 0, 383, 386, 5, 23,
		0, 0, 384, 387, 5, 19, 0, 0, 385, 387, 5, 87, 0, 0, 386, 384, 1, 0, 0,
		0, 386, 385, 1, 0, 0, 0, 387, 389, 1, 0, 0, 0, 388, 358, 1, 0, 0, 0, 388,
		370, 1, 0, 0, 0, 388, 372, 1, 0, 0, 0, 388, 375, 1, 0, 0, 0, 388, 382,
		1, 0, 0, 0, 389, 33, 1, 0, 0, 0, 390, 391, 5, 114, 0, 0, 391, 392, 5, 76,
		0, 0, 392, 394, 5, 77, 0, 0, 393, 395, 5, 118, 0, 0, 394, 393, 1, 0, 0,
		0, 394, 395, 1, 0, 0, 0, 395, 396, 1, 0, 0, 0, 396, 397, 5, 107, 0, 0,
		397, 35, 1, 0, 0, 0, 398, 399, 5, 68, 0, 0, 399, 407, 3, 46, 23, 0, 400,
		402, 5, 114, 0, 0, 401, 400, 1, 0, 0, 0, 401, 402, 1, 0, 0, 0, 402, 403,
		1, 0, 0, 0, 403, 404, 5, 69, 0, 0, 404, 405, 5, 70, 0, 0, 405, 406, 5,
		71, 0, 0, 406, 408, 5, 72, 0, 0, 407, 401, 1, 0, 0, 0, 407, 408, 1, 0,
		0, 0, 408, 37, 1, 0, 0, 0, 409, 416, 5, 20, 0, 0, 410, 416, 5, 85, 0, 0,
		411, 416, 5, 86, 0, 0, 412, 416, 5, 87, 0, 0, 413, 414, 5, 88, 0, 0, 414,
		416, 5, 85, 0, 0, 415, 409, 1, 0, 0, 0, 415, 410, 1, 0, 0, 0, 415, 411,
		1, 0, 0, 0, 415, 412, 1, 0, 0, 0, 415, 413, 1, 0, 0, 0, 416, 39, 1, 0,
		0, 0, 417, 420, 5, 106, 0, 0, 418, 420, 3, 42, 21, 0, 419, 417, 1, 0, 0,
		0, 419, 418, 1, 0, 0, 0, 420, 41, 1, 0, 0, 0, 421, 422, 3, 46, 23, 0, 422,
		423, 7, 13, 0, 0, 423, 425, 1, 0, 0, 0, 424, 421, 1, 0, 0, 0, 424, 425,
		1, 0, 0, 0, 425, 426, 1, 0, 0, 0, 426, 429, 7, 14, 0, 0, 427, 428, 7, 15,
		0, 0, 428, 430, 3, 44, 22, 0, 429, 427, 1, 0, 0, 0, 429, 430, 1, 0, 0,
		0, 430, 43, 1, 0, 0, 0, 431, 434, 3, 46, 23, 0, 432, 434, 5, 106, 0, 0,
		433, 431, 1, 0, 0, 0, 433, 432, 1, 0, 0, 0, 434, 45, 1, 0, 0, 0, 435, 437,
		3, 48, 24, 0, 436, 435, 1, 0, 0, 0, 437, 438, 1, 0, 0, 0, 438, 436, 1,
		0, 0, 0, 438, 439, 1, 0, 0, 0, 439, 47, 1, 0, 0, 0, 440, 441, 5, 107, 0,
		0, 441, 442, 3, 50, 25, 0, 442, 49, 1, 0, 0, 0, 443, 444, 7, 16, 0, 0,
		444, 51, 1, 0, 0, 0, 445, 447, 3, 56, 28, 0, 446, 445, 1, 0, 0, 0, 447,
		450, 1, 0, 0, 0, 448, 446, 1, 0, 0, 0, 448, 449, 1, 0, 0, 0, 449, 451,
		1, 0, 0, 0, 450, 448, 1, 0, 0, 0, 451, 452, 3, 54, 27, 0, 452, 53, 1, 0,
		0, 0, 453, 454, 5, 110, 0, 0, 454, 455, 3, 58, 29, 0, 455, 456, 5, 107,
		0, 0, 456, 457, 5, 111, 0, 0, 457, 468, 1, 0, 0, 0, 458, 459, 5, 112, 0,
		0, 459, 464, 5, 107, 0, 0, 460, 461, 5, 110, 0, 0, 461, 462, 3, 58, 29,
		0, 462, 463, 5, 111, 0, 0, 463, 465, 1, 0, 0, 0, 464, 460, 1, 0, 0, 0,
		464, 465, 1, 0, 0, 0, 465, 466, 1, 0, 0, 0, 466, 468, 5, 113, 0, 0, 467,
		453, 1, 0, 0, 0, 467, 458, 1, 0, 0, 0, 468, 55, 1, 0, 0, 0, 469, 482, 3,
		58, 29, 0, 470, 482, 5, 107, 0, 0, 471, 482, 5, 105, 0, 0, 472, 482, 5,
		106, 0, 0, 473, 482, 5, 108, 0, 0, 474, 482, 5, 115, 0, 0, 475, 482, 5,
		120, 0, 0, 476, 482, 5, 119, 0, 0, 477, 482, 5, 116, 0, 0, 478, 482, 5,
		117, 0, 0, 479, 482, 5, 118, 0, 0, 480, 482, 5, 121, 0, 0, 481, 469, 1,
		0, 0, 0, 481, 470, 1, 0, 0, 0, 481, 471, 1, 0, 0, 0, 481, 472, 1, 0, 0,
		0, 481, 473, 1, 0, 0, 0, 481, 474, 1, 0, 0, 0, 481, 475, 1, 0, 0, 0, 481,
		476, 1, 0, 0, 0, 481, 477, 1, 0, 0, 0, 481, 478, 1, 0, 0, 0, 481, 479,
		1, 0, 0, 0, 481, 480, 1, 0, 0, 0, 482, 57, 1, 0, 0, 0, 483, 487, 3, 62,
		31, 0, 484, 487, 3, 60, 30, 0, 485, 487, 5, 3, 0, 0, 486, 483, 1, 0, 0,
		0, 486, 484, 1, 0, 0, 0, 486, 485, 1, 0, 0, 0, 487, 59, 1, 0, 0, 0, 488,
		489, 7, 17, 0, 0, 489, 61, 1, 0, 0, 0, 490, 491, 7, 18, 0, 0, 491, 63,
		1, 0, 0, 0, 492, 493, 7, 19, 0, 0, 493, 65, 1, 0, 0, 0, 68, 67, 75, 82,
		87, 91, 94, 104, 119, 125, 128, 132, 140, 147, 153, 160, 167, 172, 183,
		192, 196, 199, 208, 218, 225, 233, 237, 244, 248, 253, 257, 268, 272, 274,
		278, 283, 285, 290, 292, 297, 301, 304, 310, 313, 334, 337, 341, 353, 356,
		362, 365, 368, 380, 386, 388, 394, 401, 407, 415, 419, 424, 429, 433, 438,
		448, 464, 467, 481, 486,
	}
	deserializer := antlr.NewATNDeserializer(nil)
	staticData.atn = deserializer.Deserialize(staticData.serializedATN)
	atn := staticData.atn
	staticData.decisionToDFA = make([]*antlr.DFA, len(atn.DecisionToState))
	decisionToDFA := staticData.decisionToDFA
	for index, state := range atn.DecisionToState {
		decisionToDFA[index] = antlr.NewDFA(state, index)
	}
}

// ELKParserInit initializes any static state used to implement ELKParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewELKParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func ELKParserInit() {
	staticData := &ELKParserStaticData
	staticData.once.Do(elkParserInit)
}

// NewELKParser produces a new parser instance for the optional input antlr.TokenStream.
func NewELKParser(input antlr.TokenStream) *ELKParser {
	ELKParserInit()
	this := new(ELKParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &ELKParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "ELK.g4"

	return this
}

// ELKParser tokens.
const (
	ELKParserEOF        = antlr.TokenEOF
	ELKParserWHENEVER   = 1
	ELKParserTHEN       = 2
	ELKParserAND        = 3
	ELKParserTHE        = 4
	ELKParserTIME       = 5
	ELKParserISARE      = 6
	ELKParserIS         = 7
	ELKParserARE        = 8
	ELKParserEVERY      = 9
	ELKParserBECOMES    = 10
	ELKParserNOT        = 11
	ELKParserSECURE     = 12
	ELKParserVIOLATED   = 13
	ELKParserBYPASSED   = 14
	ELKParserUNBYPASSED = 15
	ELKParserARM        = 16
	ELKParserSTATE      = 17
	ELKParserTURNED     = 18
	ELKParserON         = 19
	ELKParserOFF        = 20
	ELKParserACTIVATED  = 21
	ELKParserCHANGES    = 22
	ELKParserTO         = 23
	ELKParserKEY        = 24
	ELKParserANY        = 25
	ELKParserKEYPAD     = 26
	ELKParserPRESSED    = 27
	ELKParserSTAR       = 28
	ELKParserCHIME      = 29
	ELKParserTURNS      = 30
	ELKParserACTIVE     = 31
	ELKParserDETECTED   = 32
	ELKParserRECEIVED   = 33
	ELKParserRESTORED   = 34
	ELKParserBEGINS     = 35
	ELKParserEXPIRES    = 36
	ELKParserENDS       = 37
	ELKParserSTARTS     = 38
	ELKParserRESTORES   = 39
	ELKParserDAYS       = 40
	ELKParserDAY        = 41
	ELKParserOF         = 42
	ELKParserWEEK       = 43
	ELKParserLATER      = 44
	ELKParserEARLIER    = 45
	ELKParserTHAN       = 46
	ELKParserAFTER      = 47
	ELKParserBEFORE     = 48
	ELKParserIT         = 49
	ELKParserDARK       = 50
	ELKParserOUTSIDE    = 51
	ELKParserLESS       = 52
	ELKParserGREATER    = 53
	ELKParserOR         = 54
	ELKParserEQUAL      = 55
	ELKParserANALOG     = 56
	ELKParserVALUE      = 57
	ELKParserVOLTS      = 58
	ELKParserARMED      = 59
	ELKParserDISARMED   = 60
	ELKParserAWAY       = 61
	ELKParserSTAY       = 62
	ELKParserNIGHT      = 63
	ELKParserVACATION   = 64
	ELKParserINSTANT    = 65
	ELKParserMODE       = 66
	ELKParserTURN       = 67
	ELKParserFOR        = 68
	ELKParserRESTART    = 69
	ELKParserTIMER      = 70
	ELKParserIF         = 71
	ELKParserRUNNING    = 72
	ELKParserTOGGLE     = 73
	ELKParserSET        = 74
	ELKParserBRIGHT     = 75
	ELKParserFADE       = 76
	ELKParserRATE       = 77
	ELKParserADD        = 78
	ELKParserSUBTRACT   = 79
	ELKParserFROM       = 80
	ELKParserACTIVATE   = 81
	ELKParserDISARM     = 82
	ELKParserBYPASS     = 83
	ELKParserUNBYPASS   = 84
	ELKParserHEAT       = 85
	ELKParserCOOL       = 86
	ELKParserAUTO       = 87
	ELKParserEMERGENCY  = 88
	ELKParserSETPOINT   = 89
	ELKParserFAN        = 90
	ELKParserDEGREES    = 91
	ELKParserLOCK       = 92
	ELKParserUNLOCK     = 93
	ELKParserANNOUNCE   = 94
	ELKParserSEND       = 95
	ELKParserDIAL       = 96
	ELKParserDISPLAY    = 97
	ELKParserSUNRISE    = 98
	ELKParserSUNSET     = 99
	ELKParserSECS       = 100
	ELKParserMINS       = 101
	ELKParserHRS        = 102
	ELKParserRULE       = 103
	ELKParserFKEY       = 104
	ELKParserDAYMASK    = 105
	ELKParserCLOCKTIME  = 106
	ELKParserNUMBER     = 107
	ELKParserSTRING     = 108
	ELKParserWORD       = 109
	ELKParserLPAREN     = 110
	ELKParserRPAREN     = 111
	ELKParserLBRACK     = 112
	ELKParserRBRACK     = 113
	ELKParserCOMMA      = 114
	ELKParserDOT        = 115
	ELKParserCOLON      = 116
	ELKParserPERCENT    = 117
	ELKParserEQUALS     = 118
	ELKParserPLUS       = 119
	ELKParserMINUS      = 120
	ELKParserPUNCT      = 121
	ELKParserWS         = 122
	ELKParserERRCHAR    = 123
)

// ELKParser rules.
const (
	ELKParserRULE_elkRule      = 0
	ELKParserRULE_ruleNumber   = 1
	ELKParserRULE_trigger      = 2
	ELKParserRULE_objectEvent  = 3
	ELKParserRULE_keyName      = 4
	ELKParserRULE_keypad       = 5
	ELKParserRULE_eventPart    = 6
	ELKParserRULE_eventEnd     = 7
	ELKParserRULE_eventTail    = 8
	ELKParserRULE_freeText     = 9
	ELKParserRULE_qualifier    = 10
	ELKParserRULE_timeRel      = 11
	ELKParserRULE_objectState  = 12
	ELKParserRULE_armState     = 13
	ELKParserRULE_armMode      = 14
	ELKParserRULE_action       = 15
	ELKParserRULE_setWhat      = 16
	ELKParserRULE_fade         = 17
	ELKParserRULE_forClause    = 18
	ELKParserRULE_tstatMode    = 19
	ELKParserRULE_timeOfDay    = 20
	ELKParserRULE_sunTime      = 21
	ELKParserRULE_offset       = 22
	ELKParserRULE_duration     = 23
	ELKParserRULE_durationPart = 24
	ELKParserRULE_unit         = 25
	ELKParserRULE_object       = 26
	ELKParserRULE_objId        = 27
	ELKParserRULE_nameWord     = 28
	ELKParserRULE_anyWord      = 29
	ELKParserRULE_verbWord     = 30
	ELKParserRULE_plainWord    = 31
	ELKParserRULE_symbol       = 32
)

// IElkRuleContext is an interface to support dynamic dispatch.
type IElkRuleContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	WHENEVER() antlr.TerminalNode
	Trigger() ITriggerContext
	EOF() antlr.TerminalNode
	RuleNumber() IRuleNumberContext
	AllAND() []antlr.TerminalNode
	AND(i int) antlr.TerminalNode
	AllQualifier() []IQualifierContext
	Qualifier(i int) IQualifierContext
	AllTHEN() []antlr.TerminalNode
	THEN(i int) antlr.TerminalNode
	AllAction_() []IActionContext
	Action_(i int) IActionContext

	// IsElkRuleContext differentiates from other interfaces.
	IsElkRuleContext()
}

type ElkRuleContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyElkRuleContext() *ElkRuleContext {
	var p = new(ElkRuleContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_elkRule
	return p
}

func InitEmptyElkRuleContext(p *ElkRuleContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_elkRule
}

func (*ElkRuleContext) IsElkRuleContext() {}

func NewElkRuleContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ElkRuleContext {
	var p = new(ElkRuleContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_elkRule

	return p
}

func (s *ElkRuleContext) GetParser() antlr.Parser { return s.parser }

func (s *ElkRuleContext) WHENEVER() antlr.TerminalNode {
	return s.GetToken(ELKParserWHENEVER, 0)
}

func (s *ElkRuleContext) Trigger() ITriggerContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITriggerContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITriggerContext)
}

func (s *ElkRuleContext) EOF() antlr.TerminalNode {
	return s.GetToken(ELKParserEOF, 0)
}

func (s *ElkRuleContext) RuleNumber() IRuleNumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRuleNumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRuleNumberContext)
}

func (s *ElkRuleContext) AllAND() []antlr.TerminalNode {
	return s.GetTokens(ELKParserAND)
}

func (s *ElkRuleContext) AND(i int) antlr.TerminalNode {
	return s.GetToken(ELKParserAND, i)
}

func (s *ElkRuleContext) AllQualifier() []IQualifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IQualifierContext); ok {
			len++
		}
	}

	tst := make([]IQualifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IQualifierContext); ok {
			tst[i] = t.(IQualifierContext)
			i++
		}
	}

	return tst
}

func (s *ElkRuleContext) Qualifier(i int) IQualifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IQualifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IQualifierContext)
}

func (s *ElkRuleContext) AllTHEN() []antlr.TerminalNode {
	return s.GetTokens(ELKParserTHEN)
}

func (s *ElkRuleContext) THEN(i int) antlr.TerminalNode {
	return s.GetToken(ELKParserTHEN, i)
}

func (s *ElkRuleContext) AllAction_() []IActionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IActionContext); ok {
			len++
		}
	}

	tst := make([]IActionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IActionContext); ok {
			tst[i] = t.(IActionContext)
			i++
		}
	}

	return tst
}

func (s *ElkRuleContext) Action_(i int) IActionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IActionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IActionContext)
}

func (s *ElkRuleContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ElkRuleContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ElkRuleContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterElkRule(s)
	}
}

func (s *ElkRuleContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitElkRule(s)
	}
}

func (p *ELKParser) ElkRule() (localctx IElkRuleContext) {
	localctx = NewElkRuleContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, ELKParserRULE_elkRule)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(67)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == ELKParserRULE || _la == ELKParserNUMBER {
		{
			p.SetState(66)
			p.RuleNumber()
		}

	}
	{
		p.SetState(69)
		p.Match(ELKParserWHENEVER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(70)
		p.Trigger()
	}
	p.SetState(75)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == ELKParserAND {
		{
			p.SetState(71)
			p.Match(ELKParserAND)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(72)
			p.Qualifier()
		}

		p.SetState(77)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(80)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == ELKParserTHEN {
		{
			p.SetState(78)
			p.Match(ELKParserTHEN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(79)
			p.Action_()
		}

		p.SetState(82)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(84)
		p.Match(ELKParserEOF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IRuleNumberContext is an interface to support dynamic dispatch.
type IRuleNumberContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	NUMBER() antlr.TerminalNode
	RULE() antlr.TerminalNode
	DOT() antlr.TerminalNode
	COLON() antlr.TerminalNode
	RPAREN() antlr.TerminalNode

	// IsRuleNumberContext differentiates from other interfaces.
	IsRuleNumberContext()
}

type RuleNumberContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyRuleNumberContext() *RuleNumberContext {
	var p = new(RuleNumberContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_ruleNumber
	return p
}

func InitEmptyRuleNumberContext(p *RuleNumberContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_ruleNumber
}

func (*RuleNumberContext) IsRuleNumberContext() {}

func NewRuleNumberContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RuleNumberContext {
	var p = new(RuleNumberContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_ruleNumber

	return p
}

func (s *RuleNumberContext) GetParser() antlr.Parser { return s.parser }

func (s *RuleNumberContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *RuleNumberContext) RULE() antlr.TerminalNode {
	return s.GetToken(ELKParserRULE, 0)
}

func (s *RuleNumberContext) DOT() antlr.TerminalNode {
	return s.GetToken(ELKParserDOT, 0)
}

func (s *RuleNumberContext) COLON() antlr.TerminalNode {
	return s.GetToken(ELKParserCOLON, 0)
}

func (s *RuleNumberContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(ELKParserRPAREN, 0)
}

func (s *RuleNumberContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RuleNumberContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *RuleNumberContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterRuleNumber(s)
	}
}

func (s *RuleNumberContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitRuleNumber(s)
	}
}

func (p *ELKParser) RuleNumber() (localctx IRuleNumberContext) {
	localctx = NewRuleNumberContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, ELKParserRULE_ruleNumber)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(87)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == ELKParserRULE {
		{
			p.SetState(86)
			p.Match(ELKParserRULE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(89)
		p.Match(ELKParserNUMBER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(91)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-111)) & ^0x3f) == 0 && ((int64(1)<<(_la-111))&49) != 0 {
		{
			p.SetState(90)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-111)) & ^0x3f) == 0 && ((int64(1)<<(_la-111))&49) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// ITriggerContext is an interface to support dynamic dispatch.
type ITriggerContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTriggerContext differentiates from other interfaces.
	IsTriggerContext()
}

type TriggerContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTriggerContext() *TriggerContext {
	var p = new(TriggerContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_trigger
	return p
}

func InitEmptyTriggerContext(p *TriggerContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_trigger
}

func (*TriggerContext) IsTriggerContext() {}

func NewTriggerContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TriggerContext {
	var p = new(TriggerContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_trigger

	return p
}

func (s *TriggerContext) GetParser() antlr.Parser { return s.parser }

func (s *TriggerContext) CopyAll(ctx *TriggerContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TriggerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TriggerContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type TimeTriggerContext struct {
	TriggerContext
}

func NewTimeTriggerContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TimeTriggerContext {
	var p = new(TimeTriggerContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *TimeTriggerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeTriggerContext) TIME() antlr.TerminalNode {
	return s.GetToken(ELKParserTIME, 0)
}

func (s *TimeTriggerContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *TimeTriggerContext) TimeOfDay() ITimeOfDayContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeOfDayContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITimeOfDayContext)
}

func (s *TimeTriggerContext) THE() antlr.TerminalNode {
	return s.GetToken(ELKParserTHE, 0)
}

func (s *TimeTriggerContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterTimeTrigger(s)
	}
}

func (s *TimeTriggerContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitTimeTrigger(s)
	}
}

type SunTriggerContext struct {
	TriggerContext
}

func NewSunTriggerContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SunTriggerContext {
	var p = new(SunTriggerContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *SunTriggerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SunTriggerContext) SunTime() ISunTimeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISunTimeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISunTimeContext)
}

func (s *SunTriggerContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSunTrigger(s)
	}
}

func (s *SunTriggerContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSunTrigger(s)
	}
}

type EveryTriggerContext struct {
	TriggerContext
}

func NewEveryTriggerContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EveryTriggerContext {
	var p = new(EveryTriggerContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *EveryTriggerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EveryTriggerContext) EVERY() antlr.TerminalNode {
	return s.GetToken(ELKParserEVERY, 0)
}

func (s *EveryTriggerContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *EveryTriggerContext) Unit() IUnitContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IUnitContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IUnitContext)
}

func (s *EveryTriggerContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterEveryTrigger(s)
	}
}

func (s *EveryTriggerContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitEveryTrigger(s)
	}
}

type KeyTriggerContext struct {
	TriggerContext
}

func NewKeyTriggerContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *KeyTriggerContext {
	var p = new(KeyTriggerContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *KeyTriggerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *KeyTriggerContext) KeyName() IKeyNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IKeyNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IKeyNameContext)
}

func (s *KeyTriggerContext) KEY() antlr.TerminalNode {
	return s.GetToken(ELKParserKEY, 0)
}

func (s *KeyTriggerContext) ON() antlr.TerminalNode {
	return s.GetToken(ELKParserON, 0)
}

func (s *KeyTriggerContext) Keypad() IKeypadContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IKeypadContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IKeypadContext)
}

func (s *KeyTriggerContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *KeyTriggerContext) ACTIVATED() antlr.TerminalNode {
	return s.GetToken(ELKParserACTIVATED, 0)
}

func (s *KeyTriggerContext) PRESSED() antlr.TerminalNode {
	return s.GetToken(ELKParserPRESSED, 0)
}

func (s *KeyTriggerContext) THE() antlr.TerminalNode {
	return s.GetToken(ELKParserTHE, 0)
}

func (s *KeyTriggerContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterKeyTrigger(s)
	}
}

func (s *KeyTriggerContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitKeyTrigger(s)
	}
}

type ObjectTriggerContext struct {
	TriggerContext
}

func NewObjectTriggerContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ObjectTriggerContext {
	var p = new(ObjectTriggerContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *ObjectTriggerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ObjectTriggerContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *ObjectTriggerContext) ObjectEvent() IObjectEventContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectEventContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectEventContext)
}

func (s *ObjectTriggerContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterObjectTrigger(s)
	}
}

func (s *ObjectTriggerContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitObjectTrigger(s)
	}
}

type AlarmTriggerContext struct {
	TriggerContext
}

func NewAlarmTriggerContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AlarmTriggerContext {
	var p = new(AlarmTriggerContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *AlarmTriggerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AlarmTriggerContext) EventEnd() IEventEndContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IEventEndContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IEventEndContext)
}

func (s *AlarmTriggerContext) AllEventPart() []IEventPartContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IEventPartContext); ok {
			len++
		}
	}

	tst := make([]IEventPartContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IEventPartContext); ok {
			tst[i] = t.(IEventPartContext)
			i++
		}
	}

	return tst
}

func (s *AlarmTriggerContext) EventPart(i int) IEventPartContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IEventPartContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IEventPartContext)
}

func (s *AlarmTriggerContext) AllEventTail() []IEventTailContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IEventTailContext); ok {
			len++
		}
	}

	tst := make([]IEventTailContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IEventTailContext); ok {
			tst[i] = t.(IEventTailContext)
			i++
		}
	}

	return tst
}

func (s *AlarmTriggerContext) EventTail(i int) IEventTailContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IEventTailContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IEventTailContext)
}

func (s *AlarmTriggerContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterAlarmTrigger(s)
	}
}

func (s *AlarmTriggerContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitAlarmTrigger(s)
	}
}

func (p *ELKParser) Trigger() (localctx ITriggerContext) {
	localctx = NewTriggerContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, ELKParserRULE_trigger)
	var _la int

	p.SetState(128)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 9, p.GetParserRuleContext()) {
	case 1:
		localctx = NewTimeTriggerContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		p.SetState(94)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserTHE {
			{
				p.SetState(93)
				p.Match(ELKParserTHE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(96)
			p.Match(ELKParserTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(97)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(98)
			p.TimeOfDay()
		}

	case 2:
		localctx = NewSunTriggerContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(99)
			p.SunTime()
		}

	case 3:
		localctx = NewEveryTriggerContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(100)
			p.Match(ELKParserEVERY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(101)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(102)
			p.Unit()
		}

	case 4:
		localctx = NewKeyTriggerContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		p.SetState(104)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserTHE {
			{
				p.SetState(103)
				p.Match(ELKParserTHE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(106)
			p.KeyName()
		}
		{
			p.SetState(107)
			p.Match(ELKParserKEY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(108)
			p.Match(ELKParserON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(109)
			p.Keypad()
		}
		{
			p.SetState(110)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(111)
			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserACTIVATED || _la == ELKParserPRESSED) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 5:
		localctx = NewObjectTriggerContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(113)
			p.Object()
		}
		{
			p.SetState(114)
			p.ObjectEvent()
		}

	case 6:
		localctx = NewAlarmTriggerContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		p.SetState(117)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-1066246801072) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&287526688709935103) != 0) {
			{
				p.SetState(116)
				p.EventPart()
			}

			p.SetState(119)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(121)
			p.EventEnd()
		}
		p.SetState(125)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-16) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&288230376151711743) != 0) {
			{
				p.SetState(122)
				p.EventTail()
			}

			p.SetState(127)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IObjectEventContext is an interface to support dynamic dispatch.
type IObjectEventContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsObjectEventContext differentiates from other interfaces.
	IsObjectEventContext()
}

type ObjectEventContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyObjectEventContext() *ObjectEventContext {
	var p = new(ObjectEventContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_objectEvent
	return p
}

func InitEmptyObjectEventContext(p *ObjectEventContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_objectEvent
}

func (*ObjectEventContext) IsObjectEventContext() {}

func NewObjectEventContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ObjectEventContext {
	var p = new(ObjectEventContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_objectEvent

	return p
}

func (s *ObjectEventContext) GetParser() antlr.Parser { return s.parser }

func (s *ObjectEventContext) CopyAll(ctx *ObjectEventContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ObjectEventContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ObjectEventContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type SecureEventContext struct {
	ObjectEventContext
	not antlr.Token
}

func NewSecureEventContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SecureEventContext {
	var p = new(SecureEventContext)

	InitEmptyObjectEventContext(&p.ObjectEventContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectEventContext))

	return p
}

func (s *SecureEventContext) GetNot() antlr.Token { return s.not }

func (s *SecureEventContext) SetNot(v antlr.Token) { s.not = v }

func (s *SecureEventContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SecureEventContext) BECOMES() antlr.TerminalNode {
	return s.GetToken(ELKParserBECOMES, 0)
}

func (s *SecureEventContext) SECURE() antlr.TerminalNode {
	return s.GetToken(ELKParserSECURE, 0)
}

func (s *SecureEventContext) NOT() antlr.TerminalNode {
	return s.GetToken(ELKParserNOT, 0)
}

func (s *SecureEventContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSecureEvent(s)
	}
}

func (s *SecureEventContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSecureEvent(s)
	}
}

type ViolatedEventContext struct {
	ObjectEventContext
}

func NewViolatedEventContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ViolatedEventContext {
	var p = new(ViolatedEventContext)

	InitEmptyObjectEventContext(&p.ObjectEventContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectEventContext))

	return p
}

func (s *ViolatedEventContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ViolatedEventContext) BECOMES() antlr.TerminalNode {
	return s.GetToken(ELKParserBECOMES, 0)
}

func (s *ViolatedEventContext) VIOLATED() antlr.TerminalNode {
	return s.GetToken(ELKParserVIOLATED, 0)
}

func (s *ViolatedEventContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterViolatedEvent(s)
	}
}

func (s *ViolatedEventContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitViolatedEvent(s)
	}
}

type BypassEventContext struct {
	ObjectEventContext
	un antlr.Token
}

func NewBypassEventContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BypassEventContext {
	var p = new(BypassEventContext)

	InitEmptyObjectEventContext(&p.ObjectEventContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectEventContext))

	return p
}

func (s *BypassEventContext) GetUn() antlr.Token { return s.un }

func (s *BypassEventContext) SetUn(v antlr.Token) { s.un = v }

func (s *BypassEventContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BypassEventContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *BypassEventContext) BECOMES() antlr.TerminalNode {
	return s.GetToken(ELKParserBECOMES, 0)
}

func (s *BypassEventContext) BYPASSED() antlr.TerminalNode {
	return s.GetToken(ELKParserBYPASSED, 0)
}

func (s *BypassEventContext) UNBYPASSED() antlr.TerminalNode {
	return s.GetToken(ELKParserUNBYPASSED, 0)
}

func (s *BypassEventContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterBypassEvent(s)
	}
}

func (s *BypassEventContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitBypassEvent(s)
	}
}

type ArmEventContext struct {
	ObjectEventContext
}

func NewArmEventContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ArmEventContext {
	var p = new(ArmEventContext)

	InitEmptyObjectEventContext(&p.ObjectEventContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectEventContext))

	return p
}

func (s *ArmEventContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArmEventContext) ARM() antlr.TerminalNode {
	return s.GetToken(ELKParserARM, 0)
}

func (s *ArmEventContext) STATE() antlr.TerminalNode {
	return s.GetToken(ELKParserSTATE, 0)
}

func (s *ArmEventContext) BECOMES() antlr.TerminalNode {
	return s.GetToken(ELKParserBECOMES, 0)
}

func (s *ArmEventContext) ArmState() IArmStateContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArmStateContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArmStateContext)
}

func (s *ArmEventContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterArmEvent(s)
	}
}

func (s *ArmEventContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitArmEvent(s)
	}
}

type TurnedEventContext struct {
	ObjectEventContext
	on antlr.Token
}

func NewTurnedEventContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TurnedEventContext {
	var p = new(TurnedEventContext)

	InitEmptyObjectEventContext(&p.ObjectEventContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectEventContext))

	return p
}

func (s *TurnedEventContext) GetOn() antlr.Token { return s.on }

func (s *TurnedEventContext) SetOn(v antlr.Token) { s.on = v }

func (s *TurnedEventContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TurnedEventContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *TurnedEventContext) TURNED() antlr.TerminalNode {
	return s.GetToken(ELKParserTURNED, 0)
}

func (s *TurnedEventContext) OFF() antlr.TerminalNode {
	return s.GetToken(ELKParserOFF, 0)
}

func (s *TurnedEventContext) STATE() antlr.TerminalNode {
	return s.GetToken(ELKParserSTATE, 0)
}

func (s *TurnedEventContext) ON() antlr.TerminalNode {
	return s.GetToken(ELKParserON, 0)
}

func (s *TurnedEventContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterTurnedEvent(s)
	}
}

func (s *TurnedEventContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitTurnedEvent(s)
	}
}

type ActivatedEventContext struct {
	ObjectEventContext
}

func NewActivatedEventContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ActivatedEventContext {
	var p = new(ActivatedEventContext)

	InitEmptyObjectEventContext(&p.ObjectEventContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectEventContext))

	return p
}

func (s *ActivatedEventContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ActivatedEventContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *ActivatedEventContext) ACTIVATED() antlr.TerminalNode {
	return s.GetToken(ELKParserACTIVATED, 0)
}

func (s *ActivatedEventContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterActivatedEvent(s)
	}
}

func (s *ActivatedEventContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitActivatedEvent(s)
	}
}

type ChangesEventContext struct {
	ObjectEventContext
}

func NewChangesEventContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ChangesEventContext {
	var p = new(ChangesEventContext)

	InitEmptyObjectEventContext(&p.ObjectEventContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectEventContext))

	return p
}

func (s *ChangesEventContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ChangesEventContext) CHANGES() antlr.TerminalNode {
	return s.GetToken(ELKParserCHANGES, 0)
}

func (s *ChangesEventContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *ChangesEventContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *ChangesEventContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterChangesEvent(s)
	}
}

func (s *ChangesEventContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitChangesEvent(s)
	}
}

func (p *ELKParser) ObjectEvent() (localctx IObjectEventContext) {
	localctx = NewObjectEventContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, ELKParserRULE_objectEvent)
	var _la int

	p.SetState(160)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 14, p.GetParserRuleContext()) {
	case 1:
		localctx = NewSecureEventContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(130)
			p.Match(ELKParserBECOMES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(132)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserNOT {
			{
				p.SetState(131)

				var _m = p.Match(ELKParserNOT)

				localctx.(*SecureEventContext).not = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(134)
			p.Match(ELKParserSECURE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewViolatedEventContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(135)
			p.Match(ELKParserBECOMES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(136)
			p.Match(ELKParserVIOLATED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewBypassEventContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(137)
			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserIS || _la == ELKParserBECOMES) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(140)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case ELKParserBYPASSED:
			{
				p.SetState(138)
				p.Match(ELKParserBYPASSED)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		case ELKParserUNBYPASSED:
			{
				p.SetState(139)

				var _m = p.Match(ELKParserUNBYPASSED)

				localctx.(*BypassEventContext).un = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 4:
		localctx = NewArmEventContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(142)
			p.Match(ELKParserARM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(143)
			p.Match(ELKParserSTATE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(144)
			p.Match(ELKParserBECOMES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(145)
			p.ArmState()
		}

	case 5:
		localctx = NewTurnedEventContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		p.SetState(147)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserSTATE {
			{
				p.SetState(146)
				p.Match(ELKParserSTATE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(149)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(150)
			p.Match(ELKParserTURNED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(153)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case ELKParserON:
			{
				p.SetState(151)

				var _m = p.Match(ELKParserON)

				localctx.(*TurnedEventContext).on = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		case ELKParserOFF:
			{
				p.SetState(152)
				p.Match(ELKParserOFF)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 6:
		localctx = NewActivatedEventContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(155)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(156)
			p.Match(ELKParserACTIVATED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewChangesEventContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(157)
			p.Match(ELKParserCHANGES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(158)
			p.Match(ELKParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(159)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IKeyNameContext is an interface to support dynamic dispatch.
type IKeyNameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	FKEY() antlr.TerminalNode
	STAR() antlr.TerminalNode
	CHIME() antlr.TerminalNode

	// IsKeyNameContext differentiates from other interfaces.
	IsKeyNameContext()
}

type KeyNameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyKeyNameContext() *KeyNameContext {
	var p = new(KeyNameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_keyName
	return p
}

func InitEmptyKeyNameContext(p *KeyNameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_keyName
}

func (*KeyNameContext) IsKeyNameContext() {}

func NewKeyNameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *KeyNameContext {
	var p = new(KeyNameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_keyName

	return p
}

func (s *KeyNameContext) GetParser() antlr.Parser { return s.parser }

func (s *KeyNameContext) FKEY() antlr.TerminalNode {
	return s.GetToken(ELKParserFKEY, 0)
}

func (s *KeyNameContext) STAR() antlr.TerminalNode {
	return s.GetToken(ELKParserSTAR, 0)
}

func (s *KeyNameContext) CHIME() antlr.TerminalNode {
	return s.GetToken(ELKParserCHIME, 0)
}

func (s *KeyNameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *KeyNameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *KeyNameContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterKeyName(s)
	}
}

func (s *KeyNameContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitKeyName(s)
	}
}

func (p *ELKParser) KeyName() (localctx IKeyNameContext) {
	localctx = NewKeyNameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, ELKParserRULE_keyName)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(162)
		_la = p.GetTokenStream().LA(1)

		if !(_la == ELKParserSTAR || _la == ELKParserCHIME || _la == ELKParserFKEY) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IKeypadContext is an interface to support dynamic dispatch.
type IKeypadContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsKeypadContext differentiates from other interfaces.
	IsKeypadContext()
}

type KeypadContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyKeypadContext() *KeypadContext {
	var p = new(KeypadContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_keypad
	return p
}

func InitEmptyKeypadContext(p *KeypadContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_keypad
}

func (*KeypadContext) IsKeypadContext() {}

func NewKeypadContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *KeypadContext {
	var p = new(KeypadContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_keypad

	return p
}

func (s *KeypadContext) GetParser() antlr.Parser { return s.parser }

func (s *KeypadContext) CopyAll(ctx *KeypadContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *KeypadContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *KeypadContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type AnyKeypadContext struct {
	KeypadContext
}

func NewAnyKeypadContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AnyKeypadContext {
	var p = new(AnyKeypadContext)

	InitEmptyKeypadContext(&p.KeypadContext)
	p.parser = parser
	p.CopyAll(ctx.(*KeypadContext))

	return p
}

func (s *AnyKeypadContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AnyKeypadContext) ANY() antlr.TerminalNode {
	return s.GetToken(ELKParserANY, 0)
}

func (s *AnyKeypadContext) KEYPAD() antlr.TerminalNode {
	return s.GetToken(ELKParserKEYPAD, 0)
}

func (s *AnyKeypadContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterAnyKeypad(s)
	}
}

func (s *AnyKeypadContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitAnyKeypad(s)
	}
}

type OneKeypadContext struct {
	KeypadContext
}

func NewOneKeypadContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OneKeypadContext {
	var p = new(OneKeypadContext)

	InitEmptyKeypadContext(&p.KeypadContext)
	p.parser = parser
	p.CopyAll(ctx.(*KeypadContext))

	return p
}

func (s *OneKeypadContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OneKeypadContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *OneKeypadContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterOneKeypad(s)
	}
}

func (s *OneKeypadContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitOneKeypad(s)
	}
}

func (p *ELKParser) Keypad() (localctx IKeypadContext) {
	localctx = NewKeypadContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, ELKParserRULE_keypad)
	p.SetState(167)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) {
	case 1:
		localctx = NewAnyKeypadContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(164)
			p.Match(ELKParserANY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(165)
			p.Match(ELKParserKEYPAD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewOneKeypadContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(166)
			p.Object()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IEventPartContext is an interface to support dynamic dispatch.
type IEventPartContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ObjId() IObjIdContext
	PlainWord() IPlainWordContext
	Symbol() ISymbolContext

	// IsEventPartContext differentiates from other interfaces.
	IsEventPartContext()
}

type EventPartContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyEventPartContext() *EventPartContext {
	var p = new(EventPartContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_eventPart
	return p
}

func InitEmptyEventPartContext(p *EventPartContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_eventPart
}

func (*EventPartContext) IsEventPartContext() {}

func NewEventPartContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *EventPartContext {
	var p = new(EventPartContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_eventPart

	return p
}

func (s *EventPartContext) GetParser() antlr.Parser { return s.parser }

func (s *EventPartContext) ObjId() IObjIdContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjIdContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjIdContext)
}

func (s *EventPartContext) PlainWord() IPlainWordContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPlainWordContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPlainWordContext)
}

func (s *EventPartContext) Symbol() ISymbolContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISymbolContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISymbolContext)
}

func (s *EventPartContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EventPartContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *EventPartContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterEventPart(s)
	}
}

func (s *EventPartContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitEventPart(s)
	}
}

func (p *ELKParser) EventPart() (localctx IEventPartContext) {
	localctx = NewEventPartContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, ELKParserRULE_eventPart)
	p.SetState(172)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserLPAREN, ELKParserLBRACK:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(169)
			p.ObjId()
		}

	case ELKParserTHE, ELKParserISARE, ELKParserARE, ELKParserNOT, ELKParserSECURE, ELKParserVIOLATED, ELKParserBYPASSED, ELKParserUNBYPASSED, ELKParserTURNED, ELKParserON, ELKParserOFF, ELKParserACTIVATED, ELKParserTO, ELKParserANY, ELKParserKEYPAD, ELKParserPRESSED, ELKParserSTAR, ELKParserCHIME, ELKParserACTIVE, ELKParserDETECTED, ELKParserRECEIVED, ELKParserRESTORED, ELKParserDAYS, ELKParserDAY, ELKParserOF, ELKParserWEEK, ELKParserLATER, ELKParserEARLIER, ELKParserTHAN, ELKParserAFTER, ELKParserBEFORE, ELKParserIT, ELKParserDARK, ELKParserOUTSIDE, ELKParserLESS, ELKParserGREATER, ELKParserOR, ELKParserEQUAL, ELKParserANALOG, ELKParserVALUE, ELKParserVOLTS, ELKParserARMED, ELKParserDISARMED, ELKParserAWAY, ELKParserSTAY, ELKParserNIGHT, ELKParserVACATION, ELKParserINSTANT, ELKParserMODE, ELKParserTURN, ELKParserFOR, ELKParserRESTART, ELKParserTIMER, ELKParserIF, ELKParserRUNNING, ELKParserTOGGLE, ELKParserSET, ELKParserBRIGHT, ELKParserFADE, ELKParserRATE, ELKParserADD, ELKParserSUBTRACT, ELKParserFROM, ELKParserACTIVATE, ELKParserDISARM, ELKParserBYPASS, ELKParserUNBYPASS, ELKParserHEAT, ELKParserCOOL, ELKParserAUTO, ELKParserEMERGENCY, ELKParserSETPOINT, ELKParserFAN, ELKParserDEGREES, ELKParserLOCK, ELKParserUNLOCK, ELKParserANNOUNCE, ELKParserSEND, ELKParserDIAL, ELKParserDISPLAY, ELKParserSUNRISE, ELKParserSUNSET, ELKParserSECS, ELKParserMINS, ELKParserHRS, ELKParserRULE, ELKParserWORD:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(170)
			p.PlainWord()
		}

	case ELKParserFKEY, ELKParserDAYMASK, ELKParserCLOCKTIME, ELKParserNUMBER, ELKParserSTRING, ELKParserCOMMA, ELKParserDOT, ELKParserCOLON, ELKParserPERCENT, ELKParserEQUALS, ELKParserPLUS, ELKParserMINUS, ELKParserPUNCT:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(171)
			p.Symbol()
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IEventEndContext is an interface to support dynamic dispatch.
type IEventEndContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	TURNS() antlr.TerminalNode
	ON() antlr.TerminalNode
	OFF() antlr.TerminalNode
	IS() antlr.TerminalNode
	ACTIVE() antlr.TerminalNode
	DETECTED() antlr.TerminalNode
	RECEIVED() antlr.TerminalNode
	RESTORED() antlr.TerminalNode
	BEGINS() antlr.TerminalNode
	EXPIRES() antlr.TerminalNode
	ENDS() antlr.TerminalNode
	STARTS() antlr.TerminalNode
	RESTORES() antlr.TerminalNode

	// IsEventEndContext differentiates from other interfaces.
	IsEventEndContext()
}

type EventEndContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyEventEndContext() *EventEndContext {
	var p = new(EventEndContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_eventEnd
	return p
}

func InitEmptyEventEndContext(p *EventEndContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_eventEnd
}

func (*EventEndContext) IsEventEndContext() {}

func NewEventEndContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *EventEndContext {
	var p = new(EventEndContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_eventEnd

	return p
}

func (s *EventEndContext) GetParser() antlr.Parser { return s.parser }

func (s *EventEndContext) TURNS() antlr.TerminalNode {
	return s.GetToken(ELKParserTURNS, 0)
}

func (s *EventEndContext) ON() antlr.TerminalNode {
	return s.GetToken(ELKParserON, 0)
}

func (s *EventEndContext) OFF() antlr.TerminalNode {
	return s.GetToken(ELKParserOFF, 0)
}

func (s *EventEndContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *EventEndContext) ACTIVE() antlr.TerminalNode {
	return s.GetToken(ELKParserACTIVE, 0)
}

func (s *EventEndContext) DETECTED() antlr.TerminalNode {
	return s.GetToken(ELKParserDETECTED, 0)
}

func (s *EventEndContext) RECEIVED() antlr.TerminalNode {
	return s.GetToken(ELKParserRECEIVED, 0)
}

func (s *EventEndContext) RESTORED() antlr.TerminalNode {
	return s.GetToken(ELKParserRESTORED, 0)
}

func (s *EventEndContext) BEGINS() antlr.TerminalNode {
	return s.GetToken(ELKParserBEGINS, 0)
}

func (s *EventEndContext) EXPIRES() antlr.TerminalNode {
	return s.GetToken(ELKParserEXPIRES, 0)
}

func (s *EventEndContext) ENDS() antlr.TerminalNode {
	return s.GetToken(ELKParserENDS, 0)
}

func (s *EventEndContext) STARTS() antlr.TerminalNode {
	return s.GetToken(ELKParserSTARTS, 0)
}

func (s *EventEndContext) RESTORES() antlr.TerminalNode {
	return s.GetToken(ELKParserRESTORES, 0)
}

func (s *EventEndContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EventEndContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *EventEndContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterEventEnd(s)
	}
}

func (s *EventEndContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitEventEnd(s)
	}
}

func (p *ELKParser) EventEnd() (localctx IEventEndContext) {
	localctx = NewEventEndContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, ELKParserRULE_eventEnd)
	var _la int

	p.SetState(183)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserTURNS:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(174)
			p.Match(ELKParserTURNS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(175)
			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserON || _la == ELKParserOFF) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case ELKParserIS:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(176)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(177)
			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&32212254720) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case ELKParserBEGINS:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(178)
			p.Match(ELKParserBEGINS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserEXPIRES:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(179)
			p.Match(ELKParserEXPIRES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserENDS:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(180)
			p.Match(ELKParserENDS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserSTARTS:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(181)
			p.Match(ELKParserSTARTS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserRESTORES:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(182)
			p.Match(ELKParserRESTORES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IEventTailContext is an interface to support dynamic dispatch.
type IEventTailContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	PlainWord() IPlainWordContext
	VerbWord() IVerbWordContext
	Symbol() ISymbolContext
	LPAREN() antlr.TerminalNode
	RPAREN() antlr.TerminalNode
	LBRACK() antlr.TerminalNode
	RBRACK() antlr.TerminalNode

	// IsEventTailContext differentiates from other interfaces.
	IsEventTailContext()
}

type EventTailContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyEventTailContext() *EventTailContext {
	var p = new(EventTailContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_eventTail
	return p
}

func InitEmptyEventTailContext(p *EventTailContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_eventTail
}

func (*EventTailContext) IsEventTailContext() {}

func NewEventTailContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *EventTailContext {
	var p = new(EventTailContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_eventTail

	return p
}

func (s *EventTailContext) GetParser() antlr.Parser { return s.parser }

func (s *EventTailContext) PlainWord() IPlainWordContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPlainWordContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPlainWordContext)
}

func (s *EventTailContext) VerbWord() IVerbWordContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IVerbWordContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IVerbWordContext)
}

func (s *EventTailContext) Symbol() ISymbolContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISymbolContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISymbolContext)
}

func (s *EventTailContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(ELKParserLPAREN, 0)
}

func (s *EventTailContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(ELKParserRPAREN, 0)
}

func (s *EventTailContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(ELKParserLBRACK, 0)
}

func (s *EventTailContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(ELKParserRBRACK, 0)
}

func (s *EventTailContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EventTailContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *EventTailContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterEventTail(s)
	}
}

func (s *EventTailContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitEventTail(s)
	}
}

func (p *ELKParser) EventTail() (localctx IEventTailContext) {
	localctx = NewEventTailContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, ELKParserRULE_eventTail)
	p.SetState(192)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserTHE, ELKParserISARE, ELKParserARE, ELKParserNOT, ELKParserSECURE, ELKParserVIOLATED, ELKParserBYPASSED, ELKParserUNBYPASSED, ELKParserTURNED, ELKParserON, ELKParserOFF, ELKParserACTIVATED, ELKParserTO, ELKParserANY, ELKParserKEYPAD, ELKParserPRESSED, ELKParserSTAR, ELKParserCHIME, ELKParserACTIVE, ELKParserDETECTED, ELKParserRECEIVED, ELKParserRESTORED, ELKParserDAYS, ELKParserDAY, ELKParserOF, ELKParserWEEK, ELKParserLATER, ELKParserEARLIER, ELKParserTHAN, ELKParserAFTER, ELKParserBEFORE, ELKParserIT, ELKParserDARK, ELKParserOUTSIDE, ELKParserLESS, ELKParserGREATER, ELKParserOR, ELKParserEQUAL, ELKParserANALOG, ELKParserVALUE, ELKParserVOLTS, ELKParserARMED, ELKParserDISARMED, ELKParserAWAY, ELKParserSTAY, ELKParserNIGHT, ELKParserVACATION, ELKParserINSTANT, ELKParserMODE, ELKParserTURN, ELKParserFOR, ELKParserRESTART, ELKParserTIMER, ELKParserIF, ELKParserRUNNING, ELKParserTOGGLE, ELKParserSET, ELKParserBRIGHT, ELKParserFADE, ELKParserRATE, ELKParserADD, ELKParserSUBTRACT, ELKParserFROM, ELKParserACTIVATE, ELKParserDISARM, ELKParserBYPASS, ELKParserUNBYPASS, ELKParserHEAT, ELKParserCOOL, ELKParserAUTO, ELKParserEMERGENCY, ELKParserSETPOINT, ELKParserFAN, ELKParserDEGREES, ELKParserLOCK, ELKParserUNLOCK, ELKParserANNOUNCE, ELKParserSEND, ELKParserDIAL, ELKParserDISPLAY, ELKParserSUNRISE, ELKParserSUNSET, ELKParserSECS, ELKParserMINS, ELKParserHRS, ELKParserRULE, ELKParserWORD:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(185)
			p.PlainWord()
		}

	case ELKParserTIME, ELKParserIS, ELKParserEVERY, ELKParserBECOMES, ELKParserARM, ELKParserSTATE, ELKParserCHANGES, ELKParserKEY, ELKParserTURNS, ELKParserBEGINS, ELKParserEXPIRES, ELKParserENDS, ELKParserSTARTS, ELKParserRESTORES:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(186)
			p.VerbWord()
		}

	case ELKParserFKEY, ELKParserDAYMASK, ELKParserCLOCKTIME, ELKParserNUMBER, ELKParserSTRING, ELKParserCOMMA, ELKParserDOT, ELKParserCOLON, ELKParserPERCENT, ELKParserEQUALS, ELKParserPLUS, ELKParserMINUS, ELKParserPUNCT:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(187)
			p.Symbol()
		}

	case ELKParserLPAREN:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(188)
			p.Match(ELKParserLPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserRPAREN:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(189)
			p.Match(ELKParserRPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserLBRACK:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(190)
			p.Match(ELKParserLBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserRBRACK:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(191)
			p.Match(ELKParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IFreeTextContext is an interface to support dynamic dispatch.
type IFreeTextContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EventTail() IEventTailContext
	AND() antlr.TerminalNode

	// IsFreeTextContext differentiates from other interfaces.
	IsFreeTextContext()
}

type FreeTextContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyFreeTextContext() *FreeTextContext {
	var p = new(FreeTextContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_freeText
	return p
}

func InitEmptyFreeTextContext(p *FreeTextContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_freeText
}

func (*FreeTextContext) IsFreeTextContext() {}

func NewFreeTextContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FreeTextContext {
	var p = new(FreeTextContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_freeText

	return p
}

func (s *FreeTextContext) GetParser() antlr.Parser { return s.parser }

func (s *FreeTextContext) EventTail() IEventTailContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IEventTailContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IEventTailContext)
}

func (s *FreeTextContext) AND() antlr.TerminalNode {
	return s.GetToken(ELKParserAND, 0)
}

func (s *FreeTextContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FreeTextContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *FreeTextContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterFreeText(s)
	}
}

func (s *FreeTextContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitFreeText(s)
	}
}

func (p *ELKParser) FreeText() (localctx IFreeTextContext) {
	localctx = NewFreeTextContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, ELKParserRULE_freeText)
	p.SetState(196)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserTHE, ELKParserTIME, ELKParserISARE, ELKParserIS, ELKParserARE, ELKParserEVERY, ELKParserBECOMES, ELKParserNOT, ELKParserSECURE, ELKParserVIOLATED, ELKParserBYPASSED, ELKParserUNBYPASSED, ELKParserARM, ELKParserSTATE, ELKParserTURNED, ELKParserON, ELKParserOFF, ELKParserACTIVATED, ELKParserCHANGES, ELKParserTO, ELKParserKEY, ELKParserANY, ELKParserKEYPAD, ELKParserPRESSED, ELKParserSTAR, ELKParserCHIME, ELKParserTURNS, ELKParserACTIVE, ELKParserDETECTED, ELKParserRECEIVED, ELKParserRESTORED, ELKParserBEGINS, ELKParserEXPIRES, ELKParserENDS, ELKParserSTARTS, ELKParserRESTORES, ELKParserDAYS, ELKParserDAY, ELKParserOF, ELKParserWEEK, ELKParserLATER, ELKParserEARLIER, ELKParserTHAN, ELKParserAFTER, ELKParserBEFORE, ELKParserIT, ELKParserDARK, ELKParserOUTSIDE, ELKParserLESS, ELKParserGREATER, ELKParserOR, ELKParserEQUAL, ELKParserANALOG, ELKParserVALUE, ELKParserVOLTS, ELKParserARMED, ELKParserDISARMED, ELKParserAWAY, ELKParserSTAY, ELKParserNIGHT, ELKParserVACATION, ELKParserINSTANT, ELKParserMODE, ELKParserTURN, ELKParserFOR, ELKParserRESTART, ELKParserTIMER, ELKParserIF, ELKParserRUNNING, ELKParserTOGGLE, ELKParserSET, ELKParserBRIGHT, ELKParserFADE, ELKParserRATE, ELKParserADD, ELKParserSUBTRACT, ELKParserFROM, ELKParserACTIVATE, ELKParserDISARM, ELKParserBYPASS, ELKParserUNBYPASS, ELKParserHEAT, ELKParserCOOL, ELKParserAUTO, ELKParserEMERGENCY, ELKParserSETPOINT, ELKParserFAN, ELKParserDEGREES, ELKParserLOCK, ELKParserUNLOCK, ELKParserANNOUNCE, ELKParserSEND, ELKParserDIAL, ELKParserDISPLAY, ELKParserSUNRISE, ELKParserSUNSET, ELKParserSECS, ELKParserMINS, ELKParserHRS, ELKParserRULE, ELKParserFKEY, ELKParserDAYMASK, ELKParserCLOCKTIME, ELKParserNUMBER, ELKParserSTRING, ELKParserWORD, ELKParserLPAREN, ELKParserRPAREN, ELKParserLBRACK, ELKParserRBRACK, ELKParserCOMMA, ELKParserDOT, ELKParserCOLON, ELKParserPERCENT, ELKParserEQUALS, ELKParserPLUS, ELKParserMINUS, ELKParserPUNCT:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(194)
			p.EventTail()
		}

	case ELKParserAND:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(195)
			p.Match(ELKParserAND)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IQualifierContext is an interface to support dynamic dispatch.
type IQualifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsQualifierContext differentiates from other interfaces.
	IsQualifierContext()
}

type QualifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyQualifierContext() *QualifierContext {
	var p = new(QualifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_qualifier
	return p
}

func InitEmptyQualifierContext(p *QualifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_qualifier
}

func (*QualifierContext) IsQualifierContext() {}

func NewQualifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *QualifierContext {
	var p = new(QualifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_qualifier

	return p
}

func (s *QualifierContext) GetParser() antlr.Parser { return s.parser }

func (s *QualifierContext) CopyAll(ctx *QualifierContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *QualifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *QualifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type DaysQualContext struct {
	QualifierContext
}

func NewDaysQualContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DaysQualContext {
	var p = new(DaysQualContext)

	InitEmptyQualifierContext(&p.QualifierContext)
	p.parser = parser
	p.CopyAll(ctx.(*QualifierContext))

	return p
}

func (s *DaysQualContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DaysQualContext) OF() antlr.TerminalNode {
	return s.GetToken(ELKParserOF, 0)
}

func (s *DaysQualContext) AllTHE() []antlr.TerminalNode {
	return s.GetTokens(ELKParserTHE)
}

func (s *DaysQualContext) THE(i int) antlr.TerminalNode {
	return s.GetToken(ELKParserTHE, i)
}

func (s *DaysQualContext) WEEK() antlr.TerminalNode {
	return s.GetToken(ELKParserWEEK, 0)
}

func (s *DaysQualContext) DAYMASK() antlr.TerminalNode {
	return s.GetToken(ELKParserDAYMASK, 0)
}

func (s *DaysQualContext) DAY() antlr.TerminalNode {
	return s.GetToken(ELKParserDAY, 0)
}

func (s *DaysQualContext) DAYS() antlr.TerminalNode {
	return s.GetToken(ELKParserDAYS, 0)
}

func (s *DaysQualContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *DaysQualContext) ARE() antlr.TerminalNode {
	return s.GetToken(ELKParserARE, 0)
}

func (s *DaysQualContext) ISARE() antlr.TerminalNode {
	return s.GetToken(ELKParserISARE, 0)
}

func (s *DaysQualContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterDaysQual(s)
	}
}

func (s *DaysQualContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitDaysQual(s)
	}
}

type TimeQualContext struct {
	QualifierContext
}

func NewTimeQualContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TimeQualContext {
	var p = new(TimeQualContext)

	InitEmptyQualifierContext(&p.QualifierContext)
	p.parser = parser
	p.CopyAll(ctx.(*QualifierContext))

	return p
}

func (s *TimeQualContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeQualContext) TIME() antlr.TerminalNode {
	return s.GetToken(ELKParserTIME, 0)
}

func (s *TimeQualContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *TimeQualContext) TimeRel() ITimeRelContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeRelContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITimeRelContext)
}

func (s *TimeQualContext) TimeOfDay() ITimeOfDayContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeOfDayContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITimeOfDayContext)
}

func (s *TimeQualContext) THE() antlr.TerminalNode {
	return s.GetToken(ELKParserTHE, 0)
}

func (s *TimeQualContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterTimeQual(s)
	}
}

func (s *TimeQualContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitTimeQual(s)
	}
}

type DarkQualContext struct {
	QualifierContext
	not antlr.Token
}

func NewDarkQualContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DarkQualContext {
	var p = new(DarkQualContext)

	InitEmptyQualifierContext(&p.QualifierContext)
	p.parser = parser
	p.CopyAll(ctx.(*QualifierContext))

	return p
}

func (s *DarkQualContext) GetNot() antlr.Token { return s.not }

func (s *DarkQualContext) SetNot(v antlr.Token) { s.not = v }

func (s *DarkQualContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DarkQualContext) IT() antlr.TerminalNode {
	return s.GetToken(ELKParserIT, 0)
}

func (s *DarkQualContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *DarkQualContext) DARK() antlr.TerminalNode {
	return s.GetToken(ELKParserDARK, 0)
}

func (s *DarkQualContext) OUTSIDE() antlr.TerminalNode {
	return s.GetToken(ELKParserOUTSIDE, 0)
}

func (s *DarkQualContext) NOT() antlr.TerminalNode {
	return s.GetToken(ELKParserNOT, 0)
}

func (s *DarkQualContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterDarkQual(s)
	}
}

func (s *DarkQualContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitDarkQual(s)
	}
}

type ObjectQualContext struct {
	QualifierContext
}

func NewObjectQualContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ObjectQualContext {
	var p = new(ObjectQualContext)

	InitEmptyQualifierContext(&p.QualifierContext)
	p.parser = parser
	p.CopyAll(ctx.(*QualifierContext))

	return p
}

func (s *ObjectQualContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ObjectQualContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *ObjectQualContext) ObjectState() IObjectStateContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectStateContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectStateContext)
}

func (s *ObjectQualContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterObjectQual(s)
	}
}

func (s *ObjectQualContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitObjectQual(s)
	}
}

func (p *ELKParser) Qualifier() (localctx IQualifierContext) {
	localctx = NewQualifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, ELKParserRULE_qualifier)
	var _la int

	p.SetState(225)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 23, p.GetParserRuleContext()) {
	case 1:
		localctx = NewDaysQualContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		p.SetState(199)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserTHE {
			{
				p.SetState(198)
				p.Match(ELKParserTHE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(201)
			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserDAYS || _la == ELKParserDAY) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(202)
			p.Match(ELKParserOF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(203)
			p.Match(ELKParserTHE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(204)
			p.Match(ELKParserWEEK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(205)
			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&448) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(206)
			p.Match(ELKParserDAYMASK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewTimeQualContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		p.SetState(208)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserTHE {
			{
				p.SetState(207)
				p.Match(ELKParserTHE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(210)
			p.Match(ELKParserTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(211)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(212)
			p.TimeRel()
		}
		{
			p.SetState(213)
			p.TimeOfDay()
		}

	case 3:
		localctx = NewDarkQualContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(215)
			p.Match(ELKParserIT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(216)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(218)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserNOT {
			{
				p.SetState(217)

				var _m = p.Match(ELKParserNOT)

				localctx.(*DarkQualContext).not = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(220)
			p.Match(ELKParserDARK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(221)
			p.Match(ELKParserOUTSIDE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewObjectQualContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(222)
			p.Object()
		}
		{
			p.SetState(223)
			p.ObjectState()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// ITimeRelContext is an interface to support dynamic dispatch.
type ITimeRelContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTimeRelContext differentiates from other interfaces.
	IsTimeRelContext()
}

type TimeRelContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTimeRelContext() *TimeRelContext {
	var p = new(TimeRelContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_timeRel
	return p
}

func InitEmptyTimeRelContext(p *TimeRelContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_timeRel
}

func (*TimeRelContext) IsTimeRelContext() {}

func NewTimeRelContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TimeRelContext {
	var p = new(TimeRelContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_timeRel

	return p
}

func (s *TimeRelContext) GetParser() antlr.Parser { return s.parser }

func (s *TimeRelContext) CopyAll(ctx *TimeRelContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TimeRelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeRelContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type LaterRelContext struct {
	TimeRelContext
}

func NewLaterRelContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LaterRelContext {
	var p = new(LaterRelContext)

	InitEmptyTimeRelContext(&p.TimeRelContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeRelContext))

	return p
}

func (s *LaterRelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LaterRelContext) LATER() antlr.TerminalNode {
	return s.GetToken(ELKParserLATER, 0)
}

func (s *LaterRelContext) THAN() antlr.TerminalNode {
	return s.GetToken(ELKParserTHAN, 0)
}

func (s *LaterRelContext) AFTER() antlr.TerminalNode {
	return s.GetToken(ELKParserAFTER, 0)
}

func (s *LaterRelContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterLaterRel(s)
	}
}

func (s *LaterRelContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitLaterRel(s)
	}
}

type EarlierRelContext struct {
	TimeRelContext
}

func NewEarlierRelContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EarlierRelContext {
	var p = new(EarlierRelContext)

	InitEmptyTimeRelContext(&p.TimeRelContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeRelContext))

	return p
}

func (s *EarlierRelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EarlierRelContext) EARLIER() antlr.TerminalNode {
	return s.GetToken(ELKParserEARLIER, 0)
}

func (s *EarlierRelContext) THAN() antlr.TerminalNode {
	return s.GetToken(ELKParserTHAN, 0)
}

func (s *EarlierRelContext) BEFORE() antlr.TerminalNode {
	return s.GetToken(ELKParserBEFORE, 0)
}

func (s *EarlierRelContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterEarlierRel(s)
	}
}

func (s *EarlierRelContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitEarlierRel(s)
	}
}

func (p *ELKParser) TimeRel() (localctx ITimeRelContext) {
	localctx = NewTimeRelContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, ELKParserRULE_timeRel)
	p.SetState(233)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserLATER:
		localctx = NewLaterRelContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(227)
			p.Match(ELKParserLATER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(228)
			p.Match(ELKParserTHAN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserAFTER:
		localctx = NewLaterRelContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(229)
			p.Match(ELKParserAFTER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserEARLIER:
		localctx = NewEarlierRelContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(230)
			p.Match(ELKParserEARLIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(231)
			p.Match(ELKParserTHAN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserBEFORE:
		localctx = NewEarlierRelContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(232)
			p.Match(ELKParserBEFORE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IObjectStateContext is an interface to support dynamic dispatch.
type IObjectStateContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsObjectStateContext differentiates from other interfaces.
	IsObjectStateContext()
}

type ObjectStateContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyObjectStateContext() *ObjectStateContext {
	var p = new(ObjectStateContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_objectState
	return p
}

func InitEmptyObjectStateContext(p *ObjectStateContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_objectState
}

func (*ObjectStateContext) IsObjectStateContext() {}

func NewObjectStateContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ObjectStateContext {
	var p = new(ObjectStateContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_objectState

	return p
}

func (s *ObjectStateContext) GetParser() antlr.Parser { return s.parser }

func (s *ObjectStateContext) CopyAll(ctx *ObjectStateContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ObjectStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ObjectStateContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type SecureStateContext struct {
	ObjectStateContext
	not antlr.Token
}

func NewSecureStateContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SecureStateContext {
	var p = new(SecureStateContext)

	InitEmptyObjectStateContext(&p.ObjectStateContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectStateContext))

	return p
}

func (s *SecureStateContext) GetNot() antlr.Token { return s.not }

func (s *SecureStateContext) SetNot(v antlr.Token) { s.not = v }

func (s *SecureStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SecureStateContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *SecureStateContext) SECURE() antlr.TerminalNode {
	return s.GetToken(ELKParserSECURE, 0)
}

func (s *SecureStateContext) NOT() antlr.TerminalNode {
	return s.GetToken(ELKParserNOT, 0)
}

func (s *SecureStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSecureState(s)
	}
}

func (s *SecureStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSecureState(s)
	}
}

type ViolatedStateContext struct {
	ObjectStateContext
}

func NewViolatedStateContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ViolatedStateContext {
	var p = new(ViolatedStateContext)

	InitEmptyObjectStateContext(&p.ObjectStateContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectStateContext))

	return p
}

func (s *ViolatedStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ViolatedStateContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *ViolatedStateContext) VIOLATED() antlr.TerminalNode {
	return s.GetToken(ELKParserVIOLATED, 0)
}

func (s *ViolatedStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterViolatedState(s)
	}
}

func (s *ViolatedStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitViolatedState(s)
	}
}

type BypassedStateContext struct {
	ObjectStateContext
	not antlr.Token
}

func NewBypassedStateContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BypassedStateContext {
	var p = new(BypassedStateContext)

	InitEmptyObjectStateContext(&p.ObjectStateContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectStateContext))

	return p
}

func (s *BypassedStateContext) GetNot() antlr.Token { return s.not }

func (s *BypassedStateContext) SetNot(v antlr.Token) { s.not = v }

func (s *BypassedStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BypassedStateContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *BypassedStateContext) BYPASSED() antlr.TerminalNode {
	return s.GetToken(ELKParserBYPASSED, 0)
}

func (s *BypassedStateContext) NOT() antlr.TerminalNode {
	return s.GetToken(ELKParserNOT, 0)
}

func (s *BypassedStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterBypassedState(s)
	}
}

func (s *BypassedStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitBypassedState(s)
	}
}

type OnOffStateContext struct {
	ObjectStateContext
	on antlr.Token
}

func NewOnOffStateContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OnOffStateContext {
	var p = new(OnOffStateContext)

	InitEmptyObjectStateContext(&p.ObjectStateContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectStateContext))

	return p
}

func (s *OnOffStateContext) GetOn() antlr.Token { return s.on }

func (s *OnOffStateContext) SetOn(v antlr.Token) { s.on = v }

func (s *OnOffStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OnOffStateContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *OnOffStateContext) OFF() antlr.TerminalNode {
	return s.GetToken(ELKParserOFF, 0)
}

func (s *OnOffStateContext) STATE() antlr.TerminalNode {
	return s.GetToken(ELKParserSTATE, 0)
}

func (s *OnOffStateContext) ON() antlr.TerminalNode {
	return s.GetToken(ELKParserON, 0)
}

func (s *OnOffStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterOnOffState(s)
	}
}

func (s *OnOffStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitOnOffState(s)
	}
}

type EqualStateContext struct {
	ObjectStateContext
	not antlr.Token
}

func NewEqualStateContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EqualStateContext {
	var p = new(EqualStateContext)

	InitEmptyObjectStateContext(&p.ObjectStateContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectStateContext))

	return p
}

func (s *EqualStateContext) GetNot() antlr.Token { return s.not }

func (s *EqualStateContext) SetNot(v antlr.Token) { s.not = v }

func (s *EqualStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EqualStateContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *EqualStateContext) EQUAL() antlr.TerminalNode {
	return s.GetToken(ELKParserEQUAL, 0)
}

func (s *EqualStateContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *EqualStateContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *EqualStateContext) NOT() antlr.TerminalNode {
	return s.GetToken(ELKParserNOT, 0)
}

func (s *EqualStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterEqualState(s)
	}
}

func (s *EqualStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitEqualState(s)
	}
}

type CompareStateContext struct {
	ObjectStateContext
	cmp antlr.Token
}

func NewCompareStateContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CompareStateContext {
	var p = new(CompareStateContext)

	InitEmptyObjectStateContext(&p.ObjectStateContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectStateContext))

	return p
}

func (s *CompareStateContext) GetCmp() antlr.Token { return s.cmp }

func (s *CompareStateContext) SetCmp(v antlr.Token) { s.cmp = v }

func (s *CompareStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CompareStateContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *CompareStateContext) THAN() antlr.TerminalNode {
	return s.GetToken(ELKParserTHAN, 0)
}

func (s *CompareStateContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *CompareStateContext) LESS() antlr.TerminalNode {
	return s.GetToken(ELKParserLESS, 0)
}

func (s *CompareStateContext) GREATER() antlr.TerminalNode {
	return s.GetToken(ELKParserGREATER, 0)
}

func (s *CompareStateContext) OR() antlr.TerminalNode {
	return s.GetToken(ELKParserOR, 0)
}

func (s *CompareStateContext) EQUAL() antlr.TerminalNode {
	return s.GetToken(ELKParserEQUAL, 0)
}

func (s *CompareStateContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *CompareStateContext) ANALOG() antlr.TerminalNode {
	return s.GetToken(ELKParserANALOG, 0)
}

func (s *CompareStateContext) VOLTS() antlr.TerminalNode {
	return s.GetToken(ELKParserVOLTS, 0)
}

func (s *CompareStateContext) VALUE() antlr.TerminalNode {
	return s.GetToken(ELKParserVALUE, 0)
}

func (s *CompareStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterCompareState(s)
	}
}

func (s *CompareStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitCompareState(s)
	}
}

type ArmedStateContext struct {
	ObjectStateContext
}

func NewArmedStateContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ArmedStateContext {
	var p = new(ArmedStateContext)

	InitEmptyObjectStateContext(&p.ObjectStateContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjectStateContext))

	return p
}

func (s *ArmedStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArmedStateContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *ArmedStateContext) ArmState() IArmStateContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArmStateContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArmStateContext)
}

func (s *ArmedStateContext) MODE() antlr.TerminalNode {
	return s.GetToken(ELKParserMODE, 0)
}

func (s *ArmedStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterArmedState(s)
	}
}

func (s *ArmedStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitArmedState(s)
	}
}

func (p *ELKParser) ObjectState() (localctx IObjectStateContext) {
	localctx = NewObjectStateContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, ELKParserRULE_objectState)
	var _la int

	p.SetState(285)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 35, p.GetParserRuleContext()) {
	case 1:
		localctx = NewSecureStateContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(235)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(237)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserNOT {
			{
				p.SetState(236)

				var _m = p.Match(ELKParserNOT)

				localctx.(*SecureStateContext).not = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(239)
			p.Match(ELKParserSECURE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewViolatedStateContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(240)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(241)
			p.Match(ELKParserVIOLATED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewBypassedStateContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(242)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(244)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserNOT {
			{
				p.SetState(243)

				var _m = p.Match(ELKParserNOT)

				localctx.(*BypassedStateContext).not = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(246)
			p.Match(ELKParserBYPASSED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewOnOffStateContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		p.SetState(248)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserSTATE {
			{
				p.SetState(247)
				p.Match(ELKParserSTATE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(250)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(253)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case ELKParserON:
			{
				p.SetState(251)

				var _m = p.Match(ELKParserON)

				localctx.(*OnOffStateContext).on = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		case ELKParserOFF:
			{
				p.SetState(252)
				p.Match(ELKParserOFF)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 5:
		localctx = NewEqualStateContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(255)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(257)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserNOT {
			{
				p.SetState(256)

				var _m = p.Match(ELKParserNOT)

				localctx.(*EqualStateContext).not = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(259)
			p.Match(ELKParserEQUAL)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(260)
			p.Match(ELKParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(261)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewCompareStateContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(262)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(263)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*CompareStateContext).cmp = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserLESS || _la == ELKParserGREATER) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*CompareStateContext).cmp = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(264)
			p.Match(ELKParserTHAN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(268)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserOR {
			{
				p.SetState(265)
				p.Match(ELKParserOR)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(266)
				p.Match(ELKParserEQUAL)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(267)
				p.Match(ELKParserTO)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(274)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserANALOG {
			{
				p.SetState(270)
				p.Match(ELKParserANALOG)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(272)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == ELKParserVALUE {
				{
					p.SetState(271)
					p.Match(ELKParserVALUE)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(276)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(278)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserVOLTS {
			{
				p.SetState(277)
				p.Match(ELKParserVOLTS)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case 7:
		localctx = NewArmedStateContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(280)
			p.Match(ELKParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(281)
			p.ArmState()
		}
		p.SetState(283)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserMODE {
			{
				p.SetState(282)
				p.Match(ELKParserMODE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IArmStateContext is an interface to support dynamic dispatch.
type IArmStateContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	DISARMED() antlr.TerminalNode
	ARMED() antlr.TerminalNode
	ArmMode() IArmModeContext

	// IsArmStateContext differentiates from other interfaces.
	IsArmStateContext()
}

type ArmStateContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyArmStateContext() *ArmStateContext {
	var p = new(ArmStateContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_armState
	return p
}

func InitEmptyArmStateContext(p *ArmStateContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_armState
}

func (*ArmStateContext) IsArmStateContext() {}

func NewArmStateContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ArmStateContext {
	var p = new(ArmStateContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_armState

	return p
}

func (s *ArmStateContext) GetParser() antlr.Parser { return s.parser }

func (s *ArmStateContext) DISARMED() antlr.TerminalNode {
	return s.GetToken(ELKParserDISARMED, 0)
}

func (s *ArmStateContext) ARMED() antlr.TerminalNode {
	return s.GetToken(ELKParserARMED, 0)
}

func (s *ArmStateContext) ArmMode() IArmModeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArmModeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArmModeContext)
}

func (s *ArmStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArmStateContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ArmStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterArmState(s)
	}
}

func (s *ArmStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitArmState(s)
	}
}

func (p *ELKParser) ArmState() (localctx IArmStateContext) {
	localctx = NewArmStateContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, ELKParserRULE_armState)
	var _la int

	p.SetState(292)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserDISARMED:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(287)
			p.Match(ELKParserDISARMED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserARMED:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(288)
			p.Match(ELKParserARMED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(290)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64((_la-61)) & ^0x3f) == 0 && ((int64(1)<<(_la-61))&15) != 0 {
			{
				p.SetState(289)
				p.ArmMode()
			}

		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IArmModeContext is an interface to support dynamic dispatch.
type IArmModeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AWAY() antlr.TerminalNode
	STAY() antlr.TerminalNode
	INSTANT() antlr.TerminalNode
	NIGHT() antlr.TerminalNode
	VACATION() antlr.TerminalNode

	// IsArmModeContext differentiates from other interfaces.
	IsArmModeContext()
}

type ArmModeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyArmModeContext() *ArmModeContext {
	var p = new(ArmModeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_armMode
	return p
}

func InitEmptyArmModeContext(p *ArmModeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_armMode
}

func (*ArmModeContext) IsArmModeContext() {}

func NewArmModeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ArmModeContext {
	var p = new(ArmModeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_armMode

	return p
}

func (s *ArmModeContext) GetParser() antlr.Parser { return s.parser }

func (s *ArmModeContext) AWAY() antlr.TerminalNode {
	return s.GetToken(ELKParserAWAY, 0)
}

func (s *ArmModeContext) STAY() antlr.TerminalNode {
	return s.GetToken(ELKParserSTAY, 0)
}

func (s *ArmModeContext) INSTANT() antlr.TerminalNode {
	return s.GetToken(ELKParserINSTANT, 0)
}

func (s *ArmModeContext) NIGHT() antlr.TerminalNode {
	return s.GetToken(ELKParserNIGHT, 0)
}

func (s *ArmModeContext) VACATION() antlr.TerminalNode {
	return s.GetToken(ELKParserVACATION, 0)
}

func (s *ArmModeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArmModeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ArmModeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterArmMode(s)
	}
}

func (s *ArmModeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitArmMode(s)
	}
}

func (p *ELKParser) ArmMode() (localctx IArmModeContext) {
	localctx = NewArmModeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, ELKParserRULE_armMode)
	var _la int

	p.SetState(304)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserAWAY:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(294)
			p.Match(ELKParserAWAY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserSTAY:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(295)
			p.Match(ELKParserSTAY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(297)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserINSTANT {
			{
				p.SetState(296)
				p.Match(ELKParserINSTANT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case ELKParserNIGHT:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(299)
			p.Match(ELKParserNIGHT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(301)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserINSTANT {
			{
				p.SetState(300)
				p.Match(ELKParserINSTANT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case ELKParserVACATION:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(303)
			p.Match(ELKParserVACATION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IActionContext is an interface to support dynamic dispatch.
type IActionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsActionContext differentiates from other interfaces.
	IsActionContext()
}

type ActionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyActionContext() *ActionContext {
	var p = new(ActionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_action
	return p
}

func InitEmptyActionContext(p *ActionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_action
}

func (*ActionContext) IsActionContext() {}

func NewActionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ActionContext {
	var p = new(ActionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_action

	return p
}

func (s *ActionContext) GetParser() antlr.Parser { return s.parser }

func (s *ActionContext) CopyAll(ctx *ActionContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ActionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type TurnActionContext struct {
	ActionContext
	on antlr.Token
}

func NewTurnActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TurnActionContext {
	var p = new(TurnActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *TurnActionContext) GetOn() antlr.Token { return s.on }

func (s *TurnActionContext) SetOn(v antlr.Token) { s.on = v }

func (s *TurnActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TurnActionContext) TURN() antlr.TerminalNode {
	return s.GetToken(ELKParserTURN, 0)
}

func (s *TurnActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *TurnActionContext) OFF() antlr.TerminalNode {
	return s.GetToken(ELKParserOFF, 0)
}

func (s *TurnActionContext) ON() antlr.TerminalNode {
	return s.GetToken(ELKParserON, 0)
}

func (s *TurnActionContext) ForClause() IForClauseContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IForClauseContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IForClauseContext)
}

func (s *TurnActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterTurnAction(s)
	}
}

func (s *TurnActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitTurnAction(s)
	}
}

type ToggleActionContext struct {
	ActionContext
}

func NewToggleActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ToggleActionContext {
	var p = new(ToggleActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *ToggleActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ToggleActionContext) TOGGLE() antlr.TerminalNode {
	return s.GetToken(ELKParserTOGGLE, 0)
}

func (s *ToggleActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *ToggleActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterToggleAction(s)
	}
}

func (s *ToggleActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitToggleAction(s)
	}
}

type SetActionContext struct {
	ActionContext
}

func NewSetActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetActionContext {
	var p = new(SetActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *SetActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetActionContext) SET() antlr.TerminalNode {
	return s.GetToken(ELKParserSET, 0)
}

func (s *SetActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *SetActionContext) SetWhat() ISetWhatContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISetWhatContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISetWhatContext)
}

func (s *SetActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSetAction(s)
	}
}

func (s *SetActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSetAction(s)
	}
}

type AddActionContext struct {
	ActionContext
}

func NewAddActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AddActionContext {
	var p = new(AddActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *AddActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AddActionContext) ADD() antlr.TerminalNode {
	return s.GetToken(ELKParserADD, 0)
}

func (s *AddActionContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *AddActionContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *AddActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *AddActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterAddAction(s)
	}
}

func (s *AddActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitAddAction(s)
	}
}

type SubtractActionContext struct {
	ActionContext
}

func NewSubtractActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SubtractActionContext {
	var p = new(SubtractActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *SubtractActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SubtractActionContext) SUBTRACT() antlr.TerminalNode {
	return s.GetToken(ELKParserSUBTRACT, 0)
}

func (s *SubtractActionContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *SubtractActionContext) FROM() antlr.TerminalNode {
	return s.GetToken(ELKParserFROM, 0)
}

func (s *SubtractActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *SubtractActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSubtractAction(s)
	}
}

func (s *SubtractActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSubtractAction(s)
	}
}

type ActivateActionContext struct {
	ActionContext
}

func NewActivateActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ActivateActionContext {
	var p = new(ActivateActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *ActivateActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ActivateActionContext) ACTIVATE() antlr.TerminalNode {
	return s.GetToken(ELKParserACTIVATE, 0)
}

func (s *ActivateActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *ActivateActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterActivateAction(s)
	}
}

func (s *ActivateActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitActivateAction(s)
	}
}

type ArmActionContext struct {
	ActionContext
}

func NewArmActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ArmActionContext {
	var p = new(ArmActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *ArmActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArmActionContext) ARM() antlr.TerminalNode {
	return s.GetToken(ELKParserARM, 0)
}

func (s *ArmActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *ArmActionContext) ArmMode() IArmModeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArmModeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArmModeContext)
}

func (s *ArmActionContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *ArmActionContext) ARMED() antlr.TerminalNode {
	return s.GetToken(ELKParserARMED, 0)
}

func (s *ArmActionContext) MODE() antlr.TerminalNode {
	return s.GetToken(ELKParserMODE, 0)
}

func (s *ArmActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterArmAction(s)
	}
}

func (s *ArmActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitArmAction(s)
	}
}

type DisarmActionContext struct {
	ActionContext
}

func NewDisarmActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DisarmActionContext {
	var p = new(DisarmActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *DisarmActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DisarmActionContext) DISARM() antlr.TerminalNode {
	return s.GetToken(ELKParserDISARM, 0)
}

func (s *DisarmActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *DisarmActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterDisarmAction(s)
	}
}

func (s *DisarmActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitDisarmAction(s)
	}
}

type BypassActionContext struct {
	ActionContext
	op antlr.Token
}

func NewBypassActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BypassActionContext {
	var p = new(BypassActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *BypassActionContext) GetOp() antlr.Token { return s.op }

func (s *BypassActionContext) SetOp(v antlr.Token) { s.op = v }

func (s *BypassActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BypassActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *BypassActionContext) BYPASS() antlr.TerminalNode {
	return s.GetToken(ELKParserBYPASS, 0)
}

func (s *BypassActionContext) UNBYPASS() antlr.TerminalNode {
	return s.GetToken(ELKParserUNBYPASS, 0)
}

func (s *BypassActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterBypassAction(s)
	}
}

func (s *BypassActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitBypassAction(s)
	}
}

type LockActionContext struct {
	ActionContext
	op antlr.Token
}

func NewLockActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LockActionContext {
	var p = new(LockActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *LockActionContext) GetOp() antlr.Token { return s.op }

func (s *LockActionContext) SetOp(v antlr.Token) { s.op = v }

func (s *LockActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LockActionContext) Object() IObjectContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjectContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjectContext)
}

func (s *LockActionContext) LOCK() antlr.TerminalNode {
	return s.GetToken(ELKParserLOCK, 0)
}

func (s *LockActionContext) UNLOCK() antlr.TerminalNode {
	return s.GetToken(ELKParserUNLOCK, 0)
}

func (s *LockActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterLockAction(s)
	}
}

func (s *LockActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitLockAction(s)
	}
}

type OutputActionContext struct {
	ActionContext
	verb antlr.Token
}

func NewOutputActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OutputActionContext {
	var p = new(OutputActionContext)

	InitEmptyActionContext(&p.ActionContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionContext))

	return p
}

func (s *OutputActionContext) GetVerb() antlr.Token { return s.verb }

func (s *OutputActionContext) SetVerb(v antlr.Token) { s.verb = v }

func (s *OutputActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OutputActionContext) ANNOUNCE() antlr.TerminalNode {
	return s.GetToken(ELKParserANNOUNCE, 0)
}

func (s *OutputActionContext) SEND() antlr.TerminalNode {
	return s.GetToken(ELKParserSEND, 0)
}

func (s *OutputActionContext) DIAL() antlr.TerminalNode {
	return s.GetToken(ELKParserDIAL, 0)
}

func (s *OutputActionContext) DISPLAY() antlr.TerminalNode {
	return s.GetToken(ELKParserDISPLAY, 0)
}

func (s *OutputActionContext) AllFreeText() []IFreeTextContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IFreeTextContext); ok {
			len++
		}
	}

	tst := make([]IFreeTextContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IFreeTextContext); ok {
			tst[i] = t.(IFreeTextContext)
			i++
		}
	}

	return tst
}

func (s *OutputActionContext) FreeText(i int) IFreeTextContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFreeTextContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFreeTextContext)
}

func (s *OutputActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterOutputAction(s)
	}
}

func (s *OutputActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitOutputAction(s)
	}
}

func (p *ELKParser) Action_() (localctx IActionContext) {
	localctx = NewActionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, ELKParserRULE_action)
	var _la int

	p.SetState(356)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserTURN:
		localctx = NewTurnActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(306)
			p.Match(ELKParserTURN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(307)
			p.Object()
		}
		p.SetState(313)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case ELKParserON:
			{
				p.SetState(308)

				var _m = p.Match(ELKParserON)

				localctx.(*TurnActionContext).on = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(310)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == ELKParserFOR {
				{
					p.SetState(309)
					p.ForClause()
				}

			}

		case ELKParserOFF:
			{
				p.SetState(312)
				p.Match(ELKParserOFF)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case ELKParserTOGGLE:
		localctx = NewToggleActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(315)
			p.Match(ELKParserTOGGLE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(316)
			p.Object()
		}

	case ELKParserSET:
		localctx = NewSetActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(317)
			p.Match(ELKParserSET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(318)
			p.Object()
		}
		{
			p.SetState(319)
			p.SetWhat()
		}

	case ELKParserADD:
		localctx = NewAddActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(321)
			p.Match(ELKParserADD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(322)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(323)
			p.Match(ELKParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(324)
			p.Object()
		}

	case ELKParserSUBTRACT:
		localctx = NewSubtractActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(325)
			p.Match(ELKParserSUBTRACT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(326)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(327)
			p.Match(ELKParserFROM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(328)
			p.Object()
		}

	case ELKParserACTIVATE:
		localctx = NewActivateActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(329)
			p.Match(ELKParserACTIVATE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(330)
			p.Object()
		}

	case ELKParserARM:
		localctx = NewArmActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(331)
			p.Match(ELKParserARM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(332)
			p.Object()
		}
		p.SetState(334)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserTO {
			{
				p.SetState(333)
				p.Match(ELKParserTO)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(337)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserARMED {
			{
				p.SetState(336)
				p.Match(ELKParserARMED)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(339)
			p.ArmMode()
		}
		p.SetState(341)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserMODE {
			{
				p.SetState(340)
				p.Match(ELKParserMODE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case ELKParserDISARM:
		localctx = NewDisarmActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(343)
			p.Match(ELKParserDISARM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(344)
			p.Object()
		}

	case ELKParserBYPASS, ELKParserUNBYPASS:
		localctx = NewBypassActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(345)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*BypassActionContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserBYPASS || _la == ELKParserUNBYPASS) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*BypassActionContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(346)
			p.Object()
		}

	case ELKParserLOCK, ELKParserUNLOCK:
		localctx = NewLockActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(347)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*LockActionContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserLOCK || _la == ELKParserUNLOCK) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*LockActionContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(348)
			p.Object()
		}

	case ELKParserANNOUNCE, ELKParserSEND, ELKParserDIAL, ELKParserDISPLAY:
		localctx = NewOutputActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(349)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*OutputActionContext).verb = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-94)) & ^0x3f) == 0 && ((int64(1)<<(_la-94))&15) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*OutputActionContext).verb = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(353)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&288230376151711743) != 0) {
			{
				p.SetState(350)
				p.FreeText()
			}

			p.SetState(355)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// ISetWhatContext is an interface to support dynamic dispatch.
type ISetWhatContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsSetWhatContext differentiates from other interfaces.
	IsSetWhatContext()
}

type SetWhatContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySetWhatContext() *SetWhatContext {
	var p = new(SetWhatContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_setWhat
	return p
}

func InitEmptySetWhatContext(p *SetWhatContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_setWhat
}

func (*SetWhatContext) IsSetWhatContext() {}

func NewSetWhatContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SetWhatContext {
	var p = new(SetWhatContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_setWhat

	return p
}

func (s *SetWhatContext) GetParser() antlr.Parser { return s.parser }

func (s *SetWhatContext) CopyAll(ctx *SetWhatContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *SetWhatContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetWhatContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type SetLevelContext struct {
	SetWhatContext
}

func NewSetLevelContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetLevelContext {
	var p = new(SetLevelContext)

	InitEmptySetWhatContext(&p.SetWhatContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetWhatContext))

	return p
}

func (s *SetLevelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetLevelContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *SetLevelContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *SetLevelContext) PERCENT() antlr.TerminalNode {
	return s.GetToken(ELKParserPERCENT, 0)
}

func (s *SetLevelContext) BRIGHT() antlr.TerminalNode {
	return s.GetToken(ELKParserBRIGHT, 0)
}

func (s *SetLevelContext) Fade() IFadeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFadeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFadeContext)
}

func (s *SetLevelContext) ForClause() IForClauseContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IForClauseContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IForClauseContext)
}

func (s *SetLevelContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSetLevel(s)
	}
}

func (s *SetLevelContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSetLevel(s)
	}
}

type SetNumberContext struct {
	SetWhatContext
}

func NewSetNumberContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetNumberContext {
	var p = new(SetNumberContext)

	InitEmptySetWhatContext(&p.SetWhatContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetWhatContext))

	return p
}

func (s *SetNumberContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetNumberContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *SetNumberContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *SetNumberContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSetNumber(s)
	}
}

func (s *SetNumberContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSetNumber(s)
	}
}

type SetModeContext struct {
	SetWhatContext
}

func NewSetModeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetModeContext {
	var p = new(SetModeContext)

	InitEmptySetWhatContext(&p.SetWhatContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetWhatContext))

	return p
}

func (s *SetModeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetModeContext) MODE() antlr.TerminalNode {
	return s.GetToken(ELKParserMODE, 0)
}

func (s *SetModeContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *SetModeContext) TstatMode() ITstatModeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITstatModeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITstatModeContext)
}

func (s *SetModeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSetMode(s)
	}
}

func (s *SetModeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSetMode(s)
	}
}

type SetSetpointContext struct {
	SetWhatContext
	which antlr.Token
}

func NewSetSetpointContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetSetpointContext {
	var p = new(SetSetpointContext)

	InitEmptySetWhatContext(&p.SetWhatContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetWhatContext))

	return p
}

func (s *SetSetpointContext) GetWhich() antlr.Token { return s.which }

func (s *SetSetpointContext) SetWhich(v antlr.Token) { s.which = v }

func (s *SetSetpointContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetSetpointContext) SETPOINT() antlr.TerminalNode {
	return s.GetToken(ELKParserSETPOINT, 0)
}

func (s *SetSetpointContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *SetSetpointContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *SetSetpointContext) HEAT() antlr.TerminalNode {
	return s.GetToken(ELKParserHEAT, 0)
}

func (s *SetSetpointContext) COOL() antlr.TerminalNode {
	return s.GetToken(ELKParserCOOL, 0)
}

func (s *SetSetpointContext) DEGREES() antlr.TerminalNode {
	return s.GetToken(ELKParserDEGREES, 0)
}

func (s *SetSetpointContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSetSetpoint(s)
	}
}

func (s *SetSetpointContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSetSetpoint(s)
	}
}

type SetFanContext struct {
	SetWhatContext
	on antlr.Token
}

func NewSetFanContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetFanContext {
	var p = new(SetFanContext)

	InitEmptySetWhatContext(&p.SetWhatContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetWhatContext))

	return p
}

func (s *SetFanContext) GetOn() antlr.Token { return s.on }

func (s *SetFanContext) SetOn(v antlr.Token) { s.on = v }

func (s *SetFanContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetFanContext) FAN() antlr.TerminalNode {
	return s.GetToken(ELKParserFAN, 0)
}

func (s *SetFanContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *SetFanContext) AUTO() antlr.TerminalNode {
	return s.GetToken(ELKParserAUTO, 0)
}

func (s *SetFanContext) ON() antlr.TerminalNode {
	return s.GetToken(ELKParserON, 0)
}

func (s *SetFanContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSetFan(s)
	}
}

func (s *SetFanContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSetFan(s)
	}
}

func (p *ELKParser) SetWhat() (localctx ISetWhatContext) {
	localctx = NewSetWhatContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 32, ELKParserRULE_setWhat)
	var _la int

	p.SetState(388)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 53, p.GetParserRuleContext()) {
	case 1:
		localctx = NewSetLevelContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(358)
			p.Match(ELKParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(359)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(360)
			p.Match(ELKParserPERCENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(362)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserBRIGHT {
			{
				p.SetState(361)
				p.Match(ELKParserBRIGHT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(365)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserCOMMA {
			{
				p.SetState(364)
				p.Fade()
			}

		}
		p.SetState(368)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserFOR {
			{
				p.SetState(367)
				p.ForClause()
			}

		}

	case 2:
		localctx = NewSetNumberContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(370)
			p.Match(ELKParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(371)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewSetModeContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(372)
			p.Match(ELKParserMODE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(373)
			p.Match(ELKParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(374)
			p.TstatMode()
		}

	case 4:
		localctx = NewSetSetpointContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(375)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*SetSetpointContext).which = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserHEAT || _la == ELKParserCOOL) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*SetSetpointContext).which = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(376)
			p.Match(ELKParserSETPOINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(377)
			p.Match(ELKParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(378)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(380)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserDEGREES {
			{
				p.SetState(379)
				p.Match(ELKParserDEGREES)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case 5:
		localctx = NewSetFanContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(382)
			p.Match(ELKParserFAN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(383)
			p.Match(ELKParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(386)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case ELKParserON:
			{
				p.SetState(384)

				var _m = p.Match(ELKParserON)

				localctx.(*SetFanContext).on = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		case ELKParserAUTO:
			{
				p.SetState(385)
				p.Match(ELKParserAUTO)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IFadeContext is an interface to support dynamic dispatch.
type IFadeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	COMMA() antlr.TerminalNode
	FADE() antlr.TerminalNode
	RATE() antlr.TerminalNode
	NUMBER() antlr.TerminalNode
	EQUALS() antlr.TerminalNode

	// IsFadeContext differentiates from other interfaces.
	IsFadeContext()
}

type FadeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyFadeContext() *FadeContext {
	var p = new(FadeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_fade
	return p
}

func InitEmptyFadeContext(p *FadeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_fade
}

func (*FadeContext) IsFadeContext() {}

func NewFadeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FadeContext {
	var p = new(FadeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_fade

	return p
}

func (s *FadeContext) GetParser() antlr.Parser { return s.parser }

func (s *FadeContext) COMMA() antlr.TerminalNode {
	return s.GetToken(ELKParserCOMMA, 0)
}

func (s *FadeContext) FADE() antlr.TerminalNode {
	return s.GetToken(ELKParserFADE, 0)
}

func (s *FadeContext) RATE() antlr.TerminalNode {
	return s.GetToken(ELKParserRATE, 0)
}

func (s *FadeContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *FadeContext) EQUALS() antlr.TerminalNode {
	return s.GetToken(ELKParserEQUALS, 0)
}

func (s *FadeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FadeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *FadeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterFade(s)
	}
}

func (s *FadeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitFade(s)
	}
}

func (p *ELKParser) Fade() (localctx IFadeContext) {
	localctx = NewFadeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 34, ELKParserRULE_fade)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(390)
		p.Match(ELKParserCOMMA)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(391)
		p.Match(ELKParserFADE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(392)
		p.Match(ELKParserRATE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(394)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == ELKParserEQUALS {
		{
			p.SetState(393)
			p.Match(ELKParserEQUALS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(396)
		p.Match(ELKParserNUMBER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IForClauseContext is an interface to support dynamic dispatch.
type IForClauseContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	FOR() antlr.TerminalNode
	Duration() IDurationContext
	RESTART() antlr.TerminalNode
	TIMER() antlr.TerminalNode
	IF() antlr.TerminalNode
	RUNNING() antlr.TerminalNode
	COMMA() antlr.TerminalNode

	// IsForClauseContext differentiates from other interfaces.
	IsForClauseContext()
}

type ForClauseContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyForClauseContext() *ForClauseContext {
	var p = new(ForClauseContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_forClause
	return p
}

func InitEmptyForClauseContext(p *ForClauseContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_forClause
}

func (*ForClauseContext) IsForClauseContext() {}

func NewForClauseContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ForClauseContext {
	var p = new(ForClauseContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_forClause

	return p
}

func (s *ForClauseContext) GetParser() antlr.Parser { return s.parser }

func (s *ForClauseContext) FOR() antlr.TerminalNode {
	return s.GetToken(ELKParserFOR, 0)
}

func (s *ForClauseContext) Duration() IDurationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDurationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDurationContext)
}

func (s *ForClauseContext) RESTART() antlr.TerminalNode {
	return s.GetToken(ELKParserRESTART, 0)
}

func (s *ForClauseContext) TIMER() antlr.TerminalNode {
	return s.GetToken(ELKParserTIMER, 0)
}

func (s *ForClauseContext) IF() antlr.TerminalNode {
	return s.GetToken(ELKParserIF, 0)
}

func (s *ForClauseContext) RUNNING() antlr.TerminalNode {
	return s.GetToken(ELKParserRUNNING, 0)
}

func (s *ForClauseContext) COMMA() antlr.TerminalNode {
	return s.GetToken(ELKParserCOMMA, 0)
}

func (s *ForClauseContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ForClauseContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ForClauseContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterForClause(s)
	}
}

func (s *ForClauseContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitForClause(s)
	}
}

func (p *ELKParser) ForClause() (localctx IForClauseContext) {
	localctx = NewForClauseContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 36, ELKParserRULE_forClause)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(398)
		p.Match(ELKParserFOR)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(399)
		p.Duration()
	}
	p.SetState(407)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == ELKParserRESTART || _la == ELKParserCOMMA {
		p.SetState(401)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserCOMMA {
			{
				p.SetState(400)
				p.Match(ELKParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(403)
			p.Match(ELKParserRESTART)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(404)
			p.Match(ELKParserTIMER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(405)
			p.Match(ELKParserIF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(406)
			p.Match(ELKParserRUNNING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// ITstatModeContext is an interface to support dynamic dispatch.
type ITstatModeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	OFF() antlr.TerminalNode
	HEAT() antlr.TerminalNode
	COOL() antlr.TerminalNode
	AUTO() antlr.TerminalNode
	EMERGENCY() antlr.TerminalNode

	// IsTstatModeContext differentiates from other interfaces.
	IsTstatModeContext()
}

type TstatModeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTstatModeContext() *TstatModeContext {
	var p = new(TstatModeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_tstatMode
	return p
}

func InitEmptyTstatModeContext(p *TstatModeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_tstatMode
}

func (*TstatModeContext) IsTstatModeContext() {}

func NewTstatModeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TstatModeContext {
	var p = new(TstatModeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_tstatMode

	return p
}

func (s *TstatModeContext) GetParser() antlr.Parser { return s.parser }

func (s *TstatModeContext) OFF() antlr.TerminalNode {
	return s.GetToken(ELKParserOFF, 0)
}

func (s *TstatModeContext) HEAT() antlr.TerminalNode {
	return s.GetToken(ELKParserHEAT, 0)
}

func (s *TstatModeContext) COOL() antlr.TerminalNode {
	return s.GetToken(ELKParserCOOL, 0)
}

func (s *TstatModeContext) AUTO() antlr.TerminalNode {
	return s.GetToken(ELKParserAUTO, 0)
}

func (s *TstatModeContext) EMERGENCY() antlr.TerminalNode {
	return s.GetToken(ELKParserEMERGENCY, 0)
}

func (s *TstatModeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TstatModeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TstatModeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterTstatMode(s)
	}
}

func (s *TstatModeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitTstatMode(s)
	}
}

func (p *ELKParser) TstatMode() (localctx ITstatModeContext) {
	localctx = NewTstatModeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 38, ELKParserRULE_tstatMode)
	p.SetState(415)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserOFF:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(409)
			p.Match(ELKParserOFF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserHEAT:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(410)
			p.Match(ELKParserHEAT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserCOOL:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(411)
			p.Match(ELKParserCOOL)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserAUTO:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(412)
			p.Match(ELKParserAUTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserEMERGENCY:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(413)
			p.Match(ELKParserEMERGENCY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(414)
			p.Match(ELKParserHEAT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// ITimeOfDayContext is an interface to support dynamic dispatch.
type ITimeOfDayContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTimeOfDayContext differentiates from other interfaces.
	IsTimeOfDayContext()
}

type TimeOfDayContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTimeOfDayContext() *TimeOfDayContext {
	var p = new(TimeOfDayContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_timeOfDay
	return p
}

func InitEmptyTimeOfDayContext(p *TimeOfDayContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_timeOfDay
}

func (*TimeOfDayContext) IsTimeOfDayContext() {}

func NewTimeOfDayContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TimeOfDayContext {
	var p = new(TimeOfDayContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_timeOfDay

	return p
}

func (s *TimeOfDayContext) GetParser() antlr.Parser { return s.parser }

func (s *TimeOfDayContext) CopyAll(ctx *TimeOfDayContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TimeOfDayContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeOfDayContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type ClockTimeContext struct {
	TimeOfDayContext
}

func NewClockTimeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ClockTimeContext {
	var p = new(ClockTimeContext)

	InitEmptyTimeOfDayContext(&p.TimeOfDayContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeOfDayContext))

	return p
}

func (s *ClockTimeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClockTimeContext) CLOCKTIME() antlr.TerminalNode {
	return s.GetToken(ELKParserCLOCKTIME, 0)
}

func (s *ClockTimeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterClockTime(s)
	}
}

func (s *ClockTimeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitClockTime(s)
	}
}

type SunTimeOfDayContext struct {
	TimeOfDayContext
}

func NewSunTimeOfDayContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SunTimeOfDayContext {
	var p = new(SunTimeOfDayContext)

	InitEmptyTimeOfDayContext(&p.TimeOfDayContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeOfDayContext))

	return p
}

func (s *SunTimeOfDayContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SunTimeOfDayContext) SunTime() ISunTimeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISunTimeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISunTimeContext)
}

func (s *SunTimeOfDayContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSunTimeOfDay(s)
	}
}

func (s *SunTimeOfDayContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSunTimeOfDay(s)
	}
}

func (p *ELKParser) TimeOfDay() (localctx ITimeOfDayContext) {
	localctx = NewTimeOfDayContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 40, ELKParserRULE_timeOfDay)
	p.SetState(419)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserCLOCKTIME:
		localctx = NewClockTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(417)
			p.Match(ELKParserCLOCKTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserSUNRISE, ELKParserSUNSET, ELKParserNUMBER:
		localctx = NewSunTimeOfDayContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(418)
			p.SunTime()
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// ISunTimeContext is an interface to support dynamic dispatch.
type ISunTimeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetRel returns the rel token.
	GetRel() antlr.Token

	// GetBase returns the base token.
	GetBase() antlr.Token

	// GetSign returns the sign token.
	GetSign() antlr.Token

	// SetRel sets the rel token.
	SetRel(antlr.Token)

	// SetBase sets the base token.
	SetBase(antlr.Token)

	// SetSign sets the sign token.
	SetSign(antlr.Token)

	// Getter signatures
	SUNRISE() antlr.TerminalNode
	SUNSET() antlr.TerminalNode
	Duration() IDurationContext
	Offset() IOffsetContext
	BEFORE() antlr.TerminalNode
	AFTER() antlr.TerminalNode
	PLUS() antlr.TerminalNode
	MINUS() antlr.TerminalNode

	// IsSunTimeContext differentiates from other interfaces.
	IsSunTimeContext()
}

type SunTimeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	rel    antlr.Token
	base   antlr.Token
	sign   antlr.Token
}

func NewEmptySunTimeContext() *SunTimeContext {
	var p = new(SunTimeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_sunTime
	return p
}

func InitEmptySunTimeContext(p *SunTimeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_sunTime
}

func (*SunTimeContext) IsSunTimeContext() {}

func NewSunTimeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SunTimeContext {
	var p = new(SunTimeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_sunTime

	return p
}

func (s *SunTimeContext) GetParser() antlr.Parser { return s.parser }

func (s *SunTimeContext) GetRel() antlr.Token { return s.rel }

func (s *SunTimeContext) GetBase() antlr.Token { return s.base }

func (s *SunTimeContext) GetSign() antlr.Token { return s.sign }

func (s *SunTimeContext) SetRel(v antlr.Token) { s.rel = v }

func (s *SunTimeContext) SetBase(v antlr.Token) { s.base = v }

func (s *SunTimeContext) SetSign(v antlr.Token) { s.sign = v }

func (s *SunTimeContext) SUNRISE() antlr.TerminalNode {
	return s.GetToken(ELKParserSUNRISE, 0)
}

func (s *SunTimeContext) SUNSET() antlr.TerminalNode {
	return s.GetToken(ELKParserSUNSET, 0)
}

func (s *SunTimeContext) Duration() IDurationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDurationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDurationContext)
}

func (s *SunTimeContext) Offset() IOffsetContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IOffsetContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IOffsetContext)
}

func (s *SunTimeContext) BEFORE() antlr.TerminalNode {
	return s.GetToken(ELKParserBEFORE, 0)
}

func (s *SunTimeContext) AFTER() antlr.TerminalNode {
	return s.GetToken(ELKParserAFTER, 0)
}

func (s *SunTimeContext) PLUS() antlr.TerminalNode {
	return s.GetToken(ELKParserPLUS, 0)
}

func (s *SunTimeContext) MINUS() antlr.TerminalNode {
	return s.GetToken(ELKParserMINUS, 0)
}

func (s *SunTimeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SunTimeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SunTimeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSunTime(s)
	}
}

func (s *SunTimeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSunTime(s)
	}
}

func (p *ELKParser) SunTime() (localctx ISunTimeContext) {
	localctx = NewSunTimeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 42, ELKParserRULE_sunTime)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(424)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == ELKParserNUMBER {
		{
			p.SetState(421)
			p.Duration()
		}
		{
			p.SetState(422)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*SunTimeContext).rel = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserAFTER || _la == ELKParserBEFORE) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*SunTimeContext).rel = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	}
	{
		p.SetState(426)

		var _lt = p.GetTokenStream().LT(1)

		localctx.(*SunTimeContext).base = _lt

		_la = p.GetTokenStream().LA(1)

		if !(_la == ELKParserSUNRISE || _la == ELKParserSUNSET) {
			var _ri = p.GetErrorHandler().RecoverInline(p)

			localctx.(*SunTimeContext).base = _ri
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(429)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == ELKParserPLUS || _la == ELKParserMINUS {
		{
			p.SetState(427)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*SunTimeContext).sign = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == ELKParserPLUS || _la == ELKParserMINUS) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*SunTimeContext).sign = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(428)
			p.Offset()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IOffsetContext is an interface to support dynamic dispatch.
type IOffsetContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Duration() IDurationContext
	CLOCKTIME() antlr.TerminalNode

	// IsOffsetContext differentiates from other interfaces.
	IsOffsetContext()
}

type OffsetContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyOffsetContext() *OffsetContext {
	var p = new(OffsetContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_offset
	return p
}

func InitEmptyOffsetContext(p *OffsetContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_offset
}

func (*OffsetContext) IsOffsetContext() {}

func NewOffsetContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *OffsetContext {
	var p = new(OffsetContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_offset

	return p
}

func (s *OffsetContext) GetParser() antlr.Parser { return s.parser }

func (s *OffsetContext) Duration() IDurationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDurationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDurationContext)
}

func (s *OffsetContext) CLOCKTIME() antlr.TerminalNode {
	return s.GetToken(ELKParserCLOCKTIME, 0)
}

func (s *OffsetContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OffsetContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *OffsetContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterOffset(s)
	}
}

func (s *OffsetContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitOffset(s)
	}
}

func (p *ELKParser) Offset() (localctx IOffsetContext) {
	localctx = NewOffsetContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 44, ELKParserRULE_offset)
	p.SetState(433)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserNUMBER:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(431)
			p.Duration()
		}

	case ELKParserCLOCKTIME:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(432)
			p.Match(ELKParserCLOCKTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IDurationContext is an interface to support dynamic dispatch.
type IDurationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllDurationPart() []IDurationPartContext
	DurationPart(i int) IDurationPartContext

	// IsDurationContext differentiates from other interfaces.
	IsDurationContext()
}

type DurationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDurationContext() *DurationContext {
	var p = new(DurationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_duration
	return p
}

func InitEmptyDurationContext(p *DurationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_duration
}

func (*DurationContext) IsDurationContext() {}

func NewDurationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DurationContext {
	var p = new(DurationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_duration

	return p
}

func (s *DurationContext) GetParser() antlr.Parser { return s.parser }

func (s *DurationContext) AllDurationPart() []IDurationPartContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDurationPartContext); ok {
			len++
		}
	}

	tst := make([]IDurationPartContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDurationPartContext); ok {
			tst[i] = t.(IDurationPartContext)
			i++
		}
	}

	return tst
}

func (s *DurationContext) DurationPart(i int) IDurationPartContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDurationPartContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDurationPartContext)
}

func (s *DurationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DurationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DurationContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterDuration(s)
	}
}

func (s *DurationContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitDuration(s)
	}
}

func (p *ELKParser) Duration() (localctx IDurationContext) {
	localctx = NewDurationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 46, ELKParserRULE_duration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(436)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == ELKParserNUMBER {
		{
			p.SetState(435)
			p.DurationPart()
		}

		p.SetState(438)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IDurationPartContext is an interface to support dynamic dispatch.
type IDurationPartContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	NUMBER() antlr.TerminalNode
	Unit() IUnitContext

	// IsDurationPartContext differentiates from other interfaces.
	IsDurationPartContext()
}

type DurationPartContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDurationPartContext() *DurationPartContext {
	var p = new(DurationPartContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_durationPart
	return p
}

func InitEmptyDurationPartContext(p *DurationPartContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_durationPart
}

func (*DurationPartContext) IsDurationPartContext() {}

func NewDurationPartContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DurationPartContext {
	var p = new(DurationPartContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_durationPart

	return p
}

func (s *DurationPartContext) GetParser() antlr.Parser { return s.parser }

func (s *DurationPartContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *DurationPartContext) Unit() IUnitContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IUnitContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IUnitContext)
}

func (s *DurationPartContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DurationPartContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DurationPartContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterDurationPart(s)
	}
}

func (s *DurationPartContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitDurationPart(s)
	}
}

func (p *ELKParser) DurationPart() (localctx IDurationPartContext) {
	localctx = NewDurationPartContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 48, ELKParserRULE_durationPart)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(440)
		p.Match(ELKParserNUMBER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(441)
		p.Unit()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IUnitContext is an interface to support dynamic dispatch.
type IUnitContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	SECS() antlr.TerminalNode
	MINS() antlr.TerminalNode
	HRS() antlr.TerminalNode

	// IsUnitContext differentiates from other interfaces.
	IsUnitContext()
}

type UnitContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyUnitContext() *UnitContext {
	var p = new(UnitContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_unit
	return p
}

func InitEmptyUnitContext(p *UnitContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_unit
}

func (*UnitContext) IsUnitContext() {}

func NewUnitContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *UnitContext {
	var p = new(UnitContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_unit

	return p
}

func (s *UnitContext) GetParser() antlr.Parser { return s.parser }

func (s *UnitContext) SECS() antlr.TerminalNode {
	return s.GetToken(ELKParserSECS, 0)
}

func (s *UnitContext) MINS() antlr.TerminalNode {
	return s.GetToken(ELKParserMINS, 0)
}

func (s *UnitContext) HRS() antlr.TerminalNode {
	return s.GetToken(ELKParserHRS, 0)
}

func (s *UnitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *UnitContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *UnitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterUnit(s)
	}
}

func (s *UnitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitUnit(s)
	}
}

func (p *ELKParser) Unit() (localctx IUnitContext) {
	localctx = NewUnitContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 50, ELKParserRULE_unit)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(443)
		_la = p.GetTokenStream().LA(1)

		if !((int64((_la-100)) & ^0x3f) == 0 && ((int64(1)<<(_la-100))&7) != 0) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IObjectContext is an interface to support dynamic dispatch.
type IObjectContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ObjId() IObjIdContext
	AllNameWord() []INameWordContext
	NameWord(i int) INameWordContext

	// IsObjectContext differentiates from other interfaces.
	IsObjectContext()
}

type ObjectContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyObjectContext() *ObjectContext {
	var p = new(ObjectContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_object
	return p
}

func InitEmptyObjectContext(p *ObjectContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_object
}

func (*ObjectContext) IsObjectContext() {}

func NewObjectContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ObjectContext {
	var p = new(ObjectContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_object

	return p
}

func (s *ObjectContext) GetParser() antlr.Parser { return s.parser }

func (s *ObjectContext) ObjId() IObjIdContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IObjIdContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IObjIdContext)
}

func (s *ObjectContext) AllNameWord() []INameWordContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(INameWordContext); ok {
			len++
		}
	}

	tst := make([]INameWordContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(INameWordContext); ok {
			tst[i] = t.(INameWordContext)
			i++
		}
	}

	return tst
}

func (s *ObjectContext) NameWord(i int) INameWordContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameWordContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameWordContext)
}

func (s *ObjectContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ObjectContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ObjectContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterObject(s)
	}
}

func (s *ObjectContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitObject(s)
	}
}

func (p *ELKParser) Object() (localctx IObjectContext) {
	localctx = NewObjectContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 52, ELKParserRULE_object)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(448)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&286047845570576383) != 0) {
		{
			p.SetState(445)
			p.NameWord()
		}

		p.SetState(450)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(451)
		p.ObjId()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IObjIdContext is an interface to support dynamic dispatch.
type IObjIdContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsObjIdContext differentiates from other interfaces.
	IsObjIdContext()
}

type ObjIdContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyObjIdContext() *ObjIdContext {
	var p = new(ObjIdContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_objId
	return p
}

func InitEmptyObjIdContext(p *ObjIdContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_objId
}

func (*ObjIdContext) IsObjIdContext() {}

func NewObjIdContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ObjIdContext {
	var p = new(ObjIdContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_objId

	return p
}

func (s *ObjIdContext) GetParser() antlr.Parser { return s.parser }

func (s *ObjIdContext) CopyAll(ctx *ObjIdContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ObjIdContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ObjIdContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type PlainIdContext struct {
	ObjIdContext
	kind IAnyWordContext
}

func NewPlainIdContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PlainIdContext {
	var p = new(PlainIdContext)

	InitEmptyObjIdContext(&p.ObjIdContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjIdContext))

	return p
}

func (s *PlainIdContext) GetKind() IAnyWordContext { return s.kind }

func (s *PlainIdContext) SetKind(v IAnyWordContext) { s.kind = v }

func (s *PlainIdContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PlainIdContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(ELKParserLPAREN, 0)
}

func (s *PlainIdContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *PlainIdContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(ELKParserRPAREN, 0)
}

func (s *PlainIdContext) AnyWord() IAnyWordContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAnyWordContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAnyWordContext)
}

func (s *PlainIdContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterPlainId(s)
	}
}

func (s *PlainIdContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitPlainId(s)
	}
}

type LightIdContext struct {
	ObjIdContext
	house IAnyWordContext
}

func NewLightIdContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LightIdContext {
	var p = new(LightIdContext)

	InitEmptyObjIdContext(&p.ObjIdContext)
	p.parser = parser
	p.CopyAll(ctx.(*ObjIdContext))

	return p
}

func (s *LightIdContext) GetHouse() IAnyWordContext { return s.house }

func (s *LightIdContext) SetHouse(v IAnyWordContext) { s.house = v }

func (s *LightIdContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LightIdContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(ELKParserLBRACK, 0)
}

func (s *LightIdContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *LightIdContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(ELKParserRBRACK, 0)
}

func (s *LightIdContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(ELKParserLPAREN, 0)
}

func (s *LightIdContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(ELKParserRPAREN, 0)
}

func (s *LightIdContext) AnyWord() IAnyWordContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAnyWordContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAnyWordContext)
}

func (s *LightIdContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterLightId(s)
	}
}

func (s *LightIdContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitLightId(s)
	}
}

func (p *ELKParser) ObjId() (localctx IObjIdContext) {
	localctx = NewObjIdContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 54, ELKParserRULE_objId)
	var _la int

	p.SetState(467)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserLPAREN:
		localctx = NewPlainIdContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(453)
			p.Match(ELKParserLPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(454)

			var _x = p.AnyWord()

			localctx.(*PlainIdContext).kind = _x
		}
		{
			p.SetState(455)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(456)
			p.Match(ELKParserRPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserLBRACK:
		localctx = NewLightIdContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(458)
			p.Match(ELKParserLBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(459)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(464)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ELKParserLPAREN {
			{
				p.SetState(460)
				p.Match(ELKParserLPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(461)

				var _x = p.AnyWord()

				localctx.(*LightIdContext).house = _x
			}
			{
				p.SetState(462)
				p.Match(ELKParserRPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(466)
			p.Match(ELKParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// INameWordContext is an interface to support dynamic dispatch.
type INameWordContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AnyWord() IAnyWordContext
	NUMBER() antlr.TerminalNode
	DAYMASK() antlr.TerminalNode
	CLOCKTIME() antlr.TerminalNode
	STRING() antlr.TerminalNode
	DOT() antlr.TerminalNode
	MINUS() antlr.TerminalNode
	PLUS() antlr.TerminalNode
	COLON() antlr.TerminalNode
	PERCENT() antlr.TerminalNode
	EQUALS() antlr.TerminalNode
	PUNCT() antlr.TerminalNode

	// IsNameWordContext differentiates from other interfaces.
	IsNameWordContext()
}

type NameWordContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyNameWordContext() *NameWordContext {
	var p = new(NameWordContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_nameWord
	return p
}

func InitEmptyNameWordContext(p *NameWordContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_nameWord
}

func (*NameWordContext) IsNameWordContext() {}

func NewNameWordContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *NameWordContext {
	var p = new(NameWordContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_nameWord

	return p
}

func (s *NameWordContext) GetParser() antlr.Parser { return s.parser }

func (s *NameWordContext) AnyWord() IAnyWordContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAnyWordContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAnyWordContext)
}

func (s *NameWordContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *NameWordContext) DAYMASK() antlr.TerminalNode {
	return s.GetToken(ELKParserDAYMASK, 0)
}

func (s *NameWordContext) CLOCKTIME() antlr.TerminalNode {
	return s.GetToken(ELKParserCLOCKTIME, 0)
}

func (s *NameWordContext) STRING() antlr.TerminalNode {
	return s.GetToken(ELKParserSTRING, 0)
}

func (s *NameWordContext) DOT() antlr.TerminalNode {
	return s.GetToken(ELKParserDOT, 0)
}

func (s *NameWordContext) MINUS() antlr.TerminalNode {
	return s.GetToken(ELKParserMINUS, 0)
}

func (s *NameWordContext) PLUS() antlr.TerminalNode {
	return s.GetToken(ELKParserPLUS, 0)
}

func (s *NameWordContext) COLON() antlr.TerminalNode {
	return s.GetToken(ELKParserCOLON, 0)
}

func (s *NameWordContext) PERCENT() antlr.TerminalNode {
	return s.GetToken(ELKParserPERCENT, 0)
}

func (s *NameWordContext) EQUALS() antlr.TerminalNode {
	return s.GetToken(ELKParserEQUALS, 0)
}

func (s *NameWordContext) PUNCT() antlr.TerminalNode {
	return s.GetToken(ELKParserPUNCT, 0)
}

func (s *NameWordContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NameWordContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *NameWordContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterNameWord(s)
	}
}

func (s *NameWordContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitNameWord(s)
	}
}

func (p *ELKParser) NameWord() (localctx INameWordContext) {
	localctx = NewNameWordContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 56, ELKParserRULE_nameWord)
	p.SetState(481)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserAND, ELKParserTHE, ELKParserTIME, ELKParserISARE, ELKParserIS, ELKParserARE, ELKParserEVERY, ELKParserBECOMES, ELKParserNOT, ELKParserSECURE, ELKParserVIOLATED, ELKParserBYPASSED, ELKParserUNBYPASSED, ELKParserARM, ELKParserSTATE, ELKParserTURNED, ELKParserON, ELKParserOFF, ELKParserACTIVATED, ELKParserCHANGES, ELKParserTO, ELKParserKEY, ELKParserANY, ELKParserKEYPAD, ELKParserPRESSED, ELKParserSTAR, ELKParserCHIME, ELKParserTURNS, ELKParserACTIVE, ELKParserDETECTED, ELKParserRECEIVED, ELKParserRESTORED, ELKParserBEGINS, ELKParserEXPIRES, ELKParserENDS, ELKParserSTARTS, ELKParserRESTORES, ELKParserDAYS, ELKParserDAY, ELKParserOF, ELKParserWEEK, ELKParserLATER, ELKParserEARLIER, ELKParserTHAN, ELKParserAFTER, ELKParserBEFORE, ELKParserIT, ELKParserDARK, ELKParserOUTSIDE, ELKParserLESS, ELKParserGREATER, ELKParserOR, ELKParserEQUAL, ELKParserANALOG, ELKParserVALUE, ELKParserVOLTS, ELKParserARMED, ELKParserDISARMED, ELKParserAWAY, ELKParserSTAY, ELKParserNIGHT, ELKParserVACATION, ELKParserINSTANT, ELKParserMODE, ELKParserTURN, ELKParserFOR, ELKParserRESTART, ELKParserTIMER, ELKParserIF, ELKParserRUNNING, ELKParserTOGGLE, ELKParserSET, ELKParserBRIGHT, ELKParserFADE, ELKParserRATE, ELKParserADD, ELKParserSUBTRACT, ELKParserFROM, ELKParserACTIVATE, ELKParserDISARM, ELKParserBYPASS, ELKParserUNBYPASS, ELKParserHEAT, ELKParserCOOL, ELKParserAUTO, ELKParserEMERGENCY, ELKParserSETPOINT, ELKParserFAN, ELKParserDEGREES, ELKParserLOCK, ELKParserUNLOCK, ELKParserANNOUNCE, ELKParserSEND, ELKParserDIAL, ELKParserDISPLAY, ELKParserSUNRISE, ELKParserSUNSET, ELKParserSECS, ELKParserMINS, ELKParserHRS, ELKParserRULE, ELKParserWORD:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(469)
			p.AnyWord()
		}

	case ELKParserNUMBER:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(470)
			p.Match(ELKParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserDAYMASK:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(471)
			p.Match(ELKParserDAYMASK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserCLOCKTIME:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(472)
			p.Match(ELKParserCLOCKTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserSTRING:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(473)
			p.Match(ELKParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserDOT:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(474)
			p.Match(ELKParserDOT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserMINUS:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(475)
			p.Match(ELKParserMINUS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserPLUS:
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(476)
			p.Match(ELKParserPLUS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserCOLON:
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(477)
			p.Match(ELKParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserPERCENT:
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(478)
			p.Match(ELKParserPERCENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserEQUALS:
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(479)
			p.Match(ELKParserEQUALS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ELKParserPUNCT:
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(480)
			p.Match(ELKParserPUNCT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IAnyWordContext is an interface to support dynamic dispatch.
type IAnyWordContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	PlainWord() IPlainWordContext
	VerbWord() IVerbWordContext
	AND() antlr.TerminalNode

	// IsAnyWordContext differentiates from other interfaces.
	IsAnyWordContext()
}

type AnyWordContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAnyWordContext() *AnyWordContext {
	var p = new(AnyWordContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_anyWord
	return p
}

func InitEmptyAnyWordContext(p *AnyWordContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_anyWord
}

func (*AnyWordContext) IsAnyWordContext() {}

func NewAnyWordContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AnyWordContext {
	var p = new(AnyWordContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_anyWord

	return p
}

func (s *AnyWordContext) GetParser() antlr.Parser { return s.parser }

func (s *AnyWordContext) PlainWord() IPlainWordContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPlainWordContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPlainWordContext)
}

func (s *AnyWordContext) VerbWord() IVerbWordContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IVerbWordContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IVerbWordContext)
}

func (s *AnyWordContext) AND() antlr.TerminalNode {
	return s.GetToken(ELKParserAND, 0)
}

func (s *AnyWordContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AnyWordContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AnyWordContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterAnyWord(s)
	}
}

func (s *AnyWordContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitAnyWord(s)
	}
}

func (p *ELKParser) AnyWord() (localctx IAnyWordContext) {
	localctx = NewAnyWordContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 58, ELKParserRULE_anyWord)
	p.SetState(486)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ELKParserTHE, ELKParserISARE, ELKParserARE, ELKParserNOT, ELKParserSECURE, ELKParserVIOLATED, ELKParserBYPASSED, ELKParserUNBYPASSED, ELKParserTURNED, ELKParserON, ELKParserOFF, ELKParserACTIVATED, ELKParserTO, ELKParserANY, ELKParserKEYPAD, ELKParserPRESSED, ELKParserSTAR, ELKParserCHIME, ELKParserACTIVE, ELKParserDETECTED, ELKParserRECEIVED, ELKParserRESTORED, ELKParserDAYS, ELKParserDAY, ELKParserOF, ELKParserWEEK, ELKParserLATER, ELKParserEARLIER, ELKParserTHAN, ELKParserAFTER, ELKParserBEFORE, ELKParserIT, ELKParserDARK, ELKParserOUTSIDE, ELKParserLESS, ELKParserGREATER, ELKParserOR, ELKParserEQUAL, ELKParserANALOG, ELKParserVALUE, ELKParserVOLTS, ELKParserARMED, ELKParserDISARMED, ELKParserAWAY, ELKParserSTAY, ELKParserNIGHT, ELKParserVACATION, ELKParserINSTANT, ELKParserMODE, ELKParserTURN, ELKParserFOR, ELKParserRESTART, ELKParserTIMER, ELKParserIF, ELKParserRUNNING, ELKParserTOGGLE, ELKParserSET, ELKParserBRIGHT, ELKParserFADE, ELKParserRATE, ELKParserADD, ELKParserSUBTRACT, ELKParserFROM, ELKParserACTIVATE, ELKParserDISARM, ELKParserBYPASS, ELKParserUNBYPASS, ELKParserHEAT, ELKParserCOOL, ELKParserAUTO, ELKParserEMERGENCY, ELKParserSETPOINT, ELKParserFAN, ELKParserDEGREES, ELKParserLOCK, ELKParserUNLOCK, ELKParserANNOUNCE, ELKParserSEND, ELKParserDIAL, ELKParserDISPLAY, ELKParserSUNRISE, ELKParserSUNSET, ELKParserSECS, ELKParserMINS, ELKParserHRS, ELKParserRULE, ELKParserWORD:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(483)
			p.PlainWord()
		}

	case ELKParserTIME, ELKParserIS, ELKParserEVERY, ELKParserBECOMES, ELKParserARM, ELKParserSTATE, ELKParserCHANGES, ELKParserKEY, ELKParserTURNS, ELKParserBEGINS, ELKParserEXPIRES, ELKParserENDS, ELKParserSTARTS, ELKParserRESTORES:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(484)
			p.VerbWord()
		}

	case ELKParserAND:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(485)
			p.Match(ELKParserAND)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IVerbWordContext is an interface to support dynamic dispatch.
type IVerbWordContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IS() antlr.TerminalNode
	TURNS() antlr.TerminalNode
	BEGINS() antlr.TerminalNode
	EXPIRES() antlr.TerminalNode
	ENDS() antlr.TerminalNode
	STARTS() antlr.TerminalNode
	RESTORES() antlr.TerminalNode
	BECOMES() antlr.TerminalNode
	STATE() antlr.TerminalNode
	CHANGES() antlr.TerminalNode
	ARM() antlr.TerminalNode
	KEY() antlr.TerminalNode
	EVERY() antlr.TerminalNode
	TIME() antlr.TerminalNode

	// IsVerbWordContext differentiates from other interfaces.
	IsVerbWordContext()
}

type VerbWordContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyVerbWordContext() *VerbWordContext {
	var p = new(VerbWordContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_verbWord
	return p
}

func InitEmptyVerbWordContext(p *VerbWordContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_verbWord
}

func (*VerbWordContext) IsVerbWordContext() {}

func NewVerbWordContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *VerbWordContext {
	var p = new(VerbWordContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_verbWord

	return p
}

func (s *VerbWordContext) GetParser() antlr.Parser { return s.parser }

func (s *VerbWordContext) IS() antlr.TerminalNode {
	return s.GetToken(ELKParserIS, 0)
}

func (s *VerbWordContext) TURNS() antlr.TerminalNode {
	return s.GetToken(ELKParserTURNS, 0)
}

func (s *VerbWordContext) BEGINS() antlr.TerminalNode {
	return s.GetToken(ELKParserBEGINS, 0)
}

func (s *VerbWordContext) EXPIRES() antlr.TerminalNode {
	return s.GetToken(ELKParserEXPIRES, 0)
}

func (s *VerbWordContext) ENDS() antlr.TerminalNode {
	return s.GetToken(ELKParserENDS, 0)
}

func (s *VerbWordContext) STARTS() antlr.TerminalNode {
	return s.GetToken(ELKParserSTARTS, 0)
}

func (s *VerbWordContext) RESTORES() antlr.TerminalNode {
	return s.GetToken(ELKParserRESTORES, 0)
}

func (s *VerbWordContext) BECOMES() antlr.TerminalNode {
	return s.GetToken(ELKParserBECOMES, 0)
}

func (s *VerbWordContext) STATE() antlr.TerminalNode {
	return s.GetToken(ELKParserSTATE, 0)
}

func (s *VerbWordContext) CHANGES() antlr.TerminalNode {
	return s.GetToken(ELKParserCHANGES, 0)
}

func (s *VerbWordContext) ARM() antlr.TerminalNode {
	return s.GetToken(ELKParserARM, 0)
}

func (s *VerbWordContext) KEY() antlr.TerminalNode {
	return s.GetToken(ELKParserKEY, 0)
}

func (s *VerbWordContext) EVERY() antlr.TerminalNode {
	return s.GetToken(ELKParserEVERY, 0)
}

func (s *VerbWordContext) TIME() antlr.TerminalNode {
	return s.GetToken(ELKParserTIME, 0)
}

func (s *VerbWordContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VerbWordContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *VerbWordContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterVerbWord(s)
	}
}

func (s *VerbWordContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitVerbWord(s)
	}
}

func (p *ELKParser) VerbWord() (localctx IVerbWordContext) {
	localctx = NewVerbWordContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 60, ELKParserRULE_verbWord)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(488)
		_la = p.GetTokenStream().LA(1)

		if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1066246801056) != 0) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// IPlainWordContext is an interface to support dynamic dispatch.
type IPlainWordContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	WORD() antlr.TerminalNode
	THE() antlr.TerminalNode
	ARE() antlr.TerminalNode
	ISARE() antlr.TerminalNode
	NOT() antlr.TerminalNode
	SECURE() antlr.TerminalNode
	VIOLATED() antlr.TerminalNode
	BYPASSED() antlr.TerminalNode
	UNBYPASSED() antlr.TerminalNode
	TURNED() antlr.TerminalNode
	ON() antlr.TerminalNode
	OFF() antlr.TerminalNode
	ACTIVATED() antlr.TerminalNode
	TO() antlr.TerminalNode
	ANY() antlr.TerminalNode
	KEYPAD() antlr.TerminalNode
	PRESSED() antlr.TerminalNode
	STAR() antlr.TerminalNode
	CHIME() antlr.TerminalNode
	ACTIVE() antlr.TerminalNode
	DETECTED() antlr.TerminalNode
	RECEIVED() antlr.TerminalNode
	RESTORED() antlr.TerminalNode
	DAY() antlr.TerminalNode
	DAYS() antlr.TerminalNode
	OF() antlr.TerminalNode
	WEEK() antlr.TerminalNode
	LATER() antlr.TerminalNode
	EARLIER() antlr.TerminalNode
	THAN() antlr.TerminalNode
	AFTER() antlr.TerminalNode
	BEFORE() antlr.TerminalNode
	IT() antlr.TerminalNode
	DARK() antlr.TerminalNode
	OUTSIDE() antlr.TerminalNode
	LESS() antlr.TerminalNode
	GREATER() antlr.TerminalNode
	OR() antlr.TerminalNode
	EQUAL() antlr.TerminalNode
	ANALOG() antlr.TerminalNode
	VALUE() antlr.TerminalNode
	VOLTS() antlr.TerminalNode
	ARMED() antlr.TerminalNode
	DISARMED() antlr.TerminalNode
	AWAY() antlr.TerminalNode
	STAY() antlr.TerminalNode
	NIGHT() antlr.TerminalNode
	VACATION() antlr.TerminalNode
	INSTANT() antlr.TerminalNode
	MODE() antlr.TerminalNode
	TURN() antlr.TerminalNode
	FOR() antlr.TerminalNode
	RESTART() antlr.TerminalNode
	TIMER() antlr.TerminalNode
	IF() antlr.TerminalNode
	RUNNING() antlr.TerminalNode
	TOGGLE() antlr.TerminalNode
	SET() antlr.TerminalNode
	BRIGHT() antlr.TerminalNode
	FADE() antlr.TerminalNode
	RATE() antlr.TerminalNode
	ADD() antlr.TerminalNode
	SUBTRACT() antlr.TerminalNode
	FROM() antlr.TerminalNode
	ACTIVATE() antlr.TerminalNode
	DISARM() antlr.TerminalNode
	BYPASS() antlr.TerminalNode
	UNBYPASS() antlr.TerminalNode
	HEAT() antlr.TerminalNode
	COOL() antlr.TerminalNode
	AUTO() antlr.TerminalNode
	EMERGENCY() antlr.TerminalNode
	SETPOINT() antlr.TerminalNode
	FAN() antlr.TerminalNode
	DEGREES() antlr.TerminalNode
	LOCK() antlr.TerminalNode
	UNLOCK() antlr.TerminalNode
	ANNOUNCE() antlr.TerminalNode
	SEND() antlr.TerminalNode
	DIAL() antlr.TerminalNode
	DISPLAY() antlr.TerminalNode
	SUNRISE() antlr.TerminalNode
	SUNSET() antlr.TerminalNode
	SECS() antlr.TerminalNode
	MINS() antlr.TerminalNode
	HRS() antlr.TerminalNode
	RULE() antlr.TerminalNode

	// IsPlainWordContext differentiates from other interfaces.
	IsPlainWordContext()
}

type PlainWordContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPlainWordContext() *PlainWordContext {
	var p = new(PlainWordContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_plainWord
	return p
}

func InitEmptyPlainWordContext(p *PlainWordContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_plainWord
}

func (*PlainWordContext) IsPlainWordContext() {}

func NewPlainWordContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PlainWordContext {
	var p = new(PlainWordContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_plainWord

	return p
}

func (s *PlainWordContext) GetParser() antlr.Parser { return s.parser }

func (s *PlainWordContext) WORD() antlr.TerminalNode {
	return s.GetToken(ELKParserWORD, 0)
}

func (s *PlainWordContext) THE() antlr.TerminalNode {
	return s.GetToken(ELKParserTHE, 0)
}

func (s *PlainWordContext) ARE() antlr.TerminalNode {
	return s.GetToken(ELKParserARE, 0)
}

func (s *PlainWordContext) ISARE() antlr.TerminalNode {
	return s.GetToken(ELKParserISARE, 0)
}

func (s *PlainWordContext) NOT() antlr.TerminalNode {
	return s.GetToken(ELKParserNOT, 0)
}

func (s *PlainWordContext) SECURE() antlr.TerminalNode {
	return s.GetToken(ELKParserSECURE, 0)
}

func (s *PlainWordContext) VIOLATED() antlr.TerminalNode {
	return s.GetToken(ELKParserVIOLATED, 0)
}

func (s *PlainWordContext) BYPASSED() antlr.TerminalNode {
	return s.GetToken(ELKParserBYPASSED, 0)
}

func (s *PlainWordContext) UNBYPASSED() antlr.TerminalNode {
	return s.GetToken(ELKParserUNBYPASSED, 0)
}

func (s *PlainWordContext) TURNED() antlr.TerminalNode {
	return s.GetToken(ELKParserTURNED, 0)
}

func (s *PlainWordContext) ON() antlr.TerminalNode {
	return s.GetToken(ELKParserON, 0)
}

func (s *PlainWordContext) OFF() antlr.TerminalNode {
	return s.GetToken(ELKParserOFF, 0)
}

func (s *PlainWordContext) ACTIVATED() antlr.TerminalNode {
	return s.GetToken(ELKParserACTIVATED, 0)
}

func (s *PlainWordContext) TO() antlr.TerminalNode {
	return s.GetToken(ELKParserTO, 0)
}

func (s *PlainWordContext) ANY() antlr.TerminalNode {
	return s.GetToken(ELKParserANY, 0)
}

func (s *PlainWordContext) KEYPAD() antlr.TerminalNode {
	return s.GetToken(ELKParserKEYPAD, 0)
}

func (s *PlainWordContext) PRESSED() antlr.TerminalNode {
	return s.GetToken(ELKParserPRESSED, 0)
}

func (s *PlainWordContext) STAR() antlr.TerminalNode {
	return s.GetToken(ELKParserSTAR, 0)
}

func (s *PlainWordContext) CHIME() antlr.TerminalNode {
	return s.GetToken(ELKParserCHIME, 0)
}

func (s *PlainWordContext) ACTIVE() antlr.TerminalNode {
	return s.GetToken(ELKParserACTIVE, 0)
}

func (s *PlainWordContext) DETECTED() antlr.TerminalNode {
	return s.GetToken(ELKParserDETECTED, 0)
}

func (s *PlainWordContext) RECEIVED() antlr.TerminalNode {
	return s.GetToken(ELKParserRECEIVED, 0)
}

func (s *PlainWordContext) RESTORED() antlr.TerminalNode {
	return s.GetToken(ELKParserRESTORED, 0)
}

func (s *PlainWordContext) DAY() antlr.TerminalNode {
	return s.GetToken(ELKParserDAY, 0)
}

func (s *PlainWordContext) DAYS() antlr.TerminalNode {
	return s.GetToken(ELKParserDAYS, 0)
}

func (s *PlainWordContext) OF() antlr.TerminalNode {
	return s.GetToken(ELKParserOF, 0)
}

func (s *PlainWordContext) WEEK() antlr.TerminalNode {
	return s.GetToken(ELKParserWEEK, 0)
}

func (s *PlainWordContext) LATER() antlr.TerminalNode {
	return s.GetToken(ELKParserLATER, 0)
}

func (s *PlainWordContext) EARLIER() antlr.TerminalNode {
	return s.GetToken(ELKParserEARLIER, 0)
}

func (s *PlainWordContext) THAN() antlr.TerminalNode {
	return s.GetToken(ELKParserTHAN, 0)
}

func (s *PlainWordContext) AFTER() antlr.TerminalNode {
	return s.GetToken(ELKParserAFTER, 0)
}

func (s *PlainWordContext) BEFORE() antlr.TerminalNode {
	return s.GetToken(ELKParserBEFORE, 0)
}

func (s *PlainWordContext) IT() antlr.TerminalNode {
	return s.GetToken(ELKParserIT, 0)
}

func (s *PlainWordContext) DARK() antlr.TerminalNode {
	return s.GetToken(ELKParserDARK, 0)
}

func (s *PlainWordContext) OUTSIDE() antlr.TerminalNode {
	return s.GetToken(ELKParserOUTSIDE, 0)
}

func (s *PlainWordContext) LESS() antlr.TerminalNode {
	return s.GetToken(ELKParserLESS, 0)
}

func (s *PlainWordContext) GREATER() antlr.TerminalNode {
	return s.GetToken(ELKParserGREATER, 0)
}

func (s *PlainWordContext) OR() antlr.TerminalNode {
	return s.GetToken(ELKParserOR, 0)
}

func (s *PlainWordContext) EQUAL() antlr.TerminalNode {
	return s.GetToken(ELKParserEQUAL, 0)
}

func (s *PlainWordContext) ANALOG() antlr.TerminalNode {
	return s.GetToken(ELKParserANALOG, 0)
}

func (s *PlainWordContext) VALUE() antlr.TerminalNode {
	return s.GetToken(ELKParserVALUE, 0)
}

func (s *PlainWordContext) VOLTS() antlr.TerminalNode {
	return s.GetToken(ELKParserVOLTS, 0)
}

func (s *PlainWordContext) ARMED() antlr.TerminalNode {
	return s.GetToken(ELKParserARMED, 0)
}

func (s *PlainWordContext) DISARMED() antlr.TerminalNode {
	return s.GetToken(ELKParserDISARMED, 0)
}

func (s *PlainWordContext) AWAY() antlr.TerminalNode {
	return s.GetToken(ELKParserAWAY, 0)
}

func (s *PlainWordContext) STAY() antlr.TerminalNode {
	return s.GetToken(ELKParserSTAY, 0)
}

func (s *PlainWordContext) NIGHT() antlr.TerminalNode {
	return s.GetToken(ELKParserNIGHT, 0)
}

func (s *PlainWordContext) VACATION() antlr.TerminalNode {
	return s.GetToken(ELKParserVACATION, 0)
}

func (s *PlainWordContext) INSTANT() antlr.TerminalNode {
	return s.GetToken(ELKParserINSTANT, 0)
}

func (s *PlainWordContext) MODE() antlr.TerminalNode {
	return s.GetToken(ELKParserMODE, 0)
}

func (s *PlainWordContext) TURN() antlr.TerminalNode {
	return s.GetToken(ELKParserTURN, 0)
}

func (s *PlainWordContext) FOR() antlr.TerminalNode {
	return s.GetToken(ELKParserFOR, 0)
}

func (s *PlainWordContext) RESTART() antlr.TerminalNode {
	return s.GetToken(ELKParserRESTART, 0)
}

func (s *PlainWordContext) TIMER() antlr.TerminalNode {
	return s.GetToken(ELKParserTIMER, 0)
}

func (s *PlainWordContext) IF() antlr.TerminalNode {
	return s.GetToken(ELKParserIF, 0)
}

func (s *PlainWordContext) RUNNING() antlr.TerminalNode {
	return s.GetToken(ELKParserRUNNING, 0)
}

func (s *PlainWordContext) TOGGLE() antlr.TerminalNode {
	return s.GetToken(ELKParserTOGGLE, 0)
}

func (s *PlainWordContext) SET() antlr.TerminalNode {
	return s.GetToken(ELKParserSET, 0)
}

func (s *PlainWordContext) BRIGHT() antlr.TerminalNode {
	return s.GetToken(ELKParserBRIGHT, 0)
}

func (s *PlainWordContext) FADE() antlr.TerminalNode {
	return s.GetToken(ELKParserFADE, 0)
}

func (s *PlainWordContext) RATE() antlr.TerminalNode {
	return s.GetToken(ELKParserRATE, 0)
}

func (s *PlainWordContext) ADD() antlr.TerminalNode {
	return s.GetToken(ELKParserADD, 0)
}

func (s *PlainWordContext) SUBTRACT() antlr.TerminalNode {
	return s.GetToken(ELKParserSUBTRACT, 0)
}

func (s *PlainWordContext) FROM() antlr.TerminalNode {
	return s.GetToken(ELKParserFROM, 0)
}

func (s *PlainWordContext) ACTIVATE() antlr.TerminalNode {
	return s.GetToken(ELKParserACTIVATE, 0)
}

func (s *PlainWordContext) DISARM() antlr.TerminalNode {
	return s.GetToken(ELKParserDISARM, 0)
}

func (s *PlainWordContext) BYPASS() antlr.TerminalNode {
	return s.GetToken(ELKParserBYPASS, 0)
}

func (s *PlainWordContext) UNBYPASS() antlr.TerminalNode {
	return s.GetToken(ELKParserUNBYPASS, 0)
}

func (s *PlainWordContext) HEAT() antlr.TerminalNode {
	return s.GetToken(ELKParserHEAT, 0)
}

func (s *PlainWordContext) COOL() antlr.TerminalNode {
	return s.GetToken(ELKParserCOOL, 0)
}

func (s *PlainWordContext) AUTO() antlr.TerminalNode {
	return s.GetToken(ELKParserAUTO, 0)
}

func (s *PlainWordContext) EMERGENCY() antlr.TerminalNode {
	return s.GetToken(ELKParserEMERGENCY, 0)
}

func (s *PlainWordContext) SETPOINT() antlr.TerminalNode {
	return s.GetToken(ELKParserSETPOINT, 0)
}

func (s *PlainWordContext) FAN() antlr.TerminalNode {
	return s.GetToken(ELKParserFAN, 0)
}

func (s *PlainWordContext) DEGREES() antlr.TerminalNode {
	return s.GetToken(ELKParserDEGREES, 0)
}

func (s *PlainWordContext) LOCK() antlr.TerminalNode {
	return s.GetToken(ELKParserLOCK, 0)
}

func (s *PlainWordContext) UNLOCK() antlr.TerminalNode {
	return s.GetToken(ELKParserUNLOCK, 0)
}

func (s *PlainWordContext) ANNOUNCE() antlr.TerminalNode {
	return s.GetToken(ELKParserANNOUNCE, 0)
}

func (s *PlainWordContext) SEND() antlr.TerminalNode {
	return s.GetToken(ELKParserSEND, 0)
}

func (s *PlainWordContext) DIAL() antlr.TerminalNode {
	return s.GetToken(ELKParserDIAL, 0)
}

func (s *PlainWordContext) DISPLAY() antlr.TerminalNode {
	return s.GetToken(ELKParserDISPLAY, 0)
}

func (s *PlainWordContext) SUNRISE() antlr.TerminalNode {
	return s.GetToken(ELKParserSUNRISE, 0)
}

func (s *PlainWordContext) SUNSET() antlr.TerminalNode {
	return s.GetToken(ELKParserSUNSET, 0)
}

func (s *PlainWordContext) SECS() antlr.TerminalNode {
	return s.GetToken(ELKParserSECS, 0)
}

func (s *PlainWordContext) MINS() antlr.TerminalNode {
	return s.GetToken(ELKParserMINS, 0)
}

func (s *PlainWordContext) HRS() antlr.TerminalNode {
	return s.GetToken(ELKParserHRS, 0)
}

func (s *PlainWordContext) RULE() antlr.TerminalNode {
	return s.GetToken(ELKParserRULE, 0)
}

func (s *PlainWordContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PlainWordContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *PlainWordContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterPlainWord(s)
	}
}

func (s *PlainWordContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitPlainWord(s)
	}
}

func (p *ELKParser) PlainWord() (localctx IPlainWordContext) {
	localctx = NewPlainWordContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 62, ELKParserRULE_plainWord)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(490)
		_la = p.GetTokenStream().LA(1)

		if !(((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-1066246801072) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&36283883716607) != 0)) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// ISymbolContext is an interface to support dynamic dispatch.
type ISymbolContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	NUMBER() antlr.TerminalNode
	STRING() antlr.TerminalNode
	FKEY() antlr.TerminalNode
	DAYMASK() antlr.TerminalNode
	CLOCKTIME() antlr.TerminalNode
	COMMA() antlr.TerminalNode
	DOT() antlr.TerminalNode
	MINUS() antlr.TerminalNode
	PLUS() antlr.TerminalNode
	COLON() antlr.TerminalNode
	PERCENT() antlr.TerminalNode
	EQUALS() antlr.TerminalNode
	PUNCT() antlr.TerminalNode

	// IsSymbolContext differentiates from other interfaces.
	IsSymbolContext()
}

type SymbolContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySymbolContext() *SymbolContext {
	var p = new(SymbolContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_symbol
	return p
}

func InitEmptySymbolContext(p *SymbolContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ELKParserRULE_symbol
}

func (*SymbolContext) IsSymbolContext() {}

func NewSymbolContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SymbolContext {
	var p = new(SymbolContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ELKParserRULE_symbol

	return p
}

func (s *SymbolContext) GetParser() antlr.Parser { return s.parser }

func (s *SymbolContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ELKParserNUMBER, 0)
}

func (s *SymbolContext) STRING() antlr.TerminalNode {
	return s.GetToken(ELKParserSTRING, 0)
}

func (s *SymbolContext) FKEY() antlr.TerminalNode {
	return s.GetToken(ELKParserFKEY, 0)
}

func (s *SymbolContext) DAYMASK() antlr.TerminalNode {
	return s.GetToken(ELKParserDAYMASK, 0)
}

func (s *SymbolContext) CLOCKTIME() antlr.TerminalNode {
	return s.GetToken(ELKParserCLOCKTIME, 0)
}

func (s *SymbolContext) COMMA() antlr.TerminalNode {
	return s.GetToken(ELKParserCOMMA, 0)
}

func (s *SymbolContext) DOT() antlr.TerminalNode {
	return s.GetToken(ELKParserDOT, 0)
}

func (s *SymbolContext) MINUS() antlr.TerminalNode {
	return s.GetToken(ELKParserMINUS, 0)
}

func (s *SymbolContext) PLUS() antlr.TerminalNode {
	return s.GetToken(ELKParserPLUS, 0)
}

func (s *SymbolContext) COLON() antlr.TerminalNode {
	return s.GetToken(ELKParserCOLON, 0)
}

func (s *SymbolContext) PERCENT() antlr.TerminalNode {
	return s.GetToken(ELKParserPERCENT, 0)
}

func (s *SymbolContext) EQUALS() antlr.TerminalNode {
	return s.GetToken(ELKParserEQUALS, 0)
}

func (s *SymbolContext) PUNCT() antlr.TerminalNode {
	return s.GetToken(ELKParserPUNCT, 0)
}

func (s *SymbolContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SymbolContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SymbolContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.EnterSymbol(s)
	}
}

func (s *SymbolContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ELKListener); ok {
		listenerT.ExitSymbol(s)
	}
}

func (p *ELKParser) Symbol() (localctx ISymbolContext) {
	localctx = NewSymbolContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 64, ELKParserRULE_symbol)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(492)
		_la = p.GetTokenStream().LA(1)

		if !((int64((_la-104)) & ^0x3f) == 0 && ((int64(1)<<(_la-104))&261151) != 0) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}
