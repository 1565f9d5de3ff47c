import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/commerce/product';
import styles from './Product.module.css';

/** The asset token at the end of a digital-asset URL of the commerce service (…/digitals/{token}). */
export function digitalToken(url: string | null): string | null {
  if (!url) return null;
  const match = /\/digitals\/([A-Za-z0-9_-]+)(?:[?#].*)?$/.exec(url);
  return match ? match[1] : null;
}

/**
 * CAD drawing and tearsheet, streamed through the shop's own /api/digitals route. The commerce
 * service offers one tearsheet per product, without price; the price stays on the page.
 */
export async function Downloads({ product }: { product: Pick<Product, 'cad_model' | 'tearsheet'> }) {
  const t = await getTranslations('product.downloads');
  const files = [
    { key: 'tearsheet', token: digitalToken(product.tearsheet) },
    { key: 'cad', token: digitalToken(product.cad_model) },
  ].filter((f): f is { key: 'tearsheet' | 'cad'; token: string } => f.token !== null);
  if (files.length === 0) return null;
  return (
    <div className={styles.downloads}>
      <h2 className={styles.smallTitle}>{t('title')}</h2>
      <ul>
        {files.map((file) => (
          <li key={file.key}>
            <a href={`/api/digitals/${file.token}`} download data-download={file.key}>
              {t(file.key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
