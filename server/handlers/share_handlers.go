package handlers

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/share"
	"ridepost/server/views"
	"ridepost/store"
)

// A shared link (docs/product.md §6): /share/ride/{id} and /share/parcel/{id} are the app's page with the item's
// Open Graph and Twitter card tags, /share/…/{id}.png its preview; /api/public/… what a stranger sees of it.
// All of it is what a stranger may see: the views of an available list, never streets, contacts or plates.

// previewsKept is how many preview PNGs stay drawn (about 40 kB each).
const previewsKept = 512

// shared is one shared item as a stranger sees it: its preview, and its answer for /api/public.
type shared struct {
	preview views.Preview
	answer  any // views.AvailableRide or views.AvailableParcel while open, else views.Closed
}

// sharedOwner is the owner's card and language; not found for a suspended or erased member, or, for a signed-in
// viewer, one of a blocked pair (docs/product.md §2).
func (s *Handlers) sharedOwner(c echo.Context, owner int64) (*views.PublicCard, string, error) {
	ctx := c.Request().Context()
	hidden, err := s.userGone(ctx, owner)
	if me := userID(c); err == nil && !hidden && me != 0 {
		hidden, err = s.listingHidden(ctx, me, owner)
	}
	if err != nil {
		return nil, "", err
	}
	u, err := s.user(ctx, owner)
	if err != nil {
		return nil, "", err
	}
	cards, err := s.cards(ctx, owner)
	if err != nil {
		return nil, "", err
	}
	if hidden || cards[owner] == nil {
		return nil, "", echo.ErrNotFound
	}
	return cards[owner], u.Language, nil
}

func (s *Handlers) sharedRide(c echo.Context, id int64) (*shared, error) {
	r, err := s.store.GetRide(c.Request().Context(), id)
	if err != nil {
		return nil, err
	}
	card, lang, err := s.sharedOwner(c, r.DriverID)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	out := &shared{preview: views.NewRidePreview(r, card.Name+" "+card.Surname, lang, now), answer: views.Closed{Status: r.Status}}
	if r.TakesRequests(now) {
		out.answer = views.NewAvailableRide(r, 0, card, nil, nil)
	}
	return out, nil
}

func (s *Handlers) sharedParcel(c echo.Context, id int64) (*shared, error) {
	p, err := s.store.GetParcel(c.Request().Context(), id)
	if err != nil {
		return nil, err
	}
	card, lang, err := s.sharedOwner(c, p.SenderID)
	if err != nil {
		return nil, err
	}
	out := &shared{preview: views.NewParcelPreview(p, card.Name+" "+card.Surname, lang), answer: views.Closed{Status: p.Status}}
	if p.Status == store.ParcelNew {
		out.answer = views.NewAvailableParcel(p, 0, card, nil, nil)
	}
	return out, nil
}

func (s *Handlers) publicRide(c echo.Context) error   { return s.publicItem(c, s.sharedRide) }
func (s *Handlers) publicParcel(c echo.Context) error { return s.publicItem(c, s.sharedParcel) }

func (s *Handlers) publicItem(c echo.Context, load func(echo.Context, int64) (*shared, error)) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	item, err := load(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, item.answer)
}

func (s *Handlers) shareRide(c echo.Context) error   { return s.shareItem(c, "ride", s.sharedRide) }
func (s *Handlers) shareParcel(c echo.Context) error { return s.shareItem(c, "parcel", s.sharedParcel) }

// shareItem answers /share/{kind}/{id} (the page) and /share/{kind}/{id}.png (the preview).
func (s *Handlers) shareItem(c echo.Context, kind string, load func(echo.Context, int64) (*shared, error)) error {
	file := c.Param("file")
	idText, image := strings.CutSuffix(file, ".png")
	id, err := strconv.ParseInt(idText, 10, 64)
	if err != nil {
		return echo.ErrNotFound
	}
	item, err := load(c, id)
	if err != nil {
		return err
	}
	link := s.cfg.BaseURL + "/share/" + kind + "/" + idText
	if image {
		return s.sharePNG(c, kind+":"+idText, item.preview)
	}
	return s.sharePage(c, link, item.preview)
}

// sharePNG draws the preview once for what it shows: a changed item (or language) is a new key.
func (s *Handlers) sharePNG(c echo.Context, key string, p views.Preview) error {
	sum := sha256.Sum256([]byte(p.Title + "\x00" + p.Description))
	key += ":" + hex.EncodeToString(sum[:8])
	b, ok := s.previews.Get(key)
	if !ok {
		var err error
		if b, err = share.Draw(p.Card); err != nil {
			return err
		}
		s.previews.Add(key, b)
	}
	c.Response().Header().Set("Cache-Control", "public, max-age=300")
	return c.Blob(http.StatusOK, "image/png", b)
}

func (s *Handlers) sharePage(c echo.Context, link string, p views.Preview) error {
	if s.app == nil || s.app.indexTag == "" {
		return c.String(http.StatusServiceUnavailable, "The web app is not built: run `make build`.")
	}
	index, err := fs.ReadFile(s.app.FS, "index.html")
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-cache")
	return c.HTMLBlob(http.StatusOK, share.Page(index, share.Tags{Title: p.Title, Description: p.Description,
		URL: link, Image: link + ".png"}))
}
