import { NotFound } from '@/site/components/errors/not-found';
import { pageTitle } from '@/shared/lib/seo';

import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Página não encontrada') }, { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFound />;
}
