import { PasswordLinkScreen } from '@/features/auth/components/password-link-screen';

/**
 * RestoreAccountRoute is opened from the notice mailed to the old address after an e-mail change (?token=):
 * the address goes back, every session ends and the owner signs in again with the new password.
 */
export default function RestoreAccountRoute() {
  return <PasswordLinkScreen purpose="restoreAccount" />;
}
