import { create } from 'zustand';

export type HomeSwitcher = 'parcels' | 'rides';
export type RideSwitcher = 'fromSenders' | 'myRequests';

interface SwitcherState {
  homeSwitcher: HomeSwitcher;
  rideSwitcher: RideSwitcher;
  setHomeSwitcher: (value: HomeSwitcher) => void;
  setRideSwitcher: (value: RideSwitcher) => void;
}

/** useSwitcherStore remembers the chosen tab of the home and ride switchers for the visit. */
export const useSwitcherStore = create<SwitcherState>()((set) => ({
  homeSwitcher: 'parcels',
  rideSwitcher: 'fromSenders',
  setHomeSwitcher: (homeSwitcher) => set({ homeSwitcher }),
  setRideSwitcher: (rideSwitcher) => set({ rideSwitcher }),
}));
