/** One module for what search engines read of a page: URLs, canonical, hreflang (ADR 0015). Sitemaps: ./sitemap. */
export * from './urls';
export * from './alternates';
export * from './metadata';
