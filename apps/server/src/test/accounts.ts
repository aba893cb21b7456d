// A browser's side of accounts for the server's tests: its cookie and CSRF token, kept between calls.
import { CSRF_HEADER } from '../lib/accounts-api';
import { SESSION_COOKIE } from '../lib/sessions';
import type { TestServer } from './harness';

/** A browser's cookie jar for one server: sends what it was given, keeps what it is given. */
export class Browser {
  cookie: string | undefined;
  csrf: string | undefined;
  constructor(private readonly server: TestServer) {}

  async call(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown>; setCookie: string | null; ms: number }> {
    const started = performance.now();
    const response = await fetch(this.server.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}), ...(this.csrf ? { [CSRF_HEADER]: this.csrf } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const ms = performance.now() - started;
    const setCookie = response.headers.get('set-cookie');
    const token = setCookie ? new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(setCookie)?.[1] : undefined;
    if (token !== undefined) this.cookie = token === '' ? undefined : token;
    const answer = (await response.json()) as Record<string, unknown>;
    if (typeof answer['csrf'] === 'string') this.csrf = answer['csrf'];
    return { status: response.status, body: answer, setCookie, ms };
  }
}
