package store

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The outbox's depth counts waiting e-mails only, through the due index
// (it is read at every metrics scrape).
func TestCountUnsentEmails(t *testing.T) {
	t.Parallel()
	s, ctx := newTestStore(t), context.Background()
	now := time.Now()
	for _, key := range []string{"waiting", "later", "sent", "failed"} {
		must(s.EnqueueEmail(ctx, outboxEmail(key, now), 0))
	}
	if err := s.MarkEmailSent(ctx, must(s.GetEmail(ctx, "sent")).ID, now); err != nil {
		t.Fatal(err)
	}
	if err := s.FailEmail(ctx, must(s.GetEmail(ctx, "failed")).ID, now, "refused"); err != nil {
		t.Fatal(err)
	}
	if got := must(s.CountUnsentEmails(ctx)); got != 2 {
		t.Errorf("unsent: got %d, want 2", got)
	}
	sqliteOnly(t) // SQLite's query plan
	var plan []struct {
		ID, Parent, NotUsed int
		Detail              string
	}
	err := s.db.SelectContext(ctx, &plan, "EXPLAIN QUERY PLAN "+countUnsentEmails)
	if err != nil {
		t.Fatal(err)
	}
	if len(plan) != 1 || !strings.Contains(plan[0].Detail, "USING INDEX email_outbox_due_idx") {
		t.Errorf("plan: got %+v, want a scan of the due index", plan)
	}
}

// The size on disk is the file's plus its write-ahead log's.
func TestFileSize(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ridepost.db")
	s := must(Open(ctx, path))
	defer s.Close()
	mustCreateUser(t, s, "olena@example.com")
	var want int64
	for _, p := range []string{path, path + "-wal"} {
		info, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		want += info.Size()
	}
	if got := must(s.FileSize(ctx)); got != want || got == 0 {
		t.Errorf("size: got %d, want %d (file and log)", got, want)
	}
}
