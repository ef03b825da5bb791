/** The branding module's surface for other modules: the branding reports and e-mails carry. */
export { reportBrandingOf } from './service';
