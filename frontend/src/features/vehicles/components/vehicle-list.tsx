import { CarFront, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import type { Vehicle } from '@/types/api';

import { useVehicles } from '../api/get-vehicles';

import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { VehicleCard } from './vehicle-card';

import '@/components/ui/form.css';
import './vehicles.css';

const plus = <Plus size={20} aria-hidden="true" />;

/** VehicleList shows my vehicles with a delete action each, or an empty state; and "Add new vehicle". */
export function VehicleList() {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  if (vehicles.isPending) {
    return (
      <div className="list-loader" role="status">
        <Spinner size="lg" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (vehicles.isError) {
    return (
      <div className="form-error form-error--stack" role="alert">
        <span>
          {t('vehicles.list.loadError')} {errorMessage(vehicles.error)}
        </span>
        <Button variant="secondary" onClick={() => void vehicles.refetch()}>
          {t('vehicles.list.retry')}
        </Button>
      </div>
    );
  }

  // The container (and the dialog in it) stays mounted while the list empties, so the toast of the last
  // delete still shows and focus has somewhere to go.
  return (
    <div className="stack stack--lg vehicle-list" ref={listRef} tabIndex={-1}>
      {vehicles.data.length === 0 ? (
        <EmptyState
          icon={<CarFront size={32} aria-hidden="true" />}
          title={t('vehicles.list.emptyTitle')}
          text={t('vehicles.list.emptyText')}
          action={
            <ButtonLink to={paths.newVehicle.getHref()} icon={plus}>
              {t('vehicles.list.emptyAction')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <ul className="stack" aria-label={t('vehicles.list.title')}>
            {vehicles.data.map((vehicle) => (
              <li key={vehicle.VehicleId}>
                <VehicleCard vehicle={vehicle} onDelete={setDeleting} className="card" />
              </li>
            ))}
          </ul>
          <ButtonLink to={paths.newVehicle.getHref()} block icon={plus}>
            {t('vehicles.list.add')}
          </ButtonLink>
        </>
      )}
      <DeleteVehicleDialog
        vehicle={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => listRef.current?.focus()}
      />
    </div>
  );
}
