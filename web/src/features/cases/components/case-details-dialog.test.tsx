import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { bareCase, richCase } from '../testing/fixtures';

import { CaseDetailsDialog } from './case-details-dialog';

const openDialog = (item = richCase) => renderWithProviders(<CaseDetailsDialog item={item} onClose={vi.fn()} />);
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('CaseDetailsDialog', () => {
  it('is labelled by the case title and shows badges, client, main image and the call to action', () => {
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Residencial Mirante' });
    expect(within(dialog).getByText('Google Ads')).toBeInTheDocument();
    expect(within(dialog).getByText('Incorporadora')).toBeInTheDocument();
    expect(within(dialog).getByText('Horizonte Incorporações')).toBeInTheDocument();
    const main = within(dialog).getByRole('img', { name: 'Fachada do Residencial Mirante' });
    expect(main).toHaveAttribute('srcset', expect.stringContaining('large_mirante_main.jpg 1000w'));
    expect(main).toHaveAttribute('sizes');
    expect(main).toHaveAttribute('width', '1200');
    expect(within(dialog).getByRole('link', { name: 'Quero resultados como esse' })).toHaveAttribute('href', '/agendamento');
  });

  it('renders the challenge, one bullet per strategy line, every metric and the quoted learning', () => {
    openDialog();
    expect(within(section('Desafio Inicial')).getByText('Desafio do cliente.')).toBeInTheDocument();
    expect(within(section('Estratégia Aplicada')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Campanhas de pesquisa por intenção',
      'Landing page com simulador',
      'Relatório semanal',
    ]);
    const metrics = within(section('Resultados')).getAllByTestId('case-metric');
    expect(metrics.map((m) => m.textContent)).toEqual([
      'Leads gerados2.860',
      'Custo por leadR$ 21,30',
      'Unidades vendidas58 de 72',
      'Visitas ao decorado412',
    ]);
    expect(within(section('Aprendizado')).getByText('“Medir o que acontece depois do clique fez a verba render.”')).toBeInTheDocument();
  });

  it('leaves out learning and gallery when the case has none', () => {
    openDialog(bareCase);
    expect(screen.queryByRole('heading', { name: 'Aprendizado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Galeria de Imagens' })).not.toBeInTheDocument();
  });

  it('shows 6 thumbnails, then all 8 after "Ver todas as 8 imagens"', async () => {
    const { user } = openDialog();
    const gallery = section('Galeria de Imagens');
    expect(within(gallery).getAllByRole('button', { name: /^Ampliar imagem/ })).toHaveLength(6);
    await user.click(within(gallery).getByRole('button', { name: 'Ver todas as 8 imagens' }));
    expect(within(gallery).getAllByRole('button', { name: /^Ampliar imagem/ })).toHaveLength(8);
    expect(within(gallery).queryByRole('button', { name: /Ver todas/ })).not.toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Ampliar imagem 7 de 8 da galeria' })).toHaveFocus();
  });
});

describe('lightbox', () => {
  const lightbox = () => screen.getByRole('dialog', { name: 'Imagens do case Residencial Mirante' });
  const counter = () => screen.getByTestId('lightbox-counter');
  const imageSrc = () => screen.getByTestId('lightbox-image').getAttribute('src');

  it('opens at the clicked thumbnail (after main image and chart) and wraps both ways', async () => {
    const { user } = openDialog();
    const thumb = screen.getByRole('button', { name: 'Ampliar imagem 1 de 8 da galeria' });
    await user.click(thumb);
    expect(counter()).toHaveTextContent('3 / 10');
    expect(imageSrc()).toBe('http://cms.test/uploads/mirante_g1.jpg');

    await user.click(within(lightbox()).getByRole('button', { name: 'Imagem anterior' }));
    await user.click(within(lightbox()).getByRole('button', { name: 'Imagem anterior' }));
    expect(counter()).toHaveTextContent('1 / 10');
    expect(imageSrc()).toBe('http://cms.test/uploads/mirante_main.jpg');
    await user.click(within(lightbox()).getByRole('button', { name: 'Imagem anterior' }));
    expect(counter()).toHaveTextContent('10 / 10');
    await user.click(within(lightbox()).getByRole('button', { name: 'Próxima imagem' }));
    expect(counter()).toHaveTextContent('1 / 10');
  });

  it('follows the dots, the arrow keys and swipes; Esc closes it and gives focus back to the thumbnail', async () => {
    const { user } = openDialog();
    const thumb = screen.getByRole('button', { name: 'Ampliar gráfico de resultados' });
    await user.click(thumb);
    expect(counter()).toHaveTextContent('2 / 10');
    expect(within(lightbox()).getByRole('button', { name: 'Ir para a imagem 2' })).toHaveAttribute('aria-current', 'true');
    expect(within(lightbox()).getAllByRole('button', { name: /^Ir para a imagem/ })).toHaveLength(10);

    await user.click(within(lightbox()).getByRole('button', { name: 'Ir para a imagem 7' }));
    expect(counter()).toHaveTextContent('7 / 10');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('8 / 10');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toHaveTextContent('6 / 10');

    const stage = screen.getByTestId('lightbox-image').parentElement as HTMLElement;
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    expect(counter()).toHaveTextContent('7 / 10');
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 130, clientY: 200 }] });
    expect(counter()).toHaveTextContent('7 / 10');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('lightbox-counter')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Residencial Mirante' })).toBeInTheDocument();
    await waitFor(() => expect(thumb).toHaveFocus());
  });
});
