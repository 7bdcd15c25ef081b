package server

import (
	"context"
	"maps"
	"net/http"
	"testing"
)

// TestPendingRequestsInMemoryFollowTheDatabase: the available lists tell what is pending between the reader and
// each card from memory; after every kind of change (asked, offered, declined, cancelled, approved with the
// parcel's other requests expiring, a ride cancelled, a block) and after a restart, memory says what the
// database says.
func TestPendingRequestsInMemoryFollowTheDatabase(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	a := w.app
	driver2, car := a.driverWithCar("driver2@example.com")
	mine := decodeList(t, w.driver.do("GET", "/api/profile/vehicle", nil).body)[0]["VehicleId"]
	rides := []int64{toNumber(w.rideID)}
	for _, c := range []any{mine, mine, car} {
		d := w.driver
		if c == car {
			d = driver2
		}
		r := d.do("POST", "/api/rides", validRide(c))
		expectStatus(t, r, http.StatusCreated)
		rides = append(rides, toNumber(jsonNumber(r.json["rideId"])))
	}
	parcels := []int64{toNumber(w.parcelID)}
	for range 2 {
		body := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID})
		body = with(with(body, "deliveryAddress", map[string]any{"placeId": rivneID}), "deliveryDate", "")
		p := w.sender.do("POST", "/api/parcels", body)
		expectStatus(t, p, http.StatusCreated)
		parcels = append(parcels, toNumber(jsonNumber(p.json["parcelId"])))
	}
	users := []int64{toNumber(w.driver.userID(t)), toNumber(driver2.userID(t)), toNumber(w.sender.userID(t))}
	same := func(step string, app *testApp) {
		t.Helper()
		ctx := context.Background()
		m, st := app.srv.market, app.store
		for _, u := range users {
			want, err := st.PendingWithDriver(ctx, u, parcels)
			if err != nil {
				t.Fatal(err)
			}
			samePending(t, step+": with driver", m.PendingWithDriver(u, parcels), want)
			want, _ = st.PendingWithSender(ctx, u, rides)
			samePending(t, step+": with sender", m.PendingWithSender(u, rides), want)
		}
		for _, r := range rides {
			want, _ := st.PendingWithRide(ctx, r, parcels)
			samePending(t, step+": with ride", m.PendingWithRide(r, parcels), want)
		}
		for _, p := range parcels {
			want, _ := st.PendingWithParcel(ctx, p, rides)
			samePending(t, step+": with parcel", m.PendingWithParcel(p, rides), want)
		}
	}
	ask := func(c *client, path string, body map[string]any) string {
		r := c.do("POST", path, body)
		expectStatus(t, r, http.StatusCreated)
		return jsonNumber(r.json["requestId"])
	}
	ride, parcel := func(i int) string { return jsonNumber(float64(rides[i])) }, func(i int) string { return jsonNumber(float64(parcels[i])) }
	same("at start", a)
	asked := ask(w.sender, "/api/rides/"+ride(0)+"/requests", map[string]any{"parcelId": parcels[0], "cost": 200})
	ask(w.sender, "/api/rides/"+ride(1)+"/requests", map[string]any{"parcelId": parcels[0], "cost": 200})
	offered := ask(w.driver, "/api/parcels/"+parcel(1)+"/requests", map[string]any{"rideId": rides[0], "cost": 150})
	ask(w.driver, "/api/parcels/"+parcel(1)+"/requests", map[string]any{"rideId": rides[2], "cost": 150})
	ask(driver2, "/api/parcels/"+parcel(2)+"/requests", map[string]any{"rideId": rides[3], "cost": 150})
	ask(w.sender, "/api/rides/"+ride(2)+"/requests", map[string]any{"parcelId": parcels[2], "cost": 200})
	same("asked and offered", a)
	expectStatus(t, w.sender.do("POST", "/api/requests/"+offered+"/decline", nil), http.StatusOK)
	same("declined", a)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+asked+"/approve", nil), http.StatusOK)
	same("approved, the parcel's other requests expired", a)
	expectStatus(t, w.driver.do("POST", "/api/rides/"+ride(2)+"/cancel", nil), http.StatusOK)
	same("a ride cancelled", a)
	expectStatus(t, w.sender.do("POST", "/api/users/"+jsonNumber(float64(users[1]))+"/block", nil), http.StatusNoContent)
	same("blocked", a)
	same("after a restart", a.restart())
	if n := len(a.srv.market.PendingWithRide(rides[0], parcels)) + len(a.srv.market.PendingWithSender(users[2], rides)); n != 0 {
		t.Fatalf("%d pending left, want none: each was answered, expired or blocked", n)
	}
}

func samePending[Q comparable](t *testing.T, what string, got, want map[int64]Q) {
	t.Helper()
	if !maps.Equal(got, want) {
		t.Fatalf("%s: memory has %v, the database %v", what, got, want)
	}
}
