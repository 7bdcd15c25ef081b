package handlers

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
)

// Own lists answer a plain array without ?cursor=, and pages keyed by id with it (docs/product.md §6).
const (
	ownListFirst = 100
	ownListPage  = 20
)

type ownPage struct {
	paged  bool
	before int64 // list ids below this one; 0 from the newest
}

func parseOwnPage(c echo.Context) (ownPage, error) {
	if !c.QueryParams().Has("cursor") {
		return ownPage{}, nil
	}
	p := ownPage{paged: true}
	if v := c.QueryParam("cursor"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n <= 0 {
			return p, fieldErrors{"cursor": "invalid"}.err()
		}
		p.before = n
	}
	return p, nil
}

// limit is how many rows to read: one more than a page, to know if another follows.
func (p ownPage) limit() int {
	if p.paged {
		return ownListPage + 1
	}
	return ownListFirst
}

func cut[T any](p ownPage, rows []T, id func(*T) int64) ([]T, *string) {
	if !p.paged {
		return rows, nil
	}
	return cutPage(rows, ownListPage, id)
}

func cutPage[T any](rows []T, size int, id func(*T) int64) ([]T, *string) {
	if len(rows) <= size {
		return rows, nil
	}
	rows = rows[:size]
	next := strconv.FormatInt(id(&rows[len(rows)-1]), 10)
	return rows, &next
}

func answerOwn[T any](c echo.Context, p ownPage, items []T, next *string) error {
	if !p.paged {
		return c.JSON(http.StatusOK, items)
	}
	return c.JSON(http.StatusOK, views.Page[T]{Items: items, NextCursor: next})
}
