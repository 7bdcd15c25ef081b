package ops

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"flag"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestTLSWithPebble runs the real listeners with --tls-domain against pebble, the ACME
// test server (.ci/run installs it): pebble validates http-01 on the HTTP listener, the
// certificate lands beside the database, HTTPS answers with HSTS and HTTP redirects with 308.
func TestTLSWithPebble(t *testing.T) {
	for _, tool := range []string{"pebble", "pebble-challtestsrv"} {
		needTool(t, tool, "pebble", "cannot test HTTPS against a local ACME server")
	}
	clearEnv(t)
	dir := t.TempDir()
	const domain = "ridepost.localhost"
	httpPort, httpsPort, closedPort := freePort(t), freePort(t), freePort(t)
	directory, acmeClient, rootsURL := startPebble(t, dir, httpPort, closedPort)

	cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{
		"--db", filepath.Join(dir, "data", "ridepost.db"), "--tls-domain", domain,
		"--addr", "127.0.0.1:" + httpPort, "--https-addr", "127.0.0.1:" + httpsPort, "--acme-directory", directory,
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := "https://" + domain + ":" + httpsPort; cfg.BaseURL != want {
		t.Fatalf("base URL %q, want %q", cfg.BaseURL, want)
	}
	cfg.acmeClient = acmeClient
	var logs syncBuffer
	logger := NewLogger(&logs, "text", false)
	ls, err := Listen(&cfg)
	if err != nil {
		t.Fatal(err)
	}
	st, srv := newTestServer(t, cfg, logger)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, cfg, ls, st, srv, logger) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
		if t.Failed() {
			t.Logf("ridepost's log:\n%s", logs.String())
		}
	}()

	client := clientFor(t, rootsFrom(t, acmeClient, rootsURL))
	var res *http.Response
	deadline := time.Now().Add(30 * time.Second)
	for {
		if res, err = client.Get("https://" + domain + ":" + httpsPort + "/healthz"); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no HTTPS answer: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("HTTPS /healthz: status %d", res.StatusCode)
	}
	if got := res.Header.Get("Strict-Transport-Security"); got != "max-age=63072000; includeSubDomains" {
		t.Errorf("HSTS %q", got)
	}
	if got := res.TLS.PeerCertificates[0].DNSNames; len(got) != 1 || got[0] != domain {
		t.Errorf("certificate for %v", got)
	}
	cacheDir := filepath.Join(dir, "data", "certs")
	if matches, _ := filepath.Glob(filepath.Join(cacheDir, "*", domain)); len(matches) != 1 {
		t.Errorf("no certificate cached in %s", cacheDir)
	}

	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	res, err = client.Post("http://"+domain+":"+httpPort+"/parcel/5?tab=requests", "text/plain", nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	want := "https://" + domain + ":" + httpsPort + "/parcel/5?tab=requests"
	if res.StatusCode != http.StatusPermanentRedirect || res.Header.Get("Location") != want {
		t.Errorf("HTTP answer %d to %q, want 308 to %q", res.StatusCode, res.Header.Get("Location"), want)
	}
	if res.Header.Get("Strict-Transport-Security") != "" {
		t.Error("HSTS on plain HTTP")
	}
}

// startPebble runs pebble-challtestsrv as the DNS server (every name is
// 127.0.0.1) and pebble validating http-01 on httpPort and tls-alpn-01 on
// tlsPort. It returns the directory URL, a client that trusts pebble's own
// certificate, and the URL of the roots of the certificates it issues.
func startPebble(t *testing.T, dir, httpPort, tlsPort string) (directory string, client *http.Client, rootsURL string) {
	t.Helper()
	certPEM, keyPEM, pool := selfSigned(t)
	certFile, keyFile := filepath.Join(dir, "pebble-cert.pem"), filepath.Join(dir, "pebble-key.pem")
	writeFile(t, certFile, certPEM)
	writeFile(t, keyFile, keyPEM)
	acmePort, mgmtPort, dnsPort := freePort(t), freePort(t), freePort(t)
	conf, _ := json.Marshal(map[string]any{"pebble": map[string]any{
		"listenAddress": "127.0.0.1:" + acmePort, "managementListenAddress": "127.0.0.1:" + mgmtPort,
		"certificate": certFile, "privateKey": keyFile,
		"httpPort": mustAtoi(t, httpPort), "tlsPort": mustAtoi(t, tlsPort),
		"ocspResponderURL": "", "externalAccountBindingRequired": false,
	}})
	confFile := filepath.Join(dir, "pebble-config.json")
	writeFile(t, confFile, conf)

	startCmd(t, exec.Command("pebble-challtestsrv", "-dns01", "127.0.0.1:"+dnsPort, "-http01", "", "-https01", "",
		"-tlsalpn01", "", "-management", "127.0.0.1:"+freePort(t), "-defaultIPv6", ""))
	cmd := exec.Command("pebble", "-config", confFile, "-dnsserver", "127.0.0.1:"+dnsPort)
	// No random sleeps before validating, no nonce rejected on purpose, and no proxy between it and us.
	cmd.Env = append(os.Environ(), "PEBBLE_VA_NOSLEEP=1", "PEBBLE_WFE_NONCEREJECT=0", "PEBBLE_AUTHZREUSE=0",
		"NO_PROXY=*", "no_proxy=*")
	startCmd(t, cmd)

	client = &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	directory = "https://127.0.0.1:" + acmePort + "/dir"
	waitFor(t, func() bool {
		res, err := client.Get(directory)
		if err == nil {
			res.Body.Close()
		}
		return err == nil && res.StatusCode == http.StatusOK
	})
	return directory, client, "https://127.0.0.1:" + mgmtPort + "/roots/0"
}

// rootsFrom reads the root of pebble's issued certificates (made at its start).
func rootsFrom(t *testing.T, client *http.Client, url string) *x509.CertPool {
	t.Helper()
	res, err := client.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(body) {
		t.Fatalf("pebble's roots: %d %s", res.StatusCode, body)
	}
	return pool
}

// clientFor trusts roots and dials every name at 127.0.0.1, so that the
// certificate's domain need not resolve.
func clientFor(t *testing.T, roots *x509.CertPool) *http.Client {
	t.Helper()
	var d net.Dialer
	tr := &http.Transport{
		TLSClientConfig: &tls.Config{RootCAs: roots},
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			_, port, _ := net.SplitHostPort(addr)
			return d.DialContext(ctx, network, "127.0.0.1:"+port)
		},
	}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Timeout: 10 * time.Second, Transport: tr}
}

// selfSigned makes pebble's own certificate, for 127.0.0.1 and localhost.
func selfSigned(t *testing.T) (certPEM, keyPEM []byte, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "pebble test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		DNSNames: []string{"localhost"}, IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage:    x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	pool = x509.NewCertPool()
	pool.AddCert(cert)
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), pool
}

// startCmd runs cmd until the test ends, its output going to the test's log on failure.
func startCmd(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	var out syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("%s:\n%s", cmd.Path, out.String())
		}
	})
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
