/**
 * Demo clients of the logo strip: the companies of the seeded cases (fictitious). Each logo is drawn as SVG by
 * scripts/seed-images/client-logos.mjs (cms/seed-assets/proof/logos/) and uploaded as PNG; `alt` is its alt text.
 */
export type SeedClient = { name: string; logo: string; alt: string; display_order: number };

export const seedClients: SeedClient[] = [
  { name: 'Horizonte Incorporações', logo: 'horizonte-incorporacoes.svg', alt: 'Horizonte Incorporações', display_order: 1 },
  { name: 'Terra Nova Urbanismo', logo: 'terra-nova-urbanismo.svg', alt: 'Terra Nova Urbanismo', display_order: 2 },
  { name: 'Aurora Empreendimentos', logo: 'aurora-empreendimentos.svg', alt: 'Aurora Empreendimentos', display_order: 3 },
  { name: 'Construtora Solaris', logo: 'construtora-solaris.svg', alt: 'Construtora Solaris', display_order: 4 },
  { name: 'Imobiliária Casa Forte', logo: 'imobiliaria-casa-forte.svg', alt: 'Imobiliária Casa Forte', display_order: 5 },
  { name: 'Construtora Vale Verde', logo: 'construtora-vale-verde.svg', alt: 'Construtora Vale Verde', display_order: 6 },
  { name: 'Construtora Bem-Te-Vi', logo: 'construtora-bem-te-vi.svg', alt: 'Construtora Bem-Te-Vi', display_order: 7 },
  { name: 'Construtora Pilar Forte', logo: 'construtora-pilar-forte.svg', alt: 'Construtora Pilar Forte', display_order: 8 },
];
