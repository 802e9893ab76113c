// What `npm run types` (strapi ts:generate-types) writes, from the compiled app in dist/ (the suite's build) instead of
// compiling the app again: the content types' and components' TypeScript types under <outDir>/generated.
// Usage: node generate-types.cjs <outDir>
const path = require('path');

const cmsDir = path.resolve(__dirname, '../..');
const { createStrapi } = require(path.join(cmsDir, 'node_modules/@strapi/strapi'));
const tsUtils = require(path.join(cmsDir, 'node_modules/@strapi/typescript-utils'));

(async () => {
  // register() reads the schemas; no database connection is made.
  const app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), serveAdminPanel: false }).register();
  await tsUtils.generators.generate({
    strapi: app,
    pwd: cmsDir,
    // The generator joins this to pwd: a relative path reaches any directory.
    rootDir: path.relative(cmsDir, path.resolve(process.argv[2])),
    logger: { silent: true },
    artifacts: { contentTypes: true, components: true },
  });
  await app.destroy();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
