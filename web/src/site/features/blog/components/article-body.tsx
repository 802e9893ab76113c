import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { siteMediaUrl } from '@/shared/lib/media-sources';

import { inlineText, slugifyHeading } from '../lib/headings';
import type { Block } from '../types';

import { InlineContent } from './inline-content';

/** Room for the sticky site header when the browser scrolls to an anchor. */
const SCROLL_MARGIN = { xs: 72, sm: 88 };

// The page title is the only H1: body headings start at H2. Sizes follow the article's reading scale.
const HEADING_VARIANT = { 2: 'h4', 3: 'h5', 4: 'h6', 5: 'subtitle1', 6: 'subtitle2' } as const;

function Heading({ block }: { block: Extract<Block, { type: 'heading' }> }) {
  const level = Math.max(2, block.level) as 2 | 3 | 4 | 5 | 6;
  return (
    <Typography
      component={`h${level}`}
      variant={HEADING_VARIANT[level]}
      id={slugifyHeading(inlineText(block.children))}
      sx={{ scrollMarginTop: SCROLL_MARGIN, fontWeight: 700, mt: level === 2 ? 5 : 3, mb: 1.5 }}
    >
      <InlineContent nodes={block.children} />
    </Typography>
  );
}

function List({ block }: { block: Extract<Block, { type: 'list' }> }) {
  return (
    <Box component={block.format === 'ordered' ? 'ol' : 'ul'} sx={{ pl: 3, my: 2, display: 'grid', gap: 1 }}>
      {block.children.map((item, index) =>
        item.type === 'list' ? (
          <li key={index}>
            <List block={item} />
          </li>
        ) : (
          <Typography component="li" key={index} sx={{ lineHeight: 1.7 }}>
            <InlineContent nodes={item.children} />
          </Typography>
        ),
      )}
    </Box>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return <Heading block={block} />;
    case 'paragraph':
      return (
        <Typography sx={{ my: 2, lineHeight: 1.8 }}>
          <InlineContent nodes={block.children} />
        </Typography>
      );
    case 'list':
      return <List block={block} />;
    case 'quote':
      return (
        <Box component="blockquote" sx={{ my: 3, mx: 0, pl: 2.5, py: 1, borderLeft: 4, borderColor: 'secondary.main', fontStyle: 'italic' }}>
          <Typography sx={{ lineHeight: 1.8, fontSize: '1.1rem' }}>
            <InlineContent nodes={block.children} />
          </Typography>
        </Box>
      );
    case 'code':
      return (
        <Box component="pre" sx={{ my: 2, p: 2, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}>
          <code>{inlineText(block.children)}</code>
        </Box>
      );
    case 'image':
      return (
        <Box
          component="img"
          src={siteMediaUrl(block.image.url)}
          alt={block.image.alternativeText ?? ''}
          width={block.image.width}
          height={block.image.height}
          loading="lazy"
          data-content-image=""
          sx={{ display: 'block', maxWidth: '100%', height: 'auto', my: 3, borderRadius: 2 }}
        />
      );
    default:
      return null;
  }
}

/** Renders a Strapi 5 "blocks" rich-text body. */
export function ArticleBody({ body }: { body: Block[] }) {
  return (
    <Box sx={{ '& a': { fontWeight: 600 } }}>
      {body.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </Box>
  );
}
