package server

import (
	"encoding/json"
	"net/http"
	"testing"
)

// docs/product.md §2 "Trust signals": cards carry cancellations {count, late, of} over 90 days, from 3 trips on;
// a card read before the cancellation is not served after it.
func TestCancellationScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	w.placeholders["{sender}"], w.placeholders["{driver}"] = w.sender.userID(t), w.driver.userID(t)
	along := func() string {
		b := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID})
		b = with(b, "deliveryAddress", map[string]any{"placeId": rivneID})
		out, _ := json.Marshal(with(b, "deliveryDate", ""))
		return string(out)
	}
	another := func(n string) []scenario {
		return []scenario{
			{name: "parcel " + n, as: "sender", method: "POST", path: "/api/parcels", body: along(), status: http.StatusCreated,
				keep: map[string]string{"{p" + n + "}": "parcelId"}},
			{name: "asks the ride " + n, as: "sender", method: "POST", path: "/api/rides/{ride}/requests",
				body: `{"parcelId":{p` + n + `}}`, status: http.StatusCreated, keep: map[string]string{"{q" + n + "}": "requestId"}},
			{name: "approved " + n, as: "driver", method: "POST", path: "/api/requests/{q" + n + "}/approve", status: http.StatusOK},
		}
	}
	table := []scenario{
		{name: "no trips yet: no figures", as: "anonymous", method: "GET", path: "/api/users/{sender}", status: http.StatusOK,
			want: []string{`"cancellations":null`}},
		{name: "the first parcel approved", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusOK},
		{name: "two trips: still none", as: "stranger", method: "GET", path: "/api/users/{sender}", status: http.StatusOK,
			want: []string{`"cancellations":null`}},
	}
	table = append(table, another("2")...)
	table = append(table, another("3")...)
	table = append(table,
		scenario{name: "three parcels taken on, none cancelled", as: "stranger", method: "GET", path: "/api/users/{sender}",
			status: http.StatusOK, want: []string{`"cancellations":{"count":0,"late":0,"of":3}`}},
		scenario{name: "one ride is one trip for its driver", as: "stranger", method: "GET", path: "/api/users/{driver}",
			status: http.StatusOK, want: []string{`"cancellations":null`}},
		scenario{name: "the sender cancels an approved parcel: the driver is told", as: "sender", method: "POST",
			path: "/api/parcels/{p2}/cancel", status: http.StatusOK, want: []string{`"status":"Cancelled"`},
			notifies: to{"driver": "request_cancelled"}},
		scenario{name: "the card says so at once, signed out too", as: "anonymous", method: "GET", path: "/api/users/{sender}",
			status: http.StatusOK, want: []string{`"cancellations":{"count":1,"late":0,"of":3}`}},
		scenario{name: "and the parcels list's sender card", as: "driver", method: "GET", path: "/api/rides/{ride}/requests",
			status: http.StatusOK, want: []string{`"cancellations":{"count":1,"late":0,"of":3}`}},
	)
	w.run(t, table)
}
