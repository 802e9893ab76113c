// Ports of the two ways to run the product; tests use their own so they can run beside `npm start`.
export const START_PORTS = { cms: 1337, web: 4173, smtp: 1025, mailUi: 1080 };
// TEST_PORT_OFFSET shifts them all, so two test runs (e.g. two working copies) can run side by side.
const offset = Number(process.env.TEST_PORT_OFFSET || 0);
export const TEST_PORTS = Object.fromEntries(
  Object.entries({ cms: 1347, web: 4183, smtp: 1035, mailUi: 1090, webWithoutCms: 4184, deadCms: 1349, scriptHost: 4185, assetHost: 4186 }).map(([name, port]) => [name, port + offset]),
);

/** Fails early, with the port named, when something else already listens there (e.g. another `npm start`). */
export async function assertPortsFree(ports) {
  const { createServer } = await import('node:net');
  for (const [name, port] of Object.entries(ports)) {
    const free = await new Promise((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)))
        .listen(port, '0.0.0.0');
    });
    if (!free) throw new Error(`port ${port} (${name}) is already in use — stop whatever runs there (another npm start?) and try again`);
  }
}

/** The operator scripts (API benchmark, crash check, backup test) each run a CMS of their own, beside the others. */
export const OPS_PORTS = Object.fromEntries(
  Object.entries({ bench: 14210, crash: 14220, backup: 14230 }).map(([name, base]) => [name, { cms: base + offset, smtp: base + 1 + offset, mailUi: base + 2 + offset }]),
);
