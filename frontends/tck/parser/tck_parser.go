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
		"'do'", "'labels'", "','", "'initial'", "'committed'", "'urgent'", "'nop'",
		"'if'", "'then'", "'else'", "'end'", "'while'", "'local'", "';'", "'='",
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
		"file", "decl", "syncItem", "attrs", "attr", "otherKey", "other", "stmts",
		"stmt", "lvalue", "expr", "sint", "ident",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 53, 271, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 1, 0, 5, 0, 28, 8, 0, 10, 0, 12, 0, 31,
		9, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 39, 8, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 3, 1, 45, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 51, 8, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 59, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 73, 8, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 81, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 93, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		4, 1, 100, 8, 1, 11, 1, 12, 1, 101, 1, 1, 3, 1, 105, 8, 1, 3, 1, 107, 8,
		1, 1, 2, 1, 2, 1, 2, 1, 2, 3, 2, 113, 8, 2, 1, 3, 1, 3, 1, 3, 1, 3, 5,
		3, 119, 8, 3, 10, 3, 12, 3, 122, 9, 3, 3, 3, 124, 8, 3, 1, 3, 1, 3, 1,
		4, 1, 4, 1, 4, 3, 4, 131, 8, 4, 1, 4, 1, 4, 1, 4, 3, 4, 136, 8, 4, 1, 4,
		1, 4, 1, 4, 3, 4, 141, 8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 5, 4, 148, 8,
		4, 10, 4, 12, 4, 151, 9, 4, 3, 4, 153, 8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1,
		4, 5, 4, 160, 8, 4, 10, 4, 12, 4, 163, 9, 4, 3, 4, 165, 8, 4, 1, 5, 1,
		5, 1, 6, 1, 6, 1, 7, 1, 7, 1, 7, 5, 7, 174, 8, 7, 10, 7, 12, 7, 177, 9,
		7, 1, 7, 3, 7, 180, 8, 7, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1,
		8, 1, 8, 1, 8, 1, 8, 3, 8, 193, 8, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1,
		8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 3, 8, 209, 8, 8, 1,
		8, 1, 8, 3, 8, 213, 8, 8, 3, 8, 215, 8, 8, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9,
		3, 9, 222, 8, 9, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10,
		1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 3,
		10, 242, 8, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10,
		1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 5, 10, 259, 8, 10, 10,
		10, 12, 10, 262, 9, 10, 1, 11, 3, 11, 265, 8, 11, 1, 11, 1, 11, 1, 12,
		1, 12, 1, 12, 0, 1, 20, 13, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22,
		24, 0, 8, 1, 0, 19, 21, 2, 0, 22, 28, 50, 50, 2, 0, 2, 2, 12, 13, 1, 0,
		35, 36, 1, 0, 37, 39, 2, 0, 36, 36, 40, 40, 1, 0, 41, 46, 3, 0, 14, 17,
		19, 28, 50, 50, 308, 0, 29, 1, 0, 0, 0, 2, 106, 1, 0, 0, 0, 4, 108, 1,
		0, 0, 0, 6, 114, 1, 0, 0, 0, 8, 164, 1, 0, 0, 0, 10, 166, 1, 0, 0, 0, 12,
		168, 1, 0, 0, 0, 14, 170, 1, 0, 0, 0, 16, 214, 1, 0, 0, 0, 18, 216, 1,
		0, 0, 0, 20, 241, 1, 0, 0, 0, 22, 264, 1, 0, 0, 0, 24, 268, 1, 0, 0, 0,
		26, 28, 3, 2, 1, 0, 27, 26, 1, 0, 0, 0, 28, 31, 1, 0, 0, 0, 29, 27, 1,
		0, 0, 0, 29, 30, 1, 0, 0, 0, 30, 32, 1, 0, 0, 0, 31, 29, 1, 0, 0, 0, 32,
		33, 5, 0, 0, 1, 33, 1, 1, 0, 0, 0, 34, 35, 5, 1, 0, 0, 35, 36, 5, 2, 0,
		0, 36, 38, 3, 24, 12, 0, 37, 39, 3, 6, 3, 0, 38, 37, 1, 0, 0, 0, 38, 39,
		1, 0, 0, 0, 39, 107, 1, 0, 0, 0, 40, 41, 5, 3, 0, 0, 41, 42, 5, 2, 0, 0,
		42, 44, 3, 24, 12, 0, 43, 45, 3, 6, 3, 0, 44, 43, 1, 0, 0, 0, 44, 45, 1,
		0, 0, 0, 45, 107, 1, 0, 0, 0, 46, 47, 5, 4, 0, 0, 47, 48, 5, 2, 0, 0, 48,
		50, 3, 24, 12, 0, 49, 51, 3, 6, 3, 0, 50, 49, 1, 0, 0, 0, 50, 51, 1, 0,
		0, 0, 51, 107, 1, 0, 0, 0, 52, 53, 5, 5, 0, 0, 53, 54, 5, 2, 0, 0, 54,
		55, 5, 49, 0, 0, 55, 56, 5, 2, 0, 0, 56, 58, 3, 24, 12, 0, 57, 59, 3, 6,
		3, 0, 58, 57, 1, 0, 0, 0, 58, 59, 1, 0, 0, 0, 59, 107, 1, 0, 0, 0, 60,
		61, 5, 6, 0, 0, 61, 62, 5, 2, 0, 0, 62, 63, 5, 49, 0, 0, 63, 64, 5, 2,
		0, 0, 64, 65, 3, 22, 11, 0, 65, 66, 5, 2, 0, 0, 66, 67, 3, 22, 11, 0, 67,
		68, 5, 2, 0, 0, 68, 69, 3, 22, 11, 0, 69, 70, 5, 2, 0, 0, 70, 72, 3, 24,
		12, 0, 71, 73, 3, 6, 3, 0, 72, 71, 1, 0, 0, 0, 72, 73, 1, 0, 0, 0, 73,
		107, 1, 0, 0, 0, 74, 75, 5, 7, 0, 0, 75, 76, 5, 2, 0, 0, 76, 77, 3, 24,
		12, 0, 77, 78, 5, 2, 0, 0, 78, 80, 3, 24, 12, 0, 79, 81, 3, 6, 3, 0, 80,
		79, 1, 0, 0, 0, 80, 81, 1, 0, 0, 0, 81, 107, 1, 0, 0, 0, 82, 83, 5, 8,
		0, 0, 83, 84, 5, 2, 0, 0, 84, 85, 3, 24, 12, 0, 85, 86, 5, 2, 0, 0, 86,
		87, 3, 24, 12, 0, 87, 88, 5, 2, 0, 0, 88, 89, 3, 24, 12, 0, 89, 90, 5,
		2, 0, 0, 90, 92, 3, 24, 12, 0, 91, 93, 3, 6, 3, 0, 92, 91, 1, 0, 0, 0,
		92, 93, 1, 0, 0, 0, 93, 107, 1, 0, 0, 0, 94, 95, 5, 9, 0, 0, 95, 96, 5,
		2, 0, 0, 96, 99, 3, 4, 2, 0, 97, 98, 5, 2, 0, 0, 98, 100, 3, 4, 2, 0, 99,
		97, 1, 0, 0, 0, 100, 101, 1, 0, 0, 0, 101, 99, 1, 0, 0, 0, 101, 102, 1,
		0, 0, 0, 102, 104, 1, 0, 0, 0, 103, 105, 3, 6, 3, 0, 104, 103, 1, 0, 0,
		0, 104, 105, 1, 0, 0, 0, 105, 107, 1, 0, 0, 0, 106, 34, 1, 0, 0, 0, 106,
		40, 1, 0, 0, 0, 106, 46, 1, 0, 0, 0, 106, 52, 1, 0, 0, 0, 106, 60, 1, 0,
		0, 0, 106, 74, 1, 0, 0, 0, 106, 82, 1, 0, 0, 0, 106, 94, 1, 0, 0, 0, 107,
		3, 1, 0, 0, 0, 108, 109, 3, 24, 12, 0, 109, 110, 5, 10, 0, 0, 110, 112,
		3, 24, 12, 0, 111, 113, 5, 11, 0, 0, 112, 111, 1, 0, 0, 0, 112, 113, 1,
		0, 0, 0, 113, 5, 1, 0, 0, 0, 114, 123, 5, 12, 0, 0, 115, 120, 3, 8, 4,
		0, 116, 117, 5, 2, 0, 0, 117, 119, 3, 8, 4, 0, 118, 116, 1, 0, 0, 0, 119,
		122, 1, 0, 0, 0, 120, 118, 1, 0, 0, 0, 120, 121, 1, 0, 0, 0, 121, 124,
		1, 0, 0, 0, 122, 120, 1, 0, 0, 0, 123, 115, 1, 0, 0, 0, 123, 124, 1, 0,
		0, 0, 124, 125, 1, 0, 0, 0, 125, 126, 5, 13, 0, 0, 126, 7, 1, 0, 0, 0,
		127, 128, 5, 14, 0, 0, 128, 130, 5, 2, 0, 0, 129, 131, 3, 20, 10, 0, 130,
		129, 1, 0, 0, 0, 130, 131, 1, 0, 0, 0, 131, 165, 1, 0, 0, 0, 132, 133,
		5, 15, 0, 0, 133, 135, 5, 2, 0, 0, 134, 136, 3, 20, 10, 0, 135, 134, 1,
		0, 0, 0, 135, 136, 1, 0, 0, 0, 136, 165, 1, 0, 0, 0, 137, 138, 5, 16, 0,
		0, 138, 140, 5, 2, 0, 0, 139, 141, 3, 14, 7, 0, 140, 139, 1, 0, 0, 0, 140,
		141, 1, 0, 0, 0, 141, 165, 1, 0, 0, 0, 142, 143, 5, 17, 0, 0, 143, 152,
		5, 2, 0, 0, 144, 149, 3, 24, 12, 0, 145, 146, 5, 18, 0, 0, 146, 148, 3,
		24, 12, 0, 147, 145, 1, 0, 0, 0, 148, 151, 1, 0, 0, 0, 149, 147, 1, 0,
		0, 0, 149, 150, 1, 0, 0, 0, 150, 153, 1, 0, 0, 0, 151, 149, 1, 0, 0, 0,
		152, 144, 1, 0, 0, 0, 152, 153, 1, 0, 0, 0, 153, 165, 1, 0, 0, 0, 154,
		155, 7, 0, 0, 0, 155, 165, 5, 2, 0, 0, 156, 157, 3, 10, 5, 0, 157, 161,
		5, 2, 0, 0, 158, 160, 3, 12, 6, 0, 159, 158, 1, 0, 0, 0, 160, 163, 1, 0,
		0, 0, 161, 159, 1, 0, 0, 0, 161, 162, 1, 0, 0, 0, 162, 165, 1, 0, 0, 0,
		163, 161, 1, 0, 0, 0, 164, 127, 1, 0, 0, 0, 164, 132, 1, 0, 0, 0, 164,
		137, 1, 0, 0, 0, 164, 142, 1, 0, 0, 0, 164, 154, 1, 0, 0, 0, 164, 156,
		1, 0, 0, 0, 165, 9, 1, 0, 0, 0, 166, 167, 7, 1, 0, 0, 167, 11, 1, 0, 0,
		0, 168, 169, 8, 2, 0, 0, 169, 13, 1, 0, 0, 0, 170, 175, 3, 16, 8, 0, 171,
		172, 5, 29, 0, 0, 172, 174, 3, 16, 8, 0, 173, 171, 1, 0, 0, 0, 174, 177,
		1, 0, 0, 0, 175, 173, 1, 0, 0, 0, 175, 176, 1, 0, 0, 0, 176, 179, 1, 0,
		0, 0, 177, 175, 1, 0, 0, 0, 178, 180, 5, 29, 0, 0, 179, 178, 1, 0, 0, 0,
		179, 180, 1, 0, 0, 0, 180, 15, 1, 0, 0, 0, 181, 182, 3, 18, 9, 0, 182,
		183, 5, 30, 0, 0, 183, 184, 3, 20, 10, 0, 184, 215, 1, 0, 0, 0, 185, 215,
		5, 22, 0, 0, 186, 187, 5, 23, 0, 0, 187, 188, 3, 20, 10, 0, 188, 189, 5,
		24, 0, 0, 189, 192, 3, 14, 7, 0, 190, 191, 5, 25, 0, 0, 191, 193, 3, 14,
		7, 0, 192, 190, 1, 0, 0, 0, 192, 193, 1, 0, 0, 0, 193, 194, 1, 0, 0, 0,
		194, 195, 5, 26, 0, 0, 195, 215, 1, 0, 0, 0, 196, 197, 5, 27, 0, 0, 197,
		198, 3, 20, 10, 0, 198, 199, 5, 16, 0, 0, 199, 200, 3, 14, 7, 0, 200, 201,
		5, 26, 0, 0, 201, 215, 1, 0, 0, 0, 202, 203, 5, 28, 0, 0, 203, 208, 3,
		24, 12, 0, 204, 205, 5, 31, 0, 0, 205, 206, 3, 20, 10, 0, 206, 207, 5,
		32, 0, 0, 207, 209, 1, 0, 0, 0, 208, 204, 1, 0, 0, 0, 208, 209, 1, 0, 0,
		0, 209, 212, 1, 0, 0, 0, 210, 211, 5, 30, 0, 0, 211, 213, 3, 20, 10, 0,
		212, 210, 1, 0, 0, 0, 212, 213, 1, 0, 0, 0, 213, 215, 1, 0, 0, 0, 214,
		181, 1, 0, 0, 0, 214, 185, 1, 0, 0, 0, 214, 186, 1, 0, 0, 0, 214, 196,
		1, 0, 0, 0, 214, 202, 1, 0, 0, 0, 215, 17, 1, 0, 0, 0, 216, 221, 3, 24,
		12, 0, 217, 218, 5, 31, 0, 0, 218, 219, 3, 20, 10, 0, 219, 220, 5, 32,
		0, 0, 220, 222, 1, 0, 0, 0, 221, 217, 1, 0, 0, 0, 221, 222, 1, 0, 0, 0,
		222, 19, 1, 0, 0, 0, 223, 224, 6, 10, -1, 0, 224, 225, 5, 33, 0, 0, 225,
		226, 3, 20, 10, 0, 226, 227, 5, 34, 0, 0, 227, 242, 1, 0, 0, 0, 228, 229,
		5, 33, 0, 0, 229, 230, 5, 23, 0, 0, 230, 231, 3, 20, 10, 0, 231, 232, 5,
		24, 0, 0, 232, 233, 3, 20, 10, 0, 233, 234, 5, 25, 0, 0, 234, 235, 3, 20,
		10, 0, 235, 236, 5, 34, 0, 0, 236, 242, 1, 0, 0, 0, 237, 238, 7, 3, 0,
		0, 238, 242, 3, 20, 10, 8, 239, 242, 5, 49, 0, 0, 240, 242, 3, 18, 9, 0,
		241, 223, 1, 0, 0, 0, 241, 228, 1, 0, 0, 0, 241, 237, 1, 0, 0, 0, 241,
		239, 1, 0, 0, 0, 241, 240, 1, 0, 0, 0, 242, 260, 1, 0, 0, 0, 243, 244,
		10, 7, 0, 0, 244, 245, 7, 4, 0, 0, 245, 259, 3, 20, 10, 8, 246, 247, 10,
		6, 0, 0, 247, 248, 7, 5, 0, 0, 248, 259, 3, 20, 10, 7, 249, 250, 10, 5,
		0, 0, 250, 251, 7, 6, 0, 0, 251, 259, 3, 20, 10, 6, 252, 253, 10, 4, 0,
		0, 253, 254, 5, 47, 0, 0, 254, 259, 3, 20, 10, 5, 255, 256, 10, 3, 0, 0,
		256, 257, 5, 48, 0, 0, 257, 259, 3, 20, 10, 4, 258, 243, 1, 0, 0, 0, 258,
		246, 1, 0, 0, 0, 258, 249, 1, 0, 0, 0, 258, 252, 1, 0, 0, 0, 258, 255,
		1, 0, 0, 0, 259, 262, 1, 0, 0, 0, 260, 258, 1, 0, 0, 0, 260, 261, 1, 0,
		0, 0, 261, 21, 1, 0, 0, 0, 262, 260, 1, 0, 0, 0, 263, 265, 5, 36, 0, 0,
		264, 263, 1, 0, 0, 0, 264, 265, 1, 0, 0, 0, 265, 266, 1, 0, 0, 0, 266,
		267, 5, 49, 0, 0, 267, 23, 1, 0, 0, 0, 268, 269, 7, 7, 0, 0, 269, 25, 1,
		0, 0, 0, 32, 29, 38, 44, 50, 58, 72, 80, 92, 101, 104, 106, 112, 120, 123,
		130, 135, 140, 149, 152, 161, 164, 175, 179, 192, 208, 212, 214, 221, 241,
		258, 260, 264,
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
	TCKParserRULE_otherKey = 5
	TCKParserRULE_other    = 6
	TCKParserRULE_stmts    = 7
	TCKParserRULE_stmt     = 8
	TCKParserRULE_lvalue   = 9
	TCKParserRULE_expr     = 10
	TCKParserRULE_sint     = 11
	TCKParserRULE_ident    = 12
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
	p.SetState(29)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1018) != 0 {
		{
			p.SetState(26)
			p.Decl()
		}

		p.SetState(31)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(32)
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

	p.SetState(106)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TCKParserT__0:
		localctx = NewSystemDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(34)
			p.Match(TCKParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(35)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(36)
			p.Ident()
		}
		p.SetState(38)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(37)
				p.Attrs()
			}

		}

	case TCKParserT__2:
		localctx = NewProcessDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(40)
			p.Match(TCKParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(41)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(42)
			p.Ident()
		}
		p.SetState(44)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(43)
				p.Attrs()
			}

		}

	case TCKParserT__3:
		localctx = NewEventDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(46)
			p.Match(TCKParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(47)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(48)
			p.Ident()
		}
		p.SetState(50)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(49)
				p.Attrs()
			}

		}

	case TCKParserT__4:
		localctx = NewClockDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(52)
			p.Match(TCKParserT__4)
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
			p.Match(TCKParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(55)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(56)
			p.Ident()
		}
		p.SetState(58)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(57)
				p.Attrs()
			}

		}

	case TCKParserT__5:
		localctx = NewIntDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(60)
			p.Match(TCKParserT__5)
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
			p.Match(TCKParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
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
			p.Sint()
		}
		{
			p.SetState(69)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(70)
			p.Ident()
		}
		p.SetState(72)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(71)
				p.Attrs()
			}

		}

	case TCKParserT__6:
		localctx = NewLocationDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(74)
			p.Match(TCKParserT__6)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
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
		{
			p.SetState(77)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(78)
			p.Ident()
		}
		p.SetState(80)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(79)
				p.Attrs()
			}

		}

	case TCKParserT__7:
		localctx = NewEdgeDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(82)
			p.Match(TCKParserT__7)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
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
		{
			p.SetState(89)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(90)
			p.Ident()
		}
		p.SetState(92)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(91)
				p.Attrs()
			}

		}

	case TCKParserT__8:
		localctx = NewSyncDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(94)
			p.Match(TCKParserT__8)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
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

		for ok := true; ok; ok = _la == TCKParserT__1 {
			{
				p.SetState(97)
				p.Match(TCKParserT__1)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(98)
				p.SyncItem()
			}

			p.SetState(101)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(104)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__11 {
			{
				p.SetState(103)
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
		p.SetState(108)
		p.Ident()
	}
	{
		p.SetState(109)
		p.Match(TCKParserT__9)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(110)
		p.Ident()
	}
	p.SetState(112)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TCKParserT__10 {
		{
			p.SetState(111)

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
		p.SetState(114)
		p.Match(TCKParserT__11)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(123)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1125900443435008) != 0 {
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

		for _la == TCKParserT__1 {
			{
				p.SetState(116)
				p.Match(TCKParserT__1)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(117)
				p.Attr()
			}

			p.SetState(122)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	}
	{
		p.SetState(125)
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

func (s *OtherAttrContext) OtherKey() IOtherKeyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IOtherKeyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IOtherKeyContext)
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

	p.SetState(164)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TCKParserT__13:
		localctx = NewExprAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(127)

			var _m = p.Match(TCKParserT__13)

			localctx.(*ExprAttrContext).key = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(128)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(130)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1688962066006016) != 0 {
			{
				p.SetState(129)
				p.expr(0)
			}

		}

	case TCKParserT__14:
		localctx = NewExprAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(132)

			var _m = p.Match(TCKParserT__14)

			localctx.(*ExprAttrContext).key = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(133)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(135)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1688962066006016) != 0 {
			{
				p.SetState(134)
				p.expr(0)
			}

		}

	case TCKParserT__15:
		localctx = NewDoAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(137)
			p.Match(TCKParserT__15)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(138)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(140)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1125900443435008) != 0 {
			{
				p.SetState(139)
				p.Stmts()
			}

		}

	case TCKParserT__16:
		localctx = NewLabelsAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(142)
			p.Match(TCKParserT__16)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(143)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(152)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1125900443435008) != 0 {
			{
				p.SetState(144)
				p.Ident()
			}
			p.SetState(149)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == TCKParserT__17 {
				{
					p.SetState(145)
					p.Match(TCKParserT__17)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(146)
					p.Ident()
				}

				p.SetState(151)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}

	case TCKParserT__18, TCKParserT__19, TCKParserT__20:
		localctx = NewFlagAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(154)

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
			p.SetState(155)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case TCKParserT__21, TCKParserT__22, TCKParserT__23, TCKParserT__24, TCKParserT__25, TCKParserT__26, TCKParserT__27, TCKParserID:
		localctx = NewOtherAttrContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(156)
			p.OtherKey()
		}
		{
			p.SetState(157)
			p.Match(TCKParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(161)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&18014398509469690) != 0 {
			{
				p.SetState(158)
				p.Other()
			}

			p.SetState(163)
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

// IOtherKeyContext is an interface to support dynamic dispatch.
type IOtherKeyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ID() antlr.TerminalNode

	// IsOtherKeyContext differentiates from other interfaces.
	IsOtherKeyContext()
}

type OtherKeyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyOtherKeyContext() *OtherKeyContext {
	var p = new(OtherKeyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_otherKey
	return p
}

func InitEmptyOtherKeyContext(p *OtherKeyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TCKParserRULE_otherKey
}

func (*OtherKeyContext) IsOtherKeyContext() {}

func NewOtherKeyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *OtherKeyContext {
	var p = new(OtherKeyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TCKParserRULE_otherKey

	return p
}

func (s *OtherKeyContext) GetParser() antlr.Parser { return s.parser }

func (s *OtherKeyContext) ID() antlr.TerminalNode {
	return s.GetToken(TCKParserID, 0)
}

func (s *OtherKeyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OtherKeyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *OtherKeyContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.EnterOtherKey(s)
	}
}

func (s *OtherKeyContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TCKListener); ok {
		listenerT.ExitOtherKey(s)
	}
}

func (p *TCKParser) OtherKey() (localctx IOtherKeyContext) {
	localctx = NewOtherKeyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, TCKParserRULE_otherKey)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(166)
		_la = p.GetTokenStream().LA(1)

		if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1125900439519232) != 0) {
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
	p.EnterRule(localctx, 12, TCKParserRULE_other)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(168)
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
	p.EnterRule(localctx, 14, TCKParserRULE_stmts)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(170)
		p.Stmt()
	}
	p.SetState(175)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 21, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(171)
				p.Match(TCKParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(172)
				p.Stmt()
			}

		}
		p.SetState(177)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 21, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	p.SetState(179)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TCKParserT__28 {
		{
			p.SetState(178)
			p.Match(TCKParserT__28)
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
	p.EnterRule(localctx, 16, TCKParserRULE_stmt)
	var _la int

	p.SetState(214)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 26, p.GetParserRuleContext()) {
	case 1:
		localctx = NewAssignStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(181)
			p.Lvalue()
		}
		{
			p.SetState(182)
			p.Match(TCKParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(183)
			p.expr(0)
		}

	case 2:
		localctx = NewNopStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(185)
			p.Match(TCKParserT__21)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewIfStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(186)
			p.Match(TCKParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(187)
			p.expr(0)
		}
		{
			p.SetState(188)
			p.Match(TCKParserT__23)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(189)
			p.Stmts()
		}
		p.SetState(192)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__24 {
			{
				p.SetState(190)
				p.Match(TCKParserT__24)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(191)
				p.Stmts()
			}

		}
		{
			p.SetState(194)
			p.Match(TCKParserT__25)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewWhileStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(196)
			p.Match(TCKParserT__26)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(197)
			p.expr(0)
		}
		{
			p.SetState(198)
			p.Match(TCKParserT__15)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(199)
			p.Stmts()
		}
		{
			p.SetState(200)
			p.Match(TCKParserT__25)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		localctx = NewLocalStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(202)
			p.Match(TCKParserT__27)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(203)
			p.Ident()
		}
		p.SetState(208)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__30 {
			{
				p.SetState(204)
				p.Match(TCKParserT__30)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(205)
				p.expr(0)
			}
			{
				p.SetState(206)
				p.Match(TCKParserT__31)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(212)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TCKParserT__29 {
			{
				p.SetState(210)
				p.Match(TCKParserT__29)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(211)
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
	p.EnterRule(localctx, 18, TCKParserRULE_lvalue)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(216)
		p.Ident()
	}
	p.SetState(221)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 27, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(217)
			p.Match(TCKParserT__30)
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
	_startState := 20
	p.EnterRecursionRule(localctx, 20, TCKParserRULE_expr, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(241)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 28, p.GetParserRuleContext()) {
	case 1:
		localctx = NewParenExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx

		{
			p.SetState(224)
			p.Match(TCKParserT__32)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(225)
			p.expr(0)
		}
		{
			p.SetState(226)
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
			p.SetState(228)
			p.Match(TCKParserT__32)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(229)
			p.Match(TCKParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(230)
			p.expr(0)
		}
		{
			p.SetState(231)
			p.Match(TCKParserT__23)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(232)
			p.expr(0)
		}
		{
			p.SetState(233)
			p.Match(TCKParserT__24)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(234)
			p.expr(0)
		}
		{
			p.SetState(235)
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
			p.SetState(237)

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
			p.SetState(238)
			p.expr(8)
		}

	case 4:
		localctx = NewIntExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(239)
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
			p.SetState(240)
			p.Lvalue()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
	p.SetState(260)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 30, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(258)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 29, p.GetParserRuleContext()) {
			case 1:
				localctx = NewMulExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(243)

				if !(p.Precpred(p.GetParserRuleContext(), 7)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 7)", ""))
					goto errorExit
				}
				{
					p.SetState(244)

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
					p.SetState(245)
					p.expr(8)
				}

			case 2:
				localctx = NewAddExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(246)

				if !(p.Precpred(p.GetParserRuleContext(), 6)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 6)", ""))
					goto errorExit
				}
				{
					p.SetState(247)

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
					p.SetState(248)
					p.expr(7)
				}

			case 3:
				localctx = NewCmpExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(249)

				if !(p.Precpred(p.GetParserRuleContext(), 5)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 5)", ""))
					goto errorExit
				}
				{
					p.SetState(250)

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
					p.SetState(251)
					p.expr(6)
				}

			case 4:
				localctx = NewAndExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(252)

				if !(p.Precpred(p.GetParserRuleContext(), 4)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 4)", ""))
					goto errorExit
				}
				{
					p.SetState(253)
					p.Match(TCKParserT__46)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(254)
					p.expr(5)
				}

			case 5:
				localctx = NewOrExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TCKParserRULE_expr)
				p.SetState(255)

				if !(p.Precpred(p.GetParserRuleContext(), 3)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 3)", ""))
					goto errorExit
				}
				{
					p.SetState(256)
					p.Match(TCKParserT__47)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(257)
					p.expr(4)
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(262)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 30, p.GetParserRuleContext())
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
	p.EnterRule(localctx, 22, TCKParserRULE_sint)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(264)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TCKParserT__35 {
		{
			p.SetState(263)

			var _m = p.Match(TCKParserT__35)

			localctx.(*SintContext).neg = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(266)
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
	p.EnterRule(localctx, 24, TCKParserRULE_ident)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(268)
		_la = p.GetTokenStream().LA(1)

		if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1125900443435008) != 0) {
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
	case 10:
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
