import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderStatic } from '@/site/testing/render-static';

import { client, testimonial } from '../testing/fixtures';
import type { Testimonial } from '../types';

import * as proofIsland from './proof-island';
import { ClientLogos, HomeTestimonials } from './proof-sections';

const built = [testimonial(), testimonial({ documentId: 'dep-2', author_name: 'Ricardo Almeida', quote: 'Foram 126 lotes vendidos.' })];
/** The island as site/islands/registry.ts names it. */
const proof = { proof: proofIsland };

/** GET /api/testimonials answers `rows`; returns the query strings it was asked with. */
function cmsTestimonials(rows: Testimonial[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/testimonials', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ data: rows, meta: { pagination: { page: 1, pageCount: 1, total: rows.length } } });
    }),
  );
  return asked;
}

describe("the home page's testimonials once the page is idle", () => {
  it('show a testimonial published after the build, first when it is featured', async () => {
    const fresh = testimonial({ documentId: 'dep-novo', author_name: 'Helena Prado', quote: 'Esgotamos a primeira fase em setenta dias.' });
    const asked = cmsTestimonials([fresh, ...built]);
    await renderStatic(<HomeTestimonials items={built} />, { islands: proof });
    await screen.findByText('Esgotamos a primeira fase em setenta dias.');
    expect(screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption span')?.textContent)).toEqual([
      'Helena Prado',
      'Mariana Toledo',
      'Ricardo Almeida',
    ]);
    expect(decodeURIComponent(asked[0])).toContain('sort=featured:desc,display_order:asc,createdAt:asc');
  });

  it('leave the prerendered markup as it is when nothing changed, or when the CMS cannot be reached', async () => {
    cmsTestimonials(built);
    const { container, html } = await renderStatic(<HomeTestimonials items={built} />, { islands: proof });
    expect(container.querySelector('[data-island="proof"]')!.innerHTML).toBe(
      new DOMParser().parseFromString(html, 'text/html').querySelector('[data-island="proof"]')!.innerHTML,
    );

    document.body.innerHTML = '';
    server.use(http.get('*/api/testimonials', () => HttpResponse.error()));
    await renderStatic(<HomeTestimonials items={built} />, { islands: proof });
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('hide their section when every testimonial was unpublished since the build', async () => {
    cmsTestimonials([]);
    const { container } = await renderStatic(
      <section aria-label="Depoimentos">
        <HomeTestimonials items={built} />
      </section>,
      { islands: proof },
    );
    await vi.waitFor(() => expect(container.querySelector('section')).toHaveAttribute('hidden'));
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
  });
});

it('a client logo published after a build without any appears in a strip of its own', async () => {
  server.use(http.get('*/api/clients', () => HttpResponse.json({ data: [client()], meta: { pagination: { page: 1, pageCount: 1, total: 1 } } })));
  await renderStatic(<ClientLogos clients={[]} />, { islands: proof });
  expect(await screen.findByRole('img', { name: 'Terra Nova Urbanismo' })).toBeInTheDocument();
});
