import { TermsOfUse } from '@/site/features/legal';
import { pages } from '@/site/content/pages';
import { pageMeta } from '@/shared/lib/seo';

import type { Route } from './+types/terms';

const copy = pages.terms;

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args);

export default function TermsRoute() {
  return <TermsOfUse heading={copy.heading} />;
}
