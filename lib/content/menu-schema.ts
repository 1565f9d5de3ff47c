/**
 * The shape of the editorial menu (spec §3 "Menu document") as the GROQ query returns it, checked on
 * the server. Kept apart from the menu's rules (./menu.ts) so the browser never loads zod.
 */
import { z } from 'zod';

const navLink = z.object({ label: z.string(), url: z.string(), highlighted: z.boolean().optional() });
export type NavLink = z.infer<typeof navLink>;

const image = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });

const submenuItem = z.discriminatedUnion('kind', [
  z.object({
    key: z.string(),
    kind: z.literal('column'),
    colspan: z.number().int().min(1).max(4),
    lists: z.array(z.object({ header: z.string(), links: z.array(navLink), viewAll: navLink.nullish() })),
  }),
  z.object({
    key: z.string(),
    kind: z.literal('image'),
    colspan: z.number().int().min(1).max(4),
    image,
    link: navLink.nullish(),
  }),
]);
export type SubmenuItem = z.infer<typeof submenuItem>;

const menuItem = z.object({
  key: z.string(),
  link: navLink,
  group: z.enum(['products', 'ideas']).catch('products'),
  submenu: z.array(submenuItem),
});
export type MenuItem = z.infer<typeof menuItem>;

const editorialPreview = z.object({
  id: z.string(),
  kind: z.enum(['landing', 'collection', 'magazine']),
  title: z.string(),
  url: z.string(),
  image: image.nullish(),
});
export type EditorialPreview = z.infer<typeof editorialPreview>;

export const menuSchema = z.object({
  id: z.string(),
  slug: z.string(),
  items: z.array(menuItem),
  ideasPreview: z.array(editorialPreview).default([]),
});
export type Menu = z.infer<typeof menuSchema>;
