package ops

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

type lockedBuffer struct {
	mu     sync.Mutex
	b      bytes.Buffer
	writes int
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.writes++
	return l.b.Write(p)
}

func (l *lockedBuffer) read() (string, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String(), l.writes
}

// TestLogWriterGathersLines: many lines reach the output in few writes, whole and in order, without a
// Flush within logFlushEvery, at once with one, and a line larger than the buffer is not cut.
func TestLogWriterGathersLines(t *testing.T) {
	var out lockedBuffer
	w := NewLogWriter(&out)
	logger := NewLogger(w, "text", false)
	for i := range 100 {
		logger.Info("request", "n", i)
	}
	if s, _ := out.read(); s != "" {
		t.Fatalf("written before the flush: %q", s)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		s, writes := out.read()
		if strings.Count(s, "msg=request") == 100 {
			if writes > 2 {
				t.Fatalf("100 lines took %d writes", writes)
			}
			if !strings.HasSuffix(s, "n=99\n") || !strings.Contains(s, " n=0\n") {
				t.Fatalf("lines out of order or cut: %q", s[len(s)-40:])
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("not flushed within 5 s: %d bytes", len(s))
		}
		time.Sleep(logFlushEvery / 4)
	}
	long := strings.Repeat("x", 40<<10)
	logger.Warn("long", "v", long)
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if s, _ := out.read(); !strings.Contains(s, "v="+long+"\n") {
		t.Fatal("a line longer than the buffer was cut")
	}
}
