import { create } from 'zustand';

interface AuthState {
  /** token is the session's anti-CSRF token; kept in memory only. */
  token: string;
  setToken: (token: string) => void;
  clear: () => void;
}

/** useAuthStore holds the per-session token. It is never persisted: a reload recovers it from GET /auth/session. */
export const useAuthStore = create<AuthState>()((set) => ({
  token: '',
  setToken: (token) => set({ token }),
  clear: () => set({ token: '' }),
}));

/** isSignedIn reports whether a session token is held. */
export const isSignedIn = (): boolean => useAuthStore.getState().token !== '';
