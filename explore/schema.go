package explore

// Schema ids of the JSON documents that have none of their own yet (see
// docs/json-schema.md). The untimed and MoDist runs used
// to carry SchemaVersion, which names the timed report's different shape.
const (
	// BaselineSchema identifies the layout of Baseline's JSON (explore
	// --mode untimed or modist).
	BaselineSchema = "delorean.baseline/1"
)
