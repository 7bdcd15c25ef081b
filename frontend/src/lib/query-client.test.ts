import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('never caches GET data and does not refetch by itself', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      gcTime: 0,
      staleTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
    });
    expect(mutations).toMatchObject({ gcTime: 60_000 });
  });

  it('sends calls while offline, so that they fail and say so rather than wait unseen', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.networkMode).toBe('always');
    expect(mutations?.networkMode).toBe('always');
  });

  it('does not retry client errors', () => {
    const err = (status: number) => new ApiError({ status, code: 'x', message: 'x' });
    expect(shouldRetry(0, err(404))).toBe(false);
    expect(shouldRetry(0, err(429))).toBe(false);
    expect(shouldRetry(0, err(503))).toBe(true);
    expect(shouldRetry(1, err(503))).toBe(false);
  });
});
