import { describe, expect, it } from 'vitest';

import type { Lead } from '../types';

import { buildCsv, CSV_BOM } from './csv';
import { leadsCsv } from './inbox-csv';

describe('buildCsv', () => {
  it('starts with the UTF-8 BOM, separates with ; and quotes every field', () => {
    const csv = buildCsv(['Nome', 'Empresa'], [['João Ávila', 'Incorporadora São José']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual(['"Nome";"Empresa"', '"João Ávila";"Incorporadora São José"', '']);
  });

  it('doubles quotes and keeps ; and line breaks inside the quoted field', () => {
    const csv = buildCsv(['Mensagem'], [['Disse "olá"; depois\nsaiu'], [null], [undefined], [42]]);
    expect(csv.slice(1).split('\r\n')).toEqual(['"Mensagem"', '"Disse ""olá""; depois\nsaiu"', '""', '""', '"42"', '']);
  });

  it('neutralises cells Excel would run as formulas', () => {
    const csv = buildCsv(['Mensagem'], [['=HYPERLINK("http://x")'], ['@SUM(1)'], ['-2+3']]);
    expect(csv.slice(1).split('\r\n').slice(1, 4)).toEqual(['"\'=HYPERLINK(""http://x"")"', '"\'@SUM(1)"', '"\'-2+3"']);
  });
});

describe('leadsCsv', () => {
  it('has a pt-BR header and one row per lead with its pt-BR status and its ad click IDs', () => {
    const lead: Lead = {
      documentId: 'a1',
      name: 'Ana Lima',
      email: 'ana@exemplo.com',
      phone: '(15) 99876-1234',
      company: null,
      message: 'Quero vender',
      source_page: '/contato',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: null,
      lead_status: 'contacted',
      createdAt: '2026-03-02T13:05:00.000Z',
      gclid: 'Cj0KCQ-abc',
      fbp: 'fb.1.1764000000000.42',
    };
    const [header, row] = leadsCsv([lead]).slice(1).split('\r\n');
    expect(header).toBe('"Data";"Nome";"E-mail";"Telefone";"Empresa";"Mensagem";"Página de origem";"UTM source";"UTM medium";"UTM campaign";"Status";"gclid";"gbraid";"wbraid";"fbclid";"fbc";"fbp"');
    expect(row).toBe('"02/03/2026, 10:05";"Ana Lima";"ana@exemplo.com";"(15) 99876-1234";"";"Quero vender";"/contato";"google";"cpc";"";"Contatado";"Cj0KCQ-abc";"";"";"";"";"fb.1.1764000000000.42"');
  });
});
