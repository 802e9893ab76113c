import { config, z } from 'zod';

// The site's Content-Security-Policy allows no eval (README, "Security headers"). zod compiles its object parsers
// with new Function() unless told not to, and its probe for that is reported as a CSP violation. Every schema of
// this package imports z from here, so the setting is made before any schema is built, in the site and the CMS.
config({ jitless: true });

export { z };
