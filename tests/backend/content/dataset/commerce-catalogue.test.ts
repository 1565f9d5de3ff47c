/**
 * The dataset against the real commerce catalogue (backend/commerce seeds a SQLite database and exposes
 * the CatalogueFeed): every product, category and artisan the content names exists there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCommerce } from '../../../../backend/commerce';
import { Catalogue } from '../../../../backend/content/dataset/catalogue';
import { findDepartments, findFeaturedArtisans } from '../../../../backend/content/dataset/departments';
import { buildContentDataset } from '../../../../backend/content/dataset/index';
import { MENU_QUERY } from '../../../../backend/content/dataset/queries';
import { foreignArtisanPieces, unresolved } from './checks';
import { groq, publishedPerspective } from './groq';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-dataset-'));
const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:4000', seedProducts: 150 });
afterAll(() => {
  commerce.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('content dataset on the commerce catalogue', () => {
  it('resolves every reference against the seeded catalogue', () => {
    const docs = buildContentDataset(commerce.feed, { publicUrl: 'http://127.0.0.1:4000' });
    expect(commerce.feed.listProducts().length).toBe(150);
    expect(unresolved(docs, commerce.feed)).toEqual([]);
    expect(foreignArtisanPieces(docs, commerce.feed)).toEqual([]);
    expect(JSON.stringify(buildContentDataset(commerce.feed, { publicUrl: 'http://127.0.0.1:4000' }))).toBe(JSON.stringify(docs));
  });

  it('builds the menu departments from the catalogue’s top-level categories', async () => {
    const docs = publishedPerspective(buildContentDataset(commerce.feed, { publicUrl: 'http://127.0.0.1:4000' }));
    const menu = await groq<{ firstLevelMenu: { link: { label: string; url: string } }[] }>(docs, MENU_QUERY, { lang: 'it', menuId: 'consumer-menu' });
    const roots = commerce.feed.listTaxons().filter((t) => t.parentId === null);
    const departments = menu.firstLevelMenu.filter((i) => i.link.url.startsWith('/categories/'));
    expect(departments.map((d) => d.link.label).sort()).toEqual(roots.slice(0, 5).map((r) => r.name.it).sort());
  });

  it('profiles six different artisans, each for the craft its story describes', () => {
    const catalogue = new Catalogue(commerce.feed);
    const roles = findFeaturedArtisans(catalogue, findDepartments(catalogue));
    expect(new Set(Object.values(roles).map((a) => a.slug)).size).toBe(6);
    const made = (slug: string, pattern: RegExp) => catalogue.matching({ artisanSlug: slug }).some((p) => p.materials.en.some((m) => pattern.test(m)));
    expect(made(roles.glassmaker.slug, /glass/i)).toBe(true);
    expect(made(roles.ceramicist.slug, /ceramic|terracotta|porcelain|majolica/i)).toBe(true);
    expect(catalogue.matching({ artisanSlug: roles.woodworker.slug, permalink: 'furniture' }).length).toBeGreaterThan(0);
  });
});
