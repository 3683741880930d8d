import { createContext } from 'react';

/** The name (and i18n namespace) of the remote rendering below; set by createRemoteLifecycles' root. */
export const RemoteNameContext = createContext('');
