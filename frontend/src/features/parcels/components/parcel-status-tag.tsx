import { useTranslation } from 'react-i18next';

import { StatusTag, type TagTone } from '@/components/ui/status-tag';
import type { ParcelStatus } from '@/types/api';

type Key = 'new' | 'accepted' | 'inTransit' | 'delivered' | 'failed' | 'cancelled' | 'expired';

const TAGS: Record<ParcelStatus, { tone: TagTone; key: Key }> = {
  New: { tone: 'blue', key: 'new' },
  Accepted: { tone: 'violet', key: 'accepted' },
  'In Transit': { tone: 'amber', key: 'inTransit' },
  Delivered: { tone: 'green', key: 'delivered' },
  Failed: { tone: 'red', key: 'failed' },
  Cancelled: { tone: 'grey', key: 'cancelled' },
  Expired: { tone: 'outline', key: 'expired' },
};

/** ParcelStatusTag names a parcel's state in its colour (PRODUCT.md §3). */
export function ParcelStatusTag({ status }: { status: ParcelStatus }) {
  const { t } = useTranslation();
  const tag = TAGS[status] ?? TAGS.New;
  return <StatusTag tone={tag.tone}>{t(`parcels.status.${tag.key}`)}</StatusTag>;
}
