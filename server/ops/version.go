package ops

import (
	"runtime/debug"
	"strings"
)

// stampedVersion and stampedCommit are set by the Makefile from git (-ldflags -X), for builds where Go's own
// VCS stamp is off (-buildvcs=false) or cannot be made; empty, the build information alone says.
var stampedVersion, stampedCommit string

// Version describes this binary for --version.
func Version() string {
	info, ok := debug.ReadBuildInfo()
	return version(info, ok, stampedVersion, stampedCommit)
}

func version(info *debug.BuildInfo, ok bool, stampVersion, stampCommit string) string {
	v := "dev"
	if ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		v = info.Main.Version
	}
	if stampVersion != "" {
		v = stampVersion
	}
	rev, at := stampCommit, ""
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
