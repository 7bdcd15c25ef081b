package handlers

import (
	"context"
	"sync"
	"testing"
)

// TestReadCacheKeepsAndForgets: a kept row is not read again; a forgotten one
// is; a read that raced with a write is not kept, since it may hold the row as
// it was before the write.
func TestReadCacheKeepsAndForgets(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c := newReadCache[string](2)
	var reads []int64
	db := map[int64]string{1: "one", 2: "two", 3: "three"}
	read := func(_ context.Context, ids []int64) (map[int64]string, error) {
		reads = append(reads, ids...)
		out := map[int64]string{}
		for _, id := range ids {
			if v, ok := db[id]; ok {
				out[id] = v
			}
		}
		return out, nil
	}
	load := func(ids ...int64) map[int64]string {
		t.Helper()
		out, err := c.load(ctx, ids, read)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	expectReads := func(step string, want ...int64) {
		t.Helper()
		if len(reads) != len(want) {
			t.Fatalf("%s: read %v, want %v", step, reads, want)
		}
		for i := range want {
			if reads[i] != want[i] {
				t.Fatalf("%s: read %v, want %v", step, reads, want)
			}
		}
		reads = nil
	}
	if got := load(1, 2, 9); got[1] != "one" || got[2] != "two" || len(got) != 2 {
		t.Fatalf("first load: %v", got)
	}
	expectReads("first load", 1, 2, 9)
	load(1, 2)
	expectReads("kept")

	db[1] = "uno"
	c.forget([]int64{1})
	if got := load(1, 2); got[1] != "uno" {
		t.Fatalf("after a change: %v", got)
	}
	expectReads("after a change", 1)

	// A write commits while a read of the old row is on its way.
	c.forget([]int64{1})
	racing := func(ctx context.Context, ids []int64) (map[int64]string, error) {
		out, err := read(ctx, ids)
		db[1] = "eins"
		c.forget([]int64{1})
		return out, err
	}
	if _, err := c.load(ctx, []int64{1}, racing); err != nil {
		t.Fatal(err)
	}
	reads = nil
	if got := load(1); got[1] != "eins" {
		t.Fatalf("a raced read was kept: %v", got)
	}
	expectReads("after the race", 1)

	// The least recently used row goes first when full.
	load(3)
	reads = nil
	load(1, 3)
	expectReads("the two latest kept")
	load(2)
	expectReads("the oldest went", 2)

	// Another process may have written anything: every row is read again,
	// and a read on its way meanwhile is not kept.
	db[2] = "zwei"
	c.forgetAll()
	if got := load(1, 2); got[1] != "eins" || got[2] != "zwei" {
		t.Fatalf("after forgetting all: %v", got)
	}
	expectReads("after forgetting all", 1, 2)
	c.forgetAll()
	racing = func(ctx context.Context, ids []int64) (map[int64]string, error) {
		out, err := read(ctx, ids)
		c.forgetAll()
		return out, err
	}
	if _, err := c.load(ctx, []int64{1}, racing); err != nil {
		t.Fatal(err)
	}
	reads = nil
	load(1)
	expectReads("a read racing with forgetting all", 1)
}

func TestReadCacheConcurrent(t *testing.T) {
	t.Parallel()
	c := newReadCache[int](64)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 500 {
				id := int64((g*31 + i) % 100)
				if i%7 == 0 {
					c.forget([]int64{id})
					continue
				}
				if i%101 == 0 {
					c.forgetAll()
					continue
				}
				got, err := c.load(context.Background(), []int64{id}, func(_ context.Context, ids []int64) (map[int64]int, error) {
					return map[int64]int{ids[0]: int(ids[0]) * 2}, nil
				})
				if err != nil || got[id] != int(id)*2 {
					t.Errorf("load %d: %v %v", id, got, err)
					return
				}
			}
		}()
	}
	wg.Wait()
}
