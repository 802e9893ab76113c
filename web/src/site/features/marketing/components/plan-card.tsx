import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { CheckList } from '@/site/components/ui/check-list';
import { useCompany } from '@/shared/config/company-context';
import { whatsappUrl } from '@/site/lib/whatsapp';

import { planProposalMessage, type Plan } from '../content/plans';

/**
 * One plan: price, features and a 'Solicitar Proposta' link that opens WhatsApp in a new tab. The cards of a row are
 * equally tall; the list takes the spare height below its rows (they keep their own height), so the buttons line up.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  const company = useCompany();
  const href = whatsappUrl(company.whatsappDigits, planProposalMessage(plan));

  return (
    <Card
      sx={{
        height: '100%',
        position: 'relative',
        overflow: 'visible',
        ...(plan.popular && { borderColor: 'primary.main', borderWidth: 2, boxShadow: 4 }),
      }}
    >
      {plan.popular && (
        <Chip
          label="Mais Popular"
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: 0, left: '50%', transform: 'translate(-50%, -50%)', fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Typography variant="h3" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {plan.name}
        </Typography>
        <Typography color="primary" sx={{ fontWeight: 800, fontSize: '1.5rem', mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}>
          {plan.price}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {plan.summary}
        </Typography>
        <CheckList items={plan.features} sx={{ mb: 3, flexGrow: 1 }} />
        <Button
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Solicitar Proposta do plano ${plan.name} pelo WhatsApp (abre em nova aba)`}
          variant={plan.popular ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          startIcon={<WhatsAppIcon />}
        >
          Solicitar Proposta
        </Button>
      </CardContent>
    </Card>
  );
}
