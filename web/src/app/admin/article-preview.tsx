import { markdownToBlocks } from '@alicerce/domain';
import { ArticleBody, TableOfContents, tableOfContents, type Block } from '@/features/blog';

/**
 * An article body in the dashboard's Blog editor, drawn as the public article page draws it: the same Markdown →
 * blocks conversion the CMS stores, the same 'Neste artigo' index and heading anchors, the same renderer.
 */
export function articlePreview(markdown: string) {
  const body: Block[] = markdownToBlocks(markdown);
  return (
    <>
      <TableOfContents items={tableOfContents(body)} />
      <ArticleBody body={body} />
    </>
  );
}
