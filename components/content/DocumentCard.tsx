import type { DocumentPreview } from '@/lib/content/blocks';
import { Picture } from './Picture';
import { ContentLink } from './ContentLink';
import styles from './DocumentCard.module.css';

export const DOCUMENT_CARD_SIZES = '(min-width: 1025px) 33vw, (min-width: 768px) 50vw, 80vw';

/** A preview card of a landing, collection or magazine post. */
interface DocumentCardProps {
  document: DocumentPreview;
  headingLevel?: 2 | 3;
  sizes?: string;
  /** The first card of a list page is its largest contentful paint. */
  priority?: boolean;
}

export function DocumentCard({ document, headingLevel = 3, sizes = DOCUMENT_CARD_SIZES, priority = false }: DocumentCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <ContentLink href={document.url} className={styles.link}>
        <Picture image={document.image} ratio="3 / 2" sizes={sizes} priority={priority} />
        {document.label ? <p className={styles.label}>{document.label}</p> : null}
        <Heading className={styles.title}>{document.title}</Heading>
      </ContentLink>
      {document.excerpt ? <p className={styles.excerpt}>{document.excerpt}</p> : null}
    </article>
  );
}
