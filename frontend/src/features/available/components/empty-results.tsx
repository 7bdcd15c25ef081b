import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** LinkTo is a link's words and address. */
export interface LinkTo {
  label: string;
  href: string;
}

export interface EmptyResultsProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** filteredText stands for text when the filters are what leave nothing. */
  filteredText: string;
  /** back leads to my parcel or ride the search is for, when it is for one (then there are no filters). */
  back?: LinkTo;
  filters: { active: boolean; clear: () => void };
  /** create leads to sending a parcel or publishing a ride, when nothing narrows the search. */
  create: LinkTo;
  /** children add to the same card what else an empty search offers ("Notify me"). */
  children?: ReactNode;
}

/**
 * EmptyResults says nothing fits, and offers the way on: back to my item, clearing the filters (the one "Clear
 * filters" on the screen then: the form leaves it out), or creating one.
 */
export function EmptyResults({ icon, title, text, filteredText, back, filters, create, children }: EmptyResultsProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={filters.active && !back ? filteredText : text}
      action={
        back ? (
          <ButtonLink to={back.href} variant="secondary">
            {back.label}
          </ButtonLink>
        ) : filters.active ? (
          <Button variant="secondary" onClick={filters.clear}>
            {t('available.filters.clear')}
          </Button>
        ) : (
          <ButtonLink to={create.href}>{create.label}</ButtonLink>
        )
      }
    >
      {children}
    </EmptyState>
  );
}
