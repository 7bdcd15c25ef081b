package server

import (
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"
)

// searchAll pages through an available list as the app does, and the total of each page.
func searchAll(t *testing.T, c *client, path string) (items []map[string]any, totals []string) {
	t.Helper()
	cursor := ""
	for range 20 {
		r := c.do("GET", path+cursor, nil)
		expectStatus(t, r, http.StatusOK)
		for _, it := range r.json["items"].([]any) {
			items = append(items, it.(map[string]any))
		}
		totals = append(totals, jsonNumber(r.json["total"]))
		next, _ := r.json["nextCursor"].(string)
		if next == "" {
			return items, totals
		}
		cursor = "&cursor=" + next
	}
	t.Fatal("more than 20 pages")
	return nil, nil
}

// TestSeriesListedOnce: docs/product.md §5 "Series in lists". A weekly series of 8 rides among 25 single rides
// is listed once, as its earliest ride on or after the searched day, naming up to 6 later days; paging lists
// every other ride once and the total counts what is listed.
func TestSeriesListedOnce(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver, car := app.driverWithCar("driver@example.com")
	other, otherCar := app.driverWithCar("other@example.com")
	mon := nextMonday()
	r := driver.do("POST", "/api/rides", seriesRide(car, mon, []int{1}, mon.AddDate(0, 0, 49)))
	expectStatus(t, r, http.StatusCreated)
	if n := jsonNumber(r.json["series"].(map[string]any)["count"]); n != "8" {
		t.Fatalf("the series has %s rides, want 8", n)
	}
	seriesID := jsonNumber(r.json["seriesId"])
	for i := range 25 {
		body := validRide(otherCar)
		body["departureDate"] = mon.Add(time.Duration(i) * 5 * time.Hour).Format("2006-01-02T15:04")
		expectStatus(t, other.do("POST", "/api/rides", body), http.StatusCreated)
	}
	visitor := app.client()
	search := "/api/rides/available?from=" + strconv.Itoa(zhytomyrID) + "&to=" + strconv.Itoa(rivneID)
	day := func(weeks int) string { return mon.AddDate(0, 0, 7*weeks).Format(dateLayout) }
	for _, c := range []struct {
		name    string
		date    string
		first   string   // the series' ride listed, by its day
		alsoOn  []string // the later days it names
		listed  int      // 1: the series is listed
		singles int
	}{
		{"from today: the first ride, 6 of the 7 later ones", "", day(0), []string{day(1), day(2), day(3), day(4), day(5), day(6)}, 1, 25},
		{"from the fourth week: the fourth ride and the 4 after it", day(3), day(3), []string{day(4), day(5), day(6), day(7)}, 1, 0},
		{"the day after the last: none", mon.AddDate(0, 0, 50).Format(dateLayout), "", nil, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := search
			if c.date != "" {
				path += "&date=" + c.date
			}
			items, totals := searchAll(t, visitor, path)
			seen, series := map[string]bool{}, 0
			for _, it := range items {
				id := jsonNumber(it["rideId"])
				if seen[id] {
					t.Fatalf("ride %s listed twice", id)
				}
				seen[id] = true
				if jsonNumber(it["seriesId"]) != seriesID {
					if it["alsoOn"] != nil {
						t.Errorf("a single ride names other days: %v", it["alsoOn"])
					}
					continue
				}
				series++
				if got := kyivDay(t, it["departureDate"]); got != c.first {
					t.Errorf("the series is listed as its ride of %s, want %s", got, c.first)
				}
				if got, want := fmt.Sprint(it["alsoOn"]), fmt.Sprint(anys(c.alsoOn)); got != want {
					t.Errorf("alsoOn %s, want %s", got, want)
				}
			}
			if series != c.listed {
				t.Errorf("the series is listed %d times, want %d", series, c.listed)
			}
			singles := 0
			for _, it := range items {
				if jsonNumber(it["seriesId"]) != seriesID {
					singles++
				}
			}
			if singles != c.singles {
				t.Errorf("%d single rides listed, want %d", singles, c.singles)
			}
			total := strconv.Itoa(len(items))
			for i, got := range totals {
				if got != total {
					t.Errorf("page %d: total %s, but %s are listed", i+1, got, total)
				}
			}
			if len(totals) < 2 && len(items) > 20 {
				t.Errorf("%d items on one page", len(items))
			}
		})
	}
}

func kyivDay(t *testing.T, v any) string {
	t.Helper()
	s, _ := v.(string)
	at, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatalf("not an RFC 3339 time: %v", v)
	}
	return at.In(kyiv).Format(dateLayout)
}

func anys(list []string) []any {
	out := make([]any, len(list))
	for i, s := range list {
		out[i] = s
	}
	return out
}
