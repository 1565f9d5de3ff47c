import 'server-only';
import { fetchContent } from '../client';
import { DOCUMENT_URL, LINK, compact, describeFailure, image, t } from '../groq';
import { toImage, type ContentImageProjection } from '../image';
import { menuSchema, type Menu } from '../menu-schema';
import type { Language } from '../../i18n/languages';

const CONSUMER_MENU = 'consumer-menu';
const TRADE_MENU = 'trade-menu';

const MENU_QUERY = compact(`*[_id == $menuId || slug.current == $menuId][0]{
  "id": _id,
  "slug": slug.current,
  "items": firstLevelMenu[]{
    "key": _key,
    "group": coalesce(group, "products"),
    "link": link{ ${LINK} },
    "submenu": submenu[]{
      "key": _key,
      "kind": select(_type == "editorialMenuImage" => "image", "column"),
      "colspan": coalesce(colspan, 1),
      _type == "editorialMenuColumn" => {
        "lists": menuList[]{
          "header": ${t('header')},
          "links": links[]{ ${LINK}, "highlighted": coalesce(highlighted, false) },
          "viewAll": desktopViewAll{ ${LINK} }
        }
      },
      _type == "editorialMenuImage" => {
        "image": ${image('image', 'alternativeText')},
        "link": link{ ${LINK} }
      }
    }
  },
  "ideasPreview": ideasAdditionalContent.editorialContent[]->{
    "id": _id,
    "kind": _type,
    "title": ${t('title')},
    "url": ${DOCUMENT_URL},
    "image": ${image('previewImage')}
  }
}`);

type RawMenu = Omit<Menu, 'items' | 'ideasPreview'> & {
  items: (Omit<Menu['items'][number], 'submenu'> & {
    submenu: (Record<string, unknown> & { kind: string; image?: ContentImageProjection })[];
  })[];
  ideasPreview: (Record<string, unknown> & { image?: ContentImageProjection })[] | null;
};

/**
 * The editorial menu for a visitor (spec §7): the trade menu for trade users, the consumer menu
 * otherwise, or the menu named by `menu-id` in preview (spec §5: "menu id taken from query parameter
 * menu-id, draft content used"); a preview menu id is ignored outside preview. Null when the content
 * service fails: the shell then renders without a menu rather than failing the page.
 */
export async function getMenu({ language, trade, preview = false, previewMenuId }: { language: Language; trade: boolean; preview?: boolean; previewMenuId?: string }): Promise<Menu | null> {
  const menuId = (preview ? previewMenuId : undefined) ?? (trade ? TRADE_MENU : CONSUMER_MENU);
  try {
    const raw = await fetchContent<RawMenu | null>(MENU_QUERY, { menuId, lang: language }, { types: ['menu'], preview });
    if (!raw) return null;
    return menuSchema.parse({
      ...raw,
      items: raw.items.map((item) => ({
        ...item,
        submenu: item.submenu.map((entry) => (entry.kind === 'image' ? { ...entry, image: toImage(entry.image, 1200) } : entry)).filter((e) => e.kind !== 'image' || e.image),
      })),
      ideasPreview: (raw.ideasPreview ?? []).map((p) => ({ ...p, image: toImage(p.image, 1080) })),
    });
  } catch (error) {
    console.error(`menu unavailable (${describeFailure(error)})`);
    return null;
  }
}
