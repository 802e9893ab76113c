import { paths } from '@/shared/config/paths';

export type NavLinkItem = { label: string; to: string };

/** Main navigation, shared by the desktop bar and the mobile drawer. */
export const navLinks: NavLinkItem[] = [
  { label: 'Início', to: paths.home },
  { label: 'Marketing Digital', to: paths.realEstateMarketing },
  { label: 'Serviços', to: paths.services },
  { label: 'Cases', to: paths.cases },
  { label: 'Blog', to: paths.blog },
  { label: 'Contato', to: paths.contact },
];

export const ctaLink: NavLinkItem = { label: 'Agendar', to: paths.booking };

/** The page a link marks as current (aria-current="page"): its own path and, but for Início, the pages below it. */
export function isCurrent(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === paths.home) return path === '/';
  return path === to || path.startsWith(`${to}/`);
}
