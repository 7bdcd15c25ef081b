import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { RideFormValues } from '../api/create-ride';

/** RIDE_DRAFT_STORAGE_KEY is where the unfinished ride form waits (sessionStorage: this tab only). */
export const RIDE_DRAFT_STORAGE_KEY = 'ridepost_ride_draft';

interface RideDraftState {
  /** userId owns the draft, so another account signing in on this tab starts blank. */
  userId: number;
  values: RideFormValues | null;
  /** awaitingVehicle is set while the user went to add a vehicle; the new one is chosen on return. */
  awaitingVehicle: boolean;
  save: (userId: number, values: RideFormValues) => void;
  setAwaitingVehicle: (awaiting: boolean) => void;
  clear: () => void;
}

/**
 * useRideDraftStore keeps what was typed into the ride form while the user adds a vehicle and comes back;
 * cleared once the ride is published.
 */
export const useRideDraftStore = create<RideDraftState>()(
  persist(
    (set) => ({
      userId: 0,
      values: null,
      awaitingVehicle: false,
      save: (userId, values) => set({ userId, values }),
      setAwaitingVehicle: (awaitingVehicle) => set({ awaitingVehicle }),
      clear: () => set({ userId: 0, values: null, awaitingVehicle: false }),
    }),
    {
      name: RIDE_DRAFT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ userId, values, awaitingVehicle }) => ({ userId, values, awaitingVehicle }),
    },
  ),
);

/** draftFor is the saved form of this user, if any. */
export function draftFor(userId: number): RideFormValues | null {
  const { userId: owner, values } = useRideDraftStore.getState();
  return owner === userId ? values : null;
}
