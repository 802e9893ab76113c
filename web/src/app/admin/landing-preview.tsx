import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { LANDING_BLOCK_LABELS, type LandingBlockInput } from '@alicerce/domain';
import type { RenderLandingPreview } from '@/admin/features/landing-pages';

/** What a block says first: its title, or the hero's original headline. */
const headingOf = (block: LandingBlockInput) => (block.type === 'hero' ? block.variants?.[0]?.headline : block.title) ?? '';

/** What a block says under its heading, in a line. */
function summaryOf(block: LandingBlockInput): string {
  switch (block.type) {
    case 'hero':
      return block.variants?.[0]?.subheadline ?? '';
    case 'benefits':
    case 'faq':
    case 'plans':
      return `${block.items?.length ?? 0} ${block.type === 'faq' ? 'perguntas' : 'itens'}`;
    case 'gallery':
      return `${block.images?.length ?? 0} imagens`;
    case 'location':
      return block.address ?? '';
    case 'cta':
    case 'lead_form':
      return block.text ?? '';
    default:
      return '';
  }
}

/** The button a block shows, if any. */
const buttonOf = (block: LandingBlockInput) => (block.type === 'hero' ? block.variants?.[0]?.button_text : block.type === 'cta' || block.type === 'lead_form' ? block.button_text : undefined);

/**
 * A landing page in the dashboard's editor, block by block in the page's order, from what the form holds: each block's
 * type, heading, what it holds and its button.
 */
export const landingPreview: RenderLandingPreview = (page) => (
  <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="landing-preview">
    {(page.blocks ?? []).map((block, index) => (
      <Box key={index} component="section" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5, bgcolor: block.type === 'hero' ? 'action.hover' : undefined }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {LANDING_BLOCK_LABELS[block.type]}
        </Typography>
        <Typography variant={block.type === 'hero' ? 'h5' : 'h6'} component={block.type === 'hero' ? 'h1' : 'h2'}>
          {headingOf(block)}
        </Typography>
        {summaryOf(block) && (
          <Typography variant="body2" color="text.secondary">
            {summaryOf(block)}
          </Typography>
        )}
        {buttonOf(block) && (
          <Button variant="contained" size="small" sx={{ mt: 1 }} tabIndex={-1}>
            {buttonOf(block)}
          </Button>
        )}
      </Box>
    ))}
  </Box>
);
