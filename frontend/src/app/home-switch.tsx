import { lazy, Suspense } from 'react';

import { FullPageLoader } from '@/components/ui/full-page-loader';
import { lazyWithStrings } from '@/lib/lazy-with-strings';

import { useSignedInOnArrival } from './guards';

// Each home is its own chunk: a signed-out visitor loads the public search only, a signed-in user their lists only.
const MyHome = lazyWithStrings(() => import('./routes/home'));
const PublicHome = lazy(() => import('./routes/public-home'));

/** HomeSwitch is `/`: my parcels and rides when signed in, the public search when not (docs/product.md §3 Home). */
export function HomeSwitch() {
  const signedIn = useSignedInOnArrival();
  return <Suspense fallback={<FullPageLoader />}>{signedIn ? <MyHome /> : <PublicHome />}</Suspense>;
}
