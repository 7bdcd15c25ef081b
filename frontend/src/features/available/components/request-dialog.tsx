import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/input-field';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';

import { REQUEST_MESSAGE_MAX, requestSchema, type RequestFormValues } from '../api/create-request';

import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';
import './available.css';

/** RequestChoice is one of my rides or parcels the request can be sent for. */
export interface RequestChoice {
  id: number;
  title: string;
  detail: string;
  /** cost is the price to start from when this one is chosen (a parcel's own price). */
  cost?: number;
}

export interface RequestDialogProps {
  title: string;
  /** about sums up whom or what the request goes to. */
  about?: ReactNode;
  choiceLegend: string;
  /** choices: undefined while loading; when there is one fixed choice, pass `fixed`. */
  choices?: RequestChoice[];
  fixed?: boolean;
  loadError?: ReactNode;
  initialChoice?: number;
  /** defaultCost is the price to start from, whatever is chosen (the parcel's price when a driver offers). */
  defaultCost?: number;
  /** empty stands in for the choices when I have nothing to send a request for. */
  empty: ReactNode;
  /** next says, under "Request sent", what happens now: who answers, how I am told, when the request runs out. */
  next?: string;
  /** bookedNext says it instead when the request was approved as it was made (an instant ride). */
  bookedNext?: string;
  /** onSubmit sends the request: the chosen id, the price, and the message ("" for none). */
  onSubmit: (choice: number, cost: number, message: string) => Promise<unknown>;
  onSent: () => void;
  onClose: () => void;
}

/**
 * RequestDialog asks which of my rides or parcels a request is for, at what price and with what message (optional:
 * it opens our conversation), then sends it (a modal
 * <dialog>: focus starts on the first choice or the price, Escape or a press outside closes, focus returns to
 * the trigger). A refusal is told in a toast and the dialog stays open.
 */
export function RequestDialog(props: RequestDialogProps) {
  const {
    title,
    about,
    choiceLegend,
    choices,
    fixed,
    loadError,
    initialChoice,
    defaultCost,
    empty,
    next,
    bookedNext,
    onSubmit,
    onSent,
    onClose,
  } = props;
  const { t } = useTranslation();
  const id = useId();
  const pick = (list?: RequestChoice[]) =>
    list?.find((c) => c.id === initialChoice) ?? (list?.length === 1 || fixed ? list?.[0] : undefined);

  const form = useForm<RequestFormValues>({
    resolver: zodResolver(requestSchema),
    defaultValues: {
      choice: String(pick(choices)?.id ?? ''),
      cost: String(defaultCost ?? pick(choices)?.cost ?? ''),
      message: '',
    },
  });
  const { register, handleSubmit, formState, setValue, setError, getValues, control } = form;
  const choice = useWatch({ control, name: 'choice' });
  const message = useWatch({ control, name: 'message' });
  const submitting = formState.isSubmitting;

  // The choices may arrive after the dialog opened: preselect then, as if they had been there.
  useEffect(() => {
    if (!choices || getValues('choice') !== '') return;
    const first = pick(choices);
    if (!first) return;
    setValue('choice', String(first.id));
    if (defaultCost === undefined && !formState.dirtyFields.cost) setValue('cost', String(first.cost ?? ''));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list arrives
  }, [choices]);

  const submit = handleSubmit(async (values) => {
    try {
      const sent = await onSubmit(Number(values.choice), Number(values.cost.trim()), values.message.trim());
      const booked = (sent as { status?: string } | undefined)?.status === 'approved';
      const after = booked ? bookedNext : next;
      const headline = booked ? t('available.dialog.booked') : t('available.dialog.success');
      toast.success(
        after ? (
          <span className="request-sent">
            <strong>{headline}</strong>
            <span>{after}</span>
          </span>
        ) : (
          headline
        ),
        { id: 'request-sent' },
      );
      onSent();
    } catch (err) {
      const failure = describeError(err, 'searchRequest');
      if (failure.fields.cost)
        setError('cost', { type: 'server', message: failure.fields.cost.code }, { shouldFocus: true });
      else if (failure.fields.message)
        setError('message', { type: 'server', message: failure.fields.message.code }, { shouldFocus: true });
      // Blocking is the users' feature; the request says it in its own words.
      toast.error(failure.code === 'blocked' ? t('requests.form.blocked') : failure.message, { id: 'request-error' });
    }
  });

  const nothing = choices !== undefined && choices.length === 0;
  const messageError =
    formState.errors.message?.message === 'invalid' ? 'invalid' : formState.errors.message && 'too_long';
  const body = loadError ? (
    loadError
  ) : choices === undefined ? (
    <div className="inline-loader" role="status">
      <Spinner size="sm" />
      <span>{t('available.dialog.loading')}</span>
    </div>
  ) : nothing ? (
    empty
  ) : (
    <form id={`${id}-form`} className="form request-form" noValidate onSubmit={submit}>
      {!fixed && (
        <fieldset className="radio-cards" aria-describedby={formState.errors.choice ? `${id}-choice-error` : undefined}>
          <legend className="field__label">{choiceLegend}</legend>
          {choices.map((c) => (
            <label
              key={c.id}
              className={clsx('radio-card request-choice', choice === String(c.id) && 'radio-card--checked')}
            >
              <input
                type="radio"
                value={String(c.id)}
                {...register('choice', {
                  onChange: () => {
                    if (defaultCost === undefined && c.cost !== undefined) setValue('cost', String(c.cost));
                  },
                })}
              />
              <span className="radio-card__label">
                <span className="request-choice__title">{c.title}</span>
                <span className="request-choice__detail">{c.detail}</span>
              </span>
            </label>
          ))}
          {formState.errors.choice && (
            <p id={`${id}-choice-error`} className="field__error">
              <CircleAlert size={16} aria-hidden="true" />
              <span>{t('available.dialog.chooseRequired')}</span>
            </p>
          )}
        </fieldset>
      )}
      <InputField
        label={t('available.dialog.price')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('available.dialog.priceHint')}
        trailing={<span className="input-affix">₴</span>}
        error={formState.errors.cost?.message}
        {...register('cost')}
      />
      <CountedTextarea
        label={t('requests.form.message')}
        optional={t('requests.form.optional')}
        placeholder={t('requests.form.placeholder')}
        value={message}
        max={REQUEST_MESSAGE_MAX}
        counter={(count) => t('requests.form.count', { count, max: REQUEST_MESSAGE_MAX })}
        field={register('message')}
        error={messageError && t(`requests.form.errors.${messageError}`)}
        rows={3}
      />
    </form>
  );

  return (
    <Dialog labelledBy={`${id}-title`} onClose={onClose} busy={submitting} initialFocus="input:checked, input, button">
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      {about && <div className="dialog__text">{about}</div>}
      {body}
      <div className="dialog__actions">
        <Button variant="secondary" block disabled={submitting} onClick={onClose}>
          {t('available.dialog.back')}
        </Button>
        {!nothing && !loadError && choices !== undefined && (
          <Button type="submit" form={`${id}-form`} block loading={submitting}>
            {t('available.dialog.send')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
