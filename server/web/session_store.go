package web

import (
	"bytes"
	"database/sql"
	"errors"
	"hash/maphash"
	"math"
	"sync"
	"time"

	"github.com/alexedwards/scs/v2"
)

// SessionWriteEvery is how often an unchanged session is written back to slide its idle timeout.
const SessionWriteEvery = time.Minute

const sessionKeep = 10 * time.Minute

// SessionSharedFresh is how long a session that other processes may change (Shared) is believed from memory
// after this process last read or wrote it: a sign-out on another server holds here within that time, as
// every other write does through the change feed, and a busy session costs one read a second, not one a request.
const SessionSharedFresh = time.Second

// sessionKnownMax keeps a flood of new anonymous sessions costing the store, not the heap.
const sessionKnownMax = 100_000

// SessionFindQuery is sqlite3store's Find, which also reads the expiry.
const SessionFindQuery = `SELECT data, expiry FROM sessions WHERE token = $1 AND julianday('now') < expiry`

// SessionFindQueryPostgres is postgresstore's Find, with the expiry as a Julian day, as SQLite keeps it.
const SessionFindQueryPostgres = `SELECT data, CAST(EXTRACT(EPOCH FROM expiry) / 86400 + 2440587.5 AS DOUBLE PRECISION)
	FROM sessions WHERE token = $1 AND current_timestamp < expiry`

// LazyStore keeps sessions in memory, which can answer for the store because
// this process is its only writer; memory is updated under the token's lock.
// When other processes write the store too (Shared), memory answers for SessionSharedFresh after the
// store was last read or written, then the store is read again.
type LazyStore struct {
	scs.Store
	shared bool
	every  time.Duration
	keep   time.Duration // sessionKeep
	fresh  time.Duration // SessionSharedFresh
	max    int           // sessionKnownMax
	// find is prepared once: scs parses its query on every request.
	find *sql.Stmt

	seed  maphash.Seed
	locks [64]sync.Mutex

	mu     sync.Mutex
	known  map[string]*knownSession
	pruned time.Time
}

type knownSession struct {
	data   []byte
	expiry time.Time
	// written is zero when read from the store.
	written time.Time
	used    time.Time
	// checked is when memory last agreed with the store: read from it, or written to it.
	checked time.Time
}

// Shared says whether other processes write the store too: then every Find reads it.
func (l *LazyStore) Shared(shared bool) { l.shared = shared }

// UseFind has l read sessions with find, SessionFindQuery prepared once.
func (l *LazyStore) UseFind(find *sql.Stmt) { l.find = find }

// NewLazyStore keeps st's sessions in memory.
func NewLazyStore(st scs.Store, every time.Duration) *LazyStore {
	return &LazyStore{Store: st, every: every, keep: sessionKeep, fresh: SessionSharedFresh, max: sessionKnownMax, seed: maphash.MakeSeed(), known: map[string]*knownSession{}}
}

func (l *LazyStore) lock(token string) *sync.Mutex {
	return &l.locks[maphash.String(l.seed, token)%uint64(len(l.locks))]
}

// Commit writes the session unless the same bytes were written within l.every.
func (l *LazyStore) Commit(token string, b []byte, expiry time.Time) error {
	lock := l.lock(token)
	lock.Lock()
	defer lock.Unlock()
	now := time.Now()
	l.mu.Lock()
	k := l.known[token]
	if k != nil && now.Sub(k.written) < l.every && now.Before(k.expiry) && bytes.Equal(k.data, b) {
		k.used = now
		l.mu.Unlock()
		return nil
	}
	l.mu.Unlock()
	if err := l.Store.Commit(token, b, expiry); err != nil {
		l.forget(token) // the row may or may not have changed
		return err
	}
	l.remember(token, &knownSession{data: b, expiry: expiry, written: now, used: now, checked: now})
	return nil
}

// Fresh tells whether this process wrote the session within l.every, still unexpired: writing it again, or
// sending its cookie again, would change nothing but the idle timeout's start by less than l.every.
func (l *LazyStore) Fresh(token string) bool {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	k := l.known[token]
	return k != nil && !k.written.IsZero() && now.Sub(k.written) < l.every && now.Before(k.expiry)
}

// Find reads a session that has not expired.
func (l *LazyStore) Find(token string) ([]byte, bool, error) {
	if b, ok := l.recall(token); ok {
		return b, true, nil
	}
	lock := l.lock(token)
	lock.Lock()
	defer lock.Unlock()
	if b, ok := l.recall(token); ok { // committed while we waited
		return b, true, nil
	}
	if l.find == nil {
		return l.Store.Find(token) // without its expiry, not kept
	}
	var b []byte
	var expiry float64
	err := l.find.QueryRow(token).Scan(&b, &expiry)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	now := time.Now()
	k := &knownSession{data: b, expiry: julianTime(expiry), used: now, checked: now}
	l.mu.Lock()
	if old := l.known[token]; old != nil && bytes.Equal(old.data, b) {
		k.written = old.written // as this process wrote it: no need to write it again yet
	}
	l.mu.Unlock()
	l.remember(token, k)
	return b, true, nil
}

// Delete removes the session from the store and from memory.
func (l *LazyStore) Delete(token string) error {
	lock := l.lock(token)
	lock.Lock()
	defer lock.Unlock()
	l.forget(token)
	return l.Store.Delete(token)
}

// recall answers from memory: always for this process's own store, for SessionSharedFresh after the last
// read or write for a shared one.
func (l *LazyStore) recall(token string) ([]byte, bool) {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	k := l.known[token]
	if k == nil {
		return nil, false
	}
	if !now.Before(k.expiry) {
		delete(l.known, token)
		return nil, false
	}
	if l.shared && now.Sub(k.checked) >= l.fresh {
		return nil, false
	}
	k.used = now
	return k.data, true
}

// remember is called with the token's lock held.
func (l *LazyStore) remember(token string, k *knownSession) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if k.used.Sub(l.pruned) >= l.every { // forget sessions unused for a while, and expired ones
		for t, o := range l.known {
			if k.used.Sub(o.used) >= l.keep || !k.used.Before(o.expiry) {
				delete(l.known, t)
			}
		}
		l.pruned = k.used
	}
	if _, ok := l.known[token]; ok || len(l.known) < l.max {
		l.known[token] = k
	}
}

func (l *LazyStore) forget(token string) {
	l.mu.Lock()
	delete(l.known, token)
	l.mu.Unlock()
}

func julianTime(days float64) time.Time {
	const unixEpoch = 2440587.5 // julianday('1970-01-01')
	return time.UnixMilli(int64(math.Round((days - unixEpoch) * 24 * 60 * 60 * 1000)))
}
