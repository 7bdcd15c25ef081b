import { create } from 'zustand';

export type HomeSwitcher = 'parcels' | 'rides';
export type RideSwitcher = 'fromSenders' | 'myRequests';

interface SwitcherState {
  homeSwitcher: HomeSwitcher;
  /** homeChosen: the member picked Home's tab during this visit; until then Home opens where something waits. */
  homeChosen: boolean;
  rideSwitcher: RideSwitcher;
  setHomeSwitcher: (value: HomeSwitcher) => void;
  setRideSwitcher: (value: RideSwitcher) => void;
}

/** useSwitcherStore remembers the chosen tab of the home and ride switchers for the visit. */
export const useSwitcherStore = create<SwitcherState>()((set) => ({
  homeSwitcher: 'parcels',
  homeChosen: false,
  rideSwitcher: 'fromSenders',
  setHomeSwitcher: (homeSwitcher) => set({ homeSwitcher, homeChosen: true }),
  setRideSwitcher: (rideSwitcher) => set({ rideSwitcher }),
}));
