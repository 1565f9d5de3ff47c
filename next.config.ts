import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSentryConfig } from '@sentry/nextjs/config';
import { assertDeployableConfig, imageHosts, imageSources, isLoopbackHost, recaptchaSettings, serviceConfig } from './lib/config';
import { IMAGE_LIMITS, PROXY_BODY_CLONE_BYTES } from './lib/security/limits';
import { HSTS, securityHeaders } from './lib/security/csp';

// Public default secrets against real services stop the build and `next start` here, with the reason.
assertDeployableConfig();

// Messages are compiled at build time: the browser formats them without ICU's parser (about 12 KB gzip).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', sourceLocale: 'en', precompile: true } },
});
const hosts = imageHosts();

// Content-Security-Policy and friends (lib/security/csp.ts says what each origin is for).
const headers = securityHeaders({
  commerceUrl: serviceConfig.spree.url,
  imageHosts: hosts,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  vercel: Boolean(process.env.VERCEL),
  recaptcha: Boolean(recaptchaSettings()),
  gtm: Boolean(process.env.GTM_ID),
  dev: process.env.NODE_ENV === 'development',
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next gzips every answer in the server's own thread: a profile of a cached listing under load
  // spent more time in zlib than in anything else of the server's. Behind a proxy or CDN that
  // compresses (nginx `gzip on`, any CDN), set STOREFRONT_COMPRESS=off and let it do so (README "Benchmarks").
  compress: process.env.STOREFRONT_COMPRESS !== 'off',
  // Next hashes every HTML answer (about 110 KB) in JavaScript on every request to make its ETag:
  // a sixth of the server's time on a cached page. Guest pages are served whole from the shared
  // cache with s-maxage, and a CDN in front validates with its own; without one, a browser
  // re-fetches a page it would have revalidated. Measured with the bench: / from 468 to 581 req/s,
  // p99 155 → 106 ms.
  generateEtags: false,
  // With REDIS_URL, Next's page and data cache (ISR pages, fetch and unstable_cache data, tag expiry)
  // lives in the Redis every instance shares (ADR 0016); read when `next start` starts, so one build
  // runs either way. Unset: each instance's own file-system cache, as before.
  ...(process.env.REDIS_URL?.trim() ? { cacheHandler: path.join(process.cwd(), 'lib/cache/redis-cache-handler.mjs') } : {}),
  // The proxy moves `/en-us/` to `/` in one redirect (lib/routing/resolve-request.ts): Next's own
  // trailing-slash redirect would come first and make it two (`/en-us/` → `/en-us` → `/`).
  skipTrailingSlashRedirect: true,
  // Test-only routes (`page.e2e.tsx`: /test-cart, /test-immersive, /test-server-error, /api/test-preview) are
  // in the build the tests run against (scripts/lib/build.mjs sets STOREFRONT_TEST_ROUTES_BUILD for
  // `ensureBuild({ testRoutes: true })` only), never in `npm start`'s or `npm run build`'s, which are
  // checked for them (scripts/lib/test-routes.mjs); even built, they answer only with STOREFRONT_TEST_ROUTES=1.
  pageExtensions: process.env.STOREFRONT_TEST_ROUTES_BUILD === '1' ? ['e2e.tsx', 'e2e.ts', 'tsx', 'ts', 'jsx', 'js'] : ['tsx', 'ts', 'jsx', 'js'],
  experimental: {
    // The locale layout is the root document (its <html lang> comes from the URL, so pages can be
    // cached whole); a URL no locale takes gets app/global-not-found.tsx.
    globalNotFound: true,
    // CSS in as few render-blocking files as the order of the rules allows: Turbopack's default
    // split the home and product pages' CSS into five files (one of 138 bytes), each a request the
    // first paint waited for on a phone. Priced at 1 MB a request, every page gets the same two
    // files (15.7 KB gzip; the home 1.9 KB less, a sign-in page 2 KB more), and Lighthouse's
    // simulated first paint of the home page came 150 ms earlier (1,073 against 1,227 ms, five runs
    // each). Screenshots of nine pages at 390 and 1440 px were the same to the pixel.
    cssChunking: { type: 'graph', requestCost: 1_000_000, weightDistribution: 0 },
    // Next copies into memory the body of every request the proxy runs for (pages' server actions, the
    // dynamic API routes), 10 MB by default: a flood of large bodies held 10 MB each. Just over the
    // server actions' own 1 MB limit, so they still refuse a larger body themselves (lib/security/limits.ts).
    proxyClientMaxBodySize: PROXY_BODY_CLONE_BYTES,
  },
  // `npm test` type-checks the whole repo once (tsc --noEmit); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Spec §9: widths 750, 1080, 1920, 2048 and 360, 512; quality 75 (any other is refused with a 400).
    deviceSizes: [...IMAGE_LIMITS.deviceSizes],
    imageSizes: [...IMAGE_LIMITS.imageSizes],
    qualities: [...IMAGE_LIMITS.qualities],
    formats: ['image/webp'],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // Each service's image paths only (lib/config.ts imageSources), and a bounded download per picture;
    // the proxy limits how many pictures one client may have optimised a minute (RATE_RULES.image).
    remotePatterns: imageSources().map(({ url, pathname }) => ({
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname,
    })),
    maximumResponseBody: IMAGE_LIMITS.maximumResponseBody,
    maximumRedirects: 0,
    // The embedded backend serves images on loopback; never allow local IPs for a real deployment.
    dangerouslyAllowLocalIP: hosts.some(isLoopbackHost),
  },
  async headers() {
    return [
      { source: '/:path*', headers },
      // HSTS only when the request came over https (the proxy in front says so).
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS] },
    ];
  },
};

const withIntl = withNextIntl(nextConfig);

// Sentry's build integration only when an error-reporting project is configured.
export default process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN
  ? withSentryConfig(withIntl, {
      org: process.env.SENTRY_ORG,
      project: process.env.SENTRY_PROJECT,
      authToken: process.env.SENTRY_AUTH_TOKEN,
      silent: !process.env.CI,
      telemetry: false,
    })
  : withIntl;
