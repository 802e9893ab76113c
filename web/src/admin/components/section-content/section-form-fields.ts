import type { CtaContent, HeroContent, RenderedContentType } from '@alicerce/domain';

/** `minRows`: a text area growing with its text (from that many rows); without it, one line. */
export type SectionFieldSpec = { label: string; helper?: string; minRows?: number };

const LINK_HELPER = 'Um caminho do site (ex.: /agendamento) ou um endereço completo (https://…).';

/** One entry per key of HeroContent (the compiler checks none is missing), in the order the section shows them. */
const HERO_FIELDS: Record<keyof HeroContent, SectionFieldSpec> = {
  title: { label: 'Título', minRows: 1, helper: 'Na página inicial, a palavra que alterna (construtora, incorporadora…) vem depois dele.' },
  subtitle: { label: 'Subtítulo', minRows: 3 },
  cta_label: { label: 'Texto do botão' },
  cta_href: { label: 'Link do botão', helper: LINK_HELPER },
};

const CTA_FIELDS: Record<keyof CtaContent, SectionFieldSpec> = {
  title: { label: 'Título', minRows: 1 },
  text: { label: 'Texto', minRows: 3 },
  button_label: { label: 'Texto do botão' },
  button_href: { label: 'Link do botão', helper: LINK_HELPER },
};

/** The form of each section type a page renders: its content keys with pt-BR labels. */
export const SECTION_FORM_FIELDS: Record<RenderedContentType, Record<string, SectionFieldSpec>> = { hero: HERO_FIELDS, cta: CTA_FIELDS };
