package web

import (
	"net"

	"github.com/labstack/echo/v4"
)

// ClientIP picks the address that rate limits and logs see. With no trusted
// proxy it is the peer's, whatever the headers say. Behind a trusted proxy it
// is the right-most address of X-Forwarded-For that is not one of them: the
// left part is whatever the client sent, so only what the proxies appended
// counts. Echo trusts loopback and private networks by default; here nothing
// is trusted unless listed. X-Real-IP is never read.
func ClientIP(trusted []*net.IPNet) echo.IPExtractor {
	if len(trusted) == 0 {
		return echo.ExtractIPDirect()
	}
	opts := []echo.TrustOption{echo.TrustLoopback(false), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false)}
	for _, n := range trusted {
		opts = append(opts, echo.TrustIPRange(n))
	}
	return echo.ExtractIPFromXFFHeader(opts...)
}
