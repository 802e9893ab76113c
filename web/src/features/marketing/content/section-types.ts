/**
 * The JSON shapes this feature renders for CMS-managed sections. They mirror `HeroContent` and
 * `CtaContent` of features/page-content (a feature never imports another feature); TypeScript's
 * structural typing lets the route pass one for the other.
 */
export type HeroContent = {
  title: string;
  subtitle: string;
  cta_label: string;
  cta_href: string;
};

export type CtaContent = {
  title: string;
  text: string;
  button_label: string;
  button_href: string;
};
