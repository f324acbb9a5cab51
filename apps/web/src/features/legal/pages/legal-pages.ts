/**
 * The five information pages and the new-terms dialog, loaded as one chunk: they are read rarely and link to each
 * other, and one lazy import costs the first load of every visitor less than six would.
 */
export { AboutPage } from './about-page.tsx';
export { ContactPage } from './contact-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
export { SupportPage } from './support-page.tsx';
export { TermsPage } from './terms-page.tsx';
export { TermsUpdateDialog } from '../components/terms-update-dialog.tsx';
