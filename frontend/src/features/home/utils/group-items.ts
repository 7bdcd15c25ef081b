/** PAST_SHOWN is how many past items Home shows before "Show all N". */
export const PAST_SHOWN = 5;

/** ListEntry is one of my parcels or rides as Home groups it: still going on or not, and its date. */
export interface ListEntry {
  key: number;
  active: boolean;
  /** date orders the groups: a calendar day (YYYY-MM-DD) or an instant (RFC 3339). */
  date: string;
}

const time = (date: string) => {
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * groupEntries splits my items into Active (soonest date first: what comes next is on top) and Past
 * (newest first). Items of the same date keep the server's order.
 */
export function groupEntries<T extends ListEntry>(entries: readonly T[]): { active: T[]; past: T[] } {
  const active = entries.filter((e) => e.active).sort((a, b) => time(a.date) - time(b.date));
  const past = entries.filter((e) => !e.active).sort((a, b) => time(b.date) - time(a.date));
  return { active, past };
}
