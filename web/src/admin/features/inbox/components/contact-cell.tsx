import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { formatPhoneBr } from '@alicerce/domain';

import { formatDateTime } from '../lib/format';

type Props = { name: string; email: string; phone: string; company: string | null; anonymised_at?: string | null };

/** Name, company, e-mail and phone ('(11) 98765-4321') of a lead or booking; once anonymised, only when that was done. */
export function ContactCell({ name, email, phone, company, anonymised_at }: Props) {
  if (anonymised_at) return <Chip size="small" label={`Anonimizado em ${formatDateTime(anonymised_at)}`} />;
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
      <Typography variant="body2">{formatPhoneBr(phone)}</Typography>
    </>
  );
}
