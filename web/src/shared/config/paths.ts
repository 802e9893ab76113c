// Every route of the site (defined with the rules shared with the CMS). Use these instead of string URLs in
// links.
export { pagePathOf, paths } from '../../../../domain/src/site-paths';
