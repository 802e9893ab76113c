import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from 'react-router';

type Props = Omit<ButtonProps, 'href'> & { href: string; label: string };

/** Button for a CMS-provided link: site paths use the router, anything else is a plain link. */
export function CmsButton({ href, label, ...props }: Props) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Button component={Link} to={href} {...props}>
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
