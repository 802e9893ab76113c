import { describe, expect, it } from 'vitest';

import { articleInputSchema, parseInput, slugFromTitle } from '@alicerce/domain';

import { emptyArticleForm, followTitle } from './article-form-values';

const follow = (previous: string, title: string, slug: string) => followTitle(slugFromTitle, previous, title, slug);

describe('slug from the title', () => {
  it('is the title without accents, in lowercase, words joined by hyphens', () => {
    expect(slugFromTitle('Geração de Leads: 7 Estratégias Eficazes!')).toBe('geracao-de-leads-7-estrategias-eficazes');
    expect(slugFromTitle('a'.repeat(150)).length).toBe(100);
  });

  it("follows the title while the slug is the title's, and stays once the admin typed one", () => {
    expect(follow('', 'Guia', '')).toBe('guia');
    expect(follow('Guia', 'Guia Completo', 'guia')).toBe('guia-completo');
    expect(follow('Guia', 'Guia Completo', 'meu-endereco')).toBe('meu-endereco');
  });
});

describe('article form rules (shared with the CMS)', () => {
  const valid = {
    ...emptyArticleForm,
    title: 'Guia',
    slug: 'guia',
    excerpt: 'Resumo',
    category: 'SEO' as const,
    cover: 7,
    cover_alt: 'Capa',
    body: '## Um',
  };

  it('an empty form names the title first, in pt-BR', () => {
    expect(parseInput(articleInputSchema, emptyArticleForm)).toMatchObject({ success: false, message: 'Título é obrigatório' });
  });

  it('asks for the cover and its alternative text', () => {
    expect(parseInput(articleInputSchema, { ...valid, cover: undefined })).toMatchObject({ message: 'Imagem de capa é obrigatória' });
    expect(parseInput(articleInputSchema, { ...valid, cover_alt: '  ' })).toMatchObject({ message: 'Texto alternativo da capa é obrigatório' });
  });

  it('a scheduled article needs a date-time still to come', () => {
    expect(parseInput(articleInputSchema, { ...valid, publication: 'agendado', scheduled_at: null })).toMatchObject({
      message: 'Informe a data e a hora da publicação',
    });
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(parseInput(articleInputSchema, { ...valid, publication: 'agendado', scheduled_at: past })).toMatchObject({
      message: 'A data de publicação agendada deve ser no futuro',
    });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(parseInput(articleInputSchema, { ...valid, publication: 'agendado', scheduled_at: future }).success).toBe(true);
  });

  it('an empty SEO description is stored as none', () => {
    expect(parseInput(articleInputSchema, { ...valid, seo_description: ' ' })).toMatchObject({ success: true, data: { seo_description: null } });
  });
});
