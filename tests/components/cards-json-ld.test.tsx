import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardsJsonLd } from '@/components/seo/CardsJsonLd';
import { collectionPage, collectionPageJsonLd } from '@/lib/seo/item-list';
import { jsonLdText } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

const ORIGIN = 'https://shop.example';
const cards = [
  { title: 'Lido sofa', permalink: '/products/lido' },
  { title: 'Vela </script><b>lamp', permalink: '/products/vela' },
];

describe('a product listing’s ItemList drawn from its cards', () => {
  for (const locale of ['en-us', 'de-de'] as const) {
    it(`writes the same script as the server's CollectionPage (${locale}), once`, () => {
      const page = { locale, url: absoluteUrl(locale, '/categories/seating', ORIGIN), name: 'Seating', description: 'Chairs & sofas' };
      const { container } = render(<CardsJsonLd page={collectionPage(page)} cards={cards} base={absoluteUrl(locale, '', ORIGIN)} />);
      const scripts = container.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      const expected = collectionPageJsonLd({ ...page, items: cards.map((card) => ({ name: card.title, url: absoluteUrl(locale, card.permalink, ORIGIN) })) });
      expect(scripts[0].innerHTML).toBe(jsonLdText(expected));
      const parsed = JSON.parse(scripts[0].innerHTML);
      expect(parsed.mainEntity.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Vela </script><b>lamp', url: absoluteUrl(locale, '/products/vela', ORIGIN) });
      // A title can never close the tag.
      expect(scripts[0].innerHTML).not.toContain('</script>');
    });
  }
});
