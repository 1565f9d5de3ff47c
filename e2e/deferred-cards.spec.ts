import { expect, test } from './fixtures';

test('a product carousel ships its first view and reads the later cards as it comes near', async ({ page, request, a11y }) => {
  // As served: four cards in each product carousel, the rest only holding their room.
  const html = await (await request.get('/it-it')).text();
  const section = html.split('data-block="productList"')[1]?.split('</section>')[0] ?? '';
  expect(section.match(/<article/g)?.length).toBe(4);
  expect(section.match(/aria-hidden="true"><div class="[^"]*media/g)?.length).toBeGreaterThan(0);

  await page.goto('/it-it');
  const carousel = page.locator('[data-block="productList"]').first().getByRole('region');
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => carousel.locator('article').count()).toBeGreaterThan(4);
  // The later cards are whole cards in the page's language: a link to the piece and its price in euros.
  const later = carousel.locator('li').nth(5);
  await expect(later.getByRole('link').first()).toHaveAttribute('href', /^\/it-it\/products\//);
  await expect(later).toContainText('€');
  await expect(carousel.locator('[aria-hidden="true"] > div:only-child')).toHaveCount(0);
  await a11y.check(page);
});
