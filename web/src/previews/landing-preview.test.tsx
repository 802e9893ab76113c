import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { LandingPageEditorScreen } from '@/admin/features/landing-pages';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { landingPreview } from './landing-preview';

/** A stored page with two hero variants and its lead form, opened in the editor with the site's own preview. */
const template = structuredClone(LANDING_STARTER_TEMPLATE);
const blocks = template.blocks
  .filter((block) => ['hero', 'lead_form'].includes(block.type))
  .map((block) =>
    block.type === 'hero'
      ? { ...block, variants: [block.variants[0]!, { ...block.variants[0]!, key: 'b' as const, headline: 'Chamada da variante B' }] }
      : block,
  );
const stored = { ...template, blocks, id: 7, documentId: 'doc-1', slug: 'lancamento-aurora' };

describe('the landing page editor preview', { timeout: 30_000 }, () => {
  it('draws the lead form without a form of its own inside the editor form, and shows the hero variant chosen', async () => {
    server.use(http.get('*/api/landing-pages/doc-1', () => HttpResponse.json({ data: stored })));
    const { user } = renderWithProviders(<LandingPageEditorScreen id="doc-1" renderPreview={landingPreview} />, {
      route: '/admin/dashboard/landing-pages/doc-1',
    });
    const form = await screen.findByRole('form', { name: 'Editar landing page' }, { timeout: 5000 });
    const preview = within(form).getByRole('region', { name: 'Pré-visualização' });
    expect(await within(preview).findByText(template.blocks.find((block) => block.type === 'lead_form')!.button_text as string)).toBeInTheDocument();
    expect(form.querySelectorAll('form')).toHaveLength(0);
    expect(preview.querySelector('h1')).toHaveTextContent('Seu novo endereço começa aqui');

    await user.click(within(preview).getByRole('button', { name: 'Variante B' }));
    expect(within(preview).getByRole('button', { name: 'Variante B' })).toHaveAttribute('aria-pressed', 'true');
    expect(preview.querySelector('h1')).toHaveTextContent('Chamada da variante B');
  });
});
