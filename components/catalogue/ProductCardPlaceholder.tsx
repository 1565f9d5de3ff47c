import styles from './ProductCard.module.css';

/** The room a card takes before its product or its code arrives: the picture's box, nothing to read. */
export function ProductCardPlaceholder() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media} />
    </div>
  );
}
