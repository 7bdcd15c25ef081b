import { describe, expect, it } from 'vitest';

import { resolvedAction } from './resolve';

describe('resolvedAction', () => {
  it('reads the actions a report is resolved with, and null for the rest', () => {
    expect(resolvedAction('remove_listing')).toBe('remove_listing');
    expect(resolvedAction('suspend_user')).toBe('suspend_user');
    expect(resolvedAction(null)).toBeNull();
    expect(resolvedAction('ban_forever')).toBeNull();
  });
});
