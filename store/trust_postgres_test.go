package store

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"
)

// planCost is PostgreSQL's estimated total cost of q with args.
func planCost(t *testing.T, s *Store, q string, args ...any) float64 {
	t.Helper()
	var out string
	if err := s.db.GetContext(context.Background(), &out, "EXPLAIN (FORMAT JSON) "+q, args...); err != nil {
		t.Fatal(err)
	}
	var plan []struct {
		Plan struct {
			TotalCost float64 `json:"Total Cost"`
		} `json:"Plan"`
	}
	if err := json.Unmarshal([]byte(out), &plan); err != nil || len(plan) != 1 {
		t.Fatalf("plan %s: %v", out, err)
	}
	return plan[0].Plan.TotalCost
}

// A card's answer figures cost PostgreSQL one index range a user: a plan below jit_above_cost, so that no search
// JIT-compiles it (the words SQLite takes plan there through every row of request_answers, 0.4–0.7 s a page), and
// the same figures as those words give.
func TestAnswersOnPostgresWalkOneRangeAUser(t *testing.T) {
	t.Parallel()
	s := newPostgresStore(t)
	ctx := context.Background()
	// 100,000 answers of 1,000 users over the last 100 days, without the requests behind them.
	tx := must(s.db.BeginTxx(ctx, nil))
	for _, q := range []string{
		`SET LOCAL session_replication_role = replica`,
		`INSERT INTO request_answers (request_id, user_id, closed_at, answered, answer_seconds)
		SELECT i, 1 + i % 1000, to_char(now() - (i % 2400) * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
			i % 3 <> 0, CASE WHEN i % 3 <> 0 THEN i % 7200 END
		FROM generate_series(1, 100000) AS i`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.ExecContext(ctx, `ANALYZE request_answers`); err != nil {
		t.Fatal(err)
	}
	var jitAbove float64
	if err := s.db.GetContext(ctx, &jitAbove, `SELECT CAST(current_setting('jit_above_cost') AS float8)`); err != nil {
		t.Fatal(err)
	}
	ids := make([]int64, 20)
	for i := range ids {
		ids[i] = int64(1 + 37*i)
	}
	list := string(must(json.Marshal(ids)))
	since := formatTime(time.Now().Add(-answerWindow))
	args := []any{list, since, answerRowsPerUser}
	slow, cost := planCost(t, s, answersSQL, args...), planCost(t, s, s.answersQuery(), args...)
	t.Logf("plan cost: %.0f in SQLite's words, %.0f in PostgreSQL's; jit_above_cost %.0f", slow, cost, jitAbove)
	if slow <= jitAbove {
		t.Fatalf("the seeding is too small to tell: SQLite's words cost %.0f here, jit_above_cost %.0f", slow, jitAbove)
	}
	if cost >= jitAbove {
		t.Errorf("a page's answer figures cost %.0f on PostgreSQL, want under jit_above_cost %.0f", cost, jitAbove)
	}
	got := must(s.GetAnswers(ctx, ids, time.Now()))
	// What they must be: each user's newest answerRowsPerUser rows of the window, chosen here.
	var all []struct {
		answerRow
		ClosedAt string `db:"closed_at"`
	}
	if err := sqlx.SelectContext(ctx, s.db, &all, `SELECT a.user_id, a.answered, COALESCE(a.answer_seconds, 0) AS seconds, a.closed_at
		FROM request_answers a WHERE a.user_id `+inIDs+` AND a.closed_at >= ? ORDER BY a.closed_at DESC`, list, since); err != nil {
		t.Fatal(err)
	}
	byUser := map[int64][]answerRow{}
	for _, r := range all {
		if len(byUser[r.UserID]) < answerRowsPerUser {
			byUser[r.UserID] = append(byUser[r.UserID], r.answerRow)
		}
	}
	if len(got) != len(ids) || len(byUser) != len(ids) {
		t.Fatalf("figures for %d users, want %d (%d with rows)", len(got), len(ids), len(byUser))
	}
	for id, rs := range byUser {
		want, _ := answersOf(rs)
		if got[id] != want {
			t.Errorf("user %d: %+v, want %+v", id, got[id], want)
		}
	}
}
