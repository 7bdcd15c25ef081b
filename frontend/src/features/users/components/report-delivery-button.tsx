import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

import type { ReportDialog as ReportDialogComponent } from './report-dialog';

// The dialog (its form and its checks) loads on the first tap, not with the parcel's screen.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((m) => ({ default: m.ReportDialog })),
) as unknown as typeof ReportDialogComponent;

interface ReportDeliveryButtonProps {
  /** rideId is the ride that carried the parcel: the report is about its driver (a parcel's report is about me). */
  rideId: number;
  /** driver names the driver, for the dialog's lead. */
  driver: string;
  /** details names the parcel, to start the report's details with. */
  details: string;
}

/**
 * ReportDeliveryButton leads a failed delivery: "Report a problem with this delivery" tells the moderators about the
 * ride that carried the parcel, its details naming the parcel.
 */
export function ReportDeliveryButton({ rideId, driver, details }: ReportDeliveryButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<Flag size={18} aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('report.delivery.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={{ rideId }} about={driver} details={details} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
