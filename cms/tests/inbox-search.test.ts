import { randomBytes } from 'node:crypto';
import { inboxWhere, type InboxFilter } from '@alicerce/domain';
import { adminToken, api, bearer } from './helpers/api';
import { countRows, insertRows, runSql } from './helpers/db-rows';

// The inbox grid's free-text search (domain inboxWhere: name, e-mail, phone, company) through its index
// (cms/src/bootstrap/inbox-search.ts): the same rows and total as the plain LIKE, on SQLite and PostgreSQL.

/** `{ a: { $eq: 1 } }` as Strapi's bracketed query, as the grid sends it (web/src/features/admin-inbox/lib/grid-query.ts). */
function bracket(value: unknown, prefix: string, into: string[] = []): string[] {
  if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) bracket(inner, `${prefix}[${key}]`, into);
  else into.push(`${prefix}=${encodeURIComponent(String(value))}`);
  return into;
}

let admin: string;
/** The grid's request: names of the page's rows (oldest first) and the total it shows. */
const grid = async (filter: InboxFilter) => {
  const res = await api()
    .get(`/api/leads?${['pagination[pageSize]=25', 'sort[0]=createdAt:asc', ...bracket(inboxWhere('leads', filter), 'filters')].join('&')}`)
    .set(bearer(admin));
  expect(res.status).toBe(200);
  return { names: res.body.data.map((lead: { name: string }) => lead.name), total: res.body.meta.pagination.total };
};

// Consonants only (no 'la' in it), so the term is found nowhere else in the suite's data.
const token = `zq${[...randomBytes(10)].map((byte) => 'bcdfghjkmnpqrstvwxz'[byte % 19]).join('')}`;
const campaign = `busca-${token}`;
const lead = (name: string, minute: number, extra: Record<string, string> = {}) => {
  const at = new Date(Date.UTC(2030, 0, 10, 12, minute));
  return {
    document_id: randomBytes(12).toString('hex'),
    name,
    email: `pessoa${minute}@teste.example`,
    phone: '(15) 99999-0000',
    company: null,
    lead_status: 'new',
    utm_campaign: campaign,
    created_at: at,
    updated_at: at,
    published_at: at,
    ...extra,
  };
};

beforeAll(async () => {
  admin = await adminToken();
  await insertRows('leads', [
    lead(`Ana ${token[0].toUpperCase()}${token.slice(1)}`, 1),
    lead('Bruno Email', 2, { email: `${token}@teste.example` }),
    lead('Carla Empresa', 3, { company: `Imobiliária ${token.toUpperCase()}` }),
    lead('Diego Telefone', 4, { phone: '(15) 98765-4321' }),
    lead('Elaine Outra', 5),
  ]);
});

describe('the inbox search', () => {
  it('finds the term in the name, e-mail or company, whatever the case of its ASCII letters, with the total', async () => {
    const expected = { names: [`Ana ${token[0].toUpperCase()}${token.slice(1)}`, 'Bruno Email', 'Carla Empresa'], total: 3 };
    expect(await grid({ q: token })).toEqual(expected);
    expect(await grid({ q: token.toUpperCase() })).toEqual(expected);
    expect(await grid({ q: `${token.slice(2, 7)}`, campaign })).toEqual(expected);
  });

  it('finds digits of the phone, a term of 2 characters, and nothing for a term with quotes', async () => {
    expect(await grid({ q: '98765-43', campaign })).toEqual({ names: ['Diego Telefone'], total: 1 });
    expect(await grid({ q: 'la', campaign })).toEqual({ names: ['Carla Empresa', 'Elaine Outra'], total: 2 });
    expect(await grid({ q: `"${token}"`, campaign })).toEqual({ names: [], total: 0 });
  });

  it('follows a lead renamed or deleted straight in the database', async () => {
    await runSql(`update leads set name = ? where name = 'Elaine Outra' and utm_campaign = ?`, [`Elaine ${token}`, campaign]);
    expect((await grid({ q: token })).total).toBe(4);
    expect((await grid({ q: 'outra', campaign })).total).toBe(0);
    await runSql(`delete from leads where name = ? and utm_campaign = ?`, [`Elaine ${token}`, campaign]);
    expect((await grid({ q: token })).total).toBe(3);
  });

  it('has its index: a trigram copy of every lead on SQLite, trigram indexes of the four fields on PostgreSQL', async () => {
    if (process.env.DATABASE_CLIENT === 'postgres') {
      const { indexes } = await countRows({
        indexes: `select count(*) as count from pg_indexes where tablename = 'leads' and indexname like '%_trgm_idx'`,
      });
      expect(indexes).toBe(4);
    } else {
      const { leads, indexed } = await countRows({
        leads: 'select count(*) as count from leads',
        indexed: 'select count(*) as count from leads_search',
      });
      expect(indexed).toBe(leads);
    }
  });
});
