import { expect, layoutShiftSoFar, test } from './fixtures';

test.describe('immersive header', () => {
  test('transparent with white text over the opening picture until scroll, without moving the page', async ({ page, a11y }) => {
    await page.goto('/test-immersive');
    const header = page.getByRole('banner');
    const look = () => header.evaluate((el) => ({ background: getComputedStyle(el).backgroundImage, color: getComputedStyle(el).color }));
    await expect.poll(look).toEqual({ background: expect.stringContaining('linear-gradient'), color: 'rgb(255, 255, 255)' });
    // The header lies over the opening picture: the hero starts where the header starts.
    const headerBox = await header.boundingBox();
    const heroBox = await page.getByRole('heading', { level: 1 }).locator('..').boundingBox();
    expect(Math.round(heroBox!.y)).toBe(Math.round(headerBox!.y));
    await a11y.check(page);

    await page.mouse.wheel(0, 300);
    await expect.poll(look).toEqual({ background: 'none', color: 'rgb(21, 18, 15)' });
    await page.mouse.wheel(0, -300);
    await expect.poll(look).toEqual({ background: expect.stringContaining('linear-gradient'), color: 'rgb(255, 255, 255)' });

    const shifts = await layoutShiftSoFar(page);
    expect(shifts).toBeLessThanOrEqual(0.01);
  });

  // Hover is for pointers: desktop project only.
  test('hover makes it solid on desktop; other pages keep the solid header', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/test-immersive');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Casa Maestri, home' }).hover();
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(21, 18, 15)');
    await page.goto('/');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).position)).toBe('relative');
  });

  test('an editor switches it on for a landing in the content service; landings without it keep the solid header', async ({ page, a11y }) => {
    test.slow();
    await page.goto('/landing/an-italian-summer');
    const header = page.getByRole('banner');
    const look = () => header.evaluate((el) => ({ position: getComputedStyle(el).position, color: getComputedStyle(el).color }));
    await expect.poll(look).toEqual({ position: 'absolute', color: 'rgb(255, 255, 255)' });
    // The landing opens on its picture, under the header, with its title over it.
    const hero = page.getByRole('region', { name: 'An Italian Summer' });
    expect(Math.round((await hero.boundingBox())!.y)).toBe(Math.round((await header.boundingBox())!.y));
    await a11y.check(page);
    await page.goto('/landing/gifts-from-italy');
    await expect.poll(look).toEqual({ position: 'relative', color: 'rgb(21, 18, 15)' });
  });
});
