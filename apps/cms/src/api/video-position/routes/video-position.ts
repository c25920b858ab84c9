const route = (path: string, action: string) => ({
  method: 'POST',
  path,
  handler: `api::video-position.video-position.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [route('/user-video-status', 'saveStatus'), route('/fetch-video-duration', 'fetchDuration')],
};
