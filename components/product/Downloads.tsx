import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/commerce/product';
import { downloadHref } from '@/lib/product/downloads';
import styles from './Product.module.css';

/** The asset token at the end of a digital-asset URL of the commerce service (…/digitals/{token}). */
export function digitalToken(url: string | null): string | null {
  if (!url) return null;
  const match = /\/digitals\/([A-Za-z0-9_-]+)(?:[?#].*)?$/.exec(url);
  return match ? match[1] : null;
}

type DownloadKey = 'tearsheet' | 'tearsheetWithPrice' | 'cad';

/**
 * The tearsheet without and with price (issue 7), and the CAD drawing, streamed through the shop's
 * own /api/digitals route. Everyone who sees the page sees its price, so everyone gets both
 * tearsheets; the priced one is in the page's currency, and has the trade price for trade users only.
 */
export async function Downloads({ product }: { product: Pick<Product, 'cadModel' | 'tearsheet' | 'currency'> }) {
  const t = await getTranslations('product.downloads');
  const tearsheet = digitalToken(product.tearsheet);
  const cad = digitalToken(product.cadModel);
  const files: { key: DownloadKey; href: string }[] = [
    ...(tearsheet
      ? [
          { key: 'tearsheet' as const, href: downloadHref(tearsheet) },
          { key: 'tearsheetWithPrice' as const, href: downloadHref(tearsheet, product.currency) },
        ]
      : []),
    ...(cad ? [{ key: 'cad' as const, href: downloadHref(cad) }] : []),
  ];
  if (files.length === 0) return null;
  return (
    <div className={styles.downloads}>
      <h2 className={styles.smallTitle}>{t('title')}</h2>
      <ul>
        {files.map((file) => (
          <li key={file.key}>
            <a href={file.href} download data-download={file.key}>
              {t(file.key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
