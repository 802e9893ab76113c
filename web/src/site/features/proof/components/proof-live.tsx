import { renderLive } from '@/site/lib/islands/render-live';

import { INSIDE_A_SECTION, type ProofKind } from '../lib/proof-island-props';
import type { ClientLogo, TeamMember, Testimonial } from '../types';

import { CaseTestimonial } from './case-testimonial';
import { ClientLogoStrip } from './client-logo-strip';
import { TeamGrid } from './team-grid';
import { TestimonialGrid } from './testimonial-grid';

type Rows = Testimonial[] & ClientLogo[] & TeamMember[];

const markup = (kind: ProofKind, rows: Rows) => {
  if (kind === 'home-testimonials') return <TestimonialGrid items={rows} />;
  if (kind === 'case-testimonial') return <CaseTestimonial item={rows[0] ?? null} />;
  if (kind === 'clients') return <ClientLogoStrip clients={rows} />;
  return <TeamGrid members={rows} />;
};

/** A proof part rendered in the browser from the CMS's current rows (only when they changed since the build). */
export function renderProof(root: HTMLElement, kind: ProofKind, rows: Rows) {
  // Never an empty band: a section whose rows all went is hidden with them.
  const section = INSIDE_A_SECTION.includes(kind) ? root.closest('section') : null;
  if (section) section.hidden = rows.length === 0;
  renderLive(root, markup(kind, rows));
}
