package handlers

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/live"
	"ridepost/server/views"
	"ridepost/store"
)

// Conversations (docs/product.md §5, §6): a (parcel, ride) pair's thread between
// the parcel's sender and the ride's driver. The other side's contacts in
// messages read "•••" until the parcel is on the ride (masking.go).

const (
	maxMessage        = 1000 // characters (docs/product.md §7)
	conversationsMax  = 100  // GET /api/conversations answers the newest 100
	messagesPageLimit = 50
)

type messageBody struct {
	Text string `json:"text" minLength:"1" maxLength:"1000"`
}

// cleanMessage is checkDetails with line breaks made "\n"; an empty one is "required".
func cleanMessage(raw string, maxLen int) (string, string) {
	s, code := checkDetails(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(raw), maxLen)
	if code == "" && s == "" {
		code = "required"
	}
	return s, code
}

// conversationViews reads cards, routes and last messages in three reads, whatever the list's length.
func (s *Handlers) conversationViews(ctx context.Context, user *store.User, list []store.Conversation) ([]views.Conversation, error) {
	var parcelIDs, userIDs, messageIDs []int64
	for i := range list {
		parcelIDs = append(parcelIDs, list[i].ParcelID)
		userIDs = append(userIDs, list[i].Other(user.ID))
		if list[i].LastMessageID.Valid {
			messageIDs = append(messageIDs, list[i].LastMessageID.Int64)
		}
	}
	parcels, err := s.store.GetParcels(ctx, parcelIDs)
	if err != nil {
		return nil, err
	}
	cards, err := s.cards(ctx, userIDs...)
	if err != nil {
		return nil, err
	}
	messages, err := s.store.GetMessages(ctx, messageIDs)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	out := make([]views.Conversation, 0, len(list))
	for i := range list {
		c := &list[i]
		var last *store.Message
		if m, ok := messages[c.LastMessageID.Int64]; ok {
			last = &m
		}
		out = append(out, views.NewConversation(c, user, cards, parcels[c.ParcelID], last, now))
	}
	return out, nil
}

// conversationParam answers 404 for anyone else's conversation.
func (s *Handlers) conversationParam(c echo.Context) (*store.Conversation, error) {
	id, err := pathID(c)
	if err != nil {
		return nil, err
	}
	conv, err := s.store.GetConversation(c.Request().Context(), id)
	if err != nil {
		return nil, err
	}
	if !conv.Has(currentUser(c).ID) {
		return nil, echo.ErrNotFound
	}
	return conv, nil
}

func (s *Handlers) conversationList(c echo.Context) error {
	me := currentUser(c)
	ctx := c.Request().Context()
	list, err := s.store.ListConversations(ctx, me.ID, conversationsMax)
	if err != nil {
		return err
	}
	out, err := s.conversationViews(ctx, me, list)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Handlers) conversationGet(c echo.Context) error {
	conv, err := s.conversationParam(c)
	if err != nil {
		return err
	}
	out, err := s.conversationViews(c.Request().Context(), currentUser(c), []store.Conversation{*conv})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out[0])
}

func (s *Handlers) messageList(c echo.Context) error {
	cursor, err := parseOwnPage(c)
	if err != nil {
		return err
	}
	conv, err := s.conversationParam(c)
	if err != nil {
		return err
	}
	list, err := s.store.ListMessages(c.Request().Context(), conv.ID, cursor.before, messagesPageLimit+1)
	if err != nil {
		return err
	}
	list, next := cutPage(list, messagesPageLimit, func(m *store.Message) int64 { return m.ID })
	out := views.Page[views.Message]{Items: make([]views.Message, 0, len(list)), NextCursor: next}
	me, a := currentUser(c).ID, views.ConversationAudience(conv)
	for i := range list {
		out.Items = append(out.Items, views.NewMessage(&list[i], me, a))
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Handlers) messageCreate(c echo.Context) error {
	var req messageBody
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	conv, err := s.conversationParam(c)
	if err != nil {
		return err
	}
	text, code := cleanMessage(req.Text, maxMessage)
	if code != "" {
		return fieldErrors{"text": code}.err()
	}
	me := currentUser(c).ID
	m, err := s.store.SendMessage(c.Request().Context(), conv.ID, me, text)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewMessage(m, me, views.ConversationAudience(conv)))
}

func (s *Handlers) conversationRead(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	n, err := s.store.ReadConversation(c.Request().Context(), id, currentUser(c).ID)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.UnreadMessages{Unread: n})
}

// publishMessages sends each message, as its reader may see it, to both sides' streams (the author's other tabs too).
func (s *Handlers) publishMessages(list []store.Message) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for i := range list {
		m := &list[i]
		if !s.events.Open(m.To) && !s.events.Open(m.AuthorID) && m.To != 0 {
			continue
		}
		conv, err := s.store.GetConversation(ctx, m.ConversationID)
		if err != nil {
			s.logger.Error("live message", "err", err)
			continue
		}
		for _, reader := range []int64{conv.SenderID, conv.DriverID} {
			if !s.events.Open(reader) {
				continue
			}
			if ev, ok := s.messageEvent(m, conv, reader); ok {
				s.events.Send(reader, ev)
			}
		}
	}
}

// messageEvent is m's live event for reader, a side of its conversation conv.
func (s *Handlers) messageEvent(m *store.Message, conv *store.Conversation, reader int64) (live.Item, bool) {
	b, err := marshalJSON(views.NewMessage(m, reader, views.ConversationAudience(conv)))
	if err != nil {
		s.logger.Error("live message", "err", err)
		return live.Item{}, false
	}
	return live.Event(m.Feed, "message", b), true
}
