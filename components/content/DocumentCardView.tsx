'use client';

import { ContentLink } from './ContentLink';
import { PictureFrame, type FramedImage } from './PictureFrame';
import styles from './DocumentCard.module.css';

const DOCUMENT_CARD_SIZES = '(min-width: 1025px) 33vw, (min-width: 768px) 50vw, 80vw';

/** What a preview card shows of a landing, collection or post (DocumentCard picks it on the server); empty fields left out. */
export interface DocumentCardData {
  url: string;
  title: string;
  label?: string;
  excerpt?: string;
  image?: FramedImage;
}

interface DocumentCardViewProps {
  card: DocumentCardData;
  headingLevel?: 2 | 3;
  sizes?: string;
  priority?: boolean;
}

/**
 * A preview card, drawn in the browser's tree from its few fields: a server component's element tree
 * travels in the flight data beside the same markup in the HTML (about 1 KB a card on the magazine's
 * 22), a client component's props once, as a product card's (README "Benchmarks").
 */
export function DocumentCardView({ card, headingLevel = 3, sizes = DOCUMENT_CARD_SIZES, priority = false }: DocumentCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <ContentLink href={card.url} className={styles.link}>
        <PictureFrame image={card.image ?? null} ratio="3 / 2" sizes={sizes} priority={priority} />
        {card.label ? <p className={styles.label}>{card.label}</p> : null}
        <Heading className={styles.title}>{card.title}</Heading>
      </ContentLink>
      {card.excerpt ? <p className={styles.excerpt}>{card.excerpt}</p> : null}
    </article>
  );
}
