import { describe, expect, it } from 'vitest';

import {
  CASE_IMAGE_URL_MESSAGES,
  caseFormSchema,
  caseToFormValues,
  emptyCaseForm,
  IMAGE_URL_MESSAGES,
  imageUrlIssue,
  imageUrlMessage,
  joinGallery,
  normalizeImageUrl,
  splitGallery,
} from './index';

// The rule the media field checks a pasted address with is the one the CMS stores cases with (domain/src/image-url.ts).
describe('image addresses', () => {
  it.each([
    'https://cdn.example.com/fotos/fachada.jpg',
    'https://cdn.example.com/a.jpg?w=800',
    '/uploads/fachada_1a2b3c.jpg',
    '  /uploads/sala.webp  ',
  ])('accepts %s', (url) => expect(imageUrlIssue(url)).toBeNull());

  it.each([
    ['', 'empty'],
    ['http://cdn.example.com/a.jpg', 'http'],
    ['javascript:alert(1)', 'invalid'],
    ['JaVaScRiPt:alert(1)', 'invalid'],
    ['data:image/png;base64,iVBORw0KGgo=', 'invalid'],
    ['blob:https://site.example/123', 'invalid'],
    ['ftp://files.example/a.jpg', 'invalid'],
    ['//evil.example/a.jpg', 'invalid'],
    ['/admin/dashboard', 'invalid'],
    ['/uploads/../admin/x.jpg', 'invalid'],
    ['/uploads/', 'invalid'],
    ['https://user:senha@cdn.example.com/a.jpg', 'invalid'],
    ['fachada.jpg', 'invalid'],
    [`https://cdn.example.com/${'a'.repeat(500)}.jpg`, 'long'],
  ])('refuses %j (%s)', (url, issue) => expect(imageUrlIssue(url)).toBe(issue));

  it("words the refusal in pt-BR, in the slot's own words where it has them (a case's: the spec's)", () => {
    expect(imageUrlMessage('javascript:alert(1)')).toBe(IMAGE_URL_MESSAGES.invalid);
    expect(imageUrlMessage('http://cdn.example.com/a.jpg')).toBe(IMAGE_URL_MESSAGES.http);
    expect(imageUrlMessage('http://cdn.example.com/a.jpg', { http: CASE_IMAGE_URL_MESSAGES.image })).toBe('URL de imagem inválida');
    expect(imageUrlMessage('/uploads/a.jpg', { invalid: CASE_IMAGE_URL_MESSAGES.image })).toBeNull();
  });

  it("turns the CMS's own link to an upload into the site's /uploads/ address, and leaves the rest alone", () => {
    expect(normalizeImageUrl(' http://127.0.0.1:1337/uploads/fachada.jpg ')).toBe('/uploads/fachada.jpg');
    expect(normalizeImageUrl('https://cms.agencia.com.br/uploads/sala.jpg')).toBe('/uploads/sala.jpg');
    expect(normalizeImageUrl('https://cdn.example.com/fotos/a.jpg')).toBe('https://cdn.example.com/fotos/a.jpg');
  });

  it('keeps a gallery address with a comma whole through the form text', () => {
    const urls = ['https://cdn.example.com/a,b.jpg', '/uploads/c.jpg'];
    expect(splitGallery(joinGallery(urls))).toEqual(['https://cdn.example.com/a%2Cb.jpg', '/uploads/c.jpg']);
  });
});

describe('the case form with images given by address', () => {
  const form = {
    ...emptyCaseForm,
    title: 'Residencial Aurora',
    slug: 'residencial-aurora',
    client_name: 'Construtora',
    segment: 'Incorporadora',
    platform: 'Meta Ads',
    short_description: 'Resumo.',
    challenge: 'Desafio.',
    strategy: 'Uma',
    results: '{}',
  };

  it('refuses an http:// or javascript: address with the message of its slot', () => {
    const message = (values: object) => caseFormSchema.safeParse({ ...form, ...values }).error?.issues[0].message;
    expect(message({ image_url: 'http://cdn.example.com/a.jpg' })).toBe('URL de imagem inválida');
    expect(message({ chart_url: 'javascript:alert(1)' })).toBe('URL de gráfico inválida');
    expect(message({ gallery_images: '/uploads/a.jpg, data:image/png;base64,AAAA' })).toBe('URL de galeria inválida');
  });

  it("edits older content that stored the CMS's absolute upload links: shown and saved as /uploads/, alt texts kept", () => {
    const old = 'http://127.0.0.1:1337/uploads/sala.jpg';
    const values = caseToFormValues({
      ...form,
      strategy: ['Uma'],
      results: {},
      image_url: 'http://127.0.0.1:1337/uploads/fachada.jpg',
      gallery_images: [old],
      gallery_alts: { [old]: 'Sala' },
    } as never);
    expect(values.image_url).toBe('/uploads/fachada.jpg');
    const saved = caseFormSchema.parse(values);
    expect(saved).toMatchObject({
      image_url: '/uploads/fachada.jpg',
      gallery_images: ['/uploads/sala.jpg'],
      gallery_alts: { '/uploads/sala.jpg': 'Sala' },
    });
  });
});
