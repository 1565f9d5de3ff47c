import { expect, signInInPanel, test } from './fixtures';

/**
 * Issue 18 item 10: changing the account's e-mail asks for the current password (the commerce
 * service refuses without it), with the spec's message when it is missing and a clear one when wrong.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4400}`;
const PASSWORD = 'Atelier-Como-2026';
const uniqueEmail = (tag: string, project: string) => `${tag}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function createShopper(email: string) {
  const response = await fetch(`${BACKEND}/api/v2/storefront/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Giulia', last_name: 'Conti' } }),
  });
  expect(response.ok).toBe(true);
}

async function canSignIn(email: string): Promise<boolean> {
  const response = await fetch(`${BACKEND}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: PASSWORD }),
  });
  return response.ok;
}

test.beforeEach(({ context }) => context.addInitScript(() => window.localStorage.setItem('cm_signup_layer_dismissed', '1')));

test('a new e-mail is saved only with the current password', async ({ page, a11y }, info) => {
  const email = uniqueEmail('email-from', info.project.name);
  const next = uniqueEmail('email-to', info.project.name);
  await createShopper(email);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await signInInPanel(page.getByRole('dialog'), email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Giulia Conti' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Profile' });
  const current = form.getByLabel('Current password');
  await expect(current).toHaveCount(0); // asked for only when the e-mail changes
  await form.getByLabel('E-mail', { exact: true }).fill(next);
  await expect(current).toBeVisible();
  await expect(form.getByText('To change your e-mail, enter your current password.')).toBeVisible();

  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Please insert your password')).toBeVisible();
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(next);

  await current.fill('not-my-password');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await a11y.check(page);
  expect(await canSignIn(email)).toBe(true);

  await current.fill(PASSWORD);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Your profile has been saved.')).toBeVisible();
  await expect(current).toHaveCount(0);
  expect(await canSignIn(next)).toBe(true);
  expect(await canSignIn(email)).toBe(false);
});
