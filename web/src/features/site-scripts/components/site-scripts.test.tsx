import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';

import { SiteScripts } from './site-scripts';

const root = document.documentElement;
const mark = (step: string) => `<script>document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+'${step}'</script>`;
const none = { necessary: true, analytics: false, marketing: false };

describe('SiteScripts', () => {
  it('runs each snippet only once its category is granted, necessary at once, in head → body → footer order', async () => {
    delete root.dataset.ran;
    server.use(
      http.get('*/api/site-settings', () =>
        HttpResponse.json({
          data: [
            { setting_key: 'footer_scripts', setting_value: mark('F'), consent_category: 'necessary' },
            { setting_key: 'head_scripts', setting_value: mark('H'), consent_category: 'marketing' },
            { setting_key: 'body_scripts', setting_value: mark('B'), consent_category: null },
          ],
        }),
      ),
    );
    const view = renderWithProviders(<SiteScripts enabled granted={none} />);
    await vi.waitFor(() => expect(root.dataset.ran).toBe('F'));

    // Body has no stored category: treated as marketing. Granting it runs head then body, footer not again.
    view.rerender(<SiteScripts enabled granted={{ ...none, marketing: true }} />);
    await vi.waitFor(() => expect(root.dataset.ran).toBe('FHB'));
    view.rerender(<SiteScripts enabled granted={{ ...none, analytics: true, marketing: true }} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.dataset.ran).toBe('FHB');
  });
});

describe('SiteScripts when the settings cannot be loaded', () => {
  it('logs the spec messages and renders nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/site-settings', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<SiteScripts enabled granted={none} />);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Error loading custom scripts', expect.anything()));
    expect(error).toHaveBeenCalledWith('Error loading footer scripts', expect.anything());
  });
});
