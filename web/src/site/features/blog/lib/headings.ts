import { slugify } from '@/site/lib/slugify';

import type { Block, InlineNode, TocItem } from '../types';

/** Anchor id of a heading: 'Implementação' → 'implementacao' (the slug rule of article addresses too). */
export const slugifyHeading = slugify;

/** Plain text of inline nodes (links included). */
export function inlineText(nodes: InlineNode[]): string {
  return nodes.map((node) => (node.type === 'link' ? inlineText(node.children) : node.text)).join('');
}

/** Table of contents: the body's level-2 headings, in order. */
export function tableOfContents(body: Block[]): TocItem[] {
  return body.flatMap((block) => {
    if (block.type !== 'heading' || block.level !== 2) return [];
    const title = inlineText(block.children).trim();
    return title ? [{ title, anchor: slugifyHeading(title) }] : [];
  });
}

/** A heading's title without the number it carries ('1. Landing pages' → 'Landing pages'): the contents list numbers. */
export const withoutOwnNumber = (title: string) => title.replace(/^\d+[.)º]?\s+/, '');
