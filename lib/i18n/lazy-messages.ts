import type { LazyNamespace } from './client-messages';

/**
 * The browser's store of the message namespaces that are not in a page's flight data
 * (lib/i18n/client-messages.ts LAZY_NAMESPACES): each is fetched once per visit from its static
 * file (/api/messages/<language>/<namespace>), by the code that needs it or ahead of it.
 */
export type MessageTree = Record<string, unknown>;

const loaded = new Map<string, MessageTree>();
const pending = new Set<string>();
const failed = new Set<string>();
const listeners = new Set<() => void>();

const keyOf = (language: string, namespace: LazyNamespace) => `${language}/${namespace}`;

/** Starts fetching the namespaces not yet here (a failed fetch is tried again by the next call). */
export function loadMessages(language: string, namespaces: readonly LazyNamespace[]) {
  for (const namespace of namespaces) {
    const key = keyOf(language, namespace);
    if (loaded.has(key) || pending.has(key)) continue;
    pending.add(key);
    failed.delete(key);
    fetch(`/api/messages/${key}`)
      .then((response) => (response.ok ? (response.json() as Promise<MessageTree>) : Promise.reject(new Error(String(response.status)))))
      .then((messages) => loaded.set(key, messages))
      .catch(() => failed.add(key))
      .finally(() => {
        pending.delete(key);
        listeners.forEach((notify) => notify());
      });
  }
}

/** The namespaces' messages once all have arrived ({ consent: {…}, chat: {…} }), else null. */
export function loadedMessages(language: string, namespaces: readonly LazyNamespace[]): MessageTree | null {
  const trees = namespaces.map((namespace) => loaded.get(keyOf(language, namespace)));
  return trees.every(Boolean) ? Object.assign({}, ...trees) : null;
}

/** Whether every namespace has arrived (a stable value for useSyncExternalStore). */
export function hasMessages(language: string, namespaces: readonly LazyNamespace[]): boolean {
  return namespaces.every((namespace) => loaded.has(keyOf(language, namespace)));
}

/** Whether the last fetch of one of the namespaces failed (offline): the code shows what it can without them. */
export function messagesFailed(language: string, namespaces: readonly LazyNamespace[]): boolean {
  return namespaces.some((namespace) => failed.has(keyOf(language, namespace)));
}

export function subscribeToMessages(notify: () => void) {
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
  };
}
