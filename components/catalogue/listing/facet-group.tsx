import type { ReactNode } from 'react';
import styles from '../Catalogue.module.css';

/** One filter of the drawer: a title that opens and closes its body (drawn on the server or in the browser). */
export function FacetGroup({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.facet} open={open}>
      <summary className={styles.facetTitle}>{title}</summary>
      <div className={styles.facetBody}>{children}</div>
    </details>
  );
}
