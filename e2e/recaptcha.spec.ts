import { expect, openLoginPanel, playBot, test } from './fixtures';
import { fillTradeApplication } from './support/trade-application';

/**
 * reCAPTCHA Enterprise on the forms (issue 19 item 6): the shop under test checks every protected
 * submission with the embedded backend's assessments (scripts/serve-e2e.mjs), and each page has the
 * embedded stand-in of Google's script (e2e/fixtures.ts). A bot's token (score 0.1) is refused with
 * the form's own message and everything typed stays; a person's token then goes through.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;

test('contact: a bot\'s score is refused with a clear message, the message stays, and a person\'s goes through', async ({ page, a11y, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  const name = `Bot or not ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill('maybe-a-bot@example.com');
  await dialog.getByLabel('Topic').selectOption('orderStatus');
  await dialog.getByLabel('Message').fill('Is the Lido armchair available in walnut?');

  await playBot(page);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Our security check could not confirm that this message comes from a person/);
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByLabel('E-mail')).toHaveValue('maybe-a-bot@example.com');
  await expect(dialog.getByLabel('Topic')).toHaveValue('orderStatus');
  await expect(dialog.getByLabel('Message')).toHaveValue('Is the Lido armchair available in walnut?');
  await a11y.check(page);
  const inbox = `${BACKEND}/__embedded/inbox?type=contact`;
  const before = (await (await request.get(inbox)).json()).messages as { name: string }[];
  expect(before.some((m) => m.name === name)).toBe(false);

  await page.evaluate(() => window.sessionStorage.clear()); // a person again
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your message has reached our client care team');
  const after = (await (await request.get(inbox)).json()).messages as { name: string }[];
  expect(after.some((m) => m.name === name)).toBe(true);
});

test('sign-up: a bot\'s score creates no account, keeps the form, and says why', async ({ page, isMobile, a11y }, info) => {
  const email = `recaptcha-${info.project.name}-${Date.now()}@example.com`;
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await openLoginPanel(page, isMobile);
  const panel = page.getByRole('dialog');
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('button', { name: 'Create an account' }).click();
  await panel.getByLabel('Password', { exact: true }).fill('Atelier-Como-2026');
  await panel.getByLabel('Password confirmation').fill('Atelier-Como-2026');
  await panel.getByRole('checkbox', { name: /news, collections and offers/ }).check();

  await playBot(page);
  await panel.getByRole('button', { name: 'Create an account' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/Our security check could not confirm this sign-up, so no account has been created/);
  await expect(panel.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(panel.getByLabel('Password', { exact: true })).toHaveValue('Atelier-Como-2026');
  await expect(panel.getByRole('checkbox', { name: /news, collections and offers/ })).toBeChecked();
  await a11y.check(page);
  const signIn = await fetch(`${BACKEND}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'Atelier-Como-2026' }),
  });
  expect(signIn.ok).toBe(false); // no account was made

  await page.evaluate(() => window.sessionStorage.clear());
  await panel.getByRole('button', { name: 'Create an account' }).click();
  await expect(panel.getByText('Thank you for joining')).toBeVisible();
});

test('newsletter in Italian: a bot\'s score gets the Italian message and keeps the address', async ({ page, a11y }) => {
  await page.goto('/it-it');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel('E-mail').fill('lettere@example.com');
  await footer.getByLabel(/Accetto di ricevere la newsletter/).check();
  await playBot(page);
  await footer.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(footer.getByRole('alert')).toHaveText(/Il nostro controllo di sicurezza non ha potuto confermare questa iscrizione/);
  await expect(footer.getByLabel('E-mail')).toHaveValue('lettere@example.com');
  await a11y.check(page);
});

test('product request in Italian: a bot\'s score gets the Italian message, then a person\'s request reaches client care', async ({ page, a11y, request }, info) => {
  const email = `richiesta-${info.project.name}-${Date.now()}@example.com`;
  await page.goto('/it-it/products/maratea-coffee-table-in-ash-and-oak'); // sold out: "Richiedi questo pezzo"
  await page.getByRole('button', { name: 'Richiedi questo pezzo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chiedi informazioni su questo pezzo' });
  await dialog.getByLabel('Nome').fill('Ada Rossi');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Messaggio').fill('Quando tornerà disponibile in frassino?');
  await playBot(page);
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Il nostro controllo di sicurezza non ha potuto confermare che questa richiesta arrivi da una persona/);
  await expect(dialog.getByLabel('Messaggio')).toHaveValue('Quando tornerà disponibile in frassino?');
  await a11y.check(page);

  await page.evaluate(() => window.sessionStorage.clear());
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(dialog.getByRole('status')).toContainText('Grazie');
  const { messages } = await (await request.get(`${BACKEND}/__embedded/inbox?type=productInquiry`)).json();
  expect(messages.filter((m: { email: string }) => m.email === email)).toHaveLength(1); // the refused one never left the shop
});

test('trade application: a bot\'s score sends nothing and keeps every field, the password included', async ({ page, a11y }, info) => {
  test.slow(); // the longest form of the shop
  const email = `studio-bot-${info.project.name}-${Date.now()}@example.com`;
  await page.goto('/trade#apply');
  const form = page.locator('#apply form');
  await fillTradeApplication(form, { email, city: 'New York', phone: '+1 212 555 0199' });
  await playBot(page);
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Our security check could not confirm this application' })).toBeVisible();
  await expect(form.getByLabel('Company name')).toHaveValue('Studio Ferri');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('Studio-2026');
  await a11y.check(page);
  const signIn = await fetch(`${BACKEND}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'Studio-2026' }),
  });
  expect(signIn.ok).toBe(false); // no account, no application
});

test('the assessment protocol: only a token made for the form\'s action passes', { tag: '@browserless' }, async ({ request }) => {
  // The storefront's routes check the token's action: a person's token lifted from another form is refused.
  const lifted = await request.post('/api/newsletter', {
    data: { email: 'lifted@example.com', consent: true, source: 'footer', locale: 'en-us', recaptchaToken: 'embedded-recaptcha.contact.human.1' },
  });
  expect(lifted.status()).toBe(403);
  expect(await lifted.json()).toEqual({ ok: false, error: { kind: 'refused', reason: { form: 'recaptcha' } }, retryable: false });
  const missing = await request.post('/api/newsletter', {
    data: { email: 'no-token@example.com', consent: true, source: 'footer', locale: 'en-us' },
  });
  expect(missing.status()).toBe(403);
  const fine = await request.post('/api/newsletter', {
    data: { email: 'person@example.com', consent: true, source: 'footer', locale: 'en-us', recaptchaToken: 'embedded-recaptcha.newsletter.human.1' },
  });
  expect(fine.status()).toBe(202);
});
