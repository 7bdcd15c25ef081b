import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useParcelRequests } from '../api/get-parcel-requests';

/**
 * ParcelMessageLink is "Message" to the driver carrying my parcel: the conversation of the request that put it
 * on their ride. Nothing until that request is known.
 */
export function ParcelMessageLink({ parcelId, rideId }: { parcelId: number; rideId: number }) {
  const { t } = useTranslation();
  const query = useParcelRequests(parcelId);
  const all = [...(query.data?.fromDrivers ?? []), ...(query.data?.myRequests ?? [])];
  const request = all.find((r) => r.rideId === rideId && r.status === 'approved' && r.conversationId > 0);
  if (!request) return null;
  return (
    <ButtonLink
      variant="secondary"
      to={paths.conversation.getHref(request.conversationId)}
      icon={<MessageCircle size={18} aria-hidden="true" />}
    >
      {t('handover.card.message')}
    </ButtonLink>
  );
}
