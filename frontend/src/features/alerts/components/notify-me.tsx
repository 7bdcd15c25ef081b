import { BellPlus, CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { describeError, errorMessageFor } from '@/lib/errors';
import { formatDay } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { NotifyMeProps } from '@/types/notify-me';

import { alertDateRange, sameRoute, useCreateAlert, type AlertRoute } from '../api/create-alert';
import { MAX_ALERTS, useAlerts } from '../api/get-alerts';

import './alerts.css';

type State = 'offer' | 'saved' | 'already' | 'full';

// A refused save is told in one toast: a field's words when the server named one (the searched day), else the code's.
const toastFailure = (err: unknown) => {
  const failure = describeError(err);
  const field = Object.values(failure.fields)[0];
  toast.error(field?.message ?? failure.message, { id: `error-${failure.code}` });
};

// The link to Saved routes inside a sentence (<page>…</page>; not <link>, which HTML takes for a void element).
const manageLink = <Link className="link" to={paths.myAlerts.getHref()} />;

/**
 * NotifyMe is the card under a search by cities that found few results: "Notify me" saves the route (the
 * searched day as its only day, if one was set). A route saved already, or a full list of saved routes, is said
 * instead of the button; either way it links to Saved routes. The card takes the focus when its button goes.
 */
export function NotifyMe({ kind, from, to, date, found, inline = false, onJoin, resumed }: NotifyMeProps) {
  const { t } = useTranslation();
  const id = useId();
  // Signed out (onJoin), there are no saved routes to read: the button asks to sign up first.
  const alerts = useAlerts({ enabled: !onJoin });
  const create = useCreateAlert();
  const [answer, setAnswer] = useState<State | null>(null);
  const ref = useRef<HTMLElement>(null);
  const route: AlertRoute = { kind, from, to, dateFrom: date, dateTo: date };

  const known: State | null = alerts.data?.some((a) => sameRoute(a, route))
    ? 'already'
    : (alerts.data?.length ?? 0) >= MAX_ALERTS
      ? 'full'
      : null;
  const state = answer ?? known ?? 'offer';
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  // Back from signing up to save this route: the button it was pressed for has the focus again.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (resumed) button.current?.focus();
  }, [resumed]);

  const notify = () =>
    create.mutate(route, {
      onSuccess: () => {
        toast.success(t('alerts.notify.savedToast'));
        setAnswer('saved');
      },
      onError: (err) => {
        if (isApiError(err) && err.code === 'too_many_alerts') setAnswer('full');
        toastFailure(err);
      },
    });

  // A saved route for a day that has passed (or is over a year away) would never tell anything.
  const { min, max } = alertDateRange();
  if (date && (date < min || date > max)) return null;

  const title = t(`alerts.notify.${state === 'offer' ? (found === 0 ? 'none' : 'few') : state}Title`);
  const Icon = state === 'full' ? CircleAlert : state === 'offer' ? BellPlus : CircleCheck;
  // Inside the empty results, the offer is named by what it offers: their title already says nothing was found.
  const untitled = inline && state === 'offer';
  const Heading = inline ? 'h3' : 'h2';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`${inline ? 'notify-card--inline' : 'card'} notify-card notify-card--${state}`}
      aria-labelledby={`${id}-${untitled ? 'text' : 'title'}`}
    >
      <span className="notify-card__icon">
        <Icon size={22} aria-hidden="true" />
      </span>
      <div className="notify-card__body">
        {!untitled && (
          <Heading id={`${id}-title`} className="notify-card__title">
            {title}
          </Heading>
        )}
        {state === 'offer' && (
          <>
            <p id={`${id}-text`} className={untitled ? undefined : 'muted'}>
              {date ? t(`alerts.notify.${kind}OnDate`, { date: formatDay(date) }) : t(`alerts.notify.${kind}`)}
            </p>
            <Button
              icon={<BellPlus size={18} aria-hidden="true" />}
              ref={button}
              loading={create.isPending}
              onClick={onJoin ?? notify}
              className="notify-card__button"
            >
              {t('alerts.notify.button')}
            </Button>
            {/* A sender's New parcel looks for rides by itself: a saved route would only repeat it. */}
            {kind === 'rides' && <p className="notify-card__note">{t('alerts.notify.ridesNote')}</p>}
          </>
        )}
        {(state === 'saved' || state === 'already') && (
          <p>
            <Trans i18nKey="alerts.notify.saved" components={{ page: manageLink }} />
          </p>
        )}
        {state === 'full' && (
          <p>
            {errorMessageFor('too_many_alerts')}{' '}
            <Trans i18nKey="alerts.notify.manage" components={{ page: manageLink }} />
          </p>
        )}
      </div>
    </section>
  );
}
