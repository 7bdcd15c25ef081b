/** AUDIT_ACTIONS are the actions the audit log names in words; another reads as its code. */
export const AUDIT_ACTIONS = [
  'suspend_user',
  'unsuspend_user',
  'resolve_report',
  'remove_listing',
  'grant_admin',
  'revoke_admin',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** knownAuditAction narrows an action of the log to one the app has words for, else null. */
export const knownAuditAction = (action: string): AuditAction | null =>
  (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : null;
