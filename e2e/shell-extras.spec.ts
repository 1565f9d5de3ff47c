import { expect, test } from './fixtures';

const inbox = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}/__embedded/inbox?type=contact`;

test.describe('chat widget', () => {
  test('a discreet launcher opens a client-care chat whose message reaches the contact intake', async ({ page, a11y, request }) => {
    await page.goto('/it-it');
    const launcher = page.getByRole('button', { name: 'Scrivici' });
    await expect(launcher).toBeVisible();
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Servizio clienti' });
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('list', { name: 'Conversazione con il servizio clienti' })).toContainText('Buongiorno');
    await a11y.check(page);

    // The contact form's own validation, in the visitor's language.
    await chat.getByRole('button', { name: 'Invia' }).click();
    await expect(chat.getByText('Obbligatorio')).toHaveCount(3); // message, topic, name

    const name = `Livia ${Date.now()}`;
    await chat.getByLabel('Il tuo messaggio').fill('Il tavolo in travertino è disponibile in 240 cm?');
    await chat.getByLabel('Argomento').selectOption('placingAnOrder');
    await chat.getByLabel('Nome').fill(name);
    await chat.getByLabel('E-mail').fill('livia@example.com');
    await chat.getByRole('button', { name: 'Invia' }).click();
    await expect(chat.getByRole('status')).toContainText(`Grazie, ${name}`);
    await expect(chat.getByRole('list')).toContainText('Il tavolo in travertino');

    const { messages } = await (await request.get(inbox)).json();
    expect(messages.find((m: { name: string }) => m.name === name)).toMatchObject({ topic: 'placingAnOrder', email: 'livia@example.com', locale: 'it-it' });

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('the launcher steps aside while the menu is open', async ({ page, isMobile }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(launcher).toHaveCount(0);
      await page.keyboard.press('Escape');
    } else {
      const first = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
      await first.hover();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(launcher).toHaveCount(0);
      await page.mouse.move(700, 850);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(launcher).toBeVisible();
  });
});

test.describe('preview banner', () => {
  test('appears only in preview mode, with a way out back to the same page', async ({ page, a11y }) => {
    await page.goto('/it-it');
    await expect(page.getByRole('button', { name: 'Scrivici' })).toBeVisible(); // extras are mounted by now
    await expect(page.getByRole('complementary', { name: 'Modalità anteprima' })).toHaveCount(0);

    await page.goto('/api/test-preview?redirect=/it-it');
    const banner = page.getByRole('complementary', { name: 'Modalità anteprima' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Esci dall’anteprima' })).toHaveAttribute('href', '/api/preview/disable?redirect=%2Fit-it');
    await a11y.check(page);
  });
});
