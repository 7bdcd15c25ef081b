// Package share makes what a shared link shows before it is opened: the Open Graph and Twitter card tags of the
// app's page, and a 1200×630 PNG of the route drawn on the route map's country outlines (docs/product.md §6).
package share

import (
	_ "embed"
	"encoding/json"
	"sync"
)

// outlinesJSON are the route map's outlines (frontend/src/features/route-map/utils/server-outlines.test.ts
// writes them, and fails when they drift from the map's).
//
//go:embed outlines.json
var outlinesJSON []byte

type country struct {
	ID    string         `json:"id"`
	Rings [][][2]float64 `json:"rings"` // [lng, lat]
}

// ukraine is Ukraine's ISO 3166 numeric code, the id Natural Earth gives its outline.
const ukraine = "804"

var outlines = sync.OnceValues(func() ([]country, error) {
	var doc struct {
		Countries []country `json:"countries"`
	}
	err := json.Unmarshal(outlinesJSON, &doc)
	return doc.Countries, err
})
