import { PrivacyPolicy } from '@/site/features/legal';
import { pages } from '@/site/content/pages';
import { pageMeta } from '@/shared/lib/seo';

import type { Route } from './+types/privacy';

const copy = pages.privacy;

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args);

export default function PrivacyRoute() {
  return <PrivacyPolicy heading={copy.heading} />;
}
