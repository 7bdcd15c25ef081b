package mail

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
)

// The Ukrainian e-mails say what the app says: "обліковий запис" (never "акаунт"), "електронна пошта" (never
// "e-mail" or a bare "пошта"), and "забір" for the driver's pickup (never "передача", the recipient's handover).
func TestUkrainianWording(t *testing.T) {
	t.Parallel()
	files, err := fs.Glob(templateFS, "templates/uk/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("Ukrainian templates: got %v (%v), want some", files, err)
	}
	banned := regexp.MustCompile(`(?i)акаунт|e-?mail|ел\. пошт|передач\S* посилки`)
	mailWord := regexp.MustCompile(`(\S*)\s+пошт`)
	for _, p := range files {
		raw, err := fs.ReadFile(templateFS, p)
		if err != nil {
			t.Fatal(err)
		}
		text := regexp.MustCompile(`\{\{[^}]*\}\}`).ReplaceAllString(string(raw), "")
		if m := banned.FindString(text); m != "" {
			t.Errorf("%s: says %q", p, m)
		}
		for _, m := range mailWord.FindAllStringSubmatch(text, -1) {
			if !strings.HasPrefix(strings.ToLower(m[1]), "електронн") {
				t.Errorf("%s: says %q, want електронна пошта", p, m[0])
			}
		}
	}
}
