/**
 * The message namespaces client components use. Only these are serialised to the browser; server
 * components read the full catalogue on the server.
 */
export const CLIENT_NAMESPACES = ['shell', 'serverError', 'validation', 'contact', 'newsletter', 'consent', 'accessibility', 'countries', 'preview', 'chat', 'cart', 'auth', 'account'] as const;

export function pickClientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
