import { expect, openLoginPanel, signInInPanel, test } from './fixtures';

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

test.describe('logged-in extra', () => {
  test("a signed-in shopper hears of their store credit in the page's currency, once", async ({ page, isMobile, a11y }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible(); // extras are mounted by now
    await expect(page.getByTestId('account-notice')).toHaveCount(0); // guests never load it

    await openLoginPanel(page, isMobile);
    await signInInPanel(page.getByRole('dialog'), 'consumer@casamaestri.test', 'Maestri-2026');
    const notice = page.getByRole('complementary', { name: 'Store credit' });
    await expect(notice).toContainText('You have $250 of store credit.');
    await a11y.check(page);

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Store credit' })).toHaveCount(0);
  });

  test('a pending trade applicant is told checkout waits for approval, in their language', async ({ page, isMobile, a11y }) => {
    await page.goto('/fr-fr');
    await openLoginPanel(page, isMobile, { openMenu: 'Ouvrir le menu', logIn: 'Se connecter' });
    const panel = page.getByRole('dialog');
    await panel.getByLabel('E-mail').fill('pending-trade@casamaestri.test');
    await panel.getByRole('button', { name: 'Continuer' }).click();
    await panel.getByLabel('Mot de passe').fill('Maestri-2026');
    await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // A pending applicant is trade: the page reloads once into the trade variant; let it settle.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'shop_audience')?.value).toBe('trade');
    // The trade variant's home is in place once its own heading shows; only then is the page final.
    await expect(page.getByRole('heading', { level: 1, name: 'Pour les designers et architectes' })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const notice = page.getByRole('complementary', { name: 'Votre demande professionnelle' });
    await expect(notice).toContainText('le paiement sera possible dès son approbation');
    await a11y.check(page);
    await notice.getByRole('link', { name: 'Voir le compte' }).click();
    await expect(page).toHaveURL(/\/fr-fr\/account$/);
    await expect(page.getByRole('complementary', { name: 'Votre demande professionnelle' })).toHaveCount(0);
  });
});
