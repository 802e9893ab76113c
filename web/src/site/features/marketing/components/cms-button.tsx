import Button, { type ButtonProps } from '@mui/material/Button';

import { sectionField } from '@/site/lib/section-fields';

type Props = Omit<ButtonProps, 'href'> & {
  href: string;
  label: string;
  /** The section values this button shows (its label and target), so a newer CMS value can replace them in place. */
  fields?: { label: string; href: string };
};

/**
 * Button for a CMS-provided link (a site path or a full URL). Rendered even while label or target is empty (then
 * hidden), so a value the CMS adds after the build has a place to show: always an <a>, so that the target
 * section-patch.ts writes into it makes it a working link (a <button> with an href leads nowhere).
 */
export function CmsButton({ href, label, fields, ...props }: Props) {
  return (
    <Button
      component="a"
      href={href || undefined}
      // Without a target MUI gives the <a> role="button"; once patched with one it must be announced as a link.
      role={undefined}
      hidden={!href || !label}
      {...(fields ? sectionField(fields.label, fields.href) : {})}
      {...props}
    >
      {label}
    </Button>
  );
}
