import { describe, expect, it } from 'vitest';

import { messageFixture, pageOf } from '@/testing/message-fixtures';

import { chronological, dayName, groupByDay, newestFromOther, preview, textParts } from './thread';

// at is an instant on a local day and time, as the user's clock reads it.
const at = (day: number, hour: number) => new Date(2030, 4, day, hour, 0).toISOString();

describe('thread', () => {
  it('put the pages (newest first) in the order they were written, each message once', () => {
    const newer = pageOf(
      [3, 4, 5].map((id) => messageFixture({ messageId: id })),
      '3',
    );
    const older = pageOf([1, 2].map((id) => messageFixture({ messageId: id })));
    // A message that came live sits on the newest page; told twice, it is shown once.
    newer.items.unshift(messageFixture({ messageId: 5 }));
    expect(chronological([newer, older]).map((m) => m.messageId)).toEqual([1, 2, 3, 4, 5]);
    expect(chronological([])).toEqual([]);
  });

  it('group by the local day, marking where one author starts writing', () => {
    const me = { authorId: 7, mine: true };
    const messages = [
      messageFixture({ messageId: 1, createdAt: at(11, 22) }),
      messageFixture({ messageId: 2, createdAt: at(12, 8) }),
      messageFixture({ messageId: 3, createdAt: at(12, 9) }),
      messageFixture({ messageId: 4, createdAt: at(12, 10), ...me }),
      messageFixture({ messageId: 5, createdAt: at(12, 11), ...me }),
      messageFixture({ messageId: 6, createdAt: at(12, 12) }),
    ];
    const days = groupByDay(messages);
    expect(days.map((d) => d.day)).toEqual(['2030-05-11', '2030-05-12']);
    expect(days[1].lines.map((l) => [l.message.messageId, l.first])).toEqual([
      [2, true],
      [3, false],
      [4, true],
      [5, false],
      [6, true],
    ]);
  });

  it('name a day today, yesterday, or by its date (with the year only when it is not this one)', () => {
    const now = new Date(2030, 4, 12, 9, 0);
    expect(dayName('2030-05-12', now)).toEqual({ kind: 'today' });
    expect(dayName('2030-05-11', now)).toEqual({ kind: 'yesterday' });
    expect(dayName('2030-05-01', now, 'en')).toEqual({ kind: 'date', text: 'Wed 1 May' });
    expect(dayName('2029-12-31', new Date(2030, 0, 1), 'en')).toEqual({ kind: 'yesterday' });
    expect(dayName('2029-12-30', new Date(2030, 0, 1), 'uk')).toEqual({ kind: 'date', text: 'нд, 30 груд. 2029 р.' });
  });

  it('split a message at the contacts the server hid', () => {
    expect(textParts('Call me: ••• or write to •••')).toEqual([
      { kind: 'text', text: 'Call me: ' },
      { kind: 'mask' },
      { kind: 'text', text: ' or write to ' },
      { kind: 'mask' },
    ]);
    expect(textParts('no contacts')).toEqual([{ kind: 'text', text: 'no contacts' }]);
  });

  it('show a message on one line, and find the newest the other side wrote', () => {
    expect(preview('  Hello,\n\nsee you   at 9 ')).toBe('Hello, see you at 9');
    const messages = [messageFixture({ messageId: 1 }), messageFixture({ messageId: 2, mine: true, authorId: 7 })];
    expect(newestFromOther(messages)).toBe(1);
    expect(newestFromOther([])).toBe(0);
  });
});
