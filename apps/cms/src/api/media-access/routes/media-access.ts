import { publicRoute } from '../../../http/routes';

/** GET (HEAD is answered by the same route); the signed URL is the credential. */
export default {
  routes: [publicRoute('GET', '/media-access/files/:name', 'api::media-access.media-access.file')],
};
