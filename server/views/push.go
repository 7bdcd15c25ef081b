package views

// PushKey is the server's key for subscribing to Web Push.
type PushKey struct {
	PublicKey string `json:"publicKey" description:"The server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe."`
}
