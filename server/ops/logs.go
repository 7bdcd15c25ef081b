package ops

import (
	"io"
	"log/slog"
)

// NewLogger logs to w as text or JSON lines, at Info, or Debug with --dev.
func NewLogger(w io.Writer, format string, dev bool) *slog.Logger {
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	if dev {
		opts.Level = slog.LevelDebug
	}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}
