import { describe, expect, it } from 'vitest';

import { caseFormSchema, caseToFormValues, emptyCaseForm, parseDecimalBr, RESULTS_SERIES_MESSAGES, type CaseFormValues } from './index';

const valid: CaseFormValues = {
  ...emptyCaseForm,
  title: 'Lançamento Residencial Jardins',
  slug: 'lancamento-jardins',
  client_name: 'Construtora Horizonte',
  segment: 'Incorporadora',
  platform: 'Meta Ads',
  property_type: 'Apartamentos',
  short_description: 'Campanha de lançamento com foco em leads qualificados.',
  challenge: 'Vender 120 unidades em 6 meses.',
  strategy: 'Segmentação por renda\n\n  Landing page dedicada  \n',
  results: '{ "Leads": "+320%", "CPL": "R$ 18" }',
  gallery_images: 'https://img.example/1.jpg, https://img.example/2.jpg',
};

const firstMessage = (values: Partial<CaseFormValues>) => {
  const parsed = caseFormSchema.safeParse({ ...valid, ...values });
  expect(parsed.success).toBe(false);
  return parsed.error!.issues[0].message;
};

describe('caseFormSchema', () => {
  it('turns the text form into the API payload', () => {
    const parsed = caseFormSchema.parse({ ...valid, slug: 'Lancamento-JARDINS', learning: '  ' });
    expect(parsed.slug).toBe('lancamento-jardins');
    expect(parsed.strategy).toEqual(['Segmentação por renda', 'Landing page dedicada']);
    expect(parsed.results).toEqual({ Leads: '+320%', CPL: 'R$ 18' });
    expect(parsed.gallery_images).toEqual(['https://img.example/1.jpg', 'https://img.example/2.jpg']);
    expect(parsed.is_published).toBe(true);
    expect(parsed.learning).toBeNull();
    expect(parsed.image_url).toBeNull();
  });

  it.each([
    [{ title: '' }, 'Título é obrigatório'],
    [{ title: 'x'.repeat(201) }, 'Título deve ter no máximo 200 caracteres'],
    [{ slug: '' }, 'Slug é obrigatório'],
    [{ slug: 'com espaço' }, 'Slug deve conter apenas letras minúsculas, números e hífens'],
    [{ slug: 'a'.repeat(101) }, 'Slug deve ter no máximo 100 caracteres'],
    [{ client_name: '' }, 'Nome do cliente é obrigatório'],
    [{ client_name: 'x'.repeat(201) }, 'Nome muito longo'],
    [{ segment: '' }, 'Segmento é obrigatório'],
    [{ segment: 'x'.repeat(101) }, 'Segmento deve ter no máximo 100 caracteres'],
    [{ platform: '' }, 'Plataforma é obrigatória'],
    [{ property_type: 'Castelo' }, 'Tipo de imóvel inválido'],
    [{ short_description: '' }, 'Descrição curta é obrigatória'],
    [{ short_description: 'x'.repeat(501) }, 'Descrição curta deve ter no máximo 500 caracteres'],
    [{ challenge: '' }, 'Desafio é obrigatório'],
    [{ challenge: 'x'.repeat(2001) }, 'Desafio deve ter no máximo 2000 caracteres'],
    [{ strategy: ' \n \n' }, 'Estratégia é obrigatória'],
    [{ strategy: 'x'.repeat(5001) }, 'Estratégia deve ter no máximo 5000 caracteres'],
    [{ results: '' }, 'JSON de resultados inválido'],
    [{ results: '{ Leads: +320% }' }, 'JSON de resultados inválido'],
    [{ results: '["+320%"]' }, 'Formato de resultados inválido'],
    [{ results: '{ "Leads": 320 }' }, 'Formato de resultados inválido'],
    [{ results: '"texto"' }, 'Formato de resultados inválido'],
    [{ image_url: 'não é url' }, 'URL de imagem inválida'],
    [{ image_url: `https://img.example/${'a'.repeat(500)}` }, 'URL muito longa'],
    [{ chart_url: 'ftp://grafico' }, 'URL de gráfico inválida'],
    [{ learning: 'x'.repeat(2001) }, 'Aprendizado deve ter no máximo 2000 caracteres'],
    [{ gallery_images: 'https://img.example/1.jpg, imagem-2' }, 'URL de galeria inválida'],
    [{ image_alt: 'x'.repeat(251) }, 'Texto alternativo deve ter no máximo 250 caracteres'],
    [{ chart_alt: 'x'.repeat(251) }, 'Texto alternativo deve ter no máximo 250 caracteres'],
    [{ gallery_alts: { 'https://img.example/1.jpg': 'x'.repeat(251) } }, 'Texto alternativo deve ter no máximo 250 caracteres'],
    [
      { gallery_images: Array.from({ length: 200 }, (_, i) => `https://img.example/${i}.jpg`).join(', ') },
      'Galeria deve ter no máximo 5000 caracteres',
    ],
  ])('%o → %s', (values, message) => {
    expect(firstMessage(values)).toBe(message);
  });

  it('keeps the alt texts of URL images, trimmed, and only those of gallery URLs still listed', () => {
    const parsed = caseFormSchema.parse({
      ...valid,
      image_url: 'https://img.example/fachada.jpg',
      image_alt: '  Fachada do edifício  ',
      chart_alt: ' ',
      gallery_images: 'https://img.example/2.jpg, https://img.example/1.jpg',
      gallery_alts: {
        'https://img.example/1.jpg': ' Sala de estar ',
        'https://img.example/2.jpg': '',
        'https://img.example/removida.jpg': 'Cozinha',
      },
    });
    expect(parsed.image_alt).toBe('Fachada do edifício');
    expect(parsed.chart_alt).toBeNull();
    expect(parsed.gallery_images).toEqual(['https://img.example/2.jpg', 'https://img.example/1.jpg']);
    expect(parsed.gallery_alts).toEqual({ 'https://img.example/1.jpg': 'Sala de estar' });
  });

  it('reports the first error in form order, each on its field', () => {
    const parsed = caseFormSchema.safeParse({ ...valid, gallery_images: 'x', results: 'nope', title: '' });
    expect(parsed.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['title', 'Título é obrigatório'],
      ['results', 'JSON de resultados inválido'],
      ['gallery_images', 'URL de galeria inválida'],
    ]);
  });

  describe('the results chart (results_series)', () => {
    const series = (points: Array<[string, string]>, extra: Partial<NonNullable<CaseFormValues['results_series']>> = {}) => ({
      title: ' Custo por lead ',
      metric: 'CPL',
      format: 'brl',
      points: points.map(([label, value]) => ({ label, value })),
      ...extra,
    });

    it('reads values as typed in Brazil and stores numbers; none is null', () => {
      const parsed = caseFormSchema.parse({
        ...valid,
        results_series: series([
          ['Sem 1', '9,80'],
          ['Sem 2', '1.234,5'],
          ['Sem 3', '17.6'],
          ['Sem 4', '1.500'],
        ]),
      });
      expect(parsed.results_series).toEqual({
        title: 'Custo por lead',
        metric: 'CPL',
        format: 'brl',
        points: [
          { label: 'Sem 1', value: 9.8 },
          { label: 'Sem 2', value: 1234.5 },
          { label: 'Sem 3', value: 17.6 },
          { label: 'Sem 4', value: 1500 },
        ],
      });
      expect(caseFormSchema.parse(valid).results_series).toBeNull();
      expect(caseToFormValues({ results_series: parsed.results_series }).results_series?.points.map((p) => p.value)).toEqual([
        '9,8',
        '1234,5',
        '17,6',
        '1500',
      ]);
    });

    it.each([
      [series([['jan', '10']]), RESULTS_SERIES_MESSAGES.tooFew],
      [
        series([
          ['jan', 'dez'],
          ['fev', '2'],
        ]),
        RESULTS_SERIES_MESSAGES.value,
      ],
      [
        series([
          ['jan', ''],
          ['fev', '2'],
        ]),
        RESULTS_SERIES_MESSAGES.value,
      ],
      [
        series([
          ['', '1'],
          ['fev', '2'],
        ]),
        RESULTS_SERIES_MESSAGES.label,
      ],
      [
        series(
          [
            ['jan', '1'],
            ['fev', '2'],
          ],
          { title: '' },
        ),
        RESULTS_SERIES_MESSAGES.title,
      ],
      [
        series(
          [
            ['jan', '1'],
            ['fev', '2'],
          ],
          { metric: ' ' },
        ),
        RESULTS_SERIES_MESSAGES.metric,
      ],
      [series(Array.from({ length: 25 }, (_, i) => [`M${i}`, '1'] as [string, string])), RESULTS_SERIES_MESSAGES.tooMany],
    ])('%o → %s (on its field, after Resultados)', (results_series, message) => {
      const parsed = caseFormSchema.safeParse({ ...valid, results_series });
      expect(parsed.error!.issues.map((i) => [i.path[0], i.message])).toEqual([['results_series', message]]);
    });

    it('parses numbers the Brazilian way and refuses what is not one', () => {
      expect(['0', '12', '12,5', '1.234', '1.234.567,89', '3.5', ' 7 '].map(parseDecimalBr)).toEqual([0, 12, 12.5, 1234, 1234567.89, 3.5, 7]);
      for (const text of ['', '-3', '1,2,3', '1.2.3', 'R$ 10', '10%', '1e3']) expect(parseDecimalBr(text)).toBeNaN();
    });
  });
});
