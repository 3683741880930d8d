/** Query keys of the auth pages. They start with 'auth', which language switches leave alone. */
export const authKeys = {
  providers: () => ['auth', 'providers'] as const,
  verifyEmail: (token: string) => ['auth', 'verifyEmail', token] as const,
  loginLink: (token: string) => ['auth', 'loginLink', token] as const,
  cancelEmailChange: (token: string) => ['auth', 'cancelEmailChange', token] as const,
  devMailbox: () => ['auth', 'devMailbox'] as const,
};
