// Package web holds the parts of the HTTP shell that know no resource: the
// session codec and store, the client's address behind proxies, password
// hashing, the JSON serializer and the check for text that is not UTF-8.
package web
