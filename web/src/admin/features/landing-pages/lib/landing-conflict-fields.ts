import type { LandingPageFormValues } from '@alicerce/domain';
import type { ConflictFields } from '@/admin/components/edit-conflict/three-way';

const blocks = (value: unknown) => {
  const list = Array.isArray(value) ? (value as Array<{ type?: string }>) : [];
  return list.length === 0
    ? '(nenhum)'
    : `${list.length} ${list.length === 1 ? 'bloco' : 'blocos'}: ${list.map((block) => block.type ?? '?').join(', ')}`;
};

const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const owner = (value: unknown) => (record(value).kind === 'launch' ? `Lançamento: ${String(record(value).name ?? '')}` : 'A própria agência');
const contact = (value: unknown) => {
  const { whatsapp, cta_text } = record(value);
  return [whatsapp ? `WhatsApp ${String(whatsapp)}` : 'sem WhatsApp próprio', cta_text ? `chamada "${String(cta_text)}"` : null]
    .filter(Boolean)
    .join(', ');
};
const routing = (value: unknown) => {
  const { recipients, webhook_endpoint_id } = record(value);
  const list = Array.isArray(recipients) ? recipients.map(String) : [];
  return [list.length ? list.join(', ') : 'só a agência', webhook_endpoint_id ? `webhook nº ${String(webhook_endpoint_id)}` : null]
    .filter(Boolean)
    .join('; ');
};

/** The landing page form's fields with their pt-BR labels, as the conflict view names them (og_image_url: the address shown beside og_image). */
export const LANDING_CONFLICT_FIELDS: ConflictFields<LandingPageFormValues & { og_image_url?: unknown }> = {
  title: { label: 'Título da página' },
  slug: { label: 'Slug' },
  ends_at: { label: 'Encerrar em' },
  is_published: { label: 'Publicada' },
  seo_title: { label: 'Título SEO' },
  seo_description: { label: 'Descrição SEO' },
  og_image: { label: 'Imagem de compartilhamento', describe: (value) => (value ? 'Imagem escolhida' : '(nenhuma)') },
  og_image_url: { label: 'Imagem de compartilhamento', follows: 'og_image' },
  noindex: { label: 'Não indexar nos buscadores' },
  blocks: { label: 'Blocos', describe: blocks },
  owner: { label: 'Dono da página', describe: owner },
  contact: { label: 'Contato da página', describe: contact },
  lead_routing: { label: 'Destino dos leads', describe: routing },
  tracking: { label: 'Tags de medição', describe: (value) => (record(value).markup ? 'Tags definidas' : '(nenhuma)') },
};
