import type { DeliveryRequest } from '@/types/api';

/** SplitRequests are a list's requests waiting for an answer, and those already answered (its history). */
export interface SplitRequests {
  pending: DeliveryRequest[];
  history: DeliveryRequest[];
}

/**
 * splitRequests puts the requests still waiting for an answer first and the answered ones (approved, declined,
 * withdrawn, expired…) in the history, each in the order given (newest first). The requests in `lead` stay first
 * whatever their state: those answered on the screen stay where the member answered them until they leave it.
 */
export function splitRequests(requests: readonly DeliveryRequest[], lead?: ReadonlySet<number>): SplitRequests {
  const pending: DeliveryRequest[] = [];
  const history: DeliveryRequest[] = [];
  for (const r of requests) (r.status === 'pending' || lead?.has(r.requestId) ? pending : history).push(r);
  return { pending, history };
}
