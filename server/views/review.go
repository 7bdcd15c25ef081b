package views

import "ridepost/store"

// SenderRating answers a sender's rating stored.
type SenderRating struct {
	ParcelID int64  `json:"parcelId"`
	SenderID int64  `json:"senderId"`
	Rating   int    `json:"rating"`
	Comment  string `json:"comment"`
}

// NewSenderRating shows a stored rating of a sender.
func NewSenderRating(r *store.SenderRating) SenderRating {
	return SenderRating{ParcelID: r.ParcelID, SenderID: r.SenderID, Rating: r.Rating, Comment: r.Comment}
}

// ReviewRole is what the reviewed user did: drove or sent.
type ReviewRole string

// Enum lists the roles for the API's description.
func (ReviewRole) Enum() []any { return []any{store.ReviewAsDriver, store.ReviewAsSender} }

// Review is one rating a user received.
type Review struct {
	Rating    int         `json:"rating"`
	Comment   string      `json:"comment"`
	Role      ReviewRole  `json:"role"`
	CreatedAt string      `json:"createdAt" format:"date-time"`
	Author    *PublicCard `json:"author" nullable:"true" description:"The driver who rated a sender; null for a recipient's rating of a driver (recipients have no account)."`
}

// NewReview shows r with its author's card (nil: a recipient).
func NewReview(r *store.Review, author *PublicCard) Review {
	return Review{Rating: r.Rating, Comment: r.Comment, Role: ReviewRole(r.Role), CreatedAt: r.CreatedAt, Author: author}
}
