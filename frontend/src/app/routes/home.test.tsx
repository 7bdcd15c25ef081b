import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/i18n';
import { useSwitcherStore } from '@/stores/switcher-store';
import { mockFetch } from '@/testing/fetch-mock';
import { iryna } from '@/testing/notification-fixtures';
import { carFixture, parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { Parcel, ParcelStatus } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((l) => l.getAttribute('href'));

describe('Home: my parcels and rides, Active and Past', () => {
  beforeEach(() => {
    resetStores();
    useSwitcherStore.setState({ homeSwitcher: 'parcels', homeChosen: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on Rides for a driver with requests to answer and no parcel waiting, the tab counting them', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels': { status: 200, body: [parcelFixture({ parcelId: 1 })] },
      'GET /api/rides': {
        status: 200,
        body: [rideFixture({ rideId: 3, pendingRequests: 2, hasRequests: true })],
      },
    });
    renderApp('/');
    const rides = await screen.findByRole('tab', { name: 'Rides, 2 requests to answer' });
    expect(rides).toHaveAttribute('aria-selected', 'true');
    expect(rides).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: 'Parcels' })).toHaveAttribute('aria-selected', 'false');
    const active = await screen.findByRole('list', { name: 'Active' });
    expect(hrefs(active)).toEqual(['/ride/3']);
  });

  it('keeps the tab the member chose in this visit, and counts both tabs', async () => {
    useSwitcherStore.getState().setHomeSwitcher('parcels');
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels': { status: 200, body: [parcelFixture({ parcelId: 1, pendingRequests: 1 })] },
      'GET /api/rides': { status: 200, body: [rideFixture({ rideId: 3, pendingRequests: 3 })] },
    });
    renderApp('/');
    expect(await screen.findByRole('tab', { name: 'Rides, 3 requests to answer' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tab', { name: 'Parcels, 1 request to answer' })).toHaveAttribute('aria-selected', 'true');
    expect(hrefs(await screen.findByRole('list', { name: 'Active' }))).toEqual(['/parcel/1']);
  });

  it('says on an active card who has the parcel and when it should arrive', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels': {
        status: 200,
        body: [
          parcelFixture({
            parcelId: 1,
            status: 'In Transit',
            shippingDate: '2030-06-01',
            deliveryDate: '2030-06-14',
            driver: { ...iryna, name: 'Petro' },
          }),
          parcelFixture({ parcelId: 2, status: 'New', shippingDate: '2030-06-02' }),
          parcelFixture({ parcelId: 3, status: 'Delivered', shippingDate: '2030-01-02' }),
        ],
      },
      'GET /api/rides': { status: 200, body: [] },
    });
    renderApp('/');
    const [transit, fresh] = within(await screen.findByRole('list', { name: 'Active' })).getAllByRole('link');
    expect(transit).toHaveTextContent('With Petro (driver) · arrives by Fri 14');
    expect(fresh).toHaveTextContent('With you · no driver yet');
    expect(within(screen.getByRole('list', { name: 'Past' })).getByRole('link')).not.toHaveTextContent('With');
  });

  it('puts active parcels soonest first and past ones newest first, and says which wait for my answer', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels': {
        status: 200,
        body: [
          parcelFixture({ parcelId: 1, status: 'Delivered', shippingDate: '2030-03-01' }),
          parcelFixture({ parcelId: 2, status: 'In Transit', shippingDate: '2030-06-01' }),
          parcelFixture({ parcelId: 3, status: 'Expired', shippingDate: '2030-04-01' }),
          parcelFixture({
            parcelId: 4,
            status: 'New',
            shippingDate: '2030-05-01',
            pendingRequests: 2,
            hasRequests: true,
            cost: 1500,
          }),
        ],
      },
    });
    renderApp('/');
    const active = await screen.findByRole('list', { name: 'Active' });
    expect(hrefs(active)).toEqual(['/parcel/4', '/parcel/2']);
    const past = screen.getByRole('list', { name: 'Past' });
    expect(hrefs(past)).toEqual(['/parcel/3', '/parcel/1']);

    const [waiting, onTheWay] = within(active).getAllByRole('link');
    expect(waiting).toHaveTextContent('2 requests to answer');
    expect(waiting).toHaveTextContent('₴1,500');
    expect(waiting).toHaveTextContent(/Kyiv.*Lviv/);
    expect(waiting).toHaveTextContent('Documents · size M');
    expect(onTheWay).not.toHaveTextContent('to answer');
    expect(within(past).getByText('Expired')).toBeInTheDocument();
    expect(within(past).getByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('folds Past after 5 with "Show all N", and says when nothing is active', async () => {
    const statuses: ParcelStatus[] = [
      'Delivered',
      'Failed',
      'Cancelled',
      'Expired',
      'Delivered',
      'Cancelled',
      'Failed',
    ];
    const parcels: Parcel[] = statuses.map((status, i) =>
      parcelFixture({ parcelId: 10 + i, status, shippingDate: `2030-01-0${i + 1}` }),
    );
    mockFetch({ 'GET /auth/session': session, 'GET /api/parcels': { status: 200, body: parcels } });
    const { user } = renderApp('/');
    expect(await screen.findByText('No parcels on the way right now.')).toBeInTheDocument();
    const past = screen.getByRole('list', { name: 'Past' });
    expect(hrefs(past)).toEqual(['/parcel/16', '/parcel/15', '/parcel/14', '/parcel/13', '/parcel/12']);

    const toggle = screen.getByRole('button', { name: 'Show all 7' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(hrefs(past)).toHaveLength(7);
    expect(hrefs(past).at(-1)).toBe('/parcel/10');
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(hrefs(past)).toHaveLength(5);
  });

  it('labels a ride’s total, never shows ₴0, and counts the requests waiting for me', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/rides': {
        status: 200,
        body: [
          rideFixture({
            rideId: 3,
            usedCapacity: 1,
            totalCost: 1200,
            pendingRequests: 1,
            departureDate: '2030-05-12T06:30:00Z',
          }),
          rideFixture({ rideId: 4, totalCost: 0, departureDate: '2030-05-10T06:30:00Z' }),
          rideFixture({ rideId: 5, status: 'Expired', totalCost: undefined, departureDate: '2030-01-10T06:30:00Z' }),
        ],
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Rides' }));
    const active = await screen.findByRole('list', { name: 'Active' });
    expect(hrefs(active)).toEqual(['/ride/4', '/ride/3']);
    const [empty, busy] = within(active).getAllByRole('link');
    expect(busy).toHaveTextContent('Total ₴1,200');
    expect(busy).toHaveTextContent('1 request to answer');
    expect(busy).toHaveTextContent('1 of 4 parcels');
    expect(busy).toHaveTextContent(carFixture.modelName);
    expect(empty).not.toHaveTextContent('₴');
    expect(empty).not.toHaveTextContent('to answer');
    const past = screen.getByRole('list', { name: 'Past' });
    expect(within(past).getByRole('link')).toHaveTextContent('Expired');
    expect(within(past).getByRole('link')).not.toHaveTextContent(/₴|undefined/);
  });
});

describe('"requests to answer" in Ukrainian', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('takes the one, few and many forms', async () => {
    await i18n.changeLanguage('uk');
    expect(i18n.t('requests.toAnswer', { count: 1 })).toBe('1 запит чекає на відповідь');
    expect(i18n.t('requests.toAnswer', { count: 3 })).toBe('3 запити чекають на відповідь');
    expect(i18n.t('requests.toAnswer', { count: 5 })).toBe('5 запитів чекають на відповідь');
    expect(i18n.t('requests.toAnswer', { count: 21 })).toBe('21 запит чекає на відповідь');
  });
});
