package server

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"math"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"ridepost/server/picture"
)

// upload sends data as the multipart field "picture".
func (c *client) upload(method, path string, data []byte) response {
	return c.uploadFile(method, path, "picture", data, nil)
}

// uploadFile sends data as the multipart file field, with the form fields.
func (c *client) uploadFile(method, path, field string, data []byte, fields map[string]string) response {
	c.app.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	part, _ := w.CreateFormFile(field, "me.png")
	_, _ = part.Write(data)
	_ = w.Close()
	req, _ := http.NewRequest(method, c.app.ts.URL+path, &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("X-CSRF-Token", c.token)
	res, err := c.http.Do(req)
	if err != nil {
		c.app.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := response{status: res.StatusCode, header: res.Header, body: string(raw)}
	_ = jsonUnmarshal(raw, &out.json)
	return out
}

// pngWithMetadata draws a w×h PNG and adds a tEXt chunk holding secret.
func encodePNG(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func pngWithMetadata(t *testing.T, w, h int, secret string) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for x := 0; x < w; x++ {
		for y := 0; y < h; y++ {
			img.Set(x, y, color.NRGBA{uint8(x), uint8(y), 200, 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	raw := buf.Bytes()
	iend := len(raw) - 12 // the IEND chunk closes every PNG
	data := append([]byte("Comment\x00"), secret...)
	var chunk bytes.Buffer
	_ = binary.Write(&chunk, binary.BigEndian, uint32(len(data)))
	chunk.WriteString("tEXt")
	chunk.Write(data)
	_ = binary.Write(&chunk, binary.BigEndian, crc32.ChecksumIEEE(append([]byte("tEXt"), data...)))
	out := append([]byte{}, raw[:iend]...)
	out = append(out, chunk.Bytes()...)
	return append(out, raw[iend:]...)
}

func TestPictureUploadStripsMetadataAndResizes(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("pic@example.com")
	src := pngWithMetadata(t, 1024, 600, "GPS 50.45N 30.52E secret")
	if !bytes.Contains(src, []byte("secret")) {
		t.Fatal("test PNG lacks its metadata")
	}
	if _, err := png.Decode(bytes.NewReader(src)); err != nil {
		t.Fatalf("test PNG is broken: %v", err)
	}
	r := c.upload("PUT", "/api/profile/picture", src)
	expectStatus(t, r, http.StatusOK)
	url, _ := r.json["profilePicture"].(string)
	if !strings.HasPrefix(url, "/api/users/") || !strings.Contains(url, "?v=") {
		t.Fatalf("picture URL: %q", url)
	}
	if got := c.do("GET", "/api/profile", nil).json["profilePicture"]; got != url {
		t.Fatalf("profile picture: got %v, want %v", got, url)
	}
	// Anyone may fetch it, without signing in; the versioned URL is cached for good.
	pic := app.client().do("GET", url, nil)
	expectStatus(t, pic, http.StatusOK)
	if pic.header.Get("Content-Type") != "image/jpeg" || !strings.Contains(pic.header.Get("Cache-Control"), "immutable") {
		t.Fatalf("headers: %v", pic.header)
	}
	if strings.Contains(pic.body, "secret") {
		t.Fatal("metadata survived the upload")
	}
	img, err := jpeg.Decode(strings.NewReader(pic.body))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 512 || b.Dy() != 300 {
		t.Fatalf("size: got %dx%d, want 512x300", b.Dx(), b.Dy())
	}

	// A new picture gets a new URL.
	r2 := c.upload("PUT", "/api/profile/picture", pngWithMetadata(t, 64, 64, "other"))
	expectStatus(t, r2, http.StatusOK)
	if r2.json["profilePicture"] == url {
		t.Fatal("URL did not change with the picture")
	}
	r = c.do("DELETE", "/api/profile/picture", nil)
	expectStatus(t, r, http.StatusOK)
	if r.json["profilePicture"] != "" {
		t.Fatalf("after delete: %s", r.body)
	}
	expectStatus(t, app.client().do("GET", url, nil), http.StatusNotFound)
}

func TestPictureUploadRefusals(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	expectStatus(t, app.client().upload("PUT", "/api/profile/picture", []byte("x")), http.StatusUnauthorized)
	c := app.signUp("bad-pic@example.com")
	tests := []struct {
		name   string
		data   []byte
		status int
		code   string
	}{
		{"text file", []byte("just some text, not an image at all"), 415, "unsupported_media_type"},
		{"gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), 415, "unsupported_media_type"},
		{"broken png", append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 64)...), 400, "invalid_input:invalid"},
		{"over 3 MB", append(pngWithMetadata(t, 8, 8, ""), make([]byte, 3<<20)...), 413, "too_large"},
		{"over the body limit", make([]byte, 5<<20), 413, "too_large"},
		{"wider than 4,000 px", encodePNG(t, image.NewNRGBA(image.Rect(0, 0, 4001, 1))), 400, "invalid_input:too_large"},
		{"taller than 4,000 px", encodePNG(t, image.NewGray(image.Rect(0, 0, 1, 4001))), 400, "invalid_input:too_large"},
		{"16 bits a channel", encodePNG(t, image.NewNRGBA64(image.Rect(0, 0, 8, 8))), 400, "invalid_input:too_deep"},
		{"16-bit grey", encodePNG(t, image.NewGray16(image.Rect(0, 0, 8, 8))), 400, "invalid_input:too_deep"},
	}
	for _, tt := range tests {
		r := c.upload("PUT", "/api/profile/picture", tt.data)
		expectStatus(t, r, tt.status)
		code, field, _ := strings.Cut(tt.code, ":")
		if r.errorCode() != code || r.field("picture") != field {
			t.Errorf("%s: got %q %q, want %q", tt.name, r.errorCode(), r.field("picture"), tt.code)
		}
	}
	// 4,000 × 4,000 at 8 bits a channel is still taken.
	expectStatus(t, c.upload("PUT", "/api/profile/picture", encodePNG(t, image.NewGray(image.Rect(0, 0, 4000, 4000)))), http.StatusOK)
	r := c.do("PUT", "/api/profile/picture", map[string]string{})
	expectStatus(t, r, http.StatusBadRequest)
	if r.field("picture") != "required" {
		t.Fatalf("no file: %s", r.body)
	}
}

// markedPicture is w×h blue with a red square in its top-left corner, so
// where the square ends up tells how the picture was turned.
func markedPicture(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBA{0, 0, 255, 255}
			if x < w/4 && y < h/4 {
				c = color.RGBA{255, 0, 0, 255}
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

// jpegWithEXIF encodes img as a JPEG and puts app1 right after its SOI
// marker, where cameras write their EXIF segment.
func jpegWithEXIF(t *testing.T, img image.Image, app1 []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	raw := buf.Bytes()
	out := append([]byte{}, raw[:2]...) // SOI
	out = append(out, 0xFF, 0xE1)
	out = binary.BigEndian.AppendUint16(out, uint16(len(app1)+2))
	out = append(out, app1...)
	return append(out, raw[2:]...)
}

// exifOrientation is an EXIF segment whose only IFD holds one Orientation
// tag: iPhones write it big-endian ("MM"), most Android phones little-endian.
func exifOrientation(o uint16, order binary.ByteOrder) []byte {
	var b bytes.Buffer
	b.WriteString("Exif\x00\x00")
	if order == binary.BigEndian {
		b.WriteString("MM")
	} else {
		b.WriteString("II")
	}
	fields := []any{
		uint16(42), uint32(8), // the rest of the TIFF header: IFD0 starts at byte 8
		uint16(1),                                          // IFD0 has one entry:
		uint16(0x0112), uint16(3), uint32(1), o, uint16(0), // Orientation, SHORT, one value, padded to 4 bytes
		uint32(0), // and no next IFD
	}
	for _, v := range fields {
		_ = binary.Write(&b, order, v)
	}
	return b.Bytes()
}

// redCorner names the corner of img whose pixel is red; "" if none or several.
func redCorner(t *testing.T, img image.Image) string {
	t.Helper()
	b := img.Bounds()
	in := 2 // pixels in from the edge, away from JPEG's ringing
	corners := map[string]image.Point{
		"top-left": {b.Min.X + in, b.Min.Y + in}, "top-right": {b.Max.X - 1 - in, b.Min.Y + in},
		"bottom-left": {b.Min.X + in, b.Max.Y - 1 - in}, "bottom-right": {b.Max.X - 1 - in, b.Max.Y - 1 - in},
	}
	found := ""
	for name, p := range corners {
		r, g, bl, _ := img.At(p.X, p.Y).RGBA()
		switch {
		case r>>8 > 200 && g>>8 < 60 && bl>>8 < 60:
			if found != "" {
				return ""
			}
			found = name
		case r>>8 > 60 || bl>>8 < 200:
			t.Errorf("%s corner is neither red nor blue: %d %d %d", name, r>>8, g>>8, bl>>8)
		}
	}
	return found
}

// Phones store the sensor's pixels and say in EXIF how to turn them: each
// orientation comes out upright, in either byte order.
func TestProcessPictureTurnsJPEGsUpright(t *testing.T) {
	t.Parallel()
	tests := []struct {
		orientation uint16
		w, h        int
		corner      string
	}{
		{1, 60, 40, "top-left"},
		{2, 60, 40, "top-right"},
		{3, 60, 40, "bottom-right"},
		{4, 60, 40, "bottom-left"},
		{5, 40, 60, "top-left"},
		{6, 40, 60, "top-right"},
		{7, 40, 60, "bottom-right"},
		{8, 40, 60, "bottom-left"},
		{0, 60, 40, "top-left"}, // out of range: left as stored
		{9, 60, 40, "top-left"},
	}
	for _, tt := range tests {
		for _, order := range []binary.ByteOrder{binary.BigEndian, binary.LittleEndian} {
			t.Run(fmt.Sprintf("%d %v", tt.orientation, order), func(t *testing.T) {
				src := jpegWithEXIF(t, markedPicture(60, 40), exifOrientation(tt.orientation, order))
				out, err := picture.Process(bytes.NewReader(src), picture.Side)
				if err != nil {
					t.Fatal(err)
				}
				img, err := jpeg.Decode(bytes.NewReader(out))
				if err != nil {
					t.Fatal(err)
				}
				if b := img.Bounds(); b.Dx() != tt.w || b.Dy() != tt.h {
					t.Errorf("size: got %dx%d, want %dx%d", b.Dx(), b.Dy(), tt.w, tt.h)
				}
				if got := redCorner(t, img); got != tt.corner {
					t.Errorf("red corner: got %q, want %q", got, tt.corner)
				}
				if bytes.Contains(out, []byte("Exif")) {
					t.Error("the EXIF segment survived")
				}
			})
		}
	}
}

// A picture whose EXIF cannot be read is taken as it is stored, as browsers show it.
func TestProcessPictureIgnoresBrokenEXIF(t *testing.T) {
	t.Parallel()
	for name, app1 := range map[string][]byte{
		"cut short":       exifOrientation(6, binary.BigEndian)[:14],
		"no byte order":   []byte("Exif\x00\x00XX\x00\x2a\x00\x00\x00\x08"),
		"IFD out of file": append([]byte("Exif\x00\x00MM\x00\x2a"), binary.BigEndian.AppendUint32(nil, math.MaxUint32)...),
	} {
		out, err := picture.Process(bytes.NewReader(jpegWithEXIF(t, markedPicture(60, 40), app1)), picture.Side)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		img, err := jpeg.Decode(bytes.NewReader(out))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 60 || b.Dy() != 40 || redCorner(t, img) != "top-left" {
			t.Errorf("%s: got %dx%d with red at %q, want it as stored", name, b.Dx(), b.Dy(), redCorner(t, img))
		}
	}
}

// Through the whole route: a large phone photo lying on its side is turned
// upright and fitted in 512×512.
func TestPictureUploadTurnsPhonePhotoUpright(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("phone@example.com")
	src := jpegWithEXIF(t, markedPicture(800, 600), exifOrientation(6, binary.BigEndian))
	r := c.upload("PUT", "/api/profile/picture", src)
	expectStatus(t, r, http.StatusOK)
	url, _ := r.json["profilePicture"].(string)
	pic := app.client().do("GET", url, nil)
	expectStatus(t, pic, http.StatusOK)
	img, err := jpeg.Decode(strings.NewReader(pic.body))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 384 || b.Dy() != 512 {
		t.Fatalf("size: got %dx%d, want 384x512", b.Dx(), b.Dy())
	}
	if got := redCorner(t, img); got != "top-right" {
		t.Fatalf("red corner: got %q, want top-right", got)
	}
}

// Pictures that are not resized are laid on white as they are; those that
// are keep their aspect ratio, rounded down.
func TestFitOnWhite(t *testing.T) {
	t.Parallel()
	tests := []struct{ w, h, wantW, wantH int }{
		{100, 50, 100, 50},
		{512, 512, 512, 512},
		{530, 301, 512, 290}, // 290.8
		{301, 530, 290, 512},
		{4000, 1, 512, 1},
	}
	for _, tt := range tests {
		img := image.NewNRGBA(image.Rect(0, 0, tt.w, tt.h)) // transparent
		img.SetNRGBA(0, 0, color.NRGBA{0, 0, 0, 255})
		got := picture.FitOnWhite(img, picture.Side)
		if b := got.Bounds(); b.Dx() != tt.wantW || b.Dy() != tt.wantH {
			t.Errorf("%dx%d: got %dx%d, want %dx%d", tt.w, tt.h, b.Dx(), b.Dy(), tt.wantW, tt.wantH)
		}
		if c := got.RGBAAt(got.Bounds().Dx()-1, got.Bounds().Dy()-1); c != (color.RGBA{255, 255, 255, 255}) {
			t.Errorf("%dx%d: transparent corner is %v, want white", tt.w, tt.h, c)
		}
	}
}
