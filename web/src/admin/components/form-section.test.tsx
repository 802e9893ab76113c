import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { FormSection, sectionAnchor } from './form-section';

describe('FormSection', () => {
  it('names its region by its heading, whose id is the jump list anchor (accents and spaces folded)', () => {
    renderWithProviders(<FormSection title="Quem disse">campos</FormSection>);
    expect(screen.getByRole('region', { name: 'Quem disse' })).toHaveTextContent('campos');
    expect(screen.getByRole('heading', { name: 'Quem disse' })).toHaveAttribute('id', 'secao-quem-disse');
    expect(sectionAnchor('Publicação')).toBe('secao-publicacao');
    expect(sectionAnchor('História')).toBe('secao-historia');
  });
});
