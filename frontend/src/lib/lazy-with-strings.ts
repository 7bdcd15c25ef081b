import { lazy } from 'react';

import { allStrings } from '@/i18n';

/** lazyWithStrings is React's lazy for a part the first screens' strings do not cover: it waits for the rest too. */
export const lazyWithStrings: typeof lazy = (load) =>
  lazy(() => Promise.all([load(), allStrings()]).then(([module]) => module));
