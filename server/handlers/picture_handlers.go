package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"ridepost/server/picture"
	"ridepost/server/views"
)

var (
	errPictureTooLarge = newAPIError(http.StatusRequestEntityTooLarge, "too_large", "The picture is larger than 3 MB.")
	errNotAnImage      = newAPIError(http.StatusUnsupportedMediaType, "unsupported_media_type", "Send a JPEG, PNG or WebP picture.")
)

// uploadedPicture reads the picture sent as form field, fitted in side×side, with the API's errors.
func uploadedPicture(c echo.Context, field string, side int) ([]byte, error) {
	fh, err := c.FormFile(field)
	if err != nil {
		var he *echo.HTTPError
		if errors.As(err, &he) && he.Code == http.StatusRequestEntityTooLarge {
			return nil, errPictureTooLarge
		}
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, errPictureTooLarge
		}
		return nil, fieldErrors{field: "required"}.err()
	}
	if fh.Size > picture.MaxBytes {
		return nil, errPictureTooLarge
	}
	f, err := fh.Open()
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := picture.Process(f, side)
	var invalid *picture.Invalid
	switch {
	case errors.Is(err, picture.ErrTooLarge):
		return nil, errPictureTooLarge
	case errors.Is(err, picture.ErrNotAnImage):
		return nil, errNotAnImage
	case errors.As(err, &invalid):
		return nil, fieldErrors{field: invalid.Code}.err()
	}
	return data, err
}

func (s *Handlers) pictureUpload(c echo.Context) error {
	data, err := uploadedPicture(c, "picture", picture.Side)
	if err != nil {
		return err
	}
	u, err := s.store.SetPicture(c.Request().Context(), currentUser(c).ID, "image/jpeg", data)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewPicture(u))
}

func (s *Handlers) pictureDelete(c echo.Context) error {
	u, err := s.store.DeletePicture(c.Request().Context(), currentUser(c).ID)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewPicture(u))
}

// pictureGet needs no sign-in: driver cards show pictures on the recipient's confirmation page.
func (s *Handlers) pictureGet(c echo.Context) error {
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
