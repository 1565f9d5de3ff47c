import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/security/csp';

const policy = (gtm: boolean) => securityHeaders({ commerceUrl: 'http://127.0.0.1:4000', imageHosts: [], gtm }).find((h) => h.key === 'Content-Security-Policy')!.value;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the tag manager in the Content-Security-Policy', () => {
  it('allows Google tag hosts only when a container is configured', () => {
    expect(policy(false)).not.toContain('googletagmanager');
    expect(policy(false)).not.toContain('google-analytics');
    const csp = policy(true);
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'img-src')).toContain('https://*.googletagmanager.com');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
  });
});
