/**
 * The information pages (about, help, contact, privacy, terms) and the new-terms dialog, loaded as one chunk: they
 * are read rarely and link to each other, and one lazy import costs the first load of every visitor less than six
 * would. They belong to three features (home, support, legal), so the one module that gathers them lives with the
 * router, the only place allowed to import several features.
 */
export { AboutPage } from '../features/home/pages/about-page.tsx';
export { ContactPage } from '../features/support/pages/contact-page.tsx';
export { SupportPage } from '../features/support/pages/support-page.tsx';
export { PrivacyPage } from '../features/legal/pages/privacy-page.tsx';
export { TermsPage } from '../features/legal/pages/terms-page.tsx';
export { TermsUpdateDialog } from '../features/legal/components/terms-update-dialog.tsx';
