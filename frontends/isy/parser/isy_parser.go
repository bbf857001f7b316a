package parser // ISY
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

type ISYParser struct {
	*antlr.BaseParser
}

var ISYParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func isyParserInit() {
	staticData := &ISYParserStaticData
	staticData.LiteralNames = []string{
		"", "'('", "')'", "'<'", "'<='", "'>'", "'>='", "'='", "'!='", "'%'",
		"','", "'+'", "'-'", "'+='", "'-='", "'*='", "'/='", "'%='", "'&='",
		"'|='", "'^='", "'['", "']'", "'and'", "'or'", "'not'", "'is'", "'if'",
		"'then'", "'else'", "'control'", "'status'", "'switched'", "'program'",
		"'true'", "'false'", "'module'", "'x10'", "'received'", "'time'", "'last'",
		"'run'", "'for'", "'from'", "'to'", "'on'", "'off'", "'fast'", "'sunrise'",
		"'sunset'", "'same'", "'next'", "'day'", "'days'", "'later'", "'hour'",
		"'hours'", "'minute'", "'minutes'", "'second'", "'seconds'", "'set'",
		"'scene'", "'at'", "'startup'", "'wait'", "'repeat'", "'every'", "'times'",
		"'while'", "'path'", "'stop'", "'enable'", "'disable'", "'send'", "'notification'",
		"'content'", "'resource'", "'init'", "'random'", "'query'", "'wake'",
		"'adjust'", "'elk'",
	}
	staticData.SymbolicNames = []string{
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "AND", "OR", "NOT", "IS", "IF", "THEN", "ELSE",
		"CONTROL", "STATUS", "SWITCHED", "PROGRAM", "TRUE", "FALSE", "MODULE",
		"X10", "RECEIVED", "TIME", "LAST", "RUN", "FOR", "FROM", "TO", "ON",
		"OFF", "FAST", "SUNRISE", "SUNSET", "SAME", "NEXT", "DAY", "DAYS", "LATER",
		"HOUR", "HOURS", "MINUTE", "MINUTES", "SECOND", "SECONDS", "SET", "SCENE",
		"AT", "STARTUP", "WAIT", "REPEAT", "EVERY", "TIMES", "WHILE", "PATH",
		"STOP", "ENABLE", "DISABLE", "SEND", "NOTIFICATION", "CONTENT", "RESOURCE",
		"INIT", "RANDOM", "QUERY", "WAKE", "ADJUST", "ELK", "CLOCKTIME", "NUMBER",
		"QNAME", "VAR", "WORD", "PUNCT", "WS", "ERRCHAR",
	}
	staticData.RuleNames = []string{
		"conditions", "condOr", "condAnd", "condPrimary", "atom", "relation",
		"value", "operand", "days", "timeExpr", "offset", "dayRel", "duration",
		"durationPart", "actionLine", "actionBody", "path", "random", "setValue",
		"assignOp", "rhs", "number", "words", "word", "any",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 91, 372, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2,
		21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 1, 0, 1, 0, 1, 0,
		1, 1, 1, 1, 1, 1, 5, 1, 57, 8, 1, 10, 1, 12, 1, 60, 9, 1, 1, 2, 1, 2, 1,
		2, 5, 2, 65, 8, 2, 10, 2, 12, 2, 68, 9, 2, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3,
		3, 3, 75, 8, 3, 1, 4, 3, 4, 78, 8, 4, 1, 4, 1, 4, 1, 4, 3, 4, 83, 8, 4,
		1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4,
		1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4,
		1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 3, 4, 116, 8, 4, 1, 4, 1, 4,
		1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 3, 4, 126, 8, 4, 1, 4, 3, 4, 129, 8,
		4, 1, 4, 1, 4, 1, 4, 1, 4, 3, 4, 135, 8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1,
		4, 1, 4, 1, 4, 3, 4, 144, 8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1,
		4, 1, 4, 1, 4, 1, 4, 4, 4, 156, 8, 4, 11, 4, 12, 4, 157, 1, 4, 1, 4, 1,
		4, 1, 4, 1, 4, 3, 4, 165, 8, 4, 1, 5, 1, 5, 3, 5, 169, 8, 5, 1, 5, 3, 5,
		172, 8, 5, 1, 6, 1, 6, 3, 6, 176, 8, 6, 1, 6, 3, 6, 179, 8, 6, 1, 7, 1,
		7, 3, 7, 183, 8, 7, 1, 8, 1, 8, 1, 8, 1, 8, 5, 8, 189, 8, 8, 10, 8, 12,
		8, 192, 9, 8, 1, 9, 1, 9, 1, 9, 1, 9, 3, 9, 198, 8, 9, 1, 9, 1, 9, 1, 9,
		1, 9, 1, 9, 1, 9, 3, 9, 206, 8, 9, 3, 9, 208, 8, 9, 1, 10, 1, 10, 1, 10,
		1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1,
		11, 1, 11, 1, 11, 1, 11, 3, 11, 227, 8, 11, 1, 12, 1, 12, 1, 12, 5, 12,
		232, 8, 12, 10, 12, 12, 12, 235, 9, 12, 1, 13, 1, 13, 1, 13, 1, 14, 1,
		14, 1, 14, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15,
		3, 15, 252, 8, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1,
		15, 1, 15, 3, 15, 263, 8, 15, 1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 269, 8,
		15, 1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 275, 8, 15, 1, 15, 1, 15, 1, 15,
		1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1,
		15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 296, 8, 15, 1, 15, 1, 15,
		1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1,
		15, 1, 15, 1, 15, 1, 15, 5, 15, 314, 8, 15, 10, 15, 12, 15, 317, 9, 15,
		3, 15, 319, 8, 15, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 3, 16, 326, 8, 16,
		1, 17, 1, 17, 1, 17, 1, 17, 1, 18, 1, 18, 1, 18, 1, 18, 1, 18, 1, 18, 1,
		18, 1, 18, 1, 18, 1, 18, 4, 18, 342, 8, 18, 11, 18, 12, 18, 343, 3, 18,
		346, 8, 18, 1, 19, 1, 19, 1, 20, 1, 20, 1, 20, 1, 20, 1, 20, 1, 20, 3,
		20, 356, 8, 20, 1, 21, 3, 21, 359, 8, 21, 1, 21, 1, 21, 1, 22, 4, 22, 364,
		8, 22, 11, 22, 12, 22, 365, 1, 23, 1, 23, 1, 24, 1, 24, 1, 24, 0, 0, 25,
		0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36,
		38, 40, 42, 44, 46, 48, 0, 11, 1, 0, 34, 35, 1, 0, 3, 8, 1, 0, 48, 49,
		1, 0, 11, 12, 1, 0, 52, 53, 1, 0, 55, 60, 1, 0, 71, 73, 2, 0, 74, 74, 81,
		82, 2, 0, 7, 7, 13, 20, 4, 0, 30, 31, 33, 83, 85, 85, 88, 88, 0, 1, 417,
		0, 50, 1, 0, 0, 0, 2, 53, 1, 0, 0, 0, 4, 61, 1, 0, 0, 0, 6, 74, 1, 0, 0,
		0, 8, 164, 1, 0, 0, 0, 10, 171, 1, 0, 0, 0, 12, 178, 1, 0, 0, 0, 14, 182,
		1, 0, 0, 0, 16, 184, 1, 0, 0, 0, 18, 207, 1, 0, 0, 0, 20, 209, 1, 0, 0,
		0, 22, 226, 1, 0, 0, 0, 24, 228, 1, 0, 0, 0, 26, 236, 1, 0, 0, 0, 28, 239,
		1, 0, 0, 0, 30, 318, 1, 0, 0, 0, 32, 325, 1, 0, 0, 0, 34, 327, 1, 0, 0,
		0, 36, 345, 1, 0, 0, 0, 38, 347, 1, 0, 0, 0, 40, 355, 1, 0, 0, 0, 42, 358,
		1, 0, 0, 0, 44, 363, 1, 0, 0, 0, 46, 367, 1, 0, 0, 0, 48, 369, 1, 0, 0,
		0, 50, 51, 3, 2, 1, 0, 51, 52, 5, 0, 0, 1, 52, 1, 1, 0, 0, 0, 53, 58, 3,
		4, 2, 0, 54, 55, 5, 24, 0, 0, 55, 57, 3, 4, 2, 0, 56, 54, 1, 0, 0, 0, 57,
		60, 1, 0, 0, 0, 58, 56, 1, 0, 0, 0, 58, 59, 1, 0, 0, 0, 59, 3, 1, 0, 0,
		0, 60, 58, 1, 0, 0, 0, 61, 66, 3, 6, 3, 0, 62, 63, 5, 23, 0, 0, 63, 65,
		3, 6, 3, 0, 64, 62, 1, 0, 0, 0, 65, 68, 1, 0, 0, 0, 66, 64, 1, 0, 0, 0,
		66, 67, 1, 0, 0, 0, 67, 5, 1, 0, 0, 0, 68, 66, 1, 0, 0, 0, 69, 70, 5, 1,
		0, 0, 70, 71, 3, 2, 1, 0, 71, 72, 5, 2, 0, 0, 72, 75, 1, 0, 0, 0, 73, 75,
		3, 8, 4, 0, 74, 69, 1, 0, 0, 0, 74, 73, 1, 0, 0, 0, 75, 7, 1, 0, 0, 0,
		76, 78, 5, 30, 0, 0, 77, 76, 1, 0, 0, 0, 77, 78, 1, 0, 0, 0, 78, 79, 1,
		0, 0, 0, 79, 80, 5, 86, 0, 0, 80, 82, 5, 26, 0, 0, 81, 83, 5, 25, 0, 0,
		82, 81, 1, 0, 0, 0, 82, 83, 1, 0, 0, 0, 83, 84, 1, 0, 0, 0, 84, 85, 5,
		32, 0, 0, 85, 165, 3, 44, 22, 0, 86, 87, 5, 31, 0, 0, 87, 88, 5, 86, 0,
		0, 88, 89, 3, 10, 5, 0, 89, 90, 3, 12, 6, 0, 90, 165, 1, 0, 0, 0, 91, 92,
		5, 86, 0, 0, 92, 93, 5, 31, 0, 0, 93, 94, 3, 10, 5, 0, 94, 95, 3, 12, 6,
		0, 95, 165, 1, 0, 0, 0, 96, 97, 5, 33, 0, 0, 97, 98, 5, 86, 0, 0, 98, 99,
		5, 26, 0, 0, 99, 165, 7, 0, 0, 0, 100, 101, 5, 87, 0, 0, 101, 102, 3, 10,
		5, 0, 102, 103, 3, 14, 7, 0, 103, 165, 1, 0, 0, 0, 104, 105, 5, 36, 0,
		0, 105, 106, 5, 86, 0, 0, 106, 107, 3, 44, 22, 0, 107, 108, 3, 10, 5, 0,
		108, 109, 3, 42, 21, 0, 109, 165, 1, 0, 0, 0, 110, 111, 5, 37, 0, 0, 111,
		112, 5, 86, 0, 0, 112, 113, 5, 26, 0, 0, 113, 165, 5, 38, 0, 0, 114, 116,
		3, 16, 8, 0, 115, 114, 1, 0, 0, 0, 115, 116, 1, 0, 0, 0, 116, 117, 1, 0,
		0, 0, 117, 118, 5, 39, 0, 0, 118, 119, 5, 26, 0, 0, 119, 120, 5, 40, 0,
		0, 120, 121, 5, 41, 0, 0, 121, 122, 5, 39, 0, 0, 122, 123, 5, 42, 0, 0,
		123, 125, 5, 86, 0, 0, 124, 126, 3, 20, 10, 0, 125, 124, 1, 0, 0, 0, 125,
		126, 1, 0, 0, 0, 126, 165, 1, 0, 0, 0, 127, 129, 3, 16, 8, 0, 128, 127,
		1, 0, 0, 0, 128, 129, 1, 0, 0, 0, 129, 130, 1, 0, 0, 0, 130, 131, 5, 39,
		0, 0, 131, 132, 5, 26, 0, 0, 132, 165, 3, 18, 9, 0, 133, 135, 3, 16, 8,
		0, 134, 133, 1, 0, 0, 0, 134, 135, 1, 0, 0, 0, 135, 136, 1, 0, 0, 0, 136,
		137, 5, 43, 0, 0, 137, 138, 3, 18, 9, 0, 138, 139, 5, 44, 0, 0, 139, 140,
		3, 18, 9, 0, 140, 141, 3, 22, 11, 0, 141, 165, 1, 0, 0, 0, 142, 144, 3,
		16, 8, 0, 143, 142, 1, 0, 0, 0, 143, 144, 1, 0, 0, 0, 144, 145, 1, 0, 0,
		0, 145, 146, 5, 43, 0, 0, 146, 147, 3, 18, 9, 0, 147, 148, 5, 42, 0, 0,
		148, 149, 3, 24, 12, 0, 149, 165, 1, 0, 0, 0, 150, 155, 5, 83, 0, 0, 151,
		156, 3, 46, 23, 0, 152, 156, 5, 86, 0, 0, 153, 156, 5, 26, 0, 0, 154, 156,
		5, 25, 0, 0, 155, 151, 1, 0, 0, 0, 155, 152, 1, 0, 0, 0, 155, 153, 1, 0,
		0, 0, 155, 154, 1, 0, 0, 0, 156, 157, 1, 0, 0, 0, 157, 155, 1, 0, 0, 0,
		157, 158, 1, 0, 0, 0, 158, 165, 1, 0, 0, 0, 159, 160, 5, 86, 0, 0, 160,
		161, 3, 44, 22, 0, 161, 162, 3, 10, 5, 0, 162, 163, 3, 12, 6, 0, 163, 165,
		1, 0, 0, 0, 164, 77, 1, 0, 0, 0, 164, 86, 1, 0, 0, 0, 164, 91, 1, 0, 0,
		0, 164, 96, 1, 0, 0, 0, 164, 100, 1, 0, 0, 0, 164, 104, 1, 0, 0, 0, 164,
		110, 1, 0, 0, 0, 164, 115, 1, 0, 0, 0, 164, 128, 1, 0, 0, 0, 164, 134,
		1, 0, 0, 0, 164, 143, 1, 0, 0, 0, 164, 150, 1, 0, 0, 0, 164, 159, 1, 0,
		0, 0, 165, 9, 1, 0, 0, 0, 166, 168, 5, 26, 0, 0, 167, 169, 5, 25, 0, 0,
		168, 167, 1, 0, 0, 0, 168, 169, 1, 0, 0, 0, 169, 172, 1, 0, 0, 0, 170,
		172, 7, 1, 0, 0, 171, 166, 1, 0, 0, 0, 171, 170, 1, 0, 0, 0, 172, 11, 1,
		0, 0, 0, 173, 175, 3, 42, 21, 0, 174, 176, 5, 9, 0, 0, 175, 174, 1, 0,
		0, 0, 175, 176, 1, 0, 0, 0, 176, 179, 1, 0, 0, 0, 177, 179, 3, 44, 22,
		0, 178, 173, 1, 0, 0, 0, 178, 177, 1, 0, 0, 0, 179, 13, 1, 0, 0, 0, 180,
		183, 3, 42, 21, 0, 181, 183, 5, 87, 0, 0, 182, 180, 1, 0, 0, 0, 182, 181,
		1, 0, 0, 0, 183, 15, 1, 0, 0, 0, 184, 185, 5, 45, 0, 0, 185, 190, 3, 46,
		23, 0, 186, 187, 5, 10, 0, 0, 187, 189, 3, 46, 23, 0, 188, 186, 1, 0, 0,
		0, 189, 192, 1, 0, 0, 0, 190, 188, 1, 0, 0, 0, 190, 191, 1, 0, 0, 0, 191,
		17, 1, 0, 0, 0, 192, 190, 1, 0, 0, 0, 193, 208, 5, 84, 0, 0, 194, 197,
		7, 2, 0, 0, 195, 196, 7, 3, 0, 0, 196, 198, 3, 24, 12, 0, 197, 195, 1,
		0, 0, 0, 197, 198, 1, 0, 0, 0, 198, 208, 1, 0, 0, 0, 199, 200, 5, 40, 0,
		0, 200, 201, 5, 41, 0, 0, 201, 202, 5, 39, 0, 0, 202, 203, 5, 42, 0, 0,
		203, 205, 5, 86, 0, 0, 204, 206, 3, 20, 10, 0, 205, 204, 1, 0, 0, 0, 205,
		206, 1, 0, 0, 0, 206, 208, 1, 0, 0, 0, 207, 193, 1, 0, 0, 0, 207, 194,
		1, 0, 0, 0, 207, 199, 1, 0, 0, 0, 208, 19, 1, 0, 0, 0, 209, 210, 7, 3,
		0, 0, 210, 211, 3, 24, 12, 0, 211, 21, 1, 0, 0, 0, 212, 213, 5, 1, 0, 0,
		213, 214, 5, 50, 0, 0, 214, 215, 5, 52, 0, 0, 215, 227, 5, 2, 0, 0, 216,
		217, 5, 1, 0, 0, 217, 218, 5, 51, 0, 0, 218, 219, 5, 52, 0, 0, 219, 227,
		5, 2, 0, 0, 220, 221, 5, 1, 0, 0, 221, 222, 3, 42, 21, 0, 222, 223, 7,
		4, 0, 0, 223, 224, 5, 54, 0, 0, 224, 225, 5, 2, 0, 0, 225, 227, 1, 0, 0,
		0, 226, 212, 1, 0, 0, 0, 226, 216, 1, 0, 0, 0, 226, 220, 1, 0, 0, 0, 227,
		23, 1, 0, 0, 0, 228, 233, 3, 26, 13, 0, 229, 230, 5, 23, 0, 0, 230, 232,
		3, 26, 13, 0, 231, 229, 1, 0, 0, 0, 232, 235, 1, 0, 0, 0, 233, 231, 1,
		0, 0, 0, 233, 234, 1, 0, 0, 0, 234, 25, 1, 0, 0, 0, 235, 233, 1, 0, 0,
		0, 236, 237, 3, 42, 21, 0, 237, 238, 7, 5, 0, 0, 238, 27, 1, 0, 0, 0, 239,
		240, 3, 30, 15, 0, 240, 241, 5, 0, 0, 1, 241, 29, 1, 0, 0, 0, 242, 243,
		5, 61, 0, 0, 243, 244, 5, 62, 0, 0, 244, 245, 5, 86, 0, 0, 245, 319, 3,
		36, 18, 0, 246, 247, 5, 61, 0, 0, 247, 248, 5, 33, 0, 0, 248, 249, 5, 86,
		0, 0, 249, 251, 5, 44, 0, 0, 250, 252, 5, 25, 0, 0, 251, 250, 1, 0, 0,
		0, 251, 252, 1, 0, 0, 0, 252, 253, 1, 0, 0, 0, 253, 254, 5, 41, 0, 0, 254,
		255, 5, 63, 0, 0, 255, 319, 5, 64, 0, 0, 256, 257, 5, 61, 0, 0, 257, 258,
		5, 86, 0, 0, 258, 319, 3, 36, 18, 0, 259, 260, 5, 65, 0, 0, 260, 262, 3,
		24, 12, 0, 261, 263, 3, 34, 17, 0, 262, 261, 1, 0, 0, 0, 262, 263, 1, 0,
		0, 0, 263, 319, 1, 0, 0, 0, 264, 265, 5, 66, 0, 0, 265, 266, 5, 67, 0,
		0, 266, 268, 3, 24, 12, 0, 267, 269, 3, 34, 17, 0, 268, 267, 1, 0, 0, 0,
		268, 269, 1, 0, 0, 0, 269, 319, 1, 0, 0, 0, 270, 271, 5, 66, 0, 0, 271,
		272, 3, 42, 21, 0, 272, 274, 5, 68, 0, 0, 273, 275, 3, 34, 17, 0, 274,
		273, 1, 0, 0, 0, 274, 275, 1, 0, 0, 0, 275, 319, 1, 0, 0, 0, 276, 277,
		5, 66, 0, 0, 277, 278, 5, 69, 0, 0, 278, 319, 3, 2, 1, 0, 279, 280, 5,
		41, 0, 0, 280, 281, 5, 33, 0, 0, 281, 282, 5, 86, 0, 0, 282, 283, 5, 1,
		0, 0, 283, 284, 3, 32, 16, 0, 284, 285, 5, 2, 0, 0, 285, 319, 1, 0, 0,
		0, 286, 287, 7, 6, 0, 0, 287, 288, 5, 33, 0, 0, 288, 319, 5, 86, 0, 0,
		289, 290, 5, 74, 0, 0, 290, 291, 5, 75, 0, 0, 291, 292, 5, 44, 0, 0, 292,
		295, 5, 86, 0, 0, 293, 294, 5, 76, 0, 0, 294, 296, 5, 86, 0, 0, 295, 293,
		1, 0, 0, 0, 295, 296, 1, 0, 0, 0, 296, 319, 1, 0, 0, 0, 297, 298, 5, 77,
		0, 0, 298, 319, 5, 86, 0, 0, 299, 300, 5, 87, 0, 0, 300, 301, 5, 78, 0,
		0, 301, 302, 5, 44, 0, 0, 302, 319, 3, 14, 7, 0, 303, 304, 5, 87, 0, 0,
		304, 305, 5, 7, 0, 0, 305, 306, 5, 79, 0, 0, 306, 319, 3, 42, 21, 0, 307,
		308, 5, 87, 0, 0, 308, 309, 3, 38, 19, 0, 309, 310, 3, 40, 20, 0, 310,
		319, 1, 0, 0, 0, 311, 315, 7, 7, 0, 0, 312, 314, 3, 48, 24, 0, 313, 312,
		1, 0, 0, 0, 314, 317, 1, 0, 0, 0, 315, 313, 1, 0, 0, 0, 315, 316, 1, 0,
		0, 0, 316, 319, 1, 0, 0, 0, 317, 315, 1, 0, 0, 0, 318, 242, 1, 0, 0, 0,
		318, 246, 1, 0, 0, 0, 318, 256, 1, 0, 0, 0, 318, 259, 1, 0, 0, 0, 318,
		264, 1, 0, 0, 0, 318, 270, 1, 0, 0, 0, 318, 276, 1, 0, 0, 0, 318, 279,
		1, 0, 0, 0, 318, 286, 1, 0, 0, 0, 318, 289, 1, 0, 0, 0, 318, 297, 1, 0,
		0, 0, 318, 299, 1, 0, 0, 0, 318, 303, 1, 0, 0, 0, 318, 307, 1, 0, 0, 0,
		318, 311, 1, 0, 0, 0, 319, 31, 1, 0, 0, 0, 320, 326, 5, 27, 0, 0, 321,
		322, 5, 28, 0, 0, 322, 326, 5, 70, 0, 0, 323, 324, 5, 29, 0, 0, 324, 326,
		5, 70, 0, 0, 325, 320, 1, 0, 0, 0, 325, 321, 1, 0, 0, 0, 325, 323, 1, 0,
		0, 0, 326, 33, 1, 0, 0, 0, 327, 328, 5, 1, 0, 0, 328, 329, 5, 79, 0, 0,
		329, 330, 5, 2, 0, 0, 330, 35, 1, 0, 0, 0, 331, 346, 5, 45, 0, 0, 332,
		346, 5, 46, 0, 0, 333, 334, 5, 47, 0, 0, 334, 346, 5, 45, 0, 0, 335, 336,
		5, 47, 0, 0, 336, 346, 5, 46, 0, 0, 337, 338, 3, 42, 21, 0, 338, 339, 5,
		9, 0, 0, 339, 346, 1, 0, 0, 0, 340, 342, 3, 48, 24, 0, 341, 340, 1, 0,
		0, 0, 342, 343, 1, 0, 0, 0, 343, 341, 1, 0, 0, 0, 343, 344, 1, 0, 0, 0,
		344, 346, 1, 0, 0, 0, 345, 331, 1, 0, 0, 0, 345, 332, 1, 0, 0, 0, 345,
		333, 1, 0, 0, 0, 345, 335, 1, 0, 0, 0, 345, 337, 1, 0, 0, 0, 345, 341,
		1, 0, 0, 0, 346, 37, 1, 0, 0, 0, 347, 348, 7, 8, 0, 0, 348, 39, 1, 0, 0,
		0, 349, 356, 3, 42, 21, 0, 350, 356, 5, 87, 0, 0, 351, 352, 5, 21, 0, 0,
		352, 353, 3, 44, 22, 0, 353, 354, 5, 22, 0, 0, 354, 356, 1, 0, 0, 0, 355,
		349, 1, 0, 0, 0, 355, 350, 1, 0, 0, 0, 355, 351, 1, 0, 0, 0, 356, 41, 1,
		0, 0, 0, 357, 359, 5, 12, 0, 0, 358, 357, 1, 0, 0, 0, 358, 359, 1, 0, 0,
		0, 359, 360, 1, 0, 0, 0, 360, 361, 5, 85, 0, 0, 361, 43, 1, 0, 0, 0, 362,
		364, 3, 46, 23, 0, 363, 362, 1, 0, 0, 0, 364, 365, 1, 0, 0, 0, 365, 363,
		1, 0, 0, 0, 365, 366, 1, 0, 0, 0, 366, 45, 1, 0, 0, 0, 367, 368, 7, 9,
		0, 0, 368, 47, 1, 0, 0, 0, 369, 370, 8, 10, 0, 0, 370, 49, 1, 0, 0, 0,
		37, 58, 66, 74, 77, 82, 115, 125, 128, 134, 143, 155, 157, 164, 168, 171,
		175, 178, 182, 190, 197, 205, 207, 226, 233, 251, 262, 268, 274, 295, 315,
		318, 325, 343, 345, 355, 358, 365,
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

// ISYParserInit initializes any static state used to implement ISYParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewISYParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func ISYParserInit() {
	staticData := &ISYParserStaticData
	staticData.once.Do(isyParserInit)
}

// NewISYParser produces a new parser instance for the optional input antlr.TokenStream.
func NewISYParser(input antlr.TokenStream) *ISYParser {
	ISYParserInit()
	this := new(ISYParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &ISYParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "ISY.g4"

	return this
}

// ISYParser tokens.
const (
	ISYParserEOF          = antlr.TokenEOF
	ISYParserT__0         = 1
	ISYParserT__1         = 2
	ISYParserT__2         = 3
	ISYParserT__3         = 4
	ISYParserT__4         = 5
	ISYParserT__5         = 6
	ISYParserT__6         = 7
	ISYParserT__7         = 8
	ISYParserT__8         = 9
	ISYParserT__9         = 10
	ISYParserT__10        = 11
	ISYParserT__11        = 12
	ISYParserT__12        = 13
	ISYParserT__13        = 14
	ISYParserT__14        = 15
	ISYParserT__15        = 16
	ISYParserT__16        = 17
	ISYParserT__17        = 18
	ISYParserT__18        = 19
	ISYParserT__19        = 20
	ISYParserT__20        = 21
	ISYParserT__21        = 22
	ISYParserAND          = 23
	ISYParserOR           = 24
	ISYParserNOT          = 25
	ISYParserIS           = 26
	ISYParserIF           = 27
	ISYParserTHEN         = 28
	ISYParserELSE         = 29
	ISYParserCONTROL      = 30
	ISYParserSTATUS       = 31
	ISYParserSWITCHED     = 32
	ISYParserPROGRAM      = 33
	ISYParserTRUE         = 34
	ISYParserFALSE        = 35
	ISYParserMODULE       = 36
	ISYParserX10          = 37
	ISYParserRECEIVED     = 38
	ISYParserTIME         = 39
	ISYParserLAST         = 40
	ISYParserRUN          = 41
	ISYParserFOR          = 42
	ISYParserFROM         = 43
	ISYParserTO           = 44
	ISYParserON           = 45
	ISYParserOFF          = 46
	ISYParserFAST         = 47
	ISYParserSUNRISE      = 48
	ISYParserSUNSET       = 49
	ISYParserSAME         = 50
	ISYParserNEXT         = 51
	ISYParserDAY          = 52
	ISYParserDAYS         = 53
	ISYParserLATER        = 54
	ISYParserHOUR         = 55
	ISYParserHOURS        = 56
	ISYParserMINUTE       = 57
	ISYParserMINUTES      = 58
	ISYParserSECOND       = 59
	ISYParserSECONDS      = 60
	ISYParserSET          = 61
	ISYParserSCENE        = 62
	ISYParserAT           = 63
	ISYParserSTARTUP      = 64
	ISYParserWAIT         = 65
	ISYParserREPEAT       = 66
	ISYParserEVERY        = 67
	ISYParserTIMES        = 68
	ISYParserWHILE        = 69
	ISYParserPATH         = 70
	ISYParserSTOP         = 71
	ISYParserENABLE       = 72
	ISYParserDISABLE      = 73
	ISYParserSEND         = 74
	ISYParserNOTIFICATION = 75
	ISYParserCONTENT      = 76
	ISYParserRESOURCE     = 77
	ISYParserINIT         = 78
	ISYParserRANDOM       = 79
	ISYParserQUERY        = 80
	ISYParserWAKE         = 81
	ISYParserADJUST       = 82
	ISYParserELK          = 83
	ISYParserCLOCKTIME    = 84
	ISYParserNUMBER       = 85
	ISYParserQNAME        = 86
	ISYParserVAR          = 87
	ISYParserWORD         = 88
	ISYParserPUNCT        = 89
	ISYParserWS           = 90
	ISYParserERRCHAR      = 91
)

// ISYParser rules.
const (
	ISYParserRULE_conditions   = 0
	ISYParserRULE_condOr       = 1
	ISYParserRULE_condAnd      = 2
	ISYParserRULE_condPrimary  = 3
	ISYParserRULE_atom         = 4
	ISYParserRULE_relation     = 5
	ISYParserRULE_value        = 6
	ISYParserRULE_operand      = 7
	ISYParserRULE_days         = 8
	ISYParserRULE_timeExpr     = 9
	ISYParserRULE_offset       = 10
	ISYParserRULE_dayRel       = 11
	ISYParserRULE_duration     = 12
	ISYParserRULE_durationPart = 13
	ISYParserRULE_actionLine   = 14
	ISYParserRULE_actionBody   = 15
	ISYParserRULE_path         = 16
	ISYParserRULE_random       = 17
	ISYParserRULE_setValue     = 18
	ISYParserRULE_assignOp     = 19
	ISYParserRULE_rhs          = 20
	ISYParserRULE_number       = 21
	ISYParserRULE_words        = 22
	ISYParserRULE_word         = 23
	ISYParserRULE_any          = 24
)

// IConditionsContext is an interface to support dynamic dispatch.
type IConditionsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	CondOr() ICondOrContext
	EOF() antlr.TerminalNode

	// IsConditionsContext differentiates from other interfaces.
	IsConditionsContext()
}

type ConditionsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyConditionsContext() *ConditionsContext {
	var p = new(ConditionsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_conditions
	return p
}

func InitEmptyConditionsContext(p *ConditionsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_conditions
}

func (*ConditionsContext) IsConditionsContext() {}

func NewConditionsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ConditionsContext {
	var p = new(ConditionsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_conditions

	return p
}

func (s *ConditionsContext) GetParser() antlr.Parser { return s.parser }

func (s *ConditionsContext) CondOr() ICondOrContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICondOrContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICondOrContext)
}

func (s *ConditionsContext) EOF() antlr.TerminalNode {
	return s.GetToken(ISYParserEOF, 0)
}

func (s *ConditionsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ConditionsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ConditionsContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterConditions(s)
	}
}

func (s *ConditionsContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitConditions(s)
	}
}

func (p *ISYParser) Conditions() (localctx IConditionsContext) {
	localctx = NewConditionsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, ISYParserRULE_conditions)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(50)
		p.CondOr()
	}
	{
		p.SetState(51)
		p.Match(ISYParserEOF)
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

// ICondOrContext is an interface to support dynamic dispatch.
type ICondOrContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllCondAnd() []ICondAndContext
	CondAnd(i int) ICondAndContext
	AllOR() []antlr.TerminalNode
	OR(i int) antlr.TerminalNode

	// IsCondOrContext differentiates from other interfaces.
	IsCondOrContext()
}

type CondOrContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyCondOrContext() *CondOrContext {
	var p = new(CondOrContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_condOr
	return p
}

func InitEmptyCondOrContext(p *CondOrContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_condOr
}

func (*CondOrContext) IsCondOrContext() {}

func NewCondOrContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CondOrContext {
	var p = new(CondOrContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_condOr

	return p
}

func (s *CondOrContext) GetParser() antlr.Parser { return s.parser }

func (s *CondOrContext) AllCondAnd() []ICondAndContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ICondAndContext); ok {
			len++
		}
	}

	tst := make([]ICondAndContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ICondAndContext); ok {
			tst[i] = t.(ICondAndContext)
			i++
		}
	}

	return tst
}

func (s *CondOrContext) CondAnd(i int) ICondAndContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICondAndContext); ok {
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

	return t.(ICondAndContext)
}

func (s *CondOrContext) AllOR() []antlr.TerminalNode {
	return s.GetTokens(ISYParserOR)
}

func (s *CondOrContext) OR(i int) antlr.TerminalNode {
	return s.GetToken(ISYParserOR, i)
}

func (s *CondOrContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CondOrContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *CondOrContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterCondOr(s)
	}
}

func (s *CondOrContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitCondOr(s)
	}
}

func (p *ISYParser) CondOr() (localctx ICondOrContext) {
	localctx = NewCondOrContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, ISYParserRULE_condOr)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(53)
		p.CondAnd()
	}
	p.SetState(58)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == ISYParserOR {
		{
			p.SetState(54)
			p.Match(ISYParserOR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(55)
			p.CondAnd()
		}

		p.SetState(60)
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

// ICondAndContext is an interface to support dynamic dispatch.
type ICondAndContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllCondPrimary() []ICondPrimaryContext
	CondPrimary(i int) ICondPrimaryContext
	AllAND() []antlr.TerminalNode
	AND(i int) antlr.TerminalNode

	// IsCondAndContext differentiates from other interfaces.
	IsCondAndContext()
}

type CondAndContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyCondAndContext() *CondAndContext {
	var p = new(CondAndContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_condAnd
	return p
}

func InitEmptyCondAndContext(p *CondAndContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_condAnd
}

func (*CondAndContext) IsCondAndContext() {}

func NewCondAndContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CondAndContext {
	var p = new(CondAndContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_condAnd

	return p
}

func (s *CondAndContext) GetParser() antlr.Parser { return s.parser }

func (s *CondAndContext) AllCondPrimary() []ICondPrimaryContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ICondPrimaryContext); ok {
			len++
		}
	}

	tst := make([]ICondPrimaryContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ICondPrimaryContext); ok {
			tst[i] = t.(ICondPrimaryContext)
			i++
		}
	}

	return tst
}

func (s *CondAndContext) CondPrimary(i int) ICondPrimaryContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICondPrimaryContext); ok {
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

	return t.(ICondPrimaryContext)
}

func (s *CondAndContext) AllAND() []antlr.TerminalNode {
	return s.GetTokens(ISYParserAND)
}

func (s *CondAndContext) AND(i int) antlr.TerminalNode {
	return s.GetToken(ISYParserAND, i)
}

func (s *CondAndContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CondAndContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *CondAndContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterCondAnd(s)
	}
}

func (s *CondAndContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitCondAnd(s)
	}
}

func (p *ISYParser) CondAnd() (localctx ICondAndContext) {
	localctx = NewCondAndContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, ISYParserRULE_condAnd)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(61)
		p.CondPrimary()
	}
	p.SetState(66)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == ISYParserAND {
		{
			p.SetState(62)
			p.Match(ISYParserAND)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(63)
			p.CondPrimary()
		}

		p.SetState(68)
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

// ICondPrimaryContext is an interface to support dynamic dispatch.
type ICondPrimaryContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsCondPrimaryContext differentiates from other interfaces.
	IsCondPrimaryContext()
}

type CondPrimaryContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyCondPrimaryContext() *CondPrimaryContext {
	var p = new(CondPrimaryContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_condPrimary
	return p
}

func InitEmptyCondPrimaryContext(p *CondPrimaryContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_condPrimary
}

func (*CondPrimaryContext) IsCondPrimaryContext() {}

func NewCondPrimaryContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CondPrimaryContext {
	var p = new(CondPrimaryContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_condPrimary

	return p
}

func (s *CondPrimaryContext) GetParser() antlr.Parser { return s.parser }

func (s *CondPrimaryContext) CopyAll(ctx *CondPrimaryContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *CondPrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CondPrimaryContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type GroupCondContext struct {
	CondPrimaryContext
}

func NewGroupCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *GroupCondContext {
	var p = new(GroupCondContext)

	InitEmptyCondPrimaryContext(&p.CondPrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*CondPrimaryContext))

	return p
}

func (s *GroupCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *GroupCondContext) CondOr() ICondOrContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICondOrContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICondOrContext)
}

func (s *GroupCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterGroupCond(s)
	}
}

func (s *GroupCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitGroupCond(s)
	}
}

type AtomCondContext struct {
	CondPrimaryContext
}

func NewAtomCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AtomCondContext {
	var p = new(AtomCondContext)

	InitEmptyCondPrimaryContext(&p.CondPrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*CondPrimaryContext))

	return p
}

func (s *AtomCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AtomCondContext) Atom() IAtomContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAtomContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAtomContext)
}

func (s *AtomCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterAtomCond(s)
	}
}

func (s *AtomCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitAtomCond(s)
	}
}

func (p *ISYParser) CondPrimary() (localctx ICondPrimaryContext) {
	localctx = NewCondPrimaryContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, ISYParserRULE_condPrimary)
	p.SetState(74)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ISYParserT__0:
		localctx = NewGroupCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(69)
			p.Match(ISYParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(70)
			p.CondOr()
		}
		{
			p.SetState(71)
			p.Match(ISYParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ISYParserCONTROL, ISYParserSTATUS, ISYParserPROGRAM, ISYParserMODULE, ISYParserX10, ISYParserTIME, ISYParserFROM, ISYParserON, ISYParserELK, ISYParserQNAME, ISYParserVAR:
		localctx = NewAtomCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(73)
			p.Atom()
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

// IAtomContext is an interface to support dynamic dispatch.
type IAtomContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsAtomContext differentiates from other interfaces.
	IsAtomContext()
}

type AtomContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAtomContext() *AtomContext {
	var p = new(AtomContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_atom
	return p
}

func InitEmptyAtomContext(p *AtomContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_atom
}

func (*AtomContext) IsAtomContext() {}

func NewAtomContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AtomContext {
	var p = new(AtomContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_atom

	return p
}

func (s *AtomContext) GetParser() antlr.Parser { return s.parser }

func (s *AtomContext) CopyAll(ctx *AtomContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *AtomContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AtomContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type ControlCondContext struct {
	AtomContext
	not antlr.Token
}

func NewControlCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ControlCondContext {
	var p = new(ControlCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *ControlCondContext) GetNot() antlr.Token { return s.not }

func (s *ControlCondContext) SetNot(v antlr.Token) { s.not = v }

func (s *ControlCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ControlCondContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *ControlCondContext) IS() antlr.TerminalNode {
	return s.GetToken(ISYParserIS, 0)
}

func (s *ControlCondContext) SWITCHED() antlr.TerminalNode {
	return s.GetToken(ISYParserSWITCHED, 0)
}

func (s *ControlCondContext) Words() IWordsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWordsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IWordsContext)
}

func (s *ControlCondContext) CONTROL() antlr.TerminalNode {
	return s.GetToken(ISYParserCONTROL, 0)
}

func (s *ControlCondContext) NOT() antlr.TerminalNode {
	return s.GetToken(ISYParserNOT, 0)
}

func (s *ControlCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterControlCond(s)
	}
}

func (s *ControlCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitControlCond(s)
	}
}

type StatusCondContext struct {
	AtomContext
}

func NewStatusCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StatusCondContext {
	var p = new(StatusCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *StatusCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StatusCondContext) STATUS() antlr.TerminalNode {
	return s.GetToken(ISYParserSTATUS, 0)
}

func (s *StatusCondContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *StatusCondContext) Relation() IRelationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRelationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRelationContext)
}

func (s *StatusCondContext) Value() IValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IValueContext)
}

func (s *StatusCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterStatusCond(s)
	}
}

func (s *StatusCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitStatusCond(s)
	}
}

type StatusAfterCondContext struct {
	AtomContext
}

func NewStatusAfterCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StatusAfterCondContext {
	var p = new(StatusAfterCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *StatusAfterCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StatusAfterCondContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *StatusAfterCondContext) STATUS() antlr.TerminalNode {
	return s.GetToken(ISYParserSTATUS, 0)
}

func (s *StatusAfterCondContext) Relation() IRelationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRelationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRelationContext)
}

func (s *StatusAfterCondContext) Value() IValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IValueContext)
}

func (s *StatusAfterCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterStatusAfterCond(s)
	}
}

func (s *StatusAfterCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitStatusAfterCond(s)
	}
}

type ProgramCondContext struct {
	AtomContext
}

func NewProgramCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ProgramCondContext {
	var p = new(ProgramCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *ProgramCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProgramCondContext) PROGRAM() antlr.TerminalNode {
	return s.GetToken(ISYParserPROGRAM, 0)
}

func (s *ProgramCondContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *ProgramCondContext) IS() antlr.TerminalNode {
	return s.GetToken(ISYParserIS, 0)
}

func (s *ProgramCondContext) TRUE() antlr.TerminalNode {
	return s.GetToken(ISYParserTRUE, 0)
}

func (s *ProgramCondContext) FALSE() antlr.TerminalNode {
	return s.GetToken(ISYParserFALSE, 0)
}

func (s *ProgramCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterProgramCond(s)
	}
}

func (s *ProgramCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitProgramCond(s)
	}
}

type VarCondContext struct {
	AtomContext
}

func NewVarCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VarCondContext {
	var p = new(VarCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *VarCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VarCondContext) VAR() antlr.TerminalNode {
	return s.GetToken(ISYParserVAR, 0)
}

func (s *VarCondContext) Relation() IRelationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRelationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRelationContext)
}

func (s *VarCondContext) Operand() IOperandContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IOperandContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IOperandContext)
}

func (s *VarCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterVarCond(s)
	}
}

func (s *VarCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitVarCond(s)
	}
}

type ModuleCondContext struct {
	AtomContext
}

func NewModuleCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ModuleCondContext {
	var p = new(ModuleCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *ModuleCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ModuleCondContext) MODULE() antlr.TerminalNode {
	return s.GetToken(ISYParserMODULE, 0)
}

func (s *ModuleCondContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *ModuleCondContext) Words() IWordsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWordsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IWordsContext)
}

func (s *ModuleCondContext) Relation() IRelationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRelationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRelationContext)
}

func (s *ModuleCondContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *ModuleCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterModuleCond(s)
	}
}

func (s *ModuleCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitModuleCond(s)
	}
}

type X10CondContext struct {
	AtomContext
}

func NewX10CondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *X10CondContext {
	var p = new(X10CondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *X10CondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *X10CondContext) X10() antlr.TerminalNode {
	return s.GetToken(ISYParserX10, 0)
}

func (s *X10CondContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *X10CondContext) IS() antlr.TerminalNode {
	return s.GetToken(ISYParserIS, 0)
}

func (s *X10CondContext) RECEIVED() antlr.TerminalNode {
	return s.GetToken(ISYParserRECEIVED, 0)
}

func (s *X10CondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterX10Cond(s)
	}
}

func (s *X10CondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitX10Cond(s)
	}
}

type LastRunCondContext struct {
	AtomContext
}

func NewLastRunCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LastRunCondContext {
	var p = new(LastRunCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *LastRunCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LastRunCondContext) AllTIME() []antlr.TerminalNode {
	return s.GetTokens(ISYParserTIME)
}

func (s *LastRunCondContext) TIME(i int) antlr.TerminalNode {
	return s.GetToken(ISYParserTIME, i)
}

func (s *LastRunCondContext) IS() antlr.TerminalNode {
	return s.GetToken(ISYParserIS, 0)
}

func (s *LastRunCondContext) LAST() antlr.TerminalNode {
	return s.GetToken(ISYParserLAST, 0)
}

func (s *LastRunCondContext) RUN() antlr.TerminalNode {
	return s.GetToken(ISYParserRUN, 0)
}

func (s *LastRunCondContext) FOR() antlr.TerminalNode {
	return s.GetToken(ISYParserFOR, 0)
}

func (s *LastRunCondContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *LastRunCondContext) Days() IDaysContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDaysContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDaysContext)
}

func (s *LastRunCondContext) Offset() IOffsetContext {
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

func (s *LastRunCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterLastRunCond(s)
	}
}

func (s *LastRunCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitLastRunCond(s)
	}
}

type TimeIsCondContext struct {
	AtomContext
}

func NewTimeIsCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TimeIsCondContext {
	var p = new(TimeIsCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *TimeIsCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeIsCondContext) TIME() antlr.TerminalNode {
	return s.GetToken(ISYParserTIME, 0)
}

func (s *TimeIsCondContext) IS() antlr.TerminalNode {
	return s.GetToken(ISYParserIS, 0)
}

func (s *TimeIsCondContext) TimeExpr() ITimeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITimeExprContext)
}

func (s *TimeIsCondContext) Days() IDaysContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDaysContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDaysContext)
}

func (s *TimeIsCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterTimeIsCond(s)
	}
}

func (s *TimeIsCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitTimeIsCond(s)
	}
}

type FromToCondContext struct {
	AtomContext
}

func NewFromToCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FromToCondContext {
	var p = new(FromToCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *FromToCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FromToCondContext) FROM() antlr.TerminalNode {
	return s.GetToken(ISYParserFROM, 0)
}

func (s *FromToCondContext) AllTimeExpr() []ITimeExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITimeExprContext); ok {
			len++
		}
	}

	tst := make([]ITimeExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITimeExprContext); ok {
			tst[i] = t.(ITimeExprContext)
			i++
		}
	}

	return tst
}

func (s *FromToCondContext) TimeExpr(i int) ITimeExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeExprContext); ok {
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

	return t.(ITimeExprContext)
}

func (s *FromToCondContext) TO() antlr.TerminalNode {
	return s.GetToken(ISYParserTO, 0)
}

func (s *FromToCondContext) DayRel() IDayRelContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDayRelContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDayRelContext)
}

func (s *FromToCondContext) Days() IDaysContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDaysContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDaysContext)
}

func (s *FromToCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterFromToCond(s)
	}
}

func (s *FromToCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitFromToCond(s)
	}
}

type FromForCondContext struct {
	AtomContext
}

func NewFromForCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FromForCondContext {
	var p = new(FromForCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *FromForCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FromForCondContext) FROM() antlr.TerminalNode {
	return s.GetToken(ISYParserFROM, 0)
}

func (s *FromForCondContext) TimeExpr() ITimeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITimeExprContext)
}

func (s *FromForCondContext) FOR() antlr.TerminalNode {
	return s.GetToken(ISYParserFOR, 0)
}

func (s *FromForCondContext) Duration() IDurationContext {
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

func (s *FromForCondContext) Days() IDaysContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDaysContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDaysContext)
}

func (s *FromForCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterFromForCond(s)
	}
}

func (s *FromForCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitFromForCond(s)
	}
}

type ElkCondContext struct {
	AtomContext
}

func NewElkCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ElkCondContext {
	var p = new(ElkCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *ElkCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ElkCondContext) ELK() antlr.TerminalNode {
	return s.GetToken(ISYParserELK, 0)
}

func (s *ElkCondContext) AllWord() []IWordContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IWordContext); ok {
			len++
		}
	}

	tst := make([]IWordContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IWordContext); ok {
			tst[i] = t.(IWordContext)
			i++
		}
	}

	return tst
}

func (s *ElkCondContext) Word(i int) IWordContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWordContext); ok {
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

	return t.(IWordContext)
}

func (s *ElkCondContext) AllQNAME() []antlr.TerminalNode {
	return s.GetTokens(ISYParserQNAME)
}

func (s *ElkCondContext) QNAME(i int) antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, i)
}

func (s *ElkCondContext) AllIS() []antlr.TerminalNode {
	return s.GetTokens(ISYParserIS)
}

func (s *ElkCondContext) IS(i int) antlr.TerminalNode {
	return s.GetToken(ISYParserIS, i)
}

func (s *ElkCondContext) AllNOT() []antlr.TerminalNode {
	return s.GetTokens(ISYParserNOT)
}

func (s *ElkCondContext) NOT(i int) antlr.TerminalNode {
	return s.GetToken(ISYParserNOT, i)
}

func (s *ElkCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterElkCond(s)
	}
}

func (s *ElkCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitElkCond(s)
	}
}

type DriverCondContext struct {
	AtomContext
}

func NewDriverCondContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DriverCondContext {
	var p = new(DriverCondContext)

	InitEmptyAtomContext(&p.AtomContext)
	p.parser = parser
	p.CopyAll(ctx.(*AtomContext))

	return p
}

func (s *DriverCondContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DriverCondContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *DriverCondContext) Words() IWordsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWordsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IWordsContext)
}

func (s *DriverCondContext) Relation() IRelationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRelationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRelationContext)
}

func (s *DriverCondContext) Value() IValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IValueContext)
}

func (s *DriverCondContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterDriverCond(s)
	}
}

func (s *DriverCondContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitDriverCond(s)
	}
}

func (p *ISYParser) Atom() (localctx IAtomContext) {
	localctx = NewAtomContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, ISYParserRULE_atom)
	var _la int

	p.SetState(164)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 12, p.GetParserRuleContext()) {
	case 1:
		localctx = NewControlCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		p.SetState(77)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserCONTROL {
			{
				p.SetState(76)
				p.Match(ISYParserCONTROL)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(79)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(80)
			p.Match(ISYParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(82)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserNOT {
			{
				p.SetState(81)

				var _m = p.Match(ISYParserNOT)

				localctx.(*ControlCondContext).not = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(84)
			p.Match(ISYParserSWITCHED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(85)
			p.Words()
		}

	case 2:
		localctx = NewStatusCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(86)
			p.Match(ISYParserSTATUS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(87)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(88)
			p.Relation()
		}
		{
			p.SetState(89)
			p.Value()
		}

	case 3:
		localctx = NewStatusAfterCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(91)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(92)
			p.Match(ISYParserSTATUS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(93)
			p.Relation()
		}
		{
			p.SetState(94)
			p.Value()
		}

	case 4:
		localctx = NewProgramCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(96)
			p.Match(ISYParserPROGRAM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(97)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(98)
			p.Match(ISYParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(99)
			_la = p.GetTokenStream().LA(1)

			if !(_la == ISYParserTRUE || _la == ISYParserFALSE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 5:
		localctx = NewVarCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(100)
			p.Match(ISYParserVAR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(101)
			p.Relation()
		}
		{
			p.SetState(102)
			p.Operand()
		}

	case 6:
		localctx = NewModuleCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(104)
			p.Match(ISYParserMODULE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(105)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(106)
			p.Words()
		}
		{
			p.SetState(107)
			p.Relation()
		}
		{
			p.SetState(108)
			p.Number()
		}

	case 7:
		localctx = NewX10CondContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(110)
			p.Match(ISYParserX10)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(111)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(112)
			p.Match(ISYParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(113)
			p.Match(ISYParserRECEIVED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		localctx = NewLastRunCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		p.SetState(115)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserON {
			{
				p.SetState(114)
				p.Days()
			}

		}
		{
			p.SetState(117)
			p.Match(ISYParserTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(118)
			p.Match(ISYParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(119)
			p.Match(ISYParserLAST)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(120)
			p.Match(ISYParserRUN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(121)
			p.Match(ISYParserTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(122)
			p.Match(ISYParserFOR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(123)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(125)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserT__10 || _la == ISYParserT__11 {
			{
				p.SetState(124)
				p.Offset()
			}

		}

	case 9:
		localctx = NewTimeIsCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		p.SetState(128)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserON {
			{
				p.SetState(127)
				p.Days()
			}

		}
		{
			p.SetState(130)
			p.Match(ISYParserTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(131)
			p.Match(ISYParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(132)
			p.TimeExpr()
		}

	case 10:
		localctx = NewFromToCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		p.SetState(134)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserON {
			{
				p.SetState(133)
				p.Days()
			}

		}
		{
			p.SetState(136)
			p.Match(ISYParserFROM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(137)
			p.TimeExpr()
		}
		{
			p.SetState(138)
			p.Match(ISYParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(139)
			p.TimeExpr()
		}
		{
			p.SetState(140)
			p.DayRel()
		}

	case 11:
		localctx = NewFromForCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 11)
		p.SetState(143)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserON {
			{
				p.SetState(142)
				p.Days()
			}

		}
		{
			p.SetState(145)
			p.Match(ISYParserFROM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(146)
			p.TimeExpr()
		}
		{
			p.SetState(147)
			p.Match(ISYParserFOR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(148)
			p.Duration()
		}

	case 12:
		localctx = NewElkCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(150)
			p.Match(ISYParserELK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(155)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = ((int64((_la-25)) & ^0x3f) == 0 && ((int64(1)<<(_la-25))&-5188146770730811549) != 0) {
			p.SetState(155)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetTokenStream().LA(1) {
			case ISYParserCONTROL, ISYParserSTATUS, ISYParserPROGRAM, ISYParserTRUE, ISYParserFALSE, ISYParserMODULE, ISYParserX10, ISYParserRECEIVED, ISYParserTIME, ISYParserLAST, ISYParserRUN, ISYParserFOR, ISYParserFROM, ISYParserTO, ISYParserON, ISYParserOFF, ISYParserFAST, ISYParserSUNRISE, ISYParserSUNSET, ISYParserSAME, ISYParserNEXT, ISYParserDAY, ISYParserDAYS, ISYParserLATER, ISYParserHOUR, ISYParserHOURS, ISYParserMINUTE, ISYParserMINUTES, ISYParserSECOND, ISYParserSECONDS, ISYParserSET, ISYParserSCENE, ISYParserAT, ISYParserSTARTUP, ISYParserWAIT, ISYParserREPEAT, ISYParserEVERY, ISYParserTIMES, ISYParserWHILE, ISYParserPATH, ISYParserSTOP, ISYParserENABLE, ISYParserDISABLE, ISYParserSEND, ISYParserNOTIFICATION, ISYParserCONTENT, ISYParserRESOURCE, ISYParserINIT, ISYParserRANDOM, ISYParserQUERY, ISYParserWAKE, ISYParserADJUST, ISYParserELK, ISYParserNUMBER, ISYParserWORD:
				{
					p.SetState(151)
					p.Word()
				}

			case ISYParserQNAME:
				{
					p.SetState(152)
					p.Match(ISYParserQNAME)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case ISYParserIS:
				{
					p.SetState(153)
					p.Match(ISYParserIS)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case ISYParserNOT:
				{
					p.SetState(154)
					p.Match(ISYParserNOT)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			default:
				p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
				goto errorExit
			}

			p.SetState(157)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case 13:
		localctx = NewDriverCondContext(p, localctx)
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(159)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(160)
			p.Words()
		}
		{
			p.SetState(161)
			p.Relation()
		}
		{
			p.SetState(162)
			p.Value()
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

// IRelationContext is an interface to support dynamic dispatch.
type IRelationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetNot returns the not token.
	GetNot() antlr.Token

	// GetOp returns the op token.
	GetOp() antlr.Token

	// SetNot sets the not token.
	SetNot(antlr.Token)

	// SetOp sets the op token.
	SetOp(antlr.Token)

	// Getter signatures
	IS() antlr.TerminalNode
	NOT() antlr.TerminalNode

	// IsRelationContext differentiates from other interfaces.
	IsRelationContext()
}

type RelationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	not    antlr.Token
	op     antlr.Token
}

func NewEmptyRelationContext() *RelationContext {
	var p = new(RelationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_relation
	return p
}

func InitEmptyRelationContext(p *RelationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_relation
}

func (*RelationContext) IsRelationContext() {}

func NewRelationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RelationContext {
	var p = new(RelationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_relation

	return p
}

func (s *RelationContext) GetParser() antlr.Parser { return s.parser }

func (s *RelationContext) GetNot() antlr.Token { return s.not }

func (s *RelationContext) GetOp() antlr.Token { return s.op }

func (s *RelationContext) SetNot(v antlr.Token) { s.not = v }

func (s *RelationContext) SetOp(v antlr.Token) { s.op = v }

func (s *RelationContext) IS() antlr.TerminalNode {
	return s.GetToken(ISYParserIS, 0)
}

func (s *RelationContext) NOT() antlr.TerminalNode {
	return s.GetToken(ISYParserNOT, 0)
}

func (s *RelationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RelationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *RelationContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRelation(s)
	}
}

func (s *RelationContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRelation(s)
	}
}

func (p *ISYParser) Relation() (localctx IRelationContext) {
	localctx = NewRelationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, ISYParserRULE_relation)
	var _la int

	p.SetState(171)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ISYParserIS:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(166)
			p.Match(ISYParserIS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(168)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserNOT {
			{
				p.SetState(167)

				var _m = p.Match(ISYParserNOT)

				localctx.(*RelationContext).not = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case ISYParserT__2, ISYParserT__3, ISYParserT__4, ISYParserT__5, ISYParserT__6, ISYParserT__7:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(170)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*RelationContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&504) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*RelationContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
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

// IValueContext is an interface to support dynamic dispatch.
type IValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetPct returns the pct token.
	GetPct() antlr.Token

	// SetPct sets the pct token.
	SetPct(antlr.Token)

	// Getter signatures
	Number() INumberContext
	Words() IWordsContext

	// IsValueContext differentiates from other interfaces.
	IsValueContext()
}

type ValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	pct    antlr.Token
}

func NewEmptyValueContext() *ValueContext {
	var p = new(ValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_value
	return p
}

func InitEmptyValueContext(p *ValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_value
}

func (*ValueContext) IsValueContext() {}

func NewValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ValueContext {
	var p = new(ValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_value

	return p
}

func (s *ValueContext) GetParser() antlr.Parser { return s.parser }

func (s *ValueContext) GetPct() antlr.Token { return s.pct }

func (s *ValueContext) SetPct(v antlr.Token) { s.pct = v }

func (s *ValueContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *ValueContext) Words() IWordsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWordsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IWordsContext)
}

func (s *ValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ValueContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterValue(s)
	}
}

func (s *ValueContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitValue(s)
	}
}

func (p *ISYParser) Value() (localctx IValueContext) {
	localctx = NewValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, ISYParserRULE_value)
	var _la int

	p.SetState(178)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 16, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(173)
			p.Number()
		}
		p.SetState(175)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserT__8 {
			{
				p.SetState(174)

				var _m = p.Match(ISYParserT__8)

				localctx.(*ValueContext).pct = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(177)
			p.Words()
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

// IOperandContext is an interface to support dynamic dispatch.
type IOperandContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Number() INumberContext
	VAR() antlr.TerminalNode

	// IsOperandContext differentiates from other interfaces.
	IsOperandContext()
}

type OperandContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyOperandContext() *OperandContext {
	var p = new(OperandContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_operand
	return p
}

func InitEmptyOperandContext(p *OperandContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_operand
}

func (*OperandContext) IsOperandContext() {}

func NewOperandContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *OperandContext {
	var p = new(OperandContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_operand

	return p
}

func (s *OperandContext) GetParser() antlr.Parser { return s.parser }

func (s *OperandContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *OperandContext) VAR() antlr.TerminalNode {
	return s.GetToken(ISYParserVAR, 0)
}

func (s *OperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OperandContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *OperandContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterOperand(s)
	}
}

func (s *OperandContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitOperand(s)
	}
}

func (p *ISYParser) Operand() (localctx IOperandContext) {
	localctx = NewOperandContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, ISYParserRULE_operand)
	p.SetState(182)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ISYParserT__11, ISYParserNUMBER:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(180)
			p.Number()
		}

	case ISYParserVAR:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(181)
			p.Match(ISYParserVAR)
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

// IDaysContext is an interface to support dynamic dispatch.
type IDaysContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ON() antlr.TerminalNode
	AllWord() []IWordContext
	Word(i int) IWordContext

	// IsDaysContext differentiates from other interfaces.
	IsDaysContext()
}

type DaysContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDaysContext() *DaysContext {
	var p = new(DaysContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_days
	return p
}

func InitEmptyDaysContext(p *DaysContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_days
}

func (*DaysContext) IsDaysContext() {}

func NewDaysContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DaysContext {
	var p = new(DaysContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_days

	return p
}

func (s *DaysContext) GetParser() antlr.Parser { return s.parser }

func (s *DaysContext) ON() antlr.TerminalNode {
	return s.GetToken(ISYParserON, 0)
}

func (s *DaysContext) AllWord() []IWordContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IWordContext); ok {
			len++
		}
	}

	tst := make([]IWordContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IWordContext); ok {
			tst[i] = t.(IWordContext)
			i++
		}
	}

	return tst
}

func (s *DaysContext) Word(i int) IWordContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWordContext); ok {
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

	return t.(IWordContext)
}

func (s *DaysContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DaysContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DaysContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterDays(s)
	}
}

func (s *DaysContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitDays(s)
	}
}

func (p *ISYParser) Days() (localctx IDaysContext) {
	localctx = NewDaysContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, ISYParserRULE_days)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(184)
		p.Match(ISYParserON)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(185)
		p.Word()
	}
	p.SetState(190)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == ISYParserT__9 {
		{
			p.SetState(186)
			p.Match(ISYParserT__9)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(187)
			p.Word()
		}

		p.SetState(192)
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

// ITimeExprContext is an interface to support dynamic dispatch.
type ITimeExprContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTimeExprContext differentiates from other interfaces.
	IsTimeExprContext()
}

type TimeExprContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTimeExprContext() *TimeExprContext {
	var p = new(TimeExprContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_timeExpr
	return p
}

func InitEmptyTimeExprContext(p *TimeExprContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_timeExpr
}

func (*TimeExprContext) IsTimeExprContext() {}

func NewTimeExprContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TimeExprContext {
	var p = new(TimeExprContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_timeExpr

	return p
}

func (s *TimeExprContext) GetParser() antlr.Parser { return s.parser }

func (s *TimeExprContext) CopyAll(ctx *TimeExprContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TimeExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeExprContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type ClockTimeContext struct {
	TimeExprContext
}

func NewClockTimeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ClockTimeContext {
	var p = new(ClockTimeContext)

	InitEmptyTimeExprContext(&p.TimeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeExprContext))

	return p
}

func (s *ClockTimeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClockTimeContext) CLOCKTIME() antlr.TerminalNode {
	return s.GetToken(ISYParserCLOCKTIME, 0)
}

func (s *ClockTimeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterClockTime(s)
	}
}

func (s *ClockTimeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitClockTime(s)
	}
}

type SunTimeContext struct {
	TimeExprContext
	base antlr.Token
	sign antlr.Token
}

func NewSunTimeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SunTimeContext {
	var p = new(SunTimeContext)

	InitEmptyTimeExprContext(&p.TimeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeExprContext))

	return p
}

func (s *SunTimeContext) GetBase() antlr.Token { return s.base }

func (s *SunTimeContext) GetSign() antlr.Token { return s.sign }

func (s *SunTimeContext) SetBase(v antlr.Token) { s.base = v }

func (s *SunTimeContext) SetSign(v antlr.Token) { s.sign = v }

func (s *SunTimeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SunTimeContext) SUNRISE() antlr.TerminalNode {
	return s.GetToken(ISYParserSUNRISE, 0)
}

func (s *SunTimeContext) SUNSET() antlr.TerminalNode {
	return s.GetToken(ISYParserSUNSET, 0)
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

func (s *SunTimeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSunTime(s)
	}
}

func (s *SunTimeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSunTime(s)
	}
}

type LastRunTimeContext struct {
	TimeExprContext
}

func NewLastRunTimeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LastRunTimeContext {
	var p = new(LastRunTimeContext)

	InitEmptyTimeExprContext(&p.TimeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeExprContext))

	return p
}

func (s *LastRunTimeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LastRunTimeContext) LAST() antlr.TerminalNode {
	return s.GetToken(ISYParserLAST, 0)
}

func (s *LastRunTimeContext) RUN() antlr.TerminalNode {
	return s.GetToken(ISYParserRUN, 0)
}

func (s *LastRunTimeContext) TIME() antlr.TerminalNode {
	return s.GetToken(ISYParserTIME, 0)
}

func (s *LastRunTimeContext) FOR() antlr.TerminalNode {
	return s.GetToken(ISYParserFOR, 0)
}

func (s *LastRunTimeContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *LastRunTimeContext) Offset() IOffsetContext {
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

func (s *LastRunTimeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterLastRunTime(s)
	}
}

func (s *LastRunTimeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitLastRunTime(s)
	}
}

func (p *ISYParser) TimeExpr() (localctx ITimeExprContext) {
	localctx = NewTimeExprContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, ISYParserRULE_timeExpr)
	var _la int

	p.SetState(207)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ISYParserCLOCKTIME:
		localctx = NewClockTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(193)
			p.Match(ISYParserCLOCKTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ISYParserSUNRISE, ISYParserSUNSET:
		localctx = NewSunTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(194)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*SunTimeContext).base = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == ISYParserSUNRISE || _la == ISYParserSUNSET) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*SunTimeContext).base = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(197)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserT__10 || _la == ISYParserT__11 {
			{
				p.SetState(195)

				var _lt = p.GetTokenStream().LT(1)

				localctx.(*SunTimeContext).sign = _lt

				_la = p.GetTokenStream().LA(1)

				if !(_la == ISYParserT__10 || _la == ISYParserT__11) {
					var _ri = p.GetErrorHandler().RecoverInline(p)

					localctx.(*SunTimeContext).sign = _ri
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			{
				p.SetState(196)
				p.Duration()
			}

		}

	case ISYParserLAST:
		localctx = NewLastRunTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(199)
			p.Match(ISYParserLAST)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(200)
			p.Match(ISYParserRUN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(201)
			p.Match(ISYParserTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(202)
			p.Match(ISYParserFOR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(203)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(205)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserT__10 || _la == ISYParserT__11 {
			{
				p.SetState(204)
				p.Offset()
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

// IOffsetContext is an interface to support dynamic dispatch.
type IOffsetContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetSign returns the sign token.
	GetSign() antlr.Token

	// SetSign sets the sign token.
	SetSign(antlr.Token)

	// Getter signatures
	Duration() IDurationContext

	// IsOffsetContext differentiates from other interfaces.
	IsOffsetContext()
}

type OffsetContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	sign   antlr.Token
}

func NewEmptyOffsetContext() *OffsetContext {
	var p = new(OffsetContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_offset
	return p
}

func InitEmptyOffsetContext(p *OffsetContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_offset
}

func (*OffsetContext) IsOffsetContext() {}

func NewOffsetContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *OffsetContext {
	var p = new(OffsetContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_offset

	return p
}

func (s *OffsetContext) GetParser() antlr.Parser { return s.parser }

func (s *OffsetContext) GetSign() antlr.Token { return s.sign }

func (s *OffsetContext) SetSign(v antlr.Token) { s.sign = v }

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

func (s *OffsetContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OffsetContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *OffsetContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterOffset(s)
	}
}

func (s *OffsetContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitOffset(s)
	}
}

func (p *ISYParser) Offset() (localctx IOffsetContext) {
	localctx = NewOffsetContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, ISYParserRULE_offset)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(209)

		var _lt = p.GetTokenStream().LT(1)

		localctx.(*OffsetContext).sign = _lt

		_la = p.GetTokenStream().LA(1)

		if !(_la == ISYParserT__10 || _la == ISYParserT__11) {
			var _ri = p.GetErrorHandler().RecoverInline(p)

			localctx.(*OffsetContext).sign = _ri
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	{
		p.SetState(210)
		p.Duration()
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

// IDayRelContext is an interface to support dynamic dispatch.
type IDayRelContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsDayRelContext differentiates from other interfaces.
	IsDayRelContext()
}

type DayRelContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDayRelContext() *DayRelContext {
	var p = new(DayRelContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_dayRel
	return p
}

func InitEmptyDayRelContext(p *DayRelContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_dayRel
}

func (*DayRelContext) IsDayRelContext() {}

func NewDayRelContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DayRelContext {
	var p = new(DayRelContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_dayRel

	return p
}

func (s *DayRelContext) GetParser() antlr.Parser { return s.parser }

func (s *DayRelContext) CopyAll(ctx *DayRelContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *DayRelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DayRelContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type SameDayContext struct {
	DayRelContext
}

func NewSameDayContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SameDayContext {
	var p = new(SameDayContext)

	InitEmptyDayRelContext(&p.DayRelContext)
	p.parser = parser
	p.CopyAll(ctx.(*DayRelContext))

	return p
}

func (s *SameDayContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SameDayContext) SAME() antlr.TerminalNode {
	return s.GetToken(ISYParserSAME, 0)
}

func (s *SameDayContext) DAY() antlr.TerminalNode {
	return s.GetToken(ISYParserDAY, 0)
}

func (s *SameDayContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSameDay(s)
	}
}

func (s *SameDayContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSameDay(s)
	}
}

type NextDayContext struct {
	DayRelContext
}

func NewNextDayContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NextDayContext {
	var p = new(NextDayContext)

	InitEmptyDayRelContext(&p.DayRelContext)
	p.parser = parser
	p.CopyAll(ctx.(*DayRelContext))

	return p
}

func (s *NextDayContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NextDayContext) NEXT() antlr.TerminalNode {
	return s.GetToken(ISYParserNEXT, 0)
}

func (s *NextDayContext) DAY() antlr.TerminalNode {
	return s.GetToken(ISYParserDAY, 0)
}

func (s *NextDayContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterNextDay(s)
	}
}

func (s *NextDayContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitNextDay(s)
	}
}

type DaysLaterContext struct {
	DayRelContext
}

func NewDaysLaterContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DaysLaterContext {
	var p = new(DaysLaterContext)

	InitEmptyDayRelContext(&p.DayRelContext)
	p.parser = parser
	p.CopyAll(ctx.(*DayRelContext))

	return p
}

func (s *DaysLaterContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DaysLaterContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *DaysLaterContext) LATER() antlr.TerminalNode {
	return s.GetToken(ISYParserLATER, 0)
}

func (s *DaysLaterContext) DAY() antlr.TerminalNode {
	return s.GetToken(ISYParserDAY, 0)
}

func (s *DaysLaterContext) DAYS() antlr.TerminalNode {
	return s.GetToken(ISYParserDAYS, 0)
}

func (s *DaysLaterContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterDaysLater(s)
	}
}

func (s *DaysLaterContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitDaysLater(s)
	}
}

func (p *ISYParser) DayRel() (localctx IDayRelContext) {
	localctx = NewDayRelContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, ISYParserRULE_dayRel)
	var _la int

	p.SetState(226)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 22, p.GetParserRuleContext()) {
	case 1:
		localctx = NewSameDayContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(212)
			p.Match(ISYParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(213)
			p.Match(ISYParserSAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(214)
			p.Match(ISYParserDAY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(215)
			p.Match(ISYParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewNextDayContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(216)
			p.Match(ISYParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(217)
			p.Match(ISYParserNEXT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(218)
			p.Match(ISYParserDAY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(219)
			p.Match(ISYParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewDaysLaterContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(220)
			p.Match(ISYParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(221)
			p.Number()
		}
		{
			p.SetState(222)
			_la = p.GetTokenStream().LA(1)

			if !(_la == ISYParserDAY || _la == ISYParserDAYS) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(223)
			p.Match(ISYParserLATER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(224)
			p.Match(ISYParserT__1)
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

// IDurationContext is an interface to support dynamic dispatch.
type IDurationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllDurationPart() []IDurationPartContext
	DurationPart(i int) IDurationPartContext
	AllAND() []antlr.TerminalNode
	AND(i int) antlr.TerminalNode

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
	p.RuleIndex = ISYParserRULE_duration
	return p
}

func InitEmptyDurationContext(p *DurationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_duration
}

func (*DurationContext) IsDurationContext() {}

func NewDurationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DurationContext {
	var p = new(DurationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_duration

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

func (s *DurationContext) AllAND() []antlr.TerminalNode {
	return s.GetTokens(ISYParserAND)
}

func (s *DurationContext) AND(i int) antlr.TerminalNode {
	return s.GetToken(ISYParserAND, i)
}

func (s *DurationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DurationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DurationContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterDuration(s)
	}
}

func (s *DurationContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitDuration(s)
	}
}

func (p *ISYParser) Duration() (localctx IDurationContext) {
	localctx = NewDurationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, ISYParserRULE_duration)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(228)
		p.DurationPart()
	}
	p.SetState(233)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 23, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(229)
				p.Match(ISYParserAND)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(230)
				p.DurationPart()
			}

		}
		p.SetState(235)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 23, p.GetParserRuleContext())
		if p.HasError() {
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

// IDurationPartContext is an interface to support dynamic dispatch.
type IDurationPartContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetUnit returns the unit token.
	GetUnit() antlr.Token

	// SetUnit sets the unit token.
	SetUnit(antlr.Token)

	// Getter signatures
	Number() INumberContext
	HOUR() antlr.TerminalNode
	HOURS() antlr.TerminalNode
	MINUTE() antlr.TerminalNode
	MINUTES() antlr.TerminalNode
	SECOND() antlr.TerminalNode
	SECONDS() antlr.TerminalNode

	// IsDurationPartContext differentiates from other interfaces.
	IsDurationPartContext()
}

type DurationPartContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	unit   antlr.Token
}

func NewEmptyDurationPartContext() *DurationPartContext {
	var p = new(DurationPartContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_durationPart
	return p
}

func InitEmptyDurationPartContext(p *DurationPartContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_durationPart
}

func (*DurationPartContext) IsDurationPartContext() {}

func NewDurationPartContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DurationPartContext {
	var p = new(DurationPartContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_durationPart

	return p
}

func (s *DurationPartContext) GetParser() antlr.Parser { return s.parser }

func (s *DurationPartContext) GetUnit() antlr.Token { return s.unit }

func (s *DurationPartContext) SetUnit(v antlr.Token) { s.unit = v }

func (s *DurationPartContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *DurationPartContext) HOUR() antlr.TerminalNode {
	return s.GetToken(ISYParserHOUR, 0)
}

func (s *DurationPartContext) HOURS() antlr.TerminalNode {
	return s.GetToken(ISYParserHOURS, 0)
}

func (s *DurationPartContext) MINUTE() antlr.TerminalNode {
	return s.GetToken(ISYParserMINUTE, 0)
}

func (s *DurationPartContext) MINUTES() antlr.TerminalNode {
	return s.GetToken(ISYParserMINUTES, 0)
}

func (s *DurationPartContext) SECOND() antlr.TerminalNode {
	return s.GetToken(ISYParserSECOND, 0)
}

func (s *DurationPartContext) SECONDS() antlr.TerminalNode {
	return s.GetToken(ISYParserSECONDS, 0)
}

func (s *DurationPartContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DurationPartContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DurationPartContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterDurationPart(s)
	}
}

func (s *DurationPartContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitDurationPart(s)
	}
}

func (p *ISYParser) DurationPart() (localctx IDurationPartContext) {
	localctx = NewDurationPartContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, ISYParserRULE_durationPart)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(236)
		p.Number()
	}
	{
		p.SetState(237)

		var _lt = p.GetTokenStream().LT(1)

		localctx.(*DurationPartContext).unit = _lt

		_la = p.GetTokenStream().LA(1)

		if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&2269814212194729984) != 0) {
			var _ri = p.GetErrorHandler().RecoverInline(p)

			localctx.(*DurationPartContext).unit = _ri
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

// IActionLineContext is an interface to support dynamic dispatch.
type IActionLineContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ActionBody() IActionBodyContext
	EOF() antlr.TerminalNode

	// IsActionLineContext differentiates from other interfaces.
	IsActionLineContext()
}

type ActionLineContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyActionLineContext() *ActionLineContext {
	var p = new(ActionLineContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_actionLine
	return p
}

func InitEmptyActionLineContext(p *ActionLineContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_actionLine
}

func (*ActionLineContext) IsActionLineContext() {}

func NewActionLineContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ActionLineContext {
	var p = new(ActionLineContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_actionLine

	return p
}

func (s *ActionLineContext) GetParser() antlr.Parser { return s.parser }

func (s *ActionLineContext) ActionBody() IActionBodyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IActionBodyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IActionBodyContext)
}

func (s *ActionLineContext) EOF() antlr.TerminalNode {
	return s.GetToken(ISYParserEOF, 0)
}

func (s *ActionLineContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ActionLineContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ActionLineContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterActionLine(s)
	}
}

func (s *ActionLineContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitActionLine(s)
	}
}

func (p *ISYParser) ActionLine() (localctx IActionLineContext) {
	localctx = NewActionLineContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, ISYParserRULE_actionLine)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(239)
		p.ActionBody()
	}
	{
		p.SetState(240)
		p.Match(ISYParserEOF)
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

// IActionBodyContext is an interface to support dynamic dispatch.
type IActionBodyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsActionBodyContext differentiates from other interfaces.
	IsActionBodyContext()
}

type ActionBodyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyActionBodyContext() *ActionBodyContext {
	var p = new(ActionBodyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_actionBody
	return p
}

func InitEmptyActionBodyContext(p *ActionBodyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_actionBody
}

func (*ActionBodyContext) IsActionBodyContext() {}

func NewActionBodyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ActionBodyContext {
	var p = new(ActionBodyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_actionBody

	return p
}

func (s *ActionBodyContext) GetParser() antlr.Parser { return s.parser }

func (s *ActionBodyContext) CopyAll(ctx *ActionBodyContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ActionBodyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ActionBodyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type SetSceneContext struct {
	ActionBodyContext
}

func NewSetSceneContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetSceneContext {
	var p = new(SetSceneContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *SetSceneContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetSceneContext) SET() antlr.TerminalNode {
	return s.GetToken(ISYParserSET, 0)
}

func (s *SetSceneContext) SCENE() antlr.TerminalNode {
	return s.GetToken(ISYParserSCENE, 0)
}

func (s *SetSceneContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *SetSceneContext) SetValue() ISetValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISetValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISetValueContext)
}

func (s *SetSceneContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetScene(s)
	}
}

func (s *SetSceneContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetScene(s)
	}
}

type SetStartupContext struct {
	ActionBodyContext
	not antlr.Token
}

func NewSetStartupContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetStartupContext {
	var p = new(SetStartupContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *SetStartupContext) GetNot() antlr.Token { return s.not }

func (s *SetStartupContext) SetNot(v antlr.Token) { s.not = v }

func (s *SetStartupContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetStartupContext) SET() antlr.TerminalNode {
	return s.GetToken(ISYParserSET, 0)
}

func (s *SetStartupContext) PROGRAM() antlr.TerminalNode {
	return s.GetToken(ISYParserPROGRAM, 0)
}

func (s *SetStartupContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *SetStartupContext) TO() antlr.TerminalNode {
	return s.GetToken(ISYParserTO, 0)
}

func (s *SetStartupContext) RUN() antlr.TerminalNode {
	return s.GetToken(ISYParserRUN, 0)
}

func (s *SetStartupContext) AT() antlr.TerminalNode {
	return s.GetToken(ISYParserAT, 0)
}

func (s *SetStartupContext) STARTUP() antlr.TerminalNode {
	return s.GetToken(ISYParserSTARTUP, 0)
}

func (s *SetStartupContext) NOT() antlr.TerminalNode {
	return s.GetToken(ISYParserNOT, 0)
}

func (s *SetStartupContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetStartup(s)
	}
}

func (s *SetStartupContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetStartup(s)
	}
}

type SetDeviceContext struct {
	ActionBodyContext
}

func NewSetDeviceContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetDeviceContext {
	var p = new(SetDeviceContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *SetDeviceContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetDeviceContext) SET() antlr.TerminalNode {
	return s.GetToken(ISYParserSET, 0)
}

func (s *SetDeviceContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *SetDeviceContext) SetValue() ISetValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISetValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISetValueContext)
}

func (s *SetDeviceContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetDevice(s)
	}
}

func (s *SetDeviceContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetDevice(s)
	}
}

type WaitContext struct {
	ActionBodyContext
}

func NewWaitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *WaitContext {
	var p = new(WaitContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *WaitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WaitContext) WAIT() antlr.TerminalNode {
	return s.GetToken(ISYParserWAIT, 0)
}

func (s *WaitContext) Duration() IDurationContext {
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

func (s *WaitContext) Random() IRandomContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRandomContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRandomContext)
}

func (s *WaitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterWait(s)
	}
}

func (s *WaitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitWait(s)
	}
}

type RepeatEveryContext struct {
	ActionBodyContext
}

func NewRepeatEveryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RepeatEveryContext {
	var p = new(RepeatEveryContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *RepeatEveryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RepeatEveryContext) REPEAT() antlr.TerminalNode {
	return s.GetToken(ISYParserREPEAT, 0)
}

func (s *RepeatEveryContext) EVERY() antlr.TerminalNode {
	return s.GetToken(ISYParserEVERY, 0)
}

func (s *RepeatEveryContext) Duration() IDurationContext {
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

func (s *RepeatEveryContext) Random() IRandomContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRandomContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRandomContext)
}

func (s *RepeatEveryContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRepeatEvery(s)
	}
}

func (s *RepeatEveryContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRepeatEvery(s)
	}
}

type RepeatTimesContext struct {
	ActionBodyContext
}

func NewRepeatTimesContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RepeatTimesContext {
	var p = new(RepeatTimesContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *RepeatTimesContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RepeatTimesContext) REPEAT() antlr.TerminalNode {
	return s.GetToken(ISYParserREPEAT, 0)
}

func (s *RepeatTimesContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *RepeatTimesContext) TIMES() antlr.TerminalNode {
	return s.GetToken(ISYParserTIMES, 0)
}

func (s *RepeatTimesContext) Random() IRandomContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRandomContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRandomContext)
}

func (s *RepeatTimesContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRepeatTimes(s)
	}
}

func (s *RepeatTimesContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRepeatTimes(s)
	}
}

type RepeatWhileContext struct {
	ActionBodyContext
}

func NewRepeatWhileContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RepeatWhileContext {
	var p = new(RepeatWhileContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *RepeatWhileContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RepeatWhileContext) REPEAT() antlr.TerminalNode {
	return s.GetToken(ISYParserREPEAT, 0)
}

func (s *RepeatWhileContext) WHILE() antlr.TerminalNode {
	return s.GetToken(ISYParserWHILE, 0)
}

func (s *RepeatWhileContext) CondOr() ICondOrContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICondOrContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICondOrContext)
}

func (s *RepeatWhileContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRepeatWhile(s)
	}
}

func (s *RepeatWhileContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRepeatWhile(s)
	}
}

type RunProgramContext struct {
	ActionBodyContext
}

func NewRunProgramContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RunProgramContext {
	var p = new(RunProgramContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *RunProgramContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RunProgramContext) RUN() antlr.TerminalNode {
	return s.GetToken(ISYParserRUN, 0)
}

func (s *RunProgramContext) PROGRAM() antlr.TerminalNode {
	return s.GetToken(ISYParserPROGRAM, 0)
}

func (s *RunProgramContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *RunProgramContext) Path() IPathContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPathContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPathContext)
}

func (s *RunProgramContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRunProgram(s)
	}
}

func (s *RunProgramContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRunProgram(s)
	}
}

type ProgramControlContext struct {
	ActionBodyContext
	op antlr.Token
}

func NewProgramControlContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ProgramControlContext {
	var p = new(ProgramControlContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *ProgramControlContext) GetOp() antlr.Token { return s.op }

func (s *ProgramControlContext) SetOp(v antlr.Token) { s.op = v }

func (s *ProgramControlContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProgramControlContext) PROGRAM() antlr.TerminalNode {
	return s.GetToken(ISYParserPROGRAM, 0)
}

func (s *ProgramControlContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *ProgramControlContext) STOP() antlr.TerminalNode {
	return s.GetToken(ISYParserSTOP, 0)
}

func (s *ProgramControlContext) ENABLE() antlr.TerminalNode {
	return s.GetToken(ISYParserENABLE, 0)
}

func (s *ProgramControlContext) DISABLE() antlr.TerminalNode {
	return s.GetToken(ISYParserDISABLE, 0)
}

func (s *ProgramControlContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterProgramControl(s)
	}
}

func (s *ProgramControlContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitProgramControl(s)
	}
}

type NotifyContext struct {
	ActionBodyContext
}

func NewNotifyContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NotifyContext {
	var p = new(NotifyContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *NotifyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NotifyContext) SEND() antlr.TerminalNode {
	return s.GetToken(ISYParserSEND, 0)
}

func (s *NotifyContext) NOTIFICATION() antlr.TerminalNode {
	return s.GetToken(ISYParserNOTIFICATION, 0)
}

func (s *NotifyContext) TO() antlr.TerminalNode {
	return s.GetToken(ISYParserTO, 0)
}

func (s *NotifyContext) AllQNAME() []antlr.TerminalNode {
	return s.GetTokens(ISYParserQNAME)
}

func (s *NotifyContext) QNAME(i int) antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, i)
}

func (s *NotifyContext) CONTENT() antlr.TerminalNode {
	return s.GetToken(ISYParserCONTENT, 0)
}

func (s *NotifyContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterNotify(s)
	}
}

func (s *NotifyContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitNotify(s)
	}
}

type ResourceContext struct {
	ActionBodyContext
}

func NewResourceContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ResourceContext {
	var p = new(ResourceContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *ResourceContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ResourceContext) RESOURCE() antlr.TerminalNode {
	return s.GetToken(ISYParserRESOURCE, 0)
}

func (s *ResourceContext) QNAME() antlr.TerminalNode {
	return s.GetToken(ISYParserQNAME, 0)
}

func (s *ResourceContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterResource(s)
	}
}

func (s *ResourceContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitResource(s)
	}
}

type InitToContext struct {
	ActionBodyContext
}

func NewInitToContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *InitToContext {
	var p = new(InitToContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *InitToContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InitToContext) VAR() antlr.TerminalNode {
	return s.GetToken(ISYParserVAR, 0)
}

func (s *InitToContext) INIT() antlr.TerminalNode {
	return s.GetToken(ISYParserINIT, 0)
}

func (s *InitToContext) TO() antlr.TerminalNode {
	return s.GetToken(ISYParserTO, 0)
}

func (s *InitToContext) Operand() IOperandContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IOperandContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IOperandContext)
}

func (s *InitToContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterInitTo(s)
	}
}

func (s *InitToContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitInitTo(s)
	}
}

type RandomAssignContext struct {
	ActionBodyContext
}

func NewRandomAssignContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RandomAssignContext {
	var p = new(RandomAssignContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *RandomAssignContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RandomAssignContext) VAR() antlr.TerminalNode {
	return s.GetToken(ISYParserVAR, 0)
}

func (s *RandomAssignContext) RANDOM() antlr.TerminalNode {
	return s.GetToken(ISYParserRANDOM, 0)
}

func (s *RandomAssignContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *RandomAssignContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRandomAssign(s)
	}
}

func (s *RandomAssignContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRandomAssign(s)
	}
}

type AssignContext struct {
	ActionBodyContext
}

func NewAssignContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AssignContext {
	var p = new(AssignContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *AssignContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssignContext) VAR() antlr.TerminalNode {
	return s.GetToken(ISYParserVAR, 0)
}

func (s *AssignContext) AssignOp() IAssignOpContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignOpContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignOpContext)
}

func (s *AssignContext) Rhs() IRhsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRhsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRhsContext)
}

func (s *AssignContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterAssign(s)
	}
}

func (s *AssignContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitAssign(s)
	}
}

type OtherActionContext struct {
	ActionBodyContext
	kind antlr.Token
}

func NewOtherActionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OtherActionContext {
	var p = new(OtherActionContext)

	InitEmptyActionBodyContext(&p.ActionBodyContext)
	p.parser = parser
	p.CopyAll(ctx.(*ActionBodyContext))

	return p
}

func (s *OtherActionContext) GetKind() antlr.Token { return s.kind }

func (s *OtherActionContext) SetKind(v antlr.Token) { s.kind = v }

func (s *OtherActionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OtherActionContext) SEND() antlr.TerminalNode {
	return s.GetToken(ISYParserSEND, 0)
}

func (s *OtherActionContext) WAKE() antlr.TerminalNode {
	return s.GetToken(ISYParserWAKE, 0)
}

func (s *OtherActionContext) ADJUST() antlr.TerminalNode {
	return s.GetToken(ISYParserADJUST, 0)
}

func (s *OtherActionContext) AllAny() []IAnyContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAnyContext); ok {
			len++
		}
	}

	tst := make([]IAnyContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAnyContext); ok {
			tst[i] = t.(IAnyContext)
			i++
		}
	}

	return tst
}

func (s *OtherActionContext) Any(i int) IAnyContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAnyContext); ok {
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

	return t.(IAnyContext)
}

func (s *OtherActionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterOtherAction(s)
	}
}

func (s *OtherActionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitOtherAction(s)
	}
}

func (p *ISYParser) ActionBody() (localctx IActionBodyContext) {
	localctx = NewActionBodyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, ISYParserRULE_actionBody)
	var _la int

	p.SetState(318)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 30, p.GetParserRuleContext()) {
	case 1:
		localctx = NewSetSceneContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(242)
			p.Match(ISYParserSET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(243)
			p.Match(ISYParserSCENE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(244)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(245)
			p.SetValue()
		}

	case 2:
		localctx = NewSetStartupContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(246)
			p.Match(ISYParserSET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(247)
			p.Match(ISYParserPROGRAM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(248)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(249)
			p.Match(ISYParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(251)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserNOT {
			{
				p.SetState(250)

				var _m = p.Match(ISYParserNOT)

				localctx.(*SetStartupContext).not = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(253)
			p.Match(ISYParserRUN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(254)
			p.Match(ISYParserAT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(255)
			p.Match(ISYParserSTARTUP)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewSetDeviceContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(256)
			p.Match(ISYParserSET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(257)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(258)
			p.SetValue()
		}

	case 4:
		localctx = NewWaitContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(259)
			p.Match(ISYParserWAIT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(260)
			p.Duration()
		}
		p.SetState(262)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserT__0 {
			{
				p.SetState(261)
				p.Random()
			}

		}

	case 5:
		localctx = NewRepeatEveryContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(264)
			p.Match(ISYParserREPEAT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(265)
			p.Match(ISYParserEVERY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(266)
			p.Duration()
		}
		p.SetState(268)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserT__0 {
			{
				p.SetState(267)
				p.Random()
			}

		}

	case 6:
		localctx = NewRepeatTimesContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(270)
			p.Match(ISYParserREPEAT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(271)
			p.Number()
		}
		{
			p.SetState(272)
			p.Match(ISYParserTIMES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(274)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserT__0 {
			{
				p.SetState(273)
				p.Random()
			}

		}

	case 7:
		localctx = NewRepeatWhileContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(276)
			p.Match(ISYParserREPEAT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(277)
			p.Match(ISYParserWHILE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(278)
			p.CondOr()
		}

	case 8:
		localctx = NewRunProgramContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(279)
			p.Match(ISYParserRUN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(280)
			p.Match(ISYParserPROGRAM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(281)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(282)
			p.Match(ISYParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(283)
			p.Path()
		}
		{
			p.SetState(284)
			p.Match(ISYParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 9:
		localctx = NewProgramControlContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(286)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*ProgramControlContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-71)) & ^0x3f) == 0 && ((int64(1)<<(_la-71))&7) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*ProgramControlContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(287)
			p.Match(ISYParserPROGRAM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(288)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 10:
		localctx = NewNotifyContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(289)
			p.Match(ISYParserSEND)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(290)
			p.Match(ISYParserNOTIFICATION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(291)
			p.Match(ISYParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(292)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(295)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == ISYParserCONTENT {
			{
				p.SetState(293)
				p.Match(ISYParserCONTENT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(294)
				p.Match(ISYParserQNAME)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case 11:
		localctx = NewResourceContext(p, localctx)
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(297)
			p.Match(ISYParserRESOURCE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(298)
			p.Match(ISYParserQNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 12:
		localctx = NewInitToContext(p, localctx)
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(299)
			p.Match(ISYParserVAR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(300)
			p.Match(ISYParserINIT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(301)
			p.Match(ISYParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(302)
			p.Operand()
		}

	case 13:
		localctx = NewRandomAssignContext(p, localctx)
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(303)
			p.Match(ISYParserVAR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(304)
			p.Match(ISYParserT__6)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(305)
			p.Match(ISYParserRANDOM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(306)
			p.Number()
		}

	case 14:
		localctx = NewAssignContext(p, localctx)
		p.EnterOuterAlt(localctx, 14)
		{
			p.SetState(307)
			p.Match(ISYParserVAR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(308)
			p.AssignOp()
		}
		{
			p.SetState(309)
			p.Rhs()
		}

	case 15:
		localctx = NewOtherActionContext(p, localctx)
		p.EnterOuterAlt(localctx, 15)
		{
			p.SetState(311)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*OtherActionContext).kind = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-74)) & ^0x3f) == 0 && ((int64(1)<<(_la-74))&385) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*OtherActionContext).kind = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(315)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-2) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&268435455) != 0) {
			{
				p.SetState(312)
				p.Any()
			}

			p.SetState(317)
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

// IPathContext is an interface to support dynamic dispatch.
type IPathContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IF() antlr.TerminalNode
	THEN() antlr.TerminalNode
	PATH() antlr.TerminalNode
	ELSE() antlr.TerminalNode

	// IsPathContext differentiates from other interfaces.
	IsPathContext()
}

type PathContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPathContext() *PathContext {
	var p = new(PathContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_path
	return p
}

func InitEmptyPathContext(p *PathContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_path
}

func (*PathContext) IsPathContext() {}

func NewPathContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PathContext {
	var p = new(PathContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_path

	return p
}

func (s *PathContext) GetParser() antlr.Parser { return s.parser }

func (s *PathContext) IF() antlr.TerminalNode {
	return s.GetToken(ISYParserIF, 0)
}

func (s *PathContext) THEN() antlr.TerminalNode {
	return s.GetToken(ISYParserTHEN, 0)
}

func (s *PathContext) PATH() antlr.TerminalNode {
	return s.GetToken(ISYParserPATH, 0)
}

func (s *PathContext) ELSE() antlr.TerminalNode {
	return s.GetToken(ISYParserELSE, 0)
}

func (s *PathContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PathContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *PathContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterPath(s)
	}
}

func (s *PathContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitPath(s)
	}
}

func (p *ISYParser) Path() (localctx IPathContext) {
	localctx = NewPathContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 32, ISYParserRULE_path)
	p.SetState(325)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ISYParserIF:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(320)
			p.Match(ISYParserIF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ISYParserTHEN:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(321)
			p.Match(ISYParserTHEN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(322)
			p.Match(ISYParserPATH)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ISYParserELSE:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(323)
			p.Match(ISYParserELSE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(324)
			p.Match(ISYParserPATH)
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

// IRandomContext is an interface to support dynamic dispatch.
type IRandomContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	RANDOM() antlr.TerminalNode

	// IsRandomContext differentiates from other interfaces.
	IsRandomContext()
}

type RandomContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyRandomContext() *RandomContext {
	var p = new(RandomContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_random
	return p
}

func InitEmptyRandomContext(p *RandomContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_random
}

func (*RandomContext) IsRandomContext() {}

func NewRandomContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RandomContext {
	var p = new(RandomContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_random

	return p
}

func (s *RandomContext) GetParser() antlr.Parser { return s.parser }

func (s *RandomContext) RANDOM() antlr.TerminalNode {
	return s.GetToken(ISYParserRANDOM, 0)
}

func (s *RandomContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RandomContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *RandomContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRandom(s)
	}
}

func (s *RandomContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRandom(s)
	}
}

func (p *ISYParser) Random() (localctx IRandomContext) {
	localctx = NewRandomContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 34, ISYParserRULE_random)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(327)
		p.Match(ISYParserT__0)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(328)
		p.Match(ISYParserRANDOM)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(329)
		p.Match(ISYParserT__1)
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

// ISetValueContext is an interface to support dynamic dispatch.
type ISetValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsSetValueContext differentiates from other interfaces.
	IsSetValueContext()
}

type SetValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySetValueContext() *SetValueContext {
	var p = new(SetValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_setValue
	return p
}

func InitEmptySetValueContext(p *SetValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_setValue
}

func (*SetValueContext) IsSetValueContext() {}

func NewSetValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SetValueContext {
	var p = new(SetValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_setValue

	return p
}

func (s *SetValueContext) GetParser() antlr.Parser { return s.parser }

func (s *SetValueContext) CopyAll(ctx *SetValueContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *SetValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type SetOnContext struct {
	SetValueContext
}

func NewSetOnContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetOnContext {
	var p = new(SetOnContext)

	InitEmptySetValueContext(&p.SetValueContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetValueContext))

	return p
}

func (s *SetOnContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetOnContext) ON() antlr.TerminalNode {
	return s.GetToken(ISYParserON, 0)
}

func (s *SetOnContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetOn(s)
	}
}

func (s *SetOnContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetOn(s)
	}
}

type SetOffContext struct {
	SetValueContext
}

func NewSetOffContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetOffContext {
	var p = new(SetOffContext)

	InitEmptySetValueContext(&p.SetValueContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetValueContext))

	return p
}

func (s *SetOffContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetOffContext) OFF() antlr.TerminalNode {
	return s.GetToken(ISYParserOFF, 0)
}

func (s *SetOffContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetOff(s)
	}
}

func (s *SetOffContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetOff(s)
	}
}

type SetFastOnContext struct {
	SetValueContext
}

func NewSetFastOnContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetFastOnContext {
	var p = new(SetFastOnContext)

	InitEmptySetValueContext(&p.SetValueContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetValueContext))

	return p
}

func (s *SetFastOnContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetFastOnContext) FAST() antlr.TerminalNode {
	return s.GetToken(ISYParserFAST, 0)
}

func (s *SetFastOnContext) ON() antlr.TerminalNode {
	return s.GetToken(ISYParserON, 0)
}

func (s *SetFastOnContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetFastOn(s)
	}
}

func (s *SetFastOnContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetFastOn(s)
	}
}

type SetFastOffContext struct {
	SetValueContext
}

func NewSetFastOffContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetFastOffContext {
	var p = new(SetFastOffContext)

	InitEmptySetValueContext(&p.SetValueContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetValueContext))

	return p
}

func (s *SetFastOffContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetFastOffContext) FAST() antlr.TerminalNode {
	return s.GetToken(ISYParserFAST, 0)
}

func (s *SetFastOffContext) OFF() antlr.TerminalNode {
	return s.GetToken(ISYParserOFF, 0)
}

func (s *SetFastOffContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetFastOff(s)
	}
}

func (s *SetFastOffContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetFastOff(s)
	}
}

type SetLevelContext struct {
	SetValueContext
}

func NewSetLevelContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetLevelContext {
	var p = new(SetLevelContext)

	InitEmptySetValueContext(&p.SetValueContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetValueContext))

	return p
}

func (s *SetLevelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetLevelContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *SetLevelContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetLevel(s)
	}
}

func (s *SetLevelContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetLevel(s)
	}
}

type SetCommandContext struct {
	SetValueContext
}

func NewSetCommandContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SetCommandContext {
	var p = new(SetCommandContext)

	InitEmptySetValueContext(&p.SetValueContext)
	p.parser = parser
	p.CopyAll(ctx.(*SetValueContext))

	return p
}

func (s *SetCommandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SetCommandContext) AllAny() []IAnyContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAnyContext); ok {
			len++
		}
	}

	tst := make([]IAnyContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAnyContext); ok {
			tst[i] = t.(IAnyContext)
			i++
		}
	}

	return tst
}

func (s *SetCommandContext) Any(i int) IAnyContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAnyContext); ok {
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

	return t.(IAnyContext)
}

func (s *SetCommandContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterSetCommand(s)
	}
}

func (s *SetCommandContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitSetCommand(s)
	}
}

func (p *ISYParser) SetValue() (localctx ISetValueContext) {
	localctx = NewSetValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 36, ISYParserRULE_setValue)
	var _la int

	p.SetState(345)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 33, p.GetParserRuleContext()) {
	case 1:
		localctx = NewSetOnContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(331)
			p.Match(ISYParserON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewSetOffContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(332)
			p.Match(ISYParserOFF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewSetFastOnContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(333)
			p.Match(ISYParserFAST)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(334)
			p.Match(ISYParserON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewSetFastOffContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(335)
			p.Match(ISYParserFAST)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(336)
			p.Match(ISYParserOFF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		localctx = NewSetLevelContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(337)
			p.Number()
		}
		{
			p.SetState(338)
			p.Match(ISYParserT__8)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewSetCommandContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		p.SetState(341)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-2) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&268435455) != 0) {
			{
				p.SetState(340)
				p.Any()
			}

			p.SetState(343)
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

// IAssignOpContext is an interface to support dynamic dispatch.
type IAssignOpContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsAssignOpContext differentiates from other interfaces.
	IsAssignOpContext()
}

type AssignOpContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAssignOpContext() *AssignOpContext {
	var p = new(AssignOpContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_assignOp
	return p
}

func InitEmptyAssignOpContext(p *AssignOpContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_assignOp
}

func (*AssignOpContext) IsAssignOpContext() {}

func NewAssignOpContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AssignOpContext {
	var p = new(AssignOpContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_assignOp

	return p
}

func (s *AssignOpContext) GetParser() antlr.Parser { return s.parser }
func (s *AssignOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssignOpContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AssignOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterAssignOp(s)
	}
}

func (s *AssignOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitAssignOp(s)
	}
}

func (p *ISYParser) AssignOp() (localctx IAssignOpContext) {
	localctx = NewAssignOpContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 38, ISYParserRULE_assignOp)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(347)
		_la = p.GetTokenStream().LA(1)

		if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&2089088) != 0) {
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

// IRhsContext is an interface to support dynamic dispatch.
type IRhsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsRhsContext differentiates from other interfaces.
	IsRhsContext()
}

type RhsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyRhsContext() *RhsContext {
	var p = new(RhsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_rhs
	return p
}

func InitEmptyRhsContext(p *RhsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_rhs
}

func (*RhsContext) IsRhsContext() {}

func NewRhsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RhsContext {
	var p = new(RhsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_rhs

	return p
}

func (s *RhsContext) GetParser() antlr.Parser { return s.parser }

func (s *RhsContext) CopyAll(ctx *RhsContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *RhsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RhsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type RhsNumberContext struct {
	RhsContext
}

func NewRhsNumberContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RhsNumberContext {
	var p = new(RhsNumberContext)

	InitEmptyRhsContext(&p.RhsContext)
	p.parser = parser
	p.CopyAll(ctx.(*RhsContext))

	return p
}

func (s *RhsNumberContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RhsNumberContext) Number() INumberContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INumberContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INumberContext)
}

func (s *RhsNumberContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRhsNumber(s)
	}
}

func (s *RhsNumberContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRhsNumber(s)
	}
}

type RhsVarContext struct {
	RhsContext
}

func NewRhsVarContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RhsVarContext {
	var p = new(RhsVarContext)

	InitEmptyRhsContext(&p.RhsContext)
	p.parser = parser
	p.CopyAll(ctx.(*RhsContext))

	return p
}

func (s *RhsVarContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RhsVarContext) VAR() antlr.TerminalNode {
	return s.GetToken(ISYParserVAR, 0)
}

func (s *RhsVarContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRhsVar(s)
	}
}

func (s *RhsVarContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRhsVar(s)
	}
}

type RhsSystemContext struct {
	RhsContext
}

func NewRhsSystemContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RhsSystemContext {
	var p = new(RhsSystemContext)

	InitEmptyRhsContext(&p.RhsContext)
	p.parser = parser
	p.CopyAll(ctx.(*RhsContext))

	return p
}

func (s *RhsSystemContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RhsSystemContext) Words() IWordsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWordsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IWordsContext)
}

func (s *RhsSystemContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterRhsSystem(s)
	}
}

func (s *RhsSystemContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitRhsSystem(s)
	}
}

func (p *ISYParser) Rhs() (localctx IRhsContext) {
	localctx = NewRhsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 40, ISYParserRULE_rhs)
	p.SetState(355)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case ISYParserT__11, ISYParserNUMBER:
		localctx = NewRhsNumberContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(349)
			p.Number()
		}

	case ISYParserVAR:
		localctx = NewRhsVarContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(350)
			p.Match(ISYParserVAR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case ISYParserT__20:
		localctx = NewRhsSystemContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(351)
			p.Match(ISYParserT__20)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(352)
			p.Words()
		}
		{
			p.SetState(353)
			p.Match(ISYParserT__21)
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

// INumberContext is an interface to support dynamic dispatch.
type INumberContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	NUMBER() antlr.TerminalNode

	// IsNumberContext differentiates from other interfaces.
	IsNumberContext()
}

type NumberContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyNumberContext() *NumberContext {
	var p = new(NumberContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_number
	return p
}

func InitEmptyNumberContext(p *NumberContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_number
}

func (*NumberContext) IsNumberContext() {}

func NewNumberContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *NumberContext {
	var p = new(NumberContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_number

	return p
}

func (s *NumberContext) GetParser() antlr.Parser { return s.parser }

func (s *NumberContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ISYParserNUMBER, 0)
}

func (s *NumberContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NumberContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *NumberContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterNumber(s)
	}
}

func (s *NumberContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitNumber(s)
	}
}

func (p *ISYParser) Number() (localctx INumberContext) {
	localctx = NewNumberContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 42, ISYParserRULE_number)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(358)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == ISYParserT__11 {
		{
			p.SetState(357)
			p.Match(ISYParserT__11)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(360)
		p.Match(ISYParserNUMBER)
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

// IWordsContext is an interface to support dynamic dispatch.
type IWordsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllWord() []IWordContext
	Word(i int) IWordContext

	// IsWordsContext differentiates from other interfaces.
	IsWordsContext()
}

type WordsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyWordsContext() *WordsContext {
	var p = new(WordsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_words
	return p
}

func InitEmptyWordsContext(p *WordsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_words
}

func (*WordsContext) IsWordsContext() {}

func NewWordsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *WordsContext {
	var p = new(WordsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_words

	return p
}

func (s *WordsContext) GetParser() antlr.Parser { return s.parser }

func (s *WordsContext) AllWord() []IWordContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IWordContext); ok {
			len++
		}
	}

	tst := make([]IWordContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IWordContext); ok {
			tst[i] = t.(IWordContext)
			i++
		}
	}

	return tst
}

func (s *WordsContext) Word(i int) IWordContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWordContext); ok {
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

	return t.(IWordContext)
}

func (s *WordsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WordsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *WordsContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterWords(s)
	}
}

func (s *WordsContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitWords(s)
	}
}

func (p *ISYParser) Words() (localctx IWordsContext) {
	localctx = NewWordsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 44, ISYParserRULE_words)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(363)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = ((int64((_la-30)) & ^0x3f) == 0 && ((int64(1)<<(_la-30))&342273571680157691) != 0) {
		{
			p.SetState(362)
			p.Word()
		}

		p.SetState(365)
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

// IWordContext is an interface to support dynamic dispatch.
type IWordContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	WORD() antlr.TerminalNode
	ON() antlr.TerminalNode
	OFF() antlr.TerminalNode
	FAST() antlr.TerminalNode
	TIME() antlr.TerminalNode
	LAST() antlr.TerminalNode
	RUN() antlr.TerminalNode
	DAY() antlr.TerminalNode
	DAYS() antlr.TerminalNode
	FROM() antlr.TerminalNode
	TO() antlr.TerminalNode
	FOR() antlr.TerminalNode
	AT() antlr.TerminalNode
	STATUS() antlr.TerminalNode
	PROGRAM() antlr.TerminalNode
	SCENE() antlr.TerminalNode
	SET() antlr.TerminalNode
	SEND() antlr.TerminalNode
	CONTENT() antlr.TerminalNode
	RANDOM() antlr.TerminalNode
	NEXT() antlr.TerminalNode
	SAME() antlr.TerminalNode
	LATER() antlr.TerminalNode
	ENABLE() antlr.TerminalNode
	DISABLE() antlr.TerminalNode
	STOP() antlr.TerminalNode
	QUERY() antlr.TerminalNode
	MODULE() antlr.TerminalNode
	X10() antlr.TerminalNode
	RECEIVED() antlr.TerminalNode
	WAIT() antlr.TerminalNode
	REPEAT() antlr.TerminalNode
	EVERY() antlr.TerminalNode
	TIMES() antlr.TerminalNode
	WHILE() antlr.TerminalNode
	INIT() antlr.TerminalNode
	RESOURCE() antlr.TerminalNode
	NOTIFICATION() antlr.TerminalNode
	STARTUP() antlr.TerminalNode
	PATH() antlr.TerminalNode
	WAKE() antlr.TerminalNode
	ADJUST() antlr.TerminalNode
	CONTROL() antlr.TerminalNode
	SUNRISE() antlr.TerminalNode
	SUNSET() antlr.TerminalNode
	TRUE() antlr.TerminalNode
	FALSE() antlr.TerminalNode
	HOUR() antlr.TerminalNode
	HOURS() antlr.TerminalNode
	MINUTE() antlr.TerminalNode
	MINUTES() antlr.TerminalNode
	SECOND() antlr.TerminalNode
	SECONDS() antlr.TerminalNode
	ELK() antlr.TerminalNode
	NUMBER() antlr.TerminalNode

	// IsWordContext differentiates from other interfaces.
	IsWordContext()
}

type WordContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyWordContext() *WordContext {
	var p = new(WordContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_word
	return p
}

func InitEmptyWordContext(p *WordContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_word
}

func (*WordContext) IsWordContext() {}

func NewWordContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *WordContext {
	var p = new(WordContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_word

	return p
}

func (s *WordContext) GetParser() antlr.Parser { return s.parser }

func (s *WordContext) WORD() antlr.TerminalNode {
	return s.GetToken(ISYParserWORD, 0)
}

func (s *WordContext) ON() antlr.TerminalNode {
	return s.GetToken(ISYParserON, 0)
}

func (s *WordContext) OFF() antlr.TerminalNode {
	return s.GetToken(ISYParserOFF, 0)
}

func (s *WordContext) FAST() antlr.TerminalNode {
	return s.GetToken(ISYParserFAST, 0)
}

func (s *WordContext) TIME() antlr.TerminalNode {
	return s.GetToken(ISYParserTIME, 0)
}

func (s *WordContext) LAST() antlr.TerminalNode {
	return s.GetToken(ISYParserLAST, 0)
}

func (s *WordContext) RUN() antlr.TerminalNode {
	return s.GetToken(ISYParserRUN, 0)
}

func (s *WordContext) DAY() antlr.TerminalNode {
	return s.GetToken(ISYParserDAY, 0)
}

func (s *WordContext) DAYS() antlr.TerminalNode {
	return s.GetToken(ISYParserDAYS, 0)
}

func (s *WordContext) FROM() antlr.TerminalNode {
	return s.GetToken(ISYParserFROM, 0)
}

func (s *WordContext) TO() antlr.TerminalNode {
	return s.GetToken(ISYParserTO, 0)
}

func (s *WordContext) FOR() antlr.TerminalNode {
	return s.GetToken(ISYParserFOR, 0)
}

func (s *WordContext) AT() antlr.TerminalNode {
	return s.GetToken(ISYParserAT, 0)
}

func (s *WordContext) STATUS() antlr.TerminalNode {
	return s.GetToken(ISYParserSTATUS, 0)
}

func (s *WordContext) PROGRAM() antlr.TerminalNode {
	return s.GetToken(ISYParserPROGRAM, 0)
}

func (s *WordContext) SCENE() antlr.TerminalNode {
	return s.GetToken(ISYParserSCENE, 0)
}

func (s *WordContext) SET() antlr.TerminalNode {
	return s.GetToken(ISYParserSET, 0)
}

func (s *WordContext) SEND() antlr.TerminalNode {
	return s.GetToken(ISYParserSEND, 0)
}

func (s *WordContext) CONTENT() antlr.TerminalNode {
	return s.GetToken(ISYParserCONTENT, 0)
}

func (s *WordContext) RANDOM() antlr.TerminalNode {
	return s.GetToken(ISYParserRANDOM, 0)
}

func (s *WordContext) NEXT() antlr.TerminalNode {
	return s.GetToken(ISYParserNEXT, 0)
}

func (s *WordContext) SAME() antlr.TerminalNode {
	return s.GetToken(ISYParserSAME, 0)
}

func (s *WordContext) LATER() antlr.TerminalNode {
	return s.GetToken(ISYParserLATER, 0)
}

func (s *WordContext) ENABLE() antlr.TerminalNode {
	return s.GetToken(ISYParserENABLE, 0)
}

func (s *WordContext) DISABLE() antlr.TerminalNode {
	return s.GetToken(ISYParserDISABLE, 0)
}

func (s *WordContext) STOP() antlr.TerminalNode {
	return s.GetToken(ISYParserSTOP, 0)
}

func (s *WordContext) QUERY() antlr.TerminalNode {
	return s.GetToken(ISYParserQUERY, 0)
}

func (s *WordContext) MODULE() antlr.TerminalNode {
	return s.GetToken(ISYParserMODULE, 0)
}

func (s *WordContext) X10() antlr.TerminalNode {
	return s.GetToken(ISYParserX10, 0)
}

func (s *WordContext) RECEIVED() antlr.TerminalNode {
	return s.GetToken(ISYParserRECEIVED, 0)
}

func (s *WordContext) WAIT() antlr.TerminalNode {
	return s.GetToken(ISYParserWAIT, 0)
}

func (s *WordContext) REPEAT() antlr.TerminalNode {
	return s.GetToken(ISYParserREPEAT, 0)
}

func (s *WordContext) EVERY() antlr.TerminalNode {
	return s.GetToken(ISYParserEVERY, 0)
}

func (s *WordContext) TIMES() antlr.TerminalNode {
	return s.GetToken(ISYParserTIMES, 0)
}

func (s *WordContext) WHILE() antlr.TerminalNode {
	return s.GetToken(ISYParserWHILE, 0)
}

func (s *WordContext) INIT() antlr.TerminalNode {
	return s.GetToken(ISYParserINIT, 0)
}

func (s *WordContext) RESOURCE() antlr.TerminalNode {
	return s.GetToken(ISYParserRESOURCE, 0)
}

func (s *WordContext) NOTIFICATION() antlr.TerminalNode {
	return s.GetToken(ISYParserNOTIFICATION, 0)
}

func (s *WordContext) STARTUP() antlr.TerminalNode {
	return s.GetToken(ISYParserSTARTUP, 0)
}

func (s *WordContext) PATH() antlr.TerminalNode {
	return s.GetToken(ISYParserPATH, 0)
}

func (s *WordContext) WAKE() antlr.TerminalNode {
	return s.GetToken(ISYParserWAKE, 0)
}

func (s *WordContext) ADJUST() antlr.TerminalNode {
	return s.GetToken(ISYParserADJUST, 0)
}

func (s *WordContext) CONTROL() antlr.TerminalNode {
	return s.GetToken(ISYParserCONTROL, 0)
}

func (s *WordContext) SUNRISE() antlr.TerminalNode {
	return s.GetToken(ISYParserSUNRISE, 0)
}

func (s *WordContext) SUNSET() antlr.TerminalNode {
	return s.GetToken(ISYParserSUNSET, 0)
}

func (s *WordContext) TRUE() antlr.TerminalNode {
	return s.GetToken(ISYParserTRUE, 0)
}

func (s *WordContext) FALSE() antlr.TerminalNode {
	return s.GetToken(ISYParserFALSE, 0)
}

func (s *WordContext) HOUR() antlr.TerminalNode {
	return s.GetToken(ISYParserHOUR, 0)
}

func (s *WordContext) HOURS() antlr.TerminalNode {
	return s.GetToken(ISYParserHOURS, 0)
}

func (s *WordContext) MINUTE() antlr.TerminalNode {
	return s.GetToken(ISYParserMINUTE, 0)
}

func (s *WordContext) MINUTES() antlr.TerminalNode {
	return s.GetToken(ISYParserMINUTES, 0)
}

func (s *WordContext) SECOND() antlr.TerminalNode {
	return s.GetToken(ISYParserSECOND, 0)
}

func (s *WordContext) SECONDS() antlr.TerminalNode {
	return s.GetToken(ISYParserSECONDS, 0)
}

func (s *WordContext) ELK() antlr.TerminalNode {
	return s.GetToken(ISYParserELK, 0)
}

func (s *WordContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(ISYParserNUMBER, 0)
}

func (s *WordContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WordContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *WordContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterWord(s)
	}
}

func (s *WordContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitWord(s)
	}
}

func (p *ISYParser) Word() (localctx IWordContext) {
	localctx = NewWordContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 46, ISYParserRULE_word)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(367)
		_la = p.GetTokenStream().LA(1)

		if !((int64((_la-30)) & ^0x3f) == 0 && ((int64(1)<<(_la-30))&342273571680157691) != 0) {
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

// IAnyContext is an interface to support dynamic dispatch.
type IAnyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode

	// IsAnyContext differentiates from other interfaces.
	IsAnyContext()
}

type AnyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAnyContext() *AnyContext {
	var p = new(AnyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_any
	return p
}

func InitEmptyAnyContext(p *AnyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = ISYParserRULE_any
}

func (*AnyContext) IsAnyContext() {}

func NewAnyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AnyContext {
	var p = new(AnyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = ISYParserRULE_any

	return p
}

func (s *AnyContext) GetParser() antlr.Parser { return s.parser }

func (s *AnyContext) EOF() antlr.TerminalNode {
	return s.GetToken(ISYParserEOF, 0)
}

func (s *AnyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AnyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AnyContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.EnterAny(s)
	}
}

func (s *AnyContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(ISYListener); ok {
		listenerT.ExitAny(s)
	}
}

func (p *ISYParser) Any() (localctx IAnyContext) {
	localctx = NewAnyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 48, ISYParserRULE_any)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(369)
		_la = p.GetTokenStream().LA(1)

		if _la <= 0 || _la == ISYParserEOF {
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
