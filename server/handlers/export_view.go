package handlers

import (
	"context"

	"ridepost/server/views"
	"ridepost/store"
)

// The export reads as the app reads to me (docs/product.md §6): the other side's text goes through
// views.TextFor, and who reported or blocked me, or which admin acted on me, stays unseen.

type exportRow = map[string]any

func (s *Handlers) exportAsRead(ctx context.Context, me int64, tables map[string][]exportRow) error {
	if err := s.exportMessages(ctx, me, tables["messages"]); err != nil {
		return err
	}
	if err := s.exportRequests(ctx, me, tables["requests"]); err != nil {
		return err
	}
	exportReviews(me, tables)
	if blocks, ok := tables["blocks"]; ok {
		tables["blocks"] = exportKeep(blocks, func(r exportRow) bool { return rowID(r, "blocker_id") == me })
	}
	for _, r := range tables["reports"] {
		if rowID(r, "reporter_id") != me {
			delete(r, "reporter_id")
			delete(r, "details")
		}
	}
	for _, r := range tables["admin_audit"] {
		if rowID(r, "admin_id") != me {
			delete(r, "admin_id")
		}
	}
	return nil
}

func (s *Handlers) exportMessages(ctx context.Context, me int64, rows []exportRow) error {
	convs, err := s.store.GetConversations(ctx, rowIDs(rows, "conversation_id"))
	if err != nil {
		return err
	}
	for _, r := range rows {
		c := convs[rowID(r, "conversation_id")]
		text, _ := r["text"].(string)
		a := views.Requester
		if c != nil {
			a = views.ConversationAudience(c)
		}
		r["text"] = views.TextFor(me, rowID(r, "author_id"), text, a)
	}
	return nil
}

func (s *Handlers) exportRequests(ctx context.Context, me int64, rows []exportRow) error {
	parcels, err := s.store.GetParcels(ctx, rowIDs(rows, "parcel_id"))
	if err != nil {
		return err
	}
	for _, r := range rows {
		p := parcels[rowID(r, "parcel_id")]
		if p == nil {
			r["message"] = ""
			continue
		}
		// The asker is the parcel's sender for a fromSender request, else the ride's driver.
		author := int64(0)
		if (p.SenderID == me) == (r["direction"] == store.FromSender) {
			author = me
		}
		text, _ := r["message"].(string)
		r["message"] = views.TextFor(me, author, text, views.Between(p.OnRide(rowID(r, "ride_id"))))
	}
	return nil
}

// exportReviews: ratings of me and by me read as the reviews read (views.ReviewComment).
func exportReviews(me int64, tables map[string][]exportRow) {
	for _, r := range tables["feedback"] { // a recipient's rating of me as driver
		text, _ := r["comment"].(string)
		r["comment"] = views.ReviewComment(me, rowID(r, "driver_id"), 0, text)
	}
	for _, r := range tables["sender_ratings"] {
		text, _ := r["comment"].(string)
		r["comment"] = views.ReviewComment(me, rowID(r, "sender_id"), rowID(r, "driver_id"), text)
	}
}

func exportKeep(rows []exportRow, keep func(exportRow) bool) []exportRow {
	out := make([]exportRow, 0, len(rows))
	for _, r := range rows {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

func rowID(r exportRow, column string) int64 {
	n, _ := r[column].(int64)
	return n
}

func rowIDs(rows []exportRow, column string) []int64 {
	ids := make([]int64, 0, len(rows))
	for _, r := range rows {
		ids = append(ids, rowID(r, column))
	}
	return ids
}
