import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule of ADR 0019 (eslint.config.mjs): the [storefront] segment is parsed in
 * lib/i18n/page-context.ts and read from params in lib/i18n/server.ts, nowhere else in lib.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PLANTED = `import { parseStorefrontSegment } from '@/lib/i18n/page-context';
export async function planted(params: Promise<{ storefront: string }>) {
  const { storefront } = await params;
  const [locale] = (await params).storefront.split('--');
  return [parseStorefrontSegment(storefront), locale];
}
`;

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages.map((m) => `${m.line}:${m.ruleId}`);
}

describe('the raw segment stays out of lib', () => {
  it('fails a planted parse in lib on each of its lines', async () => {
    expect(await ruleIds('lib/cart/planted.ts', PLANTED)).toEqual([
      '1:no-restricted-imports',
      '2:no-restricted-syntax',
      '3:no-restricted-syntax',
      '4:no-restricted-syntax',
      '4:no-restricted-syntax',
    ]);
  }, 60_000);

  it('lets the one parser module do it', async () => {
    expect(await ruleIds('lib/i18n/server.ts', PLANTED)).toEqual([]);
  }, 60_000);
});
