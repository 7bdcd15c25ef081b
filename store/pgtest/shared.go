package pgtest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
)

// EnvVar chooses the engine of a test run: RIDEPOST_TEST_DB=postgres runs the store's and the server's suites
// on PostgreSQL; unset, they run on SQLite.
const EnvVar = "RIDEPOST_TEST_DB"

// OnPostgres tells whether this test run is the PostgreSQL one.
func OnPostgres() bool { return os.Getenv(EnvVar) == "postgres" }

var (
	mu        sync.Mutex
	shared    *Cluster
	startErr  error
	templates = map[string]*template{}
	numbered  atomic.Int64
)

type template struct {
	once sync.Once
	err  error
}

// Get is the test binary's cluster, started by the first test that asks. Without PostgreSQL installed it skips t
// on a developer's machine and fails it under CI (CI=true), where a skipped test would pass unseen.
func Get(t testing.TB) *Cluster {
	t.Helper()
	mu.Lock()
	defer mu.Unlock()
	if shared == nil && startErr == nil {
		shared, startErr = Start()
	}
	switch {
	case errors.Is(startErr, ErrNotInstalled) && !underCI():
		t.Skip(startErr)
	case errors.Is(startErr, ErrNotInstalled):
		t.Fatal(startErr.Error() + "; CI must run the PostgreSQL tests")
	case startErr != nil:
		t.Fatal(startErr)
	}
	return shared
}

// StopShared stops the cluster Get started, if any: call it from TestMain once the tests ran.
func StopShared() {
	mu.Lock()
	defer mu.Unlock()
	if shared != nil {
		shared.Stop()
		shared = nil
	}
}

// Main runs the tests of a TestMain and stops the shared cluster after them.
func Main(m *testing.M) int {
	defer StopShared()
	return m.Run()
}

// Database gives t a fresh database, a copy of the template database named template, and returns its URL. The
// first call for a template makes it with prepare (which migrates it, say) from an empty database; the copy is
// dropped when t ends, after the cleanups t registers later (closing what uses it).
func (c *Cluster) Database(t testing.TB, template string, prepare func(url string) error) string {
	t.Helper()
	ctx := context.Background()
	if err := c.template(template, prepare); err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("t_%d", numbered.Add(1))
	if err := c.CreateDatabase(ctx, name, template); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.DropDatabase(context.Background(), name); err != nil {
			t.Errorf("pgtest: drop %s: %v", name, err)
		}
	})
	return c.URL(name)
}

func (c *Cluster) template(name string, prepare func(url string) error) error {
	mu.Lock()
	tp := templates[name]
	if tp == nil {
		tp = &template{}
		templates[name] = tp
	}
	mu.Unlock()
	tp.once.Do(func() {
		if tp.err = c.CreateDatabase(context.Background(), name, ""); tp.err != nil {
			return
		}
		if tp.err = prepare(c.URL(name)); tp.err != nil {
			tp.err = fmt.Errorf("pgtest: prepare template %s: %w", name, tp.err)
		}
	})
	return tp.err
}

func underCI() bool {
	v, _ := strconv.ParseBool(os.Getenv("CI"))
	return v
}
