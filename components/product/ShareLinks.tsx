import { getTranslations } from 'next-intl/server';
import { LazyCopyLink } from './LaterParts';
import styles from './Product.module.css';

/** Share links as plain anchors (no third-party scripts), plus copying the address. */
export async function ShareLinks({ url, title, image }: { url: string; title: string; image: string | null }) {
  const t = await getTranslations('product.share');
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { key: 'email', href: `mailto:?subject=${text}&body=${u}` },
    { key: 'whatsapp', href: `https://wa.me/?text=${text}%20${u}` },
    { key: 'pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&description=${text}${image ? `&media=${encodeURIComponent(image)}` : ''}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'x', href: `https://x.com/intent/post?url=${u}&text=${text}` },
  ] as const;
  return (
    <ul className={styles.share}>
      {networks.map((n) => (
        <li key={n.key}>
          <a href={n.href} target={n.key === 'email' ? undefined : '_blank'} rel="noopener noreferrer" aria-label={t('on', { title, network: t(`networks.${n.key}`) })}>
            {t(`networks.${n.key}`)}
          </a>
        </li>
      ))}
      <li>
        <LazyCopyLink url={url} className={styles.copy} />
      </li>
    </ul>
  );
}
