import { describe, expect, it } from 'vitest';

import { pageContentFormSchema, type PageContentFormValues } from './index';

const valid: PageContentFormValues = { page_slug: 'blog', section_key: 'final_cta', content_type: 'cta', content: '{ "title": "Olá" }' };

const messages = (values: Partial<PageContentFormValues>) => {
  const parsed = pageContentFormSchema.safeParse({ ...valid, ...values });
  expect(parsed.success).toBe(false);
  return parsed.error!.issues.map((issue) => issue.message);
};

describe('pageContentFormSchema', () => {
  it('parses the JSON text into the upsert payload', () => {
    expect(pageContentFormSchema.parse(valid)).toEqual({
      page_slug: 'blog',
      section_key: 'final_cta',
      content_type: 'cta',
      content: { title: 'Olá' },
    });
  });

  it.each([
    [{ section_key: 'Final-CTA' }, 'Use apenas letras minúsculas, números e underscores'],
    [{ section_key: '' }, 'Chave da seção é obrigatória'],
    [{ section_key: 'a'.repeat(101) }, 'Chave da seção deve ter no máximo 100 caracteres'],
    [{ content_type: 'banner' }, 'Tipo de conteúdo inválido'],
    [{ page_slug: 'sobre' }, 'Página inválida'],
    [{ content: '{ title: ' }, 'JSON inválido'],
    [{ content: '' }, 'JSON inválido'],
    [{ content: '[1, 2]' }, 'Formato de conteúdo inválido'],
    [{ content: 'null' }, 'Formato de conteúdo inválido'],
    [{ content: '42' }, 'Formato de conteúdo inválido'],
  ])('%o → %s', (values, message) => {
    expect(messages(values)[0]).toBe(message);
  });
});
