import { expect, test } from './fixtures';

test.describe('footer', () => {
  test('links every page of the spec footer, localized from the content service', async ({ page, a11y }) => {
    await page.goto('/it-it');
    const footer = page.getByRole('contentinfo');
    const expected: [string | RegExp, string][] = [
      ['Artigiani', '/it-it/artisans'],
      ['Icone del design', '/it-it/magazine/a-list'],
      ['Stampa', '/it-it/stampa'],
      ['Come ordinare', '/it-it/come-ordinare'],
      ['Contattaci', '/it-it/contatti'],
      ['Programma di affiliazione', '/it-it/affiliazione'],
      ['Lavora con noi', '/it-it/lavora-con-noi'],
      ['Whistleblowing', '/it-it/whistleblowing'],
      ['Servizio di progettazione', '/it-it/servizio-di-progettazione'],
      ['Progetti di interni', '/it-it/progetti-di-interni'],
      ['Programma trade', '/it-it/trade'],
      ['Lista nozze', '/it-it/account/wedding_registry/edit'],
      ['Informativa sulla privacy', '/it-it/informativa-privacy'],
      ['Cookie policy', '/it-it/cookie-policy'],
      ['Spedizioni e resi', '/it-it/spedizioni-e-resi'],
      [/^Vieni a trovarci\s*Gallerie di Milano e New York$/, '/it-it/vieni-a-trovarci'],
      ['Mappa del sito', '/it-it/sitemap'],
      ['Contract', '/it-it/contract'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: typeof name === 'string' })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('button', { name: 'Preferenze cookie' })).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await a11y.check(page);
  });

  test("the services block above it leads to the house's services in the visitor's language", async ({ page, a11y }) => {
    await page.goto('/it-it');
    const services = page.getByRole('region', { name: 'Al vostro servizio' });
    const expected: [string, string][] = [
      ['Servizio di progettazione', '/it-it/servizio-di-progettazione'],
      ['Visita le nostre gallerie', '/it-it/vieni-a-trovarci'],
      ['Lista nozze', '/it-it/account/wedding_registry/edit'],
      ['Programma trade', '/it-it/trade'],
    ];
    for (const [name, href] of expected) await expect(services.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(services.getByRole('listitem')).toHaveCount(4);
    await services.scrollIntoViewIfNeeded();
    await expect(services).toBeInViewport();
    await a11y.check(page);
  });

  test('the affiliate programme is a page of its own in each language', async ({ page, a11y }) => {
    await page.goto('/de-de/partnerprogramm');
    await expect(page.getByRole('heading', { level: 1, name: 'Partnerprogramm' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'affiliates@casamaestri.example' })).toHaveAttribute('href', 'mailto:affiliates@casamaestri.example');
    await a11y.check(page);
  });
});
