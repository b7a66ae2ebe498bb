/** Public landing content (`blog`, `blogCategories`, `partners`) and the "register your school" request. */
import { z } from 'zod';
import { documentIdField } from './document-id';
import { emailText, nameText, proseText } from './plain-text';

export const blogCategorySchema = z.object({
  name: z.string().trim().min(1).max(60),
  order: z.number().int(),
});
export type BlogCategoryDoc = z.infer<typeof blogCategorySchema>;

export const blogPostSchema = z.object({
  title: z.string().trim().min(1).max(160),
  categoryId: z.string().min(1),
  author: z.string().trim().min(1).max(120),
  publishedAt: z.string().date(),
  summary: z.string().trim().min(1).max(400),
  body: z.array(z.string().trim().min(1)).min(1),
  /** A draft is kept but never served; a post dated after today is served from that day. */
  draft: z.boolean().default(false),
});
export type BlogPostDoc = z.infer<typeof blogPostSchema>;
/** A post as written: `draft` may be left out (a post is published unless it says it is a draft). */
export type BlogPostInput = z.input<typeof blogPostSchema>;

export const partnerSchema = z.object({
  name: z.string().trim().min(1).max(120),
  kind: z.string().trim().min(1).max(60),
  description: z.string().trim().min(1).max(600),
  website: z.url(),
  order: z.number().int(),
});
export type PartnerDoc = z.infer<typeof partnerSchema>;

/** The blog's list: the newest published posts, of one category when `category` names it. */
export const publicPostsInput = z.strictObject({
  category: documentIdField('category').optional(),
});

/** What the Institutions form sends: every message names its field, as the API answers 400 with it. */
export const schoolRegistrationInput = z.strictObject({
  schoolName: nameText('schoolName', 120).pipe(z.string().min(2, 'schoolName must be at least 2 characters.')),
  contactName: nameText('contactName', 120).pipe(z.string().min(2, 'contactName must be at least 2 characters.')),
  email: emailText('email'),
  phone: z
    .string('phone must be text.')
    .trim()
    .max(40, 'phone must be at most 40 characters.')
    .regex(/^[+()\d\s-]*$/, 'phone may only hold digits, spaces, +, - and brackets.')
    .optional(),
  country: nameText('country', 80).pipe(z.string().min(2, 'country must be at least 2 characters.')),
  studentCount: z
    .number('studentCount must be a number.')
    .int('studentCount must be a whole number.')
    .min(1, 'studentCount must be at least 1.')
    .max(100_000, 'studentCount must be at most 100000.'),
  message: proseText('message', 2000).optional(),
});
export type SchoolRegistrationInput = z.input<typeof schoolRegistrationInput>;

/** How many registration requests one address may send per window. */
export const REGISTRATION_RATE_LIMIT = { requests: 5, windowMs: 60 * 60 * 1000 } as const;
