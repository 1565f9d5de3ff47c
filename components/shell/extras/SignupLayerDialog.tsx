'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DISMISSED_KEY } from '@/lib/newsletter/layer-rules';
import type { SignupLayer as SignupLayerContent } from '@/lib/content/queries/signup-layer';
import { CdnSizedImage } from '@/components/content/CdnSizedImage';
import { Dialog } from '@/components/ui/Dialog';
import { NewsletterFormOnDemand } from '../LazyNewsletterForm';
import styles from './SignupLayer.module.css';

/**
 * The newsletter layer itself, open from its first render: SignupLayer.tsx mounts it once the layer
 * is due, so its code (picture, dialog) loads only for the visitors who see it. The form's code
 * (form library, validation) loads after that, with the form.
 */
export function SignupLayerDialog({ layer, onClosed }: { layer: SignupLayerContent; onClosed: () => void }) {
  const t = useTranslations('shell');
  const [open, setOpen] = useState(true);
  const [subscribed, setSubscribed] = useState(false);

  const close = () => {
    if (!subscribed) window.localStorage.setItem(DISMISSED_KEY, '1');
    setOpen(false);
    onClosed();
  };

  return (
    <Dialog open={open} onClose={close} floatingLayer title={subscribed ? layer.thankYouTitle : layer.title} closeLabel={t('close')}>
      <div className={styles.layer} data-testid="signup-layer" data-layer="signup">
        {layer.image && (
          <CdnSizedImage src={layer.image.url} alt={layer.image.alt} width={layer.image.width} height={layer.image.height} sizes="(min-width: 768px) 40rem, 100vw" className={styles.image} />
        )}
        {subscribed ? (
          <>
            <p className={styles.subtitle}>{layer.thankYouSubtitle}</p>
            <button type="button" className={styles.button} onClick={close}>
              {layer.thankYouBtn}
            </button>
          </>
        ) : (
          <>
            <p className={styles.subtitle}>{layer.subtitle}</p>
            <NewsletterFormOnDemand source="layer" submitLabel={layer.buttonCtaLabel} onSubscribed={() => setSubscribed(true)} />
          </>
        )}
      </div>
    </Dialog>
  );
}
