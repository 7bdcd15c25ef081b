package handlers

import (
	"bytes"
	"html/template"
	"strings"

	"github.com/labstack/echo/v4"
	textlang "golang.org/x/text/language"

	"ridepost/server/notify"
	"ridepost/store"
)

// The unsubscribe page is served by the server itself: it must work from a
// mail client's browser without the app, and in the addressee's language.

type pageState int

const (
	pageAsk     pageState = iota // what the link turns off, and the button
	pageDone                     // turned off
	pageInvalid                  // a broken or forged link
)

type pageText struct {
	Title, Text [3]string // by pageState; %s is the kind's label
	Button      string
	Settings    string
}

var unsubscribeTexts = map[string]pageText{
	"en": {
		Title: [3]string{"Stop these e-mails?", "You are unsubscribed", "This link does not work"},
		Text: [3]string{
			"Ridepost will stop e-mailing you about {{kind}}. You will still see them in the app.",
			"You will no longer get e-mails about {{kind}}. You can turn them back on in your notification settings.",
			"It may be incomplete: copy the whole link from the e-mail, or choose your e-mails in your notification settings.",
		},
		Button: "Stop these e-mails", Settings: "Notification settings",
	},
	"uk": {
		Title: [3]string{"Більше не надсилати ці листи?", "Ви відписалися", "Це посилання не працює"},
		Text: [3]string{
			"Ridepost більше не надсилатиме вам листів про {{kind}}. У застосунку ви й далі їх бачитимете.",
			"Ви більше не отримуватимете листів про {{kind}}. Увімкнути їх знову можна в налаштуваннях сповіщень.",
			"Можливо, його скопійовано не повністю: скопіюйте все посилання з листа або виберіть листи в налаштуваннях сповіщень.",
		},
		Button: "Не надсилати ці листи", Settings: "Налаштування сповіщень",
	},
}

var unsubscribeHTML = template.Must(template.New("unsubscribe").Parse(`<!doctype html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{.Title}} · Ridepost</title>
<style>
body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2328}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>{{.Title}}</h1>
<p>{{.Before}}{{with .Kind}}<strong>{{.}}</strong>{{end}}{{.After}}</p>
{{if .Token}}<form method="post" action="/unsubscribe?token={{.Token}}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">{{.Button}}</button>
</form>{{end}}
<p><a href="/profile/notifications">{{.Settings}}</a></p>
</main>
</body>
</html>
`))

// pageLanguages are the page's languages, English first as the fallback.
var pageLanguages = textlang.NewMatcher([]textlang.Tag{textlang.English, textlang.Ukrainian})

func pageLanguage(c echo.Context, u *store.User) string {
	if u != nil {
		if _, ok := unsubscribeTexts[u.Language]; ok {
			return u.Language
		}
		return "en"
	}
	tag, _ := textlang.MatchStrings(pageLanguages, c.Request().Header.Get("Accept-Language"))
	if base, _ := tag.Base(); base.String() == "uk" {
		return "uk"
	}
	return "en"
}

func unsubscribePage(c echo.Context, status int, lang string, state pageState, kind, token string) error {
	t := unsubscribeTexts[lang]
	before, after, _ := strings.Cut(t.Text[state], "{{kind}}")
	var b bytes.Buffer
	err := unsubscribeHTML.Execute(&b, map[string]string{
		"Lang": lang, "Title": t.Title[state], "Before": before, "Kind": notify.SettingLabel(kind, lang), "After": after,
		"Token": token, "Button": t.Button, "Settings": t.Settings,
	})
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.HTMLBlob(status, b.Bytes())
}
