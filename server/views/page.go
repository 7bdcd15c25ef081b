package views

// Page is one page of a list, and the cursor of the next (null at the end).
type Page[T any] struct {
	Items      []T     `json:"items"`
	NextCursor *string `json:"nextCursor"`
}

// SearchPage is a page of an available list, with how many match in all.
type SearchPage[T any] struct {
	Items      []T     `json:"items"`
	NextCursor *string `json:"nextCursor"`
	Total      int     `json:"total"`
}
