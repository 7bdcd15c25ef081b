import { useTranslation } from 'react-i18next';

import { StatusTag, type TagTone } from '@/components/ui/status-tag';
import type { RequestStatus } from '@/types/api';

const TONES: Record<RequestStatus, TagTone> = {
  pending: 'blue',
  approved: 'green',
  declined: 'red',
  cancelled: 'grey',
  expired: 'grey',
};

/** RequestStatusTag names a request's state in its colour. */
export function RequestStatusTag({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return <StatusTag tone={TONES[status] ?? 'grey'}>{t(`requests.status.${status}`)}</StatusTag>;
}
