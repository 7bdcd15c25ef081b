package views

import "testing"

func TestMaskContacts(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Call me at +380 67 123 4567 tomorrow", "Call me at ••• tomorrow"},
		{"Call me at +380671234567", "Call me at •••"},
		{"мій номер 067-123-45-67", "мій номер •••"},
		{"(067) 123 45 67, thanks", "•••, thanks"},
		{"0671234567 or 0501112233", "••• or •••"},
		{"0671234567 0501112233", "••• •••"},
		{"Polish +48 512 345 678 works", "Polish ••• works"},
		{"write olena.k+ridepost@example.com please", "write ••• please"},
		{"пишіть на олена@приклад.укр", "пишіть на •••"},
		// Not contacts: prices, dates, times, short numbers, parcel sizes.
		{"I can pay 1500 UAH on 25.11.2026 at 14:30", "I can pay 1500 UAH on 25.11.2026 at 14:30"},
		{"Box 30 x 40 x 50 cm, 12 kg", "Box 30 x 40 x 50 cm, 12 kg"},
		{"Order 2026-11-25 no. 4821", "Order 2026-11-25 no. 4821"},
		{"", ""},
	} {
		if got := MaskContacts(tc.in); got != tc.want {
			t.Errorf("MaskContacts(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
