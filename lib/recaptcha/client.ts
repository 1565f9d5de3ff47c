/**
 * The browser side of reCAPTCHA Enterprise. Nothing happens until a protected form is first touched
 * (`warmRecaptcha`, on focus): then the shop's `/api/recaptcha` says whether the check is on, and only
 * if it is does Google's script load (`https://www.google.com/recaptcha/enterprise.js?render=KEY`;
 * the Content-Security-Policy allows it when the shop is built with a site key). On submit,
 * `recaptchaToken(action)` gives the token to send with the form:
 *   undefined — the check is off: send nothing;
 *   ''        — the check is on but the script could not run (blocked, offline): the server refuses
 *               with the form's security-check message, and the visitor can try again.
 * A `window.grecaptcha.enterprise` already on the page is used as it is: the script itself once
 * loaded, or the stand-in the browser tests put there (Google's script cannot load offline).
 */
import type { RecaptchaAction } from './actions';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: { enterprise?: Grecaptcha };
  }
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';
const LOAD_TIMEOUT_MS = 10_000;

type Loaded = { on: false } | { on: true; siteKey: string; client: Grecaptcha | null };
let loading: Promise<Loaded> | undefined;

function withTimeout<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), LOAD_TIMEOUT_MS))]);
}

function loadScript(siteKey: string): Promise<Grecaptcha | null> {
  const existing = window.grecaptcha?.enterprise;
  const ready = (client: Grecaptcha) => new Promise<Grecaptcha>((resolve) => client.ready(() => resolve(client)));
  if (existing) return withTimeout(ready(existing), null);
  return withTimeout(
    new Promise<Grecaptcha | null>((resolve) => {
      const script = document.createElement('script');
      script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const client = window.grecaptcha?.enterprise;
        if (client) void ready(client).then(resolve);
        else resolve(null);
      };
      script.onerror = () => resolve(null);
      document.head.append(script);
    }),
    null,
  );
}

function load(): Promise<Loaded> {
  loading ??= fetch('/api/recaptcha')
    .then((response) => (response.ok ? (response.json() as Promise<{ siteKey: string | null }>) : { siteKey: null }))
    .catch(() => ({ siteKey: null }))
    .then(async ({ siteKey }): Promise<Loaded> => (siteKey ? { on: true, siteKey, client: await loadScript(siteKey) } : { on: false }))
    .then((loaded) => {
      // A script that failed to load may load next time (the connection is back, the blocker is off).
      if (loaded.on && !loaded.client) loading = undefined;
      return loaded;
    });
  return loading;
}

/** On a protected form's first interaction: start loading, so the token is quick on submit. */
export function warmRecaptcha(): void {
  void load();
}

/** The token for this submission: undefined when the check is off, '' when it could not run. */
export async function recaptchaToken(action: RecaptchaAction): Promise<string | undefined> {
  const loaded = await load();
  if (!loaded.on) return undefined;
  if (!loaded.client) return '';
  return withTimeout(loaded.client.execute(loaded.siteKey, { action }).catch(() => ''), '');
}

/** Tests: forget what was loaded. */
export function resetRecaptchaForTests(): void {
  loading = undefined;
}
