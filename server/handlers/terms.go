package handlers

import (
	"bytes"
	"embed"
	"html/template"
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/yuin/goldmark"
)

// The terms and privacy page (docs/product.md §1 --terms-file, §6 GET /terms) is the server's own page, as the
// unsubscribe page is: the operator's Markdown, else the default text in the reader's language. goldmark
// renders CommonMark and, by default, leaves raw HTML and javascript: links out, so an operator's file
// cannot put script on the page.

//go:embed terms/*.md
var defaultTerms embed.FS

var termsTitles = map[string]string{"en": "Terms and privacy", "uk": "Умови та конфіденційність"}

var termsHTML = template.Must(template.New("terms").Parse(`<!doctype html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}} · Ridepost</title>
<style>
body{font:1rem/1.55 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2328;background:#f6f7f9}
main{background:#fff;border-radius:14px;padding:1.25rem 1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.6rem;line-height:1.25}h2{font-size:1.15rem;margin-top:1.6rem}
a{color:#4338ca}nav{margin:0 0 1rem}
</style>
</head>
<body>
<nav><a href="/">Ridepost</a> · <a href="/terms?lang={{.Other}}" hreflang="{{.Other}}" lang="{{.Other}}">{{.OtherName}}</a></nav>
<main>
{{.Body}}
</main>
</body>
</html>
`))

// termsPages renders the page once per language: the operator's text in both, else each language's default.
func termsPages(operator []byte) (map[string][]byte, error) {
	out := map[string][]byte{}
	names := map[string]string{"en": "English", "uk": "Українська"}
	for lang, other := range map[string]string{"en": "uk", "uk": "en"} {
		source := operator
		if source == nil {
			var err error
			if source, err = defaultTerms.ReadFile("terms/" + lang + ".md"); err != nil {
				return nil, err
			}
		}
		var body, page bytes.Buffer
		if err := goldmark.Convert(source, &body); err != nil {
			return nil, err
		}
		err := termsHTML.Execute(&page, map[string]any{"Lang": lang, "Title": termsTitles[lang], "Other": other,
			"OtherName": names[other], "Body": template.HTML(body.String())}) // #nosec G203 -- goldmark's safe output
		if err != nil {
			return nil, err
		}
		out[lang] = page.Bytes()
	}
	return out, nil
}

type termsQuery struct {
	Lang string `query:"lang" enum:"en,uk" description:"The page's language; otherwise Accept-Language's."`
}

// terms answers the page in ?lang= (the app passes its language), else the browser's.
func (s *Handlers) terms(c echo.Context) error {
	lang := c.QueryParam("lang")
	if _, ok := s.termsPages[lang]; !ok {
		lang = pageLanguage(c, nil)
	}
	c.Response().Header().Set("Cache-Control", "no-cache")
	return c.HTMLBlob(http.StatusOK, s.termsPages[lang])
}
