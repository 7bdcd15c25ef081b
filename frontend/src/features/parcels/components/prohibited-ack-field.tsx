import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '@/components/ui/checkbox-field';

import type { ParcelFormValues } from '../api/create-parcel';

import { ProhibitedListDialog } from './prohibited-list-dialog';

import '@/components/ui/button.css';

/**
 * ProhibitedAckField is the required tick "Nothing on the prohibited list", with "See the list" opening the list
 * in a sheet; its error (the form's or the server's) shows at the tick.
 */
export function ProhibitedAckField() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { register, formState } = useFormContext<ParcelFormValues>();
  return (
    <>
      <CheckboxField
        label={t('parcels.fields.prohibitedAck')}
        error={formState.errors.prohibitedAck?.message}
        after={
          <button type="button" className="text-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t('parcels.prohibited.open')}
          </button>
        }
        {...register('prohibitedAck')}
      />
      {open && <ProhibitedListDialog onClose={() => setOpen(false)} />}
    </>
  );
}
