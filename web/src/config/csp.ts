// The site's Content-Security-Policy allows no eval (README, "Security headers"). zod compiles its object parsers with
// new Function() unless told not to, and the refused probe for it is reported as a CSP violation on every page. This
// module is the first import of app/root.tsx, so it runs before any schema is built.
import { config } from 'zod/mini';

config({ jitless: true });
