import { createBrowserRouter } from 'react-router';
import { ApplicationsPage } from '../features/applications/pages/applications-page.tsx';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { RegisterPage } from '../features/auth/pages/register-page.tsx';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page.tsx';
import { VerificationSentPage } from '../features/auth/pages/verification-sent-page.tsx';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page.tsx';
import { AutopilotSettingsPage } from '../features/autopilot/pages/autopilot-settings-page.tsx';
import { CategoriesPage } from '../features/categories/pages/categories-page.tsx';
import { CompaniesPage } from '../features/companies/pages/companies-page.tsx';
import { CompanyDetailPage } from '../features/companies/pages/company-detail-page.tsx';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { JobDetailPage } from '../features/jobs/pages/job-detail-page.tsx';
import { JobsPage } from '../features/jobs/pages/jobs-page.tsx';
import { NotFoundPage } from '../features/not-found/pages/not-found-page.tsx';
import { OnboardingPage } from '../features/onboarding/pages/onboarding-page.tsx';
import { RegistrationSuccessPage } from '../features/onboarding/pages/registration-success-page.tsx';
import { ProfilePage } from '../features/profile/pages/profile-page.tsx';
import { UploadResumePage } from '../features/resume/pages/upload-resume-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';
import { RequireAuth } from './require-auth.tsx';

/** Route table of spec section 2. Screens of later issues are placeholders in their own features. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          // Errors render inside the layout, so header and footer stay usable.
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'login', element: <LoginPage /> },
            { path: 'register', element: <RegisterPage /> },
            { path: 'verification-sent', element: <VerificationSentPage /> },
            { path: 'verify-email', element: <VerifyEmailPage /> },
            { path: 'forgot-password', element: <ForgotPasswordPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            { path: 'registration-success', element: <RegistrationSuccessPage /> },
            { path: 'jobs', element: <JobsPage /> },
            { path: 'jobs/:id', element: <JobDetailPage /> },
            { path: 'companies', element: <CompaniesPage /> },
            { path: 'companies/:id', element: <CompanyDetailPage /> },
            { path: 'categories', element: <CategoriesPage /> },
            { path: 'applications', element: <ApplicationsPage /> },
            { path: 'autopilot', element: <AutopilotSettingsPage /> },
            { path: 'autopilot/settings', element: <AutopilotSettingsPage /> },
            { path: 'upload-resume', element: <UploadResumePage /> },
            {
              element: <RequireAuth />,
              children: [
                { path: 'dashboard', element: <DashboardPage /> },
                { path: 'profile', element: <ProfilePage /> },
                { path: 'onboarding', element: <OnboardingPage /> },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
