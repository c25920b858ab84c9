const route = (method: string, path: string, action: string) => ({
  method,
  path,
  handler: `api::library.library.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [
    route('POST', '/category/all', 'categories'),
    route('POST', '/category/media/all', 'categoryMedia'),
    route('GET', '/category/media/:id', 'mediaOne'),
    route('POST', '/getallsubcategoriesbycatid', 'subCategories'),
    route('POST', '/getsubcatdetail', 'subCategoryDetail'),
    route('POST', '/user-fetch-subs-to-category', 'subCategoriesForChild'),
    route('POST', '/sample-list', 'sampleList'),
    route('POST', '/teen-media-list', 'teenMediaList'),
  ],
};
