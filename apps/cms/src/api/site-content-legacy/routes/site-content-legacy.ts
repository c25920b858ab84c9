const open = { auth: false as const };

/** The apps' legacy content calls that sit with the account API (spec section 7). */
export default {
  routes: [
    { method: 'GET', path: '/testimonial-list', handler: 'site-content-legacy.testimonials', config: open },
    { method: 'GET', path: '/getallbanners', handler: 'site-content-legacy.banners', config: open },
    { method: 'POST', path: '/getallbanners', handler: 'site-content-legacy.banners', config: open },
  ],
};
