import type { Ref } from 'react';

import { HONEYPOT_FIELD } from '@alicerce/domain';

/** Invisible to people (and to screen readers); form-filling bots fill it and the CMS drops their submission. */
export function HoneypotField({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Não preencha este campo
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
