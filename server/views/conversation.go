package views

import (
	"time"

	"ridepost/store"
)

// Conversation is one conversation as one of its sides sees it.
type Conversation struct {
	ConversationID int64       `json:"conversationId"`
	ParcelID       int64       `json:"parcelId"`
	RideID         int64       `json:"rideId"`
	Role           string      `json:"role" enum:"sender,driver" description:"My side: the parcel's sender or the ride's driver."`
	Other          *PublicCard `json:"other"`
	Route          RouteNames  `json:"route"`
	LastMessage    *Message    `json:"lastMessage" nullable:"true" description:"Null before the first message."`
	Unread         int         `json:"unread"`
	Open           bool        `json:"open" description:"Whether the two sides may write now."`
	ContactsShared bool        `json:"contactsShared" description:"False: phone numbers and e-mail addresses in the other's messages read •••."`
}

// NewConversation shows c to user, with the other side's card and the last message (nil: none yet).
func NewConversation(c *store.Conversation, user *store.User, cards map[int64]*PublicCard, p *store.Parcel, last *store.Message, now time.Time) Conversation {
	v := Conversation{ConversationID: c.ID, ParcelID: c.ParcelID, RideID: c.RideID, Role: "sender",
		Other: cards[c.Other(user.ID)], Unread: c.Unread(user.ID), Open: c.Open(now), ContactsShared: ConversationAudience(c).SeesSides()}
	if user.ID == c.DriverID {
		v.Role = "driver"
	}
	if p != nil {
		v.Route = *CityNames(p.FromPlaceID, p.ToPlaceID, user.Language)
	}
	if last != nil {
		mj := NewMessage(last, user.ID, ConversationAudience(c))
		v.LastMessage = &mj
	}
	return v
}

// Message is one message as a reader sees it.
type Message struct {
	MessageID      int64  `json:"messageId"`
	ConversationID int64  `json:"conversationId"`
	AuthorID       int64  `json:"authorId"`
	Text           string `json:"text"`
	CreatedAt      string `json:"createdAt"`
	Mine           bool   `json:"mine"`
}

// NewMessage shows m to reader, who is a to the other side: their contacts masked unless parties.
func NewMessage(m *store.Message, reader int64, a Audience) Message {
	return Message{MessageID: m.ID, ConversationID: m.ConversationID, AuthorID: m.AuthorID, Text: TextFor(reader, m.AuthorID, m.Text, a),
		CreatedAt: m.CreatedAt, Mine: m.AuthorID == reader}
}

// UnreadMessages is how many messages I have not read.
type UnreadMessages struct {
	Unread int `json:"unread" description:"My unread messages in all my conversations."`
}
