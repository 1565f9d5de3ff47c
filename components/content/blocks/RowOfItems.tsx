import { getTranslations } from 'next-intl/server';
import type { Block } from '@/lib/content/blocks';
import { Picture } from '../Picture';
import { ContentLink } from '../ContentLink';
import { Row } from './Row';
import styles from './blocks.module.css';

const SIZES = '(min-width: 1025px) 25vw, (min-width: 768px) 33vw, 80vw';

export async function RowOfItems({ block }: { block: Extract<Block, { type: 'rowOfItems' }> }) {
  const t = await getTranslations('editorial');
  return (
    <Row title={block.title} fallbackLabel={t('items')} carousel={block.carousel} block="rowOfItems">
      {block.items.map((item) => {
        const body = (
          <>
            <Picture image={item.image} ratio="4 / 5" sizes={SIZES} />
            {item.title ? <h3 className={styles.itemTitle}>{item.title}</h3> : null}
            {item.text ? <p className={styles.itemText}>{item.text}</p> : null}
          </>
        );
        return (
          <li key={item.key} className={styles.item}>
            {item.link?.url ? (
              <ContentLink href={item.link.url} className={styles.itemLink}>
                {body}
              </ContentLink>
            ) : (
              body
            )}
          </li>
        );
      })}
    </Row>
  );
}
