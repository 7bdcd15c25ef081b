// Package ops is what an operator runs and sets around the app: configuration,
// listeners, scheduled backups, logs, and the backup, restore, admin, healthcheck and mail test commands.
package ops
