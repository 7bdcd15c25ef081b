// Package pgtest starts a throw-away PostgreSQL cluster for tests: Debian's postgresql package (initdb and
// pg_ctl), in a temp dir, on a unix socket there, once per test binary, with a fresh database per test copied
// from a migrated template. Nothing is downloaded and no container is used.
package pgtest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
)

// DebianPackage is what installs the programs the cluster needs.
const DebianPackage = "postgresql"

// ErrNotInstalled means no PostgreSQL server programs (initdb, pg_ctl) were found.
var ErrNotInstalled = errors.New("pgtest: PostgreSQL is not installed (apt-get install -y " + DebianPackage + ")")

// Cluster is a running throw-away server; Stop removes it and its files.
type Cluster struct {
	dir    string // data dir and socket dir below it
	bin    string
	cred   *syscall.Credential // the postgres user's, when run as root
	admin  *sql.DB             // to the postgres database, for CREATE and DROP DATABASE
	server *exec.Cmd
}

// binDir finds the newest /usr/lib/postgresql/<version>/bin with initdb, or initdb on PATH.
func binDir() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	sort.Slice(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	if len(dirs) > 0 {
		return filepath.Dir(dirs[0]), nil
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", ErrNotInstalled
}

func version(initdb string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(initdb))))
	return v
}

// Start makes and starts a cluster: initdb without fsync, trust authentication, the socket in its own dir and
// no TCP listener. As root it runs the server programs as the postgres user, whom initdb requires.
func Start() (*Cluster, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "pgtest-")
	if err != nil {
		return nil, err
	}
	c := &Cluster{dir: dir, bin: bin}
	if os.Geteuid() == 0 {
		if c.cred, err = postgresUser(); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		if err := os.Chown(dir, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	if err := c.start(); err != nil {
		c.Stop()
		return nil, err
	}
	return c, nil
}

func postgresUser() (*syscall.Credential, error) {
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("pgtest: running as root needs the postgres user (made by the %s package): %w", DebianPackage, err)
	}
	uid, _ := strconv.ParseUint(u.Uid, 10, 32)
	gid, _ := strconv.ParseUint(u.Gid, 10, 32)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

func (c *Cluster) start() error {
	data := filepath.Join(c.dir, "data")
	if err := c.run("initdb", "--no-sync", "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "-D", data); err != nil {
		return err
	}
	log, err := os.Create(filepath.Join(c.dir, "log"))
	if err != nil {
		return err
	}
	defer log.Close()
	// The server is this process's child, not pg_ctl's daemon: it dies with the test binary, however that ends.
	c.server = exec.Command(filepath.Join(c.bin, "postgres"), "-D", data, "-k", c.dir, "-c", "listen_addresses=",
		"-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off",
		"-c", "max_connections=400", "-c", "shared_buffers=32MB")
	c.server.Stdout, c.server.Stderr = log, log
	c.server.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred, Pdeathsig: syscall.SIGKILL}
	if err := c.server.Start(); err != nil {
		return fmt.Errorf("pgtest: postgres: %w", err)
	}
	db, err := sql.Open("pgx", c.URL("postgres"))
	if err != nil {
		return err
	}
	c.admin = db
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		err := db.Ping()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			b, _ := os.ReadFile(filepath.Join(c.dir, "log"))
			return fmt.Errorf("pgtest: the server did not start: %w\n%s", err, b)
		}
	}
}

func (c *Cluster) run(program string, args ...string) error {
	cmd := exec.Command(filepath.Join(c.bin, program), args...)
	cmd.Dir = c.dir
	if c.cred != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred}
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("pgtest: %s: %w\n%s", program, err, out)
	}
	return nil
}

// URL is the connection URL of the cluster's database name, over its socket.
func (c *Cluster) URL(name string) string {
	q := url.Values{}
	q.Set("host", c.dir)
	q.Set("user", "postgres")
	return "postgres:///" + name + "?" + q.Encode()
}

// Exec runs statements on the cluster's postgres database.
func (c *Cluster) Exec(ctx context.Context, query string, args ...any) error {
	_, err := c.admin.ExecContext(ctx, query, args...)
	return err
}

// CreateDatabase makes database name, a copy of template ("" for an empty one).
func (c *Cluster) CreateDatabase(ctx context.Context, name, template string) error {
	q := "CREATE DATABASE " + quote(name)
	if template != "" {
		q += " TEMPLATE " + quote(template)
	}
	return c.Exec(ctx, q)
}

// DropDatabase removes database name, ending its sessions.
func (c *Cluster) DropDatabase(ctx context.Context, name string) error {
	return c.Exec(ctx, "DROP DATABASE IF EXISTS "+quote(name)+" WITH (FORCE)")
}

// Stop stops the server at once and removes its files.
func (c *Cluster) Stop() {
	if c.admin != nil {
		c.admin.Close()
	}
	if c.server != nil && c.server.Process != nil {
		_ = c.server.Process.Signal(syscall.SIGQUIT) // immediate shutdown: the data is thrown away
		_ = c.server.Wait()
	}
	os.RemoveAll(c.dir)
}

func quote(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }
