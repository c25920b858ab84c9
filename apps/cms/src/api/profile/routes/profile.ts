const route = (method: string, path: string, action: string) => ({
  method,
  path,
  handler: `api::profile.profile.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [route('GET', '/children/:id/profile', 'childProfile'), route('POST', '/suggestedMedia/child', 'suggestedForChild')],
};
