/** The setup banner, for the signed-in layout. */
export { SetupBanner } from './setup-banner';
