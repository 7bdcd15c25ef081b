import { CloudOff, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { Screen } from '@/components/ui/screen';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import type { Delivery } from '@/types/api';

import { useDelivery } from '../api/get-delivery';

/** InvalidLink tells the recipient that the link is incomplete or not genuine (not an error page). */
export function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Screen icon={<Link2Off size={28} aria-hidden="true" />} tone="danger" title={t('delivery.invalid.title')}>
      <p className="screen__text muted">{t('delivery.invalid.text')}</p>
    </Screen>
  );
}

/**
 * DeliveryLoader reads the delivery of a link and renders it through `children`; meanwhile a loader, and
 * instead a clear message when the link is missing or not valid, or a retry when the server is unreachable.
 */
export function DeliveryLoader({ token, children }: { token: string; children: (delivery: Delivery) => ReactNode }) {
  const { t } = useTranslation();
  const delivery = useDelivery(token);
  if (!token) return <InvalidLink />;
  if (delivery.isPending) return <FullPageLoader label={t('delivery.loading')} />;
  if (delivery.isError) {
    const status = isApiError(delivery.error) ? delivery.error.status : 0;
    if (status === 404 || status === 400) return <InvalidLink />;
    return (
      <Screen icon={<CloudOff size={28} aria-hidden="true" />} tone="danger" title={t('delivery.loadError.title')}>
        <p className="screen__text muted" role="alert">
          {errorMessage(delivery.error)}
        </p>
        <Button block loading={delivery.isFetching} onClick={() => void delivery.refetch()}>
          {t('delivery.loadError.retry')}
        </Button>
      </Screen>
    );
  }
  return children(delivery.data);
}
