package pgtest

import (
	"database/sql"
	"os"
	"testing"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

// A copy of a template has the template's rows, and each copy is its own database.
func TestDatabaseCopiesTheTemplate(t *testing.T) {
	c := Get(t)
	prepared := 0
	prepare := func(url string) error {
		prepared++
		db, err := sql.Open("pgx", url)
		if err != nil {
			return err
		}
		defer db.Close()
		_, err = db.Exec(`CREATE TABLE things (name TEXT NOT NULL); INSERT INTO things VALUES ('kept')`)
		return err
	}
	a, b := c.Database(t, "tmpl_things", prepare), c.Database(t, "tmpl_things", prepare)
	if prepared != 1 {
		t.Fatalf("template prepared %d times, want 1", prepared)
	}
	dbA, err := sql.Open("pgx", a)
	if err != nil {
		t.Fatal(err)
	}
	defer dbA.Close()
	if _, err := dbA.Exec(`INSERT INTO things VALUES ('only in a')`); err != nil {
		t.Fatal(err)
	}
	dbB, err := sql.Open("pgx", b)
	if err != nil {
		t.Fatal(err)
	}
	defer dbB.Close()
	var n int
	if err := dbB.QueryRow(`SELECT COUNT(*) FROM things`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("rows in the second copy: got %d, want 1 (the template's)", n)
	}
}
