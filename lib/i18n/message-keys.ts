import type { MessageKeys, Messages, NestedKeyOf, NestedValueOf } from 'next-intl';

/**
 * Message keys as types (global.d.ts declares the messages: messages/en.json). A translator checks a
 * literal key itself; these name the keys where a value from outside (a Spree state, a facet's name,
 * a form's error code) becomes a key, so that every read is checked by tsc — no casts.
 */

/** Any key of the whole catalogue ('catalogue.facets.price'). */
export type AnyMessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** The keys a translator of namespace `N` takes: `MessageKey<'catalogue'>` is 'facets.price' | 'yes' | … */
export type MessageKey<N extends NestedKeyOf<Messages>> = MessageKeys<NestedValueOf<Messages, N>, NestedKeyOf<NestedValueOf<Messages, N>>>;

/** The keys of one group of messages: `GroupKey<'account.orderStatus.states'>` is 'pending' | 'ready' | … */
export type GroupKey<N extends NestedKeyOf<Messages>> = keyof NestedValueOf<Messages, N> & string;

export interface MessageGroup<K extends string> {
  /** The group's keys, in the order written. */
  keys: K[];
  /** Whether a value from outside is one of the keys (then its message can be asked for). */
  has(value: string): value is K;
}

/**
 * A group's keys written out once, for code that lists them or checks an outside value against them:
 * `messageGroup<GroupKey<'x.y'>>({ a: true, b: true })` fails tsc when a key is missing from the list
 * or from the messages.
 */
export function messageGroup<K extends string>(keys: Record<K, true>): MessageGroup<K> {
  const has = (value: string): value is K => Object.hasOwn(keys, value);
  return { keys: Object.keys(keys).filter(has), has };
}

/**
 * Whether `key` names a message (not a group) in `messages`: for keys only known at run time. In the
 * browser a message with arguments arrives precompiled (next.config.ts `precompile`): an array of
 * parts, not a string.
 */
export function isMessageKey(messages: unknown, key: string): key is AnyMessageKey {
  let value: unknown = messages;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, part)) return false;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' || Array.isArray(value);
}
