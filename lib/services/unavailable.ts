import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { dirname } from 'node:path';
import { Server, ServerResponse, type IncomingMessage } from 'node:http';
import { CACHE_SECONDS } from '../cache/tags';

/**
 * A page that cannot be rendered because a service it needs gave no answer (issue 36) is answered
 * with the shop's designed state, rendered on the server, and the status 503 with `Retry-After`:
 * browsers, crawlers and CDNs then know to come back, and nothing keeps the page as if it were good.
 *
 * Next has no way for a page to choose a status other than 404/403/401 (and the 500 of an error,
 * whose HTML is an empty document filled in only by script). So the page says so here while it
 * renders (`answerUnavailable`), and the Node response of this process turns the status the render
 * ends with into 503 when its head is written. The request's answer is found through an
 * AsyncLocalStorage entered when the server receives the request (`installUnavailableAnswers`,
 * called once from instrumentation's `register`), shared between Next's bundles through globalThis.
 *
 * A page cached whole (ISR: product, artisan) is rendered once and served many times without a
 * render. When its render was unavailable, its path is remembered until a good render of it
 * (`answerAvailable`) or for DEGRADED_MS at most — on disk too, for a restarted server
 * (`rememberDegradedIn`) — so the cached copy is served with 503 too; the
 * copy itself lives CACHE_SECONDS.degradedPage only (lib/services/page-lifetime.ts). A good copy is
 * never replaced by the unavailable state: when the path rendered well before, or the request was
 * already answered (from the stale copy, while it is rendered again in the background), the page
 * throws instead (`keepsCachedCopy`), and Next keeps the copy it has.
 */

/**
 * Thrown by a page's loader when a service the page cannot do without gave no answer or failed
 * (5xx): the page catches it and renders ServiceUnavailable; anything else stays a 500.
 */
export class ServiceUnavailableError extends Error {
  constructor(summary: string) {
    super(summary);
    this.name = 'ServiceUnavailableError';
  }
}

export function isServiceUnavailable(error: unknown): error is ServiceUnavailableError {
  return error instanceof Error && error.name === 'ServiceUnavailableError';
}

/** Seconds a client is told to wait before asking again: as long as a degraded page is kept. */
export const RETRY_AFTER_SECONDS = CACHE_SECONDS.degradedPage;
/** The longest a path is answered 503 from a cached copy without a render saying so again. */
export const DEGRADED_MS = 10 * 60_000;
const MAX_DEGRADED_PATHS = 1_000;
const MAX_RENDERED_PATHS = 20_000;

/** What the server knows of one request's answer while it is being rendered. */
export interface Answer {
  /** The request's path, without its query string. */
  path: string;
  /** A React Server Components request (a client-side navigation or prefetch), not a document. */
  rsc: boolean;
  /** The render showed the designed unavailable state. */
  unavailable: boolean;
  /** The render showed the shop's 404 (components/status/ServedNotFound), in a page rendered per request. */
  notFound?: boolean;
  /** The response's head is written: a render now is a background one, for the cache. */
  headSent?: boolean;
}

interface Shared {
  storage: AsyncLocalStorage<Answer>;
  /** Paths whose cached copy was rendered unavailable → until when that copy is answered 503. */
  degraded: Map<string, number>;
  /** Paths of pages cached whole that rendered well in this process (the most recent last). */
  rendered: Set<string>;
  /** Writes `degraded` where a restarted server finds it again (`rememberDegradedIn`). */
  persist?: () => void;
}

const SHARED = Symbol.for('casamaestri.unavailableAnswers');
const ANSWER = Symbol.for('casamaestri.answer');
const INSTALLED = Symbol.for('casamaestri.unavailableAnswers.installed');

function shared(): Shared {
  const scope = globalThis as typeof globalThis & { [SHARED]?: Shared };
  return (scope[SHARED] ??= { storage: new AsyncLocalStorage<Answer>(), degraded: new Map(), rendered: new Set() });
}

/**
 * Called by the designed unavailable state while it renders. `cached`: the page is cached whole,
 * so the path's next answers served from the cache are 503 too, until a good render.
 */
export function answerUnavailable({ cached }: { cached: boolean }, now = Date.now()): void {
  const answer = shared().storage.getStore();
  if (!answer) return;
  answer.unavailable = true;
  if (!cached) return;
  const { degraded } = shared();
  degraded.delete(answer.path);
  degraded.set(answer.path, now + DEGRADED_MS);
  if (degraded.size > MAX_DEGRADED_PATHS) degraded.delete(degraded.keys().next().value!);
  shared().persist?.();
}

/**
 * Called by the shop's 404 while it renders: a page rendered per request (a registry, a list) has
 * sent nothing yet when it knows, but Next streams it with 200; its head is written 404 instead.
 */
export function answerNotFound(): void {
  const answer = shared().storage.getStore();
  if (answer) answer.notFound = true;
}

/** Called by a page cached whole when it rendered with what it needed: its path is good again. */
export function answerAvailable(): void {
  const answer = shared().storage.getStore();
  if (!answer) return;
  const { degraded, rendered } = shared();
  if (degraded.delete(answer.path)) shared().persist?.();
  rendered.delete(answer.path);
  rendered.add(answer.path);
  if (rendered.size > MAX_RENDERED_PATHS) rendered.delete(rendered.values().next().value!);
}

/**
 * For a page cached whole whose service gave no answer: true when a good cached copy may exist
 * (the path rendered well in this process) or the request was already answered from one, so the
 * page must throw — Next then keeps serving that copy — rather than replace it with the
 * unavailable state.
 */
export function keepsCachedCopy(): boolean {
  const answer = shared().storage.getStore();
  if (!answer) return false;
  return Boolean(answer.headSent) || shared().rendered.has(answer.path);
}

/** What a page cached whole read: the answer, or `unavailable` (the page renders ServiceUnavailable `cached`). */
export type WholePageRead<T> = { unavailable: false; value: T } | { unavailable: true };

/**
 * Reads what a page cached whole (ISR) cannot do without. With an answer, the path is good again
 * (`answerAvailable`: a later outage keeps this copy). When the service gave no answer, and no good
 * copy may exist (`keepsCachedCopy`), the read is `unavailable`; otherwise the failure is thrown
 * again, so Next keeps serving the copy it has. Any other error stays an error (the 500 page).
 */
export async function readWholePage<T>(read: () => Promise<T>): Promise<WholePageRead<T>> {
  try {
    const value = await read();
    answerAvailable();
    return { unavailable: false, value };
  } catch (error) {
    if (!isServiceUnavailable(error) || keepsCachedCopy()) throw error;
    return { unavailable: true };
  }
}

/**
 * For a page's generateMetadata: the same read's answer (`value`, which may itself be null for a
 * page that does not exist), or null when the service gave no answer (the page then says so, with
 * its own title; the head has nothing to add — not the "not found" head either).
 */
export function unlessUnavailable<T>(read: Promise<T>): Promise<{ value: T } | null> {
  return read.then(
    (value) => ({ value }),
    (error: unknown) => (isServiceUnavailable(error) ? null : Promise.reject(error)),
  );
}

/**
 * The status a response is sent with (a pure decision): 503 for a document whose render was
 * unavailable, or which is a cached copy of such a render; otherwise `status` unchanged. Only a
 * success or a server error becomes 503 (a redirect or a 404 stays), and never an RSC answer: the
 * browser's router would drop it and reload the page, which answers 503 itself.
 */
export function statusFor(status: number, answer: Answer | undefined, degradedUntil: number | undefined, now = Date.now()): number {
  if (!answer || answer.rsc) return status;
  if (answer.notFound && status === 200) return 404;
  if (status !== 200 && status !== 500) return status;
  if (answer.unavailable) return 503;
  if (degradedUntil !== undefined && degradedUntil > now) return 503;
  return status;
}

function answerOf(req: IncomingMessage): Answer {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return { path: query < 0 ? url : url.slice(0, query), rsc: req.headers.rsc === '1', unavailable: false };
}

type Answered = ServerResponse & { [ANSWER]?: Answer };

/**
 * Makes every request of this process's HTTP servers run with its Answer, and every response's head
 * carry 503, `Retry-After` and `no-store` when `statusFor` says so. Calling it again does nothing.
 */
export function installUnavailableAnswers(server = Server.prototype, response = ServerResponse.prototype): void {
  const marked = server as typeof server & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const { storage, degraded } = shared();

  const emit = server.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = function emitWithAnswer(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [req, res] = args as [IncomingMessage, Answered];
    const answer = answerOf(req);
    res[ANSWER] = answer;
    return storage.run(answer, () => emit.call(this, event, ...args));
  } as typeof server.emit;

  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithAnswer(this: Answered, statusCode: number, ...rest: unknown[]) {
    const answer = this[ANSWER];
    if (answer) answer.headSent = true;
    const until = answer ? degraded.get(answer.path) : undefined;
    if (until !== undefined && until <= Date.now()) degraded.delete(answer!.path);
    const status = statusFor(statusCode, answer, until);
    if (status === 503 && statusCode !== 503) {
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      this.setHeader('Cache-Control', 'no-store, must-revalidate');
      // The head may come with headers of its own (an object or a raw list): theirs must not undo ours.
      const headers = rest.find((r) => typeof r === 'object' && r !== null);
      if (headers && !Array.isArray(headers)) {
        for (const key of Object.keys(headers)) if (/^(cache-control|retry-after)$/i.test(key)) delete (headers as Record<string, unknown>)[key];
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof response.writeHead;
}

/**
 * Keeps the paths whose cached copy is the unavailable state in `file` (beside Next's cache), and
 * reads them back now: the cached copy lives on disk, so a server restarted during or after an
 * outage still answers it 503 until a good render, not 200. Written at most every 200 ms, off the
 * request; a missing or unreadable file is an empty memory.
 */
export function rememberDegradedIn(file: string, now = Date.now()): void {
  const state = shared();
  try {
    const saved: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Array.isArray(saved)) {
      for (const entry of saved.slice(-MAX_DEGRADED_PATHS)) {
        const [path, until] = Array.isArray(entry) ? (entry as unknown[]) : [];
        if (typeof path === 'string' && typeof until === 'number' && until > now && !state.degraded.has(path)) state.degraded.set(path, until);
      }
    }
  } catch {
    // Nothing remembered yet.
  }
  let pending: NodeJS.Timeout | null = null;
  state.persist = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = null;
      const live = [...state.degraded].filter(([, until]) => until > Date.now());
      fs.promises
        .mkdir(dirname(file), { recursive: true })
        .then(() => fs.promises.writeFile(`${file}.tmp`, JSON.stringify(live)))
        .then(() => fs.promises.rename(`${file}.tmp`, file))
        .catch(() => {});
    }, 200);
    pending.unref();
  };
}

/** Forgets every remembered path (tests). */
export function forgetDegraded(): void {
  shared().degraded.clear();
  shared().rendered.clear();
  shared().persist = undefined;
}
