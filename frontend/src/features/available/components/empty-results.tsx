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
  /**
   * filters: refined tells whether the sidebar's filters (size, vehicle, rating, detour), which a search for mine has
   * too, are on; clearRefine takes only those out.
   */
  filters: { active: boolean; refined: boolean; clear: () => void; clearRefine: () => void };
  /** create leads to sending a parcel or publishing a ride, when nothing narrows the search. */
  create: LinkTo;
  /** children add to the same card what else an empty search offers ("Notify me"). */
  children?: ReactNode;
}

/**
 * EmptyResults says nothing fits, and offers the way on: back to my item, clearing the filters (the one "Clear
 * filters" on the screen then: the form and the sidebar leave it out; with the sidebar's filters on, only those are
 * cleared, the route kept), or creating one.
 */
export function EmptyResults({ icon, title, text, filteredText, back, filters, create, children }: EmptyResultsProps) {
  const { t } = useTranslation();
  const filtered = filters.refined || (filters.active && !back);
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={filters.refined ? t('available.refine.emptyText') : filtered ? filteredText : text}
      action={
        filtered ? (
          <Button variant="secondary" onClick={filters.refined ? filters.clearRefine : filters.clear}>
            {t('available.filters.clear')}
          </Button>
        ) : back ? (
          <ButtonLink to={back.href} variant="secondary">
            {back.label}
          </ButtonLink>
        ) : (
          <ButtonLink to={create.href}>{create.label}</ButtonLink>
        )
      }
    >
      {children}
    </EmptyState>
  );
}
