import { useTranslation } from 'react-i18next';

import { StatusTag } from '@/components/ui/status-tag';
import type { DeliveryRequest } from '@/types/api';

import { requestStateText, requestStateTone } from '../utils/request-state';

/** RequestState shows a request's state in words from my side, in its colour. */
export function RequestState({ request }: { request: DeliveryRequest }) {
  const { t } = useTranslation();
  return (
    <p className="request-card__state">
      <StatusTag tone={requestStateTone(request)}>{requestStateText(request, t)}</StatusTag>
    </p>
  );
}
