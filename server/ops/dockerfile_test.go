package ops

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// instruction is one line of a Dockerfile, continuation lines joined.
type instruction struct{ cmd, args string }

// finalStage reads a Dockerfile and returns every instruction and those of
// its last stage (from its FROM on).
func finalStage(t *testing.T, path string) (all, last []instruction) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var line strings.Builder
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		text := strings.TrimSpace(sc.Text())
		if line.Len() == 0 && (text == "" || strings.HasPrefix(text, "#")) {
			continue
		}
		if cont, ok := strings.CutSuffix(text, "\\"); ok {
			line.WriteString(cont + " ")
			continue
		}
		line.WriteString(text)
		cmd, args, _ := strings.Cut(line.String(), " ")
		in := instruction{strings.ToUpper(cmd), strings.TrimSpace(args)}
		all = append(all, in)
		if in.cmd == "FROM" {
			last = nil
		}
		last = append(last, in)
		line.Reset()
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return all, last
}

// shellWords splits a command line as sh would, for quotes only.
func shellWords(s string) []string {
	var words []string
	var cur strings.Builder
	var quote rune
	inWord := false
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// goBuild finds the Dockerfile's `go build` line: its variables, its
// arguments after `go`, and the file it writes (-o).
func goBuild(t *testing.T, all []instruction) (env, args []string, out string) {
	t.Helper()
	for _, in := range all {
		if in.cmd != "RUN" || !strings.Contains(in.args, "go build") {
			continue
		}
		words := shellWords(in.args)
		for len(words) > 0 && strings.HasPrefix(words[0], "--") { // RUN --mount=...
			words = words[1:]
		}
		for len(words) > 0 && strings.Contains(words[0], "=") {
			env, words = append(env, words[0]), words[1:]
		}
		if len(words) < 2 || words[0] != "go" || words[1] != "build" {
			t.Fatalf("the build line is not VAR=value... go build ...: %q", in.args)
		}
		args = words[1:]
		for i, w := range args {
			if w == "-o" && i+1 < len(args) {
				out = args[i+1]
			}
		}
		return env, args, out
	}
	t.Fatal("no RUN ... go build line in the Dockerfile")
	return nil, nil, ""
}

// stageSettings reads the last stage: its variables, the start command
// (ENTRYPOINT then CMD), the health check's command, and the other
// instructions by name.
func stageSettings(t *testing.T, last []instruction) (env, start, health []string, other map[string]string) {
	t.Helper()
	other = map[string]string{}
	jsonArgs := func(s string) []string {
		var v []string
		if err := json.Unmarshal([]byte(s), &v); err != nil {
			t.Fatalf("%q: want the exec form, a JSON list: %v", s, err)
		}
		return v
	}
	var entry, cmd []string
	for _, in := range last {
		switch in.cmd {
		case "ENV":
			env = append(env, shellWords(in.args)...)
		case "ENTRYPOINT":
			entry = jsonArgs(in.args)
		case "CMD":
			cmd = jsonArgs(in.args)
		case "HEALTHCHECK":
			_, c, ok := strings.Cut(in.args, "CMD ")
			if !ok {
				t.Fatalf("HEALTHCHECK without CMD: %q", in.args)
			}
			health = jsonArgs(c)
		default:
			other[in.cmd] += in.args + "\n"
		}
	}
	return env, append(entry, cmd...), health, other
}
