import { lazyWithStrings } from '@/lib/lazy-with-strings';

import type { AskDialog as AskDialogComponent } from './ask-dialog';
import type { OfferDialog as OfferDialogComponent } from './offer-dialog';

// The request dialogs (their form and its checks) load on the first "Request", not with the list: a signed-out
// visitor, who is asked to sign up instead, never loads them. AvailableScreen draws them inside a Suspense.

/** AskDialog, loaded when first opened. */
export const AskDialog = lazyWithStrings(() =>
  import('./ask-dialog').then((m) => ({ default: m.AskDialog })),
) as unknown as typeof AskDialogComponent;

/** OfferDialog, loaded when first opened. */
export const OfferDialog = lazyWithStrings(() =>
  import('./offer-dialog').then((m) => ({ default: m.OfferDialog })),
) as unknown as typeof OfferDialogComponent;
