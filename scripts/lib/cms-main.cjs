// Entry of the CMS child process: the compiled app, with the admin panel served unless SERVE_ADMIN_PANEL=false.
const path = require('path');
const cmsDir = process.cwd();
const { createStrapi } = require(path.join(cmsDir, 'node_modules/@strapi/strapi'));

// If the script that started us dies without stopping us (killed, timed out), don't outlive it.
const parentPid = process.ppid;
setInterval(() => process.ppid !== parentPid && process.exit(0), 2000).unref();

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
