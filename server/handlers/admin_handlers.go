package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// The admin console's API (docs/product.md §6, /api/admin/*): figures, users
// with suspension, reports with their resolution, and the audit of every
// admin action. Anyone but an admin gets 404, as for a route that is not.

const adminPage = 20

// requireAdmin answers 404 to anyone who is not an admin.
func requireAdmin(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if u := currentUser(c); u == nil || u.Role != store.RoleAdmin {
			return errNotFound
		}
		return next(c)
	}
}

type adminUsersQuery struct {
	Q      string `query:"q" description:"The start of an e-mail address or of a name."`
	Cursor string `query:"cursor"`
}

type suspendRequest struct {
	Reason string `json:"reason" minLength:"1" maxLength:"500"`
}

type devAdminRequest struct {
	Email string `json:"email"`
}

func (s *Handlers) adminStats(c echo.Context) error {
	st, err := s.store.GetAdminStats(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewAdminStats(st))
}

func (s *Handlers) adminUsers(c echo.Context) error {
	cursor, err := parseOwnPage(c)
	if err != nil {
		return err
	}
	q, err := queryText(c, "q")
	if err != nil {
		return err
	}
	list, err := s.store.SearchUsers(c.Request().Context(), q, cursor.before, adminPage+1)
	if err != nil {
		return err
	}
	list, next := cutPage(list, adminPage, func(u *store.User) int64 { return u.ID })
	out := views.Page[views.AdminUser]{Items: make([]views.AdminUser, 0, len(list)), NextCursor: next}
	for i := range list {
		out.Items = append(out.Items, views.NewAdminUser(&list[i]))
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Handlers) adminSuspend(c echo.Context) error {
	var req suspendRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	id, err := pathID(c)
	if err != nil {
		return err
	}
	reason, code := cleanRequired(req.Reason, 500)
	if code != "" {
		return fieldErrors{"reason": code}.err()
	}
	if err := s.store.Suspend(c.Request().Context(), currentUser(c).ID, id, reason); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

func (s *Handlers) adminUnsuspend(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	if err := s.store.Unsuspend(c.Request().Context(), currentUser(c).ID, id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

func (s *Handlers) adminAudit(c echo.Context) error {
	cursor, err := parseOwnPage(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	list, err := s.store.ListAudit(ctx, cursor.before, adminPage+1)
	if err != nil {
		return err
	}
	list, next := cutPage(list, adminPage, func(a *store.Audit) int64 { return a.ID })
	// One batched lookup for every admin and target user on the page.
	var people []int64
	for _, a := range list {
		if a.AdminID.Valid {
			people = append(people, a.AdminID.Int64)
		}
		if a.TargetUserID.Valid {
			people = append(people, a.TargetUserID.Int64)
		}
	}
	cards, err := s.cards(ctx, people...)
	if err != nil {
		return err
	}
	out := views.Page[views.Audit]{Items: make([]views.Audit, 0, len(list)), NextCursor: next}
	for i := range list {
		out.Items = append(out.Items, views.NewAudit(&list[i], cards))
	}
	return c.JSON(http.StatusOK, out)
}

// devAdmin makes a user an admin (only with --dev: the browser tests).
func (s *Handlers) devAdmin(c echo.Context) error {
	var req devAdminRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if _, err := s.store.SetRole(c.Request().Context(), req.Email, store.RoleAdmin); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
