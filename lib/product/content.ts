/**
 * Product-page content from the content service (spec §2, §7: by id or by rule, type pdp;
 * SCHEMA.md "pdp"): an id match wins, else the rules that match this product, highest priority first.
 */
import type { Product } from '../commerce/product';
import type { Language } from '../i18n/languages';

export interface PdpRule {
  category?: { permalink?: string | null; localizedPermalink?: Partial<Record<Language, string>> | null } | null;
  artisan?: { slug?: string | null } | null;
  filters?: { editorsPick?: boolean; suitableForContract?: boolean; readyToShip?: boolean; customizable?: boolean } | null;
}

export interface PdpCandidate<B = unknown> {
  id: string;
  selection: 'id' | 'rule';
  productIds: string[] | null;
  rule: PdpRule | null;
  priority: number | null;
  title: string | null;
  content: B[] | null;
}

type RuleInput = Pick<Product, 'id' | 'breadcrumbs' | 'artisan' | 'suitableForContract' | 'customizable' | 'shippingTime'> & { editorsPick?: boolean };

/** The product's category path as the rule names it (localized permalink without /categories/). */
function categoryPath(product: RuleInput): string {
  return (product.breadcrumbs.at(-1)?.url ?? '').replace(/^\/categories\//, '');
}

export function matchesRule(product: RuleInput, rule: PdpRule, language: Language): boolean {
  const wanted = rule.category?.localizedPermalink?.[language] ?? rule.category?.permalink;
  if (wanted) {
    const path = categoryPath(product);
    if (path !== wanted && !path.startsWith(`${wanted}/`)) return false;
  }
  if (rule.artisan?.slug && product.artisan?.slug !== rule.artisan.slug) return false;
  const f = rule.filters ?? {};
  if (f.suitableForContract && !product.suitableForContract) return false;
  if (f.customizable && !product.customizable) return false;
  if (f.readyToShip && !(product.shippingTime < 1)) return false;
  if (f.editorsPick && !product.editorsPick) return false;
  return true;
}

/** The content to show: the id match, else the best matching rule; null when nothing applies. */
export function selectPdpContent<B>(candidates: PdpCandidate<B>[], product: RuleInput, language: Language): PdpCandidate<B> | null {
  const byId = candidates.find((c) => c.selection === 'id' && c.productIds?.includes(product.id));
  if (byId) return byId;
  const rules = candidates
    .filter((c) => c.selection === 'rule' && c.rule && matchesRule(product, c.rule, language))
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return rules[0] ?? null;
}

