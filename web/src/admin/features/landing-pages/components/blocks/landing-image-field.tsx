import { useController } from 'react-hook-form';

import { SingleMediaField } from '@/admin/components/media/single-media-field';

import { at, type LandingControl } from './block-field';

type Alt = { value: string; onChange: (text: string) => void; error?: string };

type Props = {
  control: LandingControl;
  /** The image's path ('blocks.0.variants.1.image'); its address to show sits beside it as '<path>_url'. */
  name: string;
  label: string;
};

/**
 * A block's image: a media-library file (stored as its id; the CMS answers its address as `<field>_url`), or an
 * address (https://… or /uploads/…); its alt text when the block stores one; the schema's message beside it.
 */
function ImageSlot({ control, name, label, alt }: Props & { alt?: Alt }) {
  const image = useController({ control, name: at(name) });
  const shown = useController({ control, name: at(`${name}_url`) });
  const value = image.field.value as number | string | null | undefined;
  const address = String(shown.field.value ?? '');

  return (
    <SingleMediaField
      label={label}
      value={typeof value === 'number' ? { id: value, url: address, name: address || `Arquivo ${value}` } : null}
      onChange={(file) => {
        image.field.onChange(file?.id ?? null);
        shown.field.onChange(file?.url ?? null);
      }}
      alt={alt && { of: () => alt.value, set: (_, text) => alt.onChange(text) }}
      url={{
        value: typeof value === 'string' ? value : '',
        onChange: (url) => image.field.onChange(url || null),
        alt,
        error: image.fieldState.error?.message ?? alt?.error,
      }}
    />
  );
}

function ImageWithAlt({ altName, ...props }: Props & { altName: string }) {
  const { field, fieldState } = useController({ control: props.control, name: at(altName) });
  return <ImageSlot {...props} alt={{ value: String(field.value ?? ''), onChange: field.onChange, error: fieldState.error?.message }} />;
}

/** An image of a block, with its alt text at `altName` when the block stores one. */
export function LandingImageField({ altName, ...props }: Props & { altName?: string }) {
  return altName ? <ImageWithAlt {...props} altName={altName} /> : <ImageSlot {...props} />;
}
