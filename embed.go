package main

import (
	"embed"
	"io/fs"
)

// frontendDist holds the built React app; `make build` fills frontend/dist
// before compiling. A fresh clone has only the placeholder, so the Go tests
// run without Node.
//
//go:embed all:frontend/dist
var frontendDist embed.FS

func frontendFS() fs.FS {
	sub, err := fs.Sub(frontendDist, "frontend/dist")
	if err != nil {
		panic(err)
	}
	return sub
}
