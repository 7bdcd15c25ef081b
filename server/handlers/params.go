package handlers

import (
	"strconv"

	"github.com/labstack/echo/v4"
)

// pathID is the path's :id; one that is not a number is not found.
func pathID(c echo.Context) (int64, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return 0, echo.ErrNotFound
	}
	return id, nil
}
