package server

import (
	"bytes"
	"image"
	"image/color"
	"net/http"
	"testing"
)

// docs/product.md §3 and §4: a profile picture is its owner's to change and anyone's to see; the handover
// photos are the driver's to add, at most two a stage, and only the parcel's sender and driver see them; the live
// stream is for members; an e-mail's unsubscribe link works without signing in, with its token as the key.
func TestMediaStreamAndUnsubscribeScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	profile := w.driver.do("GET", "/api/profile", nil)
	expectStatus(t, profile, http.StatusOK)
	w.placeholders["{driverId}"] = jsonNumber(profile.json["userId"])
	img := image.NewNRGBA(image.Rect(0, 0, 320, 240))
	for x := range 320 {
		for y := range 240 {
			img.Set(x, y, color.NRGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	picture := encodePNG(t, img)
	photo := func(stage string) fileBody {
		return fileBody{field: "photo", data: picture, fields: map[string]string{"stage": stage}}
	}
	huge := fileBody{field: "picture", data: bytes.Repeat([]byte{0x89}, 5<<20)}
	w.run(t, []scenario{
		{name: "a picture, signed out", as: "anonymous", method: "PUT", path: "/api/profile/picture",
			body: fileBody{field: "picture", data: picture}, status: http.StatusUnauthorized},
		{name: "no picture yet", as: "anonymous", method: "GET", path: "/api/users/{driverId}/picture", status: http.StatusNotFound},
		{name: "not a picture", as: "driver", method: "PUT", path: "/api/profile/picture",
			body: fileBody{field: "picture", data: []byte("not an image")}, status: http.StatusUnsupportedMediaType,
			code: "unsupported_media_type"},
		{name: "a picture past the limit", as: "driver", method: "PUT", path: "/api/profile/picture", body: huge,
			status: http.StatusRequestEntityTooLarge},
		{name: "my picture", as: "driver", method: "PUT", path: "/api/profile/picture",
			body: fileBody{field: "picture", data: picture}, status: http.StatusOK},
		{name: "anyone sees it", as: "anonymous", method: "GET", path: "/api/users/{driverId}/picture", status: http.StatusOK},
		{name: "my picture taken down", as: "driver", method: "DELETE", path: "/api/profile/picture", status: http.StatusOK},
		{name: "gone for all", as: "stranger", method: "GET", path: "/api/users/{driverId}/picture", status: http.StatusNotFound},
		{name: "a photo of a parcel not on my ride", as: "driver", method: "POST", path: "/api/parcels/{parcel}/photos",
			body: photo("pickup"), status: http.StatusNotFound},
		{name: "the driver approves", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusOK},
		{name: "the driver picks it up", as: "driver", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusOK},
		{name: "a photo, signed out", as: "anonymous", method: "POST", path: "/api/parcels/{parcel}/photos",
			body: photo("pickup"), status: http.StatusUnauthorized},
		{name: "a photo by the sender", as: "sender", method: "POST", path: "/api/parcels/{parcel}/photos",
			body: photo("pickup"), status: http.StatusNotFound},
		{name: "a photo by a stranger", as: "stranger", method: "POST", path: "/api/parcels/{parcel}/photos",
			body: photo("pickup"), status: http.StatusNotFound},
		{name: "a stage that is not one", as: "driver", method: "POST", path: "/api/parcels/{parcel}/photos",
			body: photo("lunch"), status: http.StatusBadRequest, fields: map[string]string{"stage": "invalid"}},
		{name: "the pickup photo", as: "driver", method: "POST", path: "/api/parcels/{parcel}/photos",
			body: photo("pickup"), status: http.StatusCreated, keep: map[string]string{"{photo}": "photoId"}},
		{name: "the sender sees it", as: "sender", method: "GET", path: "/api/parcels/{parcel}/photos/{photo}", status: http.StatusOK},
		{name: "a stranger does not", as: "stranger", method: "GET", path: "/api/parcels/{parcel}/photos/{photo}",
			status: http.StatusNotFound},
		{name: "a second pickup photo", as: "driver", method: "POST", path: "/api/parcels/{parcel}/photos",
			body: photo("pickup"), status: http.StatusCreated},
		{name: "a third is one too many", as: "driver", method: "POST", path: "/api/parcels/{parcel}/photos",
			body: photo("pickup"), status: http.StatusConflict},
		{name: "the live stream, signed out", as: "anonymous", method: "GET", path: "/api/events", status: http.StatusUnauthorized},
		{name: "an unsubscribe link that is not one", as: "anonymous", method: "GET", path: "/unsubscribe?token=1.match_found.AAAA",
			status: http.StatusBadRequest, unwant: []string{"driver@"}},
		{name: "an unsubscribe answer with no token", as: "anonymous", method: "POST", path: "/unsubscribe",
			status: http.StatusBadRequest},
	})
}
