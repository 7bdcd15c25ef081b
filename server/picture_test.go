package server

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
)

// upload sends data as the multipart field "picture".
func (c *client) upload(method, path string, data []byte) response {
	c.app.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, _ := w.CreateFormFile("picture", "me.png")
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
