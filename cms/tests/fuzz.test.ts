import fc from 'fast-check';
import request from 'supertest';
import { addDays, BOOKING_SLOTS, HONEYPOT_FIELD, isWeekday, saoPauloNow } from '@alicerce/domain';
import { INPUT_MESSAGES } from '../src/middlewares/input-guard';
import { adminToken, bearer } from './helpers/api';
import { countRows } from './helpers/db-rows';

/**
 * Property-based bad input on every public write. Each generated request is malformed by construction: a
 * valid payload with at least one defect (a missing or mistyped field, a value over its limit, a character
 * its rule refuses), surrounded by noise (unicode edge cases, prototype-pollution keys, unknown fields);
 * or a body that is not a JSON object at all, or not JSON, or above the 256 kb body limit (→ 413).
 * For every request: a 4xx with an error message, never a 5xx. For every batch: no lead, booking, user,
 * session or reset code stored. After every route: the CMS answers /_health and no prototype of the CMS
 * process changed. Each request comes from its own client IP so the rate limits (tested in abuse.test.ts,
 * leads.test.ts, bookings.test.ts) do not answer in place of the validation.
 */
const RUNS = 40;
const BATCH = 25; // RUNS × BATCH = 1000 requests per route
const BODY_LIMIT = 256 * 1024;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const cms = () => request(process.env.CMS_TEST_URL!);
let ipCounter = 0;
/** 198.18.0.0/15 is reserved for benchmarks: never a real client. */
const nextIp = () => {
  const n = ++ipCounter;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
};

// ---------------------------------------------------------------- values

const EDGE = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\u202E',
  '\u200F',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u0301',
  '\u0007',
  '\r\n',
  '👩‍👩‍👧',
  '🏠',
  'ﷺ',
  'مرحبا',
  'שלום',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${7*7}',
  '{{7*7}}',
  '%00',
  '../../etc/passwd',
];
const edgeText = fc.oneof(
  fc.constantFrom(...EDGE),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...EDGE), fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
);
const json = fc.jsonValue({ maxDepth: 3 });
/** A JSON value that is not a string, as sent: finite numbers only (JSON.stringify turns NaN and ±Infinity into null). */
const notString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(json, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 3 }),
);
const notStringNorNull = notString.filter((value) => value !== null);
/** Longer than `max`, with no spaces (trimming must not bring it back under). */
const tooLong = (max: number) =>
  fc.tuple(fc.integer({ min: max + 1, max: max + 5000 }), fc.constantFrom('a', 'ç', '9', '€', '🏠')).map(([n, c]) => c.repeat(n));
/** `text` with `char` put somewhere strictly inside it (so trimming cannot remove it). */
const withInside = (text: string, chars: string[]) =>
  fc.tuple(fc.integer({ min: 1, max: text.length - 1 }), fc.constantFrom(...chars)).map(([at, char]) => text.slice(0, at) + char + text.slice(at));

let serial = 0;
const freshEmail = fc.constant(null).map(() => `fuzz.${Date.now().toString(36)}.${++serial}@exemplo.com`);

type Body = Record<string, unknown>;
type Defect = (body: Body) => void;
/** Sets an own property, even `__proto__`, as JSON.parse would: never the object's prototype. */
const setOwn = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

const drop = (fields: string[], at: (body: Body) => Body = (b) => b): fc.Arbitrary<Defect> =>
  fc.constantFrom(...fields).map((field) => (body) => void delete at(body)[field]);
const replace = (fields: string[], values: fc.Arbitrary<unknown>, at: (body: Body) => Body = (b) => b): fc.Arbitrary<Defect> =>
  fc.tuple(fc.constantFrom(...fields), values).map(
    ([field, value]) =>
      (body) =>
        setOwn(at(body), field, value),
  );
const overLimit = (limits: Record<string, number>, at: (body: Body) => Body = (b) => b): fc.Arbitrary<Defect> =>
  fc.constantFrom(...Object.keys(limits)).chain((field) => tooLong(limits[field]).map((value) => (body: Body) => setOwn(at(body), field, value)));

const BAD_IN_EMAIL = [' ', ',', '<', '"', '\u200B', '\u202E', '🏠', '(', ':', ';', '\\', '[', 'ç'];
const badEmail = freshEmail.chain((email) =>
  fc.oneof(
    withInside(email.split('@')[0], BAD_IN_EMAIL).map((local) => `${local}@exemplo.com`),
    fc.constant(email.replace('@', '')),
    fc.constant(email.replace('@', '@@')),
  ),
);

// ---------------------------------------------------------------- lead and booking payloads ({ data: … })

const data = (body: Body) => body.data as Body;
const CONTACT_LIMITS = { name: 100, email: 255, phone: 20, company: 200, message: 1000 };
const ATTRIBUTION_LIMITS = {
  source_page: 200,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  referrer: 500,
  landing_page: 500,
};
/** Noise never uses a field name of any route: it must not repair a defect (or fill the honeypot). */
const KNOWN_FIELDS = new Set([
  ...Object.keys(CONTACT_LIMITS),
  ...Object.keys(ATTRIBUTION_LIMITS),
  'date',
  'time',
  HONEYPOT_FIELD,
  'username',
  'password',
  'identifier',
  'code',
  'passwordConfirmation',
  'data',
  '__proto__',
]);

const contact = fc.record({
  name: fc.constantFrom('Maria Aparecida Souza', 'João Araújo', 'Zoë Ñúñez', 'Ana'),
  email: freshEmail,
  phone: fc.constantFrom('(15) 99876-5432', '11 98765 4321', '(21) 3456-7890'),
  company: edgeText,
  message: edgeText,
  utm_source: edgeText,
});

function nthWeekday(n: number) {
  let date = saoPauloNow(new Date()).date;
  for (let found = 0; found < n;) {
    date = addDays(date, 1);
    if (isWeekday(date)) found++;
  }
  return date;
}
const nextWeekend = () => {
  let date = addDays(saoPauloNow(new Date()).date, 1);
  while (isWeekday(date)) date = addDays(date, 1);
  return date;
};

const contactDefects: fc.Arbitrary<Defect>[] = [
  drop(['name', 'email', 'phone'], data),
  replace(['name', 'email', 'phone'], notString, data),
  replace(['company', 'message', ...Object.keys(ATTRIBUTION_LIMITS)], notStringNorNull, data),
  overLimit({ ...CONTACT_LIMITS, ...ATTRIBUTION_LIMITS }, data),
  replace(['name'], withInside('Maria Souza', ['7', '_', '.', '@', '<', '\u200B', '\u202E', '\u200F', '\u0301', '🏠', '\u0000', '\uD800']), data),
  replace(['email'], badEmail, data),
  replace(
    ['phone'],
    fc.oneof(withInside('(15) 99876-5432', ['a', '+', '.', '/', '\u200B', '🏠', '#']), fc.constantFrom('123', '(15) 9999', '', '   ')),
    data,
  ),
  // The envelope itself: no `data`, `data` not an object, or the fields outside it.
  fc.constantFrom<Defect>(
    (body) => void delete body.data,
    (body) => Object.assign(body, { dados: body.data }) && void delete body.data,
    (body) => Object.assign(body, body.data as Body, { data: undefined }),
  ),
  replace(['data'], fc.oneof(fc.array(json, { maxLength: 3 }), fc.string(), fc.integer(), fc.boolean(), fc.constant(null))),
];

const bookingDefects: fc.Arbitrary<Defect>[] = [
  ...contactDefects,
  drop(['date', 'time'], data),
  replace(['date', 'time'], notString, data),
  replace(
    ['date'],
    fc.constantFrom('2026-02-30', '2025-13-01', '', '   ', 'amanhã', '2026-1-5', '05/01/2027', '2020-01-06', nextWeekend(), `${nthWeekday(3)}T09:00`),
    data,
  ),
  replace(['time'], fc.constantFrom('09:15', '25:00', '9:00', '', '18:00', '08:30', '12:00', '09:00:00', '0900', '09h00'), data),
];

const lead = contact.map((fields): Body => ({ data: fields }));
const booking = fc
  .tuple(contact, fc.integer({ min: 1, max: 40 }), fc.constantFrom(...BOOKING_SLOTS))
  .map(([fields, n, time]): Body => ({ data: { ...fields, date: nthWeekday(n), time } }));

// ---------------------------------------------------------------- auth payloads

const register = fc
  .tuple(freshEmail, fc.string({ minLength: 6, maxLength: 30 }))
  .map(([email, password]): Body => ({ username: email, email, password }));
const registerDefects: fc.Arbitrary<Defect>[] = [
  drop(['username', 'email', 'password']),
  replace(['username', 'email', 'password'], notString),
  replace(['email'], badEmail),
  replace(
    ['password'],
    fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.integer({ min: 73, max: 400 }).map((n) => 'x'.repeat(n)),
    ),
  ),
  replace(
    ['username'],
    fc.integer({ min: 256, max: 3000 }).map((n) => 'u'.repeat(n)),
  ),
  // Only username, e-mail and password may be sent: never a role, a confirmation, a block flag…
  replace(
    ['role', 'confirmed', 'blocked', 'provider', 'id', 'documentId', 'resetPasswordToken', 'confirmationToken', 'publishedAt'],
    fc.oneof(json, fc.constant({ type: 'admin' })),
  ),
];

const login = fc
  .tuple(fc.oneof(freshEmail, edgeText), fc.oneof(fc.string({ maxLength: 40 }), edgeText))
  .map(([identifier, password]): Body => ({ identifier, password }));
const loginDefects: fc.Arbitrary<Defect>[] = [
  drop(['identifier', 'password']),
  replace(['identifier', 'password'], notString),
  overLimit({ identifier: 20_000, password: 20_000 }),
  replace(['identifier'], edgeText),
  // The CVE-2025-64526 shape: an `email` next to the identifier.
  replace(['email'], fc.oneof(freshEmail, edgeText, notString)),
];

const forgot = freshEmail.map((email): Body => ({ email }));
const forgotDefects: fc.Arbitrary<Defect>[] = [
  drop(['email']),
  replace(
    ['email'],
    fc.oneof(
      notString,
      badEmail,
      edgeText.filter((text) => !text.includes('@')),
    ),
  ),
  replace(
    ['email'],
    fc.integer({ min: 256, max: 3000 }).map((n) => `${'a'.repeat(n)}@exemplo.com`),
  ),
  // The body has exactly one field.
  replace(['extra', 'code', 'password', 'role'], fc.oneof(json, edgeText)),
];

const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 128, maxLength: 128 });
const reset = fc
  .tuple(hex, fc.string({ minLength: 6, maxLength: 30 }))
  .map(([code, password]): Body => ({ code, password, passwordConfirmation: password }));
const resetDefects: fc.Arbitrary<Defect>[] = [
  drop(['code', 'password', 'passwordConfirmation']),
  replace(['code', 'password', 'passwordConfirmation'], notString),
  fc.constant<Defect>((body) => void (body.passwordConfirmation = `${body.password}x`)),
  replace(['code'], fc.oneof(edgeText, fc.constant(''), tooLong(128))),
  replace(
    ['password'],
    fc.integer({ min: 73, max: 400 }).map((n) => 'x'.repeat(n)),
  ),
  replace(['email', 'extra', 'identifier'], fc.oneof(json, edgeText)),
];

// ---------------------------------------------------------------- noise and whole requests

const POLLUTION = { polluted_by_fuzz: 'sim', isAdmin: true, role: { type: 'admin' } };
/** `__proto__` / `constructor.prototype` / `prototype` keys at the top of the body, in the payload, or deeper. */
const pollute = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom('top', 'payload', 'deep'))
  .map(([key, where]): Defect => (body) => {
    const value = key === 'constructor' ? { prototype: { ...POLLUTION } } : { ...POLLUTION };
    const payload = (typeof body.data === 'object' && body.data) || body;
    if (where === 'top') setOwn(body, key, value);
    else if (where === 'payload') setOwn(payload, key, value);
    else {
      const deep = {};
      setOwn(deep, key, value);
      setOwn(payload, 'detalhes', { nivel: [deep] });
    }
  });
const unknownFields = fc
  .dictionary(
    edgeText.filter((key) => !KNOWN_FIELDS.has(key)),
    json,
    { minKeys: 1, maxKeys: 4 },
  )
  .map((extra): Defect => (body) => {
    // A `data` a defect made an array takes no named field (JSON has none on arrays; `length` would even throw here).
    const payload = (typeof body.data === 'object' && body.data && !Array.isArray(body.data) && body.data) || body;
    for (const [key, value] of Object.entries(extra)) setOwn(payload, key, value);
  });

type Probe = { kind: string; type: string; body: string };

function malformed(valid: fc.Arbitrary<Body>, defects: fc.Arbitrary<Defect>[]): fc.Arbitrary<Probe> {
  const defective = fc
    .tuple(valid, fc.oneof(...defects), fc.option(pollute, { freq: 3 }), fc.option(unknownFields, { freq: 2 }))
    .map(([body, defect, pollution, noise]) => {
      defect(body);
      pollution?.(body);
      noise?.(body);
      return body;
    });
  return fc.oneof(
    { weight: 70, arbitrary: defective.map((body) => ({ kind: 'defective payload', type: 'application/json', body: JSON.stringify(body) })) },
    {
      weight: 8,
      arbitrary: fc
        .oneof(
          fc.tuple(valid, fc.nat()).map(([body, cut]) => {
            const text = JSON.stringify(body);
            return text.slice(0, 1 + (cut % (text.length - 1)));
          }),
          fc.constantFrom("{'data': {}}", '{data: {}}', '[1,]', '{"a":1}}', 'NaN', 'undefined', '{"a":"\\x"}', '\u0000', '{"a":"\u0000'),
          fc.string({ unit: 'binary', maxLength: 60 }).filter((text) => !isJson(text)),
        )
        .map((body) => ({ kind: 'invalid JSON', type: 'application/json', body })),
    },
    {
      weight: 8,
      arbitrary: fc
        .oneof(
          fc.array(json, { maxLength: 4 }),
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.string(),
          fc.boolean(),
          fc.constant(null),
        )
        .map((value) => ({ kind: 'JSON that is not an object', type: 'application/json', body: JSON.stringify(value) })),
    },
    {
      weight: 8,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/octet-stream',
            'multipart/form-data',
            'multipart/form-data; boundary=x',
          ),
          edgeText,
        )
        .map(([type, body]) => ({ kind: 'another content type', type, body })),
    },
    {
      weight: 6,
      arbitrary: fc.tuple(valid, fc.integer({ min: BODY_LIMIT + 1, max: 2 * BODY_LIMIT })).map(([body, size]) => {
        const text = JSON.stringify({ ...body, preenchimento: '' });
        return {
          kind: 'body over the limit',
          type: 'application/json',
          body: text.replace('"preenchimento":""', `"preenchimento":"${'a'.repeat(size - text.length)}"`),
        };
      }),
    },
  );
}
function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- the properties

const STORED = {
  leads: 'select count(*) as count from leads',
  bookings: 'select count(*) as count from bookings',
  users: 'select count(*) as count from up_users',
  resetCodes: 'select count(*) as count from up_users where reset_password_token is not null',
  sessions: 'select count(*) as count from strapi_sessions',
};
/** fast-check's own report prints the whole failing batch (up to 25 bodies of 500 kb): keep the seed and our message. */
const brief = {
  reporter: <Ts>(out: fc.RunDetails<Ts>) => {
    if (!out.failed) return;
    const cause = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
    throw new Error(`property failed (seed ${out.seed}, path "${out.counterexamplePath}"):\n${cause.slice(0, 6000)}`);
  },
};
const prototypes = async () => (await cms().get('/__test/prototypes')).body;
let pristine: unknown;
const sent: Record<string, number> = {};

beforeAll(async () => {
  pristine = await prototypes();
  // Nothing every object inherits, before this file too.
  expect((pristine as { inherited: string[] }).inherited).toEqual([]);
});

async function send(path: string, probe: Probe) {
  const res = await cms().post(path).set('X-Forwarded-For', nextIp()).set('Content-Type', probe.type).send(probe.body);
  sent[path] = (sent[path] ?? 0) + 1;
  return res;
}

const ROUTES: Array<[string, fc.Arbitrary<Body>, fc.Arbitrary<Defect>[]]> = [
  ['/api/leads', lead, contactDefects],
  ['/api/bookings', booking, bookingDefects],
  ['/api/auth/local/register', register, registerDefects],
  ['/api/auth/local', login, loginDefects],
  ['/api/auth/forgot-password', forgot, forgotDefects],
  ['/api/auth/reset-password', reset, resetDefects],
];

describe.each(ROUTES)('POST %s with malformed input', (path, valid, defects) => {
  it(`${RUNS * BATCH} requests: each a 4xx with a message (413 above the body limit); nothing stored`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(malformed(valid, defects), { minLength: BATCH, maxLength: BATCH }), async (probes) => {
        const before = await countRows(STORED);
        const answers = await Promise.all(probes.map((probe) => send(path, probe)));
        const wrong = answers
          .map((res, i) => ({ probe: probes[i], res }))
          .filter(({ probe, res }) => {
            const hasMessage = typeof res.body?.error?.message === 'string' && res.body.error.message.length > 0;
            const statusOk = probe.kind === 'body over the limit' ? res.status === 413 : res.status >= 400 && res.status < 500;
            return !(statusOk && hasMessage);
          })
          .map(({ probe, res }) => ({
            kind: probe.kind,
            type: probe.type,
            sent: probe.body.slice(0, 300),
            status: res.status,
            answer: res.text.slice(0, 300),
          }));
        expect(wrong).toEqual([]);
        expect(await countRows(STORED)).toEqual(before);
      }),
      { numRuns: RUNS, endOnFailure: true, ...brief },
    );
    expect(sent[path]).toBeGreaterThanOrEqual(RUNS * BATCH);
    expect((await cms().get('/_health')).status).toBe(204);
    expect(await prototypes()).toEqual(pristine);
  }, 300_000);
});

describe('text the database cannot hold', () => {
  it.each([
    ['a NUL in a lead', '/api/leads', { data: { name: 'Maria Souza', email: 'nul@exemplo.com', phone: '(15) 99876-5432', message: 'a\u0000b' } }],
    [
      'a lone surrogate in a lead',
      '/api/leads',
      { data: { name: 'Maria Souza', email: 'surrogate@exemplo.com', phone: '(15) 99876-5432', company: 'x\uD800' } },
    ],
    ['a NUL in a sign-in', '/api/auth/local', { identifier: 'a\u0000@exemplo.com', password: 'senha-123' }],
    ['a NUL in a reset code', '/api/auth/reset-password', { code: 'a\u0000', password: 'senha-123', passwordConfirmation: 'senha-123' }],
  ])('%s → 400 with the pt-BR message', async (_name, path, body) => {
    const res = await cms().post(path).set('X-Forwarded-For', nextIp()).send(body);
    expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message: INPUT_MESSAGES.invalidText });
  });

  it.each(['/api/cases?filters[slug][$eq]=a%00b', '/api/cases/a%00b', '/api/articles/slug/a%00b'])(
    'GET %s → 400, not a database error',
    async (url) => {
      const res = await cms().get(url);
      expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message: INPUT_MESSAGES.invalidText });
    },
  );

  it('a body nested thousands of levels deep → 400, on every public write', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const [path] of ROUTES) {
      const res = await cms()
        .post(path)
        .set('X-Forwarded-For', nextIp())
        .set('Content-Type', 'application/json')
        .send(`{"data":${deep},"email":${deep},"identifier":${deep}}`);
      expect({ path, status: res.status, message: res.body.error?.message }).toEqual({ path, status: 400, message: INPUT_MESSAGES.tooDeep });
    }
  });
});

describe('valid leads whose free text is full of unicode edge cases', () => {
  const wellFormed = edgeText.filter((text) => !text.includes('\u0000') && !LONE_SURROGATE.test(text));
  const longUrl = fc.integer({ min: 200, max: 470 }).map((n) => `https://exemplo.com/?gclid=${'x'.repeat(n)}`);
  const userAgent = `Mozilla/5.0 ${'(compatible) '.repeat(30)}`.trim();

  it('are stored as sent (trimmed), with long attribution URLs and user agents', async () => {
    const admin = await adminToken();
    await fc.assert(
      fc.asyncProperty(contact, wellFormed, wellFormed, wellFormed, longUrl, async (fields, company, message, utm, referrer) => {
        const payload = { ...fields, company, message, utm_source: utm, referrer, landing_page: referrer };
        const res = await cms().post('/api/leads').set('X-Forwarded-For', nextIp()).set('User-Agent', userAgent).send({ data: payload });
        expect({ status: res.status, answer: res.text.slice(0, 300) }).toEqual({ status: 201, answer: expect.any(String) });
        const stored = (await cms().get(`/api/leads/${res.body.data.documentId}`).set(bearer(admin))).body.data;
        expect({
          company: stored.company ?? '',
          message: stored.message ?? '',
          utm: stored.utm_source ?? '',
          referrer: stored.referrer,
          userAgent: stored.user_agent,
        }).toEqual({
          company: company.trim(),
          message: message.trim(),
          utm: utm.trim(),
          referrer,
          userAgent,
        });
      }),
      { numRuns: 60, ...brief },
    );
  }, 120_000);
});
