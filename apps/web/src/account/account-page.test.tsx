import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app';
import { AccountClient, AccountError, type MatchRating, type MyMatch, type PasskeyInfo, type Profile, type RankedPlayer, type SessionInfo, type SignedIn } from '../lib/account-api';
import { createAppI18n } from '../lib/i18n';
import { fakeLobby } from '../test/fake-lobby';
import { RatingLine } from '../room/rating-line';
import { AccountProvider } from '../lib/account-context';
import { I18nextProvider } from 'react-i18next';

/** An account client answering from memory, recording what the pages ask. */
class FakeAccounts extends AccountClient {
  signedIn: { id: string; name: string } | null = null;
  password = 'right password';
  keys: PasskeyInfo[] = [{ credentialID: 'k1', label: 'phone', createdAt: Date.UTC(2026, 0, 2), usedAt: null }];
  matches: MyMatch[] = [];
  rating: MatchRating = { rated: false, pending: false };
  calls: string[] = [];

  override async session(): Promise<SessionInfo> {
    return { account: this.signedIn, signUp: true };
  }
  override async signIn(name: string, password: string): Promise<SignedIn> {
    this.calls.push(`signIn ${name}`);
    if (password !== this.password) throw new AccountError(401, 'wrong name or password', 'wrong-sign-in');
    this.signedIn = { id: 'a1', name: 'Ada' };
    return { account: this.signedIn };
  }
  override async signUp(name: string): Promise<SignedIn> {
    if (name === 'Taken') throw new AccountError(409, 'the name Taken is taken', 'name-taken');
    this.signedIn = { id: 'a2', name };
    return { account: this.signedIn };
  }
  override async signOut(): Promise<void> {
    this.calls.push('signOut');
    this.signedIn = null;
  }
  override async passkeys() {
    return { passkeys: this.keys, password: true };
  }
  override async removePasskey(credentialID: string): Promise<PasskeyInfo[]> {
    this.calls.push(`remove ${credentialID}`);
    this.keys = this.keys.filter((key) => key.credentialID !== credentialID);
    return this.keys;
  }
  override async myMatches() {
    return { matches: this.matches, more: false };
  }
  override async profile(name: string): Promise<Profile> {
    if (name !== 'Ada') throw new AccountError(404, `no player is called ${name}`);
    return { name: 'Ada', since: Date.UTC(2026, 0, 1), games: [{ game: 'bang', played: 3, won: 2, rated: 2, ratedWon: 1, rating: 4.25 }], recent: [{ matchID: 'm1', game: 'bang', seat: '0', updatedAt: Date.UTC(2026, 0, 3) }] };
  }
  override async leaderboard(): Promise<{ players: RankedPlayer[]; more: boolean }> {
    return { players: [{ place: 1, name: 'Ada', rating: 4.25, rated: 2, won: 1 }], more: false };
  }
  override async matchRating(): Promise<MatchRating> {
    return this.rating;
  }
}

function open(path: string, accounts: FakeAccounts, language: 'en' | 'zh-TW' = 'en') {
  const location = memoryLocation({ path, record: true });
  render(<App i18n={createAppI18n(language)} lobby={fakeLobby([]).client} location={location.hook} accounts={accounts} />);
  return location;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the account page', () => {
  it('signs a guest in, saying a wrong password in its own words, and shows the account once signed in', async () => {
    const accounts = new FakeAccounts();
    open('/account', accounts);
    const form = await screen.findByRole('form', { name: 'Sign in' });
    // The bar offers signing in to a guest.
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Wrong name or password.');
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'right password' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Signed in as Ada', { exact: false });
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'My matches' })).toBeTruthy();
    // Its passkeys, one removed.
    const passkeys = screen.getByRole('form', { name: 'Passkeys' });
    // This page has no passkey support (as on a server opened by its address): the form says
    // why, and offers no button or field that could never work; the passkeys held can still go.
    expect(within(passkeys).getByText(/Passkeys work when this server is opened by its name/)).toBeTruthy();
    expect(within(passkeys).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(within(passkeys).queryByLabelText(/Name it/)).toBeNull();
    fireEvent.click(await within(passkeys).findByRole('button', { name: 'Remove the passkey phone' }));
    await waitFor(() => expect(within(passkeys).getByText(/No passkey yet/)).toBeTruthy());
    expect(accounts.calls).toEqual(['signIn Ada', 'signIn Ada', 'remove k1']);
    // Signing out brings the forms back.
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('form', { name: 'Sign in' });
  });

  it('says a name is taken, in Traditional Chinese too', async () => {
    const accounts = new FakeAccounts();
    open('/account', accounts, 'zh-TW');
    const form = await screen.findByRole('form', { name: '建立帳號' });
    fireEvent.change(within(form).getByLabelText('名字'), { target: { value: 'Taken' } });
    // jsdom is not a secure page: passkeys are not offered, a password is required.
    fireEvent.change(within(form).getByLabelText('新密碼'), { target: { value: 'long enough' } });
    fireEvent.click(within(form).getByRole('button', { name: '建立我的帳號' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('這個名字已被使用：請換一個。');
    expect(screen.queryByRole('button', { name: '用通行金鑰登入' })).toBeNull();
  });
});

describe('my matches, profiles and leaderboards', () => {
  it('lists the signed-in player’s matches, the ones waiting for their move marked, and asks a guest to sign in', async () => {
    const accounts = new FakeAccounts();
    accounts.signedIn = { id: 'a1', name: 'Ada' };
    accounts.matches = [
      { matchID: 'p1', game: 'bang', seat: '0', finished: false, updatedAt: 1, yourMove: true, players: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Bo' }] },
      { matchID: 'p2', game: 'exploding-kittens', seat: '1', finished: false, updatedAt: 2, yourMove: false, players: [{ id: 0, name: null }, { id: 1, name: 'Ada' }] },
      { matchID: 'f1', game: 'bang', seat: '0', finished: true, updatedAt: 3, yourMove: false, players: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Cy' }] },
    ];
    open('/my', accounts);
    const inPlay = await screen.findByText('Your move');
    expect(inPlay.closest('li')!.querySelector('a')!.getAttribute('href')).toBe('/match/bang/p1');
    expect(screen.getByText('with a free seat')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Replay' }).getAttribute('href')).toBe('/replay/bang/f1');
    cleanup();
    open('/my', new FakeAccounts());
    expect(await screen.findByText(/Sign in to see your matches/)).toBeTruthy();
  });

  it('shows a profile per game and a leaderboard, and says when no player has a name', async () => {
    open('/u/Ada', new FakeAccounts());
    const table = await screen.findByRole('table', { name: 'Matches and rating per game' });
    expect(within(table).getByRole('row', { name: /BANG!/ }).textContent).toContain('4.3');
    // The rest of the account's matches: its history.
    expect(screen.getByRole('link', { name: 'All of Ada’s finished matches' }).getAttribute('href')).toBe('/history?player=Ada');
    cleanup();
    open('/u/Nobody', new FakeAccounts());
    expect((await screen.findByRole('alert')).textContent).toBe('no player is called Nobody');
    cleanup();
    open('/ratings/bang', new FakeAccounts());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('BANG!: leaderboard');
    expect((await screen.findByRole('link', { name: 'Ada' })).getAttribute('href')).toBe('/u/Ada');
  });

  it('shows a match’s rating changes on its result, or that it is not rated, and nothing for a guests’ match', async () => {
    const accounts = new FakeAccounts();
    const show = (rating: MatchRating) => {
      accounts.rating = rating;
      return render(
        <I18nextProvider i18n={createAppI18n('en')}>
          <AccountProvider client={accounts}>
            <RatingLine matchID="m1" />
          </AccountProvider>
        </I18nextProvider>,
      );
    };
    show({ rated: true, seats: [{ seat: '0', name: 'Ada', before: 0, after: 2.5 }, { seat: '1', name: 'Bo', before: 1, after: 0.5 }] });
    const list = await screen.findByRole('list', { name: 'Rating changes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada: 0.0 → 2.5 (+2.5)', 'Bo: 1.0 → 0.5 (−0.5)']);
    cleanup();
    show({ rated: false, reason: 'seat 1 is not held by an account' });
    expect(await screen.findByText(/This match is not rated/)).toBeTruthy();
    cleanup();
    const { container } = show({ rated: false, pending: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
