package sdn

// The codes of statistics messages in the switches' queues, for the tests
// that read them in projected states.
const (
	UpStatsCode  = upStats
	CmdStatsCode = cmdStats
)
