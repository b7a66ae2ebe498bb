/**
 * The public site's lists (partners, the blog's posts) as the API serves them and the page shows them. No zod here:
 * the page's first script (web/src/features/landing/public-list-fill.ts) reads it.
 */

/**
 * What the public site's lists show at most, whatever the number of partners and posts: each is one bounded read
 * (`GET /api/landing/partners`, `GET /api/landing/posts`).
 */
export const PUBLIC_PARTNERS_SHOWN = 24;
export const PUBLIC_POSTS_SHOWN = 10;
export const PUBLIC_CATEGORIES_SHOWN = 20;

/** A partner as the public site shows it; its website is an http(s) address, or the partner is not shown. */
export interface PublicPartner {
  id: string;
  name: string;
  kind: string;
  description: string;
  website: string;
}

/** A published post as the public site shows it (its paragraphs are plain text, never HTML or Markdown). */
export interface PublicPost {
  id: string;
  title: string;
  categoryId: string;
  author: string;
  publishedAt: string;
  summary: string;
  body: string[];
}

export interface PublicCategory {
  id: string;
  name: string;
}

/** Whether an address may be a link on the public site: http or https only (never javascript: or data:). */
export const isWebAddress = (address: string) => /^https?:\/\/[^\s]+$/i.test(address);
