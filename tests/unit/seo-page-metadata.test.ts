import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 37 item 3: titles in English on translated pages, because metadata asked next-intl with the
 * route segment or the language. Every metadata function now goes through lib/seo/page-metadata.ts;
 * the scan below fails when one asks next-intl (or reads the locale segment) on its own again.
 */

const getTranslations = vi.fn(async (options: { locale: string; namespace?: string }) => Object.assign((key: string) => `${options.locale}:${options.namespace}.${key}`, { options }));
vi.mock('next-intl/server', () => ({ getTranslations, setRequestLocale: vi.fn() }));
vi.mock('next/navigation', () => ({ notFound: () => { throw new Error('NEXT_NOT_FOUND'); } }));

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Each metadata function's text: `generateMetadata` and the shared `…Metadata` helpers, to their closing brace. */
function metadataFunctions(file: string): { name: string; body: string }[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const found: { name: string; body: string }[] = [];
  const start = /export (?:async )?function (generateMetadata|\w+Metadata)\s*\(/g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const open = source.indexOf('{\n', match.index);
    const close = source.indexOf('\n}\n', open);
    found.push({ name: match[1], body: source.slice(open, close) });
  }
  return found;
}

const FILES = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((f) => !f.startsWith(path.join('lib', 'seo', 'page-metadata')));

describe('metadata in the page language', () => {
  const all = FILES.flatMap((file) => metadataFunctions(file).map((fn) => ({ file, ...fn })));

  it('finds the metadata functions of the page types', () => {
    const names = new Set(all.map((fn) => `${fn.file}#${fn.name}`));
    expect(all.length).toBeGreaterThan(35);
    expect(names).toContain(path.join('app', '[storefront]', 'checkout', 'login', 'page.tsx') + '#generateMetadata');
    expect(names).toContain(path.join('components', 'catalogue', 'listing-metadata.ts') + '#categoryMetadata');
    expect(names).toContain(path.join('app', '[storefront]', 'products', '[slug]', 'metadata.ts') + '#generateMetadata');
  });

  it('never asks next-intl on its own, nor reads the locale segment itself', () => {
    const offenders = all.filter((fn) => /getTranslations|pageContextFromParams|layoutContextFromParams|\{ storefront \} = await params/.test(fn.body));
    expect(offenders.map((fn) => `${fn.file}#${fn.name}`)).toEqual([]);
  });

  it('takes the page context from metadataContext whenever it reads the route params', () => {
    const offenders = all.filter((fn) => /\bparams\b/.test(fn.body) && !/metadataContext\(params/.test(fn.body) && !/Metadata\(\{ params\b|load\(params\)/.test(fn.body));
    expect(offenders.map((fn) => `${fn.file}#${fn.name}`)).toEqual([]);
  });

  it('no code anywhere gives next-intl a bare language as its locale', () => {
    const offenders = FILES.filter((file) => /getTranslations\(\{\s*locale:\s*(language|lang|params)\b/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('metadataContext', () => {
  beforeEach(() => getTranslations.mockClear());

  it('asks next-intl with the locale it knows, not the variant segment nor the language', async () => {
    const { metadataContext } = await import('@/lib/seo/page-metadata');
    const page = await metadataContext(Promise.resolve({ storefront: 'de-de--trade' }));
    expect(page).toMatchObject({ locale: 'de-de', language: 'de', audience: 'trade' });
    const t = await page.t('checkout.login');
    expect(t('title')).toBe('de-de:checkout.login.title');
    expect(getTranslations).toHaveBeenCalledWith({ locale: 'de-de', namespace: 'checkout.login' });
  });

  it('is a 404 for a segment the proxy never writes, unless it is the layout', async () => {
    const { metadataContext } = await import('@/lib/seo/page-metadata');
    await expect(metadataContext(Promise.resolve({ storefront: 'it' }))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(metadataContext(Promise.resolve({ storefront: 'missing.html' }), { layout: true })).resolves.toMatchObject({ locale: 'en-us' });
  });

  it('gives a missing document the 404 title in its language, out of the index', async () => {
    const { notFoundMetadata } = await import('@/lib/seo/page-metadata');
    expect(await notFoundMetadata('fr-fr')).toEqual({ title: 'fr-fr:notFound.title', robots: { index: false, follow: true } });
  });
});
