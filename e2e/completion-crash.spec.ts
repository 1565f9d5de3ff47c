import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openLoginPanel, signInInPanel, test } from './fixtures';
import { addressFormReady, fillGuestAddress, MILAN_ADDRESS, payByTestCard } from './support/checkout';

/**
 * An order completed while its answer is lost is never reported as failed (issue 36 item 2). This
 * file starts its own production server whose commerce calls pass through a proxy that can lose
 * the answer to `PATCH checkout/complete` after the service has completed the order (the
 * connection is cut once the answer has arrived), and refuse `order_status`. The shopper lands on
 * the thank-you page, or reads the retryable message and places the order again (idempotent):
 * one order, one confirmation e-mail, never "failed" — as a guest and as a signed-in shopper.
 */
const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const root = path.resolve(__dirname, '..');
const UNCONFIRMED = 'We could not confirm your order yet. Please try again in a moment: if it has already gone through, you will not be charged twice.';

type Faults = { completion: 'pass' | 'lose-answer' | 'refuse'; status: 'pass' | 'refuse' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The commerce service as the storefront reaches it, with the faults this file needs. */
function startAnswerLosingProxy(port: number, faults: Faults): Promise<http.Server> {
  const upstream = new URL(backend);
  const server = http.createServer((req, res) => {
    const completion = req.method === 'PATCH' && /\/checkout\/complete(\?|$)/.test(req.url ?? '');
    const status = req.method === 'GET' && /\/order_status\//.test(req.url ?? '');
    if ((status && faults.status === 'refuse') || (completion && faults.completion === 'refuse')) return void req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const outgoing = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          if (completion && faults.completion === 'lose-answer') {
            // The service has done the work and answered; the storefront never hears it.
            answer.resume();
            answer.on('end', () => req.socket.destroy());
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      outgoing.on('error', () => req.socket.destroy());
      outgoing.end(Buffer.concat(chunks));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function confirmationsFor(email: string): Promise<{ kind: string; token: string }[]> {
  const answer = (await (await fetch(`${backend}/__embedded/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { kind: string; token: string }[] };
  return answer.messages.filter((m) => m.kind === 'order_confirmation');
}

test.describe('an order whose completion answer is lost', () => {
  // A whole checkout per test, through a second production server, on a shared machine: its time, as the money journeys have.
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  const faults: Faults = { completion: 'pass', status: 'pass' };
  let proxy: http.Server;
  let storefront: ChildProcess;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const [port, commerce] = await Promise.all([freePort(), freePort()]);
    proxy = await startAnswerLosingProxy(commerce, faults);
    storefront = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', 'localhost', '-p', String(port)], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        STOREFRONT_TEST_ROUTES: '1',
        RATE_LIMIT_FACTOR: '20',
        SPREE_API_URL: `http://127.0.0.1:${commerce}`,
        ALGOLIA_HOST: backend,
        SANITY_API_HOST: backend,
      },
    });
    origin = `http://localhost:${port}`;
    await expect.poll(() => fetch(`${origin}/test-cart`).then((r) => r.status, () => 0), { timeout: 120_000 }).toBe(200);
  });

  test.afterEach(() => {
    faults.completion = 'pass';
    faults.status = 'pass';
  });

  test.afterAll(async () => {
    storefront?.kill('SIGTERM');
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  });

  /** A guest with one piece in the bag, at the review step. */
  async function toReview(page: Page, email: string) {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to bag' }) }).first();
    // The fixture page reads the catalogue per request through this file's fault proxy; on a busy CI
    // machine one read can miss its wait and the page answers 500 (CI, once in 430 runs). It is the
    // fixture, not what this file tests: load it again until its pieces show.
    await expect(async () => {
      await page.goto(`${origin}/test-cart`);
      await expect(item).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    const name = (await item.getByRole('heading').textContent())!.trim();
    await item.getByRole('button', { name: 'Add to bag' }).click();
    // The line in the drawer is the service's answer: the cart (and its cookie) exists.
    await expect(page.getByRole('dialog', { name: 'Your bag' }).getByRole('link', { name })).toBeVisible();
    await page.goto(`${origin}/checkout`);
    const main = page.locator('main');
    await addressFormReady(main);
    await fillGuestAddress(main, { ...MILAN_ADDRESS, email });
    return payByTestCard(main, 'Giulia Conti');
  }

  test('the service completed the order but its answer never arrived: the shopper lands on the thank-you page', async ({ page, a11y }, info) => {
    const email = `lost-answer-${info.project.name}-${Date.now()}@example.com`;
    const place = await toReview(page, email);
    faults.completion = 'lose-answer';
    await place.click();

    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(`A confirmation is on its way to ${email}`)).toBeVisible();
    const number = /order=(R\d+)/.exec(page.url())![1];
    await expect(page.getByText(`Order ${number}`, { exact: true })).toBeVisible();
    await a11y.check(page);
    // The order's confirmation was written once, and the bag is empty: nothing invites a second purchase.
    expect((await confirmationsFor(email)).map((m) => m.token)).toEqual([number]);
    await page.goto(`${origin}/checkout/cart`);
    await expect(page.getByRole('button', { name: /^Bag/ }).or(page.getByRole('link', { name: /^Bag/ })).first()).toHaveAccessibleName('Bag');
  });

  test('neither the answer nor the order state can be read: the retryable message, and checking again lands on the one order', async ({ page, a11y }, info) => {
    const email = `unconfirmed-${info.project.name}-${Date.now()}@example.com`;
    const place = await toReview(page, email);
    faults.completion = 'lose-answer';
    faults.status = 'refuse';
    await place.click();

    // Never "failed": the shopper is told the order cannot be confirmed yet, with a way to check again.
    const main = page.locator('main');
    await expect(main.getByRole('alert').filter({ hasText: UNCONFIRMED })).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('heading', { level: 1, name: 'We are confirming your order' })).toBeVisible();
    await a11y.check(page);
    // The order is complete in the service all the same, with its one confirmation.
    await expect.poll(async () => (await confirmationsFor(email)).length).toBe(1);

    // The service answers again; the shopper checks again and lands on the order (the cookie kept its number and token).
    faults.completion = 'pass';
    faults.status = 'pass';
    await main.getByRole('link', { name: 'Check again' }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
    await expect(page.getByText(`A confirmation is on its way to ${email}`)).toBeVisible();
    const number = /order=(R\d+)/.exec(page.url())![1];
    expect((await confirmationsFor(email)).map((m) => m.token)).toEqual([number]);
  });

  /** A shopper signed up through the commerce API and signed in on the shop, with one piece in the bag, at the review step. */
  async function signedInToReview(page: Page, email: string, isMobile: boolean) {
    const password = 'Atelier-Como-2026';
    const signUp = await fetch(`${backend}/api/v2/storefront/account`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password, password_confirmation: password, first_name: 'Olivia', last_name: 'Bennett' } }),
    });
    expect(signUp.ok).toBe(true);
    // Loaded again if it failed: lost answers a moment ago leave the service counted as quiet for a while.
    await expect(async () => {
      await page.goto(`${origin}/test-cart`);
      await expect(page.getByRole('button', { name: 'Add to bag' }).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await openLoginPanel(page, isMobile);
    await signInInPanel(page.getByRole('dialog'), email, password);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in or create an account' })).toBeHidden();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to bag' }) }).nth(1);
    const name = (await item.getByRole('heading').textContent())!.trim();
    await item.getByRole('button', { name: 'Add to bag' }).click();
    await expect(page.getByRole('dialog', { name: 'Your bag' }).getByRole('link', { name })).toBeVisible();
    await page.goto(`${origin}/checkout`);
    const main = page.locator('main');
    // The form answers a click once hydrated: the fields it needs are then named as required.
    await expect(async () => {
      await main.getByRole('button', { name: 'Continue to delivery' }).click();
      await expect(main.getByText('Required').first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const { email: _guestOnly, ...address } = MILAN_ADDRESS;
    await fillGuestAddress(main, address);
    return payByTestCard(main, 'Olivia Bennett');
  }

  test('signed in: the answer never arrived, and the shopper lands on the order', async ({ page, a11y, isMobile }, info) => {
    const email = `lost-answer-account-${info.project.name}-${Date.now()}@example.com`;
    const place = await signedInToReview(page, email, isMobile);
    faults.completion = 'lose-answer';
    await place.click();

    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
    await expect(page.getByText(`A confirmation is on its way to ${email}`)).toBeVisible();
    const number = /order=(R\d+)/.exec(page.url())![1];
    await expect(page.getByText(`Order ${number}`, { exact: true })).toBeVisible();
    await a11y.check(page);
    expect((await confirmationsFor(email)).map((m) => m.token)).toEqual([number]);
  });

  test('signed in: neither the answer nor the order state can be read, and checking again lands on the order, not an empty bag', async ({ page, isMobile }, info) => {
    const email = `unconfirmed-account-${info.project.name}-${Date.now()}@example.com`;
    const place = await signedInToReview(page, email, isMobile);
    faults.completion = 'lose-answer';
    faults.status = 'refuse';
    await place.click();

    const main = page.locator('main');
    await expect(main.getByRole('alert').filter({ hasText: UNCONFIRMED })).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('heading', { level: 1, name: 'We are confirming your order' })).toBeVisible();
    await expect.poll(async () => (await confirmationsFor(email)).length).toBe(1);

    faults.completion = 'pass';
    faults.status = 'pass';
    await main.getByRole('link', { name: 'Check again' }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
    await expect(page.getByText(`A confirmation is on its way to ${email}`)).toBeVisible();
    const number = /order=(R\d+)/.exec(page.url())![1];
    expect((await confirmationsFor(email)).map((m) => m.token)).toEqual([number]);
  });

  test('the completion never reached the service: the retryable message at the review, and placing it again places one order', async ({ page }, info) => {
    const email = `unreached-${info.project.name}-${Date.now()}@example.com`;
    const place = await toReview(page, email);
    faults.completion = 'refuse';
    await place.click();

    const main = page.locator('main');
    await expect(main.getByRole('alert').filter({ hasText: UNCONFIRMED })).toBeVisible({ timeout: 30_000 });
    await expect(place).toBeEnabled();
    expect(await confirmationsFor(email)).toEqual([]);

    faults.completion = 'pass';
    await place.click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=R\d+/, { timeout: 30_000 });
    await expect(page.getByText(`A confirmation is on its way to ${email}`)).toBeVisible();
    const number = /order=(R\d+)/.exec(page.url())![1];
    expect((await confirmationsFor(email)).map((m) => m.token)).toEqual([number]);
  });
});
