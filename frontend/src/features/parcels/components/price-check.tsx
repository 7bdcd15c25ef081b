import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatPrice } from '@/lib/format';
import { FAR_ABOVE, isFarAbove } from '@/lib/price-suggestion';
import type { Language } from '@/types/api';

interface Pending {
  price: number;
  publish: () => void;
}

/**
 * usePriceCheck asks "Are you sure?" before publishing a price more than FAR_ABOVE times the suggestion, once for
 * that price, with "Change the price" as the primary answer: it never blocks. check(price, publish) publishes at once or after the sender confirms; render dialog.
 */
export function usePriceCheck(suggested: number | undefined) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const confirmed = useRef<number | null>(null);

  const check = (price: number, publish: () => void) => {
    if (suggested !== undefined && isFarAbove(price, suggested) && confirmed.current !== price) {
      setPending({ price, publish });
    } else {
      publish();
    }
  };

  const format = (amount: number) => formatPrice(amount, i18n.language as Language);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      // Changing the price is the answer the question leads to; publishing anyway stays one press away.
      lead="cancel"
      title={t('parcels.price.checkTitle')}
      text={
        pending && suggested !== undefined
          ? t('parcels.price.checkText', {
              price: format(pending.price),
              suggested: format(suggested),
              times: FAR_ABOVE,
            })
          : undefined
      }
      confirmLabel={pending ? t('parcels.price.checkConfirm', { price: format(pending.price) }) : ''}
      cancelLabel={t('parcels.price.checkCancel')}
      onConfirm={() => {
        if (!pending) return;
        confirmed.current = pending.price;
        setPending(null);
        pending.publish();
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { check, dialog };
}
