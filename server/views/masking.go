package views

import (
	"regexp"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// Contacts in messages (PRODUCT.md §6): phone numbers and e-mail addresses
// read "•••" to the other side until the parcel is on the ride; messages
// are stored as typed and masked when read.
//
// Caught: e-mail addresses as written (name@host.tld); phone numbers the
// phone library (libphonenumber's metadata, default region UA) calls valid,
// written as runs of digits with the usual separators: spaces, dashes, dots,
// parentheses and a leading "+" ("+380 67 123 4567", "(067) 123-45-67",
// "0671234567", "+48 512 345 678"). Not caught: digits spelled out or split
// by words or other characters ("0 six 7…", "067 1 2 3 … ask me"), and
// addresses written out ("olena at gmail dot com").

// contactMask replaces each contact found.
const contactMask = "•••"

var (
	emailPattern = regexp.MustCompile(`[\p{L}0-9._%+\-]+@[\p{L}0-9\-]+(?:\.[\p{L}0-9\-]+)+`)
	// phoneRun is a candidate: digits with separators, at least 7 digits long.
	phoneRun = regexp.MustCompile(`\+?\(?\d(?:[\d \-.()]*\d)?`)
)

// MaskContacts hides the e-mail addresses and phone numbers in text.
func MaskContacts(text string) string {
	text = emailPattern.ReplaceAllString(text, contactMask)
	return phoneRun.ReplaceAllStringFunc(text, maskPhones)
}

// maskPhones masks the phone numbers in one run of digits and separators:
// the whole run, or the longest numbers among its space-separated groups
// (two numbers written one after the other).
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

// isPhone tells whether s is a valid phone number, read as Ukrainian when
// it has no country code.
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
