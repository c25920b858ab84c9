import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response (made per request by the web server, server/headers.js):
 * every inline script the page renders carries it. The browser hides it after load, so it is empty there.
 */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
