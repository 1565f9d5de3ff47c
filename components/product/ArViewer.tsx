'use client';

import { createElement, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArPoster, type ArPosterState } from './ArPoster';
import styles from './ProductControls.module.css';

/**
 * The 3D/AR tab: a poster with one button; only a click loads Google's <model-viewer> (and three.js)
 * and the model, so the page pays nothing for it. On phones the viewer offers AR (Scene Viewer on
 * Android, Quick Look with the USDZ model on iOS).
 */
export function ArViewer({ model, iosModel, title }: { model: string; iosModel: string | null; title: string }) {
  const t = useTranslations('product.ar');
  const [state, setState] = useState<ArPosterState | 'ready'>('idle');

  function load() {
    setState('loading');
    // Rendered only once the element is defined, so React hands it its properties (src, alt).
    import('@google/model-viewer')
      .then(() => customElements.whenDefined('model-viewer'))
      .then(
        () => setState('ready'),
        () => setState('failed'),
      );
  }

  return (
    <div className={styles.ar}>
      {state === 'ready' ? (
        createElement('model-viewer', {
          src: model,
          'ios-src': iosModel ?? undefined,
          alt: t('alt', { title }),
          ar: '',
          'ar-modes': 'webxr scene-viewer quick-look',
          'camera-controls': '',
          'touch-action': 'pan-y',
          'shadow-intensity': '1',
          class: styles.arCanvas,
        })
      ) : (
        <ArPoster state={state} onLoad={load} />
      )}
    </div>
  );
}
