import { LANDING_TABS, landingTabPath } from '@academy/shared/landing-tabs';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { RouteError } from '@/components/ui/route-error';
import { BlogPage } from '@/features/landing/blog-page';
import { LandingPage } from '@/features/landing/landing-page';
import { PartnersPage } from '@/features/landing/partners-page';
import { loadAppCatalogue } from '@/lib/i18n';

/**
 * The public site's pages carry no Firebase and no lazy step, so the build prerenders them (web/prerender.ts) and the
 * browser hydrates them when the visitor first reaches for something (web/src/main.tsx): each landing tab, /partners
 * and /blog (their lists load after the first paint).
 */
const publicRoutes: RouteObject[] = [
  // `/` shows the tab its query names (`/?tab=Parents`); each tab's stored path shows that tab (web/prerender.ts).
  { path: '/', element: <LandingPage />, errorElement: <RouteError /> },
  ...LANDING_TABS.filter((tab) => tab !== 'Home').map((tab) => ({
    path: landingTabPath(tab),
    element: <LandingPage tab={tab} />,
    errorElement: <RouteError />,
  })),
  { path: '/partners', element: <PartnersPage />, errorElement: <RouteError /> },
  { path: '/blog', element: <BlogPage />, errorElement: <RouteError /> },
];

/** The public site's addresses, prerendered by the build. */
export const PRERENDERED_PATHS = publicRoutes.map((r) => r.path as string);

export const routes: RouteObject[] = [
  ...publicRoutes,
  {
    // Firebase, reactfire and the signed-in app load with these routes only.
    lazy: async () => {
      const [{ FirebaseRoot }] = await Promise.all([import('./firebase-root'), loadAppCatalogue()]);
      return { Component: FirebaseRoot };
    },
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      {
        // Below the session: a failed screen leaves it mounted, so a role change or a revoked session still signs out.
        lazy: async () => ({ ErrorBoundary: (await import('./session-route-error')).SessionRouteError }),
        children: [
          {
            path: '/login',
            lazy: async () => ({ Component: (await import('@/features/auth/sign-in-page')).SignInPage }),
          },
          {
            path: '/login/forgot',
            lazy: async () => ({
              Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: '/login/reset',
            lazy: async () => ({ Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage }),
          },
          {
            path: '/join',
            lazy: async () => ({ Component: (await import('@/features/auth/join-page')).JoinPage }),
          },
          {
            path: '/login/link',
            lazy: async () => ({ Component: (await import('@/features/auth/sign-in-link-page')).SignInLinkPage }),
          },
          {
            path: '/app',
            lazy: async () => ({ Component: (await import('./app-root')).AppRoot }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./app-root')).RoleHomeRedirect }) },
              {
                path: 'passwordReset',
                lazy: async () => ({
                  Component: (await import('@/features/auth/change-password-page')).ChangePasswordPage,
                }),
              },
              {
                path: 'sign-in',
                lazy: async () => ({ Component: (await import('@/features/auth/my-sign-in-page')).MySignInPage }),
              },
              {
                path: 'admin/sign-in',
                lazy: async () => ({
                  Component: (await import('@/features/accounts/school-sign-in-page')).SchoolSignInPage,
                }),
              },
              {
                path: ':role/students/:studentId',
                lazy: async () => ({
                  Component: (await import('@/app/sections/student-profile')).StudentProfile,
                }),
              },
              // Assignments: an assignment's marking page, a class gradebook, the Student's My work.
              {
                path: ':role/assignments/gradebook/:classId',
                lazy: async () => ({
                  Component: (await import('@/features/assignments/assignment-routes')).GradebookRoute,
                }),
              },
              {
                path: ':role/assignments/:assignmentId',
                lazy: async () => ({
                  Component: (await import('@/features/assignments/assignment-routes')).AssignmentRoute,
                }),
              },
              {
                path: 'student/work/:assignmentId?',
                lazy: async () => ({
                  Component: (await import('@/features/assignments/assignment-routes')).MyWorkRoute,
                }),
              },
              // Fees: an invoice's own page for the office.
              {
                path: ':role/fees/invoices/:invoiceId',
                lazy: async () => ({ Component: (await import('@/features/fees/invoice-page')).InvoiceRoute }),
              },
              // The Admin's school settings (the locale dates and times read in).
              {
                path: ':role/settings',
                lazy: async () => ({
                  Component: (await import('@/features/school-settings/school-settings-page')).SchoolSettingsRoute,
                }),
              },
              // Course store: the catalogue and the course player, reached from the dashboard.
              {
                path: 'student/courses/:courseId?',
                lazy: async () => ({
                  Component: (await import('@/features/course-store/course-store-routes')).CourseStoreRoute,
                }),
              },
              {
                path: 'parent/courses',
                lazy: async () => ({
                  Component: (await import('@/features/course-store/course-store-routes')).CourseStoreRoute,
                }),
              },
              // Messages: the inbox, a conversation, a new message and staff hours, for every role that has them.
              {
                path: ':role/messages/:conversationId?',
                lazy: async () => ({
                  Component: (await import('@/features/messages/messages-routes')).MessagesRoute,
                }),
              },
              // Reports: the office's rounds, review and publishing, and teachers' grids.
              {
                path: ':role/reports/*',
                lazy: async () => ({
                  Component: (await import('@/features/reports/reports-routes')).ReportsRoute,
                }),
              },
              {
                path: ':role/:section?',
                lazy: async () => ({ Component: (await import('@/app/sections/section-route')).SectionRoute }),
              },
              {
                // A record's own page: /app/admin/classes/<id> …
                path: ':role/:section/:id',
                lazy: async () => ({ Component: (await import('@/app/sections/section-route')).SectionRoute }),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // The cart needs no Firebase: it lives in this browser's storage.
    path: '/cart',
    lazy: async () => {
      const [{ CartPage }] = await Promise.all([import('@/features/cart/cart-page'), loadAppCatalogue()]);
      return { Component: CartPage };
    },
    HydrateFallback: PageLoader,
  },
  // Fees and payments: the emulators' test payment provider (the server gives this address only there).
  {
    path: '/cart/test-checkout',
    lazy: async () => {
      const [{ TestCheckoutPage }] = await Promise.all([
        import('@/features/cart/test-checkout-page'),
        loadAppCatalogue(),
      ]);
      return { Component: TestCheckoutPage };
    },
    HydrateFallback: PageLoader,
  },
  { path: '*', element: <NotFound /> },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
