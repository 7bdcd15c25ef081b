import type { InfiniteData } from '@tanstack/react-query';

import type { AdminPage } from '@/types/api';

/** itemsOf flattens the pages of an admin list fetched so far into one list. */
export const itemsOf = <T>(data: InfiniteData<AdminPage<T>, unknown> | undefined): T[] =>
  data?.pages.flatMap((page) => page.items ?? []) ?? [];
