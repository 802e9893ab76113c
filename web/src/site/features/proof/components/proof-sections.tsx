import type { ReactNode } from 'react';

import { Island } from '@/site/lib/islands/island';

import type { ProofKind } from '../lib/proof-island-props';
import { proofVersion } from '../lib/proof-version';
import type { ClientLogo, TeamMember, Testimonial } from '../types';

import { CaseTestimonial } from './case-testimonial';
import { ClientLogoStrip } from './client-logo-strip';
import { TeamGrid } from './team-grid';
import { TestimonialGrid } from './testimonial-grid';

type Rows = Array<{ documentId: string; updatedAt?: string }>;

/** A proof part as prerendered, with the island that brings the CMS's newer rows once the page is idle. */
function ProofIsland({ kind, rows, slug, children }: { kind: ProofKind; rows: Rows; slug?: string; children: ReactNode }) {
  return (
    <Island name="proof" props={{ kind, version: proofVersion(rows), ...(slug ? { slug } : {}) }} when="idle">
      {children}
    </Island>
  );
}

/** The home page's testimonials (featured first), inside the route's section. */
export const HomeTestimonials = ({ items }: { items: Testimonial[] }) => (
  <ProofIsland kind="home-testimonials" rows={items}>
    <TestimonialGrid items={items} />
  </ProofIsland>
);

/** The testimonial of the case at `slug` (nothing, until one is published for it). */
export const CaseTestimonialPart = ({ slug, item }: { slug: string; item: Testimonial | null }) => (
  <ProofIsland kind="case-testimonial" rows={item ? [item] : []} slug={slug}>
    <CaseTestimonial item={item} />
  </ProofIsland>
);

/** The strip of client logos (nothing, until a client with a logo is published). */
export const ClientLogos = ({ clients }: { clients: ClientLogo[] }) => (
  <ProofIsland kind="clients" rows={clients}>
    <ClientLogoStrip clients={clients} />
  </ProofIsland>
);

/** The agency's team, inside the route's section. */
export const Team = ({ members }: { members: TeamMember[] }) => (
  <ProofIsland kind="team" rows={members}>
    <TeamGrid members={members} />
  </ProofIsland>
);
