// Entry of the CMS child process: the compiled app, with the admin panel served unless SERVE_ADMIN_PANEL=false.
const path = require('path');
const cmsDir = process.cwd();
const { createStrapi } = require(path.join(cmsDir, 'node_modules/@strapi/strapi'));

createStrapi({
  appDir: cmsDir,
  distDir: path.join(cmsDir, 'dist'),
  serveAdminPanel: process.env.SERVE_ADMIN_PANEL !== 'false',
})
  .start()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
