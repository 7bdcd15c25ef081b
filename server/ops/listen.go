package ops

import (
	"errors"
	"fmt"
	"net"
	"syscall"
)

// Listeners are the server's sockets. Listen opens them before anything else
// (the database, the match index, e-mail), so that a taken port is the first
// and only thing a failed start says.
type Listeners struct {
	app      net.Listener // --addr, or --https-addr with --tls-domain
	redirect net.Listener // --addr with --tls-domain: ACME challenges and the redirect to HTTPS
	metrics  net.Listener // --metrics-addr, when set
}

// Listen opens the configured listeners. A base URL that follows an --addr
// of port 0 gets the port given.
func Listen(cfg *Config) (*Listeners, error) {
	ls := &Listeners{}
	var err error
	if cfg.tlsDomain != "" {
		if ls.app, err = listen("https-addr", cfg.httpsAddr); err == nil {
			ls.redirect, err = listen("addr", cfg.addr)
		}
	} else {
		ls.app, err = listen("addr", cfg.addr)
	}
	if err == nil && cfg.metricsAddr != "" {
		ls.metrics, err = listen("metrics-addr", cfg.metricsAddr)
	}
	if err != nil {
		ls.Close()
		return nil, err
	}
	if cfg.baseFollowsAddr { // the port is the same, unless it was 0
		host, _, _ := net.SplitHostPort(cfg.addr)
		_, port, _ := net.SplitHostPort(ls.app.Addr().String())
		cfg.BaseURL = baseURLOf(net.JoinHostPort(host, port))
	}
	return ls, nil
}

func listen(flagName, addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, fmt.Errorf("--%s %s: %w: another program, or another ridepost, listens there; stop it or choose another port with --%s",
			flagName, addr, syscall.EADDRINUSE, flagName)
	case err != nil:
		return nil, fmt.Errorf("--%s %s: %w", flagName, addr, err)
	}
	return ln, nil
}

// Close closes the listeners not yet served (a served one is closed by its server).
func (ls *Listeners) Close() {
	for _, ln := range []net.Listener{ls.app, ls.redirect, ls.metrics} {
		if ln != nil {
			_ = ln.Close()
		}
	}
}
