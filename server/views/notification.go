package views

import "ridepost/store"

// NotificationKind is a Notification's kind (docs/product.md §5).
type NotificationKind string

// Enum lists the kinds for the API's description.
func (NotificationKind) Enum() []any {
	out := make([]any, len(store.NoticeKinds))
	for i, k := range store.NoticeKinds {
		out[i] = k
	}
	return out
}

// Notification is one of my notifications.
type Notification struct {
	NotificationID int64            `json:"notificationId"`
	Kind           NotificationKind `json:"kind"`
	CreatedAt      string           `json:"createdAt" format:"date-time"`
	ReadAt         *string          `json:"readAt" format:"date-time"`
	ParcelID       int64            `json:"parcelId,omitempty"`
	RideID         int64            `json:"rideId,omitempty"`
	RequestID      int64            `json:"requestId,omitempty"`
	ConversationID int64            `json:"conversationId,omitempty"`
	Actor          *PublicCard      `json:"actor,omitempty"` // who caused it, when a person did
	Route          *RouteNames      `json:"route,omitempty" description:"What it is about: the new ride of a match, else the parcel, else the ride; in the user's language."`
}

// NewNotification words n with its actor's card and what it is about (route, nil for nothing).
func NewNotification(n store.Notification, cards map[int64]*PublicCard, route *RouteNames) Notification {
	out := Notification{Route: route, NotificationID: n.ID, Kind: NotificationKind(n.Kind), CreatedAt: n.CreatedAt,
		ParcelID: n.ParcelID.Int64, RideID: n.RideID.Int64, RequestID: n.RequestID.Int64,
		ConversationID: n.ConversationID.Int64}
	if n.ReadAt.Valid {
		out.ReadAt = &n.ReadAt.String
	}
	if n.ActorID.Valid {
		out.Actor = cards[n.ActorID.Int64]
	}
	return out
}

// NotificationsPage is one page of my notifications, with how many are unread.
type NotificationsPage struct {
	Items      []Notification `json:"items"`
	NextCursor *string        `json:"nextCursor"`
	Unread     int            `json:"unread"`
}

// Unread is how many of my notifications are unread.
type Unread struct {
	Unread int `json:"unread"`
}
