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
		name  string
		info  *debug.BuildInfo
		ok    bool
		stamp [2]string // the Makefile's version and commit
		want  string
	}{
		{"no build information", nil, false, [2]string{}, "ridepost dev"},
		{"go run", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true, [2]string{}, "ridepost dev"},
		{"clean checkout", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: vcs("vcs", "git", "vcs.revision", rev, "vcs.time", "2026-11-23T10:15:00Z", "vcs.modified", "false")},
			true, [2]string{}, "ridepost dev (0123456789ab, 2026-11-23T10:15:00Z)"},
		{"uncommitted changes", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261123101500-0123456789ab+dirty"},
			Settings: vcs("vcs.revision", rev, "vcs.time", "2026-11-23T10:15:00Z", "vcs.modified", "true")},
			true, [2]string{}, "ridepost v0.0.0-20261123101500-0123456789ab+dirty (0123456789ab-dirty, 2026-11-23T10:15:00Z)"},
		{"tagged, no VCS stamp", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, true, [2]string{}, "ridepost v1.2.0"},
		{"short revision", &debug.BuildInfo{Settings: vcs("vcs.revision", "abc123")}, true, [2]string{}, "ridepost dev (abc123)"},
		{"make, no VCS stamp", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true, [2]string{"v1.2.0-3-g0123456", rev},
			"ridepost v1.2.0-3-g0123456 (0123456789ab)"},
		{"make, with the VCS stamp", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: vcs("vcs.revision", rev, "vcs.time", "2026-11-23T10:15:00Z", "vcs.modified", "true")}, true, [2]string{"0123456-dirty", rev},
			"ridepost 0123456-dirty (0123456789ab-dirty, 2026-11-23T10:15:00Z)"},
		{"make, no build information", nil, false, [2]string{"0123456", rev}, "ridepost 0123456 (0123456789ab)"},
	}
	for _, tt := range tests {
		if got := version(tt.info, tt.ok, tt.stamp[0], tt.stamp[1]); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
