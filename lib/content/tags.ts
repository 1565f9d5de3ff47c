/** The cache tag of a content document type (shared by cached reads and the revalidation route). */
export const contentTagName = (type: string) => `content:${type}`;
