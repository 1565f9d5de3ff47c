import type { DocumentPreview } from '@/lib/content/blocks';
import { framedImage } from './Picture';
import { DocumentCardView, type DocumentCardData } from './DocumentCardView';

/** A preview card of a landing, collection or magazine post. */
interface DocumentCardProps {
  document: DocumentPreview;
  headingLevel?: 2 | 3;
  sizes?: string;
  /** The first card of a list page is its largest contentful paint. */
  priority?: boolean;
}

/** The card's fields, picked here (the picture's key needs the content service's configuration), drawn by DocumentCardView. */
export function DocumentCard({ document, headingLevel, sizes, priority }: DocumentCardProps) {
  const image = framedImage(document.image, '3 / 2');
  const card: DocumentCardData = {
    url: document.url,
    title: document.title,
    ...(document.label ? { label: document.label } : {}),
    ...(document.excerpt ? { excerpt: document.excerpt } : {}),
    ...(image ? { image } : {}),
  };
  // Only what differs from the view's defaults crosses into the flight data.
  return <DocumentCardView card={card} {...(headingLevel ? { headingLevel } : {})} {...(sizes ? { sizes } : {})} {...(priority ? { priority } : {})} />;
}
