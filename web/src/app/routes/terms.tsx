import { TermsOfUse } from '@/features/legal';
import { pages } from '@/content/pages';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/terms';

const copy = pages.terms;

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args);

export default function TermsRoute() {
  return <TermsOfUse heading={copy.heading} />;
}
