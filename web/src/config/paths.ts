// Every route of the site (defined with the rules shared with the CMS). Use these instead of string URLs in
// links. Relative import, no alias: react-router.config.ts loads this at build time.
export { pagePathOf, paths, publicStaticPaths } from '../../../domain/src/site-paths';
