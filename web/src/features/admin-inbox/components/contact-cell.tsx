import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

type Props = { name: string; email: string; phone: string; company: string | null };

/** Name, company, e-mail and phone of a lead or booking. */
export function ContactCell({ name, email, phone, company }: Props) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {company && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {company}
        </Typography>
      )}
      <Link href={`mailto:${email}`} variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {email}
      </Link>
      <Typography variant="body2">{phone}</Typography>
    </>
  );
}
