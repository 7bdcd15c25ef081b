import { api } from '@/lib/api-client';

/**
 * restoreAccount takes an account back with the link mailed to its old address after an e-mail change: that
 * address returns (verified), the password becomes `password` and every session of the account ends.
 */
export const restoreAccount = ({ token, password }: { token: string; password: string }) =>
  api.post<void>('/auth/restore-account', { token, password });
