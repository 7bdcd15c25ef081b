import { describe, expect, it } from 'vitest';

import { knownAuditAction } from './audit';

describe('knownAuditAction', () => {
  it('names the actions the log shows in words', () => {
    for (const action of ['suspend_user', 'unsuspend_user', 'resolve_report', 'remove_listing', 'grant_admin']) {
      expect(knownAuditAction(action)).toBe(action);
    }
  });

  it('gives null for an action it has no words for', () => {
    expect(knownAuditAction('rotate_keys')).toBeNull();
    expect(knownAuditAction('')).toBeNull();
  });
});
