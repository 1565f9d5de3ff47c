import { getTranslations } from 'next-intl/server';
import type { Block } from '@/lib/content/blocks';
import { DocumentCard } from '../DocumentCard';
import { Row } from './Row';

export async function DocumentsPreview({ block }: { block: Extract<Block, { type: 'documentsPreview' }> }) {
  const t = await getTranslations('editorial');
  const documents = (block.documents ?? []).flatMap((d) => (d?.url ? [d] : []));
  if (documents.length === 0) return null;
  return (
    <Row title={block.title} fallbackLabel={t('stories')} carousel={block.carousel} block="documentsPreview">
      {documents.map((document) => (
        <li key={document.id}>
          <DocumentCard document={document} />
        </li>
      ))}
    </Row>
  );
}
