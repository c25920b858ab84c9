import { publicRoute } from '../../../http/routes';

/** Library reads are public; a signed-in parent's token only unlocks signed URLs for paid files (controllers/library.ts). */
export default {
  routes: [
    publicRoute('POST', '/category/all', 'api::library.library.categories'),
    publicRoute('POST', '/category/media/all', 'api::library.library.categoryMedia'),
    publicRoute('GET', '/category/media/:id', 'api::library.library.mediaOne', { startsAPlay: { child: 'query.childId', meditation: 'params.id' } }),
    publicRoute('POST', '/getallsubcategoriesbycatid', 'api::library.library.subCategories'),
    publicRoute('POST', '/getsubcatdetail', 'api::library.library.subCategoryDetail'),
    publicRoute('POST', '/user-fetch-subs-to-category', 'api::library.library.subCategoriesForChild'),
    publicRoute('POST', '/sample-list', 'api::library.library.sampleList'),
    publicRoute('POST', '/teen-media-list', 'api::library.library.teenMediaList'),
  ],
};
