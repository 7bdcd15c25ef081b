package store

import (
	"context"
	"database/sql/driver"
	"strconv"
	"strings"

	"github.com/ngrok/sqlmw"
)

// The store's SQL is written once, in the SQL both engines take. On PostgreSQL the driver adapts exactly two
// things in each statement's text, here and nowhere else:
//   - placeholders: `?` becomes `$1`, `$2`… in order, and `?N` becomes `$N` (sqlx's Rebind would turn `?1`
//     into `$11`, and rewrite a `?` inside a string literal);
//   - `json_each(?)`, the id lists of batch.go: SQLite's table of a JSON array's values becomes
//     PostgreSQL's, as a subquery with the same `value` column, of ids. It must be given an alias.
//
// Write transactions take writeLockKey first (pgWriter.ConnBeginTx), as SQLite's BEGIN IMMEDIATE takes its one
// write lock: the store's read-check-write transactions keep the single-writer semantics they were written for.

// pgJSONIDs is json_each(?) on PostgreSQL.
const pgJSONIDs = `(SELECT CAST(value AS BIGINT) AS value FROM json_array_elements_text(CAST(? AS json)))`

// writeLockKey is the advisory lock of write transactions: one writer at a time, as on SQLite.
const writeLockKey = 7_301_991

// pgSQL is query in PostgreSQL's words.
func pgSQL(query string) string {
	if !strings.ContainsRune(query, '?') {
		return query
	}
	query = strings.ReplaceAll(query, "json_each(?)", pgJSONIDs)
	var b strings.Builder
	b.Grow(len(query) + 16)
	next := 1
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case c == '\'' || c == '"':
			end := strings.IndexByte(query[i+1:], c)
			if end < 0 {
				b.WriteString(query[i:])
				return b.String()
			}
			b.WriteString(query[i : i+end+2])
			i += end + 1
		case c == '-' && i+1 < len(query) && query[i+1] == '-':
			end := strings.IndexByte(query[i:], '\n')
			if end < 0 {
				end = len(query) - i
			}
			b.WriteString(query[i : i+end])
			i += end - 1
		case c == '?':
			j := i + 1
			for j < len(query) && query[j] >= '0' && query[j] <= '9' {
				j++
			}
			b.WriteByte('$')
			if j > i+1 {
				b.WriteString(query[i+1 : j])
			} else {
				b.WriteString(strconv.Itoa(next))
				next++
			}
			i = j - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

var writeLockSQL = "SELECT pg_advisory_xact_lock(" + strconv.Itoa(writeLockKey) + ")"

// pgWriter is the PostgreSQL driver's side of the store: the SQL adapted, write transactions serialized.
type pgWriter struct{ sqlmw.NullInterceptor }

func (pgWriter) ConnPrepareContext(ctx context.Context, conn driver.ConnPrepareContext, query string) (context.Context, driver.Stmt, error) {
	st, err := conn.PrepareContext(ctx, pgSQL(query))
	return ctx, st, err
}

func (pgWriter) ConnExecContext(ctx context.Context, conn driver.ExecerContext, query string, args []driver.NamedValue) (driver.Result, error) {
	return conn.ExecContext(ctx, pgSQL(query), args)
}

func (pgWriter) ConnQueryContext(ctx context.Context, conn driver.QueryerContext, query string, args []driver.NamedValue) (context.Context, driver.Rows, error) {
	rows, err := conn.QueryContext(ctx, pgSQL(query), args)
	return ctx, rows, err
}

func (pgWriter) ConnBeginTx(ctx context.Context, conn driver.ConnBeginTx, opts driver.TxOptions) (context.Context, driver.Tx, error) {
	tx, err := conn.BeginTx(ctx, opts)
	if err != nil || opts.ReadOnly {
		return ctx, tx, err
	}
	ex, ok := conn.(driver.ExecerContext)
	if !ok {
		return ctx, tx, nil
	}
	if _, err := ex.ExecContext(ctx, writeLockSQL, nil); err != nil {
		_ = tx.Rollback()
		return ctx, nil, err
	}
	return ctx, tx, nil
}
