/** /not-found: open the app inside LINE (src/components/layout/open-in-line.tsx). */
export { OpenInLineScreen as default } from '../../components/layout/open-in-line';
