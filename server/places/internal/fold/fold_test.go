package fold

import "testing"

func TestKey(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"Kyiv", "kyiv"},
		{"КИЇВ", "киів"},
		{"Київ", "киів"},
		{"Kijów", "kijow"},
		{"Kraków", "krakow"},
		{"Chișinău", "chisinau"},
		{"Chişinău", "chisinau"},
		{"Łódź", "lodz"},
		{"Ґорґани", "горгани"},
		{"Фастів", "фастів"},
		{"Щёлково", "щелково"},
		{"Ivano-Frankivsk", "ivano frankivsk"},
		{"  ivano –  frankivsk ", "ivano frankivsk"},
		{"Kam'ianets-Podilskyi", "kamianets podilskyi"},
		{"Кам’янець-Подільський", "камянець подільськии"},
		{"Khmel'nyts'kyy", "khmelnytskyy"},
		{"St. Petersburg", "st petersburg"},
		{"Frankfurt (Oder)", "frankfurt oder"},
		{"Straße", "strasse"},
		{"Ма́йфельд", "маифельд"},
		{"Luân Đôn", "luan don"},
		{"", ""},
		{"'-", ""},
	}
	for _, tt := range tests {
		if got := Key(tt.in); got != tt.want {
			t.Errorf("Key(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
