import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/field-error';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { errorCode } from '@/lib/errors';
import { applyFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useProfileStore } from '@/stores/profile-store';
import { useSwitcherStore } from '@/stores/switcher-store';

import { deleteAccountSchema, useDeleteAccount, type DeleteAccountInput } from '../api/delete-account';

import '@/components/ui/form.css';
import './profile.css';

/** ActiveItems explains why the account cannot go yet, with the way to what is under way. */
function ActiveItems() {
  const { t } = useTranslation();
  const setHome = useSwitcherStore((s) => s.setHomeSwitcher);
  const ref = useRef<HTMLDivElement>(null);
  // It appears above the field the user was at: bring it into view.
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), []);
  return (
    <div ref={ref} className="form-error form-error--stack" role="alert">
      <p className="active-items__text">
        <CircleAlert size={18} aria-hidden="true" />
        <span>{t('deleteAccount.activeItems')}</span>
      </p>
      <p className="active-items__links">
        <Link className="link" to={paths.home.getHref()} onClick={() => setHome('parcels')}>
          {t('deleteAccount.myParcels')}
        </Link>
        <Link className="link" to={paths.home.getHref()} onClick={() => setHome('rides')}>
          {t('deleteAccount.myRides')}
        </Link>
      </p>
    </div>
  );
}

/**
 * DeleteAccountForm takes the current password, asks once more, then deletes the account. A wrong password shows
 * under its field; parcels or rides under way (409 active_items) are explained with links to them.
 */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const email = useProfileStore((s) => s.email);
  const [confirming, setConfirming] = useState(false);
  const [activeItems, setActiveItems] = useState(false);
  const remove = useDeleteAccount({
    onSuccess: () => {
      toast.success(t('deleteAccount.success'));
      onDeleted();
    },
  });
  const { register, handleSubmit, setError, formState, getValues } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors } = formState;

  const confirm = () =>
    remove.mutate(getValues(), {
      onError: (err) => {
        setConfirming(false);
        if (errorCode(err) === 'active_items') setActiveItems(true);
        else applyFormError(err, setError, ['password']);
      },
    });

  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(() => {
        setActiveItems(false);
        setConfirming(true);
      })}
    >
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <FormError code={errors.root?.server?.message} />
      {activeItems && <ActiveItems />}
      <PasswordField
        label={t('deleteAccount.password')}
        hint={t('deleteAccount.passwordHint')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="danger" block loading={remove.isPending}>
        {t('deleteAccount.submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('deleteAccount.confirm.title')}
        text={t('deleteAccount.confirm.text')}
        confirmLabel={t('deleteAccount.confirm.yes')}
        cancelLabel={t('deleteAccount.confirm.no')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
