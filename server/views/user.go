package views

import (
	"math"
	"strconv"
	"unicode/utf8"

	"ridepost/store"
)

// Rating is an average of 1–5 stars, to one decimal, and how many gave it.
type Rating struct {
	Average float64 `json:"average"`
	Count   int     `json:"count"`
}

// NewRating rounds an average to one decimal.
func NewRating(average float64, count int) Rating {
	return Rating{Average: math.Round(average*10) / 10, Count: count}
}

// PublicCard is what any signed-in user may see of another: never contacts.
type PublicCard struct {
	UserID         int64          `json:"userId"`
	Name           string         `json:"name"`
	Surname        string         `json:"surname"`
	ProfilePicture string         `json:"profilePicture"`
	Rating         Rating         `json:"rating"`
	SenderRating   Rating         `json:"senderRating" description:"The drivers' ratings of this user as a sender."`
	Deliveries     int            `json:"deliveries" description:"Parcels this user delivered as driver."`
	Sent           int            `json:"sent" description:"This user's parcels that were delivered (as sender)."`
	MemberSince    string         `json:"memberSince" description:"The year and month the account was made: YYYY-MM; empty for a deleted account."`
	Answers        *Answers       `json:"answers" nullable:"true" description:"How this user answers the requests sent to them over the last 90 days; null with fewer than 3 such requests."`
	Cancellations  *Cancellations `json:"cancellations" nullable:"true" description:"How often this user cancelled what they took on over the last 90 days; null with fewer than 3 such trips."`
	Deleted        bool           `json:"deleted,omitempty" description:"The account was deleted: no name or picture is kept."`
}

// Answers is how a user answers requests (docs/product.md §2 "Trust signals").
type Answers struct {
	Rate        float64 `json:"rate" description:"The share (0–1) of requests answered (approved or declined) before they expired."`
	MedianHours float64 `json:"medianHours" description:"The median time to an answer, in hours, to one decimal."`
}

// Cancellations is how often a user cancelled what they took on (docs/product.md §2 "Trust signals").
type Cancellations struct {
	Count int `json:"count" description:"Trips they cancelled: rides with an accepted parcel, parcels after approval."`
	Late  int `json:"late" description:"Of those, the ones cancelled within 24 h of the departure."`
	Of    int `json:"of" description:"Trips they took on: rides with an accepted parcel, parcels approved on a ride."`
}

// NewPublicCard is u's card, with their ratings, deliveries, answers and cancellations (nil: too few to tell).
func NewPublicCard(u *store.User, st store.DriverStats, answers *store.Answers, cancels *store.Cancellations) *PublicCard {
	c := &PublicCard{UserID: u.ID, Name: u.Name, Surname: surnameInitial(u.Surname), ProfilePicture: pictureURL(u),
		Rating: NewRating(st.Average, st.Count), SenderRating: NewRating(st.SenderAverage, st.SenderCount), Deliveries: st.Deliveries,
		Sent: st.Sent, MemberSince: memberSince(u), Deleted: u.DeletedAt.Valid}
	if answers != nil {
		c.Answers = &Answers{Rate: answers.Rate, MedianHours: answers.MedianHours}
	}
	if cancels != nil {
		c.Cancellations = &Cancellations{Count: cancels.Count, Late: cancels.Late, Of: cancels.Of}
	}
	return c
}

// memberSince is the YYYY-MM of u's sign-up, not kept for a deleted account.
func memberSince(u *store.User) string {
	createdAt := u.CreatedAt
	if u.DeletedAt.Valid || len(createdAt) < 7 {
		return ""
	}
	return createdAt[:7]
}

// CardOr is a user's card, or a bare one with the id when it is gone.
func CardOr(cards map[int64]*PublicCard, id int64) *PublicCard {
	if c, ok := cards[id]; ok {
		return c
	}
	return &PublicCard{UserID: id}
}

// UserCard is GET /api/users/{id}; whether I blocked the user is mine, never in the cached card.
type UserCard struct {
	PublicCard
	Blocked bool `json:"blocked"`
}

// pictureURL changes with the picture, so the URL can be cached for good.
func pictureURL(u *store.User) string {
	if u.PictureVersion == "" {
		return ""
	}
	return "/api/users/" + strconv.FormatInt(u.ID, 10) + "/picture?v=" + u.PictureVersion
}

func surnameInitial(s string) string {
	if s == "" {
		return ""
	}
	r, _ := utf8.DecodeRuneInString(s)
	return string(r) + "."
}
