package share

import (
	"bytes"
	"image/png"
	"os"
	"testing"
)

func TestDrawIsA1200By630PNG(t *testing.T) {
	t.Parallel()
	for _, c := range []Card{
		{From: Place{"Kyiv", 30.52, 50.45}, To: Place{"Lviv", 24.03, 49.84}, Title: "Kyiv → Lviv",
			Lines: []string{"Fri 11 Dec · 08:30", "3 places left"}},
		{From: Place{"Житомир", 28.66, 50.25}, To: Place{"Рівне", 26.25, 50.62}, Title: "Житомир → Рівне",
			Lines: []string{"Книжки · розмір S", "₴150"}, Closed: "Скасовано"},
	} {
		b, err := Draw(c)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if s := img.Bounds().Size(); s.X != Width || s.Y != Height {
			t.Fatalf("%s: %v, want 1200×630", c.Title, s)
		}
		if dir := os.Getenv("SHARE_PREVIEW_DIR"); dir != "" {
			_ = os.WriteFile(dir+"/"+c.To.Name+".png", b, 0o644)
		}
	}
}
