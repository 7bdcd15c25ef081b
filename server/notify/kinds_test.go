package notify

import (
	"database/sql"
	"strings"
	"testing"
	"unicode"

	"ridepost/server/mail"
	"ridepost/store"
)

func cyrillic(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Cyrillic, r) {
			return true
		}
	}
	return false
}

// TestEveryKindIsToldInBothLanguages: each kind of the registry names its
// e-mail setting and has a push text in English and in Ukrainian that names who acted where it names
// anyone, and, when it is e-mailed, a template in both languages whose
// subject names the route.
func TestEveryKindIsToldInBothLanguages(t *testing.T) {
	t.Parallel()
	for name, k := range kinds {
		n := store.Notification{Kind: name, ParcelID: sql.NullInt64{Int64: 1, Valid: true}}
		if name == rideExpired {
			n = store.Notification{Kind: store.NoticeParcelExpired, RideID: sql.NullInt64{Int64: 1, Valid: true}}
		}
		if entry(n) != name {
			t.Fatalf("%s: the registry reads it as %s", name, entry(n))
		}
		if name != rideExpired && (SettingLabel(name, "en") == "" || !cyrillic(SettingLabel(name, "uk")) || cyrillic(SettingLabel(name, "en"))) {
			t.Errorf("%s: its e-mail setting is named %q, %q", name, SettingLabel(name, "en"), SettingLabel(name, "uk"))
		}
		for _, lang := range []string{"en", "uk"} {
			for _, toSender := range []bool{false, true} {
				text := pushText(n, lang, "Petro K.", toSender)
				if text == "" || text == "Ridepost" || cyrillic(text) != (lang == "uk") || strings.Contains(text, "%") {
					t.Errorf("%s push in %s: %q", name, lang, text)
				}
				if strings.Contains(k.push[0], "%s") != strings.Contains(text, "Petro K.") {
					t.Errorf("%s push in %s: %q names who acted only where its text does", name, lang, text)
				}
			}
			if k.mail == "" {
				continue
			}
			m, err := mail.Compose(lang, k.mail, "olena@example.com", mail.Data{Name: "Olena", Other: "Petro K.",
				Route: "Київ → Львів", Cost: "₴150", Link: "http://ridepost.test/x"})
			if err != nil || !strings.Contains(m.Subject, "Київ → Львів") || cyrillic(strings.ReplaceAll(m.Subject, "Київ → Львів", "")) != (lang == "uk") {
				t.Errorf("%s e-mail in %s: subject %q, err %v", name, lang, m.Subject, err)
			}
		}
	}
}

// TestSomeoneStandsForTheUnnamed: a text that names who acted, when nobody
// can be named (an erased account), says "Someone" in the reader's language.
func TestSomeoneStandsForTheUnnamed(t *testing.T) {
	t.Parallel()
	n := store.Notification{Kind: store.NoticeMessageReceived}
	if got := pushText(n, "en", "", false); got != "Someone sent you a message" {
		t.Errorf("en: %q", got)
	}
	if got := pushText(n, "uk", "", false); got != "Хтось надсилає вам повідомлення" {
		t.Errorf("uk: %q", got)
	}
}

// TestAnOfferToTheSenderReadsAsAnOffer: a driver's request reaches the
// parcel's sender as an offer, a sender's reaches the driver as an ask.
func TestAnOfferToTheSenderReadsAsAnOffer(t *testing.T) {
	t.Parallel()
	n := store.Notification{Kind: store.NoticeRequestReceived}
	if got := pushText(n, "en", "Petro K.", true); got != "Petro K. offers to carry your parcel" {
		t.Errorf("to the sender: %q", got)
	}
	if got := pushText(n, "uk", "Olena K.", false); got != "Olena K. просить перевезти посилку" {
		t.Errorf("to the driver: %q", got)
	}
}

// TestMailPreferencesNameAKind: each e-mail is turned off by a kind of the
// registry; a ride's expiry by parcel_expired, as the sender's listing's.
func TestMailPreferencesNameAKind(t *testing.T) {
	t.Parallel()
	prefs := MailPreferences()
	for k, pref := range prefs {
		if _, ok := kinds[pref]; !ok || pref == rideExpired {
			t.Errorf("%s is turned off by %q", k, pref)
		}
	}
	if prefs[mail.KindRideExpired] != store.NoticeParcelExpired {
		t.Errorf("ride expiry: %q", prefs[mail.KindRideExpired])
	}
}
