import type { Hero as HeroData } from '@/lib/content/queries/editorial';
import { Picture, type FrameProportion } from './Picture';
import { ContentLink } from './ContentLink';
import styles from './Hero.module.css';

/** The hero's proportions by breakpoint, as Hero.module.css draws its frame: a portrait on phones. */
export const HERO_FRAMES: readonly FrameProportion[] = [{ ratio: '4 / 5' }, { minWidth: 768, ratio: '16 / 9' }, { minWidth: 1280, ratio: '21 / 9' }];

/** The home page's opening picture with its title: the page's largest paint, so it is preloaded. */
export function Hero({ hero }: { hero: HeroData }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Picture image={hero.image} ratio={HERO_FRAMES} sizes="100vw" priority className={styles.frame} />
      <div className={styles.overlay}>
        <h1 id="hero-title" className={styles.title}>
          {hero.title}
        </h1>
        {hero.subtitle ? <p className={styles.subtitle}>{hero.subtitle}</p> : null}
        {hero.link?.url && hero.link.label ? (
          <ContentLink href={hero.link.url} className={styles.link}>
            {hero.link.label}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
