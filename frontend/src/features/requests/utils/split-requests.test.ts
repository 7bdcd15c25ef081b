import { describe, expect, it } from 'vitest';

import type { DeliveryRequest, RequestStatus } from '@/types/api';

import { splitRequests } from './split-requests';

const request = (requestId: number, status: RequestStatus) => ({ requestId, status }) as DeliveryRequest;

describe('splitRequests', () => {
  it('puts the requests waiting for an answer first and every answered one in the history, in their order', () => {
    const list = [
      request(5, 'approved'),
      request(4, 'pending'),
      request(3, 'declined'),
      request(2, 'cancelled'),
      request(1, 'expired'),
      request(0, 'pending'),
    ];
    const { pending, history } = splitRequests(list);
    expect(pending.map((r) => r.requestId)).toEqual([4, 0]);
    expect(history.map((r) => r.requestId)).toEqual([5, 3, 2, 1]);
  });

  it('leaves the history empty when every request waits, and the pending list empty when none does', () => {
    expect(splitRequests([request(1, 'pending')])).toEqual({ pending: [request(1, 'pending')], history: [] });
    expect(splitRequests([request(1, 'approved')])).toEqual({ pending: [], history: [request(1, 'approved')] });
    expect(splitRequests([])).toEqual({ pending: [], history: [] });
  });

  it('keeps the requests answered on the screen first, where they were answered', () => {
    const list = [request(3, 'pending'), request(2, 'approved'), request(1, 'declined')];
    const { pending, history } = splitRequests(list, new Set([3, 2]));
    expect(pending.map((r) => r.requestId)).toEqual([3, 2]);
    expect(history.map((r) => r.requestId)).toEqual([1]);
  });
});
