import { randomUUID } from 'crypto';
import { addDays, isWeekday, saoPauloNow } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, nthWeekday, registeredUserToken, waitForMail, type ApiEntry } from './helpers/api';

const TAKEN = 'Este horário acabou de ser reservado. Escolha outro horário.';

const nextSaturday = () => {
  let date = addDays(saoPauloNow(new Date()).date, 1);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
  return date;
};

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com`;

const validBooking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Joana Ribeiro',
  email: uniqueEmail('reserva'),
  phone: '(15) 99876-1111',
  company: 'Incorporadora Aurora',
  message: 'Lançamento em Sorocaba; queremos gerar leads, rápido.',
  date: nthWeekday(1),
  time: '09:00',
  source_page: 'agendamento',
  ...overrides,
});

const postBooking = (data: object, { ip = clientIp(), key }: { ip?: string; key?: string } = {}) => {
  const req = api().post('/api/bookings').set('X-Forwarded-For', ip).set('User-Agent', 'Mozilla/5.0 (teste de agendamento)');
  if (key) req.set('Idempotency-Key', key);
  return req.send({ data });
};

let admin: string;
const adminBookings = async (query: string) => (await api().get(`/api/bookings?${query}`).set(bearer(admin))).body.data as ApiEntry[];
const bookingsFor = (email: string) => adminBookings(`filters[email][$eq]=${encodeURIComponent(email)}`);
const bookingsAt = (date: string, time: string) => adminBookings(`filters[date][$eq]=${date}&filters[time][$eq]=${time}`);
const availability = (from: string, to: string) => api().get(`/api/bookings/availability?from=${from}&to=${to}`);

beforeAll(async () => {
  admin = await adminToken();
});

describe('POST /api/bookings books a free slot', () => {
  it('answers 201 with the slot and a Jitsi room, and stores a confirmed booking', async () => {
    const data = validBooking({ date: nthWeekday(2), time: '10:30', email: uniqueEmail('Nova.Reserva').toUpperCase() });
    const res = await postBooking(data);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual(['date', 'documentId', 'meeting_url', 'time']);
    expect(res.body.data).toMatchObject({ date: data.date, time: '10:30' });
    expect(res.body.data.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/alicerce-[0-9a-f]{32}$/);

    const [stored] = await bookingsFor(String(data.email).toLowerCase());
    expect(stored).toMatchObject({
      name: 'Joana Ribeiro',
      phone: '(15) 99876-1111',
      date: data.date,
      time: '10:30',
      time_zone: 'America/Sao_Paulo',
      booking_state: 'confirmed',
      meeting_url: res.body.data.meeting_url,
      source_page: 'agendamento',
      user_agent: 'Mozilla/5.0 (teste de agendamento)',
    });
    expect(stored.idempotency_key).toBeUndefined();
  });

  it('50 concurrent requests for one slot: exactly one 201, the rest 409, one row stored', async () => {
    const date = nthWeekday(3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postBooking(validBooking({ date, time: '15:30', email: uniqueEmail(`corrida${i}`) }))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(answers.find((r) => r.status === 409)!.body.error).toMatchObject({ status: 409, message: TAKEN });
    expect(await bookingsAt(date, '15:30')).toHaveLength(1);
  });
});

describe('every bad slot answers 400 with a pt-BR message and stores nothing', () => {
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    ['a Saturday', () => ({ date: nextSaturday() }), 'Escolha um dia útil (segunda a sexta).'],
    ['a past weekday', () => ({ date: '2024-03-04' }), 'Este horário já passou.'],
    ['last week', () => ({ date: addDays(nthWeekday(1), -7) }), 'Este horário já passou.'],
    ['an unknown slot', () => ({ time: '09:15' }), 'Horário inválido.'],
    ['lunch time', () => ({ time: '12:00' }), 'Horário inválido.'],
    ['no date', () => ({ date: undefined }), 'Data e horário obrigatórios'],
    ['no time', () => ({ time: '' }), 'Data e horário obrigatórios'],
    ['an impossible date', () => ({ date: '2030-02-30' }), 'Data inválida.'],
    ['an invalid name', () => ({ name: 'J' }), 'Nome deve ter no mínimo 2 caracteres'],
    ['an invalid phone', () => ({ phone: '15 abc' }), 'Telefone deve conter apenas números'],
  ];

  it.each(cases)('%s', async (_name, override, message) => {
    const email = uniqueEmail('invalida');
    const res = await postBooking(validBooking({ email, date: nthWeekday(4), time: '11:00', ...override() }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await bookingsFor(email)).toEqual([]);
  });

  it("today's slots already past are refused too (Sao Paulo time)", async () => {
    const now = saoPauloNow(new Date());
    if (!isWeekday(now.date) || now.time < '09:01') return; // nothing has passed yet today
    const res = await postBooking(validBooking({ date: now.date, time: '09:00' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Este horário já passou.');
  });
});

describe('GET /api/bookings/availability', () => {
  it('lists the taken times per day and nothing about who booked', async () => {
    const date = nthWeekday(5);
    const data = validBooking({ date, time: '14:00', email: uniqueEmail('disponibilidade'), name: 'Pessoa Secreta' });
    expect((await postBooking(data)).status).toBe(201);
    expect((await postBooking({ ...data, time: '09:30', email: uniqueEmail('outra') })).status).toBe(201);

    const res = await availability(nthWeekday(1), addDays(nthWeekday(1), 30));
    expect(res.status).toBe(200);
    expect(res.body.data[date]).toEqual(['09:30', '14:00']);
    for (const [day, times] of Object.entries(res.body.data)) {
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((times as string[]).every((t) => /^\d{2}:\d{2}$/.test(t))).toBe(true);
    }
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.text).not.toContain(data.email);
    expect(res.text).not.toContain('Pessoa Secreta');
    expect(res.text).not.toContain('meet.jit.si');
  });

  it.each([
    ['no range', ''],
    ['more than 62 days', 'from=2030-01-01&to=2030-03-04'],
    ['from after to', 'from=2030-01-10&to=2030-01-09'],
    ['bad dates', 'from=2030-01-01&to=amanha'],
  ])('%s is a 400', async (_name, query) => {
    const res = await api().get(`/api/bookings/availability?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Período inválido/);
  });
});

describe('bookings are private', () => {
  it('the public and signed-in non-admins cannot list, read or update bookings', async () => {
    const created = await postBooking(validBooking({ date: nthWeekday(6), time: '16:00' }));
    const id = created.body.data.documentId;
    expect((await api().get('/api/bookings')).status).toBe(403);
    expect((await api().get(`/api/bookings/${id}`)).status).toBe(403);
    expect(
      (
        await api()
          .put(`/api/bookings/${id}`)
          .send({ data: { booking_state: 'cancelled' } })
      ).status,
    ).toBe(403);
    expect((await api().delete(`/api/bookings/${id}`)).status).toBeGreaterThanOrEqual(403);
    const user = await registeredUserToken();
    expect((await api().get('/api/bookings').set(bearer(user.jwt))).status).toBe(403);
    expect(
      (
        await api()
          .put(`/api/bookings/${id}`)
          .set(bearer(user.jwt))
          .send({ data: { booking_state: 'cancelled' } })
      ).status,
    ).toBe(403);
  });

  it('a cancelled booking frees its slot; confirming it again over a new booking is a 409', async () => {
    const date = nthWeekday(7);
    const first = await postBooking(validBooking({ date, time: '17:00' }));
    expect(first.status).toBe(201);
    expect((await postBooking(validBooking({ date, time: '17:00' }))).status).toBe(409);

    const cancel = await api()
      .put(`/api/bookings/${first.body.data.documentId}`)
      .set(bearer(admin))
      .send({ data: { booking_state: 'cancelled' } });
    expect(cancel.status).toBe(200);
    expect((await availability(date, date)).body.data[date]).toBeUndefined();

    const second = await postBooking(validBooking({ date, time: '17:00' }));
    expect(second.status).toBe(201);
    expect((await availability(date, date)).body.data[date]).toEqual(['17:00']);

    const reconfirm = await api()
      .put(`/api/bookings/${first.body.data.documentId}`)
      .set(bearer(admin))
      .send({ data: { booking_state: 'confirmed' } });
    expect(reconfirm.status).toBe(409);
    expect(reconfirm.body.error.message).toBe(TAKEN);
  });
});

/** Unfolds an .ics (RFC 5545 §3.1) into its content lines. */
const icsLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

describe('confirmation e-mail', () => {
  it('the visitor gets the date, time, link and a valid .ics invitation; the agency is told', async () => {
    const date = nthWeekday(8);
    const email = uniqueEmail('convite');
    const res = await postBooking(validBooking({ date, time: '14:30', email, name: 'Beatriz Convidada' }));
    expect(res.status).toBe(201);
    const url = res.body.data.meeting_url;

    const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Consultoria agendada'));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('14:30');
    expect(mail!.text).toContain(url);
    expect(mail!.text).toMatch(/\d{1,2} de [a-zç]+ de \d{4}/); // pt-BR date
    const ics = mail!.attachments.find((a) => a.filename === 'convite.ics')!;
    expect(ics).toBeDefined();
    expect(ics.contentType).toBe('text/calendar');
    const raw = Buffer.from(ics.content, 'base64').toString('utf8');
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const lines = icsLines(raw);
    const value = (name: string) => lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(expect.arrayContaining(['VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'END:VEVENT']));
    expect(value('PRODID')).toBeDefined();
    expect(value('UID')).toMatch(new RegExp(`^UID:booking-${res.body.data.documentId}@`));
    expect(value('DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // 14:30 in Sao Paulo (UTC-03:00 since 2019) is 17:30 UTC; 45 minutes later 18:15.
    const day = date.replace(/-/g, '');
    expect(value('DTSTART')).toBe(`DTSTART:${day}T173000Z`);
    expect(value('DTEND')).toBe(`DTEND:${day}T181500Z`);
    expect(value('LOCATION')).toBe(`LOCATION:${url}`);
    expect(value('SUMMARY')).toMatch(/^SUMMARY:Consultoria gratuita/);
    expect(value('DESCRIPTION')).toContain('45 minutos\\, online.\\nLink da reunião');
    expect(value('ORGANIZER')).toMatch(/^ORGANIZER;CN="[^"]+":mailto:[^@\s]+@[^@\s]+$/);
    expect(value('ATTENDEE')).toContain(`CN="Beatriz Convidada"`);
    expect(value('ATTENDEE')).toMatch(new RegExp(`:mailto:${email.replace(/\./g, '\\.')}$`));

    const notice = await waitForMail((m) => m.subject === `Nova consultoria agendada: Beatriz Convidada (${date} 14:30)`);
    expect(notice).toBeDefined();
    expect(notice!.to).toContain('comercial@alicerce.example');
    expect(notice!.text).toContain(email);
  });
});

describe('anti-abuse', () => {
  it('a filled honeypot gets a success answer and nothing is stored', async () => {
    const email = uniqueEmail('robo');
    const res = await postBooking({ ...validBooking({ email, date: nthWeekday(9), time: '09:00' }), website_url: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await bookingsFor(email)).toEqual([]);
    expect((await availability(nthWeekday(9), nthWeekday(9))).body.data).toEqual({});
  });

  it('limits one IP to 10 booking attempts per window, then 429 in Portuguese', async () => {
    const ip = '198.51.100.91';
    const answers: number[] = [];
    let last: Awaited<ReturnType<typeof postBooking>> | undefined;
    for (let i = 0; i < 12; i++) {
      last = await postBooking(validBooking({ date: nthWeekday(10), time: '09:15' }), { ip });
      answers.push(last.status);
    }
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
    expect(last?.body.error.message).toBe('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
    expect((await postBooking(validBooking({ date: nthWeekday(10), time: '09:00' }), { ip: '198.51.100.92' })).status).toBe(201);
  });

  it('a retry with the same Idempotency-Key returns the first booking instead of a 409', async () => {
    const email = uniqueEmail('idempotente');
    const key = randomUUID();
    const data = validBooking({ email, date: nthWeekday(11), time: '10:00' });
    const first = await postBooking(data, { key });
    const again = await Promise.all([postBooking(data, { key }), postBooking(data, { key })]);
    expect(first.status).toBe(201);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(again[0].body.data).toEqual(first.body.data);
    expect(await bookingsFor(email)).toHaveLength(1);
  });
});
