import clsx from 'clsx';
import { Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { isNotFound } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { useMediaQuery, WIDE } from '@/lib/use-media-query';
import type { PendingPair } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';
import type { NotifyMeProps } from '@/types/notify-me';
import type { RouteMapProps } from '@/types/route-map';

import type { MyItem } from '../api/my-items';
import { refineCount } from '../api/refine';
import { thinSearch } from '../utils/thin-search';

import { EmptyResults, type EmptyResultsProps, type LinkTo } from './empty-results';
import { SearchNotFound } from './not-found';
import { RefineFilters } from './refine-filters';
import { Results, type PagedSearch, type ResultsProps } from './results';
import { SearchFilters, type FilterValues } from './search-filters';
import { SearchHeader } from './search-header';
import { SortSelect } from './sort-select';
import type { Filters } from './use-filters';
import { useIntent } from './use-intent';
import { useRequestTarget, type Done, type RequestActions } from './use-request-target';

/** RESULTS_ID is the results' section, where "Find" moves the focus. */
const RESULTS_ID = 'search-results';

interface AvailableScreenProps<T, M> {
  /** mineId is ?rideId= / ?parcelId=: the search is for that ride or parcel of mine (mine, as the app read it). */
  mineId?: number;
  mine: MyItem<M>;
  /** notMine: mine was read, and is someone else's. */
  notMine?: boolean;
  filters: Filters;
  /** list is the search: for mine, else by the filters. */
  list: PagedSearch<T>;
  idOf: (item: T) => number;
  /** onApproved refetches what an approval changes beyond the list (my rides or parcels). */
  onApproved?: () => unknown;
  title: string;
  subtitle: string;
  /** back leads to mine, when the search is for it. */
  back?: LinkTo;
  notFound: ComponentProps<typeof SearchNotFound>;
  results: Pick<ResultsProps<T>, 'label' | 'loadingLabel' | 'count'>;
  empty: Omit<EmptyResultsProps, 'back' | 'filters'>;
  /** summary sums up mine in place of the filters; filtersSummary, under applied filters, what they ask. */
  summary: (mine: M) => ReactNode;
  filtersSummary?: (values: FilterValues) => ReactNode;
  /** done says, in a search for mine, what the request just sent or approved leads to. */
  done?: (done: Done<T>, back: LinkTo) => ReactNode;
  card: (item: T, actions: RequestActions) => ReactNode;
  /**
   * dialog is the "Request" dialog for target; onPost keeps the request while I leave it to post the parcel or ride
   * it needs (the search opens it again once that is posted).
   */
  dialog: (target: T, handlers: { onClose: () => void; onSent: () => void; onPost: () => void }) => ReactNode;
  notifyKind: NotifyMeProps['kind'];
  CityField: ComponentType<CityFieldProps>;
  /** NotifyMe is offered under a search by cities with few results (the alerts feature's card). */
  NotifyMe?: ComponentType<NotifyMeProps>;
  /** notice sits under the heading (the reminder to verify the e-mail). */
  notice?: ReactNode;
  /** instantFilter offers the filter "Instant booking only" (the rides' search). */
  instantFilter?: boolean;
  /** sortKind words the list's orders (SortSelect). */
  sortKind: 'parcels' | 'rides';
  /**
   * map draws, beside the list on a wide window, the result under the pointer or the focus (the route map; a lazy
   * one, in a Suspense here, so that a phone's first load does not carry it).
   */
  map?: { Pane: ComponentType<RouteMapProps>; of: (item: T) => RouteMapProps };
}

/**
 * AvailableScreen is a search of the other side (docs/product.md §3): results that fit one of my rides or parcels
 * (mineId), or the filters' cities and day, each with "Request", or "Approve" where the other side asked already.
 * AvailableParcelsScreen and AvailableDriversScreen give it what differs: the words, the cards, the dialog.
 */
export function AvailableScreen<T extends { pendingRequest?: PendingPair }, M>(props: AvailableScreenProps<T, M>) {
  const { mineId, mine, filters, back, summary, filtersSummary, done, card, dialog, NotifyMe } = props;
  // A screen the build drew (prerender.tsx) shows the list loading: so does the render that takes it over, even
  // when the answer is here already; the next render shows it.
  const hydrated = useHydrated();
  const list: PagedSearch<T> = hydrated ? props.list : { ...props.list, status: 'pending', data: undefined };
  const requests = useRequestTarget(props.idOf, props.onApproved);
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE);
  const [active, setActive] = useState<number>();
  const intent = useIntent(list, props.idOf, requests.open);
  // Signed out, "Request" asks to sign up first, and comes back here with the dialog open.
  const actionsOf = (item: T): RequestActions => ({
    state: intent.signedIn ? requests.stateOf(item) : { kind: 'request' },
    approving: requests.approving(item),
    onRequest: () => (intent.signedIn ? requests.open(item) : intent.join('request', props.idOf(item))),
    onApprove: () => requests.approve(item),
  });

  if (mineId && (isNotFound(list.error) || isNotFound(mine.error) || props.notMine)) {
    return <SearchNotFound {...props.notFound} />;
  }

  // After "Find", the focus moves to the results (their count, or the empty card), once they have rendered.
  const focusResults = () => requestAnimationFrame(() => document.getElementById(RESULTS_ID)?.focus());

  const thin = mineId ? null : thinSearch(filters.filter, list.data?.pages[0]?.total);
  // Nothing found: one empty card, which offers "Clear filters" and "Notify me" itself.
  const nothing = list.status === 'success' && !list.data?.pages.some((p) => p.items.length > 0);
  const notifyMe = thin && NotifyMe && (
    <NotifyMe
      key={`${thin.from}-${thin.to}-${thin.date ?? ''}`}
      kind={props.notifyKind}
      inline={nothing}
      onJoin={intent.signedIn ? undefined : () => intent.join('notify')}
      resumed={intent.notifyResumed}
      {...thin}
    />
  );
  // On a wide window the map beside the list draws the result under the pointer or the focus, else the first.
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const shown = items.find((item) => props.idOf(item) === active) ?? items[0];
  const map = wide && shown !== undefined ? props.map : undefined;
  const { from, to, date, instant } = filters.filter;
  const routed = from !== undefined || to !== undefined || date !== undefined || instant === true;
  const route = !mineId && routed && filtersSummary?.(filters.values);
  // With the sidebar's filters on, they stay offered when nothing passes them (the empty card then clears them).
  const refined = refineCount(filters.filter, props.sortKind) > 0;
  const tools = !nothing || refined;
  return (
    <div className={clsx('stack stack--lg search-layout', map && 'search-layout--map')}>
      <div className="stack stack--lg search-layout__head">
        <SearchHeader title={props.title} subtitle={props.subtitle} back={back} />
        {intent.signedIn && props.notice}
        {back && requests.done && done?.(requests.done, back)}
      </div>
      <div className="search-layout__bar">
        {mineId ? (
          mine.data && summary(mine.data)
        ) : (
          <SearchFilters
            CityField={props.CityField}
            value={filters.values}
            onChange={filters.apply}
            clearable={filters.active && !nothing}
            onClear={filters.clear}
            instantFilter={props.instantFilter}
            onSearch={focusResults}
          />
        )}
      </div>
      {(route || tools) && (
        <div className="stack search-layout__side">
          {route}
          {tools && (
            <div className="search-tools">
              <SortSelect kind={props.sortKind} value={filters.filter.sort} onChange={filters.sortBy} />
              <RefineFilters
                kind={props.sortKind}
                value={filters.filter}
                onChange={filters.refine}
                onClear={nothing ? undefined : filters.clearRefine}
              />
            </div>
          )}
        </div>
      )}
      <div className="stack stack--lg search-layout__list">
        <Results
          id={RESULTS_ID}
          query={list}
          {...props.results}
          empty={
            <EmptyResults {...props.empty} back={back} filters={{ ...filters, refined }}>
              {notifyMe}
            </EmptyResults>
          }
        >
          {(item) => (
            <div
              key={props.idOf(item)}
              className="search-layout__item"
              onMouseEnter={() => setActive(props.idOf(item))}
              onFocus={() => setActive(props.idOf(item))}
            >
              {card(item, actionsOf(item))}
            </div>
          )}
        </Results>
        {!nothing && notifyMe}
      </div>
      {map && shown !== undefined && (
        <aside className="search-layout__map" aria-label={t('available.common.mapLabel')}>
          <Suspense fallback={<div className="route-map__box" />}>
            <map.Pane {...map.of(shown)} />
          </Suspense>
        </aside>
      )}
      {requests.target && (
        <Suspense fallback={null}>
          {dialog(requests.target, {
            onClose: requests.close,
            onSent: requests.sent,
            onPost: () => requests.target && intent.posting(props.idOf(requests.target)),
          })}
        </Suspense>
      )}
    </div>
  );
}
