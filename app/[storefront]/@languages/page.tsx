/** The home page's language switcher: the same as every page's (its path is `/` in every language). */
export { default } from './[...path]/page';
