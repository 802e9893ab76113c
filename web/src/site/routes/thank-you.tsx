import type { PageHandle } from '@/site/components/layout/page-handle';
import { PageIntro } from '@/site/components/ui/page-intro';
import { ThankYouActions } from '@/site/features/marketing';
import { pages } from '@/site/content/pages';
import { pageMeta } from '@/shared/lib/seo';

import type { Route } from './+types/thank-you';

const copy = pages.thankYou;

/** The page's next steps are the bar's actions (booking, WhatsApp): on a phone they show once, in the page. */
export const handle: PageHandle = { actionBar: false };

/** A conversion page: kept out of search results. */
export const meta: Route.MetaFunction = (args) => pageMeta(copy.title, copy.description, args, { noindex: true });

export default function ThankYouRoute() {
  return (
    <PageIntro heading={copy.heading} intro={copy.intro}>
      <ThankYouActions />
    </PageIntro>
  );
}
