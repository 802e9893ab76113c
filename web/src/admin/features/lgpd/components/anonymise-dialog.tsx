import { ConfirmDialog } from '@/admin/components/confirm-dialog';

type Props = { open: boolean; leads: number; bookings: number; busy: boolean; onCancel: () => void; onConfirm: () => void };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Anonimizar dados pessoais?': what will be replaced and what stays, before it is done. Esc or a click outside cancels. */
export function AnonymiseDialog({ open, leads, bookings, busy, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Anonimizar dados pessoais?"
      text={
        <>
          Nome, e-mail, telefone, empresa, mensagem, endereço de referência e navegador de {plural(leads, 'lead', 'leads')} e{' '}
          {plural(bookings, 'agendamento', 'agendamentos')} serão substituídos. Os registros continuam nas contagens e estatísticas (datas, status,
          horário e origem). O e-mail e o telefone também são apagados do histórico de versões do conteúdo e da Lixeira. Esta ação não pode ser
          desfeita.
        </>
      }
      confirmLabel="Anonimizar"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
