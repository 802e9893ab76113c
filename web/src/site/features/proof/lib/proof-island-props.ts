/** The proof's parts a page can show, each refreshed in the browser by components/proof-island.ts. */
export type ProofKind = 'home-testimonials' | 'case-testimonial' | 'clients' | 'team';

/** What a proof island is built with: its part, the version of its rows (proof-version.ts), the case's slug. */
export type ProofIslandProps = { kind: ProofKind; version: string; slug?: string };

/** Parts drawn inside a section of the route (its title and band): when their rows all go, the section goes. */
export const INSIDE_A_SECTION: readonly ProofKind[] = ['home-testimonials', 'team'];
