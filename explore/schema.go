package explore

// Schema ids of the JSON documents that have none of their own yet (see
// docs/json-schema.md). The analysis and the untimed and MoDist runs used
// to carry SchemaVersion, which names the timed report's different shape.
const (
	// AnalyzeSchema identifies the layout of Analysis's JSON.
	AnalyzeSchema = "delorean.analyze/1"
	// BaselineSchema identifies the layout of Baseline's JSON (explore
	// --mode untimed or modist).
	BaselineSchema = "delorean.baseline/1"
)
