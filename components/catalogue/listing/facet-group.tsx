import type { ReactNode } from 'react';
import { WhenHydrated } from './WhenHydrated';
import styles from '../Catalogue.module.css';

/**
 * One filter of the drawer: a title that opens and closes its body (drawn on the server or in the browser).
 * A closed filter's body (its values, range fields, toggles) is drawn once the page has hydrated, not
 * in the server's HTML: the first paint shows only its title, and its controls work only with the
 * page's script. The flight data still carries it, once.
 */
export function FacetGroup({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.facet} open={open}>
      <summary className={styles.facetTitle}>{title}</summary>
      <div className={styles.facetBody}>{open ? children : <WhenHydrated>{children}</WhenHydrated>}</div>
    </details>
  );
}
