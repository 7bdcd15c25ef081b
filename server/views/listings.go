package views

// MemberListings is a page of what a member still offers, as a stranger sees it on their public card: their open
// rides and New parcels, each as the available lists show it (no detour, no relation to the viewer's own items).
type MemberListings struct {
	Rides      []AvailableRide   `json:"rides"`
	Parcels    []AvailableParcel `json:"parcels"`
	NextCursor *string           `json:"nextCursor"`
}
