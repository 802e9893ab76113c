import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderStatic } from '@/site/testing/render-static';

import { client, member, testimonial } from '../testing/fixtures';

import { CaseTestimonialPart, ClientLogos, HomeTestimonials, Team } from './proof-sections';

describe('testimonials as the build prerenders them', () => {
  it('each is a figure: the quote in a blockquote, the face, name, role, company and a link to its case in the caption', async () => {
    const { container } = await renderStatic(
      <HomeTestimonials items={[testimonial(), testimonial({ documentId: 'dep-2', author_name: 'Ricardo Almeida', photo: null, case: null })]} />,
    );
    const [lead, second] = screen.getAllByRole('figure');
    expect(lead.querySelector('blockquote')).toHaveTextContent('Vendemos 58 das 72 unidades em cinco meses.');
    const caption = lead.querySelector('figcaption')!;
    expect(caption).toHaveTextContent('Mariana Toledo');
    expect(caption).toHaveTextContent('Diretora de Marketing, Horizonte Incorporações');
    expect(within(caption as HTMLElement).getByRole('link', { name: 'Ver o case: Residencial Mirante Campolim' })).toHaveAttribute(
      'href',
      '/cases/residencial-mirante-campolim',
    );
    // The photo beside the name is decorative; without one, the initials stand in (hidden from screen readers).
    expect(lead.querySelector('img')).toHaveAttribute('alt', '');
    expect(lead.querySelector('img')).toHaveAttribute('src', '/uploads/thumbnail_mariana-toledo.png');
    expect(second.querySelector('img')).toBeNull();
    expect(second.querySelector('[aria-hidden="true"]')).toHaveTextContent('RA');
    expect(within(second).queryByRole('link')).toBeNull();
    expect(container.querySelector('[data-island="proof"]')).not.toBeNull();
  });

  it('show a quote with HTML in it as text', async () => {
    const { container } = await renderStatic(
      <HomeTestimonials items={[testimonial({ quote: '<img src=x onerror="alert(1)"><script>alert(2)</script> Ótimo' })]} />,
    );
    expect(screen.getByRole('figure').querySelector('blockquote')).toHaveTextContent('<img src=x onerror="alert(1)"><script>alert(2)</script> Ótimo');
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
  });

  it('on a case page: its own testimonial without a link to itself; nothing at all when it has none', async () => {
    await renderStatic(<CaseTestimonialPart slug="residencial-mirante-campolim" item={testimonial()} />);
    expect(screen.getByRole('region', { name: 'Depoimento do cliente' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();

    document.body.innerHTML = '';
    const { container } = await renderStatic(<CaseTestimonialPart slug="outro-case" item={null} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the client-logo strip', () => {
  it('names each logo by its alt text (the name when it has none) and links only a logo with an address', async () => {
    await renderStatic(
      <ClientLogos
        clients={[
          client(),
          client({
            documentId: 'cli-2',
            name: 'Construtora Solaris',
            logo: { ...client().logo!, alternativeText: '' },
            website_url: 'https://solaris.example',
          }),
        ]}
      />,
    );
    const strip = screen.getByRole('region', { name: 'Quem já constrói com a gente' });
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Terra Nova Urbanismo', 'Construtora Solaris']);
    const link = within(strip).getByRole('link', { name: 'Construtora Solaris' });
    expect(link).toHaveAttribute('href', 'https://solaris.example');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // Sized by its proportions (no layout shift): 600×144 shown 40 px high.
    expect(within(strip).getAllByRole('img')[0]).toHaveAttribute('width', '167');
  });

  it('is not drawn when no client has a logo', async () => {
    const { container } = await renderStatic(<ClientLogos clients={[]} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

it('the team: name, job title and bio of each person as a list', async () => {
  await renderStatic(<Team members={[member(), member({ documentId: 'pes-2', name: 'Rafael Campos', job_title: 'Head de Mídia Paga' })]} />);
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Juliana Martins', 'Rafael Campos']);
  expect(items[1]).toHaveTextContent('Head de Mídia Paga');
  expect(items[0]).toHaveTextContent('Quinze anos de marketing imobiliário.');
});
