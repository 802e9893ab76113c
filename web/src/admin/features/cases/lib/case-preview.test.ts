import { describe, expect, it } from 'vitest';

import { emptyCaseForm } from '@alicerce/domain';

import { storedCase } from '../components/admin-case.fixture';
import { noMedia } from '../types';

import { casePreview } from './case-preview';

describe('casePreview: the case as the form holds it, for the site card', () => {
  it('reads the typed fields, one strategy per line, and results once their JSON reads', () => {
    const values = { ...emptyCaseForm, title: 'Vale Verde', platform: 'Meta Ads', strategy: 'Uma\n\nDuas', results: '{"Leads": "+80%"}' };
    expect(casePreview(values, noMedia, null)).toMatchObject({
      title: 'Vale Verde',
      platform: 'Meta Ads',
      strategy: ['Uma', 'Duas'],
      results: { Leads: '+80%' },
      image_url: null,
    });
    expect(casePreview({ ...values, results: '{"Leads": ' }, noMedia, null).results).toEqual({});
  });

  it('shows the chosen media-library files before the typed URLs, and keeps the stored ids', () => {
    const image = { id: 3, url: 'http://cms/uploads/fachada.jpg' };
    const values = {
      ...emptyCaseForm,
      image_url: 'https://exemplo.com/outra.jpg',
      gallery_images: 'https://exemplo.com/a.jpg, https://exemplo.com/b.jpg',
    };
    const withFile = casePreview(values, { image, chart: null, gallery: [] }, storedCase);
    expect(withFile).toMatchObject({
      documentId: 'doc-1',
      image_url: image.url,
      image,
      gallery_images: ['https://exemplo.com/a.jpg', 'https://exemplo.com/b.jpg'],
    });
    expect(casePreview(values, noMedia, null).image_url).toBe('https://exemplo.com/outra.jpg');
  });
});
