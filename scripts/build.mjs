// `npm run build`: installs what is missing and builds the shared rules, the CMS (with its panel) and the site.
import { buildCmsWithPanel, buildDomain, buildWeb, installAll } from './lib/steps.mjs';

await installAll();
await buildDomain();
await buildCmsWithPanel();
await buildWeb(process.env.CMS_BUILD_URL);
console.log('\n✔ built: cms/dist (server + panel), web/build/client (prerendered from the CMS at CMS_BUILD_URL, default http://127.0.0.1:1337)');
