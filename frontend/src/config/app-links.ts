/**
 * The home page's section about the mobile apps, `/#get-the-app`. There is no app yet: the login
 * popup's store badges (spec §2: they link to the home page) lead to this section, which says so.
 */
export const GET_THE_APP_SECTION_ID = 'get-the-app';
