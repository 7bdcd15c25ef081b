package share

import "math"

// point is a place on the image, in pixels.
type point struct{ x, y float64 }

// projection is a Mercator projection fitted to a box, as the route map's fitProjection fits its own.
type projection struct {
	scale, cx, cy float64 // pixels per radian; the box's centre and the projected centre
	px, py        float64
}

// minSpan is the least the map shows around a short route, in degrees of longitude and latitude.
var minSpan = [2]float64{3, 1.8}

func mercator(lng, lat float64) (float64, float64) {
	lat = math.Max(-85, math.Min(85, lat))
	return lng * math.Pi / 180, math.Log(math.Tan(math.Pi/4 + lat*math.Pi/360))
}

// fit fits the places ([lng, lat]) into the box x0..x1 × y0..y1, with at least minSpan around them.
func fit(places [][2]float64, x0, y0, x1, y1 float64) projection {
	west, east, south, north := 180.0, -180.0, 90.0, -90.0
	for _, p := range places {
		west, east = math.Min(west, p[0]), math.Max(east, p[0])
		south, north = math.Min(south, p[1]), math.Max(north, p[1])
	}
	cLng, cLat := (west+east)/2, (south+north)/2
	halfLng, halfLat := math.Max(east-west, minSpan[0])/2, math.Max(north-south, minSpan[1])/2
	ax, ay := mercator(cLng-halfLng, cLat-halfLat)
	bx, by := mercator(cLng+halfLng, cLat+halfLat)
	scale := math.Min((x1-x0)/(bx-ax), (y1-y0)/(by-ay))
	return projection{scale: scale, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, px: (ax + bx) / 2, py: (ay + by) / 2}
}

func (pr projection) at(lng, lat float64) point {
	x, y := mercator(lng, lat)
	return point{pr.cx + (x-pr.px)*pr.scale, pr.cy - (y-pr.py)*pr.scale}
}
