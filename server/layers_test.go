package server

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// layers ranks the module's packages (by folder), lowest first: a package, its code and its tests alike, imports
// only packages of lower layers, never one beside it or above it. An import that needs another order is a change
// of this list, seen in review. A new package must be placed here.
var layers = [][]string{
	{"store/pgtest"}, // throw-away PostgreSQL clusters, for the store's tests and those above
	{"store", "server/places/internal/fold", "server/picture", "server/live", "server/jobs",
		"server/push/pushtest", "server/mail/smtptest", "server/calendar", "server/share"},
	{"server/places", "server/places/gen", "server/web", "server/mail"},
	{"server/match", "server/price"},
	{"server/views", "server/market"}, // who sees what; the index kept with the database
	{"server/notify"},                 // the one fan-out
	{"server/push"},                   // pushes leave through the fan-out's registry
	{"server/handlers"},               // the HTTP layer
	{"server"},                        // routes, timers and loops together
	{"server/ops"},                    // flags, serving, operator commands
	{"."},                             // main
}

func layerRanks() map[string]int {
	rank := map[string]int{}
	for i, layer := range layers {
		for _, dir := range layer {
			rank[dir] = i
		}
	}
	return rank
}

// TestImportsPointDown: no package, in its code or its tests, imports a layer above it or beside it
// (handlers from the fan-out, the server from the store…).
func TestImportsPointDown(t *testing.T) {
	t.Parallel()
	root := ".."
	rank := layerRanks()
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
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		dir, _ := filepath.Rel(root, filepath.Dir(path))
		dir = filepath.ToSlash(dir)
		seen[dir] = true
		own, known := rank[dir]
		if !known {
			t.Errorf("%s: package %q has no place in layers", path, dir)
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			pkg, ok := strings.CutPrefix(p, "ridepost/")
			if !ok {
				continue
			}
			if r, known := rank[pkg]; !known || r >= own {
				t.Errorf("%s imports %s: layer %d may import only lower layers (%s is in %d)", path, p, own, pkg, r)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for dir := range rank {
		if _, err := os.Stat(filepath.Join(root, dir)); err != nil || !seen[dir] {
			t.Errorf("layers names %q, which holds no Go package", dir)
		}
	}
}
