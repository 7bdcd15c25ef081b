package handlers

import (
	"mime/multipart"
	"net/http"

	"github.com/swaggest/jsonschema-go"

	"ridepost/server/mail"
	"ridepost/server/views"
)

type idPath struct {
	ID int64 `path:"id" minimum:"1"`
}

type photoPath struct {
	PhotoID int64 `path:"photoId" minimum:"1"`
}

type sharedFilePath struct {
	File string `path:"file" pattern:"^[0-9]+(\\.png)?$" description:"The item's id: its page; with .png, its preview."`
}

type tokenPath struct {
	Token string `path:"token"`
}

type cursorQuery struct {
	Cursor string `query:"cursor" description:"Present (even empty, for the first page) to ask for pages: {items, nextCursor}. Absent: a plain array of the newest 100."`
}

type pageQuery struct {
	Cursor string `query:"cursor" description:"The nextCursor of the page before; absent for the first page."`
}

type availableQuery struct {
	From   int64  `query:"from" description:"Place id of the start."`
	To     int64  `query:"to" description:"Place id of the end."`
	Date   string `query:"date" format:"date"`
	Sort   string `query:"sort" enum:"detour,date,price,rating" default:"detour" description:"detour: nearest first (then date); date: soonest first; price: parcels paying most first, rides costing least first (the driver's offer, else the suggested price for my parcel's size); rating: best-rated owner first. Other than detour, the 500 nearest matches are sorted."`
	Cursor string `query:"cursor" description:"The nextCursor of the page before."`
	// The filters beside the route and day; any of them set, the 500 nearest matches are filtered (then sorted),
	// and total counts what is left.
	MinRating float64 `query:"minRating" minimum:"1" maximum:"5" description:"Only owners rated at least this (1–5, as the card shows it, to one decimal): the senders' rating as senders on the parcels list, the drivers' on the rides list. An owner not yet rated is left out."`
	MaxDetour int     `query:"maxDetour" minimum:"0" maximum:"10000" description:"Only matches whose detour (detourKm) is at most this many km."`
}

type parcelsAvailableQuery struct {
	availableQuery
	RideID int64  `query:"rideId" description:"One of my rides: the parcels it can take."`
	Size   string `query:"size" enum:"S,M,L,XL" description:"Only parcels of at most this size (S < M < L < XL): what the driver has room for."`
}

type ridesAvailableQuery struct {
	availableQuery
	ParcelID int64  `query:"parcelId" description:"One of my parcels: the rides that can take it."`
	Instant  bool   `query:"instant" description:"Only rides that accept a fitting request at once (instant booking)."`
	Vehicle  string `query:"vehicle" enum:"car,motorcycle,scooter,bicycle" description:"Only rides on this type of vehicle. (No ride limits the size of what it takes: this list has no size filter.)"`
}

type placesQuery struct {
	Q    string `query:"q"`
	Lang string `query:"lang" enum:"en,uk"`
}

type priceQuery struct {
	From int64  `query:"from" required:"true" description:"Place id of the start."`
	To   int64  `query:"to" required:"true" description:"Place id of the end."`
	Size string `query:"size" required:"true" enum:"S,M,L,XL"`
}

type langQuery struct {
	Lang string `query:"lang" enum:"en,uk"`
}

type tokenQuery struct {
	Token string `query:"token" required:"true"`
}

// oneClickForm is RFC 8058's one-click unsubscribe body.
type oneClickForm struct {
	ListUnsubscribe string `formData:"List-Unsubscribe" enum:"One-Click" required:"true"`
}

type pictureQuery struct {
	V string `query:"v" description:"The picture's version, from profilePicture: the answer may then be cached for a year."`
}

type pictureUpload struct {
	Picture *multipart.FileHeader `formData:"picture" description:"JPEG, PNG or WebP, at most 3 MB."`
}

// operations lists every route of routes.go but the app's own pages.
func operations() []operation {
	ok := func(v any) map[int]any { return map[int]any{http.StatusOK: v} }
	created := func(v any) map[int]any { return map[int]any{http.StatusCreated: v} }
	none := map[int]any{http.StatusNoContent: nil}
	const (
		bad, signIn, forbidden, notFound, conflict, tooLarge, tooMany = 400, 401, 403, 404, 409, 413, 429
	)
	return []operation{
		{method: "GET", path: "/healthz", summary: "The server is ready for traffic: its database answers, its match index is loaded and it follows the change feed.", access: public,
			answers: map[int]any{200: views.Health{}, 503: views.Health{}}},

		{method: "POST", path: "/auth/signup", summary: "Sign up; sends the verification e-mail.", access: public,
			body: credentialsRequest{}, answers: created(views.SessionResponse{}), errors: []int{bad, conflict, tooMany}},
		{method: "POST", path: "/auth/signup/about-yourself", summary: "Name, phone and whether I drive, after signing up.", access: signedIn,
			body: aboutYourselfRequest{}, answers: ok(views.Profile{}), errors: []int{bad}},
		{method: "POST", path: "/auth/signin", summary: "Sign in.", access: public,
			body: credentialsRequest{}, answers: ok(views.SessionResponse{}), errors: []int{bad, 401, tooMany}},
		{method: "GET", path: "/auth/signout", summary: "Sign out (refused from another site).", access: public, answers: none,
			errors: []int{forbidden}},
		{method: "POST", path: "/auth/signout", summary: "Sign out.", access: public, answers: none},
		{method: "GET", path: "/auth/session", summary: "The signed-in user and the session's CSRF token.", access: signedIn,
			answers: ok(views.SessionResponse{})},
		{method: "POST", path: "/auth/verify-email", summary: "Verify the e-mail address with the link's token.", access: public,
			body: tokenRequest{}, answers: ok(views.Profile{}), errors: []int{bad}},
		{method: "POST", path: "/auth/verify-email/resend", summary: "Send the verification e-mail again.", access: signedIn,
			answers: none, errors: []int{conflict, tooMany}},
		{method: "POST", path: "/auth/restore-password", summary: "E-mail a link to choose a new password (204 whether or not the address is known).", access: public,
			body: credentialsRequest{}, answers: none, errors: []int{bad, tooMany}},
		{method: "POST", path: "/auth/new-password", summary: "Choose a new password with the link's token.", access: public,
			body: tokenRequest{}, answers: none, errors: []int{bad, tooMany}},
		{method: "POST", path: "/auth/new-password/check", summary: "Tell whether a new-password link's token still works, without spending it (204, else the 400 /auth/new-password would give).", access: public,
			body: linkTokenRequest{}, answers: none, errors: []int{bad, tooMany}},
		{method: "POST", path: "/auth/restore-account", summary: "Take the account back to the old e-mail address with the link's token.", access: public,
			body: tokenRequest{}, answers: none, errors: []int{bad, conflict, tooMany}},

		{method: "GET", path: "/api/profile", summary: "My profile.", access: signedIn, answers: ok(views.Profile{})},
		{method: "PUT", path: "/api/profile", summary: "Change my name, surname and phone.", access: signedIn,
			body: generalRequest{}, answers: ok(generalRequest{}), errors: []int{bad}},
		{method: "PUT", path: "/api/profile/email", summary: "Change my e-mail address (to verify again).", access: signedIn,
			body: credentialsRequest{}, answers: ok(views.Email{}), errors: []int{bad, conflict}},
		{method: "POST", path: "/api/profile/password", summary: "Change my password; my other sessions end.", access: signedIn,
			body: passwordChange{}, answers: none, errors: []int{bad}},
		{method: "PUT", path: "/api/profile/language", summary: "Change my language.", access: signedIn,
			body: languageSetting{}, answers: ok(languageSetting{}), errors: []int{bad}},
		{method: "PUT", path: "/api/profile/picture", summary: "Upload my picture.", access: signedIn,
			body: pictureUpload{}, answers: ok(views.Picture{}), errors: []int{bad, http.StatusUnsupportedMediaType}},
		{method: "DELETE", path: "/api/profile/picture", summary: "Delete my picture.", access: signedIn, answers: ok(views.Picture{})},
		{method: "GET", path: "/api/profile/vehicle", summary: "My vehicles.", access: signedIn, answers: ok([]views.Vehicle{})},
		{method: "POST", path: "/api/profile/vehicle", summary: "Add a vehicle.", access: signedIn,
			body: views.Vehicle{}, answers: created(views.Vehicle{}), errors: []int{bad}},
		{method: "DELETE", path: "/api/profile/vehicle/delete", summary: "Delete a vehicle (409 while a planned ride uses it).", access: signedIn,
			body: vehicleRef{}, answers: ok(views.VehicleDeleted{}), errors: []int{bad, notFound, conflict}},
		{method: "DELETE", path: "/api/profile", summary: "Delete my account: personal data erased, ratings kept without my name, sessions ended (409 active_items while something of mine is under way).", access: signedIn,
			body: accountDeletion{}, answers: none, errors: []int{bad, conflict}},
		{method: "GET", path: "/api/profile/export", summary: "Everything stored about me, as a JSON file (an attachment).", access: signedIn,
			answers: ok(views.ExportFile{})},
		{method: "GET", path: "/api/users/:id", summary: "A user's public card: never contacts; and whether I blocked the user (false signed out). Signed out: 60 a minute an address.", access: public,
			answers: ok(views.UserCard{}), errors: []int{bad, notFound, tooMany}},
		// First to answer a PublicCard (not a pointer): its schema is not nullable.
		{method: "GET", path: "/api/profile/blocked", summary: "The users I blocked, newest first (at most 100).", access: signedIn,
			answers: ok([]views.PublicCard{})},
		{method: "GET", path: "/api/users/:id/reviews", summary: "The ratings a user received as driver (from recipients) and as sender (from drivers), newest first, 20 a page. Signed out: 60 a minute an address.", access: public,
			query: pageQuery{}, answers: ok(views.Page[views.Review]{}), errors: []int{bad, notFound, tooMany}},
		{method: "GET", path: "/api/users/:id/listings", summary: "A member's open listings, as a stranger sees them: Planned rides with a free place that have not departed, and New parcels, soonest first, up to 20 of each a page (404 for a suspended member or a blocked pair). Signed out: 60 a minute an address.", access: public,
			query: pageQuery{}, answers: ok(views.MemberListings{}), errors: []int{bad, notFound, tooMany}},
		{method: "POST", path: "/api/users/:id/block", summary: "Block a user: neither sees the other's listings, requests or messages; our pending requests expire (400 cannot_block_self).", access: signedIn,
			answers: none, errors: []int{bad}},
		{method: "DELETE", path: "/api/users/:id/block", summary: "Unblock a user.", access: signedIn,
			answers: none, errors: []int{bad}},
		{method: "POST", path: "/api/reports", summary: "Report a user, a parcel or a ride (exactly one) to the admins; at most 10 a day (400 cannot_report_self).", access: signedIn,
			body: reportRequest{}, answers: created(views.Report{}), errors: []int{bad, notFound, tooMany}},

		{method: "GET", path: "/api/parcels", summary: "My parcels, newest first.", access: signedIn, query: cursorQuery{},
			answers: ok(ownList[views.Parcel]{}), errors: []int{bad}},
		{method: "GET", path: "/api/parcels/available", summary: "Open parcels a ride can take, by detour then pickup date. Signed out: by cities and day only (rideId asks to sign in), as a stranger sees them, 60 a minute an address.", access: public,
			query: parcelsAvailableQuery{}, answers: ok(views.SearchPage[views.AvailableParcel]{}), errors: []int{bad, signIn, notFound, tooMany}},
		{method: "GET", path: "/api/rides/available", summary: "Planned rides that can take a parcel, by detour then departure. Signed out: by cities and day only (parcelId asks to sign in), as a stranger sees them, 60 a minute an address.", access: public,
			query: ridesAvailableQuery{}, answers: ok(views.SearchPage[views.AvailableRide]{}), errors: []int{bad, signIn, notFound, tooMany}},
		{method: "POST", path: "/api/parcels", summary: "Post a parcel; without the prohibitedAck tick, 400 prohibited_ack_required.", access: verified,
			body: parcelRequest{}, answers: created(views.Parcel{}), errors: []int{bad}},
		{method: "GET", path: "/api/parcels/:id", summary: "A parcel: contacts only to its sender and its driver.", access: signedIn,
			answers: ok(views.Parcel{})},
		{method: "PATCH", path: "/api/parcels/:id", summary: "The sender changes a New parcel: any field of creation, checked as at creation (fields left out keep their value; a pickup date gone by may stay). Its pending requests that no longer fit expire, both sides told; 409 invalid_state once not New.", access: signedIn,
			body: parcelRequest{}, answers: ok(views.Parcel{}), errors: []int{bad, conflict}},
		{method: "POST", path: "/api/parcels/:id/cancel", summary: "The sender cancels the parcel.", access: signedIn,
			answers: ok(views.Parcel{}), errors: []int{conflict}},
		{method: "GET", path: "/api/rides", summary: "My rides, newest first.", access: signedIn, query: cursorQuery{},
			answers: ok(ownList[views.Ride]{}), errors: []int{bad}},
		{method: "POST", path: "/api/rides", summary: "Post a ride; with repeat, a regular trip (a series of rides, answered by its first, carrying series).", access: verified,
			body: rideRequest{}, answers: created(views.Ride{}), errors: []int{bad}},
		{method: "GET", path: "/api/rides/:id", summary: "A ride; for its driver, a Planned ride of a series also says what cancelling it with the later ones would do (series.cancel).", access: signedIn, answers: ok(views.Ride{})},
		{method: "PATCH", path: "/api/rides/:id", summary: "The driver changes a Planned ride: times, meeting points, capacity (not below its accepted parcels), parcel types, instant booking, and its cities while no parcel is accepted (409 ride_has_parcels); checked as at creation, fields left out keep their value. Its pending requests that no longer fit expire, both sides told; senders on it are told (ride_changed) when the departure moves by more than an hour; 409 invalid_state once not Planned.", access: signedIn,
			body: rideEditRequest{}, answers: ok(views.Ride{}), errors: []int{bad, conflict}},
		{method: "GET", path: "/api/rides/:id/accepted", summary: "The parcels my ride carries, with the contacts for the handover.", access: signedIn,
			answers: ok([]views.Accepted{})},
		{method: "POST", path: "/api/rides/:id/cancel", summary: "The driver cancels the ride; with series, also the later Planned rides of its series without accepted parcels, in one go.", access: signedIn,
			body: rideCancelRequest{}, answers: ok(views.RideCancelled{}), errors: []int{bad, conflict}},
		{method: "PUT", path: "/api/rides/:id/instant", summary: "The driver turns instant booking on or off for the ride; with series, also for the later rides of its series still on. Requests already made keep their state; 409 once the ride is over.", access: signedIn,
			body: rideInstantRequest{}, answers: ok(views.RideInstant{}), errors: []int{conflict}},

		{method: "GET", path: "/api/parcels/:id/requests", summary: "My parcel's requests: offers from drivers and my asks.", access: signedIn,
			answers: ok(views.ParcelRequests{})},
		{method: "POST", path: "/api/parcels/:id/requests", summary: "A driver offers to carry the parcel on one of their rides; 403 blocked between the pair; 404 when the sender is suspended; 30 requests an hour a user.", access: verified,
			body: requestBody{}, answers: created(views.Request{}), errors: []int{bad, forbidden, conflict, tooMany}},
		{method: "GET", path: "/api/rides/:id/requests", summary: "My ride's requests: asks from senders and my offers.", access: signedIn,
			answers: ok(views.RideRequests{})},
		{method: "POST", path: "/api/rides/:id/requests", summary: "A sender asks the driver to carry one of their parcels; to an instant ride, a request that fits is answered approved, with the approval's effects; 409 ride_full when no place is left; 403 blocked between the pair; 404 when the driver is suspended; 30 requests an hour a user.", access: verified,
			body: requestBody{}, answers: created(views.Request{}), errors: []int{bad, forbidden, conflict, tooMany}},
		{method: "POST", path: "/api/requests/:id/approve", summary: "The other side approves a request.", access: signedIn,
			answers: ok(views.Request{}), errors: []int{conflict}},
		{method: "POST", path: "/api/requests/:id/decline", summary: "The other side declines a request.", access: signedIn,
			answers: ok(views.Request{}), errors: []int{conflict}},
		{method: "POST", path: "/api/requests/:id/cancel", summary: "Its author cancels a request.", access: signedIn,
			answers: ok(views.Request{}), errors: []int{conflict}},
		{method: "POST", path: "/api/parcels/:id/pickup", summary: "The driver picked the parcel up, saying whether they saw what is inside (no body: not inspected); the timeline's picked_up step shows it.", access: signedIn,
			body: pickupRequest{}, answers: ok(views.Parcel{}), errors: []int{conflict}},
		{method: "POST", path: "/api/parcels/:id/deliver", summary: "The driver asks the recipient to confirm (an e-mail with the link).", access: signedIn,
			answers: ok(views.DeliveryState{}), errors: []int{conflict, tooMany}},
		{method: "POST", path: "/api/parcels/:id/handover", summary: "The driver finishes the delivery with the recipient's PIN (400 pin_invalid; 429 pin_locked after 5 wrong PINs).", access: signedIn,
			body: handoverRequest{}, answers: ok(views.Parcel{}), errors: []int{bad, conflict, tooMany}},
		{method: "POST", path: "/api/parcels/:id/refuse", summary: "The driver refuses an Accepted parcel at pickup, with a reason: it is New again, its place on the ride free, the approved request declined (or, the driver's offer, cancelled), and the sender told (pickup_refused); 409 invalid_state once not Accepted.", access: signedIn,
			body: refuseRequest{}, answers: ok(views.Parcel{}), errors: []int{bad, conflict}},
		{method: "PUT", path: "/api/parcels/:id/pickup-plan", summary: "The driver sets when and where they pick an Accepted parcel up, before the ride's arrival (400 at: after_arrival), else the end of the parcel's deliver-by day (after_deliver_by), else within 7 days of the departure (too_late); tells the sender (pickup_planned).", access: signedIn,
			body: pickupPlanRequest{}, answers: ok(views.Parcel{}), errors: []int{bad, conflict}},
		{method: "GET", path: "/api/parcels/:id/handover.ics", summary: "The handover of an Accepted parcel as an iCalendar (RFC 5545) event in Europe/Kyiv time: when and where the driver picks it up (else the ride's departure and meeting point, else the parcel's pickup street), with a link back; for its sender and its driver; 409 invalid_state once not Accepted.", access: signedIn,
			raw: "text/calendar", answers: map[int]any{200: nil}, errors: []int{conflict}},
		{method: "GET", path: "/api/rides/:id/calendar.ics", summary: "My ride, Planned or In Progress, as an iCalendar (RFC 5545) event in Europe/Kyiv time: from its departure at its meeting point to its estimated arrival, with a link back; 409 invalid_state once over.", access: signedIn,
			raw: "text/calendar", answers: map[int]any{200: nil}, errors: []int{conflict}},
		{method: "POST", path: "/api/parcels/:id/photos", summary: "The driver adds a photo at pickup (In Transit) or delivery (In Transit or Delivered); at most 2 a stage (409 too_many_photos).", access: signedIn,
			body: photoUpload{}, answers: created(views.Photo{}), errors: []int{bad, conflict, http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType}},
		{method: "GET", path: "/api/parcels/:id/photos/:photoId", summary: "A photo of my parcel, or of one my ride carries.", access: signedIn,
			raw: "image/jpeg", answers: map[int]any{200: nil}},
		{method: "POST", path: "/api/parcels/:id/rating", summary: "The driver rates the sender of a Delivered parcel, once (409 invalid_state before, 409 already_rated after).", access: signedIn,
			body: senderRatingRequest{}, answers: created(views.SenderRating{}), errors: []int{bad, conflict}},

		{method: "GET", path: "/api/profile/notifications", summary: "Which notification kinds I get by e-mail (all at first), and whether Web Push is on.", access: signedIn,
			answers: ok(views.NotificationSettings{})},
		{method: "PUT", path: "/api/profile/notifications", summary: "Turn e-mail kinds on or off (kinds not named stay as they are), and Web Push.", access: signedIn,
			body: views.NotificationSettings{}, answers: ok(views.NotificationSettings{}), errors: []int{bad}},
		{method: "GET", path: "/api/notifications", summary: "My notifications, newest first, and how many are unread.", access: signedIn,
			query: pageQuery{}, answers: ok(views.NotificationsPage{}), errors: []int{bad}},
		{method: "POST", path: "/api/notifications/read", summary: "Mark some ({ids}) or all ({all: true}) of my notifications read.", access: signedIn,
			body: notificationsReadRequest{}, answers: ok(views.Unread{}), errors: []int{bad}},
		{method: "GET", path: "/api/events", summary: "Live updates as Server-Sent Events: an event `notification` with a notification's JSON as things happen, an event `message` with a message's JSON (as I may read it) in my conversations, a comment line every 25 s. Ends with the session. Each event's id is its change's: a stream opened with the last id seen (the Last-Event-ID header, or lastEventId) first sends what came after it, whichever server it reaches.",
			access: signedIn, query: eventsQuery{}, raw: "text/event-stream", answers: ok(nil), errors: []int{bad}},
		{method: "GET", path: "/api/alerts", summary: "My saved routes, newest first.", access: signedIn, answers: ok([]views.Alert{})},
		{method: "POST", path: "/api/alerts", summary: "Save a route: hear of parcels (kind parcels) or rides (kind rides) on it; at most 10.", access: signedIn,
			body: alertRequest{}, answers: created(views.Alert{}), errors: []int{bad, conflict, tooMany}},
		{method: "DELETE", path: "/api/alerts/:id", summary: "Delete a saved route of mine.", access: signedIn, answers: none},
		// First to answer a Message (not a pointer): its schema is not nullable.
		{method: "GET", path: "/api/conversations/:id/messages", summary: "A conversation's messages, newest first, 50 a page; the other's contacts read ••• until the parcel is on the ride.", access: signedIn,
			query: pageQuery{}, answers: ok(views.Page[views.Message]{}), errors: []int{bad}},
		{method: "POST", path: "/api/conversations/:id/messages", summary: "Write in a conversation of mine (403 blocked; 409 conversation_closed; 30 a minute).", access: signedIn,
			body: messageBody{}, answers: created(views.Message{}), errors: []int{bad, forbidden, conflict, tooMany}},
		{method: "GET", path: "/api/conversations", summary: "My conversations with messages, newest activity first (the newest 100).", access: signedIn,
			answers: ok([]views.Conversation{})},
		{method: "GET", path: "/api/conversations/:id", summary: "A conversation of mine.", access: signedIn, answers: ok(views.Conversation{})},
		{method: "POST", path: "/api/conversations/:id/read", summary: "Mark a conversation of mine read (its message notifications too).", access: signedIn,
			answers: ok(views.UnreadMessages{})},
		{method: "GET", path: "/api/push/key", summary: "The server's VAPID public key, for subscribing a device to Web Push.", access: signedIn,
			answers: ok(views.PushKey{})},
		{method: "POST", path: "/api/push/subscriptions", summary: "Subscribe this device to my notifications (Web Push).", access: signedIn,
			body: pushSubscriptionRequest{}, answers: map[int]any{http.StatusCreated: nil}, errors: []int{bad}},
		{method: "DELETE", path: "/api/push/subscriptions", summary: "Unsubscribe a device of mine.", access: signedIn,
			body: pushEndpointRequest{}, answers: none, errors: []int{bad, notFound}},

		{method: "GET", path: "/api/admin/stats", summary: "The instance's figures (admins only).", access: adminOnly, answers: ok(views.AdminStats{})},
		{method: "GET", path: "/api/admin/users", summary: "Users, newest first, whose e-mail or name starts with q (admins only).", access: adminOnly,
			query: adminUsersQuery{}, answers: ok(views.Page[views.AdminUser]{}), errors: []int{bad}},
		{method: "POST", path: "/api/admin/users/:id/suspend", summary: "Suspend a user: sessions end, sign-in refused, listings hidden (admins only; 409 cannot_suspend_admin).", access: adminOnly,
			body: suspendRequest{}, answers: none, errors: []int{conflict}},
		{method: "POST", path: "/api/admin/users/:id/unsuspend", summary: "Lift a suspension (admins only).", access: adminOnly, answers: none},
		{method: "GET", path: "/api/admin/reports", summary: "Reports, newest first: open, resolved or all (admins only).", access: adminOnly,
			query: adminReportsQuery{}, answers: ok(views.Page[views.AdminReport]{}), errors: []int{bad}},
		{method: "POST", path: "/api/admin/reports/:id/resolve", summary: "Resolve an open report: dismiss, remove the listing (cancelled, the other sides told) or suspend the user (admins only).", access: adminOnly,
			body: resolveRequest{}, answers: ok(views.AdminReport{}), errors: []int{conflict}},
		{method: "GET", path: "/api/admin/audit", summary: "Every admin action, newest first (admins only).", access: adminOnly,
			query: pageQuery{}, answers: ok(views.Page[views.Audit]{}), errors: []int{bad}},

		{method: "GET", path: "/api/delivery/:token", summary: "What the recipient's link confirms (no sign-in).", access: public,
			answers: ok(views.Delivery{}), errors: []int{notFound, tooMany}},
		{method: "POST", path: "/api/delivery/:token/confirm", summary: "The recipient confirms: delivered or not.", access: public,
			body: deliveryAnswer{}, answers: ok(views.DeliveryState{}), errors: []int{bad, notFound, conflict, tooMany}},
		{method: "POST", path: "/api/delivery/:token/feedback", summary: "The recipient rates the driver, once.", access: public,
			body: feedbackRequest{}, answers: created(views.Feedback{}), errors: []int{bad, notFound, conflict, tooMany}},
		{method: "GET", path: "/api/delivery/:token/photos/:photoId", summary: "A photo of the parcel, through the recipient's link.", access: public,
			raw: "image/jpeg", answers: map[int]any{200: nil}, errors: []int{notFound, tooMany}},

		{method: "GET", path: "/api/places", summary: "Up to 10 cities whose name starts so, in English or Ukrainian.", access: public,
			query: placesQuery{}, answers: ok([]views.Place{}), errors: []int{bad}},
		{method: "GET", path: "/api/places/:id", summary: "A city.", access: public, query: langQuery{},
			answers: ok(views.Place{}), errors: []int{notFound}},
		{method: "GET", path: "/api/prices/suggest", summary: "The suggested price of a parcel size between two cities, and the middle half of what such parcels cost lately.", access: public,
			query: priceQuery{}, answers: ok(views.PriceSuggestion{}), errors: []int{bad, tooMany}},
		{method: "GET", path: "/api/users/:id/picture", summary: "A user's picture (public: recipients see drivers').", access: public,
			query: pictureQuery{}, raw: "image/jpeg", answers: map[int]any{200: nil, 304: nil}, errors: []int{notFound}},
		{method: "GET", path: "/unsubscribe", summary: "An e-mail's unsubscribe link: a page (in the addressee's language) with a button to turn that kind of e-mail off; 400 for a broken link.", access: public,
			query: tokenQuery{}, raw: "text/html", answers: map[int]any{200: nil, 400: nil}},
		{method: "POST", path: "/unsubscribe", summary: "Turn the link's kind of e-mail off: one-click (RFC 8058), from a mail client or the page; no session, no same-origin check.", access: public,
			query: tokenQuery{}, body: oneClickForm{}, raw: "text/html", answers: map[int]any{200: nil, 400: nil}},
		{method: "GET", path: "/terms", summary: "The instance's terms and privacy page: the operator's --terms-file (Markdown, raw HTML left out), else a default text; in ?lang= (en or uk), else the browser's language.", access: public,
			query: termsQuery{}, raw: "text/html", answers: map[int]any{200: nil}},
		{method: "GET", path: "/api/public/rides/:id", summary: "What a stranger sees of one ride, with its driver's card, while it takes requests; {status} alone once it no longer does. 404 for a suspended or erased driver, or a blocked pair. Signed out: 60 a minute an address.", access: public,
			answers: ok(views.PublicRide{}), errors: []int{tooMany}},
		{method: "GET", path: "/api/public/parcels/:id", summary: "What a stranger sees of one parcel, with its sender's card, while it is New; {status} alone once it is not. 404 for a suspended or erased sender, or a blocked pair. Signed out: 60 a minute an address.", access: public,
			answers: ok(views.PublicParcel{}), errors: []int{tooMany}},
		{method: "GET", path: "/share/ride/:file", summary: "A shared ride: {id} is the app's page with the ride's Open Graph and Twitter card tags in its driver's language; {id}.png its 1200×630 preview (the route on the map's outlines, cities, day, places). Nothing a stranger may not see; a ride no longer on offer says so.", access: public,
			raw: "text/html,image/png", answers: map[int]any{200: nil}, errors: []int{notFound, tooMany}},
		{method: "GET", path: "/share/parcel/:file", summary: "A shared parcel: {id} is the app's page with the parcel's Open Graph and Twitter card tags in its sender's language; {id}.png its 1200×630 preview (the route on the map's outlines, cities, day, price). Nothing a stranger may not see; a parcel no longer on offer says so.", access: public,
			raw: "text/html,image/png", answers: map[int]any{200: nil}, errors: []int{notFound, tooMany}},
		{method: "GET", path: "/api/openapi.json", summary: "This description.", access: public,
			answers: ok(map[string]any{})},

		{method: "GET", path: "/dev/mail", summary: "The dev mailbox: the e-mails sent, newest first (only with --dev).", access: devOnly,
			answers: ok([]mail.Message{})},
		{method: "POST", path: "/dev/admin", summary: "Make a user an admin (only with --dev).", access: devOnly,
			body: devAdminRequest{}, answers: none, errors: []int{notFound}},
		{method: "POST", path: "/dev/housekeeping", summary: "Run the lifecycle rules as of a moment (only with --dev).", access: devOnly,
			body: housekeepingRequest{}, answers: ok(views.Housekeeping{}), errors: []int{bad}},
	}
}

// ownList answers a plain array without ?cursor=, pages with it.
type ownList[T any] struct{}

func (ownList[T]) JSONSchemaOneOf() []any { return []any{[]T{}, views.Page[T]{}} }

// PrepareJSONSchema leaves the type to the choices.
func (ownList[T]) PrepareJSONSchema(s *jsonschema.Schema) error {
	s.Type = nil
	return nil
}
