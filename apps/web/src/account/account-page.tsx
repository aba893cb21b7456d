import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { accountProblem, passkeysAvailable, type PasskeyInfo, type SignedIn } from '../lib/account-api';
import { useAccount } from '../lib/account-context';

/** One labelled text field. */
function Field({ label, value, onChange, type = 'text', autoComplete, required = true }: { label: string; value: string; onChange: (value: string) => void; type?: string; autoComplete: string; required?: boolean }) {
  const id = useId();
  return (
    <p className="app-field account__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} onChange={(event) => onChange(event.target.value)} autoComplete={autoComplete} required={required} />
    </p>
  );
}

/** A form that shows its problem and stays busy while its action runs. */
function ActionForm({ title, children, action, submit, extra, disabled = false, note }: { title: string; children: ReactNode; action: () => Promise<unknown>; submit: string; extra?: ReactNode; disabled?: boolean; note?: string | undefined }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const run = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem(accountProblem(error, t));
    } finally {
      setBusy(false);
    }
  };
  const heading = useId();
  return (
    <form className="account__form" aria-labelledby={heading} onSubmit={(event) => void run(event)}>
      <h2 id={heading}>{title}</h2>
      {children}
      {problem && (
        <p className="app-error" role="alert">
          {problem}
        </p>
      )}
      {note && <p className="account__hint">{note}</p>}
      {/* What cannot be done here is said in the note, not offered as a button that never works. */}
      {!disabled && (
        <p className="account__actions">
          <button type="submit" className="pl-button pl-button--primary" disabled={busy}>
            {submit}
          </button>
          {extra}
        </p>
      )}
    </form>
  );
}

/** Signing in and making an account, with a password or a passkey. */
function SignedOut({ signUp }: { signUp: boolean }) {
  const { t } = useTranslation();
  const { client, settle } = useAccount();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [newName, setNewName] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passkeyProblem, setPasskeyProblem] = useState<string | undefined>();
  const passkeys = passkeysAvailable();
  const withPasskey = async (make: () => Promise<SignedIn>) => {
    setPasskeyProblem(undefined);
    try {
      settle(await make());
    } catch (error) {
      setPasskeyProblem(accountProblem(error, t));
    }
  };
  return (
    <div className="account__columns">
      <ActionForm
        title={t('account.signIn')}
        submit={t('account.signInButton')}
        action={async () => settle(await client.signIn(name, password))}
        extra={
          passkeys && (
            <button type="button" className="pl-button" onClick={() => void withPasskey(() => client.signInWithPasskey())}>
              {t('account.signInPasskey')}
            </button>
          )
        }
      >
        <Field label={t('account.name')} value={name} onChange={setName} autoComplete="username webauthn" />
        <Field label={t('account.password')} value={password} onChange={setPassword} type="password" autoComplete="current-password" />
        {passkeyProblem && (
          <p className="app-error" role="alert">
            {passkeyProblem}
          </p>
        )}
      </ActionForm>
      {signUp ? (
        <ActionForm
          title={t('account.signUp')}
          submit={t('account.signUpButton')}
          action={async () => settle(newPassword ? await client.signUp(newName, newPassword) : await client.signUpWithPasskey(newName, t('account.firstPasskey')))}
        >
          <p className="account__hint">{passkeys ? t('account.signUpHint') : t('account.passkeysUnavailable')}</p>
          <Field label={t('account.name')} value={newName} onChange={setNewName} autoComplete="username" />
          <Field
            label={passkeys ? t('account.newPasswordOptional') : t('account.newPassword')}
            value={newPassword}
            onChange={setNewPassword}
            type="password"
            autoComplete="new-password"
            required={!passkeys}
          />
        </ActionForm>
      ) : (
        <p className="account__hint">{t('account.signUpOff')}</p>
      )}
    </div>
  );
}

/** A signed-in player's account: passkeys, password, signing out, deleting it. */
function SignedIn({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const { client, refresh } = useAccount();
  const [keys, setKeys] = useState<{ passkeys: PasskeyInfo[]; password: boolean } | undefined>();
  const [label, setLabel] = useState('');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [deletePassword, setDeletePassword] = useState('');
  const [said, setSaid] = useState<string | undefined>();
  useEffect(() => {
    void client.passkeys().then(setKeys, () => undefined);
  }, [client]);
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.resolvedLanguage);
  return (
    <>
      <p className="account__who">
        {t('account.signedInAs', { name })} · <Link href="/my">{t('account.myMatches')}</Link> · <Link href={`/u/${encodeURIComponent(name)}`}>{t('account.profile')}</Link>
      </p>
      {said && (
        <p role="status" className="account__said">
          {said}
        </p>
      )}
      <div className="account__columns">
        <ActionForm
          title={t('account.passkeys')}
          submit={t('account.addPasskey')}
          disabled={!passkeysAvailable()}
          note={passkeysAvailable() ? undefined : t('account.passkeysUnavailable')}
          action={async () => {
            const passkeys = await client.addPasskey(label || t('account.firstPasskey'));
            setKeys((old) => ({ password: old?.password ?? false, passkeys }));
            setLabel('');
          }}
        >
          {keys && keys.passkeys.length === 0 && <p className="account__hint">{t('account.noPasskeys')}</p>}
          <ul className="account__keys">
            {keys?.passkeys.map((key) => (
              <li key={key.credentialID}>
                <span>
                  {key.label} · {t('account.addedOn', { date: date(key.createdAt) })}
                </span>
                <button
                  type="button"
                  className="pl-button"
                  aria-label={t('account.removePasskey', { label: key.label })}
                  onClick={() =>
                    void client.removePasskey(key.credentialID).then(
                      (passkeys) => setKeys((old) => ({ password: old?.password ?? false, passkeys })),
                      (error: unknown) => setSaid(accountProblem(error, t)),
                    )
                  }
                >
                  {t('account.remove')}
                </button>
              </li>
            ))}
          </ul>
          {passkeysAvailable() && <Field label={t('account.passkeyLabel')} value={label} onChange={setLabel} autoComplete="off" required={false} />}
        </ActionForm>
        <ActionForm
          title={keys?.password === false ? t('account.setPassword') : t('account.changePassword')}
          submit={t('account.savePassword')}
          action={async () => {
            const { closed } = await client.changePassword(current || undefined, next);
            setCurrent('');
            setNext('');
            setKeys((old) => (old ? { ...old, password: true } : old));
            setSaid(t('account.passwordChanged', { count: closed }));
          }}
        >
          {keys?.password !== false && <Field label={t('account.currentPassword')} value={current} onChange={setCurrent} type="password" autoComplete="current-password" />}
          <Field label={t('account.newPassword')} value={next} onChange={setNext} type="password" autoComplete="new-password" />
        </ActionForm>
        <ActionForm
          title={t('account.sessions')}
          submit={t('account.signOut')}
          action={async () => {
            await client.signOut();
            await refresh();
          }}
          extra={
            <button type="button" className="pl-button" onClick={() => void client.signOutEverywhere().then(({ closed }) => setSaid(t('account.signedOutElsewhere', { count: closed })))}>
              {t('account.signOutEverywhere')}
            </button>
          }
        >
          <p className="account__hint">{t('account.sessionsHint')}</p>
        </ActionForm>
        <ActionForm
          title={t('account.delete')}
          submit={t('account.deleteButton')}
          action={async () => {
            await client.deleteAccount(confirm, deletePassword || undefined);
            await refresh();
          }}
        >
          <p className="account__hint">{t('account.deleteHint')}</p>
          <Field label={t('account.confirmName')} value={confirm} onChange={setConfirm} autoComplete="off" />
          {keys?.password !== false && <Field label={t('account.password')} value={deletePassword} onChange={setDeletePassword} type="password" autoComplete="current-password" />}
        </ActionForm>
      </div>
    </>
  );
}

/**
 * The account page (`/account`): signing in or making an account (a password or a passkey)
 * for a guest; for a signed-in player, their passkeys, password and sessions, and deleting the
 * account. Nobody needs an account to play.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { session } = useAccount();
  return (
    <section className="account">
      <h1>{t('account.heading')}</h1>
      {session === undefined ? <p>{t('app.loading')}</p> : session.account ? <SignedIn name={session.account.name} /> : (
        <>
          <p className="account__hint">{t('account.guestHint')}</p>
          <SignedOut signUp={session.signUp} />
        </>
      )}
    </section>
  );
}
