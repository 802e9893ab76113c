// Ports of the two ways to run the product; tests use their own so they can run beside `npm start`.
export const START_PORTS = { cms: 1337, web: 4173, smtp: 1025, mailUi: 1080 };

/** How each port of `npm start` is moved: an environment variable, or a flag (`npm start -- --cms-port=1437`). */
const START_PORT_SETTINGS = {
  cms: { env: 'CMS_PORT', flag: '--cms-port', label: 'the CMS' },
  web: { env: 'WEB_PORT', flag: '--web-port', label: 'the site' },
  smtp: { env: 'SMTP_PORT', flag: '--smtp-port', label: 'the SMTP sink' },
  mailUi: { env: 'MAIL_UI_PORT', flag: '--mail-ui-port', label: 'the mail UI' },
};

/**
 * The ports `npm start` uses: START_PORTS, each moved by its variable or flag (the flag wins). Throws one line that
 * names the setting for a value that is not a port (1-65535), an unknown argument, or two services on one port.
 */
export function startPorts(env = process.env, args = process.argv.slice(2)) {
  const ports = { ...START_PORTS };
  const parse = (setting, value) => {
    if (!/^\d{1,5}$/.test(String(value).trim()) || Number(value) < 1 || Number(value) > 65535) {
      throw new Error(`${setting}: "${value}" is not a port number (1-65535)`);
    }
    return Number(value);
  };
  for (const [name, { env: variable }] of Object.entries(START_PORT_SETTINGS)) {
    if (env[variable] !== undefined && env[variable] !== '') ports[name] = parse(variable, env[variable]);
  }
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') continue;
    const [flag, inline] = args[i].split(/=(.*)/s);
    const entry = Object.entries(START_PORT_SETTINGS).find(([, setting]) => setting.flag === flag);
    if (!entry) {
      const known = Object.values(START_PORT_SETTINGS)
        .map((setting) => `${setting.flag}=N`)
        .join(', ');
      throw new Error(`unknown argument "${args[i]}" (npm start -- ${known})`);
    }
    const value = inline ?? args[++i];
    if (value === undefined) throw new Error(`${flag}: no port given (e.g. ${flag}=${START_PORTS[entry[0]] + 100})`);
    ports[entry[0]] = parse(flag, value);
  }
  const names = Object.keys(ports);
  for (const [i, a] of names.entries()) {
    const b = names.slice(i + 1).find((other) => ports[other] === ports[a]);
    if (b) throw new Error(`${START_PORT_SETTINGS[a].label} and ${START_PORT_SETTINGS[b].label} cannot both use port ${ports[a]}`);
  }
  return ports;
}
// TEST_PORT_OFFSET shifts them all, so two test runs (e.g. two working copies) can run side by side.
const offset = Number(process.env.TEST_PORT_OFFSET || 0);
export const TEST_PORTS = Object.fromEntries(
  Object.entries({ cms: 1347, web: 4183, smtp: 1035, mailUi: 1090, webWithoutCms: 4184, deadCms: 1349, scriptHost: 4185, assetHost: 4186 }).map(
    ([name, port]) => [name, port + offset],
  ),
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

/** The operator scripts (API benchmark, crash check, backup test, frozen-sink check) each run a CMS of their own, beside the others. */
export const OPS_PORTS = Object.fromEntries(
  Object.entries({ bench: 14210, crash: 14220, backup: 14230, frozen: 14240 }).map(([name, base]) => [
    name,
    { cms: base + offset, smtp: base + 1 + offset, mailUi: base + 2 + offset },
  ]),
);
