package ops

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"ridepost/store"
)

const dbUsage = "usage: ridepost db copy --from ./data/ridepost.db --to postgres://USER@HOST/DATABASE"

// DBCmd runs `ridepost db copy --from PATH --to URL`: an instance moves from its SQLite file to PostgreSQL, with
// the server stopped (it holds the file's lock while it serves).
func DBCmd(args []string, out io.Writer) error {
	if len(args) == 0 || args[0] != "copy" {
		return errors.New(dbUsage)
	}
	fs := flag.NewFlagSet("db copy", flag.ContinueOnError)
	// RIDEPOST_DB names either end: the file, or (as the new servers will have it) the PostgreSQL database.
	file, url := "./data/ridepost.db", ""
	if db := env("db", ""); store.IsPostgres(db) {
		url = db
	} else if db != "" {
		file = db
	}
	from := fs.String("from", file, "the SQLite file to copy")
	to := fs.String("to", url, "the PostgreSQL database to copy into: new and empty (postgres://…; default RIDEPOST_DB)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if fs.NArg() != 0 || *to == "" || store.IsPostgres(*from) || !store.IsPostgres(*to) {
		return errors.New(dbUsage)
	}
	if _, err := os.Stat(*from); err != nil {
		return fmt.Errorf("db copy: no SQLite database at %s", *from)
	}
	unlock, err := store.LockServer(*from) // the server is stopped: nothing writes the file meanwhile
	if err != nil {
		return fmt.Errorf("db copy: %w", err)
	}
	defer unlock()
	ctx := context.Background()
	src, err := store.Open(ctx, *from) // brought to this binary's schema, as the server would at start
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := store.Open(ctx, *to)
	if err != nil {
		return err
	}
	defer dst.Close()
	start := time.Now()
	tables, err := src.CopyTo(ctx, dst)
	if err != nil {
		return err
	}
	var rows int64
	for _, t := range tables {
		fmt.Fprintf(out, "%-28s %9d rows\n", t.Name, t.Rows)
		rows += t.Rows
	}
	fmt.Fprintf(out, "copied %d rows of %d tables in %s, counts checked; start the servers with --db %s\n",
		rows, len(tables), time.Since(start).Round(time.Millisecond), store.Redacted(*to))
	return nil
}
