import { expect, test } from './support/test';

/** What a visitor reads on each marketing page (spec §2, §9). */
test('home: rotating word every 3 s, stats, services, two forms, 24-hour promise', async ({ page }) => {
  await page.goto('/');
  const word = page.getByTestId('rotating-word');
  await expect(word).toHaveText('construtora');
  await expect(word).toHaveText('incorporadora', { timeout: 4500 });
  await expect(word).toHaveText('imobiliária', { timeout: 4500 });
  for (const stat of ['100+', '95%', '100M+', 'R$2MM+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
  for (const service of ['Geração de Leads', 'Lançamentos Imobiliários', 'Automação de Vendas']) {
    await expect(page.getByRole('heading', { name: service })).toBeVisible();
  }
  await expect(page.getByRole('form')).toHaveCount(2);
  await expect(page.getByText('Entraremos em contato em até 24 horas')).toBeVisible();
});

test('home: the next word slides in already readable, never from a blank (its opacity starts well above 0)', async ({ page }) => {
  await page.goto('/');
  const word = page.getByTestId('rotating-word');
  await expect(word).toHaveText('construtora');
  // At the next change, the lowest opacity of the word's animation (-1: no animation ran).
  const lowest = await word.evaluate(
    (span) =>
      new Promise<number>((resolve) => {
        new MutationObserver(() =>
          requestAnimationFrame(() => {
            const frames = span.getAnimations().flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes());
            resolve(frames.length ? Math.min(...frames.map((frame) => Number(frame.opacity ?? 1))) : -1);
          }),
        ).observe(span, { childList: true, characterData: true, subtree: true });
      }),
  );
  expect(lowest).toBeGreaterThanOrEqual(0.4);
});

test('home: the rotating word still changes with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByTestId('rotating-word')).toHaveText('incorporadora', { timeout: 4500 });
});

test('serviços: starting prices, plans with WhatsApp proposals, partners', async ({ page }) => {
  await page.goto('/servicos');
  for (const price of ['A partir de R$ 2.500/mês', 'A partir de R$ 5.000/mês', 'A partir de R$ 1.500/mês']) {
    await expect(page.getByText(price)).toBeVisible();
  }
  // The fourth service (R$ 3.000) exists but is not shown on the cards (spec §2).
  await expect(page.getByRole('heading', { name: 'Consultoria de Performance' })).toHaveCount(0);
  await expect(page.getByText('A partir de R$ 3.000/mês')).toHaveCount(0);
  await expect(page.getByText('Mais Popular')).toBeVisible();

  const proposals = page.getByRole('link', { name: /Solicitar Proposta/ });
  await expect(proposals).toHaveCount(3);
  const expected = [
    ['Corretor 3.0', 'R$ 1.500/mês'],
    ['Sales Machine', 'R$ 2.500/mês'],
    ['LeadFusion', 'fee fixo reduzido + comissão por venda'],
  ];
  for (let i = 0; i < 3; i++) {
    const href = (await proposals.nth(i).getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/5515900000000\?text=/);
    const text = decodeURIComponent(href.split('text=')[1]);
    expect(text).toContain(expected[i][0]);
    expect(text).toContain(expected[i][1]);
    await expect(proposals.nth(i)).toHaveAttribute('target', '_blank');
  }
  for (const partner of ['Google', 'Meta', 'LinkedIn', 'Taboola']) {
    await expect(page.getByLabel(/Parceiros/).getByRole('img', { name: partner, exact: true })).toBeVisible();
  }
});

test('contato: form, contact data from the CMS, hours, FAQ accordion', async ({ page }) => {
  await page.goto('/contato');
  await expect(page.getByRole('form')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '(15) 90000-0000' }).first()).toHaveAttribute('href', 'tel:+5515900000000');
  await expect(page.getByRole('link', { name: 'contato@alicerce.example' }).first()).toHaveAttribute('href', 'mailto:contato@alicerce.example');
  await expect(page.getByText('Segunda a Sexta: 08:00 - 18:00').first()).toBeVisible();
  await expect(page.getByText('Resposta em até 24h')).toBeVisible();
  const questions = page.getByRole('button', { expanded: false }).filter({ hasText: /\?$/ });
  await expect(questions).toHaveCount(4);
  await questions.first().click();
  await expect(page.getByRole('button', { expanded: true }).filter({ hasText: /\?$/ })).toHaveCount(1);
});

test('marketing page: strategies, form and the 2-hour promise', async ({ page }) => {
  await page.goto('/marketing-digital-imobiliario');
  await expect(page.getByRole('form')).toHaveCount(1);
  await expect(page.getByText('Retornamos em até 2 horas')).toBeVisible();
});

test('obrigado: WhatsApp button and back home', async ({ page }) => {
  await page.goto('/obrigado');
  await expect(page.getByText('Em breve retornaremos.')).toBeVisible();
  const whatsapp = page.getByRole('link', { name: /WhatsApp/ }).first();
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5515900000000\?text=.+/);
  await page.getByRole('link', { name: 'Voltar ao Início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('legal pages: 9 and 11 sections with today’s date', async ({ page }) => {
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await page.goto('/politicas-privacidade');
  await expect(page.locator('main h2')).toHaveCount(9);
  await expect(page.getByText(/LGPD|13\.709/).first()).toBeVisible();
  await expect(page.getByText(`Última atualização: ${today}`)).toBeVisible();
  await page.goto('/termos-uso');
  await expect(page.locator('main h2')).toHaveCount(11);
  await expect(page.getByText(`Última atualização: ${today}`)).toBeVisible();
});

test('an edit of a page section in the CMS shows on the page without a new build', async ({ page }) => {
  const { adminJwt, ANY_VERSION } = await import('./support/cms');
  const cms = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
  const title = `Vamos falar do seu lançamento ${Date.now()}`;
  const res = await fetch(`${cms}/api/page-contents/upsert`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
    body: JSON.stringify({
      data: {
        page_slug: 'contato',
        section_key: 'final_cta',
        content_type: 'cta',
        content: { title, text: 'Resposta no mesmo dia útil.', button_label: 'Agendar agora', button_href: '/agendamento' },
      },
    }),
  });
  expect(res.status).toBe(200);
  await page.goto('/contato');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agendar agora' })).toHaveAttribute('href', '/agendamento');
});
