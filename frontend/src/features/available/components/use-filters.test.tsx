import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useFilters } from './use-filters';

/** renderFilters runs useFilters on a screen opened at address, and tells the address it leads to. */
function renderFilters(address: string) {
  const seen = { search: '' };
  const Probe = ({ children }: { children: ReactNode }) => {
    seen.search = useLocation().search;
    return children;
  };
  let hook!: ReturnType<typeof useFilters>;
  const Screen = () => {
    hook = useFilters();
    return null;
  };
  const router = createMemoryRouter(
    [
      {
        path: '/available-parcels',
        element: (
          <Probe>
            <Screen />
          </Probe>
        ),
      },
    ],
    {
      initialEntries: [address],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  renderHook(() => null, {
    wrapper: () => (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    ),
  });
  return { get: () => hook, address: () => new URLSearchParams(seen.search) };
}

describe('useFilters and the sidebar filters', () => {
  it('reads them from the address, sets them beside the route and order, and keeps them as the route changes', async () => {
    const f = renderFilters('/available-parcels?from=1&to=2&sort=date&size=L');
    expect(f.get().filter).toMatchObject({ from: 1, to: 2, sort: 'date', size: 'L' });
    expect(f.get().refined).toBe(true);
    expect(f.get().active).toBe(true);

    await act(() => f.get().refine({ ...f.get().filter, size: undefined, minRating: 4, maxDetour: 0 }));
    expect(f.address().toString()).toBe('from=1&to=2&sort=date&minRating=4&maxDetour=0');

    await act(() => f.get().apply({ ...f.get().values, date: '2030-01-02' }));
    const after = f.address();
    expect(Object.fromEntries(after)).toEqual({
      from: '1',
      to: '2',
      date: '2030-01-02',
      minRating: '4',
      maxDetour: '0',
      sort: 'date',
    });
  });

  it('clears them with the route, keeping the order', async () => {
    const f = renderFilters('/available-parcels?from=1&vehicle=car&minRating=3&sort=rating');
    await act(() => f.get().clear());
    expect(f.address().toString()).toBe('sort=rating');
    expect(f.get().active).toBe(false);
    expect(f.get().refined).toBe(false);
  });

  it('in a search for my ride, clears them and keeps the ride and the order', async () => {
    const f = renderFilters('/available-parcels?rideId=7&maxDetour=10&sort=price');
    expect(f.get().refined).toBe(true);
    await act(() => f.get().clear());
    expect(Object.fromEntries(f.address())).toEqual({ rideId: '7', sort: 'price' });
  });

  it('clears only the sidebar filters, keeping the route, the day and the order', async () => {
    const f = renderFilters(
      '/available-parcels?from=1&to=2&date=2030-01-02&size=S&minRating=4.5&maxDetour=25&sort=date',
    );
    expect(f.get().filter).toMatchObject({ size: 'S', minRating: 4.5, maxDetour: 25 });
    await act(() => f.get().clearRefine());
    expect(Object.fromEntries(f.address())).toEqual({ from: '1', to: '2', date: '2030-01-02', sort: 'date' });
    expect(f.get().refined).toBe(false);
    expect(f.get().active).toBe(true);
  });
});
