package store

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// sqliteOnlyFuncs run their SQL on SQLite only (its file, pragmas and backups): their SQL is not checked.
var sqliteOnlyFuncs = map[string]bool{
	"OpenNoMigrate": true, "sqliteUserColumns": true, "CheckBackup": true, "Checkpoint": true,
	"checkpoint": true, "connect": true, "apply": true, "migrateFrom": true, "Backup": true,
	"tablesInOrder": true, "copyOrder": true, // db copy reads its SQLite source's own tables
}

// postgresOnlyFuncs hold SQL that runs on PostgreSQL only, the dialect's few pieces.
var postgresOnlyFuncs = map[string]bool{"skipLocked": true, "answersQuery": true}

// oneEngineOnly lists what one engine takes and the other refuses or reads differently, and what to write instead.
var oneEngineOnly = []struct {
	re   *regexp.Regexp
	what string
}{
	{regexp.MustCompile(`(?i)\bINSERT\s+OR\b|\bREPLACE\s+INTO\b`), "INSERT OR …/REPLACE is SQLite's: write INSERT … ON CONFLICT"},
	{regexp.MustCompile(`(?i)\bI?LIKE\b|\bGLOB\b`), "LIKE ignores case on SQLite and not on PostgreSQL (ILIKE, GLOB are one engine's): compare a range"},
	{regexp.MustCompile(`(?i)\b(julianday|strftime|datetime|date|time|unixepoch|ifnull|iif|group_concat|printf|instr|total|json_extract)\s*\(`),
		"a function of one engine: compute it in Go, or use one both have"},
	{regexp.MustCompile(`(?i)\b(MAX|MIN)\s*\([^()]*,`), "SQLite's two-argument MAX/MIN is PostgreSQL's GREATEST/LEAST: use CASE"},
	{regexp.MustCompile(`(?i)\bjson_each\(\?\)(\s+AS\b)?`), ""}, // checked below: needs AS <alias>
	{regexp.MustCompile(`(?i)\bPRAGMA\b|\bsqlite_\w+|\bVACUUM\b|\bBEGIN\s+(IMMEDIATE|EXCLUSIVE)\b`), "SQLite only"},
	{regexp.MustCompile(`::\w`), "PostgreSQL's cast: write CAST(x AS type)"},
	{regexp.MustCompile(`\$\d`), "write ? or ?N: the PostgreSQL driver numbers the placeholders"},
	{regexp.MustCompile(`(?i)\bFOR\s+UPDATE\b|\bILIKE\b|\bRETURNING\s+\*`), "one engine's, or a column list that changes with the schema"},
}

// flagColumns are the BOOLEAN columns (INTEGER 0/1 on SQLite): compared with TRUE/FALSE or alone, never 0 or 1.
var flagColumns = []string{"wants_to_drive", "prohibited_ack", "inspected", "answered", "push", "instant", "late"}

var flagCompared = regexp.MustCompile(`\b(` + strings.Join(flagColumns, "|") + `)\s*(=|<>|!=)\s*[01]\b|\b[01]\s*(=|<>|!=)\s*(` +
	strings.Join(flagColumns, "|") + `)\b`)

// dialectProblems says what in one SQL text (or a piece of one) only one engine takes.
func dialectProblems(sql string) []string {
	var out []string
	for _, c := range oneEngineOnly {
		for _, m := range c.re.FindAllStringSubmatch(sql, -1) {
			switch {
			case strings.HasPrefix(strings.ToLower(m[0]), "json_each"):
				if m[1] == "" {
					out = append(out, m[0]+": give json_each(?) an alias (AS ids): PostgreSQL's is a subquery")
				}
			default:
				out = append(out, m[0]+": "+c.what)
			}
		}
	}
	if m := flagCompared.FindString(sql); m != "" {
		out = append(out, m+": a BOOLEAN on PostgreSQL: write the column alone, NOT column, or = TRUE/FALSE")
	}
	if regexp.MustCompile(`\?\d`).MatchString(sql) && regexp.MustCompile(`\?[^\d]|\?$`).MatchString(sql) {
		out = append(out, "both ? and ?N in one text: number every placeholder or none")
	}
	return out
}

func TestDialectProblemsFindOneEngineSQL(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want bool
	}{
		{`INSERT OR IGNORE INTO blocks (a) VALUES (?)`, true},
		{`INSERT OR REPLACE INTO t (a) VALUES (?)`, true},
		{`SELECT id FROM users WHERE name LIKE ?`, true},
		{`UPDATE users SET wants_to_drive = 0 WHERE id = ?`, true},
		{`SELECT 1 WHERE answered = 1`, true},
		{`SELECT id FROM t WHERE a = ?1 OR b = ?`, true},
		{`SELECT value FROM json_each(?) WHERE 1`, true},
		{`SELECT julianday('now')`, true},
		{`SELECT MAX(0, x) FROM t`, true},
		{`SELECT x::text FROM t`, true},
		{`SELECT a FROM t WHERE id = $1`, true},
		{`INSERT INTO blocks (a) VALUES (?) ON CONFLICT DO NOTHING`, false},
		{`SELECT id FROM t WHERE id IN (SELECT value FROM json_each(?) AS ids)`, false},
		{`SELECT id FROM users WHERE NOT wants_to_drive AND deliveries_count = 1`, false},
		{`SELECT a FROM t WHERE id = ?1 OR other = ?1 AND x = ?2`, false},
		{`SELECT MAX(created_at) FROM t`, false},
	} {
		if got := len(dialectProblems(c.sql)) > 0; got != c.want {
			t.Errorf("%q: problem found %v, want %v (%v)", c.sql, got, c.want, dialectProblems(c.sql))
		}
	}
}

// Every SQL text of the store runs on both engines: none uses what only one takes.
func TestStoreSQLRunsOnBothEngines(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	sqlish := regexp.MustCompile(`(?i)\b(SELECT|INSERT|UPDATE|DELETE|FROM|WHERE|SET)\b`)
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range file.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && (sqliteOnlyFuncs[fn.Name.Name] || postgresOnlyFuncs[fn.Name.Name]) {
				continue
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil || !sqlish.MatchString(s) {
					return true
				}
				for _, p := range dialectProblems(s) {
					t.Errorf("%s: %s", fset.Position(lit.Pos()), p)
				}
				return true
			})
		}
	}
}
