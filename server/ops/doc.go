// Package ops is what an operator runs and sets around the app: the
// configuration from flags and RIDEPOST_ variables, the listeners (HTTPS
// with ACME certificates, the metrics listener), scheduled backups, logs,
// and the backup, restore, admin and healthcheck commands.
package ops
