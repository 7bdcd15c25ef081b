package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/jmoiron/sqlx"
)

// User is a Ridepost account: everyone can both send parcels and drive.
type User struct {
	ID              int64          `db:"id"`
	Email           string         `db:"email"`
	PasswordHash    string         `db:"password_hash"`
	Name            string         `db:"name"`
	Surname         string         `db:"surname"`
	Phone           string         `db:"phone"`
	Language        string         `db:"language"`
	WantsToDrive    bool           `db:"wants_to_drive"`
	EmailVerifiedAt sql.NullString `db:"email_verified_at"`
	AuthVersion     int64          `db:"auth_version"`
	PictureVersion  string         `db:"picture_version"`
	CreatedAt       string         `db:"created_at"`
	UpdatedAt       string         `db:"updated_at"`

	Role string `db:"role"`

	SuspendedAt   sql.NullString `db:"suspended_at"`
	SuspendReason string         `db:"suspend_reason"`

	DeletedAt sql.NullString `db:"deleted_at"`
}

// User roles.
const (
	RoleUser  = "user"
	RoleAdmin = "admin"
)

// Suspended reports whether an admin suspended the user.
func (u *User) Suspended() bool { return u.SuspendedAt.Valid }

// EmailVerified reports whether the user confirmed their current address.
func (u *User) EmailVerified() bool { return u.EmailVerifiedAt.Valid }

// ShortName is the name others see in texts: "Olena K." (the surname's initial).
func (u *User) ShortName() string {
	r, _ := utf8.DecodeRuneInString(u.Surname)
	if r == utf8.RuneError {
		return u.Name
	}
	return u.Name + " " + string(r) + "."
}

const userColumns = `id, email, password_hash, name, surname, phone, language, wants_to_drive,
	email_verified_at, auth_version, picture_version, created_at, updated_at, role, suspended_at, suspend_reason, deleted_at`

// CreateUser inserts a new, unverified user; ErrEmailTaken when the e-mail is taken.
func (s *Store) CreateUser(ctx context.Context, email, passwordHash, language string) (*User, error) {
	now := formatTime(time.Now())
	const q = `INSERT INTO users (email, password_hash, language, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?) RETURNING ` + userColumns
	var u User
	if err := sqlx.GetContext(ctx, s.q, &u, q, email, passwordHash, language, now, now); err != nil {
		if isUniqueViolation(err) {
			return nil, ErrEmailTaken
		}
		return nil, fmt.Errorf("store: create user: %w", err)
	}
	return &u, nil
}

// GetUser returns the user with id, or ErrNotFound.
func (s *Store) GetUser(ctx context.Context, id int64) (*User, error) {
	return s.getUser(ctx, "SELECT "+userColumns+" FROM users WHERE id = ?", id)
}

// GetUserByEmail returns the user with the lowercased e-mail, never an erased one, or ErrNotFound.
func (s *Store) GetUserByEmail(ctx context.Context, email string) (*User, error) {
	return s.getUser(ctx, "SELECT "+userColumns+" FROM users WHERE email = ? AND deleted_at IS NULL", email)
}

func (s *Store) getUser(ctx context.Context, q string, arg any) (*User, error) {
	return getOne[User](ctx, s.q, "get user", q, arg)
}

// AboutYourself holds what a new user says of themselves after signing up.
type AboutYourself struct {
	Name, Surname, Phone string
	WantsToDrive         bool
}

// UpdateAboutYourself saves the name, surname, phone and driver wish.
func (s *Store) UpdateAboutYourself(ctx context.Context, id int64, a AboutYourself) (*User, error) {
	const q = `UPDATE users SET name = ?, surname = ?, phone = ?, wants_to_drive = ?, updated_at = ?
		WHERE id = ? RETURNING ` + userColumns
	return s.getUserTx(ctx, q, a.Name, a.Surname, a.Phone, a.WantsToDrive, formatTime(time.Now()), id)
}

// UpdateLanguage sets the language of the user's interface and e-mails.
func (s *Store) UpdateLanguage(ctx context.Context, id int64, language string) (*User, error) {
	const q = `UPDATE users SET language = ?, updated_at = ? WHERE id = ? RETURNING ` + userColumns
	return s.getUserTx(ctx, q, language, formatTime(time.Now()), id)
}

// UpdateGeneral saves the name, surname and phone of the profile.
func (s *Store) UpdateGeneral(ctx context.Context, id int64, name, surname, phone string) (*User, error) {
	const q = `UPDATE users SET name = ?, surname = ?, phone = ?, updated_at = ? WHERE id = ? RETURNING ` + userColumns
	return s.getUserTx(ctx, q, name, surname, phone, formatTime(time.Now()), id)
}

// ChangeEmail moves the account to a new, unverified address; ErrEmailTaken when another account has it.
func (s *Store) ChangeEmail(ctx context.Context, id int64, email string) (*User, error) {
	const q = `UPDATE users SET email = ?, email_verified_at = NULL, updated_at = ? WHERE id = ? RETURNING ` + userColumns
	u, err := s.getUserTx(ctx, q, email, formatTime(time.Now()), id)
	if isUniqueViolation(err) {
		return nil, ErrEmailTaken
	}
	return u, err
}

// ChangePassword stores a new hash and ends the sessions of the old auth_version; the caller moves its own.
func (s *Store) ChangePassword(ctx context.Context, id int64, passwordHash string) (*User, error) {
	const q = `UPDATE users SET password_hash = ?, auth_version = auth_version + 1, updated_at = ?
		WHERE id = ? RETURNING ` + userColumns
	return s.getUserTx(ctx, q, passwordHash, formatTime(time.Now()), id)
}

func (s *Store) getUserTx(ctx context.Context, q string, args ...any) (*User, error) {
	var u *User
	err := s.inTx(ctx, func(tx *sqlx.Tx) (Change, error) {
		var err error
		if u, err = getOne[User](ctx, tx, "update user", q, args...); err != nil {
			return Change{}, err
		}
		return Change{Users: []int64{u.ID}}, nil
	})
	return u, err
}

// GetUsers loads several users at once, keyed by id (missing ones are absent).
func (s *Store) GetUsers(ctx context.Context, ids []int64) (map[int64]*User, error) {
	return getByIDs(ctx, s.q, "get users", "SELECT "+userColumns+" FROM users WHERE id "+inIDs, ids, func(u *User) int64 { return u.ID })
}

// MarkEmailVerified marks the user's current address verified (demo data).
func (s *Store) MarkEmailVerified(ctx context.Context, id int64) error {
	now := formatTime(time.Now())
	return s.inTx(ctx, func(tx *sqlx.Tx) (Change, error) {
		if _, err := tx.ExecContext(ctx, `UPDATE users SET email_verified_at = ?, updated_at = ? WHERE id = ?`, now, now, id); err != nil {
			return Change{}, fmt.Errorf("store: verify user: %w", err)
		}
		return Change{Users: []int64{id}}, nil
	})
}

// CountUsers tells how many accounts exist.
func (s *Store) CountUsers(ctx context.Context) (int, error) {
	var n int
	if err := sqlx.GetContext(ctx, s.q, &n, "SELECT COUNT(*) FROM users"); err != nil {
		return 0, fmt.Errorf("store: count users: %w", err)
	}
	return n, nil
}
