/**
 * Article bodies are written in Markdown in the dashboard and stored as Strapi 5 "blocks" (what the public renderer,
 * web/src/site/features/blog/components/article-body.tsx, draws). Both directions live here so the dashboard's preview and
 * the CMS turn the same text into the same blocks. The subset is the one the renderer knows: headings, paragraphs,
 * flat lists, quotes, code, images; **bold**, *italic*, ~~struck~~, `code` and [links](/path).
 */
export type BodyText = { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean; strikethrough?: boolean; code?: boolean };
export type BodyLink = { type: 'link'; url: string; children: BodyText[] };
export type BodyInline = BodyText | BodyLink;
export type BodyListItem = { type: 'list-item'; children: BodyInline[] };
export type BodyBlock =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: BodyInline[] }
  | { type: 'paragraph'; children: BodyInline[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: Array<BodyListItem | Extract<BodyBlock, { type: 'list' }>> }
  | { type: 'quote'; children: BodyInline[] }
  | { type: 'code'; children: BodyInline[] }
  | { type: 'image'; image: { url: string; alternativeText?: string | null; width?: number; height?: number } };

/** Addresses a link or image may have: site paths, anchors, http(s) and mailto (never javascript: or data:). */
export const isSafeBodyUrl = (url: string) => /^(\/(?!\/)|#|https?:\/\/|mailto:)/i.test(url);

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|~~(.+?)~~|\*([^*\s](?:[^*]*[^*\s])?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): BodyInline[] {
  const out: BodyInline[] = [];
  const text = (value: string, marks: Partial<BodyText> = {}) => {
    if (!value) return;
    const last = out[out.length - 1];
    if (Object.keys(marks).length === 0 && last?.type === 'text' && Object.keys(last).length === 2) last.text += value;
    else out.push({ type: 'text', text: value, ...marks });
  };
  let at = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    text(source.slice(at, index));
    const [whole, code, bold, struck, italic, label, url] = match;
    if (code !== undefined) text(code, { code: true });
    else if (bold !== undefined) text(bold, { bold: true });
    else if (struck !== undefined) text(struck, { strikethrough: true });
    else if (italic !== undefined) text(italic, { italic: true });
    else if (isSafeBodyUrl(url)) out.push({ type: 'link', url, children: [{ type: 'text', text: label }] });
    else text(whole);
    at = index + whole.length;
  }
  text(source.slice(at));
  return out.length ? out : [{ type: 'text', text: '' }];
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const FENCE = /^```/;

const startsBlock = (line: string) =>
  HEADING.test(line) || IMAGE.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line) || FENCE.test(line);

/** Markdown → blocks. A level-1 heading becomes level 2: the page title is the article's only H1. */
export function markdownToBlocks(markdown: string): BodyBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BodyBlock[] = [];
  let i = 0;
  const take = (pattern: RegExp) => {
    const items: string[] = [];
    while (i < lines.length && pattern.test(lines[i])) items.push(pattern.exec(lines[i++])![1]);
    return items;
  };
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i += 1;
    } else if (FENCE.test(line)) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !FENCE.test(lines[i])) code.push(lines[i++]);
      i += 1;
      blocks.push({ type: 'code', children: [{ type: 'text', text: code.join('\n') }] });
    } else if (HEADING.test(line)) {
      const [, hashes, title] = HEADING.exec(line)!;
      blocks.push({ type: 'heading', level: Math.max(2, hashes.length) as 2 | 3 | 4 | 5 | 6, children: parseInline(title) });
      i += 1;
    } else if (IMAGE.test(line)) {
      const [, alt, url] = IMAGE.exec(line)!;
      if (isSafeBodyUrl(url)) blocks.push({ type: 'image', image: { url, alternativeText: alt } });
      i += 1;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const items = take(ordered ? NUMBERED : BULLET);
      blocks.push({
        type: 'list',
        format: ordered ? 'ordered' : 'unordered',
        children: items.map((item) => ({ type: 'list-item', children: parseInline(item) })),
      });
    } else if (QUOTE.test(line)) {
      blocks.push({ type: 'quote', children: parseInline(take(QUOTE).join(' ').trim()) });
    } else {
      const paragraph: string[] = [];
      while (i < lines.length && lines[i].trim() && (paragraph.length === 0 || !startsBlock(lines[i]))) paragraph.push(lines[i++].trim());
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    }
  }
  return blocks;
}

function inlineMarkdown(nodes: BodyInline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'link') return `[${inlineMarkdown(node.children)}](${node.url})`;
      let text = node.text;
      if (node.code) text = `\`${text}\``;
      if (node.strikethrough) text = `~~${text}~~`;
      if (node.italic) text = `*${text}*`;
      if (node.bold) text = `**${text}**`;
      return text;
    })
    .join('');
}

function listMarkdown(block: Extract<BodyBlock, { type: 'list' }>): string[] {
  return block.children.flatMap((item, index) =>
    item.type === 'list' ? listMarkdown(item) : [`${block.format === 'ordered' ? `${index + 1}.` : '-'} ${inlineMarkdown(item.children)}`],
  );
}

/** Blocks → Markdown (an article written before the dashboard opens in the editor as text). */
export function blocksToMarkdown(blocks: BodyBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `${'#'.repeat(block.level)} ${inlineMarkdown(block.children)}`;
        case 'paragraph':
          return inlineMarkdown(block.children);
        case 'list':
          return listMarkdown(block).join('\n');
        case 'quote':
          return `> ${inlineMarkdown(block.children)}`;
        case 'code':
          return `\`\`\`\n${block.children.map((node) => (node.type === 'text' ? node.text : '')).join('')}\n\`\`\``;
        case 'image':
          return `![${block.image.alternativeText ?? ''}](${block.image.url})`;
        default:
          return '';
      }
    })
    .filter(Boolean)
    .join('\n\n');
}

/** Words read per minute for the article's reading time. */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * Reading time in minutes (at least 1, at most the 120 the CMS stores) of a Markdown body: the CMS stores it when an
 * article is saved, the editor shows it while the body is typed.
 */
export function readingTimeMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*`~_[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.min(120, Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE)));
}

/** How the reading time reads on the article, its card and in the editor: '8 min de leitura'. */
export const readingTimeLabel = (minutes: number) => `${minutes} min de leitura`;
