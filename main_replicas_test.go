package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"ridepost/store/pgtest"
)

// asServer makes this test binary run as the ridepost binary, for the tests that start it as another process.
const asServer = "RIDEPOST_TEST_AS_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(asServer) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(pgtest.Main(m))
}

// replicaConns is each replica's --db-max-conns.
const replicaConns = 4

// replicaProcess is one ridepost process on a database.
type replicaProcess struct {
	cmd  *exec.Cmd
	addr string
	logs *bytes.Buffer
}

func startReplica(t *testing.T, db string) *replicaProcess {
	t.Helper()
	p := &replicaProcess{addr: freeAddr(t), logs: &bytes.Buffer{}}
	p.cmd = exec.Command(os.Args[0], "--addr", p.addr, "--db", db, "--dev", "--base-url", "http://"+p.addr,
		"--db-max-conns", strconv.Itoa(replicaConns))
	p.cmd.Env = []string{asServer + "=1", "PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
	p.cmd.Stdout, p.cmd.Stderr = p.logs, p.logs
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.kill(syscall.SIGKILL) })
	return p
}

func (p *replicaProcess) ready(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for healthz(p.addr) != http.StatusOK {
		if time.Now().After(deadline) || p.cmd.ProcessState != nil {
			t.Fatalf("%s is not ready:\n%s", p.addr, p.logs)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (p *replicaProcess) kill(sig syscall.Signal) {
	if p.cmd.Process != nil && p.cmd.ProcessState == nil {
		_ = p.cmd.Process.Signal(sig)
		_ = p.cmd.Wait()
	}
}

// member is a browser: one cookie jar for every replica (all on 127.0.0.1), and the session's CSRF token.
type member struct {
	t     *testing.T
	http  *http.Client
	token string
}

func newMember(t *testing.T) *member {
	jar, _ := cookiejar.New(nil)
	return &member{t: t, http: &http.Client{Jar: jar, Timeout: 10 * time.Second}}
}

func (m *member) call(p *replicaProcess, method, path string, body any) (int, map[string]any, string) {
	m.t.Helper()
	var in bytes.Buffer
	if body != nil {
		_ = json.NewEncoder(&in).Encode(body)
	}
	req, _ := http.NewRequest(method, "http://"+p.addr+path, &in)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", "http://"+p.addr)
	if m.token != "" {
		req.Header.Set("X-CSRF-Token", m.token)
	}
	res, err := m.http.Do(req)
	if err != nil {
		return 0, nil, err.Error()
	}
	defer res.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(res.Body)
	var out map[string]any
	_ = json.Unmarshal(buf.Bytes(), &out)
	return res.StatusCode, out, buf.String()
}

// verified signs a member up on p and verifies the address from the e-mail, which any replica may have sent.
func verified(t *testing.T, email string, p *replicaProcess, all ...*replicaProcess) *member {
	t.Helper()
	m := newMember(t)
	status, out, body := m.call(p, "POST", "/auth/signup", map[string]string{"email": email, "password": "correct horse"})
	if status != http.StatusCreated {
		t.Fatalf("sign-up: %d %s", status, body)
	}
	m.token, _ = out["token"].(string)
	link := regexp.MustCompile(`/signup/verified-email\?token=([A-Za-z0-9_-]+)`)
	deadline := time.Now().Add(10 * time.Second)
	for {
		for _, r := range all {
			_, _, mails := m.call(r, "GET", "/dev/mail", nil)
			for _, found := range link.FindAllStringSubmatch(mails, -1) {
				if strings.Contains(mails, email) {
					if status, _, body := m.call(p, "POST", "/auth/verify-email", map[string]string{"token": found[1]}); status != http.StatusOK {
						t.Fatalf("verify: %d %s", status, body)
					}
					return m
				}
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no verification e-mail to %s", email)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

const kyiv, lviv, rivne = 703448, 702550, 695594

func parcelBody(from, to int) map[string]any {
	return map[string]any{"type": "books", "size": "S", "cost": 150, "prohibitedAck": true,
		"shippingAddress": map[string]any{"placeId": from}, "deliveryAddress": map[string]any{"placeId": to},
		"shippingDate": time.Now().In(time.UTC).AddDate(0, 0, 2).Format("2006-01-02"),
		"recipient":    map[string]any{"name": "Ivan", "lastName": "Franko", "phoneNumber": "0671234567"}}
}

// found waits until a search on p finds the parcel, and says how long that took.
func (m *member) found(p *replicaProcess, from, to int, parcel any, within time.Duration) (time.Duration, bool) {
	start := time.Now()
	want := fmt.Sprintf(`"parcelId":%v`, parcel)
	for time.Since(start) < within {
		if _, _, body := m.call(p, "GET", fmt.Sprintf("/api/parcels/available?from=%d&to=%d", from, to), nil); strings.Contains(body, want) {
			return time.Since(start), true
		}
		time.Sleep(5 * time.Millisecond)
	}
	return within, false
}

// Two processes of the real binary on one PostgreSQL database, as replicas behind a load balancer: started at
// once on an empty database they migrate it once; a session made on one holds on the other; a parcel posted on
// one is found on the other within a second; a request made on one reaches the sender's live stream on the
// other; each keeps to its --db-max-conns; one killed mid-traffic, the other goes on; the other's feed
// connection cut, it catches up; restarted after the first's writes, it finds them.
func TestTwoProcessesOnOnePostgreSQL(t *testing.T) {
	c := pgtest.Get(t)
	name := fmt.Sprintf("replicas_%d", time.Now().UnixNano())
	if err := c.CreateDatabase(t.Context(), name, ""); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.DropDatabase(t.Context(), name) })
	db := c.URL(name)

	a, b := startReplica(t, db), startReplica(t, db) // at once, on an empty database
	a.ready(t)
	b.ready(t)
	sender := verified(t, "sender@example.com", a, a, b) // signed up on a, verified on a from the mail
	// The session holds on b at once; the verification, committed on a, reaches b's caches through the feed
	// (within a second, as every write: typically milliseconds).
	for deadline := time.Now().Add(time.Second); ; time.Sleep(5 * time.Millisecond) {
		status, out, body := sender.call(b, "GET", "/api/profile", nil)
		if status != http.StatusOK {
			t.Fatalf("the session made on a, on b: %d %s", status, body)
		}
		if out["emailVerified"] == true {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the address verified on a is not verified on b within a second: %s", body)
		}
	}
	status, out, body := sender.call(a, "POST", "/api/parcels", parcelBody(kyiv, lviv))
	if status != http.StatusCreated {
		t.Fatalf("post on a: %d %s", status, body)
	}
	visitor := newMember(t)
	// Within a second counts the search that finds it (a slow search, as one JIT-compiled, would pass late).
	took, ok := visitor.found(b, kyiv, lviv, out["parcelId"], time.Second)
	if !ok || took > time.Second {
		t.Fatalf("a parcel posted on a is not found on b within a second (%v)", took)
	}
	t.Logf("posted on a, found on b after %v", took)

	// A request made on a reaches the sender's live stream held on b, through the change feed.
	events := sender.stream(b)
	driver := verified(t, "driver@example.com", a, a, b)
	for _, m := range []*member{sender, driver} {
		if status, _, body := m.call(a, "POST", "/auth/signup/about-yourself",
			map[string]string{"name": "Olena", "surname": "Member", "phone": "0931234567"}); status != http.StatusOK {
			t.Fatalf("about yourself: %d %s", status, body)
		}
	}
	status, car, body := driver.call(a, "POST", "/api/profile/vehicle",
		map[string]string{"vehicleType": "car", "modelType": "van", "modelName": "Ford Transit", "idNumber": "AA1234BB"})
	if status != http.StatusCreated {
		t.Fatalf("vehicle: %d %s", status, body)
	}
	status, ride, body := driver.call(a, "POST", "/api/rides", map[string]any{"vehicleId": car["VehicleId"], "capacity": 4,
		"departureAddress": map[string]any{"placeId": kyiv}, "arrivalAddress": map[string]any{"placeId": lviv},
		"departureDate": time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)})
	if status != http.StatusCreated {
		t.Fatalf("ride: %d %s", status, body)
	}
	asked := time.Now()
	if status, _, body := driver.call(a, "POST", fmt.Sprintf("/api/parcels/%v/requests", out["parcelId"]),
		map[string]any{"rideId": ride["rideId"], "cost": 150}); status != http.StatusCreated {
		t.Fatalf("a driver's offer on a: %d %s", status, body)
	}
	if !events.await("request_received", 2*time.Second) {
		t.Fatal("the request made on a did not reach the sender's stream on b within 2 s")
	}
	t.Logf("asked on a, on the sender's stream on b after %v", time.Since(asked))

	// Each replica keeps within --db-max-conns, and two connections of its own: the listener of the others' writes
	// and the watch for writes made by hand.
	admin, err := sql.Open("pgx", c.URL("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	var posts sync.WaitGroup
	for range 12 { // at once, each write holding a connection while it waits for the write lock
		posts.Go(func() {
			if status, _, body := sender.call(a, "POST", "/api/parcels", parcelBody(lviv, kyiv)); status != http.StatusCreated {
				t.Errorf("posts at once on a: %d %s", status, body)
			}
		})
	}
	posts.Wait()
	var conns int
	if err := admin.QueryRow(`SELECT count(*) FROM pg_stat_activity WHERE datname = $1`, name).Scan(&conns); err != nil {
		t.Fatal(err)
	}
	if conns > 2*(replicaConns+2) {
		t.Errorf("two replicas with --db-max-conns %d hold %d connections, want at most %d", replicaConns, conns, 2*(replicaConns+2))
	}

	// a is killed mid-traffic; b goes on, and indexes what is posted on it.
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
				visitor.call(a, "GET", fmt.Sprintf("/api/parcels/available?from=%d&to=%d", kyiv, lviv), nil)
			}
		}
	}()
	time.Sleep(100 * time.Millisecond)
	a.kill(syscall.SIGKILL)
	close(stop)
	<-done
	status, out, body = sender.call(b, "POST", "/api/parcels", parcelBody(kyiv, rivne))
	if status != http.StatusCreated {
		t.Fatalf("post on b with a dead: %d %s", status, body)
	}
	if _, ok := visitor.found(b, kyiv, rivne, out["parcelId"], time.Second); !ok {
		t.Fatal("b does not find what was posted on it once a died")
	}

	// b's feed connection is cut: it listens again and reads what it missed. (The killed a's backends end once
	// PostgreSQL sees their sockets closed: b's listener is then the only one.)
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		var listeners int
		if err := admin.QueryRow(`SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'`,
			name).Scan(&listeners); err != nil {
			t.Fatal(err)
		}
		if listeners == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d feed listeners with a killed, want b's alone", listeners)
		}
	}
	var cut int
	if err := admin.QueryRow(`SELECT count(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = $1 AND query LIKE 'LISTEN%') AS t`, name).Scan(&cut); err != nil || cut != 1 {
		t.Fatalf("b's feed connection: %d cut, %v", cut, err)
	}
	a = startReplica(t, db)
	a.ready(t)
	status, out, body = sender.call(a, "POST", "/api/parcels", parcelBody(lviv, rivne))
	if status != http.StatusCreated {
		t.Fatalf("post on a new a: %d %s", status, body)
	}
	if took, ok := visitor.found(b, lviv, rivne, out["parcelId"], 3*time.Second); !ok {
		t.Fatal("b, its feed connection cut, does not find a's parcel")
	} else {
		t.Logf("feed connection cut: found on b after %v", took)
	}

	// b stopped; a writes; b started again finds it.
	b.kill(syscall.SIGTERM)
	status, out, body = sender.call(a, "POST", "/api/parcels", parcelBody(rivne, kyiv))
	if status != http.StatusCreated {
		t.Fatalf("post on a with b stopped: %d %s", status, body)
	}
	b = startReplica(t, db)
	b.ready(t)
	if _, ok := visitor.found(b, rivne, kyiv, out["parcelId"], time.Second); !ok {
		t.Fatal("b, restarted after a's write, does not find it")
	}
}

// liveStream is a member's open GET /api/events on one replica: its lines as they come.
type liveStream struct{ lines chan string }

// stream opens m's live stream on p; it closes with the test.
func (m *member) stream(p *replicaProcess) *liveStream {
	m.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	m.t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", "http://"+p.addr+"/api/events", nil)
	res, err := (&http.Client{Jar: m.http.Jar}).Do(req)
	if err != nil {
		m.t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK {
		m.t.Fatalf("events on %s: %d", p.addr, res.StatusCode)
	}
	s := &liveStream{lines: make(chan string, 64)}
	go func() {
		defer res.Body.Close()
		for sc := bufio.NewScanner(res.Body); sc.Scan(); {
			select {
			case s.lines <- sc.Text():
			default: // a test that stopped reading
			}
		}
	}()
	return s
}

// await tells whether a line holding what came within d.
func (s *liveStream) await(what string, d time.Duration) bool {
	deadline := time.After(d)
	for {
		select {
		case line := <-s.lines:
			if strings.Contains(line, what) {
				return true
			}
		case <-deadline:
			return false
		}
	}
}
