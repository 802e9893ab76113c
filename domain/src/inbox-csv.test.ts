import { CSV_BOM, csvLine, LEAD_CSV_HEADER, leadCsvRow, type LeadCsvSource } from './index';
import { describe, expect, it } from 'vitest';

// The rules of domain/src/csv.ts and inbox-csv.ts, which the CMS's streamed export writes with.
describe('csvLine', () => {
  it('separates with ; and quotes every field, CRLF at the end', () => {
    expect(csvLine(['João Ávila', 'Incorporadora São José'])).toBe('"João Ávila";"Incorporadora São José"\r\n');
    expect(CSV_BOM.charCodeAt(0)).toBe(0xfeff);
  });

  it('doubles quotes and keeps ; and line breaks inside the quoted field', () => {
    expect(csvLine(['Disse "olá"; depois\nsaiu', null, undefined, 42])).toBe('"Disse ""olá""; depois\nsaiu";"";"";"42"\r\n');
  });

  it('neutralises cells Excel would run as formulas', () => {
    expect(csvLine(['=HYPERLINK("http://x")', '@SUM(1)', '-2+3', '+1', '\tx'])).toBe(
      '"\'=HYPERLINK(""http://x"")";"\'@SUM(1)";"\'-2+3";"\'+1";"\'\tx"\r\n',
    );
  });
});

describe('lead CSV row', () => {
  it('has a pt-BR header and the row with its pt-BR date and status, and its ad click IDs last', () => {
    const lead: LeadCsvSource = {
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
    expect(csvLine(LEAD_CSV_HEADER)).toBe(
      '"Data";"Nome";"E-mail";"Telefone";"Empresa";"Mensagem";"Página de origem";"UTM source";"UTM medium";"UTM campaign";"Status";"gclid";"gbraid";"wbraid";"fbclid";"fbc";"fbp"\r\n',
    );
    expect(csvLine(leadCsvRow(lead))).toBe(
      '"02/03/2026, 10:05";"Ana Lima";"ana@exemplo.com";"(15) 99876-1234";"";"Quero vender";"/contato";"google";"cpc";"";"Contatado";"Cj0KCQ-abc";"";"";"";"";"fb.1.1764000000000.42"\r\n',
    );
  });
});
