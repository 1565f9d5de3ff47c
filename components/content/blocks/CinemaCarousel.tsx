import { getTranslations } from 'next-intl/server';
import type { Block } from '@/lib/content/blocks';
import { Picture } from '../Picture';
import { ContentLink } from '../ContentLink';
import { Row } from './Row';
import styles from './blocks.module.css';

/** Wide slides, one at a time, each with a caption: the magazine's cinema. */
export async function CinemaCarousel({ block }: { block: Extract<Block, { type: 'cinemaCarousel' }> }) {
  const t = await getTranslations('editorial');
  return (
    <Row title={block.title} fallbackLabel={t('slides')} carousel variant="cinema" block="cinemaCarousel">
      {(block.slides ?? []).map((slide) => (
        <li key={slide.key}>
          <figure className={styles.slide}>
            <Picture image={slide.image} ratio="16 / 9" sizes="(min-width: 1025px) 86vw, 100vw" />
            {slide.caption ? (
              <figcaption className={styles.caption}>
                {slide.link?.url ? <ContentLink href={slide.link.url}>{slide.caption}</ContentLink> : slide.caption}
              </figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </Row>
  );
}
