package main

import (
	"net/netip"
	"net/url"
	"os"
	"strings"
)

// tlsDefaults makes --tls-domain's defaults: --addr :80 (for the ACME
// challenges and the redirect) and an https base URL on the first domain,
// unless they were given as flags or variables.
func (c *config) tlsDefaults(given map[string]bool) {
	if c.tlsDomain == "" || !validDomains(c.domains()) {
		return
	}
	set := func(name string) bool {
		_, inEnv := os.LookupEnv(envName(name))
		return given[name] || inEnv
	}
	if !set("addr") {
		c.addr = ":80"
	}
	if !set("base-url") && validAddr(c.httpsAddr) {
		c.baseURL = c.tlsBaseURL()
	}
}

// validDomains takes host names with a dot, as certificates are issued for.
func validDomains(domains []string) bool {
	for _, d := range domains {
		if _, err := netip.ParseAddr(d); err == nil || !validHost(d) || !strings.Contains(strings.Trim(d, "."), ".") {
			return false
		}
	}
	return len(domains) > 0
}

// operatorProblem checks the flags of HTTPS, backups and logs, as problem.
func (c *config) operatorProblem() (flagName, want string) {
	switch {
	case c.tlsDomain != "" && !validDomains(c.domains()):
		return "tls-domain", "want domain names separated by commas, like ridepost.example,www.ridepost.example"
	case !validAddr(c.httpsAddr):
		return "https-addr", "want host:port, like :443"
	case c.tlsDomain != "" && !strings.HasPrefix(c.baseURL, "https://"):
		return "base-url", "want an https:// URL with --tls-domain"
	case c.acmeDirectory != "" && !validDirectoryURL(c.acmeDirectory):
		return "acme-directory", "want the https:// URL of an ACME directory"
	case c.backupDir != "" && strings.TrimSpace(c.backupDir) == "":
		return "backup-dir", "want a folder"
	case c.backupEvery < minBackupEvery:
		return "backup-every", "want a duration of a minute or more, like 24h or 6h"
	case c.backupKeep < 1:
		return "backup-keep", "want a number of backups from 1"
	case c.logFormat != "text" && c.logFormat != "json":
		return "log-format", "want text or json"
	}
	return "", ""
}

func validDirectoryURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme == "https" && u.Host != ""
}
