import type { TFunction } from 'i18next';

import type { TagTone } from '@/components/ui/status-tag';
import type { DeliveryRequest, PublicCard } from '@/types/api';

/** personName is a public card's name as shown: name and surname initial ("Olena K."). */
export const personName = (person: PublicCard) => `${person.name} ${person.surname}`.trim();

/** requestStateText words a request's state from my side: whether it waits for me or for them, who answered. */
export function requestStateText(request: DeliveryRequest, t: TFunction): string {
  const name = personName(request.counterpart);
  switch (request.status) {
    case 'pending':
      if (request.awaitingMe) return t('requests.state.awaitingMe');
      return request.fromMe ? t('requests.state.waitingFor', { name }) : t('requests.state.pending');
    case 'approved':
      return request.fromMe ? t('requests.state.approvedByThem', { name }) : t('requests.state.approvedByMe');
    case 'declined':
      return request.fromMe ? t('requests.state.declinedByThem', { name }) : t('requests.state.declinedByMe');
    case 'cancelled':
      return request.fromMe ? t('requests.state.withdrawnByMe') : t('requests.state.withdrawnByThem', { name });
    default:
      return t('requests.state.expired');
  }
}

const TONES = { approved: 'green', declined: 'red', cancelled: 'grey', expired: 'outline' } as const;

/** requestStateTone colours the state: amber when it waits for me, blue while it waits for them. */
export function requestStateTone(request: DeliveryRequest): TagTone {
  if (request.status === 'pending') return request.awaitingMe ? 'amber' : 'blue';
  return TONES[request.status] ?? 'grey';
}
