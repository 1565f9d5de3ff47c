/**
 * The message namespaces client components use. Only these are serialised to the browser; server
 * components read the full catalogue on the server.
 */
export const CLIENT_NAMESPACES = ['shell', 'serverError', 'validation', 'contact', 'newsletter', 'consent', 'accessibility', 'countries', 'preview', 'chat', 'cart', 'auth', 'account'] as const;

export function pickClientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
  // The product card (its heart, and the whole card where trade prices arrive after load) is on
  // editorial pages too, not only on listings: its labels and its shipping line.
  const catalogue = messages.catalogue as Record<string, unknown> | undefined;
  if (catalogue?.card) picked.catalogue = { card: catalogue.card, shipping: catalogue.shipping };
  // The registry's bar (a shell extra) and its row in the list panel can show on any page.
  const registry = messages.registry as Record<string, unknown> | undefined;
  if (registry) picked.registry = { bar: registry.bar, panel: registry.panel };
  // The contact dialog's trade sales block (any page's top strip).
  const trade = messages.trade as Record<string, unknown> | undefined;
  if (trade) picked.trade = { contact: trade.contact };
  return picked;
}
