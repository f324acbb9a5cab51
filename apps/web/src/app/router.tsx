import { isValidElement, Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import type { ListedSearch } from '../features/catalogue/pages/jobs-page.tsx';

// Job alerts' pieces of other screens, in chunks of their own: a first visit to /jobs does not wait for them.
const CreateAlertPanel = lazyPage(
  () => import('../features/alerts/components/create-alert-panel.tsx'),
  'CreateAlertPanel',
);
const JobAlertsCard = lazyPage(() => import('../features/alerts/components/job-alerts-card.tsx'), 'JobAlertsCard');
const createAlertPanel = ({ correctedSearch }: ListedSearch) => (
  <Suspense fallback={null}>
    <CreateAlertPanel correctedSearch={correctedSearch} />
  </Suspense>
);
const jobAlertsCard = (
  <Suspense fallback={null}>
    <JobAlertsCard />
  </Suspense>
);

/**
 * Route-level code splitting: every screen is its own chunk, so a first visit downloads the shell (React, the
 * router, TanStack Query, the layout) and the screen asked for; RootLayout shows a spinner while a chunk arrives.
 * The sign-in screens and the 404 are chunks too: each visit needs at most one of them, and the shell is what
 * every first visit pays for (/ and /jobs within 120 KB gzip, measured by scripts/bench/initial-js.ts).
 */
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage');
const VerificationSentPage = lazyPage(
  () => import('../features/auth/pages/verification-sent-page.tsx'),
  'VerificationSentPage',
);
const VerifyEmailPage = lazyPage(() => import('../features/auth/pages/verify-email-page.tsx'), 'VerifyEmailPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/pages/not-found-page.tsx'), 'NotFoundPage');
const ApplicationsPage = lazyPage(
  () => import('../features/applications/pages/applications-page.tsx'),
  'ApplicationsPage',
);
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage');
const GoogleCallbackPage = lazyPage(
  () => import('../features/auth/pages/google-callback-page.tsx'),
  'GoogleCallbackPage',
);
const GoogleSignUpPage = lazyPage(() => import('../features/auth/pages/google-sign-up-page.tsx'), 'GoogleSignUpPage');
const GoogleLinkPage = lazyPage(() => import('../features/auth/pages/google-link-page.tsx'), 'GoogleLinkPage');
const AutopilotSettingsPage = lazyPage(
  () => import('../features/autopilot/pages/autopilot-settings-page.tsx'),
  'AutopilotSettingsPage',
);
const AutopilotActivityPage = lazyPage(
  () => import('../features/autopilot/pages/autopilot-activity-page.tsx'),
  'AutopilotActivityPage',
);
const loadInfoPages = () => import('./info-pages.ts');
const AboutPage = lazyPage(loadInfoPages, 'AboutPage');
const SupportPage = lazyPage(loadInfoPages, 'SupportPage');
const ContactPage = lazyPage(loadInfoPages, 'ContactPage');
const PrivacyPage = lazyPage(loadInfoPages, 'PrivacyPage');
const TermsPage = lazyPage(loadInfoPages, 'TermsPage');
const PricingPage = lazyPage(() => import('../features/pricing/pages/pricing-page.tsx'), 'PricingPage');
const TalentPoolPage = lazyPage(() => import('../features/talent/pages/talent-pool-page.tsx'), 'TalentPoolPage');
const ForEmployersPage = lazyPage(() => import('../features/talent/pages/for-employers-page.tsx'), 'ForEmployersPage');
const CategoriesPage = lazyPage(() => import('../features/categories/pages/categories-page.tsx'), 'CategoriesPage');
const CompaniesPage = lazyPage(() => import('../features/companies/pages/companies-page.tsx'), 'CompaniesPage');
const CompanyDetailPage = lazyPage(
  () => import('../features/companies/pages/company-detail-page.tsx'),
  'CompanyDetailPage',
);
const DashboardPage = lazyPage(() => import('../features/dashboard/pages/dashboard-page.tsx'), 'DashboardPage');
const PostJobPage = lazyPage(() => import('../features/job-posting/pages/post-job-page.tsx'), 'PostJobPage');
const EditJobPage = lazyPage(() => import('../features/job-posting/pages/edit-job-page.tsx'), 'EditJobPage');
const ApplicantsPage = lazyPage(() => import('../features/applications/pages/applicants-page.tsx'), 'ApplicantsPage');
const SearchCandidatesPage = lazyPage(
  () => import('../features/candidates/pages/search-candidates-page.tsx'),
  'SearchCandidatesPage',
);
const CandidatePage = lazyPage(() => import('../features/candidates/pages/candidate-page.tsx'), 'CandidatePage');
const ContactCandidatePage = lazyPage(
  () => import('../features/candidates/pages/contact-candidate-page.tsx'),
  'ContactCandidatePage',
);
// Its charts (visx) live in this chunk only: no other screen's first visit downloads them.
const AnalyticsPage = lazyPage(() => import('../features/analytics/pages/analytics-page.tsx'), 'AnalyticsPage');
const TeamPage = lazyPage(() => import('../features/team/pages/team-page.tsx'), 'TeamPage');
const JoinTeamPage = lazyPage(() => import('../features/team/pages/join-team-page.tsx'), 'JoinTeamPage');
const InboxPage = lazyPage(() => import('../features/inbox/pages/inbox-page.tsx'), 'InboxPage');
const ThreadPage = lazyPage(() => import('../features/inbox/pages/thread-page.tsx'), 'ThreadPage');
const ModerationPage = lazyPage(() => import('../features/moderation/pages/moderation-page.tsx'), 'ModerationPage');
const CompanyPage = lazyPage(() => import('../features/company-profile/pages/company-page.tsx'), 'CompanyPage');
const HomePage = lazyPage(() => import('../features/home/pages/home-page.tsx'), 'HomePage');
const JobDetailPage = lazyPage(() => import('../features/catalogue/pages/job-detail-page.tsx'), 'JobDetailPage');
const JobsPage = lazyPage(() => import('../features/catalogue/pages/jobs-page.tsx'), 'JobsPage', {
  alertPanel: createAlertPanel,
});
const OnboardingPage = lazyPage(() => import('../features/onboarding/pages/onboarding-page.tsx'), 'OnboardingPage');
const RegistrationSuccessPage = lazyPage(
  () => import('../features/onboarding/pages/registration-success-page.tsx'),
  'RegistrationSuccessPage',
);
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page.tsx'), 'ProfilePage', {
  alertsCard: jobAlertsCard,
});
const UploadResumePage = lazyPage(() => import('../features/resume/pages/upload-resume-page.tsx'), 'UploadResumePage');
const ConfirmAlertPage = lazyPage(() => import('../features/alerts/pages/confirm-alert-page.tsx'), 'ConfirmAlertPage');
const UnsubscribeAlertPage = lazyPage(
  () => import('../features/alerts/pages/unsubscribe-alert-page.tsx'),
  'UnsubscribeAlertPage',
);
/**
 * Route table of spec section 2, with the employer screens it only links to (post-job, edit, applicants…).
 * Declarative routing (`useRoutes` under <BrowserRouter>): the app loads its data with TanStack Query, not route
 * loaders, and the data router's machinery would add ~18 KB gzip to every first visit. RootLayout catches a
 * screen's render errors (RouteErrorBoundary) and restores scroll positions (useScrollRestoration) instead.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'verification-sent', element: <VerificationSentPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      // Google sign-in's steps after the provider's callback (features/google-sign-in on the server).
      { path: 'auth/google', element: <GoogleCallbackPage /> },
      { path: 'register/google', element: <GoogleSignUpPage /> },
      { path: 'login/google-link', element: <GoogleLinkPage /> },
      { path: 'registration-success', element: <RegistrationSuccessPage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'jobs/:id', element: <JobDetailPage /> },
      { path: 'companies', element: <CompaniesPage /> },
      { path: 'companies/:id', element: <CompanyDetailPage /> },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'applications', element: <ApplicationsPage /> },
      { path: 'autopilot', element: <AutopilotSettingsPage /> },
      { path: 'autopilot/settings', element: <AutopilotSettingsPage /> },
      { path: 'autopilot/activity', element: <AutopilotActivityPage /> },
      { path: 'pricing', element: <PricingPage /> },
      // The home page's employer pitch: public, for seekers and employers alike.
      { path: 'talent-pool', element: <TalentPoolPage /> },
      { path: 'for-employers', element: <ForEmployersPage /> },
      // The footer's Company column: about, help, the contact form, and the privacy policy and terms.
      { path: 'about', element: <AboutPage /> },
      { path: 'support', element: <SupportPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'upload-resume', element: <UploadResumePage /> },
      // The links in job alert e-mails (signed out too).
      { path: 'alerts/confirm', element: <ConfirmAlertPage /> },
      { path: 'alerts/unsubscribe', element: <UnsubscribeAlertPage /> },
      // The link in a team invitation e-mail: a sign-up form signed out, a Join button signed in.
      { path: 'team/join', element: <JoinTeamPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          // The footer's 'Recruiter Dashboard': the same page (an employer sees the employer view).
          { path: 'recruiter-dashboard', element: <DashboardPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'onboarding', element: <OnboardingPage /> },
          // Employer screens; each tells a seeker (or a non-moderator) plainly that it is not for them.
          { path: 'post-job', element: <PostJobPage /> },
          { path: 'jobs/:id/edit', element: <EditJobPage /> },
          { path: 'jobs/:id/applicants', element: <ApplicantsPage /> },
          { path: 'search-candidates', element: <SearchCandidatesPage /> },
          { path: 'candidates/:id/view-resume', element: <CandidatePage /> },
          { path: 'candidates/:id/contact', element: <ContactCandidatePage /> },
          { path: 'analytics', element: <AnalyticsPage /> },
          { path: 'company', element: <CompanyPage /> },
          { path: 'team', element: <TeamPage /> },
          { path: 'moderation', element: <ModerationPage /> },
          // Contact requests and conversations, for seekers and employers alike.
          { path: 'inbox', element: <InboxPage /> },
          { path: 'inbox/threads/:id', element: <ThreadPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

const isLazyPage = (type: unknown): type is LazyPage => typeof type === 'function' && 'preload' in type;

/** Loads the chunks of the screens a path shows (main.tsx: before drawing over a first screen the server sent). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(({ route }) =>
      isValidElement(route.element) && isLazyPage(route.element.type) ? route.element.type.preload() : undefined,
    ),
  );
}
