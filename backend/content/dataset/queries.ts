/**
 * The GROQ queries the storefront uses against this dataset, written once here so SCHEMA.md shows
 * exactly what the tests evaluate. Every query takes `$lang` (en, it, es, de, fr) and returns plain
 * strings for the language; links come back as `{label, url}` with locale-less paths ('/categories/…').
 */

/** A link object → {label, url}: plain URLs, categories, artisans and references to content documents. */
export const LINK_PROJECTION = `{
  "label": label[$lang],
  "url": select(
    linkType == "url" => url[$lang],
    linkType == "category" => "/categories/" + category.localizedPermalink[$lang],
    linkType == "artisan" => "/artisans/" + artisan.slug,
    linkType == "collection" => "/collections/" + reference->slug[$lang].current,
    linkType == "landing" => "/landing/" + reference->slug[$lang].current,
    linkType == "post" => "/magazine/" + reference->postType + "/" + reference->slug[$lang].current
  )
}`;

/** An image field with its alternative text in one language (build URLs with @sanity/image-url). */
const IMAGE = `{ asset, hotspot, "alt": alt[$lang] }`;

/** Preview cards of landings, collections and posts (menus' ideas content, documents preview blocks). */
export const PREVIEW_PROJECTION = `{
  _id,
  _type,
  "slug": slug[$lang].current,
  postType,
  "previewImage": previewImage${IMAGE},
  "title": title[$lang]
}`;

/** Portable Text in one language, with link annotations resolved to paths (products keep their id). */
export const RICH_TEXT_PROJECTION = `{
  ...,
  markDefs[]{
    ...,
    _type == "categoryLink" => { "url": "/categories/" + localizedPermalink[$lang] },
    _type == "artisanLink" => { "url": "/artisans/" + slug },
    _type == "internalLink" => { "url": select(
      reference->_type == "collection" => "/collections/" + reference->slug[$lang].current,
      reference->_type == "landing" => "/landing/" + reference->slug[$lang].current,
      reference->_type == "magazine" => "/magazine/" + reference->postType + "/" + reference->slug[$lang].current
    ) }
  }
}`;


/** Fields of every content block except the grey container, in one language. */
const BLOCK_FIELDS = `
  _key,
  _type,
  _type == "richText" => { "body": body[$lang][]${RICH_TEXT_PROJECTION} },
  _type == "linkedImageWithText" => { "image": image${IMAGE}, imagePosition, "title": title[$lang], "text": text[$lang][]${RICH_TEXT_PROJECTION}, "link": link${LINK_PROJECTION} },
  _type == "oneColumnBanner" => { "image": image${IMAGE}, "title": title[$lang], "subtitle": subtitle[$lang], "link": link${LINK_PROJECTION} },
  _type == "twoColumnBanner" => { "items": items[]{ _key, "image": image${IMAGE}, "title": title[$lang], "subtitle": subtitle[$lang], "link": link${LINK_PROJECTION} } },
  _type == "rowOfItems" => { "title": title[$lang], carousel, "items": items[]{ _key, "image": image${IMAGE}, "title": title[$lang], "text": text[$lang], "link": link${LINK_PROJECTION} } },
  _type == "quote" => { "text": text[$lang], author, "role": role[$lang] },
  _type == "shopTheLook" => { "title": title[$lang], "image": image${IMAGE}, hotspots[]{ _key, x, y, productId } },
  _type == "productList" => { "title": title[$lang], productIds },
  _type == "twoColumns" => { "columns": columns[]{ _key, "image": image${IMAGE}, "body": body[$lang][]${RICH_TEXT_PROJECTION} } },
  _type == "ctaButton" => { style, "link": link${LINK_PROJECTION} },
  _type == "documentsPreview" => { "title": title[$lang], carousel, "documents": documents[]->${PREVIEW_PROJECTION} },
  _type == "cinemaCarousel" => { "title": title[$lang], "slides": slides[]{ _key, "image": image${IMAGE}, "caption": caption[$lang], "link": link${LINK_PROJECTION} } }`;

/** Content blocks in one language; a grey container holds blocks of the other kinds. */
export const BLOCKS_PROJECTION = `{
  ${BLOCK_FIELDS},
  _type == "greyContainer" => { "blocks": blocks[]{ ${BLOCK_FIELDS} } }
}`;

/** The editorial menu by slug or id ($menuId: consumer-menu, trade-menu or the preview menu id). */
export const MENU_QUERY = `*[_type == "editorialMenu" && (slug.current == $menuId || _id == $menuId)][0]{
  _id,
  "slug": slug.current,
  firstLevelMenu[]{
    _key,
    group,
    "link": link${LINK_PROJECTION},
    submenu[]{
      _key,
      _type,
      colspan,
      _type == "editorialMenuImage" => { "image": image${IMAGE}, "alternativeText": alternativeText[$lang], "link": link${LINK_PROJECTION} },
      _type == "editorialMenuColumn" => { menuList[]{
        _key,
        "header": header[$lang],
        "links": links[]{ _key, highlighted, ...${LINK_PROJECTION} },
        "desktopViewAll": desktopViewAll${LINK_PROJECTION}
      } }
    }
  },
  "ideasAdditionalContent": { "editorialContent": ideasAdditionalContent.editorialContent[]->${PREVIEW_PROJECTION} }
}`;

/**
 * Marketing messages for a country ($country, upper case) and audience ($b2b: true for trade users).
 * Published only; country-dedicated first, then most recently updated. A trade user whose query returns
 * nothing falls back to $b2b = false (spec §7).
 */
export const MARKETING_MESSAGES_QUERY = `*[_type == "marketingMessage" && !(_id in path("drafts.**")) && b2bOnly == $b2b && (count(dedicatedCountries) == 0 || $country in dedicatedCountries)] | order(($country in dedicatedCountries) desc, _updatedAt desc){
  _id,
  "text": text[$lang],
  b2bOnly,
  dedicatedCountries,
  "link": link${LINK_PROJECTION}
}`;

/** The newsletter sign-up layer for a country: published only, dedicated first, then most recently updated. */
export const SIGNUP_LAYER_QUERY = `*[_type == "newsletterSignupLayer" && !(_id in path("drafts.**")) && !($country in excludedCountries) && (count(dedicatedCountries) == 0 || $country in dedicatedCountries)] | order(($country in dedicatedCountries) desc, _updatedAt desc)[0]{
  _id,
  "title": title[$lang],
  "subtitle": subtitle[$lang],
  "buttonCtaLabel": buttonCtaLabel[$lang],
  "image": image${IMAGE},
  "thankYouTitle": thankYouTitle[$lang],
  "thankYouSubtitle": thankYouSubtitle[$lang],
  "thankYouBtn": thankYouBtn[$lang],
  dedicatedCountries,
  excludedCountries
}`;

/** The home page for an audience ($audience: consumer or trade). */
export const HOME_QUERY = `*[_type == "homePage" && audience == $audience][0]{
  _id,
  audience,
  "hero": hero{ "image": image${IMAGE}, "title": title[$lang], "subtitle": subtitle[$lang], "link": link${LINK_PROJECTION} },
  "content": content[]${BLOCKS_PROJECTION}
}`;

/** A company page by its key ($key: about, trade, press, careers, whistleblowing, design-service, interior-projects, contract, visit-us). */
export const PAGE_BY_KEY_QUERY = `*[_type == "page" && pageKey == $key][0]{
  _id,
  pageKey,
  "title": title[$lang],
  "slug": slug[$lang].current,
  "slugs": slug,
  "intro": intro[$lang],
  "heroImage": heroImage${IMAGE},
  "content": content[]${BLOCKS_PROJECTION}
}`;

/** A company or legal page by its slug in the current language ($slug). */
export const PAGE_BY_SLUG_QUERY = `*[_type in ["page", "legalPage"] && slug[$lang].current == $slug][0]{
  _id,
  _type,
  pageKey,
  "title": title[$lang],
  "slugs": slug,
  "intro": intro[$lang],
  "body": body[$lang][]${RICH_TEXT_PROJECTION},
  "content": content[]${BLOCKS_PROJECTION}
}`;

/** A legal page by key ($key: privacy, sales-terms, trade-sales-terms, cookies, ordering, shipping-and-returns, contact). */
export const LEGAL_PAGE_QUERY = `*[_type == "legalPage" && pageKey == $key][0]{
  _id,
  pageKey,
  "title": title[$lang],
  "slugs": slug,
  _updatedAt,
  "body": body[$lang][]${RICH_TEXT_PROJECTION}
}`;

/** A magazine post by post type and slug in the current language. */
export const POST_QUERY = `*[_type == "magazine" && postType == $postType && slug[$lang].current == $slug][0]{
  _id,
  postType,
  "postTypeLabel": postTypeLabel[$lang],
  "title": title[$lang],
  "slugs": slug,
  "excerpt": excerpt[$lang],
  author,
  publishedAt,
  "heroImage": heroImage${IMAGE},
  artisan,
  "content": content[]${BLOCKS_PROJECTION}
}`;

/** Magazine list, newest first, optionally of one post type ($postType or null), paged with $start/$end. */
export const POSTS_LIST_QUERY = `*[_type == "magazine" && (!defined($postType) || postType == $postType)] | order(publishedAt desc)[$start...$end]{
  ...${PREVIEW_PROJECTION},
  "excerpt": excerpt[$lang],
  "postTypeLabel": postTypeLabel[$lang],
  publishedAt
}`;

/** Editorial list pages: collections and landings ($types, e.g. ["collection"]), most recently updated first. */
export const EDITORIAL_LIST_QUERY = `*[_type in $types] | order(_updatedAt desc)[$start...$end]{
  ...${PREVIEW_PROJECTION},
  "description": coalesce(description[$lang], subtitle[$lang]),
  audience
}`;

/** A landing page by slug in the current language. */
export const LANDING_QUERY = `*[_type == "landing" && slug[$lang].current == $slug][0]{
  _id,
  "title": title[$lang],
  "slugs": slug,
  "subtitle": subtitle[$lang],
  audience,
  "heroImage": heroImage${IMAGE},
  "content": content[]${BLOCKS_PROJECTION}
}`;

/** A collection by slug in the current language; `products` is {mode:'ids', productIds} or {mode:'rule', rule}. */
export const COLLECTION_QUERY = `*[_type == "collection" && slug[$lang].current == $slug][0]{
  _id,
  "title": title[$lang],
  "slugs": slug,
  "description": description[$lang],
  audience,
  "headerImage": headerImage${IMAGE},
  products
}`;

/**
 * Product-page content for one product: by id first, then rules matching one of its category permalinks
 * ($taxonPermalinks: the product's taxons and all their ancestors) or its artisan ($artisanSlug), highest
 * priority first. Rule filters (editorsPick, suitableForContract, readyToShip, customizable) are checked
 * by the storefront against the product, since they are product facts.
 */
export const PDP_CONTENT_QUERY = `*[_type == "pdp" && (
  (selection == "id" && $productId in productIds) ||
  (selection == "rule" && (!defined(rule.category) || rule.category.permalink in $taxonPermalinks) && (!defined(rule.artisan) || rule.artisan.slug == $artisanSlug))
)] | order(priority desc, _updatedAt desc){
  _id,
  selection,
  priority,
  rule,
  "title": title[$lang],
  "content": content[]${BLOCKS_PROJECTION}
}`;

/** The URL of an image for social sharing (spec §7: quality 75, width 1200) — via @sanity/image-url instead when possible. */
export const SHARE_IMAGE_QUERY = `*[_id == $id][0]{ "url": coalesce(heroImage, previewImage, headerImage, hero.image).asset->url + "?w=1200&q=75" }`;
