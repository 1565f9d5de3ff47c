import type { Locator } from '@playwright/test';
import { certificatePdf } from '../../tests/helpers/certificate';

/**
 * Fills the trade application form (`/trade#apply`) whole and right, with both acceptances, for the
 * journeys that need an application sent (or refused for another reason than its fields). The
 * form's own messages are e2e/trade.spec.ts's.
 */
export async function fillTradeApplication(form: Locator, { email, country, city, phone }: { email: string; country?: string; city: string; phone: string }) {
  await form.getByLabel('Work e-mail').fill(email);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Ferri');
  await form.getByLabel('Password', { exact: true }).fill('Studio-2026');
  await form.getByLabel('Confirm password').fill('Studio-2026');
  await form.getByLabel('Company name').fill('Studio Ferri');
  await form.getByLabel('Company size').selectOption('2-10');
  await form.getByLabel('Project type').selectOption('hospitality');
  await form.getByLabel('Website or professional social media').fill('studioferri.it');
  if (country) await form.getByLabel('Country').selectOption(country);
  await form.getByLabel('City').fill(city);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Resale certificate').setInputFiles({ name: 'resale.pdf', mimeType: 'application/pdf', buffer: certificatePdf() });
  await form.getByRole('checkbox', { name: /I accept the trade terms and conditions of sale/ }).check();
  await form.getByRole('checkbox', { name: /I expressly accept/ }).check();
}
