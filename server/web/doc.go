// Package web holds the parts of the HTTP shell that know no resource.
package web
