package ops

import (
	"flag"
	"strings"
	"testing"
)

func TestParseTrustedProxies(t *testing.T) {
	tests := []struct {
		in      string
		want    []string
		wantErr bool
	}{
		{"", nil, false},
		{"10.0.0.0/8", []string{"10.0.0.0/8"}, false},
		{" 10.0.0.0/8 , fd00::/8,", []string{"10.0.0.0/8", "fd00::/8"}, false},
		{"127.0.0.1,::1", []string{"127.0.0.1/32", "::1/128"}, false},
		{"172.16.5.4/12", []string{"172.16.0.0/12"}, false},
		{"10.0.0.0/33", nil, true},
		{"proxy.example", nil, true},
		{",", nil, true},
	}
	for _, tt := range tests {
		nets, err := parseTrustedProxies(tt.in)
		var got []string
		for _, n := range nets {
			got = append(got, n.String())
		}
		if (err != nil) != tt.wantErr || strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%q: got %v, %v; want %v (error %v)", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestParseFlagsProxiesAndMetrics(t *testing.T) {
	clearEnv(t)
	t.Setenv("RIDEPOST_TRUSTED_PROXIES", "10.0.0.0/8,::1")
	t.Setenv("RIDEPOST_METRICS_ADDR", "127.0.0.1:9090")
	cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), nil)
	if err != nil || cfg.trustedProxies != "10.0.0.0/8,::1" || cfg.metricsAddr != "127.0.0.1:9090" || len(cfg.Proxies()) != 2 {
		t.Fatalf("got %+v, %v", cfg, err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--trusted-proxies", "10.0.0.0/99"}, `invalid --trusted-proxies "10.0.0.0/99": want CIDRs`},
		{[]string{"--trusted-proxies", "nginx"}, `invalid --trusted-proxies "nginx"`},
		{[]string{"--metrics-addr", "9090"}, `invalid --metrics-addr "9090": want host:port`},
	} {
		clearEnv(t)
		_, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: got %v, want %q", tt.args, err, tt.want)
		}
	}
}
