package share

import (
	"bytes"
	"html"
	"regexp"
	"strconv"
)

// Tags are a shared page's Open Graph and Twitter card tags.
type Tags struct {
	Title, Description string
	URL, Image         string // absolute
}

var (
	titleTag       = regexp.MustCompile(`(?s)<title>.*?</title>`)
	descriptionTag = regexp.MustCompile(`<meta name="description"[^>]*>`)
)

// Page is the app's index.html with t's title, description and tags in its head, for link previews.
func Page(index []byte, t Tags) []byte {
	var b bytes.Buffer
	meta := func(attr, key, value string) {
		b.WriteString(`<meta ` + attr + `="` + key + `" content="` + html.EscapeString(value) + `">`)
	}
	meta("name", "description", t.Description)
	meta("property", "og:type", "website")
	meta("property", "og:site_name", "Ridepost")
	meta("property", "og:title", t.Title)
	meta("property", "og:description", t.Description)
	meta("property", "og:url", t.URL)
	meta("property", "og:image", t.Image)
	meta("property", "og:image:type", "image/png")
	meta("property", "og:image:width", strconv.Itoa(Width))
	meta("property", "og:image:height", strconv.Itoa(Height))
	meta("name", "twitter:card", "summary_large_image")
	meta("name", "twitter:title", t.Title)
	meta("name", "twitter:description", t.Description)
	meta("name", "twitter:image", t.Image)
	head := append([]byte("<title>"+html.EscapeString(t.Title)+" · Ridepost</title>"), b.Bytes()...)
	page := descriptionTag.ReplaceAll(index, nil)
	switch {
	case titleTag.Match(page):
		return titleTag.ReplaceAllLiteral(page, head)
	case bytes.Contains(page, []byte("</head>")):
		return bytes.Replace(page, []byte("</head>"), append(head, "</head>"...), 1)
	}
	return append(head, page...)
}
