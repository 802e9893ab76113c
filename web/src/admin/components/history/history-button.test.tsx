import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { mediaFilesById, serveRevisions } from './history.fixture';
import { HistoryButton } from './history-button';
import type { HistoryConfig } from './revision';

const config: HistoryConfig = {
  subject: 'case',
  documentId: 'doc-1',
  version: () => 3,
  labels: {
    title: { label: 'Título' },
    challenge: { label: 'Desafio' },
    strategy: { label: 'Estratégia' },
    image: { label: 'Imagem principal' },
    gallery: { label: 'Galeria' },
    is_published: { label: 'Publicado' },
  },
  media: ['image', 'chart', 'gallery'],
  publication: true,
  onRestored: () => {},
};

async function openHistory() {
  const revisions = serveRevisions();
  server.use(revisions.handler, mediaFilesById);
  const { user } = renderWithProviders(<HistoryButton config={config} />);
  const button = screen.getByRole('button', { name: 'Histórico' });
  await user.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Histórico de versões' });
  await within(panel).findByRole('list', { name: 'Versões' });
  return { user, button, panel };
}

describe('Histórico: the versions of a document', { timeout: 20_000 }, () => {
  it('lists each version with what was done, who, when (São Paulo time) and the fields by their form labels', async () => {
    const { panel } = await openHistory();
    const versions = within(within(panel).getByRole('list', { name: 'Versões' }));
    expect(versions.getAllByRole('listitem')).toHaveLength(3);
    expect(versions.getByRole('listitem', { name: 'Versão 3' })).toHaveTextContent(
      'Versão 3AlteraçãoAtualAna Souza · 27/11/2026 14:07Campos: Título, Imagem principal',
    );
    expect(versions.getByRole('listitem', { name: 'Versão 2' })).toHaveTextContent('PublicaçãoBia Lima · 26/11/2026 09:30Campos: Publicado');
    expect(versions.getByRole('listitem', { name: 'Versão 1' })).toHaveTextContent('CriaçãoBia Lima · 25/11/2026 10:00');
    // The newest is what the editor holds: only the older ones can be restored.
    expect(versions.queryByRole('button', { name: /Versão 3/ })).not.toBeInTheDocument();
    expect(versions.getByRole('button', { name: 'Restaurar esta versão (Versão 1)' })).toBeInTheDocument();
  });

  it('compares the newest with the one before at first, and any two on request: a word diff of the title, images side by side', async () => {
    const { user, panel } = await openHistory();
    expect(within(panel).getByRole('combobox', { name: 'Comparar' })).toHaveDisplayValue('Versão 2');
    expect(within(panel).getByRole('combobox', { name: 'com' })).toHaveDisplayValue('Versão 3');

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Comparar' }), 'Versão 1');
    const diffs = within(within(panel).getByRole('list', { name: 'Diferenças entre a versão 1 e a versão 3' }));
    expect(diffs.getAllByRole('listitem', { name: /^(Título|Estratégia|Imagem principal|Publicado)$/ })).toHaveLength(4);
    expect(diffs.queryByRole('listitem', { name: 'Desafio' })).not.toBeInTheDocument();

    const title = diffs.getByRole('listitem', { name: 'Título' });
    expect(title).toHaveTextContent('TítuloResidencial Aurora incluído: Fase 2');
    expect(title.querySelector('ins')).toHaveTextContent('Fase 2');
    expect(title.querySelector('del')).toBeNull();
    expect(diffs.getByRole('listitem', { name: 'Publicado' })).toHaveTextContent('Publicado removido: Não incluído: Sim');

    const image = diffs.getByRole('listitem', { name: 'Imagem principal' });
    expect(await within(image).findByRole('img', { name: 'fachada-11.png' })).toHaveAttribute('src', expect.stringContaining('/uploads/foto-11.png'));
    expect(await within(image).findByRole('img', { name: 'fachada-12.png' })).toBeInTheDocument();
    expect(within(image).getByRole('list', { name: 'Imagens da versão 1' })).toHaveTextContent('fachada-11.png');
    expect(within(image).getByRole('list', { name: 'Imagens da versão 3' })).toHaveTextContent('fachada-12.png');

    expect(diffs.getByRole('listitem', { name: 'Estratégia' })).toHaveTextContent('Versão 1: 1 item → Versão 3: 2 itens');
  });

  it('closes with Esc and gives the focus back to the Histórico button', async () => {
    const { user, button } = await openHistory();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Histórico de versões' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows nothing for a record not saved yet', () => {
    renderWithProviders(<HistoryButton config={{ ...config, documentId: null }} />);
    expect(screen.queryByRole('button', { name: 'Histórico' })).not.toBeInTheDocument();
  });
});
