import Button, { type ButtonProps } from '@mui/material/Button';

type Props = Omit<ButtonProps, 'href'> & { href: string; label: string };

/** Button for a CMS-provided link: site paths use the router, anything else is a plain link. */
export function CmsButton({ href, label, ...props }: Props) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Button href={href} {...props}>
        {label}
      </Button>
    );
  }
  return (
    <Button href={href} {...props}>
      {label}
    </Button>
  );
}
