package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"sync/atomic"

	"github.com/ngrok/sqlmw"
)

// StatementCounter counts the SQL statements a store runs: a test holds a request to a budget of statements
// with it, a count that is the same on every machine.
type StatementCounter struct {
	sqlmw.NullInterceptor
	n atomic.Int64
}

// Count is how many statements ran so far.
func (c *StatementCounter) Count() int64 { return c.n.Load() }

// ConnQueryContext counts a query run without a prepared statement.
func (c *StatementCounter) ConnQueryContext(ctx context.Context, conn driver.QueryerContext, query string, args []driver.NamedValue) (context.Context, driver.Rows, error) {
	c.n.Add(1)
	return c.NullInterceptor.ConnQueryContext(ctx, conn, query, args)
}

// ConnExecContext counts a statement run without a prepared statement.
func (c *StatementCounter) ConnExecContext(ctx context.Context, conn driver.ExecerContext, query string, args []driver.NamedValue) (driver.Result, error) {
	c.n.Add(1)
	return c.NullInterceptor.ConnExecContext(ctx, conn, query, args)
}

// StmtQueryContext counts a query run through a prepared statement.
func (c *StatementCounter) StmtQueryContext(ctx context.Context, stmt driver.StmtQueryContext, query string, args []driver.NamedValue) (context.Context, driver.Rows, error) {
	c.n.Add(1)
	return c.NullInterceptor.StmtQueryContext(ctx, stmt, query, args)
}

// StmtExecContext counts a statement run through a prepared statement.
func (c *StatementCounter) StmtExecContext(ctx context.Context, stmt driver.StmtExecContext, query string, args []driver.NamedValue) (driver.Result, error) {
	c.n.Add(1)
	return c.NullInterceptor.StmtExecContext(ctx, stmt, query, args)
}

var counted atomic.Int64

// OpenCounted is Open with every statement of the store counted (sqlmw wraps the SQLite driver: a
// well-kept interceptor, so that no hand-written driver wrapper has to follow database/sql's interfaces).
func OpenCounted(ctx context.Context, path string) (*Store, *StatementCounter, error) {
	probe, err := sql.Open("sqlite", "")
	if err != nil {
		return nil, nil, err
	}
	base := probe.Driver()
	_ = probe.Close()
	c := &StatementCounter{}
	name := fmt.Sprintf("sqlite-counted-%d", counted.Add(1))
	sql.Register(name, sqlmw.Driver(base, c))
	s, err := open(ctx, name, path)
	if err != nil {
		return nil, nil, err
	}
	return s, c, nil
}
