package ops

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"ridepost/store"
)

func TestAdminGrantRevoke(t *testing.T) {
	db := filepath.Join(t.TempDir(), "ridepost.db")
	ctx := context.Background()
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, "olena@example.com", "x", "en")
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	role := func() string {
		st, err := store.Open(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		got, err := st.GetUser(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		return got.Role
	}
	var out bytes.Buffer
	if err := AdminCmd([]string{"grant", "--db", db, " Olena@Example.com "}, &out); err != nil || role() != "admin" {
		t.Fatalf("grant: %v, role %s", err, role())
	}
	if !strings.Contains(out.String(), "olena@example.com is now admin") {
		t.Fatalf("grant says: %q", out.String())
	}
	if err := AdminCmd([]string{"revoke", "--db", db, "olena@example.com"}, &out); err != nil || role() != "user" {
		t.Fatalf("revoke: %v, role %s", err, role())
	}
	if err := AdminCmd([]string{"grant", "--db", db, "nobody@example.com"}, &out); err == nil || !strings.Contains(err.Error(), "no account") {
		t.Fatalf("an unknown address: %v", err)
	}
	for _, args := range [][]string{nil, {"promote", "x@example.com"}, {"grant", "--db", db}} {
		if err := AdminCmd(args, &out); err == nil || !strings.Contains(err.Error(), "usage") {
			t.Fatalf("%v: %v", args, err)
		}
	}
	st, err = store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	audit, err := st.ListAudit(ctx, 0, 10)
	if err != nil || len(audit) != 2 || audit[0].Action != "revoke_admin" || audit[1].Action != "grant_admin" || audit[1].AdminID.Valid {
		t.Fatalf("audit: %+v %v", audit, err)
	}
}
