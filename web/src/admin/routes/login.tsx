import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';

import { paths } from '@/shared/config/paths';
import { LoginForm } from '@/admin/auth';
import { adminMeta } from '@/shared/lib/seo';

import type { Route } from './+types/login';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Entrar');

/**
 * Once the sign-in page is idle (while the person types), the code of the dashboard's frame and of its first screen
 * (Cases, the first of both roles) is fetched ahead, so 'Entrar' waits for the CMS only.
 */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 500);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export default function AdminLoginRoute() {
  const idle = useIdle();
  return (
    <AdminPage heading="Entrar" intro="Acesse o Painel CMS com seu e-mail e senha de administrador.">
      <LoginForm />
      {idle && (
        <>
          <PrefetchPageLinks page={paths.admin.dashboard} />
          <PrefetchPageLinks page={`${paths.admin.dashboard}/cases`} />
        </>
      )}
    </AdminPage>
  );
}
