import {
  InfiniteQueryObserver,
  QueryObserver,
  type DefaultError,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';

/** PREFETCH_HOLD_MS is how long a prefetched answer waits for its screen: longer than a screen's chunk takes. */
export const PREFETCH_HOLD_MS = 30_000;

const ignore = () => undefined;

/** Holder is the observer that keeps a prefetched query (a QueryObserver or an InfiniteQueryObserver). */
interface Holder {
  getCurrentQuery(): unknown;
  subscribe(listener: () => void): () => void;
}

/**
 * holdUntilWatched keeps a query in the cache until a screen watches it. GET data is dropped as soon as nothing
 * watches it (gcTime 0, docs/product.md §4), so a prefetched answer would be gone before the screen's chunk arrived.
 * A disabled observer holds the query, and lets go once another observer comes or after PREFETCH_HOLD_MS.
 */
function holdUntilWatched(client: QueryClient, holder: Holder) {
  const query = holder.getCurrentQuery();
  const unsubscribeHolder = holder.subscribe(ignore);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    clearTimeout(timer);
    unsubscribeCache();
    unsubscribeHolder();
  };
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && event.query === query && event.observer !== holder) release();
  });
  const timer = setTimeout(release, PREFETCH_HOLD_MS);
}

/**
 * prefetchQuery starts a screen's query from its route loader, while the screen's chunk downloads, and keeps
 * the answer for the screen. What the cache already holds (a screen on show keeps it current) is not fetched
 * again; a failed answer is shown by the screen as its own would be (retryOnMount is off).
 */
export function prefetchQuery<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: UseQueryOptions<TData, DefaultError, TData, TKey>,
): void {
  void client.query({ ...options, staleTime: 'static' }).catch(ignore);
  holdUntilWatched(client, new QueryObserver(client, { ...options, enabled: false }));
}

/** prefetchInfiniteQuery is prefetchQuery for a paged list: it fetches the first page. */
export function prefetchInfiniteQuery<TPage, TData, TKey extends QueryKey, TParam>(
  client: QueryClient,
  options: UseInfiniteQueryOptions<TPage, DefaultError, TData, TKey, TParam>,
): void {
  void client.infiniteQuery({ ...options, staleTime: 'static' }).catch(ignore);
  holdUntilWatched(client, new InfiniteQueryObserver(client, { ...options, enabled: false }));
}
