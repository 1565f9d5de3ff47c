/**
 * The rules over the wedding registry of spec §3 (its types are lib/model/registry.ts): items split
 * into to-buy and purchased, the couple's names, the wedding day.
 */
import type { Registry, RegistryItem } from '../model/registry';

/** Spec §3: the items still to buy and those already purchased (nothing left to give). */
export function splitItems(items: RegistryItem[]): { toBuy: RegistryItem[]; purchased: RegistryItem[] } {
  return { toBuy: items.filter((i) => i.remaining > 0), purchased: items.filter((i) => i.remaining === 0) };
}

/**
 * The owner's view (issue 39): every piece a guest has bought at least one unit of is a gift bought,
 * so "Purchased" never says nothing was bought while "To buy" shows "1 of 2 purchased". A piece
 * partly given is in both groups: to buy for what is left, purchased for what was given.
 */
export function ownerGroups(items: RegistryItem[]): { toBuy: RegistryItem[]; purchased: RegistryItem[] } {
  return { toBuy: items.filter((i) => i.remaining > 0), purchased: items.filter((i) => i.purchased > 0) };
}

/** "Sofia & James" from "Sofia Rinaldi" and "James Carter": how the couple is named in short. */
export function coupleFirstNames(registry: Pick<Registry, 'yourName' | 'partnerName'>): string {
  const first = (name: string) => name.trim().split(/\s+/)[0] ?? '';
  return [first(registry.yourName), first(registry.partnerName)].filter(Boolean).join(' & ');
}

/** The wedding date as a Date at UTC midnight, for formatting with timeZone 'UTC' (no day shift). */
export function weddingDay(isoDate: string): Date | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
