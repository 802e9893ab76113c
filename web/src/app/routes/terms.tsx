import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/content/pages';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/terms';

const copy = pages.terms;

export const meta: Route.MetaFunction = () => pageMeta(copy.title, copy.description);

export default function TermsRoute() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
