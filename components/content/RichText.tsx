import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { markHref, type RichTextMark as Mark, type RichText as RichTextValue } from '@/lib/content/blocks';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { ContentLink } from './ContentLink';
import styles from './RichText.module.css';

function components(products: Map<string, LiteProduct>): PortableTextComponents {
  const link = ({ value, children }: { value?: Mark; children: React.ReactNode }) => {
    const href = markHref(value, products);
    return href ? (
      <ContentLink href={href} className={styles.link}>
        {children}
      </ContentLink>
    ) : (
      <>{children}</>
    );
  };
  return {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h2: ({ children }) => <h2 className={styles.h2}>{children}</h2>,
      h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
      blockquote: ({ children }) => <blockquote className={styles.blockquote}>{children}</blockquote>,
    },
    list: { bullet: ({ children }) => <ul className={styles.list}>{children}</ul> },
    marks: { productLink: link, categoryLink: link, artisanLink: link, internalLink: link, link },
  };
}

/** Portable Text from content, in the shop's editorial typography. */
export function RichText({ value, products, className }: { value: RichTextValue | null | undefined; products: Map<string, LiteProduct>; className?: string }) {
  if (!value?.length) return null;
  return (
    <div className={`${styles.rich} ${className ?? ''}`}>
      <PortableText value={value} components={components(products)} />
    </div>
  );
}
