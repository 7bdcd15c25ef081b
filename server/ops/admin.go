package ops

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"ridepost/store"
)

// AdminCmd runs `ridepost admin grant|revoke [--db PATH|URL] EMAIL`; a running
// server notices the change within a second.
func AdminCmd(args []string, out io.Writer) error {
	const usage = "usage: ridepost admin grant|revoke [--db PATH|URL] EMAIL"
	if len(args) == 0 || (args[0] != "grant" && args[0] != "revoke") {
		return errors.New(usage)
	}
	fs := flag.NewFlagSet("admin", flag.ContinueOnError)
	db := fs.String("db", env("db", "./data/ridepost.db"), "SQLite file")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New(usage)
	}
	ctx := context.Background()
	st, err := store.Open(ctx, *db)
	if err != nil {
		return err
	}
	defer st.Close()
	role := store.RoleAdmin
	if args[0] == "revoke" {
		role = store.RoleUser
	}
	u, err := st.SetRole(ctx, fs.Arg(0), role)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("no account with the e-mail address %s", fs.Arg(0))
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s is now %s\n", u.Email, u.Role)
	return nil
}
