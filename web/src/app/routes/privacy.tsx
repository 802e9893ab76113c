import { PrivacyPolicy } from '@/features/legal';
import { pages } from '@/content/pages';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/privacy';

const copy = pages.privacy;

export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args);

export default function PrivacyRoute() {
  return <PrivacyPolicy heading={copy.heading} />;
}
