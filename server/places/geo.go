package places

import "math"

const earthRadiusKm = 6371.0

// DistanceKm is the great-circle (haversine) distance between two places.
func DistanceKm(a, b Place) float64 {
	return earthRadiusKm * arc(a, b)
}

// AlongTrack projects p on the great circle from → to: km along it (negative behind `from`) and off it.
func AlongTrack(from, to, p Place) (alongKm, crossKm float64) {
	d13 := arc(from, p)
	dBearing := bearing(from, p) - bearing(from, to)
	cross := math.Asin(math.Sin(d13) * math.Sin(dBearing))
	along := math.Acos(max(-1, min(1, math.Cos(d13)/math.Cos(cross))))
	if math.Cos(dBearing) < 0 {
		along = -along
	}
	return along * earthRadiusKm, math.Abs(cross) * earthRadiusKm
}

func arc(a, b Place) float64 {
	lat1, lat2 := radians(a.Lat), radians(b.Lat)
	dLat, dLng := lat2-lat1, radians(b.Lng-a.Lng)
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1)*math.Cos(lat2)*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * math.Atan2(math.Sqrt(h), math.Sqrt(1-h))
}

func bearing(a, b Place) float64 {
	lat1, lat2 := radians(a.Lat), radians(b.Lat)
	dLng := radians(b.Lng - a.Lng)
	y := math.Sin(dLng) * math.Cos(lat2)
	x := math.Cos(lat1)*math.Sin(lat2) - math.Sin(lat1)*math.Cos(lat2)*math.Cos(dLng)
	return math.Atan2(y, x)
}

func radians(deg float64) float64 { return deg * math.Pi / 180 }
