/** authKeys is the query-key factory of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  newPasswordLink: (token: string) => [...authKeys.all, 'new-password-link', token] as const,
};
