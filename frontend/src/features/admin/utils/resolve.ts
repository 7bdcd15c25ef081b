import type { ResolveAction } from '@/types/api';

/** RESOLVE_ACTIONS are what an admin can do about a report. */
export const RESOLVE_ACTIONS = [
  'dismiss',
  'remove_listing',
  'suspend_user',
] as const satisfies readonly ResolveAction[];

/** resolvedAction reads how a report was resolved; null while open, or for an action the app does not know. */
export const resolvedAction = (action: string | null | undefined): ResolveAction | null =>
  RESOLVE_ACTIONS.find((a) => a === action) ?? null;
