package handlers

// Every request passes, outermost first: metrics, the available lists' queue, request log, recovery,
// security headers, gzip, a 1 MB body limit, cross-origin refusal, and for /api, /auth and /dev only
// the session, authentication and the CSRF check. Paths and bodies follow docs/product.md §6.

import (
	"runtime"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

func (s *Handlers) routes() error {
	e := s.echo
	e.Use(queue(runtime.GOMAXPROCS(0)), s.requestLog, middleware.Recover(), s.securityHeaders,
		middleware.GzipWithConfig(middleware.GzipConfig{MinLength: 1024, Skipper: notGzipped}),
		middleware.BodyLimitWithConfig(middleware.BodyLimitConfig{Limit: "1M", Skipper: isUpload}),
		s.crossOrigin(), s.sessionChain)

	e.GET("/healthz", s.healthz)
	e.GET("/terms", s.terms)

	auth := e.Group("/auth")
	auth.POST("/signup", s.authSignup, s.abuseLimit("signup", s.limits.SignUp, byAddress))
	auth.POST("/signup/about-yourself", s.authAboutYourself, requireAuth)
	auth.POST("/signin", s.authSignin, s.abuseLimit("signin", s.limits.SignIn, byAddress))
	auth.GET("/signout", s.authSignout)
	auth.POST("/signout", s.authSignout)
	auth.GET("/session", s.authSession)
	auth.POST("/verify-email", s.authVerifyEmail)
	auth.POST("/verify-email/resend", s.authResendVerification, requireAuth, s.abuseLimit("resend", s.limits.Resend, byAddress))
	auth.POST("/restore-password", s.authRestorePassword, s.abuseLimit("restore-password", s.limits.Restore, byAddress))
	auth.POST("/new-password", s.authNewPassword, s.abuseLimit("new-password", s.limits.Restore, byAddress))
	auth.POST("/new-password/check", s.authNewPasswordCheck, s.abuseLimit("new-password-check", s.limits.Restore, byAddress))
	auth.POST("/restore-account", s.authRestoreAccount, s.abuseLimit("restore-account", s.limits.Restore, byAddress))

	api := e.Group("/api", requireAuth)
	api.GET("/profile", s.profileGet)
	api.PUT("/profile", s.profileUpdate)
	api.PUT("/profile/email", s.profileEmail)
	api.POST("/profile/password", s.profilePassword)
	api.PUT("/profile/language", s.profileLanguage)
	api.PUT("/profile/picture", s.pictureUpload, middleware.BodyLimit("4M"))
	api.DELETE("/profile/picture", s.pictureDelete)
	api.GET("/profile/vehicle", s.vehicleList)
	api.POST("/profile/vehicle", s.vehicleCreate)
	api.DELETE("/profile/vehicle/delete", s.vehicleDelete)
	api.DELETE("/profile", s.profileDelete)
	api.GET("/profile/export", s.profileExport)
	api.POST("/users/:id/block", s.userBlock)
	api.DELETE("/users/:id/block", s.userUnblock)
	api.GET("/profile/blocked", s.blockedList)
	api.POST("/reports", s.reportCreate)

	api.GET("/parcels", s.parcelList)
	api.POST("/parcels", s.parcelCreate, requireVerified)
	api.GET("/parcels/:id", s.parcelGet)
	api.PATCH("/parcels/:id", s.parcelEdit)
	api.POST("/parcels/:id/cancel", s.parcelCancel)
	api.GET("/rides", s.rideList)
	api.POST("/rides", s.rideCreate, requireVerified)
	api.GET("/rides/:id", s.rideGet)
	api.PATCH("/rides/:id", s.rideEdit)
	api.GET("/rides/:id/accepted", s.rideAccepted)
	api.POST("/rides/:id/cancel", s.rideCancel)
	api.PUT("/rides/:id/instant", s.rideInstant)

	asks := s.abuseLimit("requests", requestLimit, byUser) // one allowance for both ways of asking
	api.GET("/parcels/:id/requests", s.parcelRequests)
	api.POST("/parcels/:id/requests", s.parcelRequestCreate, requireVerified, asks)
	api.GET("/rides/:id/requests", s.rideRequests)
	api.POST("/rides/:id/requests", s.rideRequestCreate, requireVerified, asks)
	api.POST("/requests/:id/approve", s.requestApprove)
	api.POST("/requests/:id/decline", s.requestDecline)
	api.POST("/requests/:id/cancel", s.requestCancel)
	api.POST("/parcels/:id/pickup", s.parcelPickup)
	api.POST("/parcels/:id/refuse", s.parcelRefuse)
	api.POST("/parcels/:id/deliver", s.parcelDeliver)
	api.POST("/parcels/:id/handover", s.parcelHandover)
	api.PUT("/parcels/:id/pickup-plan", s.pickupPlan)
	api.GET("/parcels/:id/handover.ics", s.parcelHandoverICS)
	api.GET("/rides/:id/calendar.ics", s.rideCalendarICS)
	api.POST("/parcels/:id/photos", s.photoAdd, middleware.BodyLimit("4M"))
	api.GET("/parcels/:id/photos/:photoId", s.photoGet)
	api.POST("/parcels/:id/rating", s.parcelRate)

	api.GET("/profile/notifications", s.notificationSettingsGet)
	api.PUT("/profile/notifications", s.notificationSettingsPut)
	api.GET("/notifications", s.notificationList)
	api.POST("/notifications/read", s.notificationsRead)
	api.GET("/events", s.eventsStream)
	api.GET("/alerts", s.alertList)
	api.POST("/alerts", s.alertCreate, rateLimit(s.limits.SignIn.scaled(3)))
	api.DELETE("/alerts/:id", s.alertDelete)
	api.GET("/conversations", s.conversationList)
	api.GET("/conversations/:id", s.conversationGet)
	api.GET("/conversations/:id/messages", s.messageList)
	api.POST("/conversations/:id/messages", s.messageCreate, s.abuseLimit("messages", messageLimit, byUser))
	api.POST("/conversations/:id/read", s.conversationRead)
	api.GET("/push/key", s.pushKey)
	api.POST("/push/subscriptions", s.pushSubscribe)
	api.DELETE("/push/subscriptions", s.pushUnsubscribe)

	// Admins only: anyone else, signed in or not, gets 404.
	admin := e.Group("/api/admin", requireAdmin)
	admin.GET("/stats", s.adminStats)
	admin.GET("/users", s.adminUsers)
	admin.POST("/users/:id/suspend", s.adminSuspend)
	admin.POST("/users/:id/unsuspend", s.adminUnsuspend)
	admin.GET("/reports", s.adminReports)
	admin.POST("/reports/:id/resolve", s.adminResolve)
	admin.GET("/audit", s.adminAudit)

	// The recipient's confirmation: no sign-in, the signed link is the key.
	delivery := e.Group("/api/delivery/:token", rateLimit(s.limits.Restore.scaled(4)))
	delivery.GET("", s.deliveryGet)
	delivery.POST("/confirm", s.deliveryConfirm)
	delivery.POST("/feedback", s.deliveryFeedback)
	delivery.GET("/photos/:photoId", s.deliveryPhoto)

	// E-mails' unsubscribe links (no sign-in, the signed token is the key;
	// the one-click POST passes the cross-origin check: middleware.go).
	e.GET("/unsubscribe", s.unsubscribeGet)
	e.POST("/unsubscribe", s.unsubscribePost)

	e.GET("/api/openapi.json", s.openAPI)
	// Public: the gazetteer is open data, answered from memory.
	e.GET("/api/places", s.placeSearch)
	e.GET("/api/places/:id", s.placeGet)
	// Public browsing (docs/product.md §2): the two searches and the public cards answer a signed-out visitor too,
	// as a stranger sees them, at most 60 a minute an address.
	public := anonymousLimit(s.limits.Search)
	e.GET("/api/parcels/available", s.parcelsAvailable, public)
	e.GET("/api/rides/available", s.ridesAvailable, public)
	e.GET("/api/users/:id", s.userCard, public)
	e.GET("/api/users/:id/reviews", s.userReviews, public)
	e.GET("/api/users/:id/listings", s.userListings, public)
	e.GET("/api/prices/suggest", s.priceSuggest, public)
	// Shared links: what a stranger sees of one item, its page with preview tags, and its preview image.
	e.GET("/api/public/rides/:id", s.publicRide, public)
	e.GET("/api/public/parcels/:id", s.publicParcel, public)
	e.GET("/share/ride/:file", s.shareRide, public)
	e.GET("/share/parcel/:file", s.shareParcel, public)
	// Pictures are public: driver cards show them to recipients, who do not sign in.
	e.GET("/api/users/:id/picture", s.pictureGet)

	if s.cfg.Dev && s.cfg.Mailbox != nil {
		e.GET("/dev/mail", s.devMail)
	}
	if s.cfg.Dev {
		e.POST("/dev/housekeeping", s.devHousekeeping)
		e.POST("/dev/admin", s.devAdmin)
	}

	e.GET("/*", s.spa)
	e.HEAD("/*", s.spa)
	return nil
}

// notGzipped: app files are compressed at build, and each event must go out at once.
func notGzipped(c echo.Context) bool {
	return isAppFile(c) || c.Request().URL.Path == "/api/events"
}

// isUpload marks the calls whose body limit is set on the route itself.
func isUpload(c echo.Context) bool {
	p := c.Request().URL.Path
	return p == "/api/profile/picture" || (strings.HasPrefix(p, "/api/parcels/") && strings.HasSuffix(p, "/photos"))
}
