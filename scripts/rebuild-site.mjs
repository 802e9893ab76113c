// `npm run rebuild:site`: prerenders the site again from the running CMS (CMS_BUILD_URL, default
// http://127.0.0.1:1337), so content published since the last build is in the static HTML and sitemap.xml.
// Does nothing when neither the site's code nor the content it reads has changed (see scripts/lib/steps.mjs).
import { buildDomain, buildWeb } from './lib/steps.mjs';

await buildDomain();
await buildWeb(process.env.CMS_BUILD_URL);
console.log('\n✔ web/build/client is up to date with the CMS');
