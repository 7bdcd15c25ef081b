package share

import (
	"image"
	"image/color"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The Go fonts are bundled with golang.org/x/image and cover Latin and Cyrillic (WGL4): no file to ship.
var fonts = sync.OnceValues(func() (map[bool]*opentype.Font, error) {
	regular, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, err
	}
	bold, err := opentype.Parse(gobold.TTF)
	return map[bool]*opentype.Font{false: regular, true: bold}, err
})

func face(bold bool, size float64) (font.Face, error) {
	fs, err := fonts()
	if err != nil {
		return nil, err
	}
	return opentype.NewFace(fs[bold], &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
}

// fitted is the face of the largest size from size down to least at which s fits width, and s cut to fit at that.
func fitted(s string, bold bool, size, least, width float64) (font.Face, string, error) {
	for ; ; size -= 2 {
		f, err := face(bold, size)
		if err != nil {
			return nil, "", err
		}
		if w := font.MeasureString(f, s); float64(w.Ceil()) <= width || size <= least {
			return f, cut(f, s, width), nil
		}
	}
}

// cut shortens s with an ellipsis until it fits width.
func cut(f font.Face, s string, width float64) string {
	r := []rune(s)
	for len(r) > 1 && float64(font.MeasureString(f, string(r)).Ceil()) > width {
		r = append(r[:len(r)-2], '…')
	}
	return string(r)
}

func say(img *image.RGBA, f font.Face, s string, x, y float64, c color.Color) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f, Dot: fixed.P(int(x), int(y))}
	d.DrawString(s)
}

// writeText writes the panel (brand, title, lines, closed) and the cities' names beside their dots.
func writeText(img *image.RGBA, c Card, a, b point) error {
	roundRect(img, panelX0, panelY0, panelX1, panelY1, 28, panel)
	width := float64(panelX1 - panelX0 - 80)
	x := float64(panelX0 + 40)
	brand, err := face(true, 34)
	if err != nil {
		return err
	}
	say(img, brand, "Ridepost", x, panelY0+80, primary)
	title, text, err := fitted(c.Title, true, 60, 34, width)
	if err != nil {
		return err
	}
	y := float64(panelY0 + 180)
	say(img, title, text, x, y, textColor)
	line, err := face(false, 36)
	if err != nil {
		return err
	}
	y += 30
	for _, l := range c.Lines {
		y += 58
		say(img, line, cut(line, l, width), x, y, muted)
	}
	if c.Closed != "" {
		banner, s, err := fitted(c.Closed, true, 40, 28, width)
		if err != nil {
			return err
		}
		say(img, banner, s, x, panelY1-50, danger)
	}
	name, err := face(true, 28)
	if err != nil {
		return err
	}
	for _, l := range []struct {
		p    point
		s    string
		away point // the other end: the name goes on the far side of its dot
	}{{a, c.From.Name, b}, {b, c.To.Name, a}} {
		w := float64(font.MeasureString(name, l.s).Ceil())
		x, y := l.p.x-w/2, l.p.y-26 // above its dot, or below when the other end is above
		if l.away.y < l.p.y {
			y = l.p.y + 46
		}
		x = math.Max(panelX1+16, math.Min(Width-16-w, x))
		for _, o := range [][2]float64{{-2, 0}, {2, 0}, {0, -2}, {0, 2}} { // a white halo over the map
			say(img, name, l.s, x+o[0], y+o[1], color.White)
		}
		say(img, name, l.s, x, y, textColor)
	}
	return nil
}

// roundRect fills a rectangle with rounded corners.
func roundRect(img *image.RGBA, x0, y0, x1, y1, r float64, c color.Color) {
	var pts []point
	corner := func(cx, cy, from float64) {
		for i := 0; i <= 8; i++ {
			t := from + float64(i)*math.Pi/16
			pts = append(pts, point{cx + r*math.Cos(t), cy + r*math.Sin(t)})
		}
	}
	corner(x1-r, y0+r, -math.Pi/2)
	corner(x1-r, y1-r, 0)
	corner(x0+r, y1-r, math.Pi/2)
	corner(x0+r, y0+r, math.Pi)
	polygon(img, pts, c)
}
