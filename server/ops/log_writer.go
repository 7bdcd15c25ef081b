package ops

import (
	"bufio"
	"io"
	"sync"
	"time"
)

// logFlushEvery is the longest a log line waits in memory before it is written.
const logFlushEvery = 100 * time.Millisecond

// LogWriter gathers log lines and writes them within logFlushEvery, or when 32 KB have gathered:
// a request line each request would otherwise cost a system call each.
type LogWriter struct {
	mu      sync.Mutex
	buf     *bufio.Writer
	pending bool // a flush is scheduled
}

// NewLogWriter buffers the lines written to w; Flush writes what waits.
func NewLogWriter(w io.Writer) *LogWriter { return &LogWriter{buf: bufio.NewWriterSize(w, 32<<10)} }

// Write keeps one whole line (slog writes each record in one call), writing out what waits when full.
func (l *LogWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(p) > l.buf.Available() {
		if err := l.buf.Flush(); err != nil {
			return 0, err
		}
	}
	n, err := l.buf.Write(p)
	if !l.pending && l.buf.Buffered() > 0 {
		l.pending = true
		time.AfterFunc(logFlushEvery, func() { _ = l.Flush() })
	}
	return n, err
}

// Flush writes every line that waits.
func (l *LogWriter) Flush() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.pending = false
	return l.buf.Flush()
}
