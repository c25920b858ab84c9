import { createCmsClient, type CmsClient } from './client.server';
import { readCmsConfig } from './config.server';

let client: CmsClient | undefined;

/** The app's one CMS client, configured from CMS_URL and CMS_PUBLIC_URL. */
export function cms(): CmsClient {
  client ??= createCmsClient(readCmsConfig());
  return client;
}
