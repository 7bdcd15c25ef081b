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
	UserID         int64  `json:"userId"`
	Name           string `json:"name"`
	Surname        string `json:"surname"`
	ProfilePicture string `json:"profilePicture"`
	Rating         Rating `json:"rating"`
	SenderRating   Rating `json:"senderRating" description:"The drivers' ratings of this user as a sender."`
	Deliveries     int    `json:"deliveries"`
	Deleted        bool   `json:"deleted,omitempty" description:"The account was deleted: no name or picture is kept."`
}

// NewPublicCard is u's card, with their ratings and deliveries.
func NewPublicCard(u *store.User, st store.DriverStats) *PublicCard {
	return &PublicCard{UserID: u.ID, Name: u.Name, Surname: surnameInitial(u.Surname), ProfilePicture: pictureURL(u),
		Rating: NewRating(st.Average, st.Count), SenderRating: NewRating(st.SenderAverage, st.SenderCount), Deliveries: st.Deliveries,
		Deleted: u.DeletedAt.Valid}
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
