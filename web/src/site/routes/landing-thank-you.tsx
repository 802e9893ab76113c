import { isLaunchOwned } from '@alicerce/domain';

import { NotFound } from '@/site/components/errors/not-found';
import type { PageHandle } from '@/site/components/layout/page-handle';
import { LandingThankYou, fetchLandingPage, launchFrameOf, loadLandingPage, type LandingPage } from '@/site/features/landing';
import { liveOrBuilt } from '@/site/lib/public-api';
import { pageMeta, pageTitle } from '@/shared/lib/seo';

import type { Route } from './+types/landing-thank-you';

/**
 * /lp/<slug>/obrigado: the thank-you of a launch's page (issue 54), in the page's focused frame. A page of the agency's
 * own has none (its form leads to /obrigado): 404.
 */
export const handle: PageHandle = {
  launchFrame: (data) => launchFrameOf((data as { page?: LandingPage | null } | undefined)?.page, { onPage: false }),
};

/** Build time only: the page whose thank-you this is (prerender-paths.ts lists the launch pages'). */
export async function loader({ params }: Route.LoaderArgs) {
  return { page: await loadLandingPage(params.slug) };
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return liveOrBuilt(
    async () => ({ page: await fetchLandingPage(params.slug).catch(() => null) }),
    () => serverLoader(),
  );
}

/** A conversion page: kept out of search results. */
export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page || !isLaunchOwned(page)) return [{ title: pageTitle('Página não encontrada') }, { name: 'robots', content: 'noindex' }];
  return pageMeta(
    `Obrigado — ${page.owner.name || page.title}`,
    `Recebemos seus dados: a equipe de vendas de ${page.owner.name || page.title} entra em contato em breve.`,
    args,
    {
      noindex: true,
    },
  );
};

export default function LandingThankYouRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page || !isLaunchOwned(page)) return <NotFound />;
  return <LandingThankYou page={page} />;
}
