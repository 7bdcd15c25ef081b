package store

import (
	"context"
	"database/sql"
	"sync"

	"github.com/jmoiron/sqlx"
)

// preparedDB runs reads through statements prepared once per query: SQLite's parser costs more than most reads.
type preparedDB struct {
	db    *sqlx.DB
	mu    sync.Mutex
	stmts map[string]*sqlx.Stmt
}

const maxPrepared = 512

func newPreparedDB(db *sqlx.DB) *preparedDB {
	return &preparedDB{db: db, stmts: map[string]*sqlx.Stmt{}}
}

func (p *preparedDB) stmt(query string) (*sqlx.Stmt, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if st, ok := p.stmts[query]; ok {
		return st, nil
	}
	if len(p.stmts) >= maxPrepared {
		return nil, nil
	}
	st, err := p.db.Preparex(query)
	if err != nil {
		return nil, err
	}
	p.stmts[query] = st
	return st, nil
}

func (p *preparedDB) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := p.stmt(query)
	if err != nil || st == nil {
		return p.db.QueryContext(ctx, query, args...)
	}
	return st.QueryContext(ctx, args...)
}

func (p *preparedDB) QueryxContext(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	st, err := p.stmt(query)
	if err != nil || st == nil {
		return p.db.QueryxContext(ctx, query, args...)
	}
	return st.QueryxContext(ctx, args...)
}

func (p *preparedDB) QueryRowxContext(ctx context.Context, query string, args ...any) *sqlx.Row {
	st, err := p.stmt(query)
	if err != nil || st == nil {
		return p.db.QueryRowxContext(ctx, query, args...)
	}
	return st.QueryRowxContext(ctx, args...)
}

func (p *preparedDB) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, st := range p.stmts {
		_ = st.Close()
	}
	clear(p.stmts)
}
