/**
 * Text normalisation shared by indexing, querying and highlighting: case and diacritics folded the
 * way Algolia folds them ("Caffè" = "caffe", "Stühle" = "stuhle"), words split on anything that is
 * not a letter or a digit, and a bounded edit distance for typo tolerance.
 */

const SPECIAL_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };
const SPECIAL_RE = /[ßæœøłđı]/g;
const MARKS_RE = /\p{M}+/gu;

/** Lower-cases and strips diacritics. Keeps the string's length stable only for precomposed input. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS_RE, '')
    .replace(SPECIAL_RE, (ch) => SPECIAL_FOLDS[ch] ?? ch);
}

export interface Token {
  /** Folded form used for matching. */
  norm: string;
  /** Offsets of the word in the original string (for highlighting). */
  start: number;
  end: number;
}

const WORD_RE = /[\p{L}\p{N}]+/gu;

/** The words of a string with their original offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    const start = m.index ?? 0;
    tokens.push({ norm: fold(m[0]), start, end: start + m[0].length });
  }
  return tokens;
}

/** Just the folded words. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD_RE)) out.push(fold(m[0]));
  return out;
}

/**
 * Optimal-string-alignment distance (a transposition counts as one typo, as in Algolia), or
 * `max + 1` as soon as it must exceed `max`. With `prefix`, the distance from `query` to the closest
 * prefix of `term`: what the last word of a query being typed needs.
 */
export function boundedDistance(query: string, term: string, max: number, prefix = false): number {
  const n = query.length;
  const m = prefix ? Math.min(term.length, n + max) : term.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = new Array<number>(m + 1);
  let cur = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const tc = term.charCodeAt(j - 1);
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (qc === tc ? 0 : 1));
      if (i > 1 && j > 1 && qc === term.charCodeAt(j - 2) && query.charCodeAt(i - 2) === tc) {
        d = Math.min(d, prev2[j - 2] + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  if (!prefix) return Math.min(prev[m], max + 1);
  // Closest prefix of the term: any end column whose length is within reach.
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) best = Math.min(best, prev[j]);
  return best;
}
