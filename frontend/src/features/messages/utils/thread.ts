import { localeOf } from '@/lib/format';
import type { Language, Message, MessagesPage } from '@/types/api';

/** chronological is a thread's messages oldest first, from its pages (each newest first, the newest page first). */
export function chronological(pages: readonly MessagesPage[]): Message[] {
  const seen = new Set<number>();
  const out: Message[] = [];
  for (const m of pages.flatMap((p) => p.items)) {
    if (seen.has(m.messageId)) continue;
    seen.add(m.messageId);
    out.push(m);
  }
  return out.sort((a, b) => a.messageId - b.messageId);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** localDay is the calendar day (YYYY-MM-DD) an instant falls on where the user is. */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** ThreadLine is one message as the thread draws it: `first` when it starts a run of one author's messages. */
export interface ThreadLine {
  message: Message;
  first: boolean;
}

/** ThreadDay is the messages of one calendar day, oldest first. */
export interface ThreadDay {
  day: string;
  lines: ThreadLine[];
}

/**
 * groupByDay splits messages (oldest first) by the local day they were sent, and marks where one author's run
 * starts (a new day starts a new run), so the thread can space the runs apart.
 */
export function groupByDay(messages: readonly Message[]): ThreadDay[] {
  const days: ThreadDay[] = [];
  let previous: Message | undefined;
  for (const message of messages) {
    const day = localDay(new Date(message.createdAt));
    let current = days[days.length - 1];
    if (!current || current.day !== day) {
      current = { day, lines: [] };
      days.push(current);
      previous = undefined;
    }
    current.lines.push({ message, first: previous?.authorId !== message.authorId });
    previous = message;
  }
  return days;
}

/** DayName says how a day is named above its messages: today, yesterday, or its date. */
export type DayName = { kind: 'today' | 'yesterday' } | { kind: 'date'; text: string };

/** dayName names a day (YYYY-MM-DD) as seen on `now`: "Today", "Yesterday", else "Wed, 12 Mar" (with the year if not this one). */
export function dayName(day: string, now: Date = new Date(), language?: Language): DayName {
  if (day === localDay(now)) return { kind: 'today' };
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === localDay(yesterday)) return { kind: 'yesterday' };
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
  if (y !== now.getFullYear()) options.year = 'numeric';
  return { kind: 'date', text: new Intl.DateTimeFormat(localeOf(language), options).format(date) };
}

/** formatClock shows an instant's time of day where the user is, on the 24-hour clock: "09:30". */
export const formatClock = (value: string, language?: Language): string =>
  new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(value),
  );

/** MASK is what the server writes in place of a contact the reader may not see yet. */
export const MASK = '•••';

/** TextPart is a piece of a message: text as written, or a hidden contact. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'mask' };

/** textParts splits a message at the hidden contacts in it, so they can be named for screen readers. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  text.split(MASK).forEach((piece, i) => {
    if (i > 0) parts.push({ kind: 'mask' });
    if (piece) parts.push({ kind: 'text', text: piece });
  });
  return parts;
}

/** preview is a message on one line, for a list: its whitespace runs as single spaces. */
export const preview = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** newestFromOther is the id of the newest message the other side wrote (0 when none). */
export const newestFromOther = (messages: readonly Message[]): number =>
  messages.reduce((max, m) => (!m.mine && m.messageId > max ? m.messageId : max), 0);
