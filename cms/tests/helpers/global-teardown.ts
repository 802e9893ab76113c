import fs from 'fs';
import { suiteState } from './suite-state';

export default async function globalTeardown() {
  const strapi = suiteState.__STRAPI__;
  if (strapi) await strapi.destroy();
  await suiteState.__MAIL__?.close();
  const tmp = suiteState.__TMP__;
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}
