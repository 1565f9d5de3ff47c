/** The magazine's post types (spec §2 editorial pages): the `{postType}` of /magazine/{postType}/{slug}. */
export const POST_TYPES = [
  'shop-the-look',
  'a-list',
  'the-artisan',
  'looking-around',
  'editors-pick',
  'vitrine',
  'the-character',
  'new-vision',
  'new-makers',
  'news',
  'studio-visit',
] as const;
export type PostType = (typeof POST_TYPES)[number];

export function isPostType(value: string): value is PostType {
  return (POST_TYPES as readonly string[]).includes(value);
}
