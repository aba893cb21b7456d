import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AccountClient, type SessionInfo, type SignedIn } from './account-api';

/** The browser's account state: the client, the session (undefined while it is asked), and how to change it. */
export interface AccountState {
  client: AccountClient;
  session: SessionInfo | undefined;
  /** Asks the server again (after signing in or out elsewhere in the app). */
  refresh: () => Promise<void>;
  /** Takes the answer of a sign-in or a sign-up. */
  settle: (signed: SignedIn) => void;
}

const AccountContext = createContext<AccountState | null>(null);

/** Holds the session for the pages below; a guest's is `{ account: null }`. */
export function AccountProvider({ client, children }: { client: AccountClient; children: ReactNode }) {
  const [session, setSession] = useState<SessionInfo | undefined>();
  const refresh = useCallback(async () => {
    // A server that cannot be asked leaves the player a guest, as before accounts existed.
    setSession(await client.session().catch((): SessionInfo => ({ account: null, signUp: false })));
  }, [client]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const settle = useCallback((signed: SignedIn) => setSession((previous) => ({ signUp: previous?.signUp ?? true, account: signed.account })), []);
  const value = useMemo(() => ({ client, session, refresh, settle }), [client, session, refresh, settle]);
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

/** The account state; outside a provider (a board's own tests), a guest who cannot sign in. */
export function useAccount(): AccountState {
  const state = useContext(AccountContext);
  return state ?? FALLBACK;
}

const FALLBACK: AccountState = { client: new AccountClient(), session: { account: null, signUp: false }, refresh: async () => undefined, settle: () => undefined };
