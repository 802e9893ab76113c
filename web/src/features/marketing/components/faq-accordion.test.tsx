import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { contactFaqs } from '../content/faqs';

import { FaqAccordion } from './faq-accordion';

describe('FaqAccordion', () => {
  it('lists the four questions collapsed and expands one on click', async () => {
    const { user } = renderWithProviders(<FaqAccordion faqs={contactFaqs} />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(4);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    const timing = screen.getByRole('button', { name: 'Em quanto tempo vejo os primeiros resultados?' });
    const answer = screen.getByText(/entre 15 a 30 dias/);
    expect(answer).not.toBeVisible();

    await user.click(timing);
    expect(timing).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
  });

  it('answers the hybrid fee, project types and reporting questions', () => {
    renderWithProviders(<FaqAccordion faqs={contactFaqs} />);
    expect(screen.getByText(/fee fixo mensal/)).toBeInTheDocument();
    expect(screen.getByText(/comissão por venda/)).toBeInTheDocument();
    expect(screen.getByText(/loteamentos/)).toBeInTheDocument();
    expect(screen.getByText(/CPL \(custo por lead\), ROI e taxa de conversão/)).toBeInTheDocument();
  });
});
