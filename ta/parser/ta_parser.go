package parser // TA
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

type TAParser struct {
	*antlr.BaseParser
}

var TAParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func taParserInit() {
	staticData := &TAParserStaticData
	staticData.LiteralNames = []string{
		"", "'program'", "'var'", "':'", "'='", "'device'", "'clock'", "','",
		"'timer'", "'uses'", "'event'", "'label'", "'factor'", "'progress'",
		"'urgent'", "'rule'", "'disabled'", "'when'", "'bool'", "'{'", "'}'",
		"'..'", "'-'", "'on'", "'change'", "'call'", "'at'", "'every'", "';'",
		"'reset'", "'start'", "'cancel'", "'run'", "'enable'", "'disable'",
		"'emit'", "'assert'", "'if'", "'else'", "'('", "')'", "'!'", "'*'",
		"'/'", "'%'", "'&'", "'+'", "'|'", "'^'", "'<'", "'<='", "'>'", "'>='",
		"'=='", "'!='", "'time'", "'in'", "'random'", "'&&'", "'||'", "'->'",
		"'then'", "'['", "']'", "'true'", "'false'", "'sunrise'", "'sunset'",
	}
	staticData.SymbolicNames = []string{
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"CLOCKTIME", "DURATION", "INT", "IDENT", "STRING", "LINE_COMMENT", "BLOCK_COMMENT",
		"WS", "ERRCHAR",
	}
	staticData.RuleNames = []string{
		"program", "header", "exprOnly", "timeOnly", "decl", "clockItem", "eventItem",
		"type", "intRange", "signedInt", "trigger", "days", "block", "stmt",
		"ifStmt", "duration", "expr", "timeLit", "name",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 76, 340, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 1, 0, 3, 0, 40, 8, 0, 1, 0, 5,
		0, 43, 8, 0, 10, 0, 12, 0, 46, 9, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 2,
		1, 2, 1, 2, 1, 3, 1, 3, 1, 3, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 3, 4,
		65, 8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 3, 4, 73, 8, 4, 1, 4, 1,
		4, 1, 4, 1, 4, 5, 4, 79, 8, 4, 10, 4, 12, 4, 82, 9, 4, 1, 4, 1, 4, 1, 4,
		1, 4, 3, 4, 88, 8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 5, 4, 94, 8, 4, 10, 4, 12,
		4, 97, 9, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4,
		1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 3, 4, 116, 8, 4, 1, 4, 1, 4,
		1, 4, 3, 4, 121, 8, 4, 1, 5, 1, 5, 1, 5, 3, 5, 126, 8, 5, 1, 6, 1, 6, 1,
		6, 3, 6, 131, 8, 6, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 5, 7, 139, 8, 7,
		10, 7, 12, 7, 142, 9, 7, 1, 7, 1, 7, 3, 7, 146, 8, 7, 1, 8, 1, 8, 1, 8,
		1, 8, 1, 9, 3, 9, 153, 8, 9, 1, 9, 1, 9, 1, 10, 1, 10, 1, 10, 1, 10, 1,
		10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 3, 10, 167, 8, 10, 1, 10, 1, 10,
		3, 10, 171, 8, 10, 1, 11, 1, 11, 1, 11, 1, 11, 5, 11, 177, 8, 11, 10, 11,
		12, 11, 180, 9, 11, 1, 12, 1, 12, 5, 12, 184, 8, 12, 10, 12, 12, 12, 187,
		9, 12, 1, 12, 1, 12, 1, 13, 1, 13, 1, 13, 1, 13, 3, 13, 195, 8, 13, 1,
		13, 1, 13, 1, 13, 1, 13, 3, 13, 201, 8, 13, 1, 13, 1, 13, 1, 13, 1, 13,
		1, 13, 3, 13, 208, 8, 13, 1, 13, 3, 13, 211, 8, 13, 1, 13, 1, 13, 1, 13,
		3, 13, 216, 8, 13, 1, 13, 1, 13, 1, 13, 3, 13, 221, 8, 13, 1, 13, 1, 13,
		1, 13, 3, 13, 226, 8, 13, 1, 13, 1, 13, 1, 13, 3, 13, 231, 8, 13, 1, 13,
		1, 13, 1, 13, 3, 13, 236, 8, 13, 1, 13, 1, 13, 1, 13, 3, 13, 241, 8, 13,
		3, 13, 243, 8, 13, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 251,
		8, 14, 3, 14, 253, 8, 14, 1, 15, 1, 15, 1, 16, 1, 16, 1, 16, 1, 16, 1,
		16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 3, 16, 270,
		8, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1,
		16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 5, 16, 288, 8, 16, 10, 16,
		12, 16, 291, 9, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1,
		16, 1, 16, 1, 16, 1, 16, 1, 16, 3, 16, 305, 8, 16, 1, 16, 1, 16, 1, 16,
		1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1,
		16, 1, 16, 1, 16, 1, 16, 1, 16, 5, 16, 325, 8, 16, 10, 16, 12, 16, 328,
		9, 16, 1, 17, 1, 17, 1, 17, 1, 17, 3, 17, 334, 8, 17, 3, 17, 336, 8, 17,
		1, 18, 1, 18, 1, 18, 0, 1, 32, 19, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20,
		22, 24, 26, 28, 30, 32, 34, 36, 0, 9, 1, 0, 69, 70, 2, 0, 22, 22, 41, 41,
		1, 0, 64, 65, 1, 0, 42, 45, 2, 0, 22, 22, 46, 48, 1, 0, 49, 54, 1, 0, 66,
		67, 2, 0, 22, 22, 46, 46, 1, 0, 71, 72, 393, 0, 39, 1, 0, 0, 0, 2, 49,
		1, 0, 0, 0, 4, 52, 1, 0, 0, 0, 6, 55, 1, 0, 0, 0, 8, 120, 1, 0, 0, 0, 10,
		122, 1, 0, 0, 0, 12, 127, 1, 0, 0, 0, 14, 145, 1, 0, 0, 0, 16, 147, 1,
		0, 0, 0, 18, 152, 1, 0, 0, 0, 20, 170, 1, 0, 0, 0, 22, 172, 1, 0, 0, 0,
		24, 181, 1, 0, 0, 0, 26, 242, 1, 0, 0, 0, 28, 244, 1, 0, 0, 0, 30, 254,
		1, 0, 0, 0, 32, 304, 1, 0, 0, 0, 34, 335, 1, 0, 0, 0, 36, 337, 1, 0, 0,
		0, 38, 40, 3, 2, 1, 0, 39, 38, 1, 0, 0, 0, 39, 40, 1, 0, 0, 0, 40, 44,
		1, 0, 0, 0, 41, 43, 3, 8, 4, 0, 42, 41, 1, 0, 0, 0, 43, 46, 1, 0, 0, 0,
		44, 42, 1, 0, 0, 0, 44, 45, 1, 0, 0, 0, 45, 47, 1, 0, 0, 0, 46, 44, 1,
		0, 0, 0, 47, 48, 5, 0, 0, 1, 48, 1, 1, 0, 0, 0, 49, 50, 5, 1, 0, 0, 50,
		51, 3, 36, 18, 0, 51, 3, 1, 0, 0, 0, 52, 53, 3, 32, 16, 0, 53, 54, 5, 0,
		0, 1, 54, 5, 1, 0, 0, 0, 55, 56, 3, 34, 17, 0, 56, 57, 5, 0, 0, 1, 57,
		7, 1, 0, 0, 0, 58, 59, 5, 2, 0, 0, 59, 60, 3, 36, 18, 0, 60, 61, 5, 3,
		0, 0, 61, 64, 3, 14, 7, 0, 62, 63, 5, 4, 0, 0, 63, 65, 3, 32, 16, 0, 64,
		62, 1, 0, 0, 0, 64, 65, 1, 0, 0, 0, 65, 121, 1, 0, 0, 0, 66, 67, 5, 5,
		0, 0, 67, 68, 3, 36, 18, 0, 68, 69, 5, 3, 0, 0, 69, 72, 3, 14, 7, 0, 70,
		71, 5, 4, 0, 0, 71, 73, 3, 32, 16, 0, 72, 70, 1, 0, 0, 0, 72, 73, 1, 0,
		0, 0, 73, 121, 1, 0, 0, 0, 74, 75, 5, 6, 0, 0, 75, 80, 3, 10, 5, 0, 76,
		77, 5, 7, 0, 0, 77, 79, 3, 10, 5, 0, 78, 76, 1, 0, 0, 0, 79, 82, 1, 0,
		0, 0, 80, 78, 1, 0, 0, 0, 80, 81, 1, 0, 0, 0, 81, 121, 1, 0, 0, 0, 82,
		80, 1, 0, 0, 0, 83, 84, 5, 8, 0, 0, 84, 87, 3, 36, 18, 0, 85, 86, 5, 9,
		0, 0, 86, 88, 3, 36, 18, 0, 87, 85, 1, 0, 0, 0, 87, 88, 1, 0, 0, 0, 88,
		121, 1, 0, 0, 0, 89, 90, 5, 10, 0, 0, 90, 95, 3, 12, 6, 0, 91, 92, 5, 7,
		0, 0, 92, 94, 3, 12, 6, 0, 93, 91, 1, 0, 0, 0, 94, 97, 1, 0, 0, 0, 95,
		93, 1, 0, 0, 0, 95, 96, 1, 0, 0, 0, 96, 121, 1, 0, 0, 0, 97, 95, 1, 0,
		0, 0, 98, 99, 5, 11, 0, 0, 99, 100, 3, 36, 18, 0, 100, 101, 5, 3, 0, 0,
		101, 102, 3, 32, 16, 0, 102, 121, 1, 0, 0, 0, 103, 104, 5, 12, 0, 0, 104,
		105, 3, 36, 18, 0, 105, 106, 5, 3, 0, 0, 106, 107, 3, 16, 8, 0, 107, 121,
		1, 0, 0, 0, 108, 109, 5, 13, 0, 0, 109, 121, 3, 32, 16, 0, 110, 111, 5,
		14, 0, 0, 111, 121, 3, 32, 16, 0, 112, 113, 5, 15, 0, 0, 113, 115, 3, 36,
		18, 0, 114, 116, 5, 16, 0, 0, 115, 114, 1, 0, 0, 0, 115, 116, 1, 0, 0,
		0, 116, 117, 1, 0, 0, 0, 117, 118, 3, 20, 10, 0, 118, 119, 3, 24, 12, 0,
		119, 121, 1, 0, 0, 0, 120, 58, 1, 0, 0, 0, 120, 66, 1, 0, 0, 0, 120, 74,
		1, 0, 0, 0, 120, 83, 1, 0, 0, 0, 120, 89, 1, 0, 0, 0, 120, 98, 1, 0, 0,
		0, 120, 103, 1, 0, 0, 0, 120, 108, 1, 0, 0, 0, 120, 110, 1, 0, 0, 0, 120,
		112, 1, 0, 0, 0, 121, 9, 1, 0, 0, 0, 122, 125, 3, 36, 18, 0, 123, 124,
		5, 4, 0, 0, 124, 126, 3, 30, 15, 0, 125, 123, 1, 0, 0, 0, 125, 126, 1,
		0, 0, 0, 126, 11, 1, 0, 0, 0, 127, 130, 3, 36, 18, 0, 128, 129, 5, 17,
		0, 0, 129, 131, 3, 32, 16, 0, 130, 128, 1, 0, 0, 0, 130, 131, 1, 0, 0,
		0, 131, 13, 1, 0, 0, 0, 132, 146, 5, 18, 0, 0, 133, 146, 3, 16, 8, 0, 134,
		135, 5, 19, 0, 0, 135, 140, 3, 36, 18, 0, 136, 137, 5, 7, 0, 0, 137, 139,
		3, 36, 18, 0, 138, 136, 1, 0, 0, 0, 139, 142, 1, 0, 0, 0, 140, 138, 1,
		0, 0, 0, 140, 141, 1, 0, 0, 0, 141, 143, 1, 0, 0, 0, 142, 140, 1, 0, 0,
		0, 143, 144, 5, 20, 0, 0, 144, 146, 1, 0, 0, 0, 145, 132, 1, 0, 0, 0, 145,
		133, 1, 0, 0, 0, 145, 134, 1, 0, 0, 0, 146, 15, 1, 0, 0, 0, 147, 148, 3,
		18, 9, 0, 148, 149, 5, 21, 0, 0, 149, 150, 3, 18, 9, 0, 150, 17, 1, 0,
		0, 0, 151, 153, 5, 22, 0, 0, 152, 151, 1, 0, 0, 0, 152, 153, 1, 0, 0, 0,
		153, 154, 1, 0, 0, 0, 154, 155, 5, 70, 0, 0, 155, 19, 1, 0, 0, 0, 156,
		157, 5, 23, 0, 0, 157, 158, 5, 24, 0, 0, 158, 171, 3, 36, 18, 0, 159, 160,
		5, 23, 0, 0, 160, 171, 5, 25, 0, 0, 161, 162, 5, 23, 0, 0, 162, 171, 3,
		36, 18, 0, 163, 164, 5, 26, 0, 0, 164, 166, 3, 34, 17, 0, 165, 167, 3,
		22, 11, 0, 166, 165, 1, 0, 0, 0, 166, 167, 1, 0, 0, 0, 167, 171, 1, 0,
		0, 0, 168, 169, 5, 27, 0, 0, 169, 171, 3, 30, 15, 0, 170, 156, 1, 0, 0,
		0, 170, 159, 1, 0, 0, 0, 170, 161, 1, 0, 0, 0, 170, 163, 1, 0, 0, 0, 170,
		168, 1, 0, 0, 0, 171, 21, 1, 0, 0, 0, 172, 173, 5, 23, 0, 0, 173, 178,
		3, 36, 18, 0, 174, 175, 5, 7, 0, 0, 175, 177, 3, 36, 18, 0, 176, 174, 1,
		0, 0, 0, 177, 180, 1, 0, 0, 0, 178, 176, 1, 0, 0, 0, 178, 179, 1, 0, 0,
		0, 179, 23, 1, 0, 0, 0, 180, 178, 1, 0, 0, 0, 181, 185, 5, 19, 0, 0, 182,
		184, 3, 26, 13, 0, 183, 182, 1, 0, 0, 0, 184, 187, 1, 0, 0, 0, 185, 183,
		1, 0, 0, 0, 185, 186, 1, 0, 0, 0, 186, 188, 1, 0, 0, 0, 187, 185, 1, 0,
		0, 0, 188, 189, 5, 20, 0, 0, 189, 25, 1, 0, 0, 0, 190, 191, 3, 36, 18,
		0, 191, 192, 5, 4, 0, 0, 192, 194, 3, 32, 16, 0, 193, 195, 5, 28, 0, 0,
		194, 193, 1, 0, 0, 0, 194, 195, 1, 0, 0, 0, 195, 243, 1, 0, 0, 0, 196,
		243, 3, 28, 14, 0, 197, 198, 5, 29, 0, 0, 198, 200, 3, 36, 18, 0, 199,
		201, 5, 28, 0, 0, 200, 199, 1, 0, 0, 0, 200, 201, 1, 0, 0, 0, 201, 243,
		1, 0, 0, 0, 202, 203, 5, 30, 0, 0, 203, 204, 3, 36, 18, 0, 204, 207, 3,
		30, 15, 0, 205, 206, 5, 21, 0, 0, 206, 208, 3, 30, 15, 0, 207, 205, 1,
		0, 0, 0, 207, 208, 1, 0, 0, 0, 208, 210, 1, 0, 0, 0, 209, 211, 5, 28, 0,
		0, 210, 209, 1, 0, 0, 0, 210, 211, 1, 0, 0, 0, 211, 243, 1, 0, 0, 0, 212,
		213, 5, 31, 0, 0, 213, 215, 3, 36, 18, 0, 214, 216, 5, 28, 0, 0, 215, 214,
		1, 0, 0, 0, 215, 216, 1, 0, 0, 0, 216, 243, 1, 0, 0, 0, 217, 218, 5, 32,
		0, 0, 218, 220, 3, 36, 18, 0, 219, 221, 5, 28, 0, 0, 220, 219, 1, 0, 0,
		0, 220, 221, 1, 0, 0, 0, 221, 243, 1, 0, 0, 0, 222, 223, 5, 33, 0, 0, 223,
		225, 3, 36, 18, 0, 224, 226, 5, 28, 0, 0, 225, 224, 1, 0, 0, 0, 225, 226,
		1, 0, 0, 0, 226, 243, 1, 0, 0, 0, 227, 228, 5, 34, 0, 0, 228, 230, 3, 36,
		18, 0, 229, 231, 5, 28, 0, 0, 230, 229, 1, 0, 0, 0, 230, 231, 1, 0, 0,
		0, 231, 243, 1, 0, 0, 0, 232, 233, 5, 35, 0, 0, 233, 235, 3, 36, 18, 0,
		234, 236, 5, 28, 0, 0, 235, 234, 1, 0, 0, 0, 235, 236, 1, 0, 0, 0, 236,
		243, 1, 0, 0, 0, 237, 238, 5, 36, 0, 0, 238, 240, 3, 32, 16, 0, 239, 241,
		5, 28, 0, 0, 240, 239, 1, 0, 0, 0, 240, 241, 1, 0, 0, 0, 241, 243, 1, 0,
		0, 0, 242, 190, 1, 0, 0, 0, 242, 196, 1, 0, 0, 0, 242, 197, 1, 0, 0, 0,
		242, 202, 1, 0, 0, 0, 242, 212, 1, 0, 0, 0, 242, 217, 1, 0, 0, 0, 242,
		222, 1, 0, 0, 0, 242, 227, 1, 0, 0, 0, 242, 232, 1, 0, 0, 0, 242, 237,
		1, 0, 0, 0, 243, 27, 1, 0, 0, 0, 244, 245, 5, 37, 0, 0, 245, 246, 3, 32,
		16, 0, 246, 252, 3, 24, 12, 0, 247, 250, 5, 38, 0, 0, 248, 251, 3, 24,
		12, 0, 249, 251, 3, 28, 14, 0, 250, 248, 1, 0, 0, 0, 250, 249, 1, 0, 0,
		0, 251, 253, 1, 0, 0, 0, 252, 247, 1, 0, 0, 0, 252, 253, 1, 0, 0, 0, 253,
		29, 1, 0, 0, 0, 254, 255, 7, 0, 0, 0, 255, 31, 1, 0, 0, 0, 256, 257, 6,
		16, -1, 0, 257, 258, 5, 39, 0, 0, 258, 259, 3, 32, 16, 0, 259, 260, 5,
		40, 0, 0, 260, 305, 1, 0, 0, 0, 261, 262, 7, 1, 0, 0, 262, 305, 3, 32,
		16, 18, 263, 264, 5, 55, 0, 0, 264, 265, 5, 56, 0, 0, 265, 266, 3, 34,
		17, 0, 266, 267, 5, 21, 0, 0, 267, 269, 3, 34, 17, 0, 268, 270, 3, 22,
		11, 0, 269, 268, 1, 0, 0, 0, 269, 270, 1, 0, 0, 0, 270, 305, 1, 0, 0, 0,
		271, 272, 5, 57, 0, 0, 272, 273, 3, 18, 9, 0, 273, 274, 5, 21, 0, 0, 274,
		275, 3, 18, 9, 0, 275, 305, 1, 0, 0, 0, 276, 277, 5, 37, 0, 0, 277, 278,
		3, 32, 16, 0, 278, 279, 5, 61, 0, 0, 279, 280, 3, 32, 16, 0, 280, 281,
		5, 38, 0, 0, 281, 282, 3, 32, 16, 9, 282, 305, 1, 0, 0, 0, 283, 284, 5,
		62, 0, 0, 284, 289, 3, 32, 16, 0, 285, 286, 5, 7, 0, 0, 286, 288, 3, 32,
		16, 0, 287, 285, 1, 0, 0, 0, 288, 291, 1, 0, 0, 0, 289, 287, 1, 0, 0, 0,
		289, 290, 1, 0, 0, 0, 290, 292, 1, 0, 0, 0, 291, 289, 1, 0, 0, 0, 292,
		293, 5, 63, 0, 0, 293, 294, 5, 62, 0, 0, 294, 295, 3, 32, 16, 0, 295, 296,
		5, 63, 0, 0, 296, 305, 1, 0, 0, 0, 297, 305, 5, 70, 0, 0, 298, 305, 5,
		69, 0, 0, 299, 305, 7, 2, 0, 0, 300, 305, 3, 34, 17, 0, 301, 305, 5, 55,
		0, 0, 302, 305, 3, 36, 18, 0, 303, 305, 5, 23, 0, 0, 304, 256, 1, 0, 0,
		0, 304, 261, 1, 0, 0, 0, 304, 263, 1, 0, 0, 0, 304, 271, 1, 0, 0, 0, 304,
		276, 1, 0, 0, 0, 304, 283, 1, 0, 0, 0, 304, 297, 1, 0, 0, 0, 304, 298,
		1, 0, 0, 0, 304, 299, 1, 0, 0, 0, 304, 300, 1, 0, 0, 0, 304, 301, 1, 0,
		0, 0, 304, 302, 1, 0, 0, 0, 304, 303, 1, 0, 0, 0, 305, 326, 1, 0, 0, 0,
		306, 307, 10, 17, 0, 0, 307, 308, 7, 3, 0, 0, 308, 325, 3, 32, 16, 18,
		309, 310, 10, 16, 0, 0, 310, 311, 7, 4, 0, 0, 311, 325, 3, 32, 16, 17,
		312, 313, 10, 15, 0, 0, 313, 314, 7, 5, 0, 0, 314, 325, 3, 32, 16, 16,
		315, 316, 10, 12, 0, 0, 316, 317, 5, 58, 0, 0, 317, 325, 3, 32, 16, 13,
		318, 319, 10, 11, 0, 0, 319, 320, 5, 59, 0, 0, 320, 325, 3, 32, 16, 12,
		321, 322, 10, 10, 0, 0, 322, 323, 5, 60, 0, 0, 323, 325, 3, 32, 16, 10,
		324, 306, 1, 0, 0, 0, 324, 309, 1, 0, 0, 0, 324, 312, 1, 0, 0, 0, 324,
		315, 1, 0, 0, 0, 324, 318, 1, 0, 0, 0, 324, 321, 1, 0, 0, 0, 325, 328,
		1, 0, 0, 0, 326, 324, 1, 0, 0, 0, 326, 327, 1, 0, 0, 0, 327, 33, 1, 0,
		0, 0, 328, 326, 1, 0, 0, 0, 329, 336, 5, 68, 0, 0, 330, 333, 7, 6, 0, 0,
		331, 332, 7, 7, 0, 0, 332, 334, 5, 69, 0, 0, 333, 331, 1, 0, 0, 0, 333,
		334, 1, 0, 0, 0, 334, 336, 1, 0, 0, 0, 335, 329, 1, 0, 0, 0, 335, 330,
		1, 0, 0, 0, 336, 35, 1, 0, 0, 0, 337, 338, 7, 8, 0, 0, 338, 37, 1, 0, 0,
		0, 38, 39, 44, 64, 72, 80, 87, 95, 115, 120, 125, 130, 140, 145, 152, 166,
		170, 178, 185, 194, 200, 207, 210, 215, 220, 225, 230, 235, 240, 242, 250,
		252, 269, 289, 304, 324, 326, 333, 335,
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

// TAParserInit initializes any static state used to implement TAParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewTAParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func TAParserInit() {
	staticData := &TAParserStaticData
	staticData.once.Do(taParserInit)
}

// NewTAParser produces a new parser instance for the optional input antlr.TokenStream.
func NewTAParser(input antlr.TokenStream) *TAParser {
	TAParserInit()
	this := new(TAParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &TAParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "TA.g4"

	return this
}

// TAParser tokens.
const (
	TAParserEOF           = antlr.TokenEOF
	TAParserT__0          = 1
	TAParserT__1          = 2
	TAParserT__2          = 3
	TAParserT__3          = 4
	TAParserT__4          = 5
	TAParserT__5          = 6
	TAParserT__6          = 7
	TAParserT__7          = 8
	TAParserT__8          = 9
	TAParserT__9          = 10
	TAParserT__10         = 11
	TAParserT__11         = 12
	TAParserT__12         = 13
	TAParserT__13         = 14
	TAParserT__14         = 15
	TAParserT__15         = 16
	TAParserT__16         = 17
	TAParserT__17         = 18
	TAParserT__18         = 19
	TAParserT__19         = 20
	TAParserT__20         = 21
	TAParserT__21         = 22
	TAParserT__22         = 23
	TAParserT__23         = 24
	TAParserT__24         = 25
	TAParserT__25         = 26
	TAParserT__26         = 27
	TAParserT__27         = 28
	TAParserT__28         = 29
	TAParserT__29         = 30
	TAParserT__30         = 31
	TAParserT__31         = 32
	TAParserT__32         = 33
	TAParserT__33         = 34
	TAParserT__34         = 35
	TAParserT__35         = 36
	TAParserT__36         = 37
	TAParserT__37         = 38
	TAParserT__38         = 39
	TAParserT__39         = 40
	TAParserT__40         = 41
	TAParserT__41         = 42
	TAParserT__42         = 43
	TAParserT__43         = 44
	TAParserT__44         = 45
	TAParserT__45         = 46
	TAParserT__46         = 47
	TAParserT__47         = 48
	TAParserT__48         = 49
	TAParserT__49         = 50
	TAParserT__50         = 51
	TAParserT__51         = 52
	TAParserT__52         = 53
	TAParserT__53         = 54
	TAParserT__54         = 55
	TAParserT__55         = 56
	TAParserT__56         = 57
	TAParserT__57         = 58
	TAParserT__58         = 59
	TAParserT__59         = 60
	TAParserT__60         = 61
	TAParserT__61         = 62
	TAParserT__62         = 63
	TAParserT__63         = 64
	TAParserT__64         = 65
	TAParserT__65         = 66
	TAParserT__66         = 67
	TAParserCLOCKTIME     = 68
	TAParserDURATION      = 69
	TAParserINT           = 70
	TAParserIDENT         = 71
	TAParserSTRING        = 72
	TAParserLINE_COMMENT  = 73
	TAParserBLOCK_COMMENT = 74
	TAParserWS            = 75
	TAParserERRCHAR       = 76
)

// TAParser rules.
const (
	TAParserRULE_program   = 0
	TAParserRULE_header    = 1
	TAParserRULE_exprOnly  = 2
	TAParserRULE_timeOnly  = 3
	TAParserRULE_decl      = 4
	TAParserRULE_clockItem = 5
	TAParserRULE_eventItem = 6
	TAParserRULE_type      = 7
	TAParserRULE_intRange  = 8
	TAParserRULE_signedInt = 9
	TAParserRULE_trigger   = 10
	TAParserRULE_days      = 11
	TAParserRULE_block     = 12
	TAParserRULE_stmt      = 13
	TAParserRULE_ifStmt    = 14
	TAParserRULE_duration  = 15
	TAParserRULE_expr      = 16
	TAParserRULE_timeLit   = 17
	TAParserRULE_name      = 18
)

// IProgramContext is an interface to support dynamic dispatch.
type IProgramContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	Header() IHeaderContext
	AllDecl() []IDeclContext
	Decl(i int) IDeclContext

	// IsProgramContext differentiates from other interfaces.
	IsProgramContext()
}

type ProgramContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyProgramContext() *ProgramContext {
	var p = new(ProgramContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_program
	return p
}

func InitEmptyProgramContext(p *ProgramContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_program
}

func (*ProgramContext) IsProgramContext() {}

func NewProgramContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ProgramContext {
	var p = new(ProgramContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_program

	return p
}

func (s *ProgramContext) GetParser() antlr.Parser { return s.parser }

func (s *ProgramContext) EOF() antlr.TerminalNode {
	return s.GetToken(TAParserEOF, 0)
}

func (s *ProgramContext) Header() IHeaderContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHeaderContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHeaderContext)
}

func (s *ProgramContext) AllDecl() []IDeclContext {
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

func (s *ProgramContext) Decl(i int) IDeclContext {
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

func (s *ProgramContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProgramContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ProgramContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterProgram(s)
	}
}

func (s *ProgramContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitProgram(s)
	}
}

func (p *TAParser) Program() (localctx IProgramContext) {
	localctx = NewProgramContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, TAParserRULE_program)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(39)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__0 {
		{
			p.SetState(38)
			p.Header()
		}

	}
	p.SetState(44)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&64868) != 0 {
		{
			p.SetState(41)
			p.Decl()
		}

		p.SetState(46)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(47)
		p.Match(TAParserEOF)
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

// IHeaderContext is an interface to support dynamic dispatch.
type IHeaderContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Name() INameContext

	// IsHeaderContext differentiates from other interfaces.
	IsHeaderContext()
}

type HeaderContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyHeaderContext() *HeaderContext {
	var p = new(HeaderContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_header
	return p
}

func InitEmptyHeaderContext(p *HeaderContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_header
}

func (*HeaderContext) IsHeaderContext() {}

func NewHeaderContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *HeaderContext {
	var p = new(HeaderContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_header

	return p
}

func (s *HeaderContext) GetParser() antlr.Parser { return s.parser }

func (s *HeaderContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *HeaderContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *HeaderContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *HeaderContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterHeader(s)
	}
}

func (s *HeaderContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitHeader(s)
	}
}

func (p *TAParser) Header() (localctx IHeaderContext) {
	localctx = NewHeaderContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, TAParserRULE_header)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(49)
		p.Match(TAParserT__0)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(50)
		p.Name()
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

// IExprOnlyContext is an interface to support dynamic dispatch.
type IExprOnlyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Expr() IExprContext
	EOF() antlr.TerminalNode

	// IsExprOnlyContext differentiates from other interfaces.
	IsExprOnlyContext()
}

type ExprOnlyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExprOnlyContext() *ExprOnlyContext {
	var p = new(ExprOnlyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_exprOnly
	return p
}

func InitEmptyExprOnlyContext(p *ExprOnlyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_exprOnly
}

func (*ExprOnlyContext) IsExprOnlyContext() {}

func NewExprOnlyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExprOnlyContext {
	var p = new(ExprOnlyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_exprOnly

	return p
}

func (s *ExprOnlyContext) GetParser() antlr.Parser { return s.parser }

func (s *ExprOnlyContext) Expr() IExprContext {
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

func (s *ExprOnlyContext) EOF() antlr.TerminalNode {
	return s.GetToken(TAParserEOF, 0)
}

func (s *ExprOnlyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExprOnlyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ExprOnlyContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterExprOnly(s)
	}
}

func (s *ExprOnlyContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitExprOnly(s)
	}
}

func (p *TAParser) ExprOnly() (localctx IExprOnlyContext) {
	localctx = NewExprOnlyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, TAParserRULE_exprOnly)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(52)
		p.expr(0)
	}
	{
		p.SetState(53)
		p.Match(TAParserEOF)
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

// ITimeOnlyContext is an interface to support dynamic dispatch.
type ITimeOnlyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	TimeLit() ITimeLitContext
	EOF() antlr.TerminalNode

	// IsTimeOnlyContext differentiates from other interfaces.
	IsTimeOnlyContext()
}

type TimeOnlyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTimeOnlyContext() *TimeOnlyContext {
	var p = new(TimeOnlyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_timeOnly
	return p
}

func InitEmptyTimeOnlyContext(p *TimeOnlyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_timeOnly
}

func (*TimeOnlyContext) IsTimeOnlyContext() {}

func NewTimeOnlyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TimeOnlyContext {
	var p = new(TimeOnlyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_timeOnly

	return p
}

func (s *TimeOnlyContext) GetParser() antlr.Parser { return s.parser }

func (s *TimeOnlyContext) TimeLit() ITimeLitContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeLitContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITimeLitContext)
}

func (s *TimeOnlyContext) EOF() antlr.TerminalNode {
	return s.GetToken(TAParserEOF, 0)
}

func (s *TimeOnlyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeOnlyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TimeOnlyContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterTimeOnly(s)
	}
}

func (s *TimeOnlyContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitTimeOnly(s)
	}
}

func (p *TAParser) TimeOnly() (localctx ITimeOnlyContext) {
	localctx = NewTimeOnlyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, TAParserRULE_timeOnly)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(55)
		p.TimeLit()
	}
	{
		p.SetState(56)
		p.Match(TAParserEOF)
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
	p.RuleIndex = TAParserRULE_decl
	return p
}

func InitEmptyDeclContext(p *DeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_decl
}

func (*DeclContext) IsDeclContext() {}

func NewDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclContext {
	var p = new(DeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_decl

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

type VarDeclContext struct {
	DeclContext
}

func NewVarDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VarDeclContext {
	var p = new(VarDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *VarDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VarDeclContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *VarDeclContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *VarDeclContext) Expr() IExprContext {
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

func (s *VarDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterVarDecl(s)
	}
}

func (s *VarDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitVarDecl(s)
	}
}

type DeviceDeclContext struct {
	DeclContext
}

func NewDeviceDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DeviceDeclContext {
	var p = new(DeviceDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *DeviceDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeviceDeclContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *DeviceDeclContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *DeviceDeclContext) Expr() IExprContext {
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

func (s *DeviceDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterDeviceDecl(s)
	}
}

func (s *DeviceDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitDeviceDecl(s)
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

func (s *ClockDeclContext) AllClockItem() []IClockItemContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IClockItemContext); ok {
			len++
		}
	}

	tst := make([]IClockItemContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IClockItemContext); ok {
			tst[i] = t.(IClockItemContext)
			i++
		}
	}

	return tst
}

func (s *ClockDeclContext) ClockItem(i int) IClockItemContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IClockItemContext); ok {
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

	return t.(IClockItemContext)
}

func (s *ClockDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterClockDecl(s)
	}
}

func (s *ClockDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitClockDecl(s)
	}
}

type TimerDeclContext struct {
	DeclContext
}

func NewTimerDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TimerDeclContext {
	var p = new(TimerDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *TimerDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimerDeclContext) AllName() []INameContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(INameContext); ok {
			len++
		}
	}

	tst := make([]INameContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(INameContext); ok {
			tst[i] = t.(INameContext)
			i++
		}
	}

	return tst
}

func (s *TimerDeclContext) Name(i int) INameContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
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

	return t.(INameContext)
}

func (s *TimerDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterTimerDecl(s)
	}
}

func (s *TimerDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitTimerDecl(s)
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

func (s *EventDeclContext) AllEventItem() []IEventItemContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IEventItemContext); ok {
			len++
		}
	}

	tst := make([]IEventItemContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IEventItemContext); ok {
			tst[i] = t.(IEventItemContext)
			i++
		}
	}

	return tst
}

func (s *EventDeclContext) EventItem(i int) IEventItemContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IEventItemContext); ok {
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

	return t.(IEventItemContext)
}

func (s *EventDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterEventDecl(s)
	}
}

func (s *EventDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitEventDecl(s)
	}
}

type LabelDeclContext struct {
	DeclContext
}

func NewLabelDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LabelDeclContext {
	var p = new(LabelDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *LabelDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LabelDeclContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *LabelDeclContext) Expr() IExprContext {
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

func (s *LabelDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterLabelDecl(s)
	}
}

func (s *LabelDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitLabelDecl(s)
	}
}

type FactorDeclContext struct {
	DeclContext
}

func NewFactorDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FactorDeclContext {
	var p = new(FactorDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *FactorDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FactorDeclContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *FactorDeclContext) IntRange() IIntRangeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIntRangeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIntRangeContext)
}

func (s *FactorDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterFactorDecl(s)
	}
}

func (s *FactorDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitFactorDecl(s)
	}
}

type ProgressDeclContext struct {
	DeclContext
}

func NewProgressDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ProgressDeclContext {
	var p = new(ProgressDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *ProgressDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProgressDeclContext) Expr() IExprContext {
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

func (s *ProgressDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterProgressDecl(s)
	}
}

func (s *ProgressDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitProgressDecl(s)
	}
}

type UrgentDeclContext struct {
	DeclContext
}

func NewUrgentDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *UrgentDeclContext {
	var p = new(UrgentDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *UrgentDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *UrgentDeclContext) Expr() IExprContext {
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

func (s *UrgentDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterUrgentDecl(s)
	}
}

func (s *UrgentDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitUrgentDecl(s)
	}
}

type RuleDeclContext struct {
	DeclContext
	disabled antlr.Token
}

func NewRuleDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RuleDeclContext {
	var p = new(RuleDeclContext)

	InitEmptyDeclContext(&p.DeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclContext))

	return p
}

func (s *RuleDeclContext) GetDisabled() antlr.Token { return s.disabled }

func (s *RuleDeclContext) SetDisabled(v antlr.Token) { s.disabled = v }

func (s *RuleDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RuleDeclContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *RuleDeclContext) Trigger() ITriggerContext {
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

func (s *RuleDeclContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *RuleDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterRuleDecl(s)
	}
}

func (s *RuleDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitRuleDecl(s)
	}
}

func (p *TAParser) Decl() (localctx IDeclContext) {
	localctx = NewDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, TAParserRULE_decl)
	var _la int

	p.SetState(120)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TAParserT__1:
		localctx = NewVarDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(58)
			p.Match(TAParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(59)
			p.Name()
		}
		{
			p.SetState(60)
			p.Match(TAParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(61)
			p.Type_()
		}
		p.SetState(64)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__3 {
			{
				p.SetState(62)
				p.Match(TAParserT__3)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(63)
				p.expr(0)
			}

		}

	case TAParserT__4:
		localctx = NewDeviceDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(66)
			p.Match(TAParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(67)
			p.Name()
		}
		{
			p.SetState(68)
			p.Match(TAParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(69)
			p.Type_()
		}
		p.SetState(72)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__3 {
			{
				p.SetState(70)
				p.Match(TAParserT__3)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(71)
				p.expr(0)
			}

		}

	case TAParserT__5:
		localctx = NewClockDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(74)
			p.Match(TAParserT__5)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(75)
			p.ClockItem()
		}
		p.SetState(80)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TAParserT__6 {
			{
				p.SetState(76)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(77)
				p.ClockItem()
			}

			p.SetState(82)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case TAParserT__7:
		localctx = NewTimerDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(83)
			p.Match(TAParserT__7)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(84)
			p.Name()
		}
		p.SetState(87)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__8 {
			{
				p.SetState(85)
				p.Match(TAParserT__8)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(86)
				p.Name()
			}

		}

	case TAParserT__9:
		localctx = NewEventDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(89)
			p.Match(TAParserT__9)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(90)
			p.EventItem()
		}
		p.SetState(95)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TAParserT__6 {
			{
				p.SetState(91)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(92)
				p.EventItem()
			}

			p.SetState(97)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case TAParserT__10:
		localctx = NewLabelDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(98)
			p.Match(TAParserT__10)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(99)
			p.Name()
		}
		{
			p.SetState(100)
			p.Match(TAParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(101)
			p.expr(0)
		}

	case TAParserT__11:
		localctx = NewFactorDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(103)
			p.Match(TAParserT__11)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(104)
			p.Name()
		}
		{
			p.SetState(105)
			p.Match(TAParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(106)
			p.IntRange()
		}

	case TAParserT__12:
		localctx = NewProgressDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(108)
			p.Match(TAParserT__12)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(109)
			p.expr(0)
		}

	case TAParserT__13:
		localctx = NewUrgentDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(110)
			p.Match(TAParserT__13)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(111)
			p.expr(0)
		}

	case TAParserT__14:
		localctx = NewRuleDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(112)
			p.Match(TAParserT__14)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(113)
			p.Name()
		}
		p.SetState(115)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__15 {
			{
				p.SetState(114)

				var _m = p.Match(TAParserT__15)

				localctx.(*RuleDeclContext).disabled = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(117)
			p.Trigger()
		}
		{
			p.SetState(118)
			p.Block()
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

// IClockItemContext is an interface to support dynamic dispatch.
type IClockItemContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Name() INameContext
	Duration() IDurationContext

	// IsClockItemContext differentiates from other interfaces.
	IsClockItemContext()
}

type ClockItemContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyClockItemContext() *ClockItemContext {
	var p = new(ClockItemContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_clockItem
	return p
}

func InitEmptyClockItemContext(p *ClockItemContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_clockItem
}

func (*ClockItemContext) IsClockItemContext() {}

func NewClockItemContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ClockItemContext {
	var p = new(ClockItemContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_clockItem

	return p
}

func (s *ClockItemContext) GetParser() antlr.Parser { return s.parser }

func (s *ClockItemContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *ClockItemContext) Duration() IDurationContext {
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

func (s *ClockItemContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClockItemContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ClockItemContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterClockItem(s)
	}
}

func (s *ClockItemContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitClockItem(s)
	}
}

func (p *TAParser) ClockItem() (localctx IClockItemContext) {
	localctx = NewClockItemContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, TAParserRULE_clockItem)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(122)
		p.Name()
	}
	p.SetState(125)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__3 {
		{
			p.SetState(123)
			p.Match(TAParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(124)
			p.Duration()
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

// IEventItemContext is an interface to support dynamic dispatch.
type IEventItemContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Name() INameContext
	Expr() IExprContext

	// IsEventItemContext differentiates from other interfaces.
	IsEventItemContext()
}

type EventItemContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyEventItemContext() *EventItemContext {
	var p = new(EventItemContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_eventItem
	return p
}

func InitEmptyEventItemContext(p *EventItemContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_eventItem
}

func (*EventItemContext) IsEventItemContext() {}

func NewEventItemContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *EventItemContext {
	var p = new(EventItemContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_eventItem

	return p
}

func (s *EventItemContext) GetParser() antlr.Parser { return s.parser }

func (s *EventItemContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *EventItemContext) Expr() IExprContext {
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

func (s *EventItemContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EventItemContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *EventItemContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterEventItem(s)
	}
}

func (s *EventItemContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitEventItem(s)
	}
}

func (p *TAParser) EventItem() (localctx IEventItemContext) {
	localctx = NewEventItemContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, TAParserRULE_eventItem)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(127)
		p.Name()
	}
	p.SetState(130)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__16 {
		{
			p.SetState(128)
			p.Match(TAParserT__16)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(129)
			p.expr(0)
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

// ITypeContext is an interface to support dynamic dispatch.
type ITypeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTypeContext differentiates from other interfaces.
	IsTypeContext()
}

type TypeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeContext() *TypeContext {
	var p = new(TypeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_type
	return p
}

func InitEmptyTypeContext(p *TypeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_type
}

func (*TypeContext) IsTypeContext() {}

func NewTypeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeContext {
	var p = new(TypeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_type

	return p
}

func (s *TypeContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeContext) CopyAll(ctx *TypeContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type BoolTypeContext struct {
	TypeContext
}

func NewBoolTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BoolTypeContext {
	var p = new(BoolTypeContext)

	InitEmptyTypeContext(&p.TypeContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeContext))

	return p
}

func (s *BoolTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BoolTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterBoolType(s)
	}
}

func (s *BoolTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitBoolType(s)
	}
}

type IntTypeContext struct {
	TypeContext
}

func NewIntTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IntTypeContext {
	var p = new(IntTypeContext)

	InitEmptyTypeContext(&p.TypeContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeContext))

	return p
}

func (s *IntTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IntTypeContext) IntRange() IIntRangeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIntRangeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIntRangeContext)
}

func (s *IntTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterIntType(s)
	}
}

func (s *IntTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitIntType(s)
	}
}

type EnumTypeContext struct {
	TypeContext
}

func NewEnumTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EnumTypeContext {
	var p = new(EnumTypeContext)

	InitEmptyTypeContext(&p.TypeContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeContext))

	return p
}

func (s *EnumTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EnumTypeContext) AllName() []INameContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(INameContext); ok {
			len++
		}
	}

	tst := make([]INameContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(INameContext); ok {
			tst[i] = t.(INameContext)
			i++
		}
	}

	return tst
}

func (s *EnumTypeContext) Name(i int) INameContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
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

	return t.(INameContext)
}

func (s *EnumTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterEnumType(s)
	}
}

func (s *EnumTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitEnumType(s)
	}
}

func (p *TAParser) Type_() (localctx ITypeContext) {
	localctx = NewTypeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, TAParserRULE_type)
	var _la int

	p.SetState(145)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TAParserT__17:
		localctx = NewBoolTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(132)
			p.Match(TAParserT__17)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case TAParserT__21, TAParserINT:
		localctx = NewIntTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(133)
			p.IntRange()
		}

	case TAParserT__18:
		localctx = NewEnumTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(134)
			p.Match(TAParserT__18)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(135)
			p.Name()
		}
		p.SetState(140)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TAParserT__6 {
			{
				p.SetState(136)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(137)
				p.Name()
			}

			p.SetState(142)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(143)
			p.Match(TAParserT__19)
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

// IIntRangeContext is an interface to support dynamic dispatch.
type IIntRangeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllSignedInt() []ISignedIntContext
	SignedInt(i int) ISignedIntContext

	// IsIntRangeContext differentiates from other interfaces.
	IsIntRangeContext()
}

type IntRangeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyIntRangeContext() *IntRangeContext {
	var p = new(IntRangeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_intRange
	return p
}

func InitEmptyIntRangeContext(p *IntRangeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_intRange
}

func (*IntRangeContext) IsIntRangeContext() {}

func NewIntRangeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *IntRangeContext {
	var p = new(IntRangeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_intRange

	return p
}

func (s *IntRangeContext) GetParser() antlr.Parser { return s.parser }

func (s *IntRangeContext) AllSignedInt() []ISignedIntContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISignedIntContext); ok {
			len++
		}
	}

	tst := make([]ISignedIntContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISignedIntContext); ok {
			tst[i] = t.(ISignedIntContext)
			i++
		}
	}

	return tst
}

func (s *IntRangeContext) SignedInt(i int) ISignedIntContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISignedIntContext); ok {
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

	return t.(ISignedIntContext)
}

func (s *IntRangeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IntRangeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *IntRangeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterIntRange(s)
	}
}

func (s *IntRangeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitIntRange(s)
	}
}

func (p *TAParser) IntRange() (localctx IIntRangeContext) {
	localctx = NewIntRangeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, TAParserRULE_intRange)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(147)
		p.SignedInt()
	}
	{
		p.SetState(148)
		p.Match(TAParserT__20)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(149)
		p.SignedInt()
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

// ISignedIntContext is an interface to support dynamic dispatch.
type ISignedIntContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetNeg returns the neg token.
	GetNeg() antlr.Token

	// SetNeg sets the neg token.
	SetNeg(antlr.Token)

	// Getter signatures
	INT() antlr.TerminalNode

	// IsSignedIntContext differentiates from other interfaces.
	IsSignedIntContext()
}

type SignedIntContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	neg    antlr.Token
}

func NewEmptySignedIntContext() *SignedIntContext {
	var p = new(SignedIntContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_signedInt
	return p
}

func InitEmptySignedIntContext(p *SignedIntContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_signedInt
}

func (*SignedIntContext) IsSignedIntContext() {}

func NewSignedIntContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SignedIntContext {
	var p = new(SignedIntContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_signedInt

	return p
}

func (s *SignedIntContext) GetParser() antlr.Parser { return s.parser }

func (s *SignedIntContext) GetNeg() antlr.Token { return s.neg }

func (s *SignedIntContext) SetNeg(v antlr.Token) { s.neg = v }

func (s *SignedIntContext) INT() antlr.TerminalNode {
	return s.GetToken(TAParserINT, 0)
}

func (s *SignedIntContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SignedIntContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SignedIntContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterSignedInt(s)
	}
}

func (s *SignedIntContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitSignedInt(s)
	}
}

func (p *TAParser) SignedInt() (localctx ISignedIntContext) {
	localctx = NewSignedIntContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, TAParserRULE_signedInt)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(152)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__21 {
		{
			p.SetState(151)

			var _m = p.Match(TAParserT__21)

			localctx.(*SignedIntContext).neg = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(154)
		p.Match(TAParserINT)
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
	p.RuleIndex = TAParserRULE_trigger
	return p
}

func InitEmptyTriggerContext(p *TriggerContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_trigger
}

func (*TriggerContext) IsTriggerContext() {}

func NewTriggerContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TriggerContext {
	var p = new(TriggerContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_trigger

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

type OnChangeContext struct {
	TriggerContext
}

func NewOnChangeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OnChangeContext {
	var p = new(OnChangeContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *OnChangeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OnChangeContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *OnChangeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterOnChange(s)
	}
}

func (s *OnChangeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitOnChange(s)
	}
}

type OnCallContext struct {
	TriggerContext
}

func NewOnCallContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OnCallContext {
	var p = new(OnCallContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *OnCallContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OnCallContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterOnCall(s)
	}
}

func (s *OnCallContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitOnCall(s)
	}
}

type OnNameContext struct {
	TriggerContext
}

func NewOnNameContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OnNameContext {
	var p = new(OnNameContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *OnNameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OnNameContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *OnNameContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterOnName(s)
	}
}

func (s *OnNameContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitOnName(s)
	}
}

type AtTimeContext struct {
	TriggerContext
}

func NewAtTimeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AtTimeContext {
	var p = new(AtTimeContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *AtTimeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AtTimeContext) TimeLit() ITimeLitContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeLitContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITimeLitContext)
}

func (s *AtTimeContext) Days() IDaysContext {
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

func (s *AtTimeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterAtTime(s)
	}
}

func (s *AtTimeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitAtTime(s)
	}
}

type EveryContext struct {
	TriggerContext
}

func NewEveryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EveryContext {
	var p = new(EveryContext)

	InitEmptyTriggerContext(&p.TriggerContext)
	p.parser = parser
	p.CopyAll(ctx.(*TriggerContext))

	return p
}

func (s *EveryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EveryContext) Duration() IDurationContext {
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

func (s *EveryContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterEvery(s)
	}
}

func (s *EveryContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitEvery(s)
	}
}

func (p *TAParser) Trigger() (localctx ITriggerContext) {
	localctx = NewTriggerContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, TAParserRULE_trigger)
	var _la int

	p.SetState(170)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) {
	case 1:
		localctx = NewOnChangeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(156)
			p.Match(TAParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(157)
			p.Match(TAParserT__23)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(158)
			p.Name()
		}

	case 2:
		localctx = NewOnCallContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(159)
			p.Match(TAParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(160)
			p.Match(TAParserT__24)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewOnNameContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(161)
			p.Match(TAParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(162)
			p.Name()
		}

	case 4:
		localctx = NewAtTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(163)
			p.Match(TAParserT__25)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(164)
			p.TimeLit()
		}
		p.SetState(166)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__22 {
			{
				p.SetState(165)
				p.Days()
			}

		}

	case 5:
		localctx = NewEveryContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(168)
			p.Match(TAParserT__26)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(169)
			p.Duration()
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

// IDaysContext is an interface to support dynamic dispatch.
type IDaysContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllName() []INameContext
	Name(i int) INameContext

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
	p.RuleIndex = TAParserRULE_days
	return p
}

func InitEmptyDaysContext(p *DaysContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_days
}

func (*DaysContext) IsDaysContext() {}

func NewDaysContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DaysContext {
	var p = new(DaysContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_days

	return p
}

func (s *DaysContext) GetParser() antlr.Parser { return s.parser }

func (s *DaysContext) AllName() []INameContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(INameContext); ok {
			len++
		}
	}

	tst := make([]INameContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(INameContext); ok {
			tst[i] = t.(INameContext)
			i++
		}
	}

	return tst
}

func (s *DaysContext) Name(i int) INameContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
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

	return t.(INameContext)
}

func (s *DaysContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DaysContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DaysContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterDays(s)
	}
}

func (s *DaysContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitDays(s)
	}
}

func (p *TAParser) Days() (localctx IDaysContext) {
	localctx = NewDaysContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, TAParserRULE_days)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(172)
		p.Match(TAParserT__22)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(173)
		p.Name()
	}
	p.SetState(178)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 16, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(174)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(175)
				p.Name()
			}

		}
		p.SetState(180)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 16, p.GetParserRuleContext())
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

// IBlockContext is an interface to support dynamic dispatch.
type IBlockContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllStmt() []IStmtContext
	Stmt(i int) IStmtContext

	// IsBlockContext differentiates from other interfaces.
	IsBlockContext()
}

type BlockContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBlockContext() *BlockContext {
	var p = new(BlockContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_block
	return p
}

func InitEmptyBlockContext(p *BlockContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_block
}

func (*BlockContext) IsBlockContext() {}

func NewBlockContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BlockContext {
	var p = new(BlockContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_block

	return p
}

func (s *BlockContext) GetParser() antlr.Parser { return s.parser }

func (s *BlockContext) AllStmt() []IStmtContext {
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

func (s *BlockContext) Stmt(i int) IStmtContext {
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

func (s *BlockContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *BlockContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterBlock(s)
	}
}

func (s *BlockContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitBlock(s)
	}
}

func (p *TAParser) Block() (localctx IBlockContext) {
	localctx = NewBlockContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, TAParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(181)
		p.Match(TAParserT__18)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(185)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64((_la-29)) & ^0x3f) == 0 && ((int64(1)<<(_la-29))&13194139533823) != 0 {
		{
			p.SetState(182)
			p.Stmt()
		}

		p.SetState(187)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(188)
		p.Match(TAParserT__19)
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
	p.RuleIndex = TAParserRULE_stmt
	return p
}

func InitEmptyStmtContext(p *StmtContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_stmt
}

func (*StmtContext) IsStmtContext() {}

func NewStmtContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StmtContext {
	var p = new(StmtContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_stmt

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

func (s *AssignStmtContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterAssignStmt(s)
	}
}

func (s *AssignStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitAssignStmt(s)
	}
}

type IfStmtAltContext struct {
	StmtContext
}

func NewIfStmtAltContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IfStmtAltContext {
	var p = new(IfStmtAltContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *IfStmtAltContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IfStmtAltContext) IfStmt() IIfStmtContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIfStmtContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIfStmtContext)
}

func (s *IfStmtAltContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterIfStmtAlt(s)
	}
}

func (s *IfStmtAltContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitIfStmtAlt(s)
	}
}

type ResetStmtContext struct {
	StmtContext
}

func NewResetStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ResetStmtContext {
	var p = new(ResetStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *ResetStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ResetStmtContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *ResetStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterResetStmt(s)
	}
}

func (s *ResetStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitResetStmt(s)
	}
}

type StartStmtContext struct {
	StmtContext
}

func NewStartStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StartStmtContext {
	var p = new(StartStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *StartStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StartStmtContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *StartStmtContext) AllDuration() []IDurationContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDurationContext); ok {
			len++
		}
	}

	tst := make([]IDurationContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDurationContext); ok {
			tst[i] = t.(IDurationContext)
			i++
		}
	}

	return tst
}

func (s *StartStmtContext) Duration(i int) IDurationContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDurationContext); ok {
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

	return t.(IDurationContext)
}

func (s *StartStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterStartStmt(s)
	}
}

func (s *StartStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitStartStmt(s)
	}
}

type CancelStmtContext struct {
	StmtContext
}

func NewCancelStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CancelStmtContext {
	var p = new(CancelStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *CancelStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CancelStmtContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *CancelStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterCancelStmt(s)
	}
}

func (s *CancelStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitCancelStmt(s)
	}
}

type RunStmtContext struct {
	StmtContext
}

func NewRunStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RunStmtContext {
	var p = new(RunStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *RunStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RunStmtContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *RunStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterRunStmt(s)
	}
}

func (s *RunStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitRunStmt(s)
	}
}

type EnableStmtContext struct {
	StmtContext
}

func NewEnableStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EnableStmtContext {
	var p = new(EnableStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *EnableStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EnableStmtContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *EnableStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterEnableStmt(s)
	}
}

func (s *EnableStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitEnableStmt(s)
	}
}

type DisableStmtContext struct {
	StmtContext
}

func NewDisableStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DisableStmtContext {
	var p = new(DisableStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *DisableStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DisableStmtContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *DisableStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterDisableStmt(s)
	}
}

func (s *DisableStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitDisableStmt(s)
	}
}

type EmitStmtContext struct {
	StmtContext
}

func NewEmitStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EmitStmtContext {
	var p = new(EmitStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *EmitStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EmitStmtContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *EmitStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterEmitStmt(s)
	}
}

func (s *EmitStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitEmitStmt(s)
	}
}

type AssertStmtContext struct {
	StmtContext
}

func NewAssertStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AssertStmtContext {
	var p = new(AssertStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *AssertStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssertStmtContext) Expr() IExprContext {
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

func (s *AssertStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterAssertStmt(s)
	}
}

func (s *AssertStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitAssertStmt(s)
	}
}

func (p *TAParser) Stmt() (localctx IStmtContext) {
	localctx = NewStmtContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, TAParserRULE_stmt)
	var _la int

	p.SetState(242)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TAParserIDENT, TAParserSTRING:
		localctx = NewAssignStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(190)
			p.Name()
		}
		{
			p.SetState(191)
			p.Match(TAParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(192)
			p.expr(0)
		}
		p.SetState(194)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(193)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__36:
		localctx = NewIfStmtAltContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(196)
			p.IfStmt()
		}

	case TAParserT__28:
		localctx = NewResetStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(197)
			p.Match(TAParserT__28)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(198)
			p.Name()
		}
		p.SetState(200)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(199)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__29:
		localctx = NewStartStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(202)
			p.Match(TAParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(203)
			p.Name()
		}
		{
			p.SetState(204)
			p.Duration()
		}
		p.SetState(207)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__20 {
			{
				p.SetState(205)
				p.Match(TAParserT__20)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(206)
				p.Duration()
			}

		}
		p.SetState(210)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(209)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__30:
		localctx = NewCancelStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(212)
			p.Match(TAParserT__30)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(213)
			p.Name()
		}
		p.SetState(215)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(214)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__31:
		localctx = NewRunStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(217)
			p.Match(TAParserT__31)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(218)
			p.Name()
		}
		p.SetState(220)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(219)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__32:
		localctx = NewEnableStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(222)
			p.Match(TAParserT__32)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(223)
			p.Name()
		}
		p.SetState(225)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(224)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__33:
		localctx = NewDisableStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(227)
			p.Match(TAParserT__33)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(228)
			p.Name()
		}
		p.SetState(230)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(229)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__34:
		localctx = NewEmitStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(232)
			p.Match(TAParserT__34)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(233)
			p.Name()
		}
		p.SetState(235)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(234)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__35:
		localctx = NewAssertStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(237)
			p.Match(TAParserT__35)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(238)
			p.expr(0)
		}
		p.SetState(240)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(239)
				p.Match(TAParserT__27)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
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

// IIfStmtContext is an interface to support dynamic dispatch.
type IIfStmtContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Expr() IExprContext
	AllBlock() []IBlockContext
	Block(i int) IBlockContext
	IfStmt() IIfStmtContext

	// IsIfStmtContext differentiates from other interfaces.
	IsIfStmtContext()
}

type IfStmtContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyIfStmtContext() *IfStmtContext {
	var p = new(IfStmtContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_ifStmt
	return p
}

func InitEmptyIfStmtContext(p *IfStmtContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_ifStmt
}

func (*IfStmtContext) IsIfStmtContext() {}

func NewIfStmtContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *IfStmtContext {
	var p = new(IfStmtContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_ifStmt

	return p
}

func (s *IfStmtContext) GetParser() antlr.Parser { return s.parser }

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

func (s *IfStmtContext) AllBlock() []IBlockContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBlockContext); ok {
			len++
		}
	}

	tst := make([]IBlockContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBlockContext); ok {
			tst[i] = t.(IBlockContext)
			i++
		}
	}

	return tst
}

func (s *IfStmtContext) Block(i int) IBlockContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
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

	return t.(IBlockContext)
}

func (s *IfStmtContext) IfStmt() IIfStmtContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIfStmtContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIfStmtContext)
}

func (s *IfStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IfStmtContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *IfStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterIfStmt(s)
	}
}

func (s *IfStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitIfStmt(s)
	}
}

func (p *TAParser) IfStmt() (localctx IIfStmtContext) {
	localctx = NewIfStmtContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, TAParserRULE_ifStmt)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(244)
		p.Match(TAParserT__36)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(245)
		p.expr(0)
	}
	{
		p.SetState(246)
		p.Block()
	}
	p.SetState(252)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__37 {
		{
			p.SetState(247)
			p.Match(TAParserT__37)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(250)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case TAParserT__18:
			{
				p.SetState(248)
				p.Block()
			}

		case TAParserT__36:
			{
				p.SetState(249)
				p.IfStmt()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
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

// IDurationContext is an interface to support dynamic dispatch.
type IDurationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	DURATION() antlr.TerminalNode
	INT() antlr.TerminalNode

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
	p.RuleIndex = TAParserRULE_duration
	return p
}

func InitEmptyDurationContext(p *DurationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_duration
}

func (*DurationContext) IsDurationContext() {}

func NewDurationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DurationContext {
	var p = new(DurationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_duration

	return p
}

func (s *DurationContext) GetParser() antlr.Parser { return s.parser }

func (s *DurationContext) DURATION() antlr.TerminalNode {
	return s.GetToken(TAParserDURATION, 0)
}

func (s *DurationContext) INT() antlr.TerminalNode {
	return s.GetToken(TAParserINT, 0)
}

func (s *DurationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DurationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DurationContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterDuration(s)
	}
}

func (s *DurationContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitDuration(s)
	}
}

func (p *TAParser) Duration() (localctx IDurationContext) {
	localctx = NewDurationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, TAParserRULE_duration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(254)
		_la = p.GetTokenStream().LA(1)

		if !(_la == TAParserDURATION || _la == TAParserINT) {
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
	p.RuleIndex = TAParserRULE_expr
	return p
}

func InitEmptyExprContext(p *ExprContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_expr
}

func (*ExprContext) IsExprContext() {}

func NewExprContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExprContext {
	var p = new(ExprContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_expr

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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterParenExpr(s)
	}
}

func (s *ParenExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitParenExpr(s)
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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterUnaryExpr(s)
	}
}

func (s *UnaryExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitUnaryExpr(s)
	}
}

type TimeInExprContext struct {
	ExprContext
}

func NewTimeInExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TimeInExprContext {
	var p = new(TimeInExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *TimeInExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeInExprContext) AllTimeLit() []ITimeLitContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITimeLitContext); ok {
			len++
		}
	}

	tst := make([]ITimeLitContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITimeLitContext); ok {
			tst[i] = t.(ITimeLitContext)
			i++
		}
	}

	return tst
}

func (s *TimeInExprContext) TimeLit(i int) ITimeLitContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeLitContext); ok {
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

	return t.(ITimeLitContext)
}

func (s *TimeInExprContext) Days() IDaysContext {
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

func (s *TimeInExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterTimeInExpr(s)
	}
}

func (s *TimeInExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitTimeInExpr(s)
	}
}

type RandomExprContext struct {
	ExprContext
}

func NewRandomExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RandomExprContext {
	var p = new(RandomExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *RandomExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RandomExprContext) AllSignedInt() []ISignedIntContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISignedIntContext); ok {
			len++
		}
	}

	tst := make([]ISignedIntContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISignedIntContext); ok {
			tst[i] = t.(ISignedIntContext)
			i++
		}
	}

	return tst
}

func (s *RandomExprContext) SignedInt(i int) ISignedIntContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISignedIntContext); ok {
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

	return t.(ISignedIntContext)
}

func (s *RandomExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterRandomExpr(s)
	}
}

func (s *RandomExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitRandomExpr(s)
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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterCondExpr(s)
	}
}

func (s *CondExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitCondExpr(s)
	}
}

type ListIndexExprContext struct {
	ExprContext
}

func NewListIndexExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ListIndexExprContext {
	var p = new(ListIndexExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ListIndexExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ListIndexExprContext) AllExpr() []IExprContext {
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

func (s *ListIndexExprContext) Expr(i int) IExprContext {
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

func (s *ListIndexExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterListIndexExpr(s)
	}
}

func (s *ListIndexExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitListIndexExpr(s)
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
	return s.GetToken(TAParserINT, 0)
}

func (s *IntExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterIntExpr(s)
	}
}

func (s *IntExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitIntExpr(s)
	}
}

type DurationExprContext struct {
	ExprContext
}

func NewDurationExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DurationExprContext {
	var p = new(DurationExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *DurationExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DurationExprContext) DURATION() antlr.TerminalNode {
	return s.GetToken(TAParserDURATION, 0)
}

func (s *DurationExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterDurationExpr(s)
	}
}

func (s *DurationExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitDurationExpr(s)
	}
}

type BoolExprContext struct {
	ExprContext
}

func NewBoolExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BoolExprContext {
	var p = new(BoolExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *BoolExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BoolExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterBoolExpr(s)
	}
}

func (s *BoolExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitBoolExpr(s)
	}
}

type TimeExprContext struct {
	ExprContext
}

func NewTimeExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TimeExprContext {
	var p = new(TimeExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *TimeExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeExprContext) TimeLit() ITimeLitContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITimeLitContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITimeLitContext)
}

func (s *TimeExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterTimeExpr(s)
	}
}

func (s *TimeExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitTimeExpr(s)
	}
}

type TimeOfDayExprContext struct {
	ExprContext
}

func NewTimeOfDayExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TimeOfDayExprContext {
	var p = new(TimeOfDayExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *TimeOfDayExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeOfDayExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterTimeOfDayExpr(s)
	}
}

func (s *TimeOfDayExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitTimeOfDayExpr(s)
	}
}

type NameExprContext struct {
	ExprContext
}

func NewNameExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NameExprContext {
	var p = new(NameExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *NameExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NameExprContext) Name() INameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INameContext)
}

func (s *NameExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterNameExpr(s)
	}
}

func (s *NameExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitNameExpr(s)
	}
}

type OnExprContext struct {
	ExprContext
}

func NewOnExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OnExprContext {
	var p = new(OnExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *OnExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OnExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterOnExpr(s)
	}
}

func (s *OnExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitOnExpr(s)
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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterMulExpr(s)
	}
}

func (s *MulExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterAddExpr(s)
	}
}

func (s *AddExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterCmpExpr(s)
	}
}

func (s *CmpExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterAndExpr(s)
	}
}

func (s *AndExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
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
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterOrExpr(s)
	}
}

func (s *OrExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitOrExpr(s)
	}
}

type ImpliesExprContext struct {
	ExprContext
}

func NewImpliesExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ImpliesExprContext {
	var p = new(ImpliesExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ImpliesExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ImpliesExprContext) AllExpr() []IExprContext {
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

func (s *ImpliesExprContext) Expr(i int) IExprContext {
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

func (s *ImpliesExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterImpliesExpr(s)
	}
}

func (s *ImpliesExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitImpliesExpr(s)
	}
}

func (p *TAParser) Expr() (localctx IExprContext) {
	return p.expr(0)
}

func (p *TAParser) expr(_p int) (localctx IExprContext) {
	var _parentctx antlr.ParserRuleContext = p.GetParserRuleContext()

	_parentState := p.GetState()
	localctx = NewExprContext(p, p.GetParserRuleContext(), _parentState)
	var _prevctx IExprContext = localctx
	var _ antlr.ParserRuleContext = _prevctx // TODO: To prevent unused variable warning.
	_startState := 32
	p.EnterRecursionRule(localctx, 32, TAParserRULE_expr, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(304)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 33, p.GetParserRuleContext()) {
	case 1:
		localctx = NewParenExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx

		{
			p.SetState(257)
			p.Match(TAParserT__38)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(258)
			p.expr(0)
		}
		{
			p.SetState(259)
			p.Match(TAParserT__39)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewUnaryExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(261)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*UnaryExprContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == TAParserT__21 || _la == TAParserT__40) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*UnaryExprContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(262)
			p.expr(18)
		}

	case 3:
		localctx = NewTimeInExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(263)
			p.Match(TAParserT__54)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(264)
			p.Match(TAParserT__55)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(265)
			p.TimeLit()
		}
		{
			p.SetState(266)
			p.Match(TAParserT__20)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(267)
			p.TimeLit()
		}
		p.SetState(269)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 31, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(268)
				p.Days()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 4:
		localctx = NewRandomExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(271)
			p.Match(TAParserT__56)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(272)
			p.SignedInt()
		}
		{
			p.SetState(273)
			p.Match(TAParserT__20)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(274)
			p.SignedInt()
		}

	case 5:
		localctx = NewCondExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(276)
			p.Match(TAParserT__36)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(277)
			p.expr(0)
		}
		{
			p.SetState(278)
			p.Match(TAParserT__60)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(279)
			p.expr(0)
		}
		{
			p.SetState(280)
			p.Match(TAParserT__37)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(281)
			p.expr(9)
		}

	case 6:
		localctx = NewListIndexExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(283)
			p.Match(TAParserT__61)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(284)
			p.expr(0)
		}
		p.SetState(289)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TAParserT__6 {
			{
				p.SetState(285)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(286)
				p.expr(0)
			}

			p.SetState(291)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(292)
			p.Match(TAParserT__62)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(293)
			p.Match(TAParserT__61)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(294)
			p.expr(0)
		}
		{
			p.SetState(295)
			p.Match(TAParserT__62)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewIntExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(297)
			p.Match(TAParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		localctx = NewDurationExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(298)
			p.Match(TAParserDURATION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 9:
		localctx = NewBoolExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(299)
			_la = p.GetTokenStream().LA(1)

			if !(_la == TAParserT__63 || _la == TAParserT__64) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 10:
		localctx = NewTimeExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(300)
			p.TimeLit()
		}

	case 11:
		localctx = NewTimeOfDayExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(301)
			p.Match(TAParserT__54)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 12:
		localctx = NewNameExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(302)
			p.Name()
		}

	case 13:
		localctx = NewOnExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(303)
			p.Match(TAParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
	p.SetState(326)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 35, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(324)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 34, p.GetParserRuleContext()) {
			case 1:
				localctx = NewMulExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(306)

				if !(p.Precpred(p.GetParserRuleContext(), 17)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 17)", ""))
					goto errorExit
				}
				{
					p.SetState(307)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*MulExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&65970697666560) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*MulExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(308)
					p.expr(18)
				}

			case 2:
				localctx = NewAddExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(309)

				if !(p.Precpred(p.GetParserRuleContext(), 16)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 16)", ""))
					goto errorExit
				}
				{
					p.SetState(310)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*AddExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&492581213437952) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*AddExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(311)
					p.expr(17)
				}

			case 3:
				localctx = NewCmpExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(312)

				if !(p.Precpred(p.GetParserRuleContext(), 15)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 15)", ""))
					goto errorExit
				}
				{
					p.SetState(313)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CmpExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&35465847065542656) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CmpExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(314)
					p.expr(16)
				}

			case 4:
				localctx = NewAndExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(315)

				if !(p.Precpred(p.GetParserRuleContext(), 12)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 12)", ""))
					goto errorExit
				}
				{
					p.SetState(316)
					p.Match(TAParserT__57)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(317)
					p.expr(13)
				}

			case 5:
				localctx = NewOrExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(318)

				if !(p.Precpred(p.GetParserRuleContext(), 11)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 11)", ""))
					goto errorExit
				}
				{
					p.SetState(319)
					p.Match(TAParserT__58)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(320)
					p.expr(12)
				}

			case 6:
				localctx = NewImpliesExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(321)

				if !(p.Precpred(p.GetParserRuleContext(), 10)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 10)", ""))
					goto errorExit
				}
				{
					p.SetState(322)
					p.Match(TAParserT__59)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(323)
					p.expr(10)
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(328)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 35, p.GetParserRuleContext())
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

// ITimeLitContext is an interface to support dynamic dispatch.
type ITimeLitContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTimeLitContext differentiates from other interfaces.
	IsTimeLitContext()
}

type TimeLitContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTimeLitContext() *TimeLitContext {
	var p = new(TimeLitContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_timeLit
	return p
}

func InitEmptyTimeLitContext(p *TimeLitContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_timeLit
}

func (*TimeLitContext) IsTimeLitContext() {}

func NewTimeLitContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TimeLitContext {
	var p = new(TimeLitContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_timeLit

	return p
}

func (s *TimeLitContext) GetParser() antlr.Parser { return s.parser }

func (s *TimeLitContext) CopyAll(ctx *TimeLitContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TimeLitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TimeLitContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type ClockTimeContext struct {
	TimeLitContext
}

func NewClockTimeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ClockTimeContext {
	var p = new(ClockTimeContext)

	InitEmptyTimeLitContext(&p.TimeLitContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeLitContext))

	return p
}

func (s *ClockTimeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClockTimeContext) CLOCKTIME() antlr.TerminalNode {
	return s.GetToken(TAParserCLOCKTIME, 0)
}

func (s *ClockTimeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterClockTime(s)
	}
}

func (s *ClockTimeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitClockTime(s)
	}
}

type SunTimeContext struct {
	TimeLitContext
	base antlr.Token
	sign antlr.Token
}

func NewSunTimeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SunTimeContext {
	var p = new(SunTimeContext)

	InitEmptyTimeLitContext(&p.TimeLitContext)
	p.parser = parser
	p.CopyAll(ctx.(*TimeLitContext))

	return p
}

func (s *SunTimeContext) GetBase() antlr.Token { return s.base }

func (s *SunTimeContext) GetSign() antlr.Token { return s.sign }

func (s *SunTimeContext) SetBase(v antlr.Token) { s.base = v }

func (s *SunTimeContext) SetSign(v antlr.Token) { s.sign = v }

func (s *SunTimeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SunTimeContext) DURATION() antlr.TerminalNode {
	return s.GetToken(TAParserDURATION, 0)
}

func (s *SunTimeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterSunTime(s)
	}
}

func (s *SunTimeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitSunTime(s)
	}
}

func (p *TAParser) TimeLit() (localctx ITimeLitContext) {
	localctx = NewTimeLitContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 34, TAParserRULE_timeLit)
	var _la int

	p.SetState(335)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TAParserCLOCKTIME:
		localctx = NewClockTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(329)
			p.Match(TAParserCLOCKTIME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case TAParserT__65, TAParserT__66:
		localctx = NewSunTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(330)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*SunTimeContext).base = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == TAParserT__65 || _la == TAParserT__66) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*SunTimeContext).base = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(333)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 36, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(331)

				var _lt = p.GetTokenStream().LT(1)

				localctx.(*SunTimeContext).sign = _lt

				_la = p.GetTokenStream().LA(1)

				if !(_la == TAParserT__21 || _la == TAParserT__45) {
					var _ri = p.GetErrorHandler().RecoverInline(p)

					localctx.(*SunTimeContext).sign = _ri
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			{
				p.SetState(332)
				p.Match(TAParserDURATION)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		} else if p.HasError() { // JIM
			goto errorExit
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

// INameContext is an interface to support dynamic dispatch.
type INameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENT() antlr.TerminalNode
	STRING() antlr.TerminalNode

	// IsNameContext differentiates from other interfaces.
	IsNameContext()
}

type NameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyNameContext() *NameContext {
	var p = new(NameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_name
	return p
}

func InitEmptyNameContext(p *NameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_name
}

func (*NameContext) IsNameContext() {}

func NewNameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *NameContext {
	var p = new(NameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_name

	return p
}

func (s *NameContext) GetParser() antlr.Parser { return s.parser }

func (s *NameContext) IDENT() antlr.TerminalNode {
	return s.GetToken(TAParserIDENT, 0)
}

func (s *NameContext) STRING() antlr.TerminalNode {
	return s.GetToken(TAParserSTRING, 0)
}

func (s *NameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *NameContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterName(s)
	}
}

func (s *NameContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitName(s)
	}
}

func (p *TAParser) Name() (localctx INameContext) {
	localctx = NewNameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 36, TAParserRULE_name)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(337)
		_la = p.GetTokenStream().LA(1)

		if !(_la == TAParserIDENT || _la == TAParserSTRING) {
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

func (p *TAParser) Sempred(localctx antlr.RuleContext, ruleIndex, predIndex int) bool {
	switch ruleIndex {
	case 16:
		var t *ExprContext = nil
		if localctx != nil {
			t = localctx.(*ExprContext)
		}
		return p.Expr_Sempred(t, predIndex)

	default:
		panic("No predicate with index: " + fmt.Sprint(ruleIndex))
	}
}

func (p *TAParser) Expr_Sempred(localctx antlr.RuleContext, predIndex int) bool {
	switch predIndex {
	case 0:
		return p.Precpred(p.GetParserRuleContext(), 17)

	case 1:
		return p.Precpred(p.GetParserRuleContext(), 16)

	case 2:
		return p.Precpred(p.GetParserRuleContext(), 15)

	case 3:
		return p.Precpred(p.GetParserRuleContext(), 12)

	case 4:
		return p.Precpred(p.GetParserRuleContext(), 11)

	case 5:
		return p.Precpred(p.GetParserRuleContext(), 10)

	default:
		panic("No predicate with index: " + fmt.Sprint(predIndex))
	}
}
