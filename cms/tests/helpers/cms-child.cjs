// A CMS in a process of its own for tests that need other settings than the suite's (production mode, the
// shipped rate limits): the compiled app on a free loopback port, which it reports to the parent over IPC.
const path = require('path');

const cmsDir = path.resolve(__dirname, '../..');
const { createStrapi } = require(path.join(cmsDir, 'node_modules/@strapi/strapi'));

/** The parts of the seed a test may run again, by function name → module in dist/src/seed. */
const SEED_PARTS = { seedProof: 'seed-proof' };

// Never outlive the test that started it.
process.on('disconnect', () => process.exit(0));

createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), serveAdminPanel: false })
  .load()
  .then((strapi) => {
    // The rows in one transaction. Two replicas on one SQLite file (replicas.test.ts): a transaction that read before
    // the other replica wrote cannot turn into a writer, and SQLite answers 'database is locked' at once instead of
    // waiting (the busy timeout does not apply to it). The whole transaction was rolled back: it is run again.
    const createAll = async (uid, rows, status, attempt = 1) => {
      try {
        await strapi.db.transaction(async () => {
          for (const data of rows) await strapi.documents(uid).create({ data, status });
        });
        return rows.length;
      } catch (error) {
        if (attempt >= 3 || !/database is locked/.test(String(error?.message))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        return createAll(uid, rows, status, attempt + 1);
      }
    };
    strapi.server.mount();
    const server = strapi.server.httpServer;
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
    // Content a test needs in bulk, created through the document service in one transaction:
    // { id, uid, status, rows } → { id, created } or { id, error }; or one document changed: { id, uid, update: { documentId, data } };
    // or one part of the seed run again: { id, seed: 'seedProof' } → { id, created: 1 }.
    const runSeedPart = (part) => require(path.join(cmsDir, 'dist/src/seed', SEED_PARTS[part]))[part](strapi);
    process.on('message', ({ id, uid, status, rows, update, seed }) =>
      (seed
        ? runSeedPart(seed).then(() => 1)
        : update
          ? strapi
              .documents(uid)
              .update(update)
              .then(() => 1)
          : createAll(uid, rows, status)
      ).then(
        (created) => process.send({ id, created }),
        (error) => process.send({ id, error: String(error?.message ?? error) }),
      ),
    );
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
