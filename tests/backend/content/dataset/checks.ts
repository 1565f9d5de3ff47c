/** Dataset checks shared by the tests: references and catalogue links that do not resolve. */
import type { CatalogueFeed } from '../../../../backend/contracts';
import type { SanityDocument } from '../../../../backend/content/dataset/index';
import { LANGUAGES } from '../../../../lib/i18n/languages';
import { walk } from './walk';

/** Every reference and catalogue link that does not resolve, as readable messages. */
export function unresolved(all: SanityDocument[], catalogue: CatalogueFeed): string[] {
  const ids = new Set(all.map((d) => d._id));
  const products = new Set(catalogue.listProducts().map((p) => p.id));
  const taxons = new Map(catalogue.listTaxons().map((t) => [t.permalink, t]));
  const artisans = new Set(catalogue.listArtisans().map((a) => a.slug));
  const problems: string[] = [];
  for (const doc of all) {
    walk(doc, (v, path) => {
      const where = `${doc._id} ${path}`;
      if (v._type === 'reference' && !ids.has(String(v._ref))) problems.push(`${where}: reference to ${String(v._ref)}`);
      if (typeof v.productId === 'string' && !products.has(v.productId)) problems.push(`${where}: product ${v.productId}`);
      if (Array.isArray(v.productIds)) {
        if (v.productIds.length === 0) problems.push(`${where}: empty product list`);
        for (const id of v.productIds) if (!products.has(String(id))) problems.push(`${where}: product ${String(id)}`);
      }
      if (Array.isArray(v.items) && v.items.length === 0) problems.push(`${where}: empty row`);
      if (v._type === 'categoryTarget' || v._type === 'categoryLink') {
        const taxon = taxons.get(String(v.permalink));
        const localized = v.localizedPermalink as Record<string, string> | undefined;
        if (!taxon) problems.push(`${where}: category ${String(v.permalink)}`);
        else if (LANGUAGES.some((l) => localized?.[l] !== taxon.localizedPermalink[l])) problems.push(`${where}: stale localized permalink`);
      }
      if ((v._type === 'artisanTarget' || v._type === 'artisanLink') && !artisans.has(String(v.slug))) problems.push(`${where}: artisan ${String(v.slug)}`);
    });
  }
  return problems;
}

/** Product lists titled after an artisan ("By …") that show another maker's pieces. */
export function foreignArtisanPieces(all: SanityDocument[], catalogue: CatalogueFeed): string[] {
  const problems: string[] = [];
  for (const doc of all) {
    const artisan = (doc.artisan as { slug?: string } | undefined)?.slug;
    if (!artisan || doc._type !== 'magazine') continue;
    walk(doc, (v, path) => {
      const title = (v.title as { en?: string } | undefined)?.en ?? '';
      if (v._type !== 'productList' || !title.startsWith('By ')) return;
      for (const p of catalogue.listProducts(v.productIds as string[])) if (p.artisan.slug !== artisan) problems.push(`${doc._id} ${path}: ${p.id} by ${p.artisan.slug}`);
    });
  }
  return problems;
}
