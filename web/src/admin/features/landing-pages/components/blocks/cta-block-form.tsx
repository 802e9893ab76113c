import Stack from '@mui/material/Stack';

import { FormTextField } from '@/admin/components/form-text-field';

import { at, type BlockFormProps } from './block-field';
import { HREF_HELPER, TitledFields } from './titled-fields';

/** Chamada para ação: title, text and the button (its text and where it leads). */
export function CtaBlockForm(props: BlockFormProps) {
  const { control, index } = props;
  return (
    <Stack spacing={2}>
      <TitledFields {...props} textName="text" textLabel="Texto da chamada" />
      <FormTextField control={control} name={at('blocks', index, 'button_text')} label="Texto do botão" required />
      <FormTextField control={control} name={at('blocks', index, 'button_href')} label="Destino do botão" helperText={HREF_HELPER} />
    </Stack>
  );
}
