export default {
  routes: [
    {
      method: 'GET',
      path: '/preview',
      handler: 'preview.show',
      // The signed, expiring link is the credential (docs/decisions/editors-preview.md).
      config: { auth: false },
    },
  ],
};
