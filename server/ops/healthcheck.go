package ops

import (
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// HealthcheckCmd runs `ridepost healthcheck`, the HEALTHCHECK of container images without curl.
func HealthcheckCmd(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("healthcheck", flag.ContinueOnError)
	target := fs.String("url", "", "health URL (default: /healthz on this machine at RIDEPOST_ADDR, or RIDEPOST_HTTPS_ADDR with RIDEPOST_TLS_DOMAIN)")
	timeout := fs.Duration("timeout", 5*time.Second, "how long to wait for the answer")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return errors.New("usage: ridepost healthcheck [--url URL] [--timeout 5s]")
	}
	client := &http.Client{
		Timeout: *timeout,
		// A redirect (the HTTP side of --tls-domain) is not health.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	u := *target
	if u == "" {
		var serverName string
		u, serverName = localHealthURL()
		if serverName != "" {
			client.Transport = &http.Transport{TLSClientConfig: &tls.Config{ServerName: serverName, MinVersion: tls.VersionTLS12}}
		}
	} else if parsed, err := url.Parse(u); err == nil && strings.Trim(parsed.Path, "/") == "" {
		u = strings.TrimRight(u, "/") + "/healthz"
	}
	res, err := client.Get(u)
	if err != nil {
		return fmt.Errorf("unhealthy: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("unhealthy: %s answered %s", u, res.Status)
	}
	fmt.Fprintln(stdout, "healthy:", u)
	return nil
}

func localHealthURL() (u, serverName string) {
	scheme, addr := "http", env("addr", ":8080")
	if domains := strings.TrimSpace(env("tls-domain", "")); domains != "" {
		scheme, addr = "https", env("https-addr", ":443")
		serverName = strings.TrimSpace(strings.Split(domains, ",")[0])
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		host, port = "", "8080"
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1" // the server listens on every address
	}
	return scheme + "://" + net.JoinHostPort(host, port) + "/healthz", serverName
}
