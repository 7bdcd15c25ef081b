package ops

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"
)

func parseTrustedProxies(s string) ([]*net.IPNet, error) {
	var nets []*net.IPNet
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if ip := net.ParseIP(part); ip != nil {
			bits := 8 * len(ip.To16())
			if ip.To4() != nil {
				ip, bits = ip.To4(), 32
			}
			nets = append(nets, &net.IPNet{IP: ip, Mask: net.CIDRMask(bits, bits)})
			continue
		}
		_, n, err := net.ParseCIDR(part)
		if err != nil {
			return nil, fmt.Errorf("%q is no CIDR", part)
		}
		nets = append(nets, n)
	}
	if len(nets) == 0 && strings.TrimSpace(s) != "" {
		return nil, errors.New("no CIDR")
	}
	return nets, nil
}

// Proxies are the --trusted-proxies, checked when the flags were read.
func (c *Config) Proxies() []*net.IPNet {
	nets, _ := parseTrustedProxies(c.trustedProxies)
	return nets
}

// serveMetrics serves /metrics on a listener of its own, kept off the public address.
func serveMetrics(ln net.Listener, metrics http.Handler, logger *slog.Logger) (stop func()) {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 120 * time.Second}
	go func() {
		if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error("metrics listener stopped", "err", err)
		}
	}()
	logger.Info("metrics listening", "addr", ln.Addr().String(), "path", "/metrics")
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = hs.Shutdown(ctx)
	}
}
