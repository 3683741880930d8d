/** The social sign-in providers identity knows; a deployment offers those it has client credentials for. */
export type SocialProvider = 'google' | 'apple' | 'github' | 'x';
