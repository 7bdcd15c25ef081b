/**
 * The API's types under the app's names. They are generated from the server's OpenAPI description
 * (openapi.gen.ts: `npm run gen:api` after `go test ./server -run OpenAPIFile -update-openapi`), so a change
 * of the server's answers shows up here as a type error; nothing below is written by hand but the names.
 */
import type { components } from './openapi.gen';

type Schemas = components['schemas'];

/** Language is an interface language the app ships. */
export type Language = Schemas['Language'];
/** Profile is the signed-in user's profile. */
export type Profile = Schemas['Profile'];
/** Role is what a user may do: "admin" runs the instance (the Admin screen). */
export type Role = Profile['role'];
/** AuthResponse is what sign-up, sign-in and the session call return. */
export type AuthResponse = Schemas['SessionResponse'];
/** ErrorEnvelope is the server's error body: code, message and per-field codes. */
export type ErrorEnvelope = Schemas['ErrorEnvelope'];

/** VehicleType is a kind of vehicle a driver can add. */
export type VehicleType = Schemas['VehicleType'];
/** CarModelType is the body of a car (cars only; other vehicles have ""). */
export type CarModelType = Exclude<Schemas['CarModelType'], ''>;
/** Vehicle is one of the signed-in user's vehicles; VehicleId is capitalised so by contract. */
export type Vehicle = Schemas['Vehicle'];

/** Rating is an average of 1–5 ratings and how many there are (as a driver, or as a sender). */
export type Rating = Schemas['Rating'];
/** PublicCard is what anyone signed in may see of another user: never contacts; surname is its initial. */
export type PublicCard = Schemas['PublicCard'];
/** Answers is how a user answers the requests sent to them over the last 90 days (share and median hours). */
export type Answers = Schemas['Answers'];
/** Contact is a person with contacts, shown only where docs/product.md §2 allows. */
export type Contact = Schemas['Contact'];

/** Place is a city of the built-in gazetteer (GET /api/places), named in the language asked for. */
export type Place = Schemas['Place'];
/** PriceSuggestion is GET /api/prices/suggest: the suggested price of a size between two cities, and the route's typical range. */
export type PriceSuggestion = Schemas['PriceSuggestion'];
/** Address is a gazetteer city (named in English and Ukrainian) and a free-text street. */
export type Address = Schemas['Address'];
/** AddressInput is what the client sends for an address. */
export type AddressInput = Schemas['AddressInput'];

export type ParcelType = Schemas['ParcelType'];
export type ParcelSize = Schemas['ParcelSize'];
export type ParcelStatus = Schemas['ParcelStatus'];
export type RideStatus = Schemas['RideStatus'];

/** Recipient of a parcel; contacts only for those docs/product.md §2 allows. */
export type Recipient = Schemas['Recipient'];
/** Parcel as the server sends it. Dates are YYYY-MM-DD. */
export type Parcel = Schemas['Parcel'];
/** ParcelRequestBody is what POST /api/parcels takes. */
export type ParcelRequestBody = Schemas['ParcelRequest'];
/** PickupRequest is the driver's answer at pickup: whether they saw what is inside. */
export type PickupRequest = Schemas['PickupRequest'];
/** RefuseRequest is the driver's refusal of a parcel at pickup: a reason and what happened. */
export type RefuseRequest = Schemas['RefuseRequest'];
/** RefuseReason is why a driver refused a parcel at pickup. */
export type RefuseReason = Schemas['RefuseReason'];
/** AcceptedParcel is a parcel accepted onto a ride, as its driver sees it. */
export type AcceptedParcel = Schemas['Accepted'];
/** HandoverRequest is the recipient's 4-digit PIN the driver enters to mark a parcel Delivered. */
export type HandoverRequest = Schemas['HandoverRequest'];
/** Ride as the server sends it. Dates are RFC 3339 in UTC. */
export type Ride = Schemas['Ride'];
/** RideSeries is a regular trip, on each of its rides for their driver: weekdays (Monday 1), until, count. */
export type RideSeries = Schemas['Series'];
/** SeriesCancel is what cancelling a ride with the later ones of its series would do: the rides it cancels, those that stay. */
export type SeriesCancel = Schemas['SeriesCancel'];
/** RideEdit is the body of PATCH /api/rides/{id}: what a driver may change of a Planned ride. */
export type RideEdit = Schemas['RideEditRequest'];
/** NewRide is the body of POST /api/rides; repeat makes a regular trip. */
export type NewRide = Schemas['RideRequest'];
/** RideRepeat is a regular trip's weekdays (Monday 1 … Sunday 7) and last day. */
export type RideRepeat = Schemas['RepeatInput'];
/** RideCancelled is the cancelled ride and how many rides the call cancelled. */
export type RideCancelled = Schemas['RideCancelled'];
/** RideInstant is the ride once its instant booking is set, and how many rides the call changed. */
export type RideInstant = Schemas['RideInstant'];
/** Cancellations is how often a member cancelled what they took on, over 90 days (null under 3 trips). */
export type Cancellations = Schemas['Cancellations'];
/** PickupPlan is when (RFC 3339) and where the driver picks a parcel up; null until they set it. */
export type PickupPlan = NonNullable<Schemas['PickupPlan']>;
/** PickupPlanRequest is what PUT /api/parcels/{id}/pickup-plan takes. */
export type PickupPlanRequest = Schemas['PickupPlanRequest'];
/** TimelineStep is one thing that happened to a parcel, and when (RFC 3339). */
export type TimelineStep = Schemas['TimelineStep'];
/** Photo is one of the driver's photos of a parcel; url is a same-origin path to the JPEG. */
export type Photo = Schemas['Photo'];
/** PhotoStage is when the driver took a photo: at pickup or at delivery. */
export type PhotoStage = Schemas['PhotoStage'];
/** Delivery is what the recipient's link shows (GET /api/delivery/{token}): no contacts, no sign-in. */
export type Delivery = Schemas['Delivery'];

/** RequestStatus is a delivery request's state (docs/product.md §5). */
export type RequestStatus = Schemas['RequestStatus'];
/** RequestDirection says who sent a request: the parcel's sender or a ride's driver. */
export type RequestDirection = Schemas['RequestDirection'];
/** DeliveryRequest asks to carry one parcel on one ride; counterpart is the other side relative to me. */
export type DeliveryRequest = Schemas['Request'];

/** PendingPair is the pending request between a list item and the ride or parcel the list was asked for. */
export type PendingPair = Schemas['PendingPair'];
/** AvailableParcel is someone's New parcel that fits my ride or the asked cities, with its sender's card. */
export type AvailableParcel = Schemas['AvailableParcel'];
/** AvailableRide is someone's ride that takes requests, with its driver's card. */
export type AvailableRide = Schemas['AvailableRide'];
/** MemberListings is a page of a member's open rides and New parcels, as a stranger sees them (their public card). */
export type MemberListings = Schemas['MemberListings'];
/** AvailablePage is one page of an available list; nextCursor is null on the last one. */
export type AvailablePage<T> = Omit<Schemas['SearchPageAvailableParcel'], 'items'> & { items: T[] };

/** NotificationKind is what happened (docs/product.md §5 Notification). */
export type NotificationKind = Schemas['NotificationKind'];
/** Notification tells me what happened to a parcel, ride or request of mine, and who did it (actor) if a person did. */
export type Notification = Schemas['Notification'];
/** NotificationsPage is one page (20) of my notifications, newest first, with how many are unread in all. */
export type NotificationsPage = Schemas['NotificationsPage'];
/** NotificationsRead names the notifications to mark read: some ({ids}) or all ({all: true}). */
export type NotificationsRead = Schemas['NotificationsReadRequest'];
/** Unread is how many of my notifications stay unread. */
export type Unread = Schemas['Unread'];
/** NotificationSettings says which kinds I am e-mailed about, and whether Web Push goes to my devices. */
export type NotificationSettings = Schemas['NotificationSettings'];
/** EmailKinds tells, for each notification kind, whether it is e-mailed to me. */
export type EmailKinds = Schemas['EmailKinds'];
/** PushKey is the server's VAPID public key (base64url). */
export type PushKey = Schemas['PushKey'];
/** PushSubscriptionRequest is a device's push subscription as PushSubscription.toJSON() has it. */
export type PushSubscriptionRequest = Schemas['PushSubscriptionRequest'];

/** AlertKind is what a saved route waits for: parcels on it (a driver) or rides on it (a sender). */
export type AlertKind = Schemas['AlertKind'];
/** Alert is a saved route of mine (cities only, optional dates YYYY-MM-DD) that tells me of new matches. */
export type Alert = Schemas['Alert'];
/** AlertRequest is what POST /api/alerts takes. */
export type AlertRequest = Schemas['AlertRequest'];

/** UserCard is GET /api/users/{id}: the public card (ratings as driver and as sender), and whether I blocked them. */
export type UserCard = Schemas['UserCard'];
/** ReviewRole is the reviewed user's role in the delivery a review is about. */
export type ReviewRole = Schemas['ReviewRole'];
/** Review is one rating of a user with its comment; author is null for a recipient (no account). */
export type Review = Schemas['Review'];
/** ReviewsPage is one page (20) of a user's reviews, newest first. */
export type ReviewsPage = Schemas['PageReview'];
/** ReportReason is why a user, parcel or ride is reported to the instance's admins. */
export type ReportReason = Schemas['ReportReason'];
/** ReportRequest is what POST /api/reports takes: exactly one of userId, parcelId, rideId. */
export type ReportRequest = Schemas['ReportRequest'];
/** Report is a report as the server stored it. */
export type Report = Schemas['Report'];
/** SenderRatingRequest is what POST /api/parcels/{id}/rating takes: the driver rates the parcel's sender. */
export type SenderRatingRequest = Schemas['SenderRatingRequest'];
/** SenderRating is the driver's rating of a parcel's sender, as stored. */
export type SenderRating = Schemas['SenderRating'];

/** Message is one line of a conversation; mine tells whether I wrote it. Contacts may read "•••" (contactsShared). */
export type Message = Schemas['Message'];
/** MessagesPage is one page (50) of a conversation's messages, newest first; nextCursor leads to older ones. */
export type MessagesPage = Schemas['PageMessage'];
/**
 * Conversation is the thread of one parcel and one ride between its sender and its driver: role is my side, route
 * names the parcel's cities in my language; open tells whether one can write now; contactsShared whether the other's
 * contacts show.
 */
export type Conversation = Schemas['Conversation'];
/** MessageRequest is what POST /api/conversations/{id}/messages takes. */
export type MessageRequest = Schemas['MessageBody'];
/** UnreadMessages is how many messages wait for me in all my conversations. */
export type UnreadMessages = Schemas['UnreadMessages'];

/** AdminStats is the instance's figures (GET /api/admin/stats); parcels and rides count by status. */
export type AdminStats = Schemas['AdminStats'];
/** AdminUser is one account as an admin sees it: e-mail, role, and whether it is suspended or deleted. */
export type AdminUser = Schemas['AdminUser'];
/** AdminReport is a report with its reporter and its target (the user, or the listing and its owner). */
export type AdminReport = Schemas['AdminReport'];
/** AdminReportStatus is a report's state: open until an admin resolves it. */
export type AdminReportStatus = Schemas['ReportStatus'];
/** ResolveAction is what an admin does about a report. */
export type ResolveAction = Schemas['ResolveRequest']['action'];
/** AuditEntry is one thing an admin did; admin is null when it was done from the command line. */
export type AuditEntry = Schemas['Audit'];
/** AdminPage is one page of an admin list; nextCursor is null on the last one. */
export type AdminPage<T> = Omit<Schemas['PageAudit'], 'items'> & { items: T[] };
