// Package smtptest is a real SMTP server on a loopback port for tests: it
// records what it is sent, and can ask for a login, offer STARTTLS, refuse
// a recipient or refuse messages for now.
package smtptest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"net"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Message is one message as the server saw it.
type Message struct {
	From string
	To   []string
	Data []byte
}

// Server is set up by Start's options, before it listens.
type Server struct {
	Host string
	Port int

	User, Password string // when set, AUTH PLAIN is required
	RejectRcpt     string // RCPT TO this address is refused (550)
	FailData       int    // the first FailData messages are refused for now (451)
	// TLS offers STARTTLS with a certificate for 127.0.0.1 that Roots trusts.
	TLS   bool
	Roots *x509.CertPool

	mu       sync.Mutex
	msgs     []Message
	attempts int // messages offered, refused ones included
}

// Start starts a Server, set up by opts, until the test ends.
func Start(t testing.TB, opts ...func(*Server)) *Server {
	t.Helper()
	s := &Server{}
	for _, o := range opts {
		o(s)
	}
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) {
		return &session{srv: s}, nil
	}))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	if s.TLS {
		cert, roots, err := selfSigned()
		if err != nil {
			t.Fatal(err)
		}
		srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
		s.Roots = roots
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(l) }() // ends with an error when Close stops it
	t.Cleanup(func() { srv.Close() })

	host, port, _ := net.SplitHostPort(l.Addr().String())
	s.Host = host
	s.Port, _ = strconv.Atoi(port)
	return s
}

// Messages are the messages accepted so far.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.msgs...)
}

// Offered is how many messages were offered, refused ones included.
func (s *Server) Offered() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.attempts
}

// selfSigned is a certificate for 127.0.0.1 and the pool that trusts it.
func selfSigned() (tls.Certificate, *x509.CertPool, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "smtptest"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, DNSNames: []string{"localhost"},
		KeyUsage:    x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, nil, err
	}
	parsed, err := x509.ParseCertificate(der)
	if err != nil {
		return tls.Certificate{}, nil, err
	}
	roots := x509.NewCertPool()
	roots.AddCert(parsed)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, roots, nil
}

// session implements smtp.AuthSession.
type session struct {
	srv    *Server
	authed bool
	cur    Message
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if s.srv.User == "" || user != s.srv.User || pass != s.srv.Password {
			return errors.New("invalid credentials")
		}
		s.authed = true
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if s.srv.User != "" && !s.authed {
		return smtp.ErrAuthRequired
	}
	s.cur = Message{From: from}
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if to == s.srv.RejectRcpt {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such user"}
	}
	s.cur.To = append(s.cur.To, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	var b bytes.Buffer
	if _, err := io.Copy(&b, r); err != nil {
		return err
	}
	s.cur.Data = b.Bytes()
	s.srv.mu.Lock()
	defer s.srv.mu.Unlock()
	s.srv.attempts++
	if s.srv.attempts <= s.srv.FailData {
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
	}
	s.srv.msgs = append(s.srv.msgs, s.cur)
	return nil
}

func (s *session) Reset()        { s.cur = Message{} }
func (s *session) Logout() error { return nil }
