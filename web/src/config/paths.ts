/** Every route the app links to, in one place. */
import { type LandingTab, landingTabHref } from '@academy/shared/landing-tabs';

export const paths = {
  home: '/',
  landingTab: (tab: LandingTab) => landingTabHref(tab),
  partners: '/partners',
  blog: '/blog',
  signIn: '/login',
  forgotPassword: '/login/forgot',
  resetPassword: '/login/reset',
  join: '/join',
  app: '/app',
  passwordReset: '/app/passwordReset',
  schoolSettings: '/app/admin/settings',
  signInLink: '/login/link',
  /** The account's own ways to sign in (and an Admin's second step). */
  mySignIn: '/app/sign-in',
  /** The school's ways to sign in, per role (Admin). */
  schoolSignIn: '/app/admin/sign-in',
  cart: '/cart/',
} as const;

/** Where to send someone after sign-in: back to the page they asked for, if it was inside the app. */
export function signInPath(next?: string): string {
  return next && next.startsWith('/app') ? `${paths.signIn}?next=${encodeURIComponent(next)}` : paths.signIn;
}
