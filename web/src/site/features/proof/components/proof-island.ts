import { fetchClients } from '../api/get-clients';
import { fetchCaseTestimonial, fetchHomeTestimonials } from '../api/get-testimonials';
import { fetchTeam } from '../api/get-team';
import type { ProofIslandProps, ProofKind } from '../lib/proof-island-props';
import { proofVersion } from '../lib/proof-version';
import type { IslandProps } from '@/site/lib/islands/island-props';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    proof: ProofIslandProps;
  }
}

type Row = { documentId: string; updatedAt?: string };

const reads: Record<ProofKind, (slug: string) => Promise<Row[]>> = {
  'home-testimonials': () => fetchHomeTestimonials(),
  'case-testimonial': async (slug) => {
    const found = await fetchCaseTestimonial(slug);
    return found ? [found] : [];
  },
  clients: () => fetchClients(),
  team: () => fetchTeam(),
};

/**
 * A part of the site's proof (testimonials, client logos, team) on a prerendered page: once the page is idle, the
 * CMS's current rows are read, and when they differ from the build's (a testimonial published, a logo changed) the
 * part is rendered again in the browser. With the CMS unreachable the page keeps what it was built with.
 */
export async function mount(root: HTMLElement, props: IslandProps<'proof'>) {
  const { kind, version, slug = '' } = props;
  let rows: Row[];
  try {
    rows = await reads[kind](slug);
  } catch {
    return;
  }
  if (proofVersion(rows) === version) return;
  // React and MUI load only here, on a page whose proof changed since the build.
  // eslint-disable-next-line import/no-restricted-paths
  const { renderProof } = await import('./proof-live');
  renderProof(root, kind, rows as never);
}
