package server

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"ridepost/server/match"
	"ridepost/server/web"
	"ridepost/store"
)

// DemoPassword signs in every demo user.
const DemoPassword = "ridepost-demo"

type demoUser struct {
	first, last, phone, lang string
	vehicle                  *store.Vehicle
}

var demoUsers = []demoUser{
	{"Olena", "Kovalenko", "+380671112233", "uk", &store.Vehicle{VehicleType: "car", ModelType: "sedan", ModelName: "Skoda Octavia", IDNumber: "AA 4521 KT"}},
	{"Taras", "Bondarenko", "+380501234501", "uk", &store.Vehicle{VehicleType: "car", ModelType: "van", ModelName: "Renault Trafic", IDNumber: "BC 7310 HO"}},
	{"Iryna", "Melnyk", "+380631230045", "en", nil},
	{"Andrii", "Shevchuk", "+380931112200", "uk", &store.Vehicle{VehicleType: "car", ModelType: "minivan", ModelName: "Volkswagen Touran", IDNumber: "KA 0925 EP"}},
	{"Sofiia", "Tkachenko", "+380661234512", "uk", nil},
	{"Dmytro", "Kravchenko", "+380971231290", "en", &store.Vehicle{VehicleType: "motorcycle", ModelName: "Honda NC750X", IDNumber: "AI 3344 MM"}},
	{"Mariia", "Oliinyk", "+380681230987", "uk", nil},
	{"Oleksandr", "Lysenko", "+380951234765", "uk", &store.Vehicle{VehicleType: "car", ModelType: "pickup", ModelName: "Toyota Hilux", IDNumber: "BH 1200 AC"}},
	{"Kateryna", "Moroz", "+380991234321", "en", nil},
	{"Yurii", "Savchenko", "+380731234111", "uk", &store.Vehicle{VehicleType: "scooter", ModelName: "Xiaomi 4 Pro"}},
	{"Nataliia", "Rudenko", "+380671239876", "uk", nil},
	{"Bohdan", "Marchenko", "+380501230000", "en", &store.Vehicle{VehicleType: "bicycle", ModelName: "Trek FX 3"}},
}

// Demo routes between big Ukrainian cities (GeoNames ids).
var demoCities = []int64{703448, 702550, 698740, 706483, 709930, 686967, 695594, 689558, 696643, 710735, 691650, 687700}

// SeedDemo fills an empty database with believable users, vehicles, rides
// and parcels, and logs how to sign in. A database with users is left alone.
func SeedDemo(ctx context.Context, st *store.Store, logger *slog.Logger) error {
	n, err := st.CountUsers(ctx)
	if err != nil || n > 0 {
		if n > 0 {
			logger.Info("demo: the database has users; nothing seeded")
		}
		return err
	}
	hash, err := web.HashPassword(ctx, DemoPassword)
	if err != nil {
		return err
	}
	day := match.Today().Time()
	ids := make([]int64, len(demoUsers))
	for i, du := range demoUsers {
		email := fmt.Sprintf("%s.%s@example.com", strings.ToLower(du.first), strings.ToLower(du.last))
		u, err := st.CreateUser(ctx, email, hash, du.lang)
		if err != nil {
			return err
		}
		if _, err := st.UpdateAboutYourself(ctx, u.ID, store.AboutYourself{Name: du.first, Surname: du.last, Phone: du.phone, WantsToDrive: du.vehicle != nil}); err != nil {
			return err
		}
		if err := st.MarkEmailVerified(ctx, u.ID); err != nil {
			return err
		}
		ids[i] = u.ID
		from, to := demoCities[i%len(demoCities)], demoCities[(i*5+3)%len(demoCities)]
		if from == to {
			to = demoCities[(i+1)%len(demoCities)]
		}
		if du.vehicle != nil {
			if err := seedDemoRides(ctx, st, u.ID, *du.vehicle, i, from, to); err != nil {
				return err
			}
		}
		if err := seedDemoParcels(ctx, st, u.ID, i, from, to, day); err != nil {
			return err
		}
	}
	if err := seedDemoRequests(ctx, st, ids, day); err != nil {
		return err
	}
	logger.Info("demo data seeded: sign in as any demo user",
		"email", "olena.kovalenko@example.com", "password", DemoPassword, "users", len(demoUsers))
	return nil
}

func seedDemoRides(ctx context.Context, st *store.Store, driverID int64, v store.Vehicle, i int, from, to int64) error {
	v.UserID = driverID
	created, err := st.CreateVehicle(ctx, v)
	if err != nil {
		return err
	}
	for k := 0; k < 2; k++ {
		dep := time.Now().Truncate(time.Hour).Add(time.Duration(24*(2+i+k*6)+7) * time.Hour)
		ride := store.Ride{DriverID: driverID, VehicleID: created.ID, FromPlaceID: from, ToPlaceID: to,
			DepartureAt: dep.UTC().Format(time.RFC3339), Capacity: 2 + (i+k)%5,
			ArrivalAt: sql.NullString{String: dep.Add(7 * time.Hour).UTC().Format(time.RFC3339), Valid: true}}
		if k == 1 {
			ride.FromPlaceID, ride.ToPlaceID = to, from
		}
		if _, err := st.CreateRide(ctx, ride); err != nil {
			return err
		}
	}
	return nil
}

var demoParcelTypes = []string{"documents", "clothing", "electronics", "books", "toys", "food", "other", "furniture"}

func seedDemoParcels(ctx context.Context, st *store.Store, senderID int64, i int, from, to int64, day time.Time) error {
	recipients := []string{"Halyna", "Roman", "Oksana", "Serhii"}
	for k := 0; k < 1+i%2; k++ {
		pickup := day.AddDate(0, 0, 1+(i+k*3)%14)
		p := store.Parcel{SenderID: senderID, Type: demoParcelTypes[(i+k)%len(demoParcelTypes)], Size: []string{"S", "M", "L", "XL"}[(i+k)%4],
			Details: "Packed in a sturdy box. Please keep it dry.", Cost: 150 + 50*((i+k)%6),
			FromPlaceID: from, ToPlaceID: to, ShippingDate: pickup.Format(time.DateOnly),
			DeliveryDate:  sql.NullString{String: pickup.AddDate(0, 0, 4).Format(time.DateOnly), Valid: k == 0},
			RecipientName: recipients[(i+k)%len(recipients)], RecipientLastName: "Petrenko", RecipientPhone: "+380672223344",
			ProhibitedAck: true}
		if k == 1 {
			p.FromPlaceID, p.ToPlaceID = to, from
		}
		if _, err := st.CreateParcel(ctx, p); err != nil {
			return err
		}
	}
	return nil
}

// seedDemoRequests gives Olena a Kyiv → Lviv ride with an accepted parcel, a request and an offer.
func seedDemoRequests(ctx context.Context, st *store.Store, ids []int64, day time.Time) error {
	const kyiv, lviv, zhytomyr, rivne = 703448, 702550, 686967, 695594
	olena := ids[0]
	vehicles, err := st.ListVehicles(ctx, olena)
	if err != nil || len(vehicles) == 0 {
		return err
	}
	dep := time.Date(day.Year(), day.Month(), day.Day()+3, 6, 0, 0, 0, time.UTC) // 08:00 in Kyiv
	ride, err := st.CreateRide(ctx, store.Ride{DriverID: olena, VehicleID: vehicles[0].ID, FromPlaceID: kyiv,
		FromStreet: "Metro Zhytomyrska", ToPlaceID: lviv, DepartureAt: dep.Format(time.RFC3339), Capacity: 4})
	if err != nil {
		return err
	}
	parcels := []struct {
		sender   int64
		from, to int64
		kind     string
		cost     int
		message  string // the request's
		reply    string // the other side's answer
	}{
		{ids[2], zhytomyr, rivne, "documents", 120, "Hi! Could you take my documents? I can bring them to the metro at 7:45.",
			"Sure, see you at Metro Zhytomyrska at 7:45."},
		{ids[4], kyiv, lviv, "clothing", 250, "A box of winter clothes for my sister, about 10 kg.", ""},
		{ids[6], kyiv, rivne, "electronics", 300, "I pass through Rivne on Saturday and can take your parcel.", ""},
	}
	for i, d := range parcels {
		p, err := st.CreateParcel(ctx, store.Parcel{SenderID: d.sender, Type: d.kind, Size: "M", Cost: d.cost,
			Details: "Handle with care, please.", FromPlaceID: d.from, ToPlaceID: d.to,
			ShippingDate: day.AddDate(0, 0, 1).Format(time.DateOnly), RecipientName: "Roman",
			RecipientLastName: "Hnatiuk", RecipientPhone: "+380673334455", ProhibitedAck: true,
			DeclaredValue: sql.NullInt64{Int64: int64(d.cost) * 10, Valid: true}})
		if err != nil {
			return err
		}
		direction := store.FromSender
		if i == 2 {
			direction = store.FromDriver
		}
		q, err := st.CreateRequest(ctx, p.ID, ride.ID, direction, d.cost, d.message, nil)
		if err != nil {
			return err
		}
		if d.reply != "" {
			if _, err := st.SendMessage(ctx, q.ConversationID, q.Answerer(), d.reply); err != nil {
				return err
			}
		}
		if i == 0 {
			if _, err := st.ApproveRequest(ctx, q.ID); err != nil {
				return err
			}
		}
	}
	return nil
}
