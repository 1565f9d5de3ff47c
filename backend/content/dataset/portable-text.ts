/**
 * A small markup for writing Portable Text by hand, so editors' prose stays readable in the source:
 *   paragraphs are separated by a blank line; '## ' and '### ' start headings, '> ' a pull quote and
 *   lines starting '- ' are bullet items; **bold**, *italic* and [label](target) links, where target is
 *   product:<id>, category:<permalink>, artisan:<slug>, ref:<document id>, or a path or URL.
 */
import type { MarkDef, PortableTextBlock, PortableTextSpan } from './types';

/** Turns a link target into an annotation; it throws when the target does not exist (caught at build time). */
export type MarkResolver = (target: string, key: string) => MarkDef;

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\(([^)\s]+)\)/g;

export function parsePortableText(source: string, resolve: MarkResolver, nextKey: () => string): PortableTextBlock[] {
  const blocks: PortableTextBlock[] = [];
  for (const paragraph of source.trim().split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length > 0 && lines.every((l) => l.startsWith('- '))) {
      for (const line of lines) blocks.push({ ...block(line.slice(2), 'normal', resolve, nextKey), listItem: 'bullet', level: 1 });
      continue;
    }
    const text = lines.join(' ');
    if (text.startsWith('### ')) blocks.push(block(text.slice(4), 'h3', resolve, nextKey));
    else if (text.startsWith('## ')) blocks.push(block(text.slice(3), 'h2', resolve, nextKey));
    else if (text.startsWith('> ')) blocks.push(block(text.slice(2), 'blockquote', resolve, nextKey));
    else blocks.push(block(text, 'normal', resolve, nextKey));
  }
  return blocks;
}

function block(text: string, style: PortableTextBlock['style'], resolve: MarkResolver, nextKey: () => string): PortableTextBlock {
  const children: PortableTextSpan[] = [];
  const markDefs: MarkDef[] = [];
  const span = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: nextKey(), text: value, marks });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    span(text.slice(last, match.index), []);
    const [, bold, italic, label, target] = match;
    if (bold !== undefined) span(bold, ['strong']);
    else if (italic !== undefined) span(italic, ['em']);
    else {
      const def = resolve(target, nextKey());
      markDefs.push(def);
      span(label, [def._key]);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  span(text.slice(last), []);
  return { _type: 'block', _key: nextKey(), style, markDefs, children };
}
