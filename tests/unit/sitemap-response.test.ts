import { describe, expect, it, vi } from 'vitest';
import { sitemapAnswer } from '@/lib/seo/sitemap-response';
import { ServiceUnavailableError } from '@/lib/services/unavailable';

describe('sitemapAnswer', () => {
  it('passes a built sitemap through', async () => {
    const answer = await sitemapAnswer(async () => new Response('<urlset/>', { status: 200 }));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<urlset/>');
  });

  it('answers 503 with Retry-After, uncached, when a service gave no answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await sitemapAnswer(async () => {
      throw new ServiceUnavailableError('content: TimeoutError');
    });
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).not.toContain('TimeoutError');
    log.mockRestore();
  });

  it('leaves any other error a 500 (a bug must not pass for an outage)', async () => {
    await expect(sitemapAnswer(async () => { throw new TypeError('bug'); })).rejects.toThrow('bug');
  });
});
