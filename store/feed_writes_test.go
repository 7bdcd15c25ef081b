package store

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
)

// Each change this server's watchers are told of is in the feed, the same, in the same order: another server
// following the feed is told what they are.
func TestEveryWatchedChangeIsInTheFeed(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	var mu sync.Mutex
	var heard []FeedEntry
	s.Watch(func(c Change) {
		mu.Lock()
		defer mu.Unlock()
		e := FeedEntry{Parcels: c.Parcels, Rides: c.Rides, Users: c.Users, Alerts: c.Alerts, Requests: c.Requests}
		for _, n := range c.Notices {
			e.Notices = append(e.Notices, n.ID)
		}
		for _, m := range c.Messages {
			e.Messages = append(e.Messages, m.ID)
		}
		heard = append(heard, e)
	})
	driver, sender := mustCreateUser(t, s, "driver@example.com"), mustCreateUser(t, s, "sender@example.com")
	must(s.UpdateGeneral(ctx, sender.ID, "Olena", "K", "+380671112233"))
	ride := newRide(t, s, driver.ID)
	p := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	q := must(s.CreateRequest(ctx, p.ID, ride.ID, FromSender, 150, "", nil))
	must(s.ApproveRequest(ctx, q.ID))
	must(s.PickUp(ctx, driver.ID, p.ID, true))
	if err := s.Block(ctx, sender.ID, 999_999); err == nil {
		t.Fatal("blocked a user who does not exist")
	}
	if err := s.Unblock(ctx, driver.ID, sender.ID); err != nil {
		t.Fatal(err)
	}
	feed := must(s.ChangesAfter(ctx, 0, 100))
	for i := range feed {
		feed[i].ID, feed[i].Origin = 0, ""
	}
	mu.Lock()
	defer mu.Unlock()
	if len(heard) < 6 || !reflect.DeepEqual(normalized(heard), normalized(feed)) {
		t.Fatalf("watchers heard\n%+v\nthe feed holds\n%+v", heard, feed)
	}
}

// normalized treats an empty list as none, as the feed's JSON does.
func normalized(list []FeedEntry) []FeedEntry {
	out := make([]FeedEntry, len(list))
	for i, e := range list {
		for _, l := range []*[]int64{&e.Parcels, &e.Rides, &e.Users, &e.Alerts, &e.Notices, &e.Messages, &e.Requests} {
			if len(*l) == 0 {
				*l = nil
			}
		}
		out[i] = e
	}
	return out
}

// commitsWithoutAChange are the write transactions that change nothing a watcher follows: they may commit
// directly. Every other one ends in Store.commit, which writes the feed.
var commitsWithoutAChange = map[string]bool{
	"commit": true, "ReadConversation": true, "CreateReport": true, "UpdateNotificationSettings": true,
	"Handover":      true, // a wrong PIN's count of tries
	"DeleteVehicle": true, "apply": true, "migratePostgres": true,
	"CopyTo": true, // db copy fills a new database before any server follows it
}

// No write tells the watchers but through Store.commit, and only the transactions above commit by themselves.
func TestWritesEndInCommit(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			ast.Inspect(fn, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				switch {
				case sel.Sel.Name == "notify" && fn.Name.Name != "commit":
					t.Errorf("%s: %s tells the watchers without the feed: end it in s.commit", fset.Position(call.Pos()), fn.Name.Name)
				case sel.Sel.Name == "Commit" && len(call.Args) == 0 && !commitsWithoutAChange[fn.Name.Name]:
					t.Errorf("%s: %s commits without the feed: end it in s.commit (or list it in commitsWithoutAChange)",
						fset.Position(call.Pos()), fn.Name.Name)
				}
				return true
			})
		}
	}
}
