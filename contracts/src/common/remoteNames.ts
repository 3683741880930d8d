/** The remotes the shell loads (mf-<name>), as the shell config lists them and the BFF serves their files. */
export const REMOTE_NAMES = ['properties', 'contacts', 'finance', 'documents', 'ai'] as const;
export type TRemoteName = (typeof REMOTE_NAMES)[number];
