package places

import "math"

const earthRadiusKm = 6371.0

// DistanceKm is the great-circle (haversine) distance between two places.
func DistanceKm(a, b Place) float64 {
	return earthRadiusKm * arc(a, b)
}

func arc(a, b Place) float64 {
	lat1, lat2 := radians(a.Lat), radians(b.Lat)
	dLat, dLng := lat2-lat1, radians(b.Lng-a.Lng)
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1)*math.Cos(lat2)*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * math.Atan2(math.Sqrt(h), math.Sqrt(1-h))
}

func radians(deg float64) float64 { return deg * math.Pi / 180 }
