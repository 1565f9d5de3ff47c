import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';

type Tree = { [key: string]: string | Tree };

function load(language: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../messages', `${language}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/**
 * ICU placeholders such as {country} or {count, plural, …}: every translation must keep the same
 * ones. Plural branches ({No pieces}, {# pieces}) are text, not placeholders.
 */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*(\}|,\s*(plural|select|selectordinal|number|date|time))/g)].map((m) => m[1]);
  return [...new Set(names)].filter((name) => /^[a-z]/.test(name)).sort();
}

const english = flatten(load('en'));

describe.each(LANGUAGES.filter((l) => l !== 'en'))('messages/%s.json', (language) => {
  const messages = flatten(load(language));

  it('has every key English has, and no other', () => {
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('keeps the placeholders of each English message', () => {
    for (const [key, value] of english) expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('is translated, not copied from English', () => {
    // Short or proper-noun strings (brand names, "Europa") may legitimately match English.
    const copied = [...english].filter(([key, value]) => value.length > 12 && messages.get(key) === value).map(([k]) => k);
    expect(copied.length / english.size).toBeLessThan(0.1);
  });
});

describe('message lists', () => {
  // A list of terms is read with .map(); a merge that turns it into {"0": …, "1": …} breaks the page at run time.
  const objectsThatShouldBeLists = (tree: unknown, prefix = ''): string[] => {
    if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return [];
    const keys = Object.keys(tree);
    if (keys.length > 0 && keys.every((key, i) => key === String(i))) return [prefix.slice(0, -1)];
    return keys.flatMap((key) => objectsThatShouldBeLists((tree as Record<string, unknown>)[key], `${prefix}${key}.`));
  };

  // The build precompiles every message (next-intl's catalog loader), which takes strings only: a
  // list of terms is an object of `termN` keys, read in order with Object.values.
  it.each(LANGUAGES)('messages/%s.json holds strings only, its term lists as termN keys', (language) => {
    const tree = load(language) as unknown as { catalogue: { popularTerms: unknown; recommendedTerms: unknown } };
    expect(objectsThatShouldBeLists(tree)).toEqual([]);
    const leaves = (node: unknown): unknown[] => (node && typeof node === 'object' && !Array.isArray(node) ? Object.values(node).flatMap(leaves) : [node]);
    expect(leaves(tree).filter((leaf) => typeof leaf !== 'string')).toEqual([]);
    for (const list of [tree.catalogue.popularTerms, tree.catalogue.recommendedTerms]) {
      const keys = Object.keys(list as object);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys).toEqual(keys.map((_, i) => `term${i + 1}`));
    }
  });
});

/** Issue 37 item 5: one term per idea in each language, as lib/i18n/glossary.json says. */
describe('glossary', () => {
  type Entry = { term: string; forbidden: string[]; allowedIn?: string[] };
  const glossary = JSON.parse(fs.readFileSync(path.join(__dirname, '../../lib/i18n/glossary.json'), 'utf8')) as Record<string, Record<string, Entry> | string>;
  const entries = (language: string) => Object.entries(glossary[language] as Record<string, Entry>);
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** The forbidden variants a text uses, as whole words in any case. */
  const variantsIn = (text: string, entry: Entry) =>
    entry.forbidden.filter((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text));

  it('names every language, and each idea in all of them, with its term not among its variants', () => {
    const ideas = (language: string) => entries(language).map(([idea]) => idea).sort();
    for (const language of LANGUAGES) {
      expect(ideas(language), language).toEqual(ideas('en'));
      for (const [idea, entry] of entries(language)) {
        expect(entry.forbidden.length, `${language} ${idea}`).toBeGreaterThan(0);
        expect(variantsIn(entry.term, entry), `${language} ${idea}`).toEqual([]);
      }
    }
  });

  it('finds a forbidden variant as a whole word only', () => {
    const entry = { term: 'panier', forbidden: ['sac'] };
    expect(variantsIn('Votre Sac est vide', entry)).toEqual(['sac']);
    expect(variantsIn('Sachez que votre panier est vide', entry)).toEqual([]);
  });

  it.each(LANGUAGES)('messages/%s.json uses one term per idea', (language) => {
    const messages = flatten(load(language));
    const found: string[] = [];
    for (const [idea, entry] of entries(language)) {
      for (const [key, value] of messages) {
        if (entry.allowedIn?.includes(key)) continue;
        for (const word of variantsIn(value, entry)) found.push(`${key}: "${word}" where the ${idea} is "${entry.term}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
