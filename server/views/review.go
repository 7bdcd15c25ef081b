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

// NewReview shows r, a review of subject, as reader reads it (0: signed out), with its author's card (nil: a recipient).
func NewReview(r *store.Review, subject, reader int64, author *PublicCard) Review {
	return Review{Rating: r.Rating, Comment: ReviewComment(reader, subject, r.AuthorID, r.Comment), Role: ReviewRole(r.Role),
		CreatedAt: r.CreatedAt, Author: author}
}

// ReviewComment is a review's comment as reader reads it (0: signed out). Reviews are public, so the contacts in
// a comment read masked, as in a message, to all but its two parties: its author (authorID, 0 for a recipient, who
// has no account) and subject, the user it is about.
func ReviewComment(reader, subject, authorID int64, comment string) string {
	if authorID == 0 {
		authorID = -1 // no reader is a recipient, not even one signed out
	}
	a := Stranger
	if reader != 0 && reader == subject {
		a = Party // the review's two parties: its author, and the one it is about
	}
	return TextFor(reader, authorID, comment, a)
}
