import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { dropUnusedMuiClasses, dropUnusedMuiNames } from './unused-mui-classes';

describe('dropUnusedMuiNames', () => {
  it('keeps Emotion classes, the names in `keep` and the state classes; drops the other MUI names', () => {
    const html =
      '<div class="MuiBox-root css-1t8ljef"><span class="MuiSwitch-switchBase Mui-checked MuiSwitch-colorPrimary css-9"></span><i class="MuiSvgIcon-root"></i></div>';
    expect(dropUnusedMuiNames(html, new Set(['MuiSwitch-switchBase']))).toBe(
      '<div class="css-1t8ljef"><span class="MuiSwitch-switchBase Mui-checked css-9"></span><i></i></div>',
    );
  });
});

describe('dropUnusedMuiClasses', () => {
  it('keeps what a rule of the build or a line of the source mentions, and leaves the hydrated /admin fallback as is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mui-names-'));
    const source = join(dir, 'src');
    mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
    mkdirSync(source);
    writeFileSync(join(source, 'field-dom.ts'), "input.closest('.MuiFormControl-root');");
    writeFileSync(join(dir, 'client', 'assets', 'site-abc.css'), '.css-2 .MuiInputBase-input{padding:0}');
    const markup =
      '<div class="MuiFormControl-root MuiTextField-root css-1"><div class="MuiInputBase-root css-2"><input class="MuiInputBase-input css-3"/></div></div>';
    writeFileSync(
      join(dir, 'client', 'index.html'),
      `<html><head><style>.MuiButton-root{}</style></head><body>${markup}<a class="MuiButton-root MuiButton-text">x</a></body></html>`,
    );
    writeFileSync(join(dir, 'client', '__spa-fallback.html'), markup);

    expect(dropUnusedMuiClasses(join(dir, 'client'), source).saved).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'client', 'index.html'), 'utf8')).toBe(
      '<html><head><style>.MuiButton-root{}</style></head><body><div class="MuiFormControl-root css-1"><div class="css-2"><input class="MuiInputBase-input css-3"/></div></div><a class="MuiButton-root">x</a></body></html>',
    );
    expect(readFileSync(join(dir, 'client', '__spa-fallback.html'), 'utf8')).toBe(markup);
  });
});
