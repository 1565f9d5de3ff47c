/**
 * Issue 39: every e-mail of the commerce service leads to the storefront's own page in the recipient's
 * language (STOREFRONT_URL + locale prefix), never to the service's JSON API or a bare token, and is
 * written in that language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openCommerce, type CommerceService } from '../../../backend/commerce';
import type { OrderRow } from '../../../backend/commerce/domain/orders';
import { mailIn, orderConfirmationMail, recipientLocale } from '../../../backend/commerce/mail';
import { LANGUAGES } from '../../../backend/shared/languages';

const PASSWORD = 'Atelier-Como-2026';
let dataDir: string;
let commerce: CommerceService;
let seq = 0;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
  commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:9', seedProducts: 20, revalidate: null, config: { storefrontUrl: 'http://shop.test/' } });
});
afterAll(() => {
  commerce.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, url: string, body?: unknown, bearer?: string) {
  const res = await commerce.app.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}
const mails = (to: string, kind: string) => commerce.context.outbox.list(to).filter((m) => m.kind === kind);

describe('the recipient’s locale', () => {
  it('is the page’s when the storefront says it, if the country offers that language', () => {
    expect(recipientLocale({ requested: 'it-it' })).toBe('it-it');
    expect(recipientLocale({ requested: 'FR_CH', language: 'en', country: 'US' })).toBe('fr-ch');
    // No such locale (Germany is not offered in Italian): the language in its home country.
    expect(recipientLocale({ requested: 'it-de' })).toBe('it-it');
    expect(recipientLocale({ requested: '../../evil' })).toBe('en-us');
  });

  it('else the account’s language in its country, else the language at home, else en-us', () => {
    expect(recipientLocale({ language: 'fr', country: 'CH' })).toBe('fr-ch');
    expect(recipientLocale({ language: 'de', country: 'US' })).toBe('de-de');
    expect(recipientLocale({ language: 'es', country: null })).toBe('es-es');
    expect(recipientLocale({ requested: 'it', language: null })).toBe('it-it');
    expect(recipientLocale({ country: 'GB' })).toBe('en-gb');
    expect(recipientLocale({})).toBe('en-us');
  });
});

describe('every e-mail in every language', () => {
  const link = 'http://shop.test/xx/page';
  const all = (language: string) => {
    const t = mailIn(`${language}-xx`);
    return [
      t.confirmation({ link }), t.emailChange({ link }), t.emailChangeNotice({ newEmail: 'new@example.test', link }), t.passwordChanged({ link }),
      t.resetPassword({ link }), t.orderConfirmation({ number: 'R123', total: '€1.00', link }), t.tradeApplication({ company: 'Studio', desk: 'desk@x', link }),
      t.tradeApproved({ name: 'Ada', desk: 'desk@x', link }), t.tradeDeclined({ name: 'Ada', note: '', desk: 'desk@x', link }),
    ];
  };

  it('carries its link and is written in its own language', () => {
    const english = all('en');
    for (const language of LANGUAGES) {
      const written = all(language);
      for (const [i, mail] of written.entries()) {
        expect(mail.text, `${language} #${i}`).toContain(link);
        if (language !== 'en') {
          expect(mail.subject, `${language} #${i}`).not.toBe(english[i].subject);
          expect(mail.text, `${language} #${i}`).not.toBe(english[i].text);
        }
      }
    }
  });
});

describe('the links lead to the storefront’s pages', () => {
  it('password reset: the reset page in the page’s language, with the token, not a bare token', async () => {
    const email = `reset-${++seq}@example.test`;
    expect((await call('POST', '/api/v2/storefront/account', { user: { email, password: PASSWORD, password_confirmation: PASSWORD } })).status).toBe(200);
    expect((await call('POST', '/api/v2/storefront/passwords', { locale: 'de-de', user: { email } })).status).toBe(200);
    const [reset] = mails(email, 'reset_password');
    expect(reset.subject).toBe('Setzen Sie Ihr Casa Maestri Passwort zurück');
    expect(reset.text).toContain(`http://shop.test/de-de/passwords/${reset.token}`);
    // The link works: the token it carries resets the password.
    const changed = await call('PATCH', `/api/v2/storefront/passwords/${reset.token}`, { user: { password: 'Bottega-2027', password_confirmation: 'Bottega-2027' } });
    expect(changed.status).toBe(200);
  });

  it('without the page’s locale: the account’s language in its shipping country', async () => {
    const email = `account-locale-${++seq}@example.test`;
    await call('POST', '/api/v2/storefront/account', { user: { email, password: PASSWORD, password_confirmation: PASSWORD, selected_locale: 'fr' } });
    const [confirmation] = mails(email, 'confirmation');
    expect(confirmation.text).toContain(`http://shop.test/fr-fr/account_confirmations/${confirmation.token}`);
    expect(confirmation.subject).toBe('Confirmez votre compte Casa Maestri');
    const token = (await call('POST', '/spree_oauth/token', { grant_type: 'password', username: email, password: PASSWORD })).json.access_token as string;
    await call('POST', '/api/v2/storefront/account/set_country', { spree_country: { iso: 'CH' } }, token);
    await call('POST', '/api/v2/storefront/passwords', { user: { email } });
    expect(mails(email, 'reset_password')[0].text).toMatch(/^Une réinitialisation[\s\S]*http:\/\/shop\.test\/fr-ch\/passwords\/\w+/);
  });

  it('sign-up confirmation: the confirmation page of the page the shopper signed up on', async () => {
    const email = `signup-${++seq}@example.test`;
    await call('POST', '/api/v2/storefront/account', { locale: 'it-it', user: { email, password: PASSWORD, password_confirmation: PASSWORD, selected_locale: 'it' } });
    const [confirmation] = mails(email, 'confirmation');
    expect(confirmation.text).toContain(`http://shop.test/it-it/account_confirmations/${confirmation.token}`);
    expect(confirmation.text).not.toContain('/api/v2/');
  });

  it('the notices lead to the storefront’s forgot-password page', async () => {
    const email = `notice-${++seq}@example.test`;
    await call('POST', '/api/v2/storefront/account', { user: { email, password: PASSWORD, password_confirmation: PASSWORD } });
    const token = (await call('POST', '/spree_oauth/token', { grant_type: 'password', username: email, password: PASSWORD })).json.access_token as string;
    await call('PATCH', '/api/v2/storefront/account', { locale: 'es-us', user: { password: 'Nueva-Clave-2027', password_confirmation: 'Nueva-Clave-2027', current_password: PASSWORD } }, token);
    const [notice] = mails(email, 'security_notice');
    expect(notice.subject).toBe('La contraseña de tu cuenta de Casa Maestri ha cambiado');
    expect(notice.text).toContain('http://shop.test/es-us/passwords');
  });

  it('order confirmation: an account’s order page, a guest’s order-status page with its number, the total in the recipient’s format', () => {
    const order = { number: 'R100200300', user_id: null, locale: 'de', ship_address_id: null, total: 123_450, currency: 'EUR' } as unknown as OrderRow;
    const guest = orderConfirmationMail(commerce.context, order);
    expect(guest.subject).toBe('Ihre Casa Maestri Bestellung R100200300');
    expect(guest.text).toContain('http://shop.test/de-de/order-status?number=R100200300');
    expect(guest.text).toContain('1.234,50');
    const own = orderConfirmationMail(commerce.context, { ...order, user_id: 7, locale: 'en' });
    expect(own.text).toContain('http://shop.test/account/orders/R100200300');
    expect(own.text).toContain('€1,234.50');
  });
});
