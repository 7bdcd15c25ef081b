package handlers

import (
	"strings"
	"testing"
)

func TestCheckers(t *testing.T) {
	t.Parallel()
	type check func(string) (string, string)
	tests := []struct {
		name      string
		fn        check
		in        string
		wantValue string
		wantCode  string
	}{
		{"email lowercased", checkEmail, " Olena@Example.COM ", "olena@example.com", ""},
		{"email display name", checkEmail, "Olena <o@example.com>", "olena <o@example.com>", "invalid"},
		{"email control char", checkEmail, "o@exa\x00mple.com", "o@exa\x00mple.com", "invalid"},
		{"email trailing dot", checkEmail, "o@example.", "o@example.", "invalid"},
		{"name cyrillic apostrophe", checkName, "Мар'яна", "Мар'яна", ""},
		{"name typographic apostrophe", checkName, "Мар’яна", "Мар’яна", ""},
		{"name double-barrelled", checkName, "Anna Maria-Lee", "Anna Maria-Lee", ""},
		{"name digits", checkName, "R2D2", "R2D2", "invalid"},
		{"name only hyphen", checkName, "-", "-", "invalid"},
		{"name too long", checkName, strings.Repeat("я", 51), strings.Repeat("я", 51), "too_long"},
		{"name newline", checkName, "Ivan\nPetro", "Ivan\nPetro", "invalid"},
		{"phone local UA", checkPhone, "067 123-45-67", "+380671234567", ""},
		{"phone international PL", checkPhone, "+48 512 345 678", "+48512345678", ""},
		{"phone too short", checkPhone, "+380 67", "+380 67", "invalid"},
		{"phone letters", checkPhone, "call me", "call me", "invalid"},
		{"phone empty", checkPhone, "  ", "", "required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, code := tt.fn(tt.in)
			if code != tt.wantCode {
				t.Errorf("code: got %q, want %q", code, tt.wantCode)
			}
			if code == "" && got != tt.wantValue {
				t.Errorf("value: got %q, want %q", got, tt.wantValue)
			}
		})
	}
}

func TestCheckPassword(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"":                      "required",
		"1234567":               "too_short",
		"12345678":              "",
		"пароль12":              "",
		strings.Repeat("ї", 72): "",
		strings.Repeat("ї", 73): "too_long",
	} {
		if got := checkPassword(in); got != want {
			t.Errorf("checkPassword(%q): got %q, want %q", in, got, want)
		}
	}
}

func TestEmailDomainsAreHostNames(t *testing.T) {
	t.Parallel()
	for addr, want := range map[string]string{"a@[127.0.0.1]": "invalid", "a@127.0.0.1": "invalid", "a@[::1]": "invalid",
		"a@10.0.0.300": "invalid", "a@mail.example.com": ""} {
		if _, code := checkEmail(addr); code != want {
			t.Errorf("%s: got %q, want %q", addr, code, want)
		}
	}
}
