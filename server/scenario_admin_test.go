package server

import (
	"net/http"
	"strings"
	"testing"
)

// notAdmin is the rows of a call that answers 404 not_found to anyone but
// an admin (docs/product.md §6), signed in or not: anonymous, a stranger (who
// filed the world's report) and the driver (whom it is about).
func notAdmin(name, method, path string, body any) []scenario {
	var out []scenario
	for _, as := range []string{"anonymous", "stranger", "driver"} {
		out = append(out, scenario{name: name + ": not to " + as, as: as, method: method, path: path, body: body,
			status: http.StatusNotFound, code: "not_found"})
	}
	return out
}

func TestAdminScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	dismiss := map[string]any{"action": "dismiss"}
	spam := map[string]any{"reason": "Spam"}
	var table []scenario
	table = append(table, notAdmin("stats", "GET", "/api/admin/stats", nil)...)
	table = append(table, notAdmin("users", "GET", "/api/admin/users", nil)...)
	table = append(table, notAdmin("reports", "GET", "/api/admin/reports", nil)...)
	table = append(table, notAdmin("audit", "GET", "/api/admin/audit", nil)...)
	table = append(table, notAdmin("resolve", "POST", "/api/admin/reports/{report}/resolve", dismiss)...)
	table = append(table, notAdmin("suspend", "POST", "/api/admin/users/{sender}/suspend", spam)...)
	table = append(table, notAdmin("unsuspend", "POST", "/api/admin/users/{sender}/unsuspend", nil)...)
	table = append(table, []scenario{
		{name: "the figures", as: "admin", method: "GET", path: "/api/admin/stats", status: http.StatusOK,
			want: []string{`"users":4`, `"openReports":1`, `"New":1`, `"Planned":1`}},
		{name: "users by e-mail, without secrets", as: "admin", method: "GET", path: "/api/admin/users?q=sender", status: http.StatusOK,
			want:   []string{`"userId":{sender}`, `"email":"sender@example.com"`, `"suspended":false`},
			unwant: []string{"driver@example.com", "password", "correct horse"}},
		{name: "a bad cursor of users", as: "admin", method: "GET", path: "/api/admin/users?cursor=x", status: http.StatusBadRequest,
			code: "invalid_input", fields: map[string]string{"cursor": "invalid"}},
		{name: "the open report, with cards without contacts", as: "admin", method: "GET", path: "/api/admin/reports?status=open",
			status: http.StatusOK, want: []string{`"reportId":{report}`, `"kind":"ride"`, `"reason":"fraud"`, `"status":"open"`, `"name":"Petro"`},
			unwant: []string{driverPhone, "driver@example.com", "stranger@example.com"}},
		{name: "an unknown status", as: "admin", method: "GET", path: "/api/admin/reports?status=closed", status: http.StatusBadRequest,
			fields: map[string]string{"status": "invalid"}},
		{name: "the audit holds the grant", as: "admin", method: "GET", path: "/api/admin/audit", status: http.StatusOK,
			want: []string{`"action":"grant_admin"`}},
		{name: "a resolution without an action", as: "admin", method: "POST", path: "/api/admin/reports/{report}/resolve", body: map[string]any{},
			status: http.StatusBadRequest, fields: map[string]string{"action": "required"}},
		{name: "an unknown action", as: "admin", method: "POST", path: "/api/admin/reports/{report}/resolve", body: map[string]any{"action": "ban"},
			status: http.StatusBadRequest, fields: map[string]string{"action": "invalid"}},
		{name: "a reason too long", as: "admin", method: "POST", path: "/api/admin/reports/{report}/resolve",
			body: map[string]any{"action": "suspend_user", "reason": strings.Repeat("a", 501)}, status: http.StatusBadRequest,
			fields: map[string]string{"reason": "too_long"}},
		{name: "no such report", as: "admin", method: "POST", path: "/api/admin/reports/999999/resolve", body: dismiss,
			status: http.StatusNotFound, code: "not_found"},
		{name: "the admin dismisses it", as: "admin", method: "POST", path: "/api/admin/reports/{report}/resolve", body: dismiss,
			status: http.StatusOK, want: []string{`"reportId":{report}`, `"status":"resolved"`, `"action":"dismiss"`}},
		{name: "a resolved report stays resolved", as: "admin", method: "POST", path: "/api/admin/reports/{report}/resolve", body: dismiss,
			status: http.StatusConflict, code: "invalid_state"},
		{name: "no open report left", as: "admin", method: "GET", path: "/api/admin/stats", status: http.StatusOK,
			want: []string{`"openReports":0`}},
		{name: "a suspension without a reason", as: "admin", method: "POST", path: "/api/admin/users/{stranger}/suspend", body: map[string]any{},
			status: http.StatusBadRequest, fields: map[string]string{"reason": "required"}},
		{name: "a reason too long to suspend", as: "admin", method: "POST", path: "/api/admin/users/{stranger}/suspend",
			body: map[string]any{"reason": strings.Repeat("a", 501)}, status: http.StatusBadRequest, fields: map[string]string{"reason": "too_long"}},
		{name: "no such user to suspend", as: "admin", method: "POST", path: "/api/admin/users/999999/suspend", body: spam,
			status: http.StatusNotFound, code: "not_found"},
		{name: "an admin cannot be suspended", as: "admin", method: "POST", path: "/api/admin/users/{admin}/suspend", body: spam,
			status: http.StatusConflict, code: "cannot_suspend_admin"},
		{name: "the admin suspends the stranger", as: "admin", method: "POST", path: "/api/admin/users/{stranger}/suspend", body: spam,
			status: http.StatusNoContent},
		{name: "whose session ended at once", as: "stranger", method: "GET", path: "/api/profile", status: http.StatusUnauthorized,
			code: "not_signed_in"},
		{name: "the user list shows it", as: "admin", method: "GET", path: "/api/admin/users?q=stranger", status: http.StatusOK,
			want: []string{`"userId":{stranger}`, `"suspended":true`, `"suspendedReason":"Spam"`}},
		{name: "no such user to unsuspend", as: "admin", method: "POST", path: "/api/admin/users/999999/unsuspend",
			status: http.StatusNotFound, code: "not_found"},
		{name: "the admin lifts it", as: "admin", method: "POST", path: "/api/admin/users/{stranger}/unsuspend", status: http.StatusNoContent},
		{name: "the user list shows that", as: "admin", method: "GET", path: "/api/admin/users?q=stranger", status: http.StatusOK,
			want: []string{`"suspended":false`}},
		{name: "the audit holds both", as: "admin", method: "GET", path: "/api/admin/audit", status: http.StatusOK,
			want: []string{`"action":"suspend_user"`, `"action":"unsuspend_user"`, `"details":"Spam"`}},
	}...)
	w.run(t, table)
}
