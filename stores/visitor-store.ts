'use client';
/**
 * The visitor as the browser knows it (lib/visitor/visitor.ts): loaded once per page load from
 * `GET /api/visitor`, and again after anything that changes who is signed in (sign-in, sign-up,
 * sign-out). Components read it with `useVisitor`; it holds no token.
 */
import { createStore, useStore } from 'zustand';
import { VISITOR_PATH, guestVisitor, type Visitor } from '@/lib/visitor/visitor';

interface VisitorState {
  visitor: Visitor;
  /** True once the server answered for this page. */
  loaded: boolean;
  /** Called when the server moved the visitor to the other audience (the page must be fetched again). */
  onAudienceChange: (() => void) | null;
  locale: string | null;
}

export const visitorStore = createStore<VisitorState>()(() => ({
  visitor: guestVisitor(false),
  loaded: false,
  onAudienceChange: null,
  locale: null,
}));

/** Reads the visitor for `locale` (the last one asked for when omitted). A failure keeps the guest view. */
export async function loadVisitor(locale?: string): Promise<void> {
  const state = visitorStore.getState();
  const forLocale = locale ?? state.locale;
  if (!forLocale) return;
  visitorStore.setState({ locale: forLocale });
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
