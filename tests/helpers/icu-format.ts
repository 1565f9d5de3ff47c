/**
 * `icu-minify/format` for the tests (vitest.config.mts): the build precompiles the messages
 * (next.config.ts), the tests read messages/*.json as they are, so a message is compiled here first.
 * The shop's own hooks (lib/i18n/shop-messages.tsx) then read a test's messages as the browser reads
 * the build's, and next-intl's provider gets the same messages, uncompiled, as next-intl expects in tests.
 */
import compile from 'icu-minify/compile';
// @ts-expect-error -- the package's own formatter, by its file (untyped): the package's name leads back here.
import format from '../../node_modules/icu-minify/dist/esm/production/format.js';

type Format = typeof import('icu-minify/format').default;

const formatCompiled = format as unknown as Format;

export default function formatAsBuilt(...[message, ...rest]: Parameters<Format>): ReturnType<Format> {
  return formatCompiled(typeof message === 'string' ? compile(message) : message, ...rest);
}
