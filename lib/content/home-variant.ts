/**
 * Which home page a visitor sees (spec §2, §3 homePage, §9 `hp=consumer`): guests and consumers the
 * consumer home (`home`), trade users the trade home (`home-trade`) — unless the `hp` cookie says
 * `consumer`, which `?hp=consumer` sets for one day so a trade user can see the shop as clients do.
 * Pure rules: the proxy decides the audience of a request, the home page picks its document from it.
 */
export type HomeAudience = 'consumer' | 'trade';

export const HOME_DOCUMENTS = { consumer: 'home', trade: 'home-trade' } as const;

/** The audience whose home page a visitor gets: trade users unless they chose the consumer home. */
export function homeAudienceFor({ trade, variant }: { trade: boolean; variant?: string | null }): HomeAudience {
  return trade && variant !== 'consumer' ? 'trade' : 'consumer';
}

/** The content document of an audience's home page; anything unknown is the consumer home. */
export function homeDocumentFor(audience: HomeAudience | null | undefined): { id: (typeof HOME_DOCUMENTS)[HomeAudience]; audience: HomeAudience } {
  return audience === 'trade' ? { id: HOME_DOCUMENTS.trade, audience: 'trade' } : { id: HOME_DOCUMENTS.consumer, audience: 'consumer' };
}
