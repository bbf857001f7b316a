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
		"'..'", "'-'", "'on'", "'change'", "'call'", "'at'", "'every'", "'in'",
		"';'", "'reset'", "'start'", "'cancel'", "'run'", "'enable'", "'disable'",
		"'emit'", "'assert'", "'if'", "'else'", "'('", "')'", "'!'", "'*'",
		"'/'", "'%'", "'&'", "'+'", "'|'", "'^'", "'<'", "'<='", "'>'", "'>='",
		"'=='", "'!='", "'time'", "'random'", "'&&'", "'||'", "'->'", "'then'",
		"'['", "']'", "'true'", "'false'", "'sunrise'", "'sunset'",
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
		"type", "intRange", "signedInt", "trigger", "window", "days", "block",
		"stmt", "ifStmt", "duration", "expr", "timeLit", "name",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 76, 353, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 1, 0, 3, 0, 42,
		8, 0, 1, 0, 5, 0, 45, 8, 0, 10, 0, 12, 0, 48, 9, 0, 1, 0, 1, 0, 1, 1, 1,
		1, 1, 1, 1, 2, 1, 2, 1, 2, 1, 3, 1, 3, 1, 3, 1, 4, 1, 4, 1, 4, 1, 4, 1,
		4, 1, 4, 3, 4, 67, 8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 3, 4, 75,
		8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 5, 4, 81, 8, 4, 10, 4, 12, 4, 84, 9, 4, 1,
		4, 1, 4, 1, 4, 1, 4, 3, 4, 90, 8, 4, 1, 4, 1, 4, 1, 4, 1, 4, 5, 4, 96,
		8, 4, 10, 4, 12, 4, 99, 9, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4,
		1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 4, 3, 4, 118,
		8, 4, 1, 4, 1, 4, 1, 4, 3, 4, 123, 8, 4, 1, 5, 1, 5, 1, 5, 3, 5, 128, 8,
		5, 1, 6, 1, 6, 1, 6, 3, 6, 133, 8, 6, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1,
		7, 5, 7, 141, 8, 7, 10, 7, 12, 7, 144, 9, 7, 1, 7, 1, 7, 3, 7, 148, 8,
		7, 1, 8, 1, 8, 1, 8, 1, 8, 1, 9, 3, 9, 155, 8, 9, 1, 9, 1, 9, 1, 10, 1,
		10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 3, 10, 169,
		8, 10, 1, 10, 1, 10, 1, 10, 3, 10, 174, 8, 10, 1, 10, 3, 10, 177, 8, 10,
		3, 10, 179, 8, 10, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 12, 1, 12, 1,
		12, 1, 12, 5, 12, 190, 8, 12, 10, 12, 12, 12, 193, 9, 12, 1, 13, 1, 13,
		5, 13, 197, 8, 13, 10, 13, 12, 13, 200, 9, 13, 1, 13, 1, 13, 1, 14, 1,
		14, 1, 14, 1, 14, 3, 14, 208, 8, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14,
		214, 8, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 221, 8, 14, 1, 14,
		3, 14, 224, 8, 14, 1, 14, 1, 14, 1, 14, 3, 14, 229, 8, 14, 1, 14, 1, 14,
		1, 14, 3, 14, 234, 8, 14, 1, 14, 1, 14, 1, 14, 3, 14, 239, 8, 14, 1, 14,
		1, 14, 1, 14, 3, 14, 244, 8, 14, 1, 14, 1, 14, 1, 14, 3, 14, 249, 8, 14,
		1, 14, 1, 14, 1, 14, 3, 14, 254, 8, 14, 3, 14, 256, 8, 14, 1, 15, 1, 15,
		1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 264, 8, 15, 3, 15, 266, 8, 15, 1, 16,
		1, 16, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1,
		17, 1, 17, 1, 17, 1, 17, 3, 17, 283, 8, 17, 1, 17, 1, 17, 1, 17, 1, 17,
		1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1,
		17, 1, 17, 5, 17, 301, 8, 17, 10, 17, 12, 17, 304, 9, 17, 1, 17, 1, 17,
		1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 3,
		17, 318, 8, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17,
		1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 1, 17, 5,
		17, 338, 8, 17, 10, 17, 12, 17, 341, 9, 17, 1, 18, 1, 18, 1, 18, 1, 18,
		3, 18, 347, 8, 18, 3, 18, 349, 8, 18, 1, 19, 1, 19, 1, 19, 0, 1, 34, 20,
		0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36,
		38, 0, 9, 1, 0, 69, 70, 2, 0, 22, 22, 42, 42, 1, 0, 64, 65, 1, 0, 43, 46,
		2, 0, 22, 22, 47, 49, 1, 0, 50, 55, 1, 0, 66, 67, 2, 0, 22, 22, 47, 47,
		1, 0, 71, 72, 407, 0, 41, 1, 0, 0, 0, 2, 51, 1, 0, 0, 0, 4, 54, 1, 0, 0,
		0, 6, 57, 1, 0, 0, 0, 8, 122, 1, 0, 0, 0, 10, 124, 1, 0, 0, 0, 12, 129,
		1, 0, 0, 0, 14, 147, 1, 0, 0, 0, 16, 149, 1, 0, 0, 0, 18, 154, 1, 0, 0,
		0, 20, 178, 1, 0, 0, 0, 22, 180, 1, 0, 0, 0, 24, 185, 1, 0, 0, 0, 26, 194,
		1, 0, 0, 0, 28, 255, 1, 0, 0, 0, 30, 257, 1, 0, 0, 0, 32, 267, 1, 0, 0,
		0, 34, 317, 1, 0, 0, 0, 36, 348, 1, 0, 0, 0, 38, 350, 1, 0, 0, 0, 40, 42,
		3, 2, 1, 0, 41, 40, 1, 0, 0, 0, 41, 42, 1, 0, 0, 0, 42, 46, 1, 0, 0, 0,
		43, 45, 3, 8, 4, 0, 44, 43, 1, 0, 0, 0, 45, 48, 1, 0, 0, 0, 46, 44, 1,
		0, 0, 0, 46, 47, 1, 0, 0, 0, 47, 49, 1, 0, 0, 0, 48, 46, 1, 0, 0, 0, 49,
		50, 5, 0, 0, 1, 50, 1, 1, 0, 0, 0, 51, 52, 5, 1, 0, 0, 52, 53, 3, 38, 19,
		0, 53, 3, 1, 0, 0, 0, 54, 55, 3, 34, 17, 0, 55, 56, 5, 0, 0, 1, 56, 5,
		1, 0, 0, 0, 57, 58, 3, 36, 18, 0, 58, 59, 5, 0, 0, 1, 59, 7, 1, 0, 0, 0,
		60, 61, 5, 2, 0, 0, 61, 62, 3, 38, 19, 0, 62, 63, 5, 3, 0, 0, 63, 66, 3,
		14, 7, 0, 64, 65, 5, 4, 0, 0, 65, 67, 3, 34, 17, 0, 66, 64, 1, 0, 0, 0,
		66, 67, 1, 0, 0, 0, 67, 123, 1, 0, 0, 0, 68, 69, 5, 5, 0, 0, 69, 70, 3,
		38, 19, 0, 70, 71, 5, 3, 0, 0, 71, 74, 3, 14, 7, 0, 72, 73, 5, 4, 0, 0,
		73, 75, 3, 34, 17, 0, 74, 72, 1, 0, 0, 0, 74, 75, 1, 0, 0, 0, 75, 123,
		1, 0, 0, 0, 76, 77, 5, 6, 0, 0, 77, 82, 3, 10, 5, 0, 78, 79, 5, 7, 0, 0,
		79, 81, 3, 10, 5, 0, 80, 78, 1, 0, 0, 0, 81, 84, 1, 0, 0, 0, 82, 80, 1,
		0, 0, 0, 82, 83, 1, 0, 0, 0, 83, 123, 1, 0, 0, 0, 84, 82, 1, 0, 0, 0, 85,
		86, 5, 8, 0, 0, 86, 89, 3, 38, 19, 0, 87, 88, 5, 9, 0, 0, 88, 90, 3, 38,
		19, 0, 89, 87, 1, 0, 0, 0, 89, 90, 1, 0, 0, 0, 90, 123, 1, 0, 0, 0, 91,
		92, 5, 10, 0, 0, 92, 97, 3, 12, 6, 0, 93, 94, 5, 7, 0, 0, 94, 96, 3, 12,
		6, 0, 95, 93, 1, 0, 0, 0, 96, 99, 1, 0, 0, 0, 97, 95, 1, 0, 0, 0, 97, 98,
		1, 0, 0, 0, 98, 123, 1, 0, 0, 0, 99, 97, 1, 0, 0, 0, 100, 101, 5, 11, 0,
		0, 101, 102, 3, 38, 19, 0, 102, 103, 5, 3, 0, 0, 103, 104, 3, 34, 17, 0,
		104, 123, 1, 0, 0, 0, 105, 106, 5, 12, 0, 0, 106, 107, 3, 38, 19, 0, 107,
		108, 5, 3, 0, 0, 108, 109, 3, 16, 8, 0, 109, 123, 1, 0, 0, 0, 110, 111,
		5, 13, 0, 0, 111, 123, 3, 34, 17, 0, 112, 113, 5, 14, 0, 0, 113, 123, 3,
		34, 17, 0, 114, 115, 5, 15, 0, 0, 115, 117, 3, 38, 19, 0, 116, 118, 5,
		16, 0, 0, 117, 116, 1, 0, 0, 0, 117, 118, 1, 0, 0, 0, 118, 119, 1, 0, 0,
		0, 119, 120, 3, 20, 10, 0, 120, 121, 3, 26, 13, 0, 121, 123, 1, 0, 0, 0,
		122, 60, 1, 0, 0, 0, 122, 68, 1, 0, 0, 0, 122, 76, 1, 0, 0, 0, 122, 85,
		1, 0, 0, 0, 122, 91, 1, 0, 0, 0, 122, 100, 1, 0, 0, 0, 122, 105, 1, 0,
		0, 0, 122, 110, 1, 0, 0, 0, 122, 112, 1, 0, 0, 0, 122, 114, 1, 0, 0, 0,
		123, 9, 1, 0, 0, 0, 124, 127, 3, 38, 19, 0, 125, 126, 5, 4, 0, 0, 126,
		128, 3, 32, 16, 0, 127, 125, 1, 0, 0, 0, 127, 128, 1, 0, 0, 0, 128, 11,
		1, 0, 0, 0, 129, 132, 3, 38, 19, 0, 130, 131, 5, 17, 0, 0, 131, 133, 3,
		34, 17, 0, 132, 130, 1, 0, 0, 0, 132, 133, 1, 0, 0, 0, 133, 13, 1, 0, 0,
		0, 134, 148, 5, 18, 0, 0, 135, 148, 3, 16, 8, 0, 136, 137, 5, 19, 0, 0,
		137, 142, 3, 38, 19, 0, 138, 139, 5, 7, 0, 0, 139, 141, 3, 38, 19, 0, 140,
		138, 1, 0, 0, 0, 141, 144, 1, 0, 0, 0, 142, 140, 1, 0, 0, 0, 142, 143,
		1, 0, 0, 0, 143, 145, 1, 0, 0, 0, 144, 142, 1, 0, 0, 0, 145, 146, 5, 20,
		0, 0, 146, 148, 1, 0, 0, 0, 147, 134, 1, 0, 0, 0, 147, 135, 1, 0, 0, 0,
		147, 136, 1, 0, 0, 0, 148, 15, 1, 0, 0, 0, 149, 150, 3, 18, 9, 0, 150,
		151, 5, 21, 0, 0, 151, 152, 3, 18, 9, 0, 152, 17, 1, 0, 0, 0, 153, 155,
		5, 22, 0, 0, 154, 153, 1, 0, 0, 0, 154, 155, 1, 0, 0, 0, 155, 156, 1, 0,
		0, 0, 156, 157, 5, 70, 0, 0, 157, 19, 1, 0, 0, 0, 158, 159, 5, 23, 0, 0,
		159, 160, 5, 24, 0, 0, 160, 179, 3, 38, 19, 0, 161, 162, 5, 23, 0, 0, 162,
		179, 5, 25, 0, 0, 163, 164, 5, 23, 0, 0, 164, 179, 3, 38, 19, 0, 165, 166,
		5, 26, 0, 0, 166, 168, 3, 36, 18, 0, 167, 169, 3, 24, 12, 0, 168, 167,
		1, 0, 0, 0, 168, 169, 1, 0, 0, 0, 169, 179, 1, 0, 0, 0, 170, 171, 5, 27,
		0, 0, 171, 173, 3, 32, 16, 0, 172, 174, 3, 22, 11, 0, 173, 172, 1, 0, 0,
		0, 173, 174, 1, 0, 0, 0, 174, 176, 1, 0, 0, 0, 175, 177, 3, 24, 12, 0,
		176, 175, 1, 0, 0, 0, 176, 177, 1, 0, 0, 0, 177, 179, 1, 0, 0, 0, 178,
		158, 1, 0, 0, 0, 178, 161, 1, 0, 0, 0, 178, 163, 1, 0, 0, 0, 178, 165,
		1, 0, 0, 0, 178, 170, 1, 0, 0, 0, 179, 21, 1, 0, 0, 0, 180, 181, 5, 28,
		0, 0, 181, 182, 3, 36, 18, 0, 182, 183, 5, 21, 0, 0, 183, 184, 3, 36, 18,
		0, 184, 23, 1, 0, 0, 0, 185, 186, 5, 23, 0, 0, 186, 191, 3, 38, 19, 0,
		187, 188, 5, 7, 0, 0, 188, 190, 3, 38, 19, 0, 189, 187, 1, 0, 0, 0, 190,
		193, 1, 0, 0, 0, 191, 189, 1, 0, 0, 0, 191, 192, 1, 0, 0, 0, 192, 25, 1,
		0, 0, 0, 193, 191, 1, 0, 0, 0, 194, 198, 5, 19, 0, 0, 195, 197, 3, 28,
		14, 0, 196, 195, 1, 0, 0, 0, 197, 200, 1, 0, 0, 0, 198, 196, 1, 0, 0, 0,
		198, 199, 1, 0, 0, 0, 199, 201, 1, 0, 0, 0, 200, 198, 1, 0, 0, 0, 201,
		202, 5, 20, 0, 0, 202, 27, 1, 0, 0, 0, 203, 204, 3, 38, 19, 0, 204, 205,
		5, 4, 0, 0, 205, 207, 3, 34, 17, 0, 206, 208, 5, 29, 0, 0, 207, 206, 1,
		0, 0, 0, 207, 208, 1, 0, 0, 0, 208, 256, 1, 0, 0, 0, 209, 256, 3, 30, 15,
		0, 210, 211, 5, 30, 0, 0, 211, 213, 3, 38, 19, 0, 212, 214, 5, 29, 0, 0,
		213, 212, 1, 0, 0, 0, 213, 214, 1, 0, 0, 0, 214, 256, 1, 0, 0, 0, 215,
		216, 5, 31, 0, 0, 216, 217, 3, 38, 19, 0, 217, 220, 3, 32, 16, 0, 218,
		219, 5, 21, 0, 0, 219, 221, 3, 32, 16, 0, 220, 218, 1, 0, 0, 0, 220, 221,
		1, 0, 0, 0, 221, 223, 1, 0, 0, 0, 222, 224, 5, 29, 0, 0, 223, 222, 1, 0,
		0, 0, 223, 224, 1, 0, 0, 0, 224, 256, 1, 0, 0, 0, 225, 226, 5, 32, 0, 0,
		226, 228, 3, 38, 19, 0, 227, 229, 5, 29, 0, 0, 228, 227, 1, 0, 0, 0, 228,
		229, 1, 0, 0, 0, 229, 256, 1, 0, 0, 0, 230, 231, 5, 33, 0, 0, 231, 233,
		3, 38, 19, 0, 232, 234, 5, 29, 0, 0, 233, 232, 1, 0, 0, 0, 233, 234, 1,
		0, 0, 0, 234, 256, 1, 0, 0, 0, 235, 236, 5, 34, 0, 0, 236, 238, 3, 38,
		19, 0, 237, 239, 5, 29, 0, 0, 238, 237, 1, 0, 0, 0, 238, 239, 1, 0, 0,
		0, 239, 256, 1, 0, 0, 0, 240, 241, 5, 35, 0, 0, 241, 243, 3, 38, 19, 0,
		242, 244, 5, 29, 0, 0, 243, 242, 1, 0, 0, 0, 243, 244, 1, 0, 0, 0, 244,
		256, 1, 0, 0, 0, 245, 246, 5, 36, 0, 0, 246, 248, 3, 38, 19, 0, 247, 249,
		5, 29, 0, 0, 248, 247, 1, 0, 0, 0, 248, 249, 1, 0, 0, 0, 249, 256, 1, 0,
		0, 0, 250, 251, 5, 37, 0, 0, 251, 253, 3, 34, 17, 0, 252, 254, 5, 29, 0,
		0, 253, 252, 1, 0, 0, 0, 253, 254, 1, 0, 0, 0, 254, 256, 1, 0, 0, 0, 255,
		203, 1, 0, 0, 0, 255, 209, 1, 0, 0, 0, 255, 210, 1, 0, 0, 0, 255, 215,
		1, 0, 0, 0, 255, 225, 1, 0, 0, 0, 255, 230, 1, 0, 0, 0, 255, 235, 1, 0,
		0, 0, 255, 240, 1, 0, 0, 0, 255, 245, 1, 0, 0, 0, 255, 250, 1, 0, 0, 0,
		256, 29, 1, 0, 0, 0, 257, 258, 5, 38, 0, 0, 258, 259, 3, 34, 17, 0, 259,
		265, 3, 26, 13, 0, 260, 263, 5, 39, 0, 0, 261, 264, 3, 26, 13, 0, 262,
		264, 3, 30, 15, 0, 263, 261, 1, 0, 0, 0, 263, 262, 1, 0, 0, 0, 264, 266,
		1, 0, 0, 0, 265, 260, 1, 0, 0, 0, 265, 266, 1, 0, 0, 0, 266, 31, 1, 0,
		0, 0, 267, 268, 7, 0, 0, 0, 268, 33, 1, 0, 0, 0, 269, 270, 6, 17, -1, 0,
		270, 271, 5, 40, 0, 0, 271, 272, 3, 34, 17, 0, 272, 273, 5, 41, 0, 0, 273,
		318, 1, 0, 0, 0, 274, 275, 7, 1, 0, 0, 275, 318, 3, 34, 17, 18, 276, 277,
		5, 56, 0, 0, 277, 278, 5, 28, 0, 0, 278, 279, 3, 36, 18, 0, 279, 280, 5,
		21, 0, 0, 280, 282, 3, 36, 18, 0, 281, 283, 3, 24, 12, 0, 282, 281, 1,
		0, 0, 0, 282, 283, 1, 0, 0, 0, 283, 318, 1, 0, 0, 0, 284, 285, 5, 57, 0,
		0, 285, 286, 3, 18, 9, 0, 286, 287, 5, 21, 0, 0, 287, 288, 3, 18, 9, 0,
		288, 318, 1, 0, 0, 0, 289, 290, 5, 38, 0, 0, 290, 291, 3, 34, 17, 0, 291,
		292, 5, 61, 0, 0, 292, 293, 3, 34, 17, 0, 293, 294, 5, 39, 0, 0, 294, 295,
		3, 34, 17, 9, 295, 318, 1, 0, 0, 0, 296, 297, 5, 62, 0, 0, 297, 302, 3,
		34, 17, 0, 298, 299, 5, 7, 0, 0, 299, 301, 3, 34, 17, 0, 300, 298, 1, 0,
		0, 0, 301, 304, 1, 0, 0, 0, 302, 300, 1, 0, 0, 0, 302, 303, 1, 0, 0, 0,
		303, 305, 1, 0, 0, 0, 304, 302, 1, 0, 0, 0, 305, 306, 5, 63, 0, 0, 306,
		307, 5, 62, 0, 0, 307, 308, 3, 34, 17, 0, 308, 309, 5, 63, 0, 0, 309, 318,
		1, 0, 0, 0, 310, 318, 5, 70, 0, 0, 311, 318, 5, 69, 0, 0, 312, 318, 7,
		2, 0, 0, 313, 318, 3, 36, 18, 0, 314, 318, 5, 56, 0, 0, 315, 318, 3, 38,
		19, 0, 316, 318, 5, 23, 0, 0, 317, 269, 1, 0, 0, 0, 317, 274, 1, 0, 0,
		0, 317, 276, 1, 0, 0, 0, 317, 284, 1, 0, 0, 0, 317, 289, 1, 0, 0, 0, 317,
		296, 1, 0, 0, 0, 317, 310, 1, 0, 0, 0, 317, 311, 1, 0, 0, 0, 317, 312,
		1, 0, 0, 0, 317, 313, 1, 0, 0, 0, 317, 314, 1, 0, 0, 0, 317, 315, 1, 0,
		0, 0, 317, 316, 1, 0, 0, 0, 318, 339, 1, 0, 0, 0, 319, 320, 10, 17, 0,
		0, 320, 321, 7, 3, 0, 0, 321, 338, 3, 34, 17, 18, 322, 323, 10, 16, 0,
		0, 323, 324, 7, 4, 0, 0, 324, 338, 3, 34, 17, 17, 325, 326, 10, 15, 0,
		0, 326, 327, 7, 5, 0, 0, 327, 338, 3, 34, 17, 16, 328, 329, 10, 12, 0,
		0, 329, 330, 5, 58, 0, 0, 330, 338, 3, 34, 17, 13, 331, 332, 10, 11, 0,
		0, 332, 333, 5, 59, 0, 0, 333, 338, 3, 34, 17, 12, 334, 335, 10, 10, 0,
		0, 335, 336, 5, 60, 0, 0, 336, 338, 3, 34, 17, 10, 337, 319, 1, 0, 0, 0,
		337, 322, 1, 0, 0, 0, 337, 325, 1, 0, 0, 0, 337, 328, 1, 0, 0, 0, 337,
		331, 1, 0, 0, 0, 337, 334, 1, 0, 0, 0, 338, 341, 1, 0, 0, 0, 339, 337,
		1, 0, 0, 0, 339, 340, 1, 0, 0, 0, 340, 35, 1, 0, 0, 0, 341, 339, 1, 0,
		0, 0, 342, 349, 5, 68, 0, 0, 343, 346, 7, 6, 0, 0, 344, 345, 7, 7, 0, 0,
		345, 347, 5, 69, 0, 0, 346, 344, 1, 0, 0, 0, 346, 347, 1, 0, 0, 0, 347,
		349, 1, 0, 0, 0, 348, 342, 1, 0, 0, 0, 348, 343, 1, 0, 0, 0, 349, 37, 1,
		0, 0, 0, 350, 351, 7, 8, 0, 0, 351, 39, 1, 0, 0, 0, 40, 41, 46, 66, 74,
		82, 89, 97, 117, 122, 127, 132, 142, 147, 154, 168, 173, 176, 178, 191,
		198, 207, 213, 220, 223, 228, 233, 238, 243, 248, 253, 255, 263, 265, 282,
		302, 317, 337, 339, 346, 348,
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
	TAParserRULE_window    = 11
	TAParserRULE_days      = 12
	TAParserRULE_block     = 13
	TAParserRULE_stmt      = 14
	TAParserRULE_ifStmt    = 15
	TAParserRULE_duration  = 16
	TAParserRULE_expr      = 17
	TAParserRULE_timeLit   = 18
	TAParserRULE_name      = 19
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
	p.SetState(41)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__0 {
		{
			p.SetState(40)
			p.Header()
		}

	}
	p.SetState(46)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&64868) != 0 {
		{
			p.SetState(43)
			p.Decl()
		}

		p.SetState(48)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(49)
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
		p.SetState(51)
		p.Match(TAParserT__0)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(52)
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
		p.SetState(54)
		p.expr(0)
	}
	{
		p.SetState(55)
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
		p.SetState(57)
		p.TimeLit()
	}
	{
		p.SetState(58)
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

	p.SetState(122)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TAParserT__1:
		localctx = NewVarDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(60)
			p.Match(TAParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(61)
			p.Name()
		}
		{
			p.SetState(62)
			p.Match(TAParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(63)
			p.Type_()
		}
		p.SetState(66)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__3 {
			{
				p.SetState(64)
				p.Match(TAParserT__3)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(65)
				p.expr(0)
			}

		}

	case TAParserT__4:
		localctx = NewDeviceDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(68)
			p.Match(TAParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(69)
			p.Name()
		}
		{
			p.SetState(70)
			p.Match(TAParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(71)
			p.Type_()
		}
		p.SetState(74)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__3 {
			{
				p.SetState(72)
				p.Match(TAParserT__3)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(73)
				p.expr(0)
			}

		}

	case TAParserT__5:
		localctx = NewClockDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(76)
			p.Match(TAParserT__5)
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

		for _la == TAParserT__6 {
			{
				p.SetState(78)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(79)
				p.ClockItem()
			}

			p.SetState(84)
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
			p.SetState(85)
			p.Match(TAParserT__7)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(86)
			p.Name()
		}
		p.SetState(89)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__8 {
			{
				p.SetState(87)
				p.Match(TAParserT__8)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(88)
				p.Name()
			}

		}

	case TAParserT__9:
		localctx = NewEventDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(91)
			p.Match(TAParserT__9)
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

		for _la == TAParserT__6 {
			{
				p.SetState(93)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(94)
				p.EventItem()
			}

			p.SetState(99)
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
			p.SetState(100)
			p.Match(TAParserT__10)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(101)
			p.Name()
		}
		{
			p.SetState(102)
			p.Match(TAParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(103)
			p.expr(0)
		}

	case TAParserT__11:
		localctx = NewFactorDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(105)
			p.Match(TAParserT__11)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(106)
			p.Name()
		}
		{
			p.SetState(107)
			p.Match(TAParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(108)
			p.IntRange()
		}

	case TAParserT__12:
		localctx = NewProgressDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(110)
			p.Match(TAParserT__12)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(111)
			p.expr(0)
		}

	case TAParserT__13:
		localctx = NewUrgentDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(112)
			p.Match(TAParserT__13)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(113)
			p.expr(0)
		}

	case TAParserT__14:
		localctx = NewRuleDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(114)
			p.Match(TAParserT__14)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(115)
			p.Name()
		}
		p.SetState(117)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__15 {
			{
				p.SetState(116)

				var _m = p.Match(TAParserT__15)

				localctx.(*RuleDeclContext).disabled = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(119)
			p.Trigger()
		}
		{
			p.SetState(120)
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
		p.SetState(124)
		p.Name()
	}
	p.SetState(127)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__3 {
		{
			p.SetState(125)
			p.Match(TAParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(126)
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
		p.SetState(129)
		p.Name()
	}
	p.SetState(132)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__16 {
		{
			p.SetState(130)
			p.Match(TAParserT__16)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(131)
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

	p.SetState(147)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TAParserT__17:
		localctx = NewBoolTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(134)
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
			p.SetState(135)
			p.IntRange()
		}

	case TAParserT__18:
		localctx = NewEnumTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(136)
			p.Match(TAParserT__18)
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

		for _la == TAParserT__6 {
			{
				p.SetState(138)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(139)
				p.Name()
			}

			p.SetState(144)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(145)
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
		p.SetState(149)
		p.SignedInt()
	}
	{
		p.SetState(150)
		p.Match(TAParserT__20)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(151)
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
	p.SetState(154)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__21 {
		{
			p.SetState(153)

			var _m = p.Match(TAParserT__21)

			localctx.(*SignedIntContext).neg = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(156)
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

func (s *EveryContext) Window() IWindowContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWindowContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IWindowContext)
}

func (s *EveryContext) Days() IDaysContext {
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

	p.SetState(178)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 17, p.GetParserRuleContext()) {
	case 1:
		localctx = NewOnChangeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(158)
			p.Match(TAParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(159)
			p.Match(TAParserT__23)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(160)
			p.Name()
		}

	case 2:
		localctx = NewOnCallContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
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
			p.SetState(163)
			p.Match(TAParserT__22)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(164)
			p.Name()
		}

	case 4:
		localctx = NewAtTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(165)
			p.Match(TAParserT__25)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(166)
			p.TimeLit()
		}
		p.SetState(168)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__22 {
			{
				p.SetState(167)
				p.Days()
			}

		}

	case 5:
		localctx = NewEveryContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(170)
			p.Match(TAParserT__26)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(171)
			p.Duration()
		}
		p.SetState(173)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__27 {
			{
				p.SetState(172)
				p.Window()
			}

		}
		p.SetState(176)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__22 {
			{
				p.SetState(175)
				p.Days()
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

// IWindowContext is an interface to support dynamic dispatch.
type IWindowContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllTimeLit() []ITimeLitContext
	TimeLit(i int) ITimeLitContext

	// IsWindowContext differentiates from other interfaces.
	IsWindowContext()
}

type WindowContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyWindowContext() *WindowContext {
	var p = new(WindowContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_window
	return p
}

func InitEmptyWindowContext(p *WindowContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TAParserRULE_window
}

func (*WindowContext) IsWindowContext() {}

func NewWindowContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *WindowContext {
	var p = new(WindowContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TAParserRULE_window

	return p
}

func (s *WindowContext) GetParser() antlr.Parser { return s.parser }

func (s *WindowContext) AllTimeLit() []ITimeLitContext {
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

func (s *WindowContext) TimeLit(i int) ITimeLitContext {
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

func (s *WindowContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WindowContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *WindowContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.EnterWindow(s)
	}
}

func (s *WindowContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(TAListener); ok {
		listenerT.ExitWindow(s)
	}
}

func (p *TAParser) Window() (localctx IWindowContext) {
	localctx = NewWindowContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, TAParserRULE_window)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(180)
		p.Match(TAParserT__27)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(181)
		p.TimeLit()
	}
	{
		p.SetState(182)
		p.Match(TAParserT__20)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(183)
		p.TimeLit()
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
	p.EnterRule(localctx, 24, TAParserRULE_days)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(185)
		p.Match(TAParserT__22)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(186)
		p.Name()
	}
	p.SetState(191)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 18, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(187)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(188)
				p.Name()
			}

		}
		p.SetState(193)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 18, p.GetParserRuleContext())
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
	p.EnterRule(localctx, 26, TAParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(194)
		p.Match(TAParserT__18)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(198)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64((_la-30)) & ^0x3f) == 0 && ((int64(1)<<(_la-30))&6597069767167) != 0 {
		{
			p.SetState(195)
			p.Stmt()
		}

		p.SetState(200)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(201)
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
	p.EnterRule(localctx, 28, TAParserRULE_stmt)
	var _la int

	p.SetState(255)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TAParserIDENT, TAParserSTRING:
		localctx = NewAssignStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(203)
			p.Name()
		}
		{
			p.SetState(204)
			p.Match(TAParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(205)
			p.expr(0)
		}
		p.SetState(207)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(206)
				p.Match(TAParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__37:
		localctx = NewIfStmtAltContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(209)
			p.IfStmt()
		}

	case TAParserT__29:
		localctx = NewResetStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(210)
			p.Match(TAParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(211)
			p.Name()
		}
		p.SetState(213)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(212)
				p.Match(TAParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__30:
		localctx = NewStartStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(215)
			p.Match(TAParserT__30)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(216)
			p.Name()
		}
		{
			p.SetState(217)
			p.Duration()
		}
		p.SetState(220)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__20 {
			{
				p.SetState(218)
				p.Match(TAParserT__20)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(219)
				p.Duration()
			}

		}
		p.SetState(223)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(222)
				p.Match(TAParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__31:
		localctx = NewCancelStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(225)
			p.Match(TAParserT__31)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(226)
			p.Name()
		}
		p.SetState(228)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(227)
				p.Match(TAParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__32:
		localctx = NewRunStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(230)
			p.Match(TAParserT__32)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(231)
			p.Name()
		}
		p.SetState(233)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(232)
				p.Match(TAParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__33:
		localctx = NewEnableStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(235)
			p.Match(TAParserT__33)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(236)
			p.Name()
		}
		p.SetState(238)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(237)
				p.Match(TAParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__34:
		localctx = NewDisableStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(240)
			p.Match(TAParserT__34)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(241)
			p.Name()
		}
		p.SetState(243)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(242)
				p.Match(TAParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__35:
		localctx = NewEmitStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(245)
			p.Match(TAParserT__35)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(246)
			p.Name()
		}
		p.SetState(248)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(247)
				p.Match(TAParserT__28)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case TAParserT__36:
		localctx = NewAssertStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(250)
			p.Match(TAParserT__36)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(251)
			p.expr(0)
		}
		p.SetState(253)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TAParserT__28 {
			{
				p.SetState(252)
				p.Match(TAParserT__28)
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
	p.EnterRule(localctx, 30, TAParserRULE_ifStmt)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(257)
		p.Match(TAParserT__37)
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
		p.Block()
	}
	p.SetState(265)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TAParserT__38 {
		{
			p.SetState(260)
			p.Match(TAParserT__38)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(263)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case TAParserT__18:
			{
				p.SetState(261)
				p.Block()
			}

		case TAParserT__37:
			{
				p.SetState(262)
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
	p.EnterRule(localctx, 32, TAParserRULE_duration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(267)
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
	_startState := 34
	p.EnterRecursionRule(localctx, 34, TAParserRULE_expr, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(317)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 35, p.GetParserRuleContext()) {
	case 1:
		localctx = NewParenExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx

		{
			p.SetState(270)
			p.Match(TAParserT__39)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(271)
			p.expr(0)
		}
		{
			p.SetState(272)
			p.Match(TAParserT__40)
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
			p.SetState(274)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*UnaryExprContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == TAParserT__21 || _la == TAParserT__41) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*UnaryExprContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(275)
			p.expr(18)
		}

	case 3:
		localctx = NewTimeInExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(276)
			p.Match(TAParserT__55)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(277)
			p.Match(TAParserT__27)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(278)
			p.TimeLit()
		}
		{
			p.SetState(279)
			p.Match(TAParserT__20)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(280)
			p.TimeLit()
		}
		p.SetState(282)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 33, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(281)
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
			p.SetState(284)
			p.Match(TAParserT__56)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(285)
			p.SignedInt()
		}
		{
			p.SetState(286)
			p.Match(TAParserT__20)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(287)
			p.SignedInt()
		}

	case 5:
		localctx = NewCondExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(289)
			p.Match(TAParserT__37)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(290)
			p.expr(0)
		}
		{
			p.SetState(291)
			p.Match(TAParserT__60)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(292)
			p.expr(0)
		}
		{
			p.SetState(293)
			p.Match(TAParserT__38)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(294)
			p.expr(9)
		}

	case 6:
		localctx = NewListIndexExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(296)
			p.Match(TAParserT__61)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(297)
			p.expr(0)
		}
		p.SetState(302)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TAParserT__6 {
			{
				p.SetState(298)
				p.Match(TAParserT__6)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(299)
				p.expr(0)
			}

			p.SetState(304)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(305)
			p.Match(TAParserT__62)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(306)
			p.Match(TAParserT__61)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(307)
			p.expr(0)
		}
		{
			p.SetState(308)
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
			p.SetState(310)
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
			p.SetState(311)
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
			p.SetState(312)
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
			p.SetState(313)
			p.TimeLit()
		}

	case 11:
		localctx = NewTimeOfDayExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(314)
			p.Match(TAParserT__55)
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
			p.SetState(315)
			p.Name()
		}

	case 13:
		localctx = NewOnExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(316)
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
	p.SetState(339)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 37, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(337)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 36, p.GetParserRuleContext()) {
			case 1:
				localctx = NewMulExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(319)

				if !(p.Precpred(p.GetParserRuleContext(), 17)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 17)", ""))
					goto errorExit
				}
				{
					p.SetState(320)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*MulExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&131941395333120) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*MulExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(321)
					p.expr(18)
				}

			case 2:
				localctx = NewAddExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(322)

				if !(p.Precpred(p.GetParserRuleContext(), 16)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 16)", ""))
					goto errorExit
				}
				{
					p.SetState(323)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*AddExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&985162422681600) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*AddExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(324)
					p.expr(17)
				}

			case 3:
				localctx = NewCmpExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(325)

				if !(p.Precpred(p.GetParserRuleContext(), 15)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 15)", ""))
					goto errorExit
				}
				{
					p.SetState(326)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CmpExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&70931694131085312) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CmpExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(327)
					p.expr(16)
				}

			case 4:
				localctx = NewAndExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(328)

				if !(p.Precpred(p.GetParserRuleContext(), 12)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 12)", ""))
					goto errorExit
				}
				{
					p.SetState(329)
					p.Match(TAParserT__57)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(330)
					p.expr(13)
				}

			case 5:
				localctx = NewOrExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(331)

				if !(p.Precpred(p.GetParserRuleContext(), 11)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 11)", ""))
					goto errorExit
				}
				{
					p.SetState(332)
					p.Match(TAParserT__58)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(333)
					p.expr(12)
				}

			case 6:
				localctx = NewImpliesExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, TAParserRULE_expr)
				p.SetState(334)

				if !(p.Precpred(p.GetParserRuleContext(), 10)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 10)", ""))
					goto errorExit
				}
				{
					p.SetState(335)
					p.Match(TAParserT__59)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(336)
					p.expr(10)
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(341)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 37, p.GetParserRuleContext())
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
	p.EnterRule(localctx, 36, TAParserRULE_timeLit)
	var _la int

	p.SetState(348)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TAParserCLOCKTIME:
		localctx = NewClockTimeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(342)
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
			p.SetState(343)

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
		p.SetState(346)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 38, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(344)

				var _lt = p.GetTokenStream().LT(1)

				localctx.(*SunTimeContext).sign = _lt

				_la = p.GetTokenStream().LA(1)

				if !(_la == TAParserT__21 || _la == TAParserT__46) {
					var _ri = p.GetErrorHandler().RecoverInline(p)

					localctx.(*SunTimeContext).sign = _ri
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			{
				p.SetState(345)
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
	p.EnterRule(localctx, 38, TAParserRULE_name)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(350)
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
	case 17:
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
