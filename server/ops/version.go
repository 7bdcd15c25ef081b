package ops

import (
	"runtime/debug"
	"strings"
)

// Version describes this binary for --version.
func Version() string {
	return version(debug.ReadBuildInfo())
}

func version(info *debug.BuildInfo, ok bool) string {
	v := "dev"
	if ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		v = info.Main.Version
	}
	var rev, at string
	var dirty bool
	if ok {
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			case "vcs.time":
				at = s.Value
			}
		}
	}
	var build []string
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "-dirty"
		}
		build = append(build, rev)
	}
	if at != "" {
		build = append(build, at)
	}
	if len(build) == 0 {
		return "ridepost " + v
	}
	return "ridepost " + v + " (" + strings.Join(build, ", ") + ")"
}
