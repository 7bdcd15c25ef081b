package server

import (
	"net/http"
	"testing"
)

// docs/product.md §2 and §5: a parcel's declared value is the sender's and its driver's to see, never a stranger's
// nor a search's; it is a whole number of UAH from 0 to 100,000, or nothing.
func TestDeclaredValueScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	parcel := with(validParcel(), "declaredValue", 2500)
	w.run(t, []scenario{
		{name: "not a whole number", as: "sender", method: "POST", path: "/api/parcels", body: with(parcel, "declaredValue", 12.5),
			status: http.StatusBadRequest, fields: map[string]string{"declaredValue": "invalid"}},
		{name: "more than 100,000", as: "sender", method: "POST", path: "/api/parcels", body: with(parcel, "declaredValue", 100001),
			status: http.StatusBadRequest, fields: map[string]string{"declaredValue": "out_of_range"}},
		{name: "below zero", as: "sender", method: "POST", path: "/api/parcels", body: with(parcel, "declaredValue", -1),
			status: http.StatusBadRequest, fields: map[string]string{"declaredValue": "out_of_range"}},
		{name: "declared", as: "sender", method: "POST", path: "/api/parcels", body: parcel, status: http.StatusCreated,
			want: []string{`"declaredValue":2500`}, keep: map[string]string{"{valued}": "parcelId"}},
		{name: "the sender sees it", as: "sender", method: "GET", path: "/api/parcels/{valued}", status: http.StatusOK,
			want: []string{`"declaredValue":2500`}},
		{name: "a stranger does not", as: "stranger", method: "GET", path: "/api/parcels/{valued}", status: http.StatusOK,
			unwant: []string{"declaredValue"}},
		{name: "nor a driver it is not carried by", as: "driver", method: "GET", path: "/api/parcels/{valued}", status: http.StatusOK,
			unwant: []string{"declaredValue"}},
		{name: "nor a search", as: "anonymous", method: "GET", path: "/api/parcels/available?from=703448&to=702550",
			status: http.StatusOK, want: []string{`"parcelId":{valued}`}, unwant: []string{"declaredValue"}},
		{name: "nor its shared page", as: "anonymous", method: "GET", path: "/api/public/parcels/{valued}", status: http.StatusOK,
			unwant: []string{"declaredValue"}},
	})
}
