import type { ReactNode } from 'react';
import type { ContentImage } from '@/lib/content/blocks';
import { Picture, type FrameProportion } from './Picture';
import styles from './EditorialHeader.module.css';

interface EditorialHeaderProps {
  eyebrow?: ReactNode;
  title: string;
  intro?: string | null;
  meta?: ReactNode;
  image?: ContentImage | null;
}

/** The picture's proportions by breakpoint, as EditorialHeader.module.css draws its frame. */
export const EDITORIAL_HEADER_FRAMES: readonly FrameProportion[] = [{ ratio: '4 / 5' }, { minWidth: 768, ratio: '16 / 9' }];

/** The top of an editorial page: a small label, the title in the display face, an intro, then the picture (the LCP, preloaded). */
export function EditorialHeader({ eyebrow, title, intro, meta, image }: EditorialHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </div>
      {image ? (
        <div className={styles.image}>
          <Picture image={image} ratio={EDITORIAL_HEADER_FRAMES} sizes="(min-width: 1600px) 1600px, 100vw" priority className={styles.frame} />
        </div>
      ) : null}
    </header>
  );
}
