/**
 * What the focused layout of a launch's landing page draws (issue 54): the launch's name and logo instead of the
 * agency's, its own WhatsApp and call to action, and no site navigation. A route gives it through its handle
 * (page-handle.ts `launchFrame`); a page with none keeps the site's frame.
 */
export type LaunchFrame = {
  /** The launch's name: the logo's text alternative and the footer's second controller. */
  ownerName: string;
  logo: { url: string; width: number | null; height: number | null } | null;
  /** '#rrggbb': a stripe above the header (decoration, no text on it). */
  accent: string | null;
  /** '+55…' (domain's whatsappBrSchema) or null: then the page offers no WhatsApp at all, never the agency's. */
  whatsapp: string | null;
  whatsappMessage: string;
  /** The call to action of the header and of the phone's bar, and where it leads (the page's form). */
  cta: { label: string; href: string } | null;
  /** The launch page's own address (the logo leads there). */
  pagePath: string;
};
