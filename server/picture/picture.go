// Package picture decodes uploaded pictures within fixed limits, turns them
// upright, fits them in a square and re-encodes them without metadata.
package picture

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	_ "image/png" // registers the PNG decoder
	"io"
	"net/http"
	"time"

	"github.com/bep/imagemeta"
	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // registers the WebP decoder
)

// Limits of pictures (docs/product.md §7): a decoded 4,000 × 4,000 picture
// at 8 bits a channel takes 64 MB, and scaling it down as much again
// (x/image/draw's float buffer of 512 × 4,000 pixels); only one is decoded at
// a time, so a burst of uploads cannot grow memory past that.
const (
	MaxBytes  = 3 << 20
	maxSide   = 4000 // refuses decompression bombs before decoding
	Side      = 512  // profile pictures
	PhotoSide = 1280 // parcel photos
)

// decoding lets one picture be decoded and resized at a time.
var decoding = make(chan struct{}, 1)

// deepColor tells colour models of more than 8 bits a channel (16-bit PNGs),
// which decode to twice the memory.
func deepColor(m color.Model) bool {
	return m == color.RGBA64Model || m == color.NRGBA64Model || m == color.Gray16Model || m == color.Alpha16Model
}

var pictureTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/webp": true}

// Errors of Process.
var (
	ErrTooLarge   = errors.New("picture: larger than 3 MB")
	ErrNotAnImage = errors.New("picture: not a JPEG, PNG or WebP")
)

// Invalid is a picture that cannot be taken; Code is its field code.
type Invalid struct{ Code string }

func (e *Invalid) Error() string { return "picture: " + e.Code }

// Process recognises a JPEG, PNG or WebP by its bytes, turns a JPEG
// upright by its EXIF orientation, fits it in side×side and re-encodes it as a
// JPEG, which drops every piece of metadata the upload carried.
func Process(r io.Reader, side int) ([]byte, error) {
	raw, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(raw) > MaxBytes {
		return nil, ErrTooLarge
	}
	if !pictureTypes[http.DetectContentType(raw)] {
		return nil, ErrNotAnImage
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(raw))
	if err != nil {
		return nil, &Invalid{"invalid"}
	}
	switch {
	case cfg.Width > maxSide || cfg.Height > maxSide:
		return nil, &Invalid{"too_large"}
	case deepColor(cfg.ColorModel):
		return nil, &Invalid{"too_deep"}
	}
	orientation := 1
	if format == "jpeg" {
		orientation = jpegOrientation(raw)
	}
	decoding <- struct{}{}
	defer func() { <-decoding }()
	img, _, err := image.Decode(bytes.NewReader(raw))
	if err != nil {
		return nil, &Invalid{"invalid"}
	}
	// The box is square, so fitting before turning gives the same size and
	// turns at most 512×512 pixels instead of the whole upload.
	flat := orient(FitOnWhite(img, side), orientation)
	var out bytes.Buffer
	if err := jpeg.Encode(&out, flat, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// fitSize scales w×h down to fit in side×side, rounding down.
func fitSize(w, h, side int) (int, int) {
	if w <= side && h <= side {
		return w, h
	}
	if w >= h {
		return side, max(1, h*side/w)
	}
	return max(1, w*side/h), side
}

// FitOnWhite fits img in side×side on white: JPEG has no transparency.
func FitOnWhite(img image.Image, side int) *image.RGBA {
	b := img.Bounds()
	w, h := fitSize(b.Dx(), b.Dy(), side)
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(dst, dst.Bounds(), image.White, image.Point{}, draw.Src)
	if w == b.Dx() && h == b.Dy() {
		draw.Draw(dst, dst.Bounds(), img, b.Min, draw.Over)
	} else {
		draw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Over, nil)
	}
	return dst
}

// jpegOrientation reads the EXIF Orientation tag (1–8) of a JPEG; 1, upright,
// when it has none or its EXIF cannot be read, as browsers do.
func jpegOrientation(raw []byte) int {
	orientation := 1
	_, err := imagemeta.Decode(imagemeta.Options{
		R:           bytes.NewReader(raw),
		ImageFormat: imagemeta.JPEG,
		Sources:     imagemeta.EXIF,
		Timeout:     time.Second, // with the library's caps on tags, bounds a hostile EXIF
		HandleTag: func(ti imagemeta.TagInfo) error {
			if ti.Tag != "Orientation" || ti.Namespace != "IFD0" {
				return nil
			}
			switch v := ti.Value.(type) {
			case uint16:
				orientation = int(v)
			case uint32:
				orientation = int(v)
			}
			return imagemeta.ErrStopWalking
		},
	})
	if err != nil || orientation < 1 || orientation > 8 {
		return 1
	}
	return orientation
}

// orient turns a picture stored with EXIF orientation o (1–8) upright.
func orient(src *image.RGBA, o int) *image.RGBA {
	if o <= 1 || o > 8 {
		return src
	}
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w // 5–8 swap the sides
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var tx, ty int
			switch o {
			case 2: // flip left to right
				tx, ty = w-1-x, y
			case 3: // turn 180°
				tx, ty = w-1-x, h-1-y
			case 4: // flip top to bottom
				tx, ty = x, h-1-y
			case 5: // flip over the top-left to bottom-right diagonal
				tx, ty = y, x
			case 6: // turn 90° clockwise
				tx, ty = h-1-y, x
			case 7: // flip over the other diagonal
				tx, ty = h-1-y, w-1-x
			case 8: // turn 90° anticlockwise
				tx, ty = y, w-1-x
			}
			copy(dst.Pix[dst.PixOffset(tx, ty):][:4], src.Pix[src.PixOffset(x, y):][:4])
		}
	}
	return dst
}
