package ops

import (
	"runtime/debug"
	"testing"
)

func TestVersion(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var out []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			out = append(out, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return out
	}
	const rev = "0123456789abcdef0123456789abcdef01234567"
	tests := []struct {
		name string
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{"no build information", nil, false, "ridepost dev"},
		{"go run", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true, "ridepost dev"},
		{"clean checkout", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: vcs("vcs", "git", "vcs.revision", rev, "vcs.time", "2026-11-23T10:15:00Z", "vcs.modified", "false")},
			true, "ridepost dev (0123456789ab, 2026-11-23T10:15:00Z)"},
		{"uncommitted changes", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261123101500-0123456789ab+dirty"},
			Settings: vcs("vcs.revision", rev, "vcs.time", "2026-11-23T10:15:00Z", "vcs.modified", "true")},
			true, "ridepost v0.0.0-20261123101500-0123456789ab+dirty (0123456789ab-dirty, 2026-11-23T10:15:00Z)"},
		{"tagged, no VCS stamp", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, true, "ridepost v1.2.0"},
		{"short revision", &debug.BuildInfo{Settings: vcs("vcs.revision", "abc123")}, true, "ridepost dev (abc123)"},
	}
	for _, tt := range tests {
		if got := version(tt.info, tt.ok); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
