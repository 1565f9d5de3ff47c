import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { pickClientMessages } from '@/lib/i18n/client-messages';

describe('the messages a page’s first paint sends to the browser', () => {
  const picked = pickClientMessages(en as Record<string, unknown>);

  it('sends first-paint namespaces whole and only named keys of the others, nested paths kept in their nesting', () => {
    expect(picked.shell).toEqual(en.shell);
    expect(picked.account).toEqual({
      lists: { favorites: en.account.lists.favorites, removeFromFavorites: en.account.lists.removeFromFavorites, addToList: en.account.lists.addToList },
    });
    expect(Object.keys(picked.cart as object).sort()).toEqual(['addToBag', 'addToBagFor', 'added', 'adding', 'errors'].sort());
    expect(Object.keys(en.cart).length).toBeGreaterThan(5);
  });

  it('leaves out the panels’ namespaces unless a page is built around them', () => {
    expect(picked.auth).toEqual({ tradeLogin: en.auth.tradeLogin });
    expect(pickClientMessages(en as Record<string, unknown>, ['account']).account).toEqual(en.account);
  });
});
