import { ImmersiveHeader } from '@/components/shell/ImmersiveHeader';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { pageContextFromParams } from '@/lib/i18n/server';
import styles from './immersive.module.css';

/**
 * A page that turns the immersive header on over a dark opening surface, so browser tests can prove
 * the option before the home and editorial pages adopt it. Only with STOREFRONT_TEST_ROUTES=1.
 */
export default async function TestImmersive({ params }: { params: Promise<{ storefront: string }> }) {
  if (process.env.STOREFRONT_TEST_ROUTES !== '1') return <ServedNotFound locale={(await pageContextFromParams(params)).locale} />;
  return (
    <main id="main">
      <ImmersiveHeader />
      <section className={styles.hero} aria-labelledby="immersive-title">
        <h1 id="immersive-title" className={styles.title}>
          Murano, after dark
        </h1>
      </section>
      <div className={styles.body} />
    </main>
  );
}
