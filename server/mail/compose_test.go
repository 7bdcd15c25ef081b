package mail

import (
	"io/fs"
	"strings"
	"testing"
)

func TestCompose(t *testing.T) {
	t.Parallel()
	const link = "https://ridepost.example/signin/new-password?token=abc123"
	tests := []struct {
		lang     string
		kind     Kind
		data     Data
		wantLang string
		want     []string // substrings of the body
	}{
		{"en", KindVerifyEmail, Data{Name: "Olena", Link: link}, "en", []string{"Hi Olena,", link, "48 hours", "— Ridepost"}},
		{"uk", KindVerifyEmail, Data{Name: "Олена", Link: link}, "uk", []string{"Вітаємо, Олена!", link, "48 годин", "— Ridepost"}},
		{"en", KindResetPassword, Data{Name: "Olena", Link: link}, "en", []string{"Hi Olena,", link, "1 hour", "ignore"}},
		{"uk", KindResetPassword, Data{Name: "Олена", Link: link}, "uk", []string{"Вітаємо, Олена!", link, "1 години", "проігноруйте"}},
		{"en", KindEmailChanged, Data{Name: "Olena", NewEmail: "new@example.com", Link: "https://r.test/signin/restore-account?token=t"}, "en", []string{"Hi Olena,", "new@example.com", "take your account back", "https://r.test/signin/restore-account?token=t"}},
		{"uk", KindEmailChanged, Data{Name: "Олена", NewEmail: "new@example.com", Link: "https://r.test/signin/restore-account?token=t"}, "uk", []string{"Вітаємо, Олена!", "new@example.com", "поверніть собі обліковий запис", "https://r.test/signin/restore-account?token=t"}},
		{"en", KindRequestReceived, Data{Name: "Petro", Other: "Olena K.", Route: "Kyiv → Lviv", Cost: "₴150", Link: "http://x/ride/1"}, "en", []string{"Olena K.", "Kyiv → Lviv", "₴150", "http://x/ride/1"}},
		{"uk", KindRequestApproved, Data{Other: "Петро Д.", Route: "Київ → Львів", Cost: "₴150", Link: "http://x/parcel/1"}, "uk", []string{"схвалює", "Київ → Львів", "http://x/parcel/1"}},
		{"uk", KindRequestDeclined, Data{Other: "Петро Д.", Route: "Київ → Львів", Link: "http://x/parcel/1"}, "uk", []string{"відхиляє", "http://x/parcel/1"}},
		{"en", KindParcelExpired, Data{Name: "Olena", Route: "Kyiv → Lviv", Link: "http://x/parcel/1"}, "en", []string{"no longer offered", "post it again", "http://x/parcel/1"}},
		{"uk", KindParcelExpired, Data{Name: "Олена", Route: "Київ → Львів", Link: "http://x/parcel/1"}, "uk", []string{"більше не пропонують", "опублікувати знову", "http://x/parcel/1"}},
		{"en", KindRideExpired, Data{Name: "Petro", Route: "Kyiv → Lviv", Link: "http://x/ride"}, "en", []string{"without parcels", "http://x/ride"}},
		{"uk", KindRideExpired, Data{Name: "Петро", Route: "Київ → Львів", Link: "http://x/ride"}, "uk", []string{"без посилок", "http://x/ride"}},
		{"en", KindRequestExpired, Data{Name: "Petro", Other: "Olena K.", Route: "Kyiv → Lviv", Link: "http://x/ride/1"}, "en", []string{"Olena K.", "expired", "http://x/ride/1"}},
		{"uk", KindRequestExpired, Data{Name: "Олена", Other: "Петро Д.", Route: "Київ → Львів", Link: "http://x/parcel/1"}, "uk", []string{"Петро Д.", "минув", "http://x/parcel/1"}},
		{"en", KindVerifyEmail, Data{Link: link}, "en", []string{"Hello,\n", link}},
		{"uk", KindResetPassword, Data{Link: link}, "uk", []string{"Вітаємо!\n", link}},
		{"de", KindVerifyEmail, Data{Name: "Olena", Link: link}, "en", []string{"Hi Olena,", link}},
		{"", KindResetPassword, Data{Link: link}, "en", []string{"Hello,", link}},
		{"UK-ua", KindResetPassword, Data{Link: link}, "uk", []string{"Вітаємо!", link}},
		{"en", KindVerifyEmail, Data{Name: "Olena\n\nSubject: x", Link: link}, "en", []string{"Hi Olena Subject: x,", link}},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+string(tt.kind), func(t *testing.T) {
			m, err := Compose(tt.lang, tt.kind, "olena@example.com", tt.data)
			if err != nil {
				t.Fatalf("Compose: %v", err)
			}
			if m.To != "olena@example.com" {
				t.Errorf("To: got %q, want %q", m.To, "olena@example.com")
			}
			if m.Subject == "" || strings.ContainsAny(m.Subject, "\r\n") || strings.HasPrefix(m.Subject, "Subject") {
				t.Errorf("Subject: got %q, want one non-empty line", m.Subject)
			}
			if got, want := isCyrillic(m.Subject), tt.wantLang == "uk"; got != want {
				t.Errorf("Subject %q in Ukrainian: got %v, want %v", m.Subject, got, want)
			}
			for _, w := range tt.want {
				if !strings.Contains(m.Text, w) {
					t.Errorf("Text: got %q, want it to contain %q", m.Text, w)
				}
			}
			if strings.Contains(m.Text, "{{") || strings.Contains(m.Text, "<no value>") {
				t.Errorf("Text: got %q, want no template leftovers", m.Text)
			}
		})
	}
}

func TestComposeUnsubscribe(t *testing.T) {
	t.Parallel()
	const link = "https://ridepost.example/unsubscribe?token=7.request_declined.sig"
	tests := []struct{ lang, want string }{{"en", "To stop them, open:\n" + link}, {"uk", "Щоб їх вимкнути, відкрийте:\n" + link}}
	for _, tt := range tests {
		m, err := Compose(tt.lang, KindRequestDeclined, "olena@example.com",
			Data{Other: "Petro D.", Route: "Kyiv → Lviv", Link: "http://x/parcel/1", Unsubscribe: link})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(m.Text, tt.want+"\n") {
			t.Errorf("%s: got %q, want it to end with the link", tt.lang, m.Text)
		}
		if m.Headers["List-Unsubscribe"] != "<"+link+">" || m.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
			t.Errorf("%s: headers %v", tt.lang, m.Headers)
		}
	}
	m, err := Compose("en", KindResetPassword, "olena@example.com", Data{Link: "http://x/signin/new-password?token=t"})
	if err != nil {
		t.Fatal(err)
	}
	if m.Headers != nil || strings.Contains(m.Text, "To stop them") {
		t.Errorf("an account e-mail offers to unsubscribe: %q %v", m.Text, m.Headers)
	}
}

func TestComposeUnknownKind(t *testing.T) {
	t.Parallel()
	for _, kind := range []Kind{"", "no_such_kind", "_greeting", "../en/verify_email", "verify_email.txt"} {
		if _, err := Compose("en", kind, "a@example.com", Data{}); err == nil {
			t.Errorf("Compose(%q): got nil error, want one", kind)
		}
	}
}

// Every language must translate every English template.
func TestTemplatesTranslated(t *testing.T) {
	t.Parallel()
	en, err := fs.Glob(templateFS, "templates/en/*.txt")
	if err != nil || len(en) == 0 {
		t.Fatalf("English templates: got %v (%v), want some", en, err)
	}
	for lang := range templates {
		for _, p := range en {
			name := strings.TrimPrefix(p, "templates/en/")
			if templates[lang].Lookup(name) == nil {
				t.Errorf("%s: got no %s, want a translation", lang, name)
			}
		}
	}
}

func isCyrillic(s string) bool {
	for _, r := range s {
		if r >= 0x0400 && r <= 0x04FF {
			return true
		}
	}
	return false
}
