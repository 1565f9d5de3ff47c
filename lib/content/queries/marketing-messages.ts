import 'server-only';
import { fetchContent } from '../client';
import { LINK, compact, describeFailure, t } from '../groq';

export interface MarketingMessage {
  id: string;
  text: string;
  link: { label: string; url: string } | null;
}

/**
 * Spec §7: marketing messages, never drafts, for the visitor's country: those dedicated to the
 * country first, then the most recently updated. A trade user gets the business-only set when it has
 * any message for the country, otherwise the general set.
 */
const MESSAGES_QUERY = compact(`*[_type == "marketingMessage" && !(_id in path("drafts.**"))
    && (count(coalesce(dedicatedCountries, [])) == 0 || $country in dedicatedCountries)]{
  "id": _id,
  "text": ${t('text')},
  "b2bOnly": coalesce(b2bOnly, false),
  "dedicated": $country in coalesce(dedicatedCountries, []),
  "link": link{ ${LINK} },
  _updatedAt
} | order(dedicated desc, _updatedAt desc)`);

type Row = MarketingMessage & { b2bOnly: boolean; dedicated: boolean };

function chooseMarketingMessages(rows: Row[], trade: boolean): MarketingMessage[] {
  const business = rows.filter((r) => r.b2bOnly);
  const set = trade && business.length > 0 ? business : rows.filter((r) => !r.b2bOnly);
  return set.map(({ id, text, link }) => ({ id, text, link: link?.url ? link : null }));
}

export async function getMarketingMessages({ language, country, trade }: { language: string; country: string; trade: boolean }): Promise<MarketingMessage[]> {
  try {
    const rows = await fetchContent<Row[]>(MESSAGES_QUERY, { lang: language, country: country.toUpperCase() }, { types: ['marketingMessage'] });
    return chooseMarketingMessages(rows, trade);
  } catch (error) {
    console.error(`marketing messages unavailable (${describeFailure(error)})`);
    return [];
  }
}
