/**
 * The indexes of spec §7, built from the commerce catalogue and kept in step with it:
 *   production_products[_price_asc|_price_desc|_new_arrivals|_fast_shipping][_{lang}]
 *   production_artisans[_most_recent][_{lang}]
 * (no suffix for English), and production_trade_prices (one record per product, no language): the
 * trade prices, kept out of the public indexes and readable only with the server-side keys. Each language's records form one corpus, shared by its replicas; a corpus
 * is built on first use and rebuilt on the next query after the catalogue reports a real change.
 */
import type { CatalogueFeed, FeedProduct } from '../contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/languages';
import { Corpus, type SearchRecord } from './corpus';
import { IndexView } from './engine';
import { ARTISAN_SETTINGS, PRODUCT_SETTINGS, TRADE_PRICE_SETTINGS, artisanRecord, productRecord, tradePriceRecord } from './records';
import { DEFAULT_RANKING, type IndexSettings } from './settings';

type Kind = 'products' | 'artisans' | 'trade_prices';

/** Trade prices: not a replica, not per language; what the search-only key may never open. */
export const TRADE_PRICE_INDEX = 'production_trade_prices';

/** Sorted replicas per kind: suffix → the sort placed before the text criteria. */
export const REPLICAS: Record<Kind, Record<string, string | null>> = {
  products: {
    '': null,
    _price_asc: 'asc(price_USD)',
    _price_desc: 'desc(price_USD)',
    _new_arrivals: 'desc(created_at)',
    _fast_shipping: 'asc(lead_time)',
  },
  artisans: { '': null, _most_recent: 'desc(created_at)' },
  trade_prices: { '': null },
};

const BASE: Record<Kind, string> = { products: 'production_products', artisans: 'production_artisans', trade_prices: TRADE_PRICE_INDEX };
const SETTINGS: Record<Kind, IndexSettings> = { products: PRODUCT_SETTINGS, artisans: ARTISAN_SETTINGS, trade_prices: TRADE_PRICE_SETTINGS };
/** Kinds with one index per language; trade prices are numbers, the same in every language. */
const LOCALIZED: Record<Kind, boolean> = { products: true, artisans: true, trade_prices: false };

export function indexName(kind: Kind, replica: string, lang: Language): string {
  return `${BASE[kind]}${replica}${lang === DEFAULT_LANGUAGE ? '' : `_${lang}`}`;
}

interface Parsed {
  kind: Kind;
  replica: string;
  lang: Language;
}

const NAMES = new Map<string, Parsed>();
for (const kind of Object.keys(BASE) as Kind[]) {
  for (const replica of Object.keys(REPLICAS[kind])) {
    for (const lang of LOCALIZED[kind] ? LANGUAGES : [DEFAULT_LANGUAGE]) NAMES.set(indexName(kind, replica, lang), { kind, replica, lang });
  }
}

function replicaSettings(kind: Kind, replica: string, lang: Language): IndexSettings {
  const base = SETTINGS[kind];
  const sort = REPLICAS[kind][replica];
  if (sort) return { ...base, ranking: [sort, ...DEFAULT_RANKING], primary: indexName(kind, '', lang) };
  const replicas = Object.keys(REPLICAS[kind]).filter(Boolean).map((r) => indexName(kind, r, lang));
  return { ...base, replicas };
}

interface LanguageIndexes {
  corpus: Corpus;
  views: Map<string, IndexView>;
}

export class SearchCatalogue {
  private products: Map<string, FeedProduct> | null = null;
  private readonly built = new Map<string, LanguageIndexes>();
  private readonly unsubscribe: () => void;

  /** `onIndexesChanged`: called once the indexes answer with a change (the storefront is told: backend/search/revalidate.ts). */
  constructor(
    private readonly feed: CatalogueFeed,
    private readonly onIndexesChanged: () => void = () => {},
  ) {
    this.unsubscribe = feed.onProductsChanged((ids) => {
      if (this.productsChanged(ids)) this.onIndexesChanged();
    });
  }

  /** Every index this service answers for, primaries first. */
  names(): string[] {
    return [...NAMES.keys()];
  }

  view(name: string): IndexView | undefined {
    const parsed = NAMES.get(name);
    if (!parsed) return undefined;
    const key = `${parsed.kind}:${parsed.lang}`;
    let indexes = this.built.get(key);
    if (!indexes) {
      indexes = { corpus: this.buildCorpus(parsed.kind, parsed.lang), views: new Map() };
      this.built.set(key, indexes);
    }
    let view = indexes.views.get(parsed.replica);
    if (!view) {
      view = new IndexView(name, indexes.corpus, replicaSettings(parsed.kind, parsed.replica, parsed.lang));
      indexes.views.set(parsed.replica, view);
    }
    return view;
  }

  /**
   * Builds every index now (each language's corpus, its replicas' orders): at 50,000 pieces a
   * corpus takes seconds of the one thread, which on first use would hold up every answer in flight
   * (the storefront's reads wait 3 s at most). The server calls it before it listens.
   */
  warm(): void {
    for (const name of this.names()) this.view(name);
  }

  /** Each product's main photo, from the catalogue as read for the indexes (one read of the feed). */
  mainImages(): unknown[] {
    return [...this.catalogue().values()].map((p) => p.images[0]);
  }

  private catalogue(): Map<string, FeedProduct> {
    if (!this.products) this.products = new Map(this.feed.listProducts().map((p) => [p.id, p]));
    return this.products;
  }

  private buildCorpus(kind: Kind, lang: Language): Corpus {
    const products = [...this.catalogue().values()];
    let records: SearchRecord[];
    if (kind === 'products') {
      records = products.map((p) => productRecord(p, lang));
    } else if (kind === 'trade_prices') {
      records = products.map(tradePriceRecord);
    } else {
      const byArtisan = new Map<string, FeedProduct[]>();
      for (const p of products) {
        const pieces = byArtisan.get(p.artisan.id);
        if (pieces) pieces.push(p);
        else byArtisan.set(p.artisan.id, [p]);
      }
      records = this.feed.listArtisans().map((a) => artisanRecord(a, byArtisan.get(a.id) ?? [], lang));
    }
    return new Corpus(records, SETTINGS[kind]);
  }

  /**
   * Refreshes the changed products (dropping those the catalogue no longer lists). Indexes rebuild on
   * next use, and only when an indexed field really changed: commerce also reports stock movements
   * that leave every field of the feed as it was. Returns whether the indexes may answer differently.
   */
  productsChanged(ids: string[]): boolean {
    // Nothing read yet: the first query reads the catalogue afresh, but what a reader cached from an
    // earlier run may be out of date.
    if (!this.products) return true;
    const fresh = new Map(this.feed.listProducts(ids).map((p) => [p.id, p]));
    let changed = false;
    for (const id of ids) {
      const before = this.products.get(id);
      const after = fresh.get(id);
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      changed = true;
      if (after) this.products.set(id, after);
      else this.products.delete(id);
    }
    if (changed) this.built.clear();
    return changed;
  }

  close(): void {
    this.unsubscribe();
  }
}
