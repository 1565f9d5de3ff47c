import type { Hero as HeroData } from '@/lib/content/queries/editorial';
import { Picture } from './Picture';
import { ContentLink } from './ContentLink';
import styles from './Hero.module.css';

/** The home page's opening picture with its title: the page's largest paint, so it is preloaded. */
export function Hero({ hero }: { hero: HeroData }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Picture image={hero.image} sizes="100vw" priority className={styles.frame} />
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
