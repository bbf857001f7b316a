package parser // TCK
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

type TCKParser struct {
	*antlr.BaseParser
}

var TCKParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func tckParserInit() {
	staticData := &TCKParserStaticData
	staticData.LiteralNames = []string{
		"", "'system'", "':'", "'process'", "'event'", "'clock'", "'int'", "'location'",
		"'edge'", "'sync'", "'@'", "'?'", "'{'", "'}'", "'provided'", "'invariant'",
		"'do'", "'labels'", "','", "'initial'", "'committed'", "'urgent'", "';'",
		"'='", "'nop'", "'if'", "'then'", "'else'", "'end'", "'while'", "'local'",
		"'['", "']'", "'('", "')'", "'!'", "'-'", "'*'", "'/'", "'%'", "'+'",
		"'<'", "'<='", "'>'", "'>='", "'=='", "'!='", "'&&'", "'||'",
	}
	staticData.SymbolicNames = []string{
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "INT", "ID",
		"COMMENT", "WS", "ERRCHAR",
	}
	staticData.RuleNames = []string{
		"file", "decl", "syncItem", "attrs", "attr", "other", "stmts", "stmt",
		"lvalue", "expr", "sint", "ident",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 53, 259, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 1, 0, 5, 0, 26, 8, 0, 10, 0, 12, 0, 29, 9, 0, 1, 0, 1,
		0, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 37, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1,
		43, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 49, 8, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 3, 1, 57, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 71, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 3, 1, 79, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 3, 1, 91, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 1, 98, 8,
		1, 11, 1, 12, 1, 99, 1, 1, 3, 1, 103, 8, 1, 3, 1, 105, 8, 1, 1, 2, 1, 2,
		1, 2, 1, 2, 3, 2, 111, 8, 2, 1, 3, 1, 3, 1, 3, 1, 3, 5, 3, 117, 8, 3, 10,
		3, 12, 3, 120, 9, 3, 3, 3, 122, 8, 3, 1, 3, 1, 3, 1, 4, 1, 4, 1, 4, 1,
		4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 5, 4, 140,
		8, 4, 10, 4, 12, 4, 143, 9, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 5, 4, 150,
		8, 4, 10, 4, 12, 4, 153, 9, 4, 3, 4, 155, 8, 4, 1, 5, 1, 5, 1, 6, 1, 6,
		1, 6, 5, 6, 162, 8, 6, 10, 6, 12, 6, 165, 9, 6, 1, 6, 3, 6, 168, 8, 6,
		1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 3, 7,
		181, 8, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7,
		1, 7, 1, 7, 1, 7, 1, 7, 3, 7, 197, 8, 7, 1, 7, 1, 7, 3, 7, 201, 8, 7, 3,
		7, 203, 8, 7, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 3, 8, 210, 8, 8, 1, 9, 1, 9,
		1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9,
		1, 9, 1, 9, 1, 9, 1, 9, 3, 9, 230, 8, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9,
		1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 5, 9, 247,
		8, 9, 10, 9, 12, 9, 250, 9, 9, 1, 10, 3, 10, 253, 8, 10, 1, 10, 1, 10,
		1, 11, 1, 11, 1, 11, 0, 1, 18, 12, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20,
		22, 0, 7, 1, 0, 19, 21, 2, 0, 2, 2, 12, 13, 1, 0, 35, 36, 1, 0, 37, 39,
		2, 0, 36, 36, 40, 40, 1, 0, 41, 46, 4, 0, 14, 17, 19, 21, 24, 30, 50, 50,
		293, 0, 27, 1, 0, 0, 0, 2, 104, 1, 0, 0, 0, 4, 106, 1, 0, 0, 0, 6, 112,
		1, 0, 0, 0, 8, 154, 1, 0, 0, 0, 10, 156, 1, 0, 0, 0, 12, 158, 1, 0, 0,
		0, 14, 202, 1, 0, 0, 0, 16, 204, 1, 0, 0, 0, 18, 229, 1, 0, 0, 0, 20, 252,
		1, 0, 0, 0, 22, 256, 1, 0, 0, 0, 24, 26, 3, 2, 1, 0, 25, 24, 1, 0, 0, 0,
		26, 29, 1, 0, 0, 0, 27, 25, 1, 0, 0, 0, 27, 28, 1, 0, 0, 0, 28, 30, 1,
		0, 0, 0, 29, 27, 1, 0, 0, 0, 30, 31, 5, 0, 0, 1, 31, 1, 1, 0, 0, 0, 32,
		33, 5, 1, 0, 0, 33, 34, 5, 2, 0, 0, 34, 36, 3, 22, 11, 0, 35, 37, 3, 6,
		3, 0, 36, 35, 1, 0, 0, 0, 36, 37, 1, 0, 0, 0, 37, 105, 1, 0, 0, 0, 38,
		39, 5, 3, 0, 0, 39, 40, 5, 2, 0, 0, 40, 42, 3, 22, 11, 0, 41, 43, 3, 6,
		3, 0, 42, 41, 1, 0, 0, 0, 42, 43, 1, 0, 0, 0, 43, 105, 1, 0, 0, 0, 44,
		45, 5, 4, 0, 0, 45, 46, 5, 2, 0, 0, 46, 48, 3, 22, 11, 0, 47, 49, 3, 6,
		3, 0, 48, 47, 1, 0, 0, 0, 48, 49, 1, 0, 0, 0, 49, 105, 1, 0, 0, 0, 50,
		51, 5, 5, 0, 0, 51, 52, 5, 2, 0, 0, 52, 53, 5, 49, 0, 0, 53, 54, 5, 2,
		0, 0, 54, 56, 3, 22, 11, 0, 55, 57, 3, 6, 3, 0, 56, 55, 1, 0, 0, 0, 56,
		57, 1, 0, 0, 0, 57, 105, 1, 0, 0, 0, 58, 59, 5, 6, 0, 0, 59, 60, 5, 2,
		0, 0, 60, 61, 5, 49, 0, 0, 61, 62, 5, 2, 0, 0, 62, 63, 3, 20, 10, 0, 63,
		64, 5, 2, 0, 0, 64, 65, 3, 20, 10, 0, 65, 66, 5, 2, 0, 0, 66, 67, 3, 20,
		10, 0, 67, 68, 5, 2, 0, 0, 68, 70, 3, 22, 11, 0, 69, 71, 3, 6, 3, 0, 70,
		69, 1, 0, 0, 0, 70, 71, 1, 0, 0, 0, 71, 105, 1, 0, 0, 0, 72, 73, 5, 7,
		0, 0, 73, 74, 5, 2, 0, 0, 74, 75, 3, 22, 11, 0, 75, 76, 5, 2, 0, 0, 76,
		78, 3, 22, 11, 0, 77, 79, 3, 6, 3, 0, 78, 77, 1, 0, 0, 0, 78, 79, 1, 0,
		0, 0, 79, 105, 1, 0, 0, 0, 80, 81, 5, 8, 0, 0, 81, 82, 5, 2, 0, 0, 82,
		83, 3, 22, 11, 0, 83, 84, 5, 2, 0, 0, 84, 85, 3, 22, 11, 0, 85, 86, 5,
		2, 0, 0, 86, 87, 3, 22, 11, 0, 87, 88, 5, 2, 0, 0, 88, 90, 3, 22, 11, 0,
		89, 91, 3, 6, 3, 0, 90, 89, 1, 0, 0, 0, 90, 91, 1, 0, 0, 0, 91, 105, 1,
		0, 0, 0, 92, 93, 5, 9, 0, 0, 93, 94, 5, 2, 0, 0, 94, 97, 3, 4, 2, 0, 95,
		96, 5, 2, 0, 0, 96, 98, 3, 4, 2, 0, 97, 95, 1, 0, 0, 0, 98, 99, 1, 0, 0,
		0, 99, 97, 1, 0, 0, 0, 99, 100, 1, 0, 0, 0, 100, 102, 1, 0, 0, 0, 101,
		103, 3, 6, 3, 0, 102, 101, 1, 0, 0, 0, 102, 103, 1, 0, 0, 0, 103, 105,
		1, 0, 0, 0, 104, 32, 1, 0, 0, 0, 104, 38, 1, 0, 0, 0, 104, 44, 1, 0, 0,
		0, 104, 50, 1, 0, 0, 0, 104, 58, 1, 0, 0, 0, 104, 72, 1, 0, 0, 0, 104,
		80, 1, 0, 0, 0, 104, 92, 1, 0, 0, 0, 105, 3, 1, 0, 0, 0, 106, 107, 3, 22,
		11, 0, 107, 108, 5, 10, 0, 0, 108, 110, 3, 22, 11, 0, 109, 111, 5, 11,
		0, 0, 110, 109, 1, 0, 0, 0, 110, 111, 1, 0, 0, 0, 111, 5, 1, 0, 0, 0, 112,
		121, 5, 12, 0, 0, 113, 118, 3, 8, 4, 0, 114, 115, 5, 2, 0, 0, 115, 117,
		3, 8, 4, 0, 116, 114, 1, 0, 0, 0, 117, 120, 1, 0, 0, 0, 118, 116, 1, 0,
		0, 0, 118, 119, 1, 0, 0, 0, 119, 122, 1, 0, 0, 0, 120, 118, 1, 0, 0, 0,
		121, 113, 1, 0, 0, 0, 121, 122, 1, 0, 0, 0, 122, 123, 1, 0, 0, 0, 123,
		124, 5, 13, 0, 0, 124, 7, 1, 0, 0, 0, 125, 126, 5, 14, 0, 0, 126, 127,
		5, 2, 0, 0, 127, 155, 3, 18, 9, 0, 128, 129, 5, 15, 0, 0, 129, 130, 5,
		2, 0, 0, 130, 155, 3, 18, 9, 0, 131, 132, 5, 16, 0, 0, 132, 133, 5, 2,
		0, 0, 133, 155, 3, 12, 6, 0, 134, 135, 5, 17, 0, 0, 135, 136, 5, 2, 0,
		0, 136, 141, 3, 22, 11, 0, 137, 138, 5, 18, 0, 0, 138, 140, 3, 22, 11,
		0, 139, 137, 1, 0, 0, 0, 140, 143, 1, 0, 0, 0, 141, 139, 1, 0, 0, 0, 141,
		142, 1, 0, 0, 0, 142, 155, 1, 0, 0, 0, 143, 141, 1, 0, 0, 0, 144, 145,
		7, 0, 0, 0, 145, 155, 5, 2, 0, 0, 146, 147, 3, 22, 11, 0, 147, 151, 5,
		2, 0, 0, 148, 150, 3, 10, 5, 0, 149, 148, 1, 0, 0, 0, 150, 153, 1, 0, 0,
		0, 151, 149, 1, 0, 0, 0, 151, 152, 1, 0, 0, 0, 152, 155, 1, 0, 0, 0, 153,
		151, 1, 0, 0, 0, 154, 125, 1, 0, 0, 0, 154, 128, 1, 0, 0, 0, 154, 131,
		1, 0, 0, 0, 154, 134, 1, 0, 0, 0, 154, 144, 1, 0, 0, 0, 154, 146, 1, 0,
		0, 0, 155, 9, 1, 0, 0, 0, 156, 157, 8, 1, 0, 0, 157, 11, 1, 0, 0, 0, 158,
		163, 3, 14, 7, 0, 159, 160, 5, 22, 0, 0, 160, 162, 3, 14, 7, 0, 161, 159,
		1, 0, 0, 0, 162, 165, 1, 0, 0, 0, 163, 161, 1, 0, 0, 0, 163, 164, 1, 0,
		0, 0, 164, 167, 1, 0, 0, 0, 165, 163, 1, 0, 0, 0, 166, 168, 5, 22, 0, 0,
		167, 166, 1, 0, 0, 0, 167, 168, 1, 0, 0, 0, 168, 13, 1, 0, 0, 0, 169, 170,
		3, 16, 8, 0, 170, 171, 5, 23, 0, 0, 171, 172, 3, 18, 9, 0, 172, 203, 1,
		0, 0, 0, 173, 203, 5, 24, 0, 0, 174, 175, 5, 25, 0, 0, 175, 176, 3, 18,
		9, 0, 176, 177, 5, 26, 0, 0, 177, 180, 3, 12, 6, 0, 178, 179, 5, 27, 0,
		0, 179, 181, 3, 12, 6, 0, 180, 178, 1, 0, 0, 0, 180, 181, 1, 0, 0, 0, 181,
		182, 1, 0, 0, 0, 182, 183, 5, 28, 0, 0, 183, 203, 1, 0, 0, 0, 184, 185,
		5, 29, 0, 0, 185, 186, 3, 18, 9, 0, 186, 187, 5, 16, 0, 0, 187, 188, 3,
		12, 6, 0, 188, 189, 5, 28, 0, 0, 189, 203, 1, 0, 0, 0, 190, 191, 5, 30,
		0, 0, 191, 196, 3, 22, 11, 0, 192, 193, 5, 31, 0, 0, 193, 194, 3, 18, 9,
		0, 194, 195, 5, 32, 0, 0, 195, 197, 1, 0, 0, 0, 196, 192, 1, 0, 0, 0, 196,
		197, 1, 0, 0, 0, 197, 200, 1, 0, 0, 0, 198, 199, 5, 23, 0, 0, 199, 201,
		3, 18, 9, 0, 200, 198, 1, 0, 0, 0, 200, 201, 1, 0, 0, 0, 201, 203, 1, 0,
		0, 0, 202, 169, 1, 0, 0, 0, 202, 173, 1, 0, 0, 0, 202, 174, 1, 0, 0, 0,
		202, 184, 1, 0, 0, 0, 202, 190, 1, 0, 0, 0, 203, 15, 1, 0, 0, 0, 204, 209,
		3, 22, 11, 0, 205, 206, 5, 31, 0, 0, 206, 207, 3, 18, 9, 0, 207, 208, 5,
		32, 0, 0, 208, 210, 1, 0, 0, 0, 209, 205, 1, 0, 0, 0, 209, 210, 1, 0, 0,
		0, 210, 17, 1, 0, 0, 0, 211, 212, 6, 9, -1, 0, 212, 213, 5, 33, 0, 0, 213,
		214, 3, 18, 9, 0, 214, 215, 5, 34, 0, 0, 215, 230, 1, 0, 0, 0, 216, 217,
		5, 33, 0, 0, 217, 218, 5, 25, 0, 0, 218, 219, 3, 18, 9, 0, 219, 220, 5,
		26, 0, 0, 220, 221, 3, 18, 9, 0, 221, 222, 5, 27, 0, 0, 222, 223, 3, 18,
		9, 0, 223, 224, 5, 34, 0, 0, 224, 230, 1, 0, 0, 0, 225, 226, 7, 2, 0, 0,
		226, 230, 3, 18, 9, 8, 227, 230, 5, 49, 0, 0, 228, 230, 3, 16, 8, 0, 229,
		211, 1, 0, 0, 0, 229, 216, 1, 0, 0, 0, 229, 225, 1, 0, 0, 0, 229, 227,
		1, 0, 0, 0, 229, 228, 1, 0, 0, 0, 230, 248, 1, 0, 0, 0, 231, 232, 10, 7,
		0, 0, 232, 233, 7, 3, 0, 0, 233, 247, 3, 18, 9, 8, 234, 235, 10, 6, 0,
		0, 235, 236, 7, 4, 0, 0, 236, 247, 3, 18, 9, 7, 237, 238, 10, 5, 0, 0,
		238, 239, 7, 5, 0, 0, 239, 247, 3, 18, 9, 6, 240, 241, 10, 4, 0, 0, 241,
		242, 5, 47, 0, 0, 242, 247, 3, 18, 9, 5, 243, 244, 10, 3, 0, 0, 244, 245,
		5, 48, 0, 0, 245, 247, 3, 18, 9, 4, 246, 231, 1, 0, 0, 0, 246, 234, 1,
		0, 0, 0, 246, 237, 1, 0, 0, 0, 246, 240, 1, 0, 0, 0, 246, 243, 1, 0, 0,
		0, 247, 250, 1, 0, 0, 0, 248, 246, 1, 0, 0, 0, 248, 249, 1, 0, 0, 0, 249,
		19, 1, 0, 0, 0, 250, 248, 1, 0, 0, 0, 251, 253, 5, 36, 0, 0, 252, 251,
		1, 0, 0, 0, 252, 253, 1, 0, 0, 0, 253, 254, 1, 0, 0, 0, 254, 255, 5, 49,
		0, 0, 255, 21, 1, 0, 0, 0, 256, 257, 7, 6, 0, 0, 257, 23, 1, 0, 0, 0, 28,
		27, 36, 42, 48, 56, 70, 78, 90, 99, 102, 104, 110, 118, 121, 141, 151,
		154, 163, 167, 180, 196, 200, 202, 209, 229, 246, 248, 252,
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

// TCKParserInit initializes any static state used to implement TCKParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewTCKParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func TCKParserInit() {
	staticData := &TCKParserStaticData
	staticData.once.Do(tckParserInit)
}

// NewTCKParser produces a new parser instance for the optional input antlr.TokenStream.
func NewTCKParser(input antlr.TokenStream) *TCKParser {
	TCKParserInit()
	this := new(TCKParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &TCKParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "TCK.g4"

	return this
}

// TCKParser tokens.
const (
	TCKParserEOF     = antlr.TokenEOF
	TCKParserT__0    = 1
	TCKParserT__1    = 2
	TCKParserT__2    = 3
	TCKParserT__3    = 4
	TCKParserT__4    = 5
	TCKParserT__5    = 6
	TCKParserT__6    = 7
	TCKParserT__7    = 8
	TCKParserT__8    = 9
	TCKParserT__9    = 10
	TCKParserT__10   = 11
	TCKParserT__11   = 12
	TCKParserT__12   = 13
	TCKParserT__13   = 14
	TCKParserT__14   = 15
	TCKParserT__15   = 16
	TCKParserT__16   = 17
	TCKParserT__17   = 18
	TCKParserT__18   = 19
	TCKParserT__19   = 20
	TCKParserT__20   = 21
	TCKParserT__21   = 22
	TCKParserT__22   = 23
	TCKParserT__23   = 24
	TCKParserT__24   = 25
	TCKParserT__25   = 26
	TCKParserT__26   = 27
	TCKParserT__27   = 28
	TCKParserT__28   = 29
	TCKParserT__29   = 30
	TCKParserT__30   = 31
	TCKParserT__31   = 32
	TCKParserT__32   = 33
	TCKParserT__33   = 34
	TCKParserT__34   = 35
	TCKParserT__35   = 36
	TCKParserT__36   = 37
	TCKParserT__37   = 38
	TCKParserT__38   = 39
	TCKParserT__39   = 40
	TCKParserT__40   = 41
	TCKParserT__41   = 42
	TCKParserT__42   = 43
	TCKParserT__43   = 44
	TCKParserT__44   = 45
	TCKParserT__45   = 46
	TCKParserT__46   = 47
	TCKParserT__47   = 48
	TCKParserINT     = 49
	TCKParserID      = 50
	TCKParserCOMMENT = 51
	TCKParserWS      = 52
	TCKParserERRCHAR = 53
)

// TCKParser rules.
const (
	TCKParserRULE_file     = 0
	TCKParserRULE_decl     = 1
	TCKParserRULE_syncItem = 2
	TCKParserRULE_attrs    = 3
	TCKParserRULE_attr     = 4
	TCKParserRULE_other    = 5
	TCKParserRULE_stmts    = 6
	TCKParserRULE_stmt     = 7
	TCKParserRULE_lvalue   = 8
	TCKParserRULE_expr     = 9
	TCKParserRULE_sint     = 10
	TCKParserRULE_ident    = 11
)

// IFileContext is an interface to support dynamic dispatch.
type IFileContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	AllDecl() []IDeclContext
	Decl(i int) IDeclContext

	// IsFileContext differentiates from other interfaces.
	IsFileContext()
}

type FileContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyFileContext() *FileContext {
	var p = new(FileContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_file
	return p
}

func InitEmptyFileContext(p *FileContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_file
}

func (*FileContext) IsFileContext() {}

func NewFileContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FileContext {
	var p = new(FileContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_file

	return p
}

func (s *FileContext) GetParser() antlr.Parser { return s.parser }

func (s *FileContext) EOF() antlr.TerminalNode {
	return s.GetToken(TCKParserEOF, 0)
}

func (s *FileContext) AllDecl() []IDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclContext); ok {
			len++
		}
	}

	tst := make([]IDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclContext); ok {
			tst[i] = t.(IDeclContext)
			i++
		}
	}

	return tst
}

func (s *FileContext) Decl(i int) IDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclContext); ok {
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

	return t.(IDeclContext)
}

func (s *FileContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FileContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *FileContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterFile(s)
	}
}

func (s *FileContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitFile(s)
	}
}

func (p *TCKParser) File() (localctx IFileContext) {
	localctx = NewFileContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, TCKParserRULE_file)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(27)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1018) != 0 {
		{
			p.SetState(24)
			p.Decl()
		}

		p.SetState(29)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(30)
		p.Match(TCKParserEOF)
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

// IDeclContext is an interface to support dynamic dispatch.
type IDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsDeclContext differentiates from other interfaces.
	IsDeclContext()
}

type DeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDeclContext() *DeclContext {
	var p = new(DeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_decl
	return p
}

func InitEmptyDeclContext(p *DeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_decl
}

func (*DeclContext) IsDeclContext() {}

func NewDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclContext {
	var p = new(DeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_decl

	return p
}

func (s *DeclContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclContext) CopyAll(ctx *DeclContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *DeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type SystemDeclContext struct {
	DeclContext
}

func NewSystemDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SystemDeclContext {
	var p = new(SystemDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *SystemDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SystemDeclContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *SystemDeclContext) Attrs() IAttrsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrsContext)
}

func (s *SystemDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterSystemDecl(s)
	}
}

func (s *SystemDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitSystemDecl(s)
	}
}

type ProcessDeclContext struct {
	DeclContext
}

func NewProcessDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ProcessDeclContext {
	var p = new(ProcessDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *ProcessDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProcessDeclContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *ProcessDeclContext) Attrs() IAttrsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrsContext)
}

func (s *ProcessDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterProcessDecl(s)
	}
}

func (s *ProcessDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitProcessDecl(s)
	}
}

type EventDeclContext struct {
	DeclContext
}

func NewEventDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EventDeclContext {
	var p = new(EventDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *EventDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EventDeclContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *EventDeclContext) Attrs() IAttrsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrsContext)
}

func (s *EventDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterEventDecl(s)
	}
}

func (s *EventDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitEventDecl(s)
	}
}

type ClockDeclContext struct {
	DeclContext
}

func NewClockDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ClockDeclContext {
	var p = new(ClockDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *ClockDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClockDeclContext) INT() antlr.TerminalNode {
	return s.GetToken(TCKParserINT, 0)
}

func (s *ClockDeclContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *ClockDeclContext) Attrs() IAttrsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrsContext)
}

func (s *ClockDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterClockDecl(s)
	}
}

func (s *ClockDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitClockDecl(s)
	}
}

type IntDeclContext struct {
	DeclContext
}

func NewIntDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IntDeclContext {
	var p = new(IntDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *IntDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IntDeclContext) INT() antlr.TerminalNode {
	return s.GetToken(TCKParserINT, 0)
}

func (s *IntDeclContext) AllSint() []ISintContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISintContext); ok {
			len++
		}
	}

	tst := make([]ISintContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISintContext); ok {
			tst[i] = t.(ISintContext)
			i++
		}
	}

	return tst
}

func (s *IntDeclContext) Sint(i int) ISintContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISintContext); ok {
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

	return t.(ISintContext)
}

func (s *IntDeclContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *IntDeclContext) Attrs() IAttrsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrsContext)
}

func (s *IntDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterIntDecl(s)
	}
}

func (s *IntDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitIntDecl(s)
	}
}

type LocationDeclContext struct {
	DeclContext
}

func NewLocationDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LocationDeclContext {
	var p = new(LocationDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *LocationDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LocationDeclContext) AllIdent() []IIdentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IIdentContext); ok {
			len++
		}
	}

	tst := make([]IIdentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IIdentContext); ok {
			tst[i] = t.(IIdentContext)
			i++
		}
	}

	return tst
}

func (s *LocationDeclContext) Ident(i int) IIdentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
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

	return t.(IIdentContext)
}

func (s *LocationDeclContext) Attrs() IAttrsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrsContext)
}

func (s *LocationDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterLocationDecl(s)
	}
}

func (s *LocationDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitLocationDecl(s)
	}
}

type EdgeDeclContext struct {
	DeclContext
}

func NewEdgeDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EdgeDeclContext {
	var p = new(EdgeDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *EdgeDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EdgeDeclContext) AllIdent() []IIdentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IIdentContext); ok {
			len++
		}
	}

	tst := make([]IIdentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IIdentContext); ok {
			tst[i] = t.(IIdentContext)
			i++
		}
	}

	return tst
}

func (s *EdgeDeclContext) Ident(i int) IIdentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
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

	return t.(IIdentContext)
}

func (s *EdgeDeclContext) Attrs() IAttrsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrsContext)
}

func (s *EdgeDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterEdgeDecl(s)
	}
}

func (s *EdgeDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitEdgeDecl(s)
	}
}

type SyncDeclContext struct {
	DeclContext
}

func NewSyncDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SyncDeclContext {
	var p = new(SyncDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *SyncDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SyncDeclContext) AllSyncItem() []ISyncItemContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISyncItemContext); ok {
			len++
		}
	}

	tst := make([]ISyncItemContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISyncItemContext); ok {
			tst[i] = t.(ISyncItemContext)
			i++
		}
	}

	return tst
}

func (s *SyncDeclContext) SyncItem(i int) ISyncItemContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISyncItemContext); ok {
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

	return t.(ISyncItemContext)
}

func (s *SyncDeclContext) Attrs() IAttrsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrsContext)
}

func (s *SyncDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterSyncDecl(s)
	}
}

func (s *SyncDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitSyncDecl(s)
	}
}

func (p *TCKParser) Decl() (localctx IDeclContext) {
	localctx = NewDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, TCKParserRULE_decl)
	var _la int

	p.SetState(104)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TCKParserT__0:
		localctx = NewSystemDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(32)
			p.Match(TCKParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(33)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(34)
			p.Ident()
		}
		p.SetState(36)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(35)
				p.Attrs()
			}

		}

	case TCKParserT__2:
		localctx = NewProcessDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(38)
			p.Match(TCKParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(39)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(40)
			p.Ident()
		}
		p.SetState(42)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(41)
				p.Attrs()
			}

		}

	case TCKParserT__3:
		localctx = NewEventDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(44)
			p.Match(TCKParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(45)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(46)
			p.Ident()
		}
		p.SetState(48)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(47)
				p.Attrs()
			}

		}

	case TCKParserT__4:
		localctx = NewClockDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(50)
			p.Match(TCKParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(51)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(52)
			p.Match(TCKParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(53)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(54)
			p.Ident()
		}
		p.SetState(56)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(55)
				p.Attrs()
			}

		}

	case TCKParserT__5:
		localctx = NewIntDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(58)
			p.Match(TCKParserT__5)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(59)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(60)
			p.Match(TCKParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(61)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(62)
			p.Sint()
		}
		{
			p.SetState(63)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(64)
			p.Sint()
		}
		{
			p.SetState(65)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(66)
			p.Sint()
		}
		{
			p.SetState(67)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(68)
			p.Ident()
		}
		p.SetState(70)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(69)
				p.Attrs()
			}

		}

	case TCKParserT__6:
		localctx = NewLocationDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(72)
			p.Match(TCKParserT__6)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(73)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(74)
			p.Ident()
		}
		{
			p.SetState(75)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(76)
			p.Ident()
		}
		p.SetState(78)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(77)
				p.Attrs()
			}

		}

	case TCKParserT__7:
		localctx = NewEdgeDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(80)
			p.Match(TCKParserT__7)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(81)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(82)
			p.Ident()
		}
		{
			p.SetState(83)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(84)
			p.Ident()
		}
		{
			p.SetState(85)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(86)
			p.Ident()
		}
		{
			p.SetState(87)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(88)
			p.Ident()
		}
		p.SetState(90)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(89)
				p.Attrs()
			}

		}

	case TCKParserT__8:
		localctx = NewSyncDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(92)
			p.Match(TCKParserT__8)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(93)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(94)
			p.SyncItem()
		}
		p.SetState(97)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = _la == TCKParserT__1 {
			{
				p.SetState(95)
				p.Match(TCKParserT__1)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(96)
				p.SyncItem()
			}

			p.SetState(99)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(102)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(101)
				p.Attrs()
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

// ISyncItemContext is an interface to support dynamic dispatch.
type ISyncItemContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetWeak returns the weak token.
	GetWeak() antlr.Token

	// SetWeak sets the weak token.
	SetWeak(antlr.Token)

	// Getter signatures
	AllIdent() []IIdentContext
	Ident(i int) IIdentContext

	// IsSyncItemContext differentiates from other interfaces.
	IsSyncItemContext()
}

type SyncItemContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	weak   antlr.Token
}

func NewEmptySyncItemContext() *SyncItemContext {
	var p = new(SyncItemContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_syncItem
	return p
}

func InitEmptySyncItemContext(p *SyncItemContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_syncItem
}

func (*SyncItemContext) IsSyncItemContext() {}

func NewSyncItemContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SyncItemContext {
	var p = new(SyncItemContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_syncItem

	return p
}

func (s *SyncItemContext) GetParser() antlr.Parser { return s.parser }

func (s *SyncItemContext) GetWeak() antlr.Token { return s.weak }

func (s *SyncItemContext) SetWeak(v antlr.Token) { s.weak = v }

func (s *SyncItemContext) AllIdent() []IIdentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IIdentContext); ok {
			len++
		}
	}

	tst := make([]IIdentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IIdentContext); ok {
			tst[i] = t.(IIdentContext)
			i++
		}
	}

	return tst
}

func (s *SyncItemContext) Ident(i int) IIdentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
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

	return t.(IIdentContext)
}

func (s *SyncItemContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SyncItemContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SyncItemContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterSyncItem(s)
	}
}

func (s *SyncItemContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitSyncItem(s)
	}
}

func (p *TCKParser) SyncItem() (localctx ISyncItemContext) {
	localctx = NewSyncItemContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, TCKParserRULE_syncItem)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(106)
		p.Ident()
	}
	{
		p.SetState(107)
		p.Match(TCKParserT__9)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(108)
		p.Ident()
	}
	p.SetState(110)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TCKParserT__10 {
		{
			p.SetState(109)

			var _m = p.Match(TCKParserT__10)

			localctx.(*SyncItemContext).weak = _m
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

// IAttrsContext is an interface to support dynamic dispatch.
type IAttrsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllAttr() []IAttrContext
	Attr(i int) IAttrContext

	// IsAttrsContext differentiates from other interfaces.
	IsAttrsContext()
}

type AttrsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttrsContext() *AttrsContext {
	var p = new(AttrsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_attrs
	return p
}

func InitEmptyAttrsContext(p *AttrsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_attrs
}

func (*AttrsContext) IsAttrsContext() {}

func NewAttrsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttrsContext {
	var p = new(AttrsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_attrs

	return p
}

func (s *AttrsContext) GetParser() antlr.Parser { return s.parser }

func (s *AttrsContext) AllAttr() []IAttrContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttrContext); ok {
			len++
		}
	}

	tst := make([]IAttrContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttrContext); ok {
			tst[i] = t.(IAttrContext)
			i++
		}
	}

	return tst
}

func (s *AttrsContext) Attr(i int) IAttrContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrContext); ok {
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

	return t.(IAttrContext)
}

func (s *AttrsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttrsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AttrsContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterAttrs(s)
	}
}

func (s *AttrsContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitAttrs(s)
	}
}

func (p *TCKParser) Attrs() (localctx IAttrsContext) {
	localctx = NewAttrsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, TCKParserRULE_attrs)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(112)
		p.Match(TCKParserT__11)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(121)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1125902041464832) != 0 {
		{
			p.SetState(113)
			p.Attr()
		}
		p.SetState(118)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TCKParserT__1 {
			{
				p.SetState(114)
				p.Match(TCKParserT__1)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(115)
				p.Attr()
			}

			p.SetState(120)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	}
	{
		p.SetState(123)
		p.Match(TCKParserT__12)
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

// IAttrContext is an interface to support dynamic dispatch.
type IAttrContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsAttrContext differentiates from other interfaces.
	IsAttrContext()
}

type AttrContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttrContext() *AttrContext {
	var p = new(AttrContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_attr
	return p
}

func InitEmptyAttrContext(p *AttrContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_attr
}

func (*AttrContext) IsAttrContext() {}

func NewAttrContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttrContext {
	var p = new(AttrContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_attr

	return p
}

func (s *AttrContext) GetParser() antlr.Parser { return s.parser }

func (s *AttrContext) CopyAll(ctx *AttrContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *AttrContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttrContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type ExprAttrContext struct {
	AttrContext
	key antlr.Token
}

func NewExprAttrContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ExprAttrContext {
	var p = new(ExprAttrContext)

	InitEmptyAttrContext(&p.AttrContext)
	p.parser = parser
	p.CopyAll(ctx.(*AttrContext))

	return p
}

func (s *ExprAttrContext) GetKey() antlr.Token { return s.key }

func (s *ExprAttrContext) SetKey(v antlr.Token) { s.key = v }

func (s *ExprAttrContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExprAttrContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ExprAttrContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterExprAttr(s)
	}
}

func (s *ExprAttrContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitExprAttr(s)
	}
}

type DoAttrContext struct {
	AttrContext
}

func NewDoAttrContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DoAttrContext {
	var p = new(DoAttrContext)

	InitEmptyAttrContext(&p.AttrContext)
	p.parser = parser
	p.CopyAll(ctx.(*AttrContext))

	return p
}

func (s *DoAttrContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DoAttrContext) Stmts() IStmtsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtsContext)
}

func (s *DoAttrContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterDoAttr(s)
	}
}

func (s *DoAttrContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitDoAttr(s)
	}
}

type LabelsAttrContext struct {
	AttrContext
}

func NewLabelsAttrContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LabelsAttrContext {
	var p = new(LabelsAttrContext)

	InitEmptyAttrContext(&p.AttrContext)
	p.parser = parser
	p.CopyAll(ctx.(*AttrContext))

	return p
}

func (s *LabelsAttrContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LabelsAttrContext) AllIdent() []IIdentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IIdentContext); ok {
			len++
		}
	}

	tst := make([]IIdentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IIdentContext); ok {
			tst[i] = t.(IIdentContext)
			i++
		}
	}

	return tst
}

func (s *LabelsAttrContext) Ident(i int) IIdentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
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

	return t.(IIdentContext)
}

func (s *LabelsAttrContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterLabelsAttr(s)
	}
}

func (s *LabelsAttrContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitLabelsAttr(s)
	}
}

type FlagAttrContext struct {
	AttrContext
	key antlr.Token
}

func NewFlagAttrContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FlagAttrContext {
	var p = new(FlagAttrContext)

	InitEmptyAttrContext(&p.AttrContext)
	p.parser = parser
	p.CopyAll(ctx.(*AttrContext))

	return p
}

func (s *FlagAttrContext) GetKey() antlr.Token { return s.key }

func (s *FlagAttrContext) SetKey(v antlr.Token) { s.key = v }

func (s *FlagAttrContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FlagAttrContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterFlagAttr(s)
	}
}

func (s *FlagAttrContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitFlagAttr(s)
	}
}

type OtherAttrContext struct {
	AttrContext
}

func NewOtherAttrContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OtherAttrContext {
	var p = new(OtherAttrContext)

	InitEmptyAttrContext(&p.AttrContext)
	p.parser = parser
	p.CopyAll(ctx.(*AttrContext))

	return p
}

func (s *OtherAttrContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OtherAttrContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *OtherAttrContext) AllOther() []IOtherContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IOtherContext); ok {
			len++
		}
	}

	tst := make([]IOtherContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IOtherContext); ok {
			tst[i] = t.(IOtherContext)
			i++
		}
	}

	return tst
}

func (s *OtherAttrContext) Other(i int) IOtherContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IOtherContext); ok {
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

	return t.(IOtherContext)
}

func (s *OtherAttrContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterOtherAttr(s)
	}
}

func (s *OtherAttrContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitOtherAttr(s)
	}
}

func (p *TCKParser) Attr() (localctx IAttrContext) {
	localctx = NewAttrContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, TCKParserRULE_attr)
	var _la int

	p.SetState(154)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 16, p.GetParserRuleContext()) {
	case 1:
		localctx = NewExprAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(125)

			var _m = p.Match(TCKParserT__13)

			localctx.(*ExprAttrContext).key = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(126)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(127)
			p.expr(0)
		}

	case 2:
		localctx = NewExprAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(128)

			var _m = p.Match(TCKParserT__14)

			localctx.(*ExprAttrContext).key = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(129)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(130)
			p.expr(0)
		}

	case 3:
		localctx = NewDoAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(131)
			p.Match(TCKParserT__15)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(132)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(133)
			p.Stmts()
		}

	case 4:
		localctx = NewLabelsAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(134)
			p.Match(TCKParserT__16)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(135)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(136)
			p.Ident()
		}
		p.SetState(141)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TCKParserT__17 {
			{
				p.SetState(137)
				p.Match(TCKParserT__17)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(138)
				p.Ident()
			}

			p.SetState(143)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case 5:
		localctx = NewFlagAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(144)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*FlagAttrContext).key = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&3670016) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*FlagAttrContext).key = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(145)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewOtherAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(146)
			p.Ident()
		}
		{
			p.SetState(147)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(151)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&18014398509469690) != 0 {
			{
				p.SetState(148)
				p.Other()
			}

			p.SetState(153)
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

// IOtherContext is an interface to support dynamic dispatch.
type IOtherContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsOtherContext differentiates from other interfaces.
	IsOtherContext()
}

type OtherContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyOtherContext() *OtherContext {
	var p = new(OtherContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_other
	return p
}

func InitEmptyOtherContext(p *OtherContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_other
}

func (*OtherContext) IsOtherContext() {}

func NewOtherContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *OtherContext {
	var p = new(OtherContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_other

	return p
}

func (s *OtherContext) GetParser() antlr.Parser { return s.parser }
func (s *OtherContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OtherContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *OtherContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterOther(s)
	}
}

func (s *OtherContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitOther(s)
	}
}

func (p *TCKParser) Other() (localctx IOtherContext) {
	localctx = NewOtherContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, TCKParserRULE_other)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(156)
		_la = p.GetTokenStream().LA(1)

		if _la <= 0 || ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&12292) != 0) {
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

// IStmtsContext is an interface to support dynamic dispatch.
type IStmtsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllStmt() []IStmtContext
	Stmt(i int) IStmtContext

	// IsStmtsContext differentiates from other interfaces.
	IsStmtsContext()
}

type StmtsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStmtsContext() *StmtsContext {
	var p = new(StmtsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_stmts
	return p
}

func InitEmptyStmtsContext(p *StmtsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_stmts
}

func (*StmtsContext) IsStmtsContext() {}

func NewStmtsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StmtsContext {
	var p = new(StmtsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_stmts

	return p
}

func (s *StmtsContext) GetParser() antlr.Parser { return s.parser }

func (s *StmtsContext) AllStmt() []IStmtContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStmtContext); ok {
			len++
		}
	}

	tst := make([]IStmtContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStmtContext); ok {
			tst[i] = t.(IStmtContext)
			i++
		}
	}

	return tst
}

func (s *StmtsContext) Stmt(i int) IStmtContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtContext); ok {
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

	return t.(IStmtContext)
}

func (s *StmtsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StmtsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *StmtsContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterStmts(s)
	}
}

func (s *StmtsContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitStmts(s)
	}
}

func (p *TCKParser) Stmts() (localctx IStmtsContext) {
	localctx = NewStmtsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, TCKParserRULE_stmts)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(158)
		p.Stmt()
	}
	p.SetState(163)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 17, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(159)
				p.Match(TCKParserT__21)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(160)
				p.Stmt()
			}

		}
		p.SetState(165)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 17, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	p.SetState(167)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TCKParserT__21 {
		{
			p.SetState(166)
			p.Match(TCKParserT__21)
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

// IStmtContext is an interface to support dynamic dispatch.
type IStmtContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsStmtContext differentiates from other interfaces.
	IsStmtContext()
}

type StmtContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStmtContext() *StmtContext {
	var p = new(StmtContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_stmt
	return p
}

func InitEmptyStmtContext(p *StmtContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_stmt
}

func (*StmtContext) IsStmtContext() {}

func NewStmtContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StmtContext {
	var p = new(StmtContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_stmt

	return p
}

func (s *StmtContext) GetParser() antlr.Parser { return s.parser }

func (s *StmtContext) CopyAll(ctx *StmtContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *StmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StmtContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type AssignStmtContext struct {
	StmtContext
}

func NewAssignStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AssignStmtContext {
	var p = new(AssignStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *AssignStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssignStmtContext) Lvalue() ILvalueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ILvalueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ILvalueContext)
}

func (s *AssignStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *AssignStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterAssignStmt(s)
	}
}

func (s *AssignStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitAssignStmt(s)
	}
}

type NopStmtContext struct {
	StmtContext
}

func NewNopStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NopStmtContext {
	var p = new(NopStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *NopStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NopStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterNopStmt(s)
	}
}

func (s *NopStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitNopStmt(s)
	}
}

type IfStmtContext struct {
	StmtContext
}

func NewIfStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IfStmtContext {
	var p = new(IfStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *IfStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IfStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *IfStmtContext) AllStmts() []IStmtsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStmtsContext); ok {
			len++
		}
	}

	tst := make([]IStmtsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStmtsContext); ok {
			tst[i] = t.(IStmtsContext)
			i++
		}
	}

	return tst
}

func (s *IfStmtContext) Stmts(i int) IStmtsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtsContext); ok {
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

	return t.(IStmtsContext)
}

func (s *IfStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterIfStmt(s)
	}
}

func (s *IfStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitIfStmt(s)
	}
}

type WhileStmtContext struct {
	StmtContext
}

func NewWhileStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *WhileStmtContext {
	var p = new(WhileStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *WhileStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WhileStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *WhileStmtContext) Stmts() IStmtsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtsContext)
}

func (s *WhileStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterWhileStmt(s)
	}
}

func (s *WhileStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitWhileStmt(s)
	}
}

type LocalStmtContext struct {
	StmtContext
}

func NewLocalStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LocalStmtContext {
	var p = new(LocalStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *LocalStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LocalStmtContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *LocalStmtContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *LocalStmtContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
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

	return t.(IExprContext)
}

func (s *LocalStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterLocalStmt(s)
	}
}

func (s *LocalStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitLocalStmt(s)
	}
}

func (p *TCKParser) Stmt() (localctx IStmtContext) {
	localctx = NewStmtContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, TCKParserRULE_stmt)
	var _la int

	p.SetState(202)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 22, p.GetParserRuleContext()) {
	case 1:
		localctx = NewAssignStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(169)
			p.Lvalue()
		}
		{
			p.SetState(170)
			p.Match(TCKParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(171)
			p.expr(0)
		}

	case 2:
		localctx = NewNopStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(173)
			p.Match(TCKParserT__23)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewIfStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(174)
			p.Match(TCKParserT__24)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(175)
			p.expr(0)
		}
		{
			p.SetState(176)
			p.Match(TCKParserT__25)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(177)
			p.Stmts()
		}
		p.SetState(180)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__26 {
			{
				p.SetState(178)
				p.Match(TCKParserT__26)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(179)
				p.Stmts()
			}

		}
		{
			p.SetState(182)
			p.Match(TCKParserT__27)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewWhileStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(184)
			p.Match(TCKParserT__28)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(185)
			p.expr(0)
		}
		{
			p.SetState(186)
			p.Match(TCKParserT__15)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(187)
			p.Stmts()
		}
		{
			p.SetState(188)
			p.Match(TCKParserT__27)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		localctx = NewLocalStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(190)
			p.Match(TCKParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(191)
			p.Ident()
		}
		p.SetState(196)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__30 {
			{
				p.SetState(192)
				p.Match(TCKParserT__30)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(193)
				p.expr(0)
			}
			{
				p.SetState(194)
				p.Match(TCKParserT__31)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(200)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__22 {
			{
				p.SetState(198)
				p.Match(TCKParserT__22)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(199)
				p.expr(0)
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

// ILvalueContext is an interface to support dynamic dispatch.
type ILvalueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Ident() IIdentContext
	Expr() IExprContext

	// IsLvalueContext differentiates from other interfaces.
	IsLvalueContext()
}

type LvalueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyLvalueContext() *LvalueContext {
	var p = new(LvalueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_lvalue
	return p
}

func InitEmptyLvalueContext(p *LvalueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_lvalue
}

func (*LvalueContext) IsLvalueContext() {}

func NewLvalueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *LvalueContext {
	var p = new(LvalueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_lvalue

	return p
}

func (s *LvalueContext) GetParser() antlr.Parser { return s.parser }

func (s *LvalueContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *LvalueContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *LvalueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LvalueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *LvalueContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterLvalue(s)
	}
}

func (s *LvalueContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitLvalue(s)
	}
}

func (p *TCKParser) Lvalue() (localctx ILvalueContext) {
	localctx = NewLvalueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, TCKParserRULE_lvalue)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(204)
		p.Ident()
	}
	p.SetState(209)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 23, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(205)
			p.Match(TCKParserT__30)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(206)
			p.expr(0)
		}
		{
			p.SetState(207)
			p.Match(TCKParserT__31)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	} else if p.HasError() { // JIM
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

// IExprContext is an interface to support dynamic dispatch.
type IExprContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsExprContext differentiates from other interfaces.
	IsExprContext()
}

type ExprContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExprContext() *ExprContext {
	var p = new(ExprContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_expr
	return p
}

func InitEmptyExprContext(p *ExprContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_expr
}

func (*ExprContext) IsExprContext() {}

func NewExprContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExprContext {
	var p = new(ExprContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_expr

	return p
}

func (s *ExprContext) GetParser() antlr.Parser { return s.parser }

func (s *ExprContext) CopyAll(ctx *ExprContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExprContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type ParenExprContext struct {
	ExprContext
}

func NewParenExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ParenExprContext {
	var p = new(ParenExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ParenExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParenExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ParenExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterParenExpr(s)
	}
}

func (s *ParenExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitParenExpr(s)
	}
}

type CondExprContext struct {
	ExprContext
}

func NewCondExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CondExprContext {
	var p = new(CondExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *CondExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CondExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *CondExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
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

	return t.(IExprContext)
}

func (s *CondExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterCondExpr(s)
	}
}

func (s *CondExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitCondExpr(s)
	}
}

type UnaryExprContext struct {
	ExprContext
	op antlr.Token
}

func NewUnaryExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *UnaryExprContext {
	var p = new(UnaryExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *UnaryExprContext) GetOp() antlr.Token { return s.op }

func (s *UnaryExprContext) SetOp(v antlr.Token) { s.op = v }

func (s *UnaryExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *UnaryExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *UnaryExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterUnaryExpr(s)
	}
}

func (s *UnaryExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitUnaryExpr(s)
	}
}

type IntExprContext struct {
	ExprContext
}

func NewIntExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IntExprContext {
	var p = new(IntExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *IntExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IntExprContext) INT() antlr.TerminalNode {
	return s.GetToken(TCKParserINT, 0)
}

func (s *IntExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterIntExpr(s)
	}
}

func (s *IntExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitIntExpr(s)
	}
}

type VarExprContext struct {
	ExprContext
}

func NewVarExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VarExprContext {
	var p = new(VarExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *VarExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VarExprContext) Lvalue() ILvalueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ILvalueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ILvalueContext)
}

func (s *VarExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterVarExpr(s)
	}
}

func (s *VarExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitVarExpr(s)
	}
}

type MulExprContext struct {
	ExprContext
	op antlr.Token
}

func NewMulExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MulExprContext {
	var p = new(MulExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *MulExprContext) GetOp() antlr.Token { return s.op }

func (s *MulExprContext) SetOp(v antlr.Token) { s.op = v }

func (s *MulExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MulExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *MulExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
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

	return t.(IExprContext)
}

func (s *MulExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterMulExpr(s)
	}
}

func (s *MulExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitMulExpr(s)
	}
}

type AddExprContext struct {
	ExprContext
	op antlr.Token
}

func NewAddExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AddExprContext {
	var p = new(AddExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *AddExprContext) GetOp() antlr.Token { return s.op }

func (s *AddExprContext) SetOp(v antlr.Token) { s.op = v }

func (s *AddExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AddExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *AddExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
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

	return t.(IExprContext)
}

func (s *AddExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterAddExpr(s)
	}
}

func (s *AddExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitAddExpr(s)
	}
}

type CmpExprContext struct {
	ExprContext
	op antlr.Token
}

func NewCmpExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CmpExprContext {
	var p = new(CmpExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *CmpExprContext) GetOp() antlr.Token { return s.op }

func (s *CmpExprContext) SetOp(v antlr.Token) { s.op = v }

func (s *CmpExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CmpExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *CmpExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
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

	return t.(IExprContext)
}

func (s *CmpExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterCmpExpr(s)
	}
}

func (s *CmpExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitCmpExpr(s)
	}
}

type AndExprContext struct {
	ExprContext
}

func NewAndExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AndExprContext {
	var p = new(AndExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *AndExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AndExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *AndExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
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

	return t.(IExprContext)
}

func (s *AndExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterAndExpr(s)
	}
}

func (s *AndExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitAndExpr(s)
	}
}

type OrExprContext struct {
	ExprContext
}

func NewOrExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OrExprContext {
	var p = new(OrExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *OrExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OrExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *OrExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
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

	return t.(IExprContext)
}

func (s *OrExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterOrExpr(s)
	}
}

func (s *OrExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitOrExpr(s)
	}
}

func (p *TCKParser) Expr() (localctx IExprContext) {
	return p.expr(0)
}

func (p *TCKParser) expr(_p int) (localctx IExprContext) {
	var _parentctx antlr.ParserRuleContext = p.GetParserRuleContext()

	_parentState := p.GetState()
	localctx = NewExprContext(p, p.GetParserRuleContext(), _parentState)
	var _prevctx IExprContext = localctx
	var _ antlr.ParserRuleContext = _prevctx // TODO: To prevent unused variable warning.
	_startState := 18
	p.EnterRecursionRule(localctx, 18, TCKParserRULE_expr, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(229)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 24, p.GetParserRuleContext()) {
	case 1:
		localctx = NewParenExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx

		{
			p.SetState(212)
			p.Match(TCKParserT__32)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(213)
			p.expr(0)
		}
		{
			p.SetState(214)
			p.Match(TCKParserT__33)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewCondExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(216)
			p.Match(TCKParserT__32)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(217)
			p.Match(TCKParserT__24)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(218)
			p.expr(0)
		}
		{
			p.SetState(219)
			p.Match(TCKParserT__25)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(220)
			p.expr(0)
		}
		{
			p.SetState(221)
			p.Match(TCKParserT__26)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(222)
			p.expr(0)
		}
		{
			p.SetState(223)
			p.Match(TCKParserT__33)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewUnaryExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(225)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*UnaryExprContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == TCKParserT__34 || _la == TCKParserT__35) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*UnaryExprContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(226)
			p.expr(8)
		}

	case 4:
		localctx = NewIntExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(227)
			p.Match(TCKParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		localctx = NewVarExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(228)
			p.Lvalue()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
	p.SetState(248)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 26, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(246)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 25, p.GetParserRuleContext()) {
			case 1:
				localctx = NewMulExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(231)

				if !(p.Precpred(p.GetParserRuleContext(), 7)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 7)", ""))
					goto errorExit
				}
				{
					p.SetState(232)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*MulExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&962072674304) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*MulExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(233)
					p.expr(8)
				}

			case 2:
				localctx = NewAddExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(234)

				if !(p.Precpred(p.GetParserRuleContext(), 6)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 6)", ""))
					goto errorExit
				}
				{
					p.SetState(235)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*AddExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == TCKParserT__35 || _la == TCKParserT__39) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*AddExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(236)
					p.expr(7)
				}

			case 3:
				localctx = NewCmpExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(237)

				if !(p.Precpred(p.GetParserRuleContext(), 5)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 5)", ""))
					goto errorExit
				}
				{
					p.SetState(238)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CmpExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&138538465099776) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CmpExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(239)
					p.expr(6)
				}

			case 4:
				localctx = NewAndExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(240)

				if !(p.Precpred(p.GetParserRuleContext(), 4)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 4)", ""))
					goto errorExit
				}
				{
					p.SetState(241)
					p.Match(TCKParserT__46)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(242)
					p.expr(5)
				}

			case 5:
				localctx = NewOrExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(243)

				if !(p.Precpred(p.GetParserRuleContext(), 3)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 3)", ""))
					goto errorExit
				}
				{
					p.SetState(244)
					p.Match(TCKParserT__47)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(245)
					p.expr(4)
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(250)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 26, p.GetParserRuleContext())
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
	p.UnrollRecursionContexts(_parentctx)
	if false {
		goto errorExit // Trick to prevent compiler error if the label is not used
	}
	return localctx
}

// ISintContext is an interface to support dynamic dispatch.
type ISintContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetNeg returns the neg token.
	GetNeg() antlr.Token

	// SetNeg sets the neg token.
	SetNeg(antlr.Token)

	// Getter signatures
	INT() antlr.TerminalNode

	// IsSintContext differentiates from other interfaces.
	IsSintContext()
}

type SintContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	neg    antlr.Token
}

func NewEmptySintContext() *SintContext {
	var p = new(SintContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_sint
	return p
}

func InitEmptySintContext(p *SintContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_sint
}

func (*SintContext) IsSintContext() {}

func NewSintContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SintContext {
	var p = new(SintContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_sint

	return p
}

func (s *SintContext) GetParser() antlr.Parser { return s.parser }

func (s *SintContext) GetNeg() antlr.Token { return s.neg }

func (s *SintContext) SetNeg(v antlr.Token) { s.neg = v }

func (s *SintContext) INT() antlr.TerminalNode {
	return s.GetToken(TCKParserINT, 0)
}

func (s *SintContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SintContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SintContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterSint(s)
	}
}

func (s *SintContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitSint(s)
	}
}

func (p *TCKParser) Sint() (localctx ISintContext) {
	localctx = NewSintContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, TCKParserRULE_sint)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(252)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TCKParserT__35 {
		{
			p.SetState(251)

			var _m = p.Match(TCKParserT__35)

			localctx.(*SintContext).neg = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(254)
		p.Match(TCKParserINT)
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

// IIdentContext is an interface to support dynamic dispatch.
type IIdentContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ID() antlr.TerminalNode

	// IsIdentContext differentiates from other interfaces.
	IsIdentContext()
}

type IdentContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyIdentContext() *IdentContext {
	var p = new(IdentContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_ident
	return p
}

func InitEmptyIdentContext(p *IdentContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_ident
}

func (*IdentContext) IsIdentContext() {}

func NewIdentContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *IdentContext {
	var p = new(IdentContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_ident

	return p
}

func (s *IdentContext) GetParser() antlr.Parser { return s.parser }

func (s *IdentContext) ID() antlr.TerminalNode {
	return s.GetToken(TCKParserID, 0)
}

func (s *IdentContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IdentContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *IdentContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterIdent(s)
	}
}

func (s *IdentContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitIdent(s)
	}
}

func (p *TCKParser) Ident() (localctx IIdentContext) {
	localctx = NewIdentContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, TCKParserRULE_ident)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(256)
		_la = p.GetTokenStream().LA(1)

		if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1125902041464832) != 0) {
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

func (p *TCKParser) Sempred(localctx antlr.RuleContext, ruleIndex, predIndex int) bool {
	switch ruleIndex {
	case 9:
		var t *ExprContext = nil
		if localctx != nil {
			t = localctx.(*ExprContext)
		}
		return p.Expr_Sempred(t, predIndex)

	default:
		panic("No predicate with index: " + fmt.Sprint(ruleIndex))
	}
}

func (p *TCKParser) Expr_Sempred(localctx antlr.RuleContext, predIndex int) bool {
	switch predIndex {
	case 0:
		return p.Precpred(p.GetParserRuleContext(), 7)

	case 1:
		return p.Precpred(p.GetParserRuleContext(), 6)

	case 2:
		return p.Precpred(p.GetParserRuleContext(), 5)

	case 3:
		return p.Precpred(p.GetParserRuleContext(), 4)

	case 4:
		return p.Precpred(p.GetParserRuleContext(), 3)

	default:
		panic("No predicate with index: " + fmt.Sprint(predIndex))
	}
}
