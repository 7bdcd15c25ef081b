package views

import "ridepost/store"

// Profile is the signed-in user's own view of their account.
type Profile struct {
	UserID         int64    `json:"userId"`
	Name           string   `json:"name"`
	Surname        string   `json:"surname"`
	Phone          string   `json:"phone"`
	Email          string   `json:"email"`
	ProfilePicture string   `json:"profilePicture"`
	Language       Language `json:"language"`
	EmailVerified  bool     `json:"emailVerified"`
	WantsToDrive   bool     `json:"wantsToDrive"`
	Role           string   `json:"role" enum:"user,admin"`
}

// NewProfile shows u their own account.
func NewProfile(u *store.User) Profile {
	return Profile{
		UserID: u.ID, Name: u.Name, Surname: u.Surname, Phone: u.Phone, Email: u.Email,
		Language: Language(u.Language), EmailVerified: u.EmailVerified(), WantsToDrive: u.WantsToDrive,
		ProfilePicture: pictureURL(u), Role: u.Role,
	}
}

// SessionResponse answers a sign-in: the session's CSRF token and my profile.
type SessionResponse struct {
	Token   string  `json:"token"`
	Profile Profile `json:"profile"`
}

// Email answers a change of e-mail address.
type Email struct {
	Email string `json:"email"`
}

// Picture answers a new or deleted picture with its address.
type Picture struct {
	ProfilePicture string `json:"profilePicture"`
}

// NewPicture is u's picture's address.
func NewPicture(u *store.User) Picture { return Picture{pictureURL(u)} }
