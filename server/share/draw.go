package share

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"

	"golang.org/x/image/vector"
)

// Width and Height are the preview's size, what Telegram, Viber, WhatsApp and X show best.
const (
	Width  = 1200
	Height = 630
)

// Place is a city on the preview: its name in the item's language and its gazetteer coordinates.
type Place struct {
	Name     string
	Lng, Lat float64
}

// Card is what a preview shows. It is made from what a stranger sees of an item (server/views), so it holds
// nothing private: cities, never streets; no contacts, plate or declared value.
type Card struct {
	From, To Place
	Title    string   // "Kyiv → Lviv"
	Lines    []string // under the title: the day, places or size, price
	Closed   string   // set once the item is no longer on offer: "Cancelled", "Completed"…
}

// The app's colours (frontend/src/styles/global.css).
var (
	sea       = color.RGBA{0xe8, 0xee, 0xf6, 0xff}
	land      = color.RGBA{0xf3, 0xf4, 0xf6, 0xff}
	homeland  = color.RGBA{0xe0, 0xe7, 0xff, 0xff}
	border    = color.RGBA{0xff, 0xff, 0xff, 0xff}
	primary   = color.RGBA{0x4f, 0x46, 0xe5, 0xff}
	textColor = color.RGBA{0x11, 0x18, 0x27, 0xff}
	muted     = color.RGBA{0x4b, 0x55, 0x63, 0xff}
	danger    = color.RGBA{0xb9, 0x1c, 0x1c, 0xff}
	closedWay = color.RGBA{0x9c, 0xa3, 0xaf, 0xff}
	panel     = color.NRGBA{0xff, 0xff, 0xff, 0xf0}
)

// The text panel on the left; the route is fitted into the box right of it.
const (
	panelX0, panelY0, panelX1, panelY1 = 40, 40, 560, 590
	mapX0, mapY0, mapX1, mapY1         = 690, 110, 1090, 530
)

// Draw renders the card as a PNG.
func Draw(c Card) ([]byte, error) {
	countries, err := outlines()
	if err != nil {
		return nil, err
	}
	img := image.NewRGBA(image.Rect(0, 0, Width, Height))
	draw.Draw(img, img.Bounds(), image.NewUniform(sea), image.Point{}, draw.Src)
	pr := fit([][2]float64{{c.From.Lng, c.From.Lat}, {c.To.Lng, c.To.Lat}}, mapX0, mapY0, mapX1, mapY1)
	byFill := map[color.RGBA][][]point{}
	var lines [][]point
	for _, k := range countries {
		fill := land
		if k.ID == ukraine {
			fill = homeland
		}
		for _, ring := range k.Rings {
			pts := make([]point, len(ring))
			for i, p := range ring {
				pts[i] = pr.at(p[0], p[1])
			}
			if onCanvas(pts) {
				byFill[fill] = append(byFill[fill], pts)
				lines = append(lines, pts)
			}
		}
	}
	for _, fill := range []color.RGBA{land, homeland} { // one pass a colour: the rasterizer covers the whole image
		polygons(img, byFill[fill], fill)
	}
	polylines(img, lines, 1.5, border)
	a, b := pr.at(c.From.Lng, c.From.Lat), pr.at(c.To.Lng, c.To.Lat)
	way := primary
	if c.Closed != "" {
		way = closedWay
	}
	polylines(img, [][]point{{a, b}}, 7, way)
	for _, p := range []point{a, b} {
		disc(img, p, 15, color.RGBA{0xff, 0xff, 0xff, 0xff})
		disc(img, p, 10, way)
	}
	if err := writeText(img, c, a, b); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&out, img); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// onCanvas: a ring whose box misses the image is not drawn.
func onCanvas(pts []point) bool {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		x0, y0, x1, y1 = math.Min(x0, p.x), math.Min(y0, p.y), math.Max(x1, p.x), math.Max(y1, p.y)
	}
	return x1 >= 0 && y1 >= 0 && x0 <= Width && y0 <= Height
}

// polygons fills closed rings in one pass, at an offset into the image (the rasterizer's box).
func polygons(img *image.RGBA, rings [][]point, c color.Color) {
	fillIn(img, img.Bounds(), rings, c)
}

// fillIn fills rings (in image coordinates) through a rasterizer the size of box.
func fillIn(img *image.RGBA, box image.Rectangle, rings [][]point, c color.Color) {
	z := vector.NewRasterizer(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, pts := range rings {
		if len(pts) < 3 {
			continue
		}
		z.MoveTo(float32(pts[0].x-ox), float32(pts[0].y-oy))
		for _, p := range pts[1:] {
			z.LineTo(float32(p.x-ox), float32(p.y-oy))
		}
		z.ClosePath()
	}
	z.Draw(img, box, image.NewUniform(c), image.Point{})
}

// polylines strokes lines width px wide in one pass, each segment a quad; wide lines get round joins.
func polylines(img *image.RGBA, lines [][]point, width float64, c color.Color) {
	h := width / 2
	var quads [][]point
	for _, pts := range lines {
		for i := 1; i < len(pts); i++ {
			p, q := pts[i-1], pts[i]
			dx, dy := q.x-p.x, q.y-p.y
			n := math.Hypot(dx, dy)
			if n == 0 || offCanvas(p, q) {
				continue
			}
			ox, oy := -dy/n*h, dx/n*h
			quads = append(quads, []point{{p.x + ox, p.y + oy}, {q.x + ox, q.y + oy}, {q.x - ox, q.y - oy}, {p.x - ox, p.y - oy}})
		}
	}
	polygons(img, quads, c)
	if width >= 4 {
		for _, pts := range lines {
			for _, p := range pts {
				disc(img, p, h, c)
			}
		}
	}
}

// offCanvas: a segment wholly beyond one edge is not drawn.
func offCanvas(p, q point) bool {
	return (p.x < 0 && q.x < 0) || (p.y < 0 && q.y < 0) || (p.x > Width && q.x > Width) || (p.y > Height && q.y > Height)
}

// disc fills a circle of radius r around p, through a rasterizer the size of its box.
func disc(img *image.RGBA, p point, r float64, c color.Color) {
	const steps = 32
	pts := make([]point, steps)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / steps
		pts[i] = point{p.x + r*math.Cos(a), p.y + r*math.Sin(a)}
	}
	box := image.Rect(int(p.x-r)-1, int(p.y-r)-1, int(p.x+r)+2, int(p.y+r)+2).Intersect(img.Bounds())
	if !box.Empty() {
		fillIn(img, box, [][]point{pts}, c)
	}
}

// polygon fills one closed ring.
func polygon(img *image.RGBA, pts []point, c color.Color) { polygons(img, [][]point{pts}, c) }
