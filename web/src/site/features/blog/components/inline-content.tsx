import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

import type { InlineNode, TextNode } from '../types';

/** A site path ("/agendamento"), not a protocol-relative or absolute URL. */
const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

function Text({ node }: { node: TextNode }) {
  let content: ReactNode = node.text;
  if (node.code) content = <code>{content}</code>;
  if (node.strikethrough) content = <s>{content}</s>;
  if (node.underline) content = <u>{content}</u>;
  if (node.italic) content = <em>{content}</em>;
  if (node.bold) content = <strong>{content}</strong>;
  return <>{content}</>;
}

/** Text and link nodes of a block: internal links navigate in the app, external ones open a new tab. */
export function InlineContent({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'text') return <Text key={index} node={node} />;
        const label = <InlineContent nodes={node.children} />;
        if (isInternal(node.url)) {
          return (
            <Link key={index} href={node.url}>
              {label}
            </Link>
          );
        }
        if (node.url.startsWith('#')) {
          return (
            <Link key={index} href={node.url}>
              {label}
            </Link>
          );
        }
        return (
          <Link key={index} href={node.url} target="_blank" rel="noopener noreferrer">
            {label}
          </Link>
        );
      })}
    </>
  );
}
