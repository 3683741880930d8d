import { z } from 'zod';

export const SOCIAL_PROVIDERS = ['google', 'apple', 'github', 'x'] as const;
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS);
export type TSocialProvider = z.infer<typeof ZSocialProvider>;

/** Only the providers configured on this deployment; the sign-in buttons show exactly these. */
export const ZListProvidersResponse = z.object({
  providers: z.array(z.object({ id: ZSocialProvider, name: z.string() })),
});
export type TListProvidersResponse = z.infer<typeof ZListProvidersResponse>;

export const ZOAuthProviderParams = z.object({ provider: ZSocialProvider });
/** `returnTo` is a same-site path to land on after sign-in. */
export const ZOAuthStartQuery = z.object({
  returnTo: z
    .string()
    .regex(/^\/(?![/\\])[^\s\\]*$/)
    .max(500)
    .optional(),
});
export const ZOAuthCallbackQuery = z.object({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().min(1).max(500),
  error: z.string().max(200).optional(),
});
