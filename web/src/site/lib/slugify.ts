// The site's one slug rule, by path: the domain package's index would bring zod into the public pages.
export { slugify } from '../../../../domain/src/slugify';
