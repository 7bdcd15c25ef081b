package ops

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"ridepost/server/mail/smtptest"
)

// `ridepost mail test` sends over real SMTP (STARTTLS and a login) through the
// flags or variables the server reads, and says that it worked.
func TestMailTestSends(t *testing.T) {
	ts := smtptest.Start(t, func(s *smtptest.Server) { s.TLS, s.User, s.Password = true, "mailer", "s3cret" })
	port := strconv.Itoa(ts.Port)
	for _, tt := range []struct {
		name string
		args []string
		env  map[string]string
	}{
		{"flags", []string{"test", "--smtp-host", ts.Host, "--smtp-port", port, "--smtp-user", "mailer", "--smtp-password", "s3cret",
			"--smtp-from", "Ridepost <noreply@ride.example>", "olena@example.com"}, nil},
		{"variables", []string{"test", "olena@example.com"}, map[string]string{"RIDEPOST_SMTP_HOST": ts.Host, "RIDEPOST_SMTP_PORT": port,
			"RIDEPOST_SMTP_USER": "mailer", "RIDEPOST_SMTP_PASSWORD": "s3cret", "RIDEPOST_SMTP_FROM": "Ridepost <noreply@ride.example>"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			before := len(ts.Messages())
			var out bytes.Buffer
			if err := mailCmd(tt.args, &out, ts.Roots); err != nil {
				t.Fatal(err)
			}
			want := "sent: " + ts.Host + ":" + port + " took a test e-mail from Ridepost <noreply@ride.example> to olena@example.com"
			if !strings.HasPrefix(out.String(), want) {
				t.Errorf("said %q, want %q", out.String(), want)
			}
			msgs := ts.Messages()
			if len(msgs) != before+1 {
				t.Fatalf("%d messages arrived, want 1", len(msgs)-before)
			}
			m := msgs[len(msgs)-1]
			if m.From != "noreply@ride.example" || strings.Join(m.To, ",") != "olena@example.com" ||
				!strings.Contains(string(m.Data), "Subject: Ridepost: test e-mail") {
				t.Errorf("got from %q to %v:\n%s", m.From, m.To, m.Data)
			}
		})
	}
}

// A failure says what went wrong, and sends nothing.
func TestMailTestFails(t *testing.T) {
	ts := smtptest.Start(t, func(s *smtptest.Server) { s.TLS, s.User, s.Password = true, "mailer", "s3cret" })
	server := []string{"--smtp-host", ts.Host, "--smtp-port", strconv.Itoa(ts.Port), "--smtp-user", "mailer"}
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"wrong password", append(append([]string{"test"}, server...), "--smtp-password", "wrong", "--smtp-from", "noreply@ride.example", "olena@example.com"),
			"the test e-mail was not sent through " + ts.Host + ":" + strconv.Itoa(ts.Port)},
		{"no sender", append(append([]string{"test"}, server...), "--smtp-password", "s3cret", "olena@example.com"), "--smtp-from (RIDEPOST_SMTP_FROM) is required"},
		{"no SMTP server", []string{"test", "olena@example.com"}, "no SMTP server is configured"},
		{"bad SMTP port", []string{"test", "--smtp-host", ts.Host, "--smtp-port", "70000", "olena@example.com"}, `invalid --smtp-port "70000"`},
		{"no address", []string{"test"}, "usage: ridepost mail test"},
		{"not an address", []string{"test", "olena"}, `"olena" is no e-mail address`},
		{"no test", []string{"olena@example.com"}, "usage: ridepost mail test"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			var out bytes.Buffer
			err := mailCmd(tt.args, &out, ts.Roots)
			if err == nil || !strings.Contains(err.Error(), tt.want) || out.Len() != 0 {
				t.Fatalf("got %v and %q, want an error containing %q", err, out.String(), tt.want)
			}
		})
	}
	if n := len(ts.Messages()); n != 0 {
		t.Errorf("%d messages sent", n)
	}
}
