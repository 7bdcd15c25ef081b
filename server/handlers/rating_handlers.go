package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

const reviewsPage = 20

type senderRatingRequest struct {
	Rating  int    `json:"rating" minimum:"1" maximum:"5"`
	Comment string `json:"comment,omitempty" maxLength:"1000"`
}

// checkRating wants 1–5 stars and a comment of at most 1000 characters
// (trimmed, no control characters but line breaks and tabs); it returns
// the comment to store.
func checkRating(stars int, comment string) (string, error) {
	f := fieldErrors{}
	switch {
	case stars == 0:
		f.add("rating", "required")
	case stars < 1 || stars > 5:
		f.add("rating", "out_of_range")
	}
	comment, code := checkDetails(comment, 1000)
	f.add("comment", code)
	return comment, f.err()
}

// parcelRate: the driver rates the sender once (docs/product.md §2).
func (s *Handlers) parcelRate(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	var req senderRatingRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	comment, err := checkRating(req.Rating, req.Comment)
	if err != nil {
		return err
	}
	r, err := s.store.RateSender(c.Request().Context(), currentUser(c).ID, id, req.Rating, comment)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewSenderRating(r))
}

func (s *Handlers) userReviews(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	cur, ok := store.ParseReviewCursor(c.QueryParam("cursor"))
	if !ok {
		return fieldErrors{"cursor": "invalid"}.err()
	}
	ctx := c.Request().Context()
	if hidden, err := s.cardHidden(ctx, currentUser(c), id); err != nil {
		return err
	} else if hidden {
		return echo.ErrNotFound
	}
	list, err := s.store.ListReviews(ctx, id, cur, reviewsPage+1)
	if err != nil {
		return err
	}
	var next *string
	if len(list) > reviewsPage {
		list = list[:reviewsPage]
		v := list[len(list)-1].Cursor().String()
		next = &v
	}
	authorIDs := make([]int64, 0, len(list))
	for _, r := range list {
		if r.AuthorID != 0 {
			authorIDs = append(authorIDs, r.AuthorID)
		}
	}
	authors, err := s.cards(ctx, authorIDs...)
	if err != nil {
		return err
	}
	var reader int64
	if me := currentUser(c); me != nil {
		reader = me.ID
	}
	items := make([]views.Review, len(list))
	for i := range list {
		items[i] = views.NewReview(&list[i], id, reader, authors[list[i].AuthorID])
	}
	return c.JSON(http.StatusOK, views.Page[views.Review]{Items: items, NextCursor: next})
}
