package store

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
)

// SenderRating is a driver's rating of the sender whose parcel they carried.
type SenderRating struct {
	ParcelID  int64  `db:"parcel_id"`
	SenderID  int64  `db:"sender_id"`
	DriverID  int64  `db:"driver_id"`
	Rating    int    `db:"rating"`
	Comment   string `db:"comment"`
	CreatedAt string `db:"created_at"`
}

const senderRatingColumns = `parcel_id, sender_id, driver_id, rating, comment, created_at`

// RateSender stores the one rating driverID may give a Delivered parcel's sender; ErrAlreadyRated the second time.
func (s *Store) RateSender(ctx context.Context, driverID, parcelID int64, rating int, comment string) (*SenderRating, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	p, err := s.driversParcel(ctx, tx, driverID, parcelID)
	if err != nil {
		return nil, err
	}
	if p.Status != ParcelDelivered {
		return nil, ErrInvalidState
	}
	out, err := getOne[SenderRating](ctx, tx, "rate sender", `INSERT INTO sender_ratings
		(parcel_id, sender_id, driver_id, rating, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)
		RETURNING `+senderRatingColumns, parcelID, p.SenderID, driverID, rating, comment, formatTime(time.Now()))
	if isUniqueViolation(err) {
		return nil, ErrAlreadyRated
	}
	if err != nil {
		return nil, err
	}
	n := newNotices(tx)
	if err := n.add(ctx, p.SenderID, NoticeRatingReceived, driverID, parcelID, p.RideID.Int64, 0); err != nil {
		return nil, err
	}
	c := changeOf(nil, nil, n)
	c.Users = ids(p.SenderID) // the sender's rating on their card
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return out, nil
}

// GetSenderRating returns the driver's rating of the parcel's sender, or ErrNotFound.
func (s *Store) GetSenderRating(ctx context.Context, parcelID int64) (*SenderRating, error) {
	return getOne[SenderRating](ctx, s.q, "sender rating", `SELECT `+senderRatingColumns+`
		FROM sender_ratings WHERE parcel_id = ?`, parcelID)
}

// SendersRated tells which of the parcels their driver rated the sender of.
func (s *Store) SendersRated(ctx context.Context, parcelIDs []int64) (map[int64]bool, error) {
	list, err := selectIn[int64](ctx, s.q, "senders rated", `SELECT parcel_id FROM sender_ratings WHERE parcel_id `+inIDs, parcelIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]bool, len(list))
	for _, id := range list {
		out[id] = true
	}
	return out, nil
}

// Review roles: what the reviewed user did.
const (
	ReviewAsDriver = "driver" // a recipient's feedback
	ReviewAsSender = "sender" // a driver's rating
)

// Review is one rating a user received, as driver or as sender.
type Review struct {
	Role      string `db:"role"`
	ParcelID  int64  `db:"parcel_id"`
	Rating    int    `db:"rating"`
	Comment   string `db:"comment"`
	CreatedAt string `db:"created_at"`
	AuthorID  int64  `db:"author_id"` // the driver, of a sender's review; 0 for a recipient (not a user)
}

// ReviewCursor is where a page of reviews starts (the zero cursor: from the newest).
type ReviewCursor struct {
	CreatedAt string
	ParcelID  int64
}

// Cursor is where the page after r starts.
func (r *Review) Cursor() ReviewCursor {
	return ReviewCursor{CreatedAt: r.CreatedAt, ParcelID: r.ParcelID}
}

// String is the cursor as the API writes it: Unix milliseconds and parcel ("1767225600000-42").
func (c ReviewCursor) String() string {
	return strconv.FormatInt(parseTime(c.CreatedAt).UnixMilli(), 10) + "-" + strconv.FormatInt(c.ParcelID, 10)
}

// ParseReviewCursor reads what String wrote ("": the first page).
func ParseReviewCursor(v string) (c ReviewCursor, ok bool) {
	if v == "" {
		return c, true
	}
	ms, parcel, found := strings.Cut(v, "-")
	at, err1 := strconv.ParseInt(ms, 10, 64)
	id, err2 := strconv.ParseInt(parcel, 10, 64)
	if !found || err1 != nil || err2 != nil || at < 0 || id <= 0 {
		return c, false
	}
	return ReviewCursor{CreatedAt: formatTime(time.UnixMilli(at)), ParcelID: id}, true
}

const reviewsOf = ` WHERE %[1]s = ? AND created_at <= ? AND (created_at < ? OR parcel_id < ?)
	ORDER BY created_at DESC, parcel_id DESC LIMIT ?`

var reviewsQuery = `SELECT role, parcel_id, rating, comment, created_at, author_id FROM (
	SELECT * FROM (SELECT '` + ReviewAsDriver + `' AS role, parcel_id, rating, comment, created_at, 0 AS author_id
		FROM feedback` + fmt.Sprintf(reviewsOf, "driver_id") + `) AS as_driver
	UNION ALL
	SELECT * FROM (SELECT '` + ReviewAsSender + `' AS role, parcel_id, rating, comment, created_at, driver_id AS author_id
		FROM sender_ratings` + fmt.Sprintf(reviewsOf, "sender_id") + `) AS as_sender) AS reviews
	ORDER BY created_at DESC, parcel_id DESC LIMIT ?`

// ListReviews returns a page of the ratings userID received as driver and as sender, newest first.
func (s *Store) ListReviews(ctx context.Context, userID int64, before ReviewCursor, limit int) ([]Review, error) {
	out := []Review{}
	err := sqlx.SelectContext(ctx, s.q, &out, reviewsQuery, reviewsArgs(userID, before, limit)...)
	if err != nil {
		return nil, fmt.Errorf("store: list reviews: %w", err)
	}
	return out, nil
}

func reviewsArgs(userID int64, before ReviewCursor, limit int) []any {
	at, parcel := before.CreatedAt, before.ParcelID
	if at == "" {
		at, parcel = "9999", math.MaxInt64
	}
	return []any{userID, at, at, parcel, limit, userID, at, at, parcel, limit, limit}
}
