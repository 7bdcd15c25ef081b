import { lazy } from 'react';

import { allStrings } from '@/i18n';

/** withAllStrings makes a loader of a screen or part that the first screens' strings do not cover wait for the rest. */
export const withAllStrings =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), allStrings()]).then(([module]) => module);

/** lazyWithStrings is React's lazy for such a part. */
export const lazyWithStrings: typeof lazy = (load) => lazy(withAllStrings(load));
