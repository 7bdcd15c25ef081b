import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import i18n, { i18nReady } from '@/i18n';
import { rideFixture } from '@/testing/parcel-fixtures';
import type { AvailableRide } from '@/types/api';

import { RideAlong } from './ride-along';

// Kyiv → Lviv leaving 06:30 UTC, its estimates at the searched pickup and drop-off (shown in local time).
const ride = (over: Partial<AvailableRide> = {}) =>
  ({
    ...rideFixture(),
    pickupEta: '2030-05-12T08:25:00Z',
    dropoffEta: '2030-05-12T13:10:00Z',
    ...over,
  }) as AvailableRide;

describe('RideAlong', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
  });

  it('tells when the ride passes the searched cities', () => {
    render(<RideAlong ride={ride()} stops={{ pickup: 'Zhytomyr', dropoff: 'Rivne' }} />);
    expect(screen.getByText(/Zhytomyr about \d?\d:25/)).toBeTruthy();
    expect(screen.getByText(/Rivne about \d?\d:10/)).toBeTruthy();
  });

  it("leaves out the ride's own ends where its card already says when", () => {
    const { container } = render(
      <RideAlong ride={ride({ arrivalDate: '2030-05-12T14:00:00Z' })} stops={{ pickup: 'Kyiv', dropoff: 'Lviv' }} />,
    );
    expect(container.textContent).toBe('');
  });

  it('keeps the estimate at the end city when the driver gave no arrival', () => {
    render(<RideAlong ride={ride()} stops={{ pickup: 'Kyiv', dropoff: 'Lviv' }} />);
    expect(screen.queryByText(/Kyiv about/)).toBeNull();
    expect(screen.getByText(/Lviv about \d?\d:10/)).toBeTruthy();
  });
});
