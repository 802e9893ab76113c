import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sectionField } from '@/site/lib/section-fields';
import { renderStatic } from '@/site/testing/render-static';

import { EditableSection } from '../edit-mode/editable-section';

import { patchSection } from './section-patch';

type Cta = { title: string; text: string; button_label: string; button_href: string };
const built: Cta = { title: 'Vamos conversar?', text: 'Conte sobre o seu lançamento.', button_label: '', button_href: '' };

/** A CMS section marked up as section-fields.ts describes; its title ends with something that is not a CMS value. */
async function renderSection(content: Cta = built) {
  const { container } = await renderStatic(
    <EditableSection page="contato" sectionKey="final_cta" contentType="cta" content={content}>
      <section>
        <h2>
          <span {...sectionField('title')}>{content.title}</span> <em>agora</em>
        </h2>
        <p {...sectionField('text')}>{content.text}</p>
        <a
          href={content.button_href || undefined}
          hidden={!content.button_href || !content.button_label}
          {...sectionField('button_label', 'button_href')}
        >
          {content.button_label}
        </a>
      </section>
    </EditableSection>,
  );
  return container.querySelector<HTMLElement>('[data-section="contato:final_cta"]')!;
}

describe('patchSection', () => {
  it('writes the newer values in place, leaving the rest of the markup alone', async () => {
    const region = await renderSection();
    const extra = screen.getByText('agora');
    patchSection(region, { title: 'Pronto para vender mais?', text: 'Respondemos em até um dia útil.' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Pronto para vender mais? agora');
    expect(screen.getByText('agora')).toBe(extra);
    expect(screen.getByText('Respondemos em até um dia útil.')).toBeInTheDocument();
  });

  it('keeps what the page shows for values the CMS lacks or left empty, and remembers the merged content', async () => {
    const region = await renderSection();
    const merged = patchSection(region, { title: '', text: null, button_label: 'Agendar agora' });

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Vamos conversar? agora');
    expect(screen.getByText('Conte sobre o seu lançamento.')).toBeInTheDocument();
    expect(merged).toEqual({ ...built, button_label: 'Agendar agora' });
    // Edit mode starts from what the page shows now.
    expect(JSON.parse(region.dataset.sectionContent!)).toEqual(merged);
  });

  it('shows a link only once it has both its text and its target', async () => {
    const region = await renderSection();
    const link = region.querySelector('a')!;
    expect(link).not.toBeVisible();

    patchSection(region, { button_label: 'Agendar agora' });
    expect(link).not.toBeVisible();

    patchSection(region, { button_href: '/agendamento' });
    expect(screen.getByRole('link', { name: 'Agendar agora' })).toHaveAttribute('href', '/agendamento');
  });

  it('writes CMS values as text, never as markup', async () => {
    const region = await renderSection();
    patchSection(region, { title: '<img src=x onerror="alert(1)">Oferta' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror="alert(1)">Oferta agora');
    expect(region.querySelector('img')).toBeNull();
  });
});
