import EmailIcon from '@mui/icons-material/Email';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { phoneHref } from '@/shared/config/company';
import { useCompany } from '@/shared/config/company-context';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 600 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** The company's contact data (from the CMS company settings), with tel: and mailto: links. */
export function ContactInfo() {
  const company = useCompany();
  return (
    <Box component="section" aria-labelledby="contact-info-heading">
      <Typography id="contact-info-heading" variant="h5" component="h2" sx={{ mb: 3 }}>
        Informações de contato
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        <Item icon={<PlaceIcon />} label="Localização">
          {company.city}
        </Item>
        <Item icon={<PhoneIcon />} label="Telefone">
          <Link href={phoneHref(company)}>{company.phoneDisplay}</Link>
        </Item>
        <Item icon={<EmailIcon />} label="E-mail">
          <Link href={`mailto:${company.email}`}>{company.email}</Link>
        </Item>
        <Item icon={<ScheduleIcon />} label="Horário de atendimento">
          {company.hours}
        </Item>
        <Item icon={<MarkEmailReadIcon />} label="Tempo de resposta">
          Resposta em até 24h
        </Item>
      </Box>
    </Box>
  );
}
