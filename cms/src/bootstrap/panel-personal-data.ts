import type { Core } from '@strapi/strapi';
import { PANEL_HIDDEN_TYPES, panelHidesPersonalData } from '../middlewares/panel-personal-data';

type PluginOptions = { 'content-manager'?: { visible?: boolean } } & Record<string, unknown>;

/**
 * register(): in production the panel's content manager does not list leads, bookings or consent records
 * (middlewares/panel-personal-data.ts refuses their admin routes too).
 */
export function hidePersonalDataFromPanel(strapi: Core.Strapi) {
  if (!panelHidesPersonalData()) return;
  for (const uid of PANEL_HIDDEN_TYPES) {
    const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { pluginOptions?: PluginOptions } | undefined;
    if (!contentType) continue;
    contentType.pluginOptions = {
      ...contentType.pluginOptions,
      'content-manager': { ...contentType.pluginOptions?.['content-manager'], visible: false },
    };
  }
}
