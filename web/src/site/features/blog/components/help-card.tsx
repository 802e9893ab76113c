import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { useCompany } from '@/shared/config/company-context';
import { whatsappUrl } from '@/site/lib/whatsapp';

/** 'Precisa de Ajuda?': WhatsApp contact beside the article (sticky on desktop, see ArticlePage). */
export function HelpCard({ articleTitle }: { articleTitle: string }) {
  const company = useCompany();
  const href = whatsappUrl(
    company.whatsappDigits,
    `Olá! Li o artigo "${articleTitle}" no blog da ${company.name} e gostaria de falar com um especialista.`,
  );

  return (
    <Paper component="aside" aria-labelledby="help-card-title" variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Typography id="help-card-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Precisa de Ajuda?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Converse com quem entende de marketing digital imobiliário e tire suas dúvidas pelo WhatsApp.
      </Typography>
      <Button
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        color="secondary"
        fullWidth
        startIcon={<WhatsAppIcon />}
      >
        Fale com nossos especialistas
      </Button>
    </Paper>
  );
}
