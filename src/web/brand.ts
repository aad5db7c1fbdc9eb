/** The product's name as shown in the logo, titles and public pages. */
export const APP_NAME = 'Studio Requests';
export const APP_SHORT_NAME = 'Studio';
