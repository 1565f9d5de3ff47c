'use client';
import type { Locale } from '@/lib/i18n/locale-list';
/**
 * The visitor as the browser knows it (lib/visitor/visitor.ts): loaded once per page load from
 * `GET /api/visitor`, and again after anything that changes who is signed in (sign-in, sign-up,
 * sign-out). Components read it with `useVisitor`; it holds no token.
 */
import { createStore, useStore } from 'zustand';
import { VISITOR_PATH, guestVisitor, type Visitor } from '@/lib/visitor/visitor';
import { accountHeard } from '@/lib/visitor/account-change';

interface VisitorState {
  visitor: Visitor;
  /** True once the server answered for this page. */
  loaded: boolean;
  /** Called when the server moved the visitor to the other audience (the page must be fetched again). */
  onAudienceChange: (() => void) | null;
  locale: Locale | null;
}

export const visitorStore = createStore<VisitorState>()(() => ({
  visitor: guestVisitor(false),
  loaded: false,
  onAudienceChange: null,
  locale: null,
}));

// Code that loads on demand hears whose page this is without reading this store (lib/visitor/account-change.ts).
visitorStore.subscribe(({ loaded, visitor }) => {
  if (loaded) accountHeard(visitor.userId);
});

let inflight: Promise<void> | null = null;

/** Reads the visitor for `locale` (the last one asked for when omitted). A failure keeps the guest view. */
export function loadVisitor(locale?: Locale): Promise<void> {
  const forLocale = locale ?? visitorStore.getState().locale;
  if (!forLocale) return Promise.resolve();
  visitorStore.setState({ locale: forLocale });
  const read = readVisitor(forLocale).finally(() => {
    if (inflight === read) inflight = null;
  });
  inflight = read;
  return read;
}

/**
 * Whether the shopper is signed in, once this page's visitor answer is in: a click that comes
 * before it (a heart, "Add to list") must not ask a signed-in shopper to sign in. `fallback` is what
 * the caller knew without it (pages without the shell say so from their server render).
 */
export async function knownSignedIn(fallback: boolean): Promise<boolean> {
  if (inflight) await inflight;
  const { loaded, visitor } = visitorStore.getState();
  return loaded ? visitor.signedIn : fallback;
}

async function readVisitor(forLocale: string): Promise<void> {
  try {
    const response = await fetch(`${VISITOR_PATH}?locale=${encodeURIComponent(forLocale)}`, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return;
    const visitor = (await response.json()) as Visitor;
    visitorStore.setState({ visitor, loaded: true });
    if (visitor.audienceChanged) visitorStore.getState().onAudienceChange?.();
  } catch {
    // No answer: the page stays as a guest of its variant sees it; the next navigation asks again.
  }
}

export function useVisitor<T>(selector: (state: VisitorState) => T): T {
  return useStore(visitorStore, selector);
}
