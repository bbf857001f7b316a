package search

import "github.com/delorean-mc/delorean/explore/model"

// obsMemo is the model's memo of a predicted run (model.ObsMemo), under
// the name prediction's outcomes hold it by.
type obsMemo = model.ObsMemo
