import { createCmsClient, type CmsClient } from './client.server';
import { readCmsConfig } from './config.server';
import { publicContentCache } from './public-content.server';

let client: CmsClient | undefined;

/** The app's one CMS client, configured from CMS_URL and CMS_PUBLIC_URL; its public reads go through the cache. */
export function cms(): CmsClient {
  client ??= createCmsClient(readCmsConfig(), fetch, publicContentCache());
  return client;
}
