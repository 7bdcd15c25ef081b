package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// reviewsPage is how many reviews a page of GET /api/users/{id}/reviews holds.
const reviewsPage = 20

// senderRatingRequest is the driver's rating of a parcel's sender.
type senderRatingRequest struct {
	Rating  int    `json:"rating" minimum:"1" maximum:"5"`
	Comment string `json:"comment,omitempty" maxLength:"1000"`
}

// senderRatingJSON answers a sender's rating stored.
type senderRatingJSON struct {
	ParcelID int64  `json:"parcelId"`
	SenderID int64  `json:"senderId"`
	Rating   int    `json:"rating"`
	Comment  string `json:"comment"`
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

// parcelRate: the driver rates the sender of a Delivered parcel of their
// ride, once (PRODUCT.md §2).
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
	return c.JSON(http.StatusCreated, senderRatingJSON{ParcelID: r.ParcelID, SenderID: r.SenderID, Rating: r.Rating, Comment: r.Comment})
}

// reviewRole is what the reviewed user did: drove (a recipient rated
// them) or sent (a driver rated them).
type reviewRole string

func (reviewRole) Enum() []any { return []any{store.ReviewAsDriver, store.ReviewAsSender} }

// reviewJSON is one rating a user received.
type reviewJSON struct {
	Rating    int         `json:"rating"`
	Comment   string      `json:"comment"`
	Role      reviewRole  `json:"role"`
	CreatedAt string      `json:"createdAt" format:"date-time"`
	Author    *publicCard `json:"author" nullable:"true" description:"The driver who rated a sender; null for a recipient's rating of a driver (recipients have no account)."`
}

// userReviews: a page of the ratings a user received, as driver and as
// sender, newest first.
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
	if cards, err := s.cards(ctx, id); err != nil {
		return err
	} else if cards[id] == nil {
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
	items := make([]reviewJSON, len(list))
	for i, r := range list {
		items[i] = reviewJSON{Rating: r.Rating, Comment: r.Comment, Role: reviewRole(r.Role), CreatedAt: r.CreatedAt, Author: authors[r.AuthorID]}
	}
	return c.JSON(http.StatusOK, page[reviewJSON]{Items: items, NextCursor: next})
}
