package server

import (
	"database/sql"
	"errors"
	"reflect"
	"sync"
	"time"

	"github.com/alexedwards/scs/v2"
)

// sessionWriteEvery is how often a session that changed nothing is written
// back: scs commits every session on every request to slide its idle
// timeout, which made every signed-in read a database write (PRODUCT.md §8).
const sessionWriteEvery = time.Minute

// lazyStore passes a session's commit through to the store only when its
// values changed, or when it was last written over sessionWriteEvery ago
// (so the idle timeout still slides, a minute late at most).
type lazyStore struct {
	scs.Store
	codec scs.Codec
	every time.Duration
	// find, when set, is the store's Find query prepared once (scs parses
	// it on every request).
	find *sql.Stmt

	mu      sync.Mutex
	written map[string]sessionWrite
	pruned  time.Time
}

type sessionWrite struct {
	at     time.Time
	values map[string]any
}

func newLazyStore(st scs.Store, codec scs.Codec, every time.Duration) *lazyStore {
	return &lazyStore{Store: st, codec: codec, every: every, written: map[string]sessionWrite{}}
}

// Commit writes the session unless the same values were written within l.every.
func (l *lazyStore) Commit(token string, b []byte, expiry time.Time) error {
	_, values, err := l.codec.Decode(b)
	now := time.Now()
	if err == nil {
		l.mu.Lock()
		last, ok := l.written[token]
		l.mu.Unlock()
		if ok && now.Sub(last.at) < l.every && reflect.DeepEqual(last.values, values) {
			return nil
		}
	}
	if err := l.Store.Commit(token, b, expiry); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if values != nil {
		l.written[token] = sessionWrite{at: now, values: values}
	}
	if now.Sub(l.pruned) > l.every { // forget sessions not written lately: they are written again anyway
		for t, w := range l.written {
			if now.Sub(w.at) >= l.every {
				delete(l.written, t)
			}
		}
		l.pruned = now
	}
	return nil
}

// Find reads a session that has not expired.
func (l *lazyStore) Find(token string) ([]byte, bool, error) {
	if l.find == nil {
		return l.Store.Find(token)
	}
	var b []byte
	err := l.find.QueryRow(token).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	return b, true, nil
}

// Delete removes the session from the store and from what was written.
func (l *lazyStore) Delete(token string) error {
	l.mu.Lock()
	delete(l.written, token)
	l.mu.Unlock()
	return l.Store.Delete(token)
}
