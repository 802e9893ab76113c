import { FormTextField } from '@/admin/components/form-text-field';

import { at, type BlockFormProps } from './block-field';

export const HREF_HELPER = 'Um caminho do site (/agendamento), uma âncora da página (#formulario) ou https://…';

/** The section title most blocks have, and an optional text under it ('intro', 'text'). */
export function TitledFields({ control, index, textName, textLabel }: BlockFormProps & { textName?: string; textLabel?: string }) {
  return (
    <>
      <FormTextField control={control} name={at('blocks', index, 'title')} label="Título da seção" required />
      {textName && <FormTextField control={control} name={at('blocks', index, textName)} label={textLabel ?? 'Texto'} multiline minRows={2} />}
    </>
  );
}
