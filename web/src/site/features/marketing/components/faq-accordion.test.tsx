import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import * as accordion from '@/site/components/ui/accordion-island';
import { renderStatic } from '@/site/testing/render-static';

import { contactFaqs } from '../content/faqs';

import { FaqAccordion } from './faq-accordion';

const islands = { accordion };

describe('FaqAccordion', () => {
  it('lists the four questions collapsed and expands and collapses one on click', async () => {
    const { user } = await renderStatic(<FaqAccordion faqs={contactFaqs} />, { islands });
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(4);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const timing = screen.getByRole('button', { name: 'Em quanto tempo vejo os primeiros resultados?' });
    const answer = screen.getByText(/entre 15 e 30 dias/);
    expect(answer).not.toBeVisible();
    // Hidden "until found": the browser's find-in-page still reaches the answers.
    expect(answer.closest('[role="region"]')).toHaveAttribute('hidden', 'until-found');

    await user.click(timing);
    expect(timing).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(screen.getByRole('region', { name: 'Em quanto tempo vejo os primeiros resultados?' })).toContainElement(answer);

    await user.click(timing);
    expect(timing).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('opens the answer find-in-page revealed', async () => {
    await renderStatic(<FaqAccordion faqs={contactFaqs} />, { islands });
    const timing = screen.getByRole('button', { name: 'Em quanto tempo vejo os primeiros resultados?' });
    const panel = document.getElementById(timing.getAttribute('aria-controls')!)!;
    // What the browser does when a search lands in a panel hidden until found.
    panel.removeAttribute('hidden');
    panel.dispatchEvent(new Event('beforematch'));
    expect(timing).toHaveAttribute('aria-expanded', 'true');
  });

  it('answers the hybrid fee, project types and reporting questions in the HTML itself', async () => {
    const { html } = await renderStatic(<FaqAccordion faqs={contactFaqs} />);
    expect(html).toMatch(/fee fixo mensal/);
    expect(html).toMatch(/comissão por venda/);
    expect(html).toMatch(/loteamentos/);
    expect(screen.getByText(/CPL \(custo por lead\), ROI e taxa de conversão/)).toBeInTheDocument();
  });
});
