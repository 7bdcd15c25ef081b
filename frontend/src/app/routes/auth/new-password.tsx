import { PasswordLinkScreen } from '@/features/auth/components/password-link-screen';

/** NewPasswordRoute is opened from the reset e-mail (?token=); afterwards the user signs in again. */
export default function NewPasswordRoute() {
  return <PasswordLinkScreen purpose="reset" />;
}
