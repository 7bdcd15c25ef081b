package server

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"net/http"
	"strconv"

	"github.com/disintegration/imaging"
	"github.com/labstack/echo/v4"
	_ "golang.org/x/image/webp" // registers the WebP decoder

	"ridepost/store"
)

// Limits of profile pictures (PRODUCT.md §7): a decoded 4,000 × 4,000 picture
// at 8 bits a channel takes 64 MB, and only one is decoded at a time, so a
// burst of uploads cannot grow memory past that.
const (
	maxPictureBytes = 3 << 20
	maxPictureSide  = 4000 // refuses decompression bombs before decoding
	pictureSide     = 512
)

// decoding lets one picture be decoded and resized at a time.
var decoding = make(chan struct{}, 1)

// deepColor tells colour models of more than 8 bits a channel (16-bit PNGs),
// which decode to twice the memory.
func deepColor(m color.Model) bool {
	return m == color.RGBA64Model || m == color.NRGBA64Model || m == color.Gray16Model || m == color.Alpha16Model
}

var pictureTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/webp": true}

var (
	errPictureTooLarge = newAPIError(http.StatusRequestEntityTooLarge, "too_large", "The picture is larger than 3 MB.")
	errNotAnImage      = newAPIError(http.StatusUnsupportedMediaType, "unsupported_media_type", "Send a JPEG, PNG or WebP picture.")
)

// processPicture recognises a JPEG, PNG or WebP by its bytes, turns it
// upright by its EXIF orientation, fits it in 512×512 and re-encodes it as a
// JPEG, which drops every piece of metadata the upload carried.
func processPicture(r io.Reader) ([]byte, error) {
	raw, err := io.ReadAll(io.LimitReader(r, maxPictureBytes+1))
	if err != nil {
		return nil, err
	}
	if len(raw) > maxPictureBytes {
		return nil, errPictureTooLarge
	}
	if !pictureTypes[http.DetectContentType(raw)] {
		return nil, errNotAnImage
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(raw))
	if err != nil {
		return nil, fieldErrors{"picture": "invalid"}.err()
	}
	switch {
	case cfg.Width > maxPictureSide || cfg.Height > maxPictureSide:
		return nil, fieldErrors{"picture": "too_large"}.err()
	case deepColor(cfg.ColorModel):
		return nil, fieldErrors{"picture": "too_deep"}.err()
	}
	decoding <- struct{}{}
	defer func() { <-decoding }()
	img, err := imaging.Decode(bytes.NewReader(raw), imaging.AutoOrientation(true))
	if err != nil {
		return nil, fieldErrors{"picture": "invalid"}.err()
	}
	b := img.Bounds()
	if b.Dx() > pictureSide || b.Dy() > pictureSide {
		img = imaging.Fit(img, pictureSide, pictureSide, imaging.Lanczos)
	}
	// JPEG has no transparency: lay the picture on white.
	flat := imaging.New(img.Bounds().Dx(), img.Bounds().Dy(), color.White)
	flat = imaging.Overlay(flat, img, image.Point{}, 1)
	var out bytes.Buffer
	if err := jpeg.Encode(&out, flat, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// pictureURL is where a user's picture is served; its version changes with
// the picture, so the URL can be cached for good.
func pictureURL(u *store.User) string {
	if u.PictureVersion == "" {
		return ""
	}
	return "/api/users/" + strconv.FormatInt(u.ID, 10) + "/picture?v=" + u.PictureVersion
}

func (s *Server) pictureUpload(c echo.Context) error {
	fh, err := c.FormFile("picture")
	if err != nil {
		var he *echo.HTTPError
		if errors.As(err, &he) && he.Code == http.StatusRequestEntityTooLarge {
			return errPictureTooLarge
		}
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return errPictureTooLarge
		}
		return fieldErrors{"picture": "required"}.err()
	}
	if fh.Size > maxPictureBytes {
		return errPictureTooLarge
	}
	f, err := fh.Open()
	if err != nil {
		return err
	}
	defer f.Close()
	data, err := processPicture(f)
	if err != nil {
		return err
	}
	u, err := s.store.SetPicture(c.Request().Context(), currentUser(c).ID, "image/jpeg", data)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, pictureJSON{pictureURL(u)})
}

// pictureJSON answers a new or deleted picture with its address.
type pictureJSON struct {
	ProfilePicture string `json:"profilePicture"`
}

func (s *Server) pictureDelete(c echo.Context) error {
	u, err := s.store.DeletePicture(c.Request().Context(), currentUser(c).ID)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, pictureJSON{pictureURL(u)})
}

// pictureGet serves a user's picture to anyone (driver cards show it on the
// recipient's confirmation page, without sign-in).
func (s *Server) pictureGet(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return echo.ErrNotFound
	}
	p, err := s.store.GetPicture(c.Request().Context(), id)
	if err != nil {
		return err
	}
	h := c.Response().Header()
	if c.QueryParam("v") == p.Version {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	h.Set("ETag", `"`+p.Version+`"`)
	if c.Request().Header.Get("If-None-Match") == `"`+p.Version+`"` {
		return c.NoContent(http.StatusNotModified)
	}
	return c.Blob(http.StatusOK, p.ContentType, p.Data)
}
