'use client';

import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslations } from 'next-intl';
import { ACCESSIBILITY_KEY, TEXT_SIZES, htmlAttributes, parsePreferences, type AccessibilityPreferences } from '@/lib/accessibility';
import { useUi } from '@/stores/ui-store';
import { Dialog } from '@/components/ui/Dialog';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import styles from './AccessibilityWidget.module.css';

function apply(preferences: AccessibilityPreferences) {
  for (const [name, value] of Object.entries(htmlAttributes(preferences))) {
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
}

/**
 * The accessibility widget (spec §2): larger text, higher contrast, no motion and underlined links,
 * remembered on this device. A small fixed button opens it; it hides while the menu is open.
 */
export function AccessibilityWidget() {
  const [preferences, setPreferences] = useState<AccessibilityPreferences>(() => parsePreferences(window.localStorage.getItem(ACCESSIBILITY_KEY)));

  // Remembered settings apply at once; the button and its panel wait for their words (lib/i18n/client-messages.ts).
  useEffect(() => {
    apply(preferences);
    window.localStorage.setItem(ACCESSIBILITY_KEY, JSON.stringify(preferences));
  }, [preferences]);

  return (
    <MessagesFor namespaces={['accessibility']}>
      <AccessibilityControls preferences={preferences} setPreferences={setPreferences} />
    </MessagesFor>
  );
}

function AccessibilityControls({ preferences, setPreferences }: { preferences: AccessibilityPreferences; setPreferences: Dispatch<SetStateAction<AccessibilityPreferences>> }) {
  const t = useTranslations('accessibility');
  const tShell = useTranslations('shell');
  const menuOpen = useUi((s) => s.openPanel === 'menu');
  const [open, setOpen] = useState(false);

  const toggle = (key: 'highContrast' | 'reduceMotion' | 'underlineLinks') => setPreferences((p) => ({ ...p, [key]: !p[key] }));

  return (
    <>
      {!menuOpen && (
        <button type="button" className={styles.launcher} onClick={() => setOpen(true)} aria-label={t('open')} aria-haspopup="dialog">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="12" cy="4.5" r="1.8" />
            <path d="M5 8.5l7 1.5 7-1.5M12 10v5m0 0l-3 6m3-6l3 6" />
          </svg>
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={tShell('close')}>
        <div className={styles.settings}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('textSize')}</legend>
            <div className={styles.sizes}>
              {TEXT_SIZES.map((size) => (
                <label key={size} className={styles.size}>
                  <input type="radio" name="text-size" checked={preferences.textSize === size} onChange={() => setPreferences((p) => ({ ...p, textSize: size }))} />
                  <span>{size}%</span>
                </label>
              ))}
            </div>
          </fieldset>
          {(['highContrast', 'reduceMotion', 'underlineLinks'] as const).map((key) => (
            <label key={key} className={styles.switch}>
              <input type="checkbox" role="switch" checked={preferences[key]} onChange={() => toggle(key)} />
              <span>{t(key)}</span>
            </label>
          ))}
        </div>
      </Dialog>
    </>
  );
}
