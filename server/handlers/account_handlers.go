package handlers

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// A user's own account: deleting it (DELETE /api/profile) and taking its
// data (GET /api/profile/export), docs/product.md §6.

type accountDeletion struct {
	Password string `json:"password"`
}

// ForceRequestBody keeps the DELETE's body in the API's description.
func (accountDeletion) ForceRequestBody() {}

// profileDelete wants the password; every session of the account ends, this one too.
func (s *Handlers) profileDelete(c echo.Context) error {
	var req accountDeletion
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c)
	if err := checkCurrentPassword(ctx, me, "password", req.Password); err != nil {
		return err
	}
	if err := s.store.DeleteAccount(ctx, me.ID); err != nil {
		return err
	}
	// The other sessions and live streams ended with the account's auth version.
	if err := s.sessions.Destroy(ctx); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

func (s *Handlers) profileExport(c echo.Context) error {
	me := currentUser(c)
	ctx := c.Request().Context()
	tables, err := s.store.Export(ctx, me.ID)
	if err != nil {
		return err
	}
	if err := s.exportAsRead(ctx, me.ID, tables); err != nil {
		return err
	}
	now := time.Now()
	c.Response().Header().Set(echo.HeaderContentDisposition, `attachment; filename="`+store.ExportName(me.ID, now)+`"`)
	return c.JSON(http.StatusOK, views.ExportFile{ExportedAt: now.UTC().Format(time.RFC3339), UserID: me.ID, Tables: tables})
}
