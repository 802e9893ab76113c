import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { dropUnusedCssVariables, dropVariables, usedVariables } from './unused-css-variables';

const THEME =
  ':root{--mui-shadows-0:none;--mui-shadows-24:0 0 9px #000;--mui-palette-primary-main:#c0583a;--mui-palette-primary-mainChannel:192 88 58;' +
  '--mui-palette-action-focus:rgba(var(--mui-palette-primary-mainChannel) / 0.2);--mui-palette-brand-roof:#e8a47e;--mui-zIndex-modal:1300}' +
  '.dark{--mui-palette-primary-main:#e8a47e;--mui-palette-brand-roof:#c0583a}';

describe('usedVariables', () => {
  it('counts what rules read, not what definitions hold, and follows the definitions of what is read', () => {
    const page = `<style>${THEME}</style><style>.css-1{outline-color:var(--mui-palette-action-focus)}</style>`;
    expect([...usedVariables([page], [page])].sort()).toEqual(['--mui-palette-action-focus', '--mui-palette-primary-mainChannel']);
  });
});

describe('dropUnusedCssVariables', () => {
  it('keeps on every page the variables any page or any line of the source reads, in both schemes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'css-vars-'));
    mkdirSync(join(dir, 'client', 'blog'), { recursive: true });
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'logo.tsx'), "const roof = { fill: 'var(--mui-palette-brand-roof)' };");
    writeFileSync(
      join(dir, 'client', 'index.html'),
      `<style data-emotion="css-global 1">${THEME}</style><header style="--Paper-shadow:var(--mui-shadows-0)"></header>`,
    );
    writeFileSync(
      join(dir, 'client', 'blog', 'index.html'),
      `<style data-emotion="css-global 1">${THEME}</style><style>.css-2{color:var(--mui-palette-primary-main)}</style>`,
    );
    writeFileSync(join(dir, 'client', '__spa-fallback.html'), `<style>${THEME}</style>`);

    expect(dropUnusedCssVariables(join(dir, 'client'), join(dir, 'src')).saved).toBeGreaterThan(0);
    const kept =
      ':root{--mui-shadows-0:none;--mui-palette-primary-main:#c0583a;--mui-palette-brand-roof:#e8a47e;}.dark{--mui-palette-primary-main:#e8a47e;--mui-palette-brand-roof:#c0583a}';
    expect(readFileSync(join(dir, 'client', 'index.html'), 'utf8')).toContain(`<style data-emotion="css-global 1">${kept}</style>`);
    expect(readFileSync(join(dir, 'client', 'blog', 'index.html'), 'utf8')).toContain(`<style data-emotion="css-global 1">${kept}</style>`);
    // The /admin fallback is hydrated by React, with every variable its dialogs and grids read.
    expect(readFileSync(join(dir, 'client', '__spa-fallback.html'), 'utf8')).toBe(`<style>${THEME}</style>`);
  });

  it('touches only declarations inside <style>, never a reference in the markup', () => {
    const html = '<style>:root{--mui-a:1;--mui-b:2}</style><div style="--x:var(--mui-gone)">--mui-a:1;</div>';
    expect(dropVariables(html, new Set(['--mui-b']))).toBe('<style>:root{--mui-b:2}</style><div style="--x:var(--mui-gone)">--mui-a:1;</div>');
  });
});
