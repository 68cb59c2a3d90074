// /check-page-auth: the callback target after an external sign-in; it decides like /check-page.
export { default } from './check-page';
