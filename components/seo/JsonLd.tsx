import { jsonLdText } from '@/lib/seo/json-ld';

/** One JSON-LD object (lib/seo's schema modules) as the script tag search engines read, server-rendered. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
