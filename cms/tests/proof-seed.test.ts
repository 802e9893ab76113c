import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';
import { validCase, type ApiEntry } from './helpers/api';

/**
 * The proof's seed (src/seed/seed-proof.ts) on a CMS of its own, started without the demo content: it invents
 * nothing where the demo cases are not, creates each type's rows once where they are, and a second run adds nothing.
 */
let cms: RunningCms;
beforeAll(async () => {
  cms = await startRunningCms({ SEED: 'false', ...strongSecrets() });
}, 120_000);
afterAll(() => cms?.stop());

/** A list answer of the proof types (a testimonial's `case` populated with its slug). */
type List = { data: Array<ApiEntry & { case?: { slug: string } | null }>; meta: { pagination: { total: number } } };
const list = async (path: string) => (await (await fetch(`${cms.url}/api/${path}`)).json()) as List;
const count = async (path: string) => (await list(`${path}?pagination[pageSize]=100`)).meta.pagination.total;
const counts = async () => ({ testimonials: await count('testimonials'), clients: await count('clients'), team: await count('team-members') });

it('adds no proof to a site without the demo cases, then creates it once with them', async () => {
  await cms.createDocuments('api::case.case', [validCase({ slug: 'um-case-real', client_name: 'Cliente Real' })]);
  await cms.runSeed('seedProof');
  expect(await counts()).toEqual({ testimonials: 0, clients: 0, team: 0 });

  // Two of the demo cases: only their clients' testimonials are seeded.
  await cms.createDocuments('api::case.case', [
    validCase({ slug: 'residencial-mirante-campolim' }),
    validCase({ slug: 'loteamento-reserva-das-aguas' }),
  ]);
  await cms.runSeed('seedProof');
  const first = await counts();
  expect(first).toEqual({ testimonials: 2, clients: 8, team: 4 });

  await cms.runSeed('seedProof');
  expect(await counts()).toEqual(first);

  const testimonials = (await list('testimonials')).data;
  expect(testimonials.map((t) => [t.author_name, t.case?.slug])).toEqual([
    ['Mariana Toledo', 'residencial-mirante-campolim'],
    ['Ricardo Almeida', 'loteamento-reserva-das-aguas'],
  ]);
}, 120_000);
