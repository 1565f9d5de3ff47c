import { expect, test } from './fixtures';

const inbox = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}/__embedded/inbox?type=contact`;

test('contact dialog: keyboard, spec messages, a sent message reaches client care', async ({ page, a11y, request }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Contact us' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: '+1 646 555 0142' })).toBeVisible();
  await a11y.check(page);

  // Esc closes and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(3); // name, topic, message
  await expect(dialog.getByText('Please enter your e-mail')).toBeVisible();

  await dialog.getByLabel('Name').fill('G');
  await dialog.getByLabel('E-mail').fill('giulia@');
  await dialog.getByLabel('Message').click();
  await expect(dialog.getByText('Name is too short (minimum is 2 characters)')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid e-mail address')).toBeVisible();

  const name = `Giulia ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill('giulia@example.com');
  await dialog.getByLabel('Topic').selectOption('orderStatus');
  await dialog.getByLabel('Message').fill('When will the Lido armchair ship to Milan?');
  await dialog.getByLabel('I would like to be contacted by phone').check();
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Required')).toBeVisible(); // the phone number, now that a call is wanted
  await dialog.getByLabel('Phone number').fill('+39 02 1234 5678');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your message has reached our client care team');

  const { messages } = await (await request.get(inbox)).json();
  expect(messages.find((m: { name: string }) => m.name === name)).toMatchObject({ topic: 'orderStatus', phone: '+39 02 1234 5678', locale: 'en-us' });
});

test('contact dialog speaks Italian, with 24-hour support hours and WhatsApp for euro countries', async ({ page }) => {
  await page.goto('/it-it');
  await page.getByRole('button', { name: 'Contattaci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contattaci' });
  await expect(dialog).toContainText('09:00–18:00 CET');
  await expect(dialog).toContainText('WhatsApp');
  await dialog.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(dialog.getByText('Inserisci la tua e-mail')).toBeVisible();
});

test('support hours are 12-hour in the United States', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact us' })).toContainText('8:00 AM–12:00 PM ET');
});
