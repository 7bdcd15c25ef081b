package mail

import (
	"bytes"
	"errors"
	"io"
	"net"
	"strconv"
	"sync"
	"testing"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// received is one message as the test SMTP server saw it.
type received struct {
	From string
	To   []string
	Data []byte
}

// testServer is a real SMTP server on a loopback port that records messages.
type testServer struct {
	Host string
	Port int

	user, password string // when set, AUTH PLAIN is required
	rejectRcpt     string // RCPT TO this address is refused
	failData       int    // the first failData messages are refused for now (451)

	mu       sync.Mutex
	msgs     []received
	attempts int // messages offered, refused ones included
}

// startSMTP starts a testServer; configure it with opts before it listens.
func startSMTP(t *testing.T, opts ...func(*testServer)) *testServer {
	t.Helper()
	ts := &testServer{}
	for _, o := range opts {
		o(ts)
	}
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) {
		return &testSession{srv: ts}, nil
	}))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(l) }() // ends with an error when Close stops it
	t.Cleanup(func() { srv.Close() })

	host, port, _ := net.SplitHostPort(l.Addr().String())
	ts.Host = host
	ts.Port, _ = strconv.Atoi(port)
	return ts
}

func (ts *testServer) messages() []received {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return append([]received(nil), ts.msgs...)
}

// testSession implements smtp.AuthSession.
type testSession struct {
	srv    *testServer
	authed bool
	cur    received
}

func (s *testSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *testSession) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if s.srv.user == "" || user != s.srv.user || pass != s.srv.password {
			return errors.New("invalid credentials")
		}
		s.authed = true
		return nil
	}), nil
}

func (s *testSession) Mail(from string, _ *smtp.MailOptions) error {
	if s.srv.user != "" && !s.authed {
		return smtp.ErrAuthRequired
	}
	s.cur = received{From: from}
	return nil
}

func (s *testSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	if to == s.srv.rejectRcpt {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such user"}
	}
	s.cur.To = append(s.cur.To, to)
	return nil
}

func (s *testSession) Data(r io.Reader) error {
	var b bytes.Buffer
	if _, err := io.Copy(&b, r); err != nil {
		return err
	}
	s.cur.Data = b.Bytes()
	s.srv.mu.Lock()
	defer s.srv.mu.Unlock()
	s.srv.attempts++
	if s.srv.attempts <= s.srv.failData {
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
	}
	s.srv.msgs = append(s.srv.msgs, s.cur)
	return nil
}

// offered is how many messages were offered, refused ones included.
func (ts *testServer) offered() int {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.attempts
}

func (s *testSession) Reset()        { s.cur = received{} }
func (s *testSession) Logout() error { return nil }
