// Package notify tells committed notifications to live streams, devices and inboxes.
// A new kind needs an entry in kinds, store/notifications.go, mail templates and app locales.
package notify

import (
	"fmt"
	"strings"

	"ridepost/server/mail"
	"ridepost/store"
)

type kind struct {
	// push is in English and Ukrainian, %s being who acted; toSender replaces it for the parcel's sender.
	push, toSender [2]string
	mail           mail.Kind // "": no e-mail
	// pref is the e-mail setting that turns the e-mail off ("": the kind's own).
	pref string
	// setting is what the unsubscribe page says it turns off.
	setting [2]string
}

// rideExpired is the registry's entry for a listing's expiry that names a ride and no parcel.
const rideExpired = "ride_expired"

var kinds = map[string]kind{
	store.NoticeRequestReceived: {setting: [2]string{"new delivery requests", "нові запити на доставку"},
		push:     [2]string{"%s asks you to carry a parcel", "%s просить перевезти посилку"},
		toSender: [2]string{"%s offers to carry your parcel", "%s пропонує перевезти вашу посилку"},
		mail:     mail.KindRequestReceived},
	store.NoticeRequestApproved: {setting: [2]string{"approved requests", "схвалені запити"},
		push: [2]string{"%s approved your request", "%s схвалює ваш запит"},
		mail: mail.KindRequestApproved},
	store.NoticeRequestDeclined: {setting: [2]string{"declined requests", "відхилені запити"},
		push: [2]string{"%s declined your request", "%s відхиляє ваш запит"},
		mail: mail.KindRequestDeclined},
	store.NoticeRequestCancelled: {setting: [2]string{"cancelled requests", "скасовані запити"},
		push: [2]string{"%s cancelled a request", "%s скасовує запит"}},
	store.NoticeRequestExpired: {setting: [2]string{"expired requests", "запити, строк яких минув"},
		push: [2]string{"A request expired", "Термін запиту минув"},
		mail: mail.KindRequestExpired},
	store.NoticeRequestReminder: {setting: [2]string{"requests waiting for your answer", "запити, що чекають на вашу відповідь"},
		push: [2]string{"A request is waiting for your answer", "Запит чекає на вашу відповідь"},
		mail: mail.KindRequestReminder},
	store.NoticePickupPlanned: {setting: [2]string{"pickup times and places", "час і місце забору посилки"},
		push: [2]string{"%s planned the pickup of your parcel", "%s призначає час і місце забору вашої посилки"},
		mail: mail.KindPickupPlanned},
	store.NoticePickupRefused: {setting: [2]string{"parcels a driver refused at pickup", "посилки, які водій відмовився забрати"},
		push: [2]string{"%s refused to take your parcel at pickup", "%s відмовляється забрати вашу посилку"},
		mail: mail.KindPickupRefused},
	store.NoticeRideChanged: {setting: [2]string{"changed departure times of rides carrying your parcels", "змінений час виїзду поїздок з вашими посилками"},
		push: [2]string{"%s changed the departure time of the ride carrying your parcel", "%s змінює час виїзду поїздки з вашою посилкою"}},
	store.NoticeParcelPickedUp: {setting: [2]string{"parcels picked up", "забрані посилки"},
		push: [2]string{"Your parcel was picked up", "Вашу посилку забрали"},
		mail: mail.KindParcelPickedUp},
	store.NoticeParcelDelivered: {setting: [2]string{"parcels delivered", "доставлені посилки"},
		push: [2]string{"The parcel was delivered", "Посилку доставлено"},
		mail: mail.KindParcelDelivered},
	store.NoticeParcelFailed: {setting: [2]string{"failed deliveries", "невдалі доставки"},
		push: [2]string{"The delivery failed", "Доставка не вдалася"},
		mail: mail.KindParcelFailed},
	store.NoticeParcelExpired: {setting: [2]string{"expired parcels and rides", "посилки й поїздки, строк яких минув"},
		push: [2]string{"Your parcel expired: post it again?", "Термін посилки минув: опублікувати знову?"},
		mail: mail.KindParcelExpired},
	rideExpired: {push: [2]string{"Your ride expired", "Термін поїздки минув"},
		mail: mail.KindRideExpired, pref: store.NoticeParcelExpired},
	store.NoticeRideCancelled: {setting: [2]string{"cancelled rides", "скасовані поїздки"},
		push: [2]string{"%s cancelled the ride", "%s скасовує поїздку"},
		mail: mail.KindRideCancelled},
	store.NoticeMatchFound: {setting: [2]string{"new matches for your routes and parcels", "нові збіги для ваших маршрутів і посилок"},
		push: [2]string{"New match on your route", "Новий збіг на вашому маршруті"},
		mail: mail.KindMatchFound},
	store.NoticeMessageReceived: {setting: [2]string{"new messages", "нові повідомлення"},
		push: [2]string{"%s sent you a message", "%s надсилає вам повідомлення"},
		mail: mail.KindMessageReceived},
	store.NoticeRatingReceived: {setting: [2]string{"new ratings", "нові оцінки"},
		push: [2]string{"You got a new rating", "Ви отримали нову оцінку"},
		mail: mail.KindRatingReceived},
}

func entry(n store.Notification) string {
	if n.Kind == store.NoticeParcelExpired && !n.ParcelID.Valid {
		return rideExpired
	}
	return n.Kind
}

func (k kind) preference(name string) string {
	if k.pref != "" {
		return k.pref
	}
	return name
}

// MailPreferences names, for each e-mail kind, the notification kind whose setting turns it off.
func MailPreferences() map[mail.Kind]string {
	out := map[mail.Kind]string{}
	for name, k := range kinds {
		if k.mail != "" {
			out[k.mail] = k.preference(name)
		}
	}
	return out
}

// Someone stands for a person a text cannot name, in lang.
func Someone(lang string) string {
	if lang == "uk" {
		return "Хтось"
	}
	return "Someone"
}

func pushText(n store.Notification, lang, actor string, toSender bool) string {
	k, ok := kinds[entry(n)]
	if !ok {
		return "Ridepost"
	}
	texts := k.push
	if toSender && k.toSender[0] != "" {
		texts = k.toSender
	}
	text := texts[0]
	if lang == "uk" {
		text = texts[1]
	}
	if !strings.Contains(text, "%s") {
		return text
	}
	if actor == "" {
		actor = Someone(lang)
	}
	return fmt.Sprintf(text, actor)
}

// Kinds lists the registry's notification kinds.
func Kinds() []string {
	out := make([]string, 0, len(kinds))
	for name := range kinds {
		if name != rideExpired {
			out = append(out, name)
		}
	}
	return out
}

// SettingLabel names kind's e-mail setting in lang (the unsubscribe page).
func SettingLabel(kind, lang string) string {
	label := kinds[kind].setting
	if lang == "uk" {
		return label[1]
	}
	return label[0]
}
