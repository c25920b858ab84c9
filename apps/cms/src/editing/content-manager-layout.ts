import type { Core } from '@strapi/strapi';
import { FIELD_HELP, LIST_COLUMNS, LIST_SORT, RELATION_MAIN_FIELDS, humanLabel } from './field-help';

type Metadata = {
  edit: { label?: string; description?: string; editable?: boolean; mainField?: string; [key: string]: unknown };
  list: { label?: string; mainField?: string; [key: string]: unknown };
};
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: unknown; [key: string]: unknown };
};
type ContentTypesService = {
  findConfiguration(contentType: { uid: string }): Promise<Configuration>;
  updateConfiguration(contentType: { uid: string }, configuration: Configuration): Promise<unknown>;
};

/** A field still labelled with its code name gets a human one; fields with written help get theirs. */
function withHelp(uid: string, metadatas: Record<string, Metadata>): Record<string, Metadata> {
  const help = FIELD_HELP[uid] ?? {};
  return Object.fromEntries(
    Object.entries(metadatas).map(([field, metadata]) => {
      const written = help[field];
      const label = written?.label ?? (metadata.edit.label === field ? humanLabel(field) : metadata.edit.label);
      const edit = { ...metadata.edit, label, ...(written ? { description: written.description, editable: written.editable ?? true } : {}) };
      const list = { ...metadata.list, label: written?.label ?? (metadata.list.label === field ? humanLabel(field) : metadata.list.label) };
      return [field, { edit, list }];
    }),
  );
}

/**
 * Sets the Content Manager's labels, help texts, read-only fields and list columns at every boot, for
 * every project type (docs/decisions/editors-guard-rails.md). Idempotent: it writes the same
 * configuration each time, and leaves field order and sizes as editors arranged them.
 */
export async function configureContentManager(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  for (const uid of Object.keys(strapi.contentTypes).filter((name) => name.startsWith('api::'))) {
    const contentType = { uid };
    const configuration = await service.findConfiguration(contentType);
    if (!configuration?.metadatas) continue;
    const metadatas = withHelp(uid, configuration.metadatas);
    for (const [field, mainField] of Object.entries(RELATION_MAIN_FIELDS[uid] ?? {})) {
      metadatas[field] = { edit: { ...metadatas[field].edit, mainField }, list: { ...metadatas[field].list, mainField } };
    }
    const layouts = { ...configuration.layouts, list: LIST_COLUMNS[uid] ?? configuration.layouts.list };
    const settings = { ...configuration.settings, ...LIST_SORT[uid] };
    await service.updateConfiguration(contentType, { ...configuration, settings, metadatas, layouts });
  }
}
