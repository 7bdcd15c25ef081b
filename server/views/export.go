package views

// ExportFile is the JSON file of GET /api/profile/export.
type ExportFile struct {
	ExportedAt string                      `json:"exportedAt"`
	UserID     int64                       `json:"userId"`
	Tables     map[string][]map[string]any `json:"tables" description:"Every stored row about me, by table (secrets such as password hashes left out)."`
}
