package server

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// layers says, for each package of the module (by its folder), which of
// the module's packages it may import: the layers only ever point down.
// A new package must be added here with its rules.
var layers = map[string][]string{
	".":                           {"*"},
	"server":                      {"server/handlers", "server/jobs", "server/live", "server/mail", "server/market", "server/match", "server/notify", "server/push", "server/web", "store"},
	"server/handlers":             {"server/calendar", "server/live", "server/mail", "server/market", "server/match", "server/notify", "server/picture", "server/places", "server/price", "server/push", "server/share", "server/views", "server/web", "store"},
	"server/calendar":             {},
	"server/share":                {},
	"server/picture":              {},
	"server/live":                 {},
	"server/market":               {"server/match", "server/places", "store"},
	"server/push":                 {"server/notify", "store"},
	"server/push/pushtest":        {},
	"server/ops":                  {"server", "server/mail", "server/places", "store"},
	"server/notify":               {"server/mail", "server/match", "server/places", "server/views", "store"},
	"server/views":                {"server/calendar", "server/match", "server/places", "server/share", "store"},
	"server/web":                  {"store"},
	"server/jobs":                 {},
	"server/mail":                 {"store"},
	"server/mail/smtptest":        {},
	"server/match":                {"server/places"},
	"server/places":               {"server/places/internal/fold"},
	"server/price":                {"server/places"},
	"server/places/gen":           {"server/places/internal/fold"},
	"server/places/internal/fold": {},
	"store":                       {},
}

// TestImportsPointDown: no package imports a layer above it or beside it
// (handlers from the fan-out, the server from the store…).
func TestImportsPointDown(t *testing.T) {
	t.Parallel()
	root := ".."
	seen := map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "frontend" || name == "deploy" || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		dir, _ := filepath.Rel(root, filepath.Dir(path))
		dir = filepath.ToSlash(dir)
		seen[dir] = true
		allowed, known := layers[dir]
		if !known {
			t.Errorf("%s: package %q has no rules in layers", path, dir)
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			own, ok := strings.CutPrefix(p, "ridepost/")
			if !ok || slices.Contains(allowed, "*") || slices.Contains(allowed, own) {
				continue
			}
			t.Errorf("%s imports %s: %s may import only %v", path, p, dir, allowed)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for dir := range layers {
		if _, err := os.Stat(filepath.Join(root, dir)); err != nil || !seen[dir] {
			t.Errorf("layers names %q, which holds no Go package", dir)
		}
	}
}
