/** GET (HEAD is answered by the same route). */
export default {
  routes: [
    {
      method: 'GET',
      path: '/media-access/files/:name',
      handler: 'api::media-access.media-access.file',
      config: { auth: false as const },
    },
  ],
};
