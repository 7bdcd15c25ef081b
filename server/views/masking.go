package views

import (
	"regexp"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// Contacts in messages read "•••" to the other side until the parcel is on the ride (docs/product.md §6);
// messages are stored as typed. Not caught: digits or addresses spelled out ("olena at gmail dot com").

const contactMask = "•••"

var (
	emailPattern = regexp.MustCompile(`[\p{L}0-9._%+\-]+@[\p{L}0-9\-]+(?:\.[\p{L}0-9\-]+)+`)

	phoneRun = regexp.MustCompile(`\+?\(?\d(?:[\d \-.()]*\d)?`)
)

// MaskContacts hides the e-mail addresses and phone numbers in text.
func MaskContacts(text string) string {
	text = emailPattern.ReplaceAllString(text, contactMask)
	return phoneRun.ReplaceAllStringFunc(text, maskPhones)
}

// maskPhones masks the whole run, or its longest space-separated numbers (two written one after the other).
func maskPhones(run string) string {
	if digitCount(run) < 7 {
		return run
	}
	if isPhone(run) {
		return contactMask
	}
	groups := strings.Split(run, " ")
	var out []string
	for i := 0; i < len(groups); {
		end := i
		for j := len(groups); j > i; j-- {
			if digitCount(strings.Join(groups[i:j], "")) >= 7 && isPhone(strings.Join(groups[i:j], " ")) {
				end = j
				break
			}
		}
		if end == i {
			out = append(out, groups[i])
			i++
			continue
		}
		out = append(out, contactMask)
		i = end
	}
	return strings.Join(out, " ")
}

// isPhone reads s as Ukrainian when it has no country code.
func isPhone(s string) bool {
	if digitCount(s) > 15 {
		return false
	}
	n, err := phonenumbers.Parse(strings.TrimSpace(s), "UA")
	return err == nil && phonenumbers.IsValidNumber(n)
}

func digitCount(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}
