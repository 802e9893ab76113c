import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderStatic } from '@/site/testing/render-static';

import * as booking from './booking-island';
import { BookingFlow } from './booking-flow';

/** Wednesday 25 November 2026, 10:00 in Sao Paulo (UTC−3). */
const NOW = new Date('2026-11-25T13:00:00Z');

// The site passes the visit's campaign attribution (site/islands/registry.ts); nothing is sent in these tests.
const islands = {
  booking: {
    mount: (element: HTMLElement, props: unknown) => booking.mount(element, props, { attribution: () => ({ source_page: 'agendamento' }) }),
  },
};

/** /api/bookings/availability with these taken slots; records the ranges asked. */
function availability(taken: Record<string, string[]>) {
  const ranges: string[] = [];
  server.use(
    http.get('*/api/bookings/availability', ({ request }) => {
      const params = new URL(request.url).searchParams;
      ranges.push(`${params.get('from')}/${params.get('to')}`);
      return HttpResponse.json({ data: taken });
    }),
  );
  return ranges;
}

async function renderBooking() {
  const view = await renderStatic(<BookingFlow />, { route: '/agendamento', islands });
  const grid = view.container.querySelector<HTMLElement>('[role="grid"]')!;
  const day = (n: number) => within(grid).getByRole('gridcell', { name: String(n) });
  return { ...view, day };
}

const slot = (time: string) =>
  within(screen.getByRole('group', { name: 'Horários disponíveis (horário de Brasília)' })).getByRole('button', { name: time });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const hint = () => screen.getByText('Selecione uma data no calendário para ver os horários disponíveis.');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('booking island', () => {
  it("draws the visitor's month: weekdays from today on can be chosen, weekends and past days cannot", async () => {
    const { day } = await renderBooking();
    expect(screen.getByText('novembro de 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeDisabled();

    expect(day(25)).toBeEnabled();
    expect(day(25)).toHaveAttribute('aria-current', 'date');
    expect(day(26)).toBeEnabled();
    expect(day(30)).toBeEnabled();
    for (const weekend of [28, 29, 21, 22]) expect(day(weekend)).toBeDisabled();
    for (const past of [2, 20, 24]) expect(day(past)).toBeDisabled();
    // One day of the month in the tab order: the first that can be chosen.
    expect(day(25)).toHaveAttribute('tabindex', '0');
    expect(day(26)).toHaveAttribute('tabindex', '-1');
  });

  it('names every day button; the empty cells around the month are no buttons for assistive technology', async () => {
    const { container } = await renderBooking();
    const named = (cell: Element) => (cell.textContent ?? '').trim() !== '';
    const exposed = Array.from(container.querySelectorAll('[role="grid"] button')).filter((cell) => !cell.closest('[aria-hidden="true"]'));
    // November 2026: Sunday the 1st to Monday the 30th, whose week ends with five empty cells.
    expect(exposed).toHaveLength(30);
    expect(exposed.filter((cell) => !named(cell))).toEqual([]);
    const fillers = Array.from(container.querySelectorAll('[data-calendar-week]:not([aria-hidden="true"]) button')).filter((cell) => !named(cell));
    expect(fillers).toHaveLength(5);
    for (const cell of fillers) expect(cell).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the slots of a chosen day, the taken and past ones unavailable, and asks for the month once', async () => {
    const ranges = availability({ '2026-11-26': ['10:00', '15:30'] });
    const { user, day } = await renderBooking();
    expect(hint()).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Horários disponíveis (horário de Brasília)' })).not.toBeInTheDocument();

    await user.click(day(26));
    expect(day(26)).toHaveAttribute('aria-selected', 'true');
    expect(hint()).not.toBeVisible();
    // While the taken slots are read every slot waits; then the free ones can be chosen.
    await vi.waitFor(() => expect(slot('09:00')).toBeEnabled());
    expect(slot('10:00')).toBeDisabled();
    expect(slot('10:00')).toHaveAttribute('title', '10:00 (indisponível)');
    expect(slot('15:30')).toBeDisabled();
    expect(slot('17:00')).toBeEnabled();

    // Today: the slots up to the current time (10:00 in Sao Paulo) have passed.
    await user.click(day(25));
    await vi.waitFor(() => expect(slot('10:30')).toBeEnabled());
    for (const past of ['09:00', '09:30', '10:00']) {
      expect(slot(past)).toBeDisabled();
      expect(slot(past)).toHaveAttribute('title', `${past} (horário encerrado)`);
    }
    expect(ranges).toEqual(['2026-11-25/2026-11-30']);
  });

  it('draws the slots as busy placeholders while the taken ones are read, then as buttons', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/bookings/availability', async () => {
        await answered;
        return HttpResponse.json({ data: {} });
      }),
    );
    const { user, day } = await renderBooking();
    await user.click(day(26));
    const group = screen.getByRole('group', { name: 'Horários disponíveis (horário de Brasília)' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(slot('09:00')).toBeDisabled();

    answer();
    await vi.waitFor(() => expect(group).toHaveAttribute('aria-busy', 'false'));
    expect(slot('09:00')).toBeEnabled();
  });

  it("'Continuar' needs a day and a slot, then shows the contact step with the choice and moves focus to it", async () => {
    availability({});
    const { user, day } = await renderBooking();
    expect(continueButton()).toBeDisabled();

    await user.click(day(27));
    await vi.waitFor(() => expect(slot('14:00')).toBeEnabled());
    expect(continueButton()).toBeDisabled();

    await user.click(slot('14:00'));
    expect(slot('14:00')).toHaveAttribute('aria-pressed', 'true');
    expect(continueButton()).toBeEnabled();

    await user.click(continueButton());
    const step2 = screen.getByRole('form', { name: 'Seus dados' });
    expect(step2).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Seus dados' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Escolha a data e horário' })).not.toBeInTheDocument();
    const chosen = within(step2).getByRole('group', { name: 'Data e horário escolhidos' });
    expect(chosen).toHaveTextContent('sexta-feira, 27 de novembro de 2026');
    expect(chosen).toHaveTextContent('às 14:00 (horário de Brasília) · 45 minutos · online');

    // Back to step 1: the choice is kept.
    await user.click(within(step2).getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { name: 'Escolha a data e horário' })).toHaveFocus();
    expect(day(27)).toHaveAttribute('aria-selected', 'true');
    expect(slot('14:00')).toHaveAttribute('aria-pressed', 'true');
  });

  it("enables 'Confirmar Agendamento' once the required fields are filled", async () => {
    availability({});
    const { user, day } = await renderBooking();
    await user.click(day(30));
    await vi.waitFor(() => expect(slot('09:00')).toBeEnabled());
    await user.click(slot('09:00'));
    await user.click(continueButton());

    const confirm = screen.getByRole('button', { name: 'Confirmar Agendamento' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Beatriz Lima');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.com');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/^Telefone/), '(15) 99876-1234');
    expect(confirm).toBeEnabled();

    await user.clear(screen.getByLabelText(/^Nome/));
    expect(confirm).toBeDisabled();
  });
});
