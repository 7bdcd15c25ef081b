import { useTranslation } from 'react-i18next';

import { StatusTag, type TagTone } from '@/components/ui/status-tag';
import type { RideStatus } from '@/types/api';

const TAGS: Record<RideStatus, { tone: TagTone; key: 'planned' | 'inProgress' | 'completed' | 'cancelled' | 'expired' }> = {
  Planned: { tone: 'blue', key: 'planned' },
  'In Progress': { tone: 'amber', key: 'inProgress' },
  Completed: { tone: 'green', key: 'completed' },
  Cancelled: { tone: 'grey', key: 'cancelled' },
  Expired: { tone: 'outline', key: 'expired' },
};

/** RideStatusTag names a ride's state in its colour (PRODUCT.md §3). */
export function RideStatusTag({ status }: { status: RideStatus }) {
  const { t } = useTranslation();
  const tag = TAGS[status] ?? TAGS.Planned;
  return <StatusTag tone={tag.tone}>{t(`rides.status.${tag.key}`)}</StatusTag>;
}
