import { describe, expect, it } from 'vitest';

import type { PushDevice } from '@/lib/push';

import { TEXTS } from './notification-text';
import { deviceSwitch, EMAIL_GROUPS } from './settings';

describe('EMAIL_GROUPS', () => {
  it('lists every notification kind exactly once', () => {
    const listed = EMAIL_GROUPS.flatMap((g) => g.kinds);
    expect([...listed].sort()).toEqual(Object.keys(TEXTS).sort());
  });
});

describe('deviceSwitch', () => {
  const device = (over: Partial<PushDevice> = {}): PushDevice => ({
    supported: true,
    permission: 'default',
    subscribed: false,
    ...over,
  });

  it('is on only while this device is subscribed and push is on', () => {
    const tests: [string, PushDevice | undefined, boolean, ReturnType<typeof deviceSwitch>][] = [
      ['still reading the device', undefined, true, { checked: false, disabled: true }],
      [
        'subscribed, push on',
        device({ subscribed: true, permission: 'granted' }),
        true,
        { checked: true, disabled: false },
      ],
      [
        'subscribed, push off',
        device({ subscribed: true, permission: 'granted' }),
        false,
        { checked: false, disabled: false },
      ],
      [
        'not subscribed, push on (another device)',
        device({ permission: 'granted' }),
        true,
        { checked: false, disabled: false },
      ],
      ['not asked yet', device(), false, { checked: false, disabled: false }],
      [
        'no Web Push here',
        device({ supported: false }),
        true,
        { checked: false, disabled: true, blocked: 'unsupported' },
      ],
      [
        'notifications denied, even with an old subscription',
        device({ permission: 'denied', subscribed: true }),
        true,
        { checked: false, disabled: true, blocked: 'denied' },
      ],
    ];
    for (const [name, d, push, want] of tests) expect(deviceSwitch(d, push), name).toEqual(want);
  });
});
