import type { ParseKeys } from 'i18next';

import type { ErrorContext } from '@/lib/errors';

import { setNewPassword } from '../api/new-password';
import { restoreAccount } from '../api/restore-account';

/** PasswordLinkPurpose is what an e-mailed link that ends in a new password is for. */
export type PasswordLinkPurpose = 'reset' | 'restoreAccount';

/** PasswordLink is all that differs between the two: the call, the texts, and how errors read. */
interface PasswordLink {
  send: (v: { token: string; password: string }) => Promise<void>;
  /** checkOnOpen asks /auth/new-password/check as the screen opens, so a dead link shows before any typing. */
  checkOnOpen?: boolean;
  title: ParseKeys;
  subtitle: ParseKeys;
  submit: ParseKeys;
  success: ParseKeys;
  /** missing is said when the link has no token. */
  missing: ParseKeys;
  /** restorePassword words the way out to restoring the password: without a token, and on the codes of restoreOn. */
  restorePassword: ParseKeys;
  restoreOn: readonly string[];
  /** context picks screen-specific error messages (errors.<context>.<code>). */
  context?: ErrorContext;
}

export const PASSWORD_LINKS: Record<PasswordLinkPurpose, PasswordLink> = {
  reset: {
    send: setNewPassword,
    checkOnOpen: true,
    title: 'auth.newPassword.title',
    subtitle: 'auth.newPassword.subtitle',
    submit: 'auth.newPassword.submit',
    success: 'auth.newPassword.success',
    missing: 'auth.newPassword.missingToken',
    restorePassword: 'auth.newPassword.requestNew',
    restoreOn: ['token_invalid', 'token_expired'],
  },
  restoreAccount: {
    send: restoreAccount,
    title: 'auth.restoreAccount.title',
    subtitle: 'auth.restoreAccount.subtitle',
    submit: 'auth.restoreAccount.submit',
    success: 'auth.restoreAccount.success',
    missing: 'auth.restoreAccount.missingToken',
    restorePassword: 'auth.restoreAccount.restorePassword',
    restoreOn: ['token_invalid', 'token_expired', 'email_taken'],
    context: 'restoreAccount',
  },
};
