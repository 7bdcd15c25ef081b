package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// FileSize is the bytes the database takes on disk, its write-ahead log included.
func (s *Store) FileSize(ctx context.Context) (int64, error) {
	var path string
	if err := s.db.GetContext(ctx, &path, `SELECT file FROM pragma_database_list WHERE name = 'main'`); err != nil {
		return 0, fmt.Errorf("store: database path: %w", err)
	}
	var total int64
	for _, p := range []string{path, path + "-wal"} {
		info, err := os.Stat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist) && p != path:
			continue // no log between checkpoints, or none yet
		case err != nil:
			return 0, fmt.Errorf("store: database size: %w", err)
		}
		total += info.Size()
	}
	return total, nil
}
