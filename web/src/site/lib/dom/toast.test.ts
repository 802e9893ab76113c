import { afterEach, describe, expect, it } from 'vitest';

import { dismissToasts, toast } from './toast';

const texts = () => Array.from(document.querySelectorAll('.site-toast')).map((element) => element.textContent);

describe('public page toasts', () => {
  afterEach(() => document.querySelector('.site-toasts')?.remove());

  it('never shows the same message twice at once', () => {
    toast.error('Erro de validação', 'Email inválido', { group: 'lead' });
    toast.error('Erro de validação', 'Email inválido', { group: 'lead' });
    expect(texts()).toHaveLength(1);
  });

  it("shows a form's latest problem only, and clears them when the form is sent", () => {
    toast.error('Erro de validação', 'Email inválido', { group: 'lead' });
    toast.error('Erro ao carregar cases');
    toast.error('Erro de validação', 'Telefone deve conter apenas números', { group: 'lead' });
    expect(texts()).toEqual(['Erro ao carregar cases×', 'Erro de validaçãoTelefone deve conter apenas números×']);
    dismissToasts('lead');
    expect(texts()).toEqual(['Erro ao carregar cases×']);
  });
});
