package main

import (
	"io"
	"log/slog"
)

// newLogger logs to w as text or JSON lines (--log-format), at Info, or
// Debug with --dev.
func newLogger(w io.Writer, format string, dev bool) *slog.Logger {
	level := slog.LevelInfo
	if dev {
		level = slog.LevelDebug
	}
	return newLevelLogger(w, format, level)
}

func newLevelLogger(w io.Writer, format string, level slog.Level) *slog.Logger {
	opts := &slog.HandlerOptions{Level: level}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}
