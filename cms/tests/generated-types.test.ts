import { execFile } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';

/**
 * The content types' TypeScript types are kept in git (types/generated, `npm run types`) so strapi.documents() is
 * typed: they must be the ones the schemas give. Generated again from the suite's build into a temporary directory
 * and compared file by file.
 */
const CMS_DIR = path.resolve(__dirname, '..');
const COMMITTED = path.join(CMS_DIR, 'types/generated');

it('types/generated is what `npm run types` writes for the current schemas', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-types-'));
  try {
    await promisify(execFile)(process.execPath, [path.join(__dirname, 'helpers/generate-types.cjs'), out], {
      cwd: CMS_DIR,
      env: { ...process.env, NODE_ENV: 'test', STRAPI_TELEMETRY_DISABLED: 'true' },
    });
    const generated = path.join(out, 'generated');
    const names = [...new Set([...fs.readdirSync(COMMITTED), ...fs.readdirSync(generated)])].sort();
    const stale = names.filter((name) => {
      const read = (dir: string) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : null);
      return read(COMMITTED) !== read(generated);
    });
    if (stale.length > 0)
      throw new Error(`types/generated is out of date (${stale.join(', ')}): run \`npm run types\` in cms/ and commit the result.`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
