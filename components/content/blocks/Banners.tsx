import type { Block, ContentImage, ContentLink as Link } from '@/lib/content/blocks';
import { Picture } from '../Picture';
import { ContentLink } from '../ContentLink';
import styles from './blocks.module.css';

interface BannerProps {
  image: ContentImage | null;
  title: string | null;
  subtitle: string | null;
  link: Link | null;
  ratio: string;
  sizes: string;
}

/** A picture with its title below; the whole banner is one link when the editor gave one. */
function Banner({ image, title, subtitle, link, ratio, sizes }: BannerProps) {
  const body = (
    <>
      <Picture image={image} ratio={ratio} sizes={sizes} />
      <div className={styles.bannerText}>
        {title ? <h2 className={styles.heading}>{title}</h2> : null}
        {subtitle ? <p className={styles.lead}>{subtitle}</p> : null}
        {link?.label ? <span className={styles.textLink}>{link.label}</span> : null}
      </div>
    </>
  );
  return link?.url ? (
    <ContentLink href={link.url} className={styles.bannerLink}>
      {body}
    </ContentLink>
  ) : (
    <div className={styles.bannerLink}>{body}</div>
  );
}

export function OneColumnBanner({ block }: { block: Extract<Block, { type: 'oneColumnBanner' }> }) {
  return (
    <section className={styles.wide} data-block="oneColumnBanner">
      <Banner image={block.image} title={block.title} subtitle={block.subtitle} link={block.link} ratio="16 / 9" sizes="(min-width: 1600px) 1600px, 100vw" />
    </section>
  );
}

export function TwoColumnBanner({ block }: { block: Extract<Block, { type: 'twoColumnBanner' }> }) {
  return (
    <section className={`${styles.wide} ${styles.pair}`} data-block="twoColumnBanner">
      {(block.items ?? []).map(({ key, ...item }) => (
        <Banner key={key} {...item} ratio="4 / 5" sizes="(min-width: 768px) 50vw, 100vw" />
      ))}
    </section>
  );
}
