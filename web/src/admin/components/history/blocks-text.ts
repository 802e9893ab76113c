type Node = { type?: unknown; text?: unknown; level?: unknown; children?: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Strapi "blocks" JSON (an article's body): an array of nodes with a type and children. */
export const isBlocks = (value: unknown): value is Node[] =>
  Array.isArray(value) && value.length > 0 && value.every((node) => isNode(node) && typeof node.type === 'string' && Array.isArray(node.children));

const inline = (node: Node): string =>
  typeof node.text === 'string' ? node.text : Array.isArray(node.children) ? node.children.filter(isNode).map(inline).join('') : '';

const block = (node: Node): string => {
  const children = Array.isArray(node.children) ? node.children.filter(isNode) : [];
  if (node.type === 'heading') return `${'#'.repeat(Number(node.level) || 2)} ${inline(node)}`;
  if (node.type === 'list') return children.map((item) => `- ${inline(item)}`).join('\n');
  if (node.type === 'quote') return `> ${inline(node)}`;
  if (node.type === 'image') return '[imagem]';
  return inline(node);
};

/** The blocks as readable text, close to the Markdown the editor shows: a paragraph per block, '#' headings, '-' items. */
export const blocksText = (blocks: Node[]) => blocks.map(block).join('\n\n');
