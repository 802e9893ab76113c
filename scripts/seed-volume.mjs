// `node scripts/seed-volume.mjs`: the data set of issue #15's scale target, written straight into the CMS's database
// (the CMS must have started on it once, so its tables exist): 200 000 leads, 20 000 bookings and 2 000 000 analytics
// counter rows, with dates over two years, UTM of the last and first touch, statuses and outcomes. Bulk inserts in
// transactions (SQLite: one prepared statement; PostgreSQL: 1 000 rows a statement). The CMS's database triggers keep
// the counters' daily rollups (cms/src/bootstrap/analytics-rollups.ts) and SQLite's search index
// (cms/src/bootstrap/inbox-search.ts) as the rows go in, as for any other write. The database is the CMS's:
// DATABASE_CLIENT=postgres with DATABASE_URL (or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD), else DATABASE_FILENAME.
// Used by `npm run bench:api -- --case=volume`; options: --leads=200000 --bookings=20000 --counters=2000000
import { pathToFileURL } from 'node:url';
import { openDatabase } from './lib/volume-database.mjs';

const DAY_MS = 86_400_000;
/** Every row is older than this: two years of history up to the start of the day the seed ran. */
const SPAN_DAYS = 730;

/** A small deterministic generator (mulberry32): the same data set on every run and database. */
function random(seed) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elaine',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nelson',
  'Otávio',
  'Paula',
  'Rafael',
  'Sílvia',
  'Tiago',
  'Vânia',
];
const LAST = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Esteves',
  'Ferreira',
  'Gomes',
  'Lima',
  'Martins',
  'Nunes',
  'Oliveira',
  'Pereira',
  'Rocha',
  'Souza',
  'Teixeira',
];
const COMPANIES = ['Construtora Horizonte', 'Incorporadora Sol', 'Imobiliária São João', 'Loteadora Vale Verde', null, null];
const TOUCHES = [
  ['google', 'cpc'],
  ['facebook', 'paid_social'],
  ['instagram', 'social'],
  ['newsletter', 'email'],
  ['linkedin', 'cpc'],
  [null, null],
];
const CAMPAIGNS = Array.from({ length: 40 }, (_, i) => `lancamento-${['residencial', 'loteamento', 'comercial', 'alto-padrao'][i % 4]}-${i + 1}`);
const PAGES = [
  '/',
  '/contato',
  '/servicos',
  '/agendamento',
  '/cases',
  '/blog',
  '/marketing-digital-imobiliario',
  ...Array.from({ length: 33 }, (_, i) => `/blog/artigo-${i + 1}`),
];

/** Ascending ids ('vol' + table letter + base 36): the document index grows at its end, as with the CMS's own inserts. */
const documentId = (table, i) => `vol${table}${i.toString(36).padStart(20, '0')}`;

/** Rows are built and written 50 000 at a time, so memory stays small whatever the counts. */
async function inChunks(total, build, write) {
  for (let start = 0; start < total; start += 50_000) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + 50_000); i++) rows.push(build(i));
    await write(rows);
  }
}

const CONTACT = [
  'document_id',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'source_page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'first_utm_source',
  'first_utm_medium',
  'first_utm_campaign',
];
const OUTCOME = ['outcome', 'outcome_value', 'outcome_set_at', 'outcome_set_by', 'created_at', 'updated_at', 'published_at'];

/** A lead's or booking's shared columns (values in CONTACT + OUTCOME order around the type's own). */
function contact(rand, i, kind) {
  const id = documentId(kind[0], i);
  const first = pick(rand, FIRST);
  const last = pick(rand, LAST);
  const [source, medium] = pick(rand, TOUCHES);
  const [firstSource, firstMedium] = rand() < 0.7 ? [source, medium] : pick(rand, TOUCHES);
  const campaign = source ? pick(rand, CAMPAIGNS) : null;
  const firstCampaign = firstSource ? (firstSource === source && rand() < 0.7 ? campaign : pick(rand, CAMPAIGNS)) : null;
  const phone = `(15) 9${String(8000_0000 + ((i * 7919) % 1999_9999)).replace(/(\d{4})(\d{4})$/, '$1-$2')}`;
  return [
    id,
    `${first} ${last}`,
    `${first
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()}.${last.toLowerCase()}.${kind}${i}@volume.example`,
    phone,
    pick(rand, COMPANIES),
    rand() < 0.6 ? 'Quero saber mais sobre a gestão de tráfego para o nosso lançamento.' : null,
    pick(rand, ['/contato', '/', '/servicos', '/agendamento']),
    source,
    medium,
    campaign,
    firstSource,
    firstMedium,
    firstCampaign,
  ];
}

function outcome(rand, createdAt) {
  const roll = rand();
  const kind = roll < 0.03 ? 'won' : roll < 0.11 ? 'qualified' : null;
  const value = kind === 'won' ? Math.round(50_000 + rand() * 850_000) : null;
  const setAt = kind ? new Date(createdAt.getTime() + Math.round(rand() * 20) * DAY_MS) : null;
  return [kind, value, setAt, kind ? 'admin@alicerce.example' : null, createdAt, createdAt, createdAt];
}

/** Inserts the data set; returns the counts and how long each table took (ms). */
export async function seedVolume({ leads = 200_000, bookings = 20_000, counters = 2_000_000, env = process.env, log = console.log } = {}) {
  const db = await openDatabase(env);
  const rand = random(15);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const at = () => new Date(today - Math.floor(rand() * SPAN_DAYS * DAY_MS));
  const times = {};
  const timed = async (name, run) => {
    const started = Date.now();
    await run();
    times[name] = Date.now() - started;
    log(`  ${name}: ${(times[name] / 1000).toFixed(1)} s`);
  };
  try {
    await timed(`${leads} leads`, () =>
      inChunks(
        leads,
        (i) => {
          const created = at();
          return [...contact(rand, i, 'lead'), pick(rand, ['new', 'new', 'contacted', 'won', 'lost']), ...outcome(rand, created)];
        },
        (rows) => db.insert('leads', [...CONTACT, 'lead_status', ...OUTCOME], rows),
      ),
    );
    // Confirmed bookings take distinct slots (a database index allows one per date and time): slot k is day k/16, half-hour k%16.
    await timed(`${bookings} bookings`, () =>
      inChunks(
        bookings,
        (k) => {
          const created = at();
          const day = new Date(today - SPAN_DAYS * DAY_MS + Math.floor(k / 16) * DAY_MS).toISOString().slice(0, 10);
          const minutes = 8 * 60 + (k % 16) * 30;
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          return [
            ...contact(rand, k, 'booking'),
            day,
            time,
            'America/Sao_Paulo',
            rand() < 0.85 ? 'confirmed' : 'cancelled',
            ...outcome(rand, created),
          ];
        },
        (rows) => db.insert('bookings', [...CONTACT, 'date', 'time', 'time_zone', 'booking_state', ...OUTCOME], rows),
      ),
    );
    // One counter per day × page × touch × event: row i is that tuple in mixed radix (day slowest, from the oldest), so
    // every row is distinct and the unique index grows at its end.
    const touches = TOUCHES.flatMap(([source, medium]) =>
      source ? CAMPAIGNS.slice(0, 12).map((campaign) => [source, medium, campaign]) : [['', '', '']],
    );
    const perDay = PAGES.length * touches.length * 3;
    const counterDays = Math.ceil(counters / perDay);
    await timed(`${counters} analytics counters`, () =>
      inChunks(
        counters,
        (i) => {
          const day = new Date(today - (counterDays - Math.floor(i / perDay)) * DAY_MS).toISOString().slice(0, 10);
          const rest = i % perDay;
          const path = PAGES[Math.floor(rest / (touches.length * 3))];
          const [source, medium, campaign] = touches[Math.floor(rest / 3) % touches.length];
          const event = ['page_view', 'whatsapp_click', 'agendar_click'][rest % 3];
          const stamp = new Date(`${day}T12:00:00Z`);
          return [
            documentId('c', i),
            day,
            path,
            source,
            medium,
            campaign,
            event,
            event === 'page_view' ? 1 + Math.floor(rand() * 60) : 1 + Math.floor(rand() * 4),
            stamp,
            stamp,
            stamp,
          ];
        },
        (rows) =>
          db.insert(
            'analytics_counters',
            ['document_id', 'day', 'path', 'source', 'medium', 'campaign', 'event', 'hits', 'created_at', 'updated_at', 'published_at'],
            rows,
          ),
      ),
    );
    await timed('analyze', () => db.analyze());
  } finally {
    await db.close();
  }
  return { leads, bookings, counters, times };
}

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  console.log(`▶ seed-volume into ${process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : process.env.DATABASE_FILENAME}`);
  await seedVolume({ leads: arg('leads', 200_000), bookings: arg('bookings', 20_000), counters: arg('counters', 2_000_000) });
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
