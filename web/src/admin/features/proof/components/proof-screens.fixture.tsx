import { useLocation } from 'react-router';

import type { ProofPreviews } from '../types';

import { ProofEditorScreen } from './proof-editor-screen';
import { isProofScreen, PROOF_SCREENS, ProofTab, type ProofScreenId } from './proof-tab';

const BASE = '/admin/dashboard/prova-social';
export const proofUrl = (screen: ProofScreenId, item?: string) => [BASE, screen, ...(item ? [item] : [])].join('/');

/** Stand-ins for the site's components (composed in by the route in the app). */
const previews: ProofPreviews = { testimonial: (item) => <blockquote>{item.quote}</blockquote>, teamMember: (item) => <p>{item.name}</p> };

/** 'Prova social' and its editors as the dashboard routes them: …/prova-social/<tela>, …/<tela>/novo, …/<tela>/<documentId>. */
export function ProofScreens() {
  const [tela, id] = useLocation()
    .pathname.slice(BASE.length + 1)
    .split('/');
  if (!isProofScreen(tela)) return null;
  if (!id) return <ProofTab current={tela} hrefOf={proofUrl} />;
  return (
    <ProofEditorScreen
      key={id}
      screen={tela}
      id={id === 'novo' ? null : id}
      backTo={proofUrl(tela)}
      backLabel={PROOF_SCREENS[tela].label}
      previews={previews}
    />
  );
}
