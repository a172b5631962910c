/** Ids shared by the plugin declaration and the lazy code that uses them. */

/** The site page the provider sends the person back to. */
export const RETURN_PATH = '/socialLogin/return';
