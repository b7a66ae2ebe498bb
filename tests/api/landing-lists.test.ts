/**
 * The public site's lists (GET /api/landing/partners and /api/landing/posts): the deployment's own partners and
 * posts, the same for every visitor, signed in or not, whichever school they belong to; published posts only; one
 * bounded read whatever the size; kept a while by browsers and Hosting's CDN; bad input refused naming the field.
 */
import { PUBLIC_PARTNERS_SHOWN, PUBLIC_POSTS_SHOWN } from '@academy/shared/public-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, APP_URL, idTokenFor } from '../support/emulators';

/** The demo data's partners and posts, as emulators/demo-landing.ts writes them. */
const DEMO_PARTNERS = ['Northfield Learning Trust', 'Open Curriculum Project', 'PayBridge', 'School IT Cooperative'];
const DEMO_POSTS = [
  'Taking the register in under two minutes',
  'Riverside Primary’s first term on Academy',
  'What is new for parents this autumn',
  'Collecting fees without the chasing',
];

interface Answer<T> {
  status: number;
  body: T;
  cache: string | null;
  reads: number;
}

async function get<T = Record<string, unknown>>(path: string, token?: string): Promise<Answer<T>> {
  const res = await fetch(new URL(`/api/landing/${path}`, APP_URL), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    body: (await res.json()) as T,
    cache: res.headers.get('cache-control'),
    reads: Number(res.headers.get('x-documents-read')),
  };
}

type Partners = { partners: { id: string; name: string; website: string }[] };
type Posts = { posts: { id: string; title: string; categoryId: string }[]; categories: { id: string; name: string }[] };

const post = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  categoryId: 'guides',
  author: 'Test author',
  publishedAt: '2026-01-05',
  summary: 'A summary.',
  body: ['A paragraph.'],
  draft: false,
  ...over,
});

/** Ids this file writes, removed after it (the collections are the deployment's, shared with every other test). */
const written: string[] = [];
async function put(path: string, data: Record<string, unknown>) {
  written.push(path);
  await admin().db.doc(path).set(data);
}
afterAll(async () => {
  const { db } = admin();
  await Promise.all(written.map((path) => db.doc(path).delete()));
});

describe('GET /api/landing/publicCourses', () => {
  it('is kept a while by the browser and the CDN, as the other public lists are: the same for every visitor', async () => {
    const res = await get<{ courses: unknown[] }>('publicCourses');
    expect(res.status).toBe(200);
    expect(res.cache).toBe('public, max-age=60, s-maxage=300');
  });
});

describe('GET /api/landing/partners', () => {
  it('lists the partners in their order to a visitor signed out, with only what the page shows', async () => {
    const res = await get<Partners>('partners');
    expect(res.status).toBe(200);
    expect(res.body.partners.map((p) => p.name)).toEqual(DEMO_PARTNERS);
    expect(Object.keys(res.body.partners[0]!).sort()).toEqual(['description', 'id', 'kind', 'name', 'website']);
    expect(res.cache).toBe('public, max-age=60, s-maxage=300');
  });

  it('is the same list for a member of any school: the partners are the deployment’s, not a school’s', async () => {
    const signedOut = await get<Partners>('partners');
    for (const email of ['admin@demo-academy.test', 'admin@northside.test', 'parent@demo-academy.test']) {
      const res = await get<Partners>('partners', await idTokenFor(email));
      expect(res.body, email).toEqual(signedOut.body);
    }
  });

  it('returns a partner’s words as they were written (the page puts them in as text), but never a link that is not http(s)', async () => {
    await put('partners/zz-hostile', {
      name: '<img src=x onerror="alert(1)">',
      kind: '<script>alert(2)</script>',
      description: '{name} and {description}',
      website: 'https://hostile.example.org/?q=<b>',
      order: 90,
    });
    await put('partners/zz-script-link', {
      name: 'Script link',
      kind: 'Link',
      description: 'Its website runs a script.',
      website: 'javascript:alert(3)',
      order: 91,
    });
    const { partners } = (await get<Partners>('partners')).body;
    expect(partners.find((p) => p.id === 'zz-hostile')).toMatchObject({ name: '<img src=x onerror="alert(1)">' });
    expect(partners.map((p) => p.id)).not.toContain('zz-script-link');
  });

  it(`reads at most ${PUBLIC_PARTNERS_SHOWN} partners, however many there are`, async () => {
    for (let i = 0; i < PUBLIC_PARTNERS_SHOWN + 3; i++)
      await put(`partners/zz-many-${String(i).padStart(2, '0')}`, {
        name: `Partner ${i}`,
        kind: 'Test',
        description: 'One of many.',
        website: 'https://many.example.org',
        order: 100 + i,
      });
    const res = await get<Partners>('partners');
    // One of those read (the script link) is not shown.
    expect(res.body.partners.length).toBeGreaterThanOrEqual(PUBLIC_PARTNERS_SHOWN - 1);
    expect(res.body.partners.length).toBeLessThanOrEqual(PUBLIC_PARTNERS_SHOWN);
    expect(res.reads).toBe(PUBLIC_PARTNERS_SHOWN);
    expect(res.body.partners.slice(0, 4).map((p) => p.name)).toEqual(DEMO_PARTNERS);
  });

  it('refuses a parameter it does not take, naming it', async () => {
    const res = await get<{ status: number; message: string }>('partners?limit=1000');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'Unknown field: limit.' });
    expect(res.cache).toBe('no-store');
  });
});

describe('GET /api/landing/posts', () => {
  beforeAll(async () => {
    await put('blog/zz-draft', post('A draft nobody may read', { draft: true, publishedAt: '2026-11-20' }));
    await put('blog/zz-later', post('A post dated next year', { publishedAt: '2099-01-01' }));
  });

  it('lists the published posts newest first and the categories in their order, to a visitor signed out', async () => {
    const res = await get<Posts>('posts');
    expect(res.status).toBe(200);
    expect(res.body.posts.map((p) => p.title)).toEqual(DEMO_POSTS);
    expect(res.body.categories).toEqual([
      { id: 'product-news', name: 'Product news' },
      { id: 'school-stories', name: 'School stories' },
      { id: 'guides', name: 'Guides' },
    ]);
    expect(Object.keys(res.body.posts[0]!).sort()).toEqual([
      'author',
      'body',
      'categoryId',
      'id',
      'publishedAt',
      'summary',
      'title',
    ]);
    expect(res.cache).toBe('public, max-age=60, s-maxage=300');
  });

  it('never serves a draft or a post dated after today, signed in or not', async () => {
    for (const token of [undefined, await idTokenFor('admin@demo-academy.test')]) {
      const titles = (await get<Posts>('posts', token)).body.posts.map((p) => p.title);
      expect(titles).not.toContain('A draft nobody may read');
      expect(titles).not.toContain('A post dated next year');
    }
    const guides = (await get<Posts>('posts?category=guides')).body.posts.map((p) => p.id);
    expect(guides).not.toContain('zz-draft');
  });

  it('narrows the list to one category with ?category=', async () => {
    const res = await get<Posts>('posts?category=guides');
    expect(res.body.posts.map((p) => p.title)).toEqual([
      'Taking the register in under two minutes',
      'Collecting fees without the chasing',
    ]);
    expect((await get<Posts>('posts?category=no-such-category')).body.posts).toEqual([]);
  });

  it(`reads at most ${PUBLIC_POSTS_SHOWN} posts, however many there are`, async () => {
    for (let i = 0; i < PUBLIC_POSTS_SHOWN + 3; i++)
      await put(`blog/zz-old-${String(i).padStart(2, '0')}`, post(`Old post ${i}`, { publishedAt: '2020-01-01' }));
    const res = await get<Posts>('posts');
    expect(res.body.posts).toHaveLength(PUBLIC_POSTS_SHOWN);
    expect(res.body.posts.slice(0, 4).map((p) => p.title)).toEqual(DEMO_POSTS);
    // The posts and the categories: two bounded reads.
    expect(res.reads).toBeLessThanOrEqual(PUBLIC_POSTS_SHOWN + 20);
  });

  it.each([
    ['category=..%2Fusers', 'category is not a valid id.'],
    ['category=__x__', 'category is not a valid id.'],
    [`category=${'a'.repeat(129)}`, 'category is too long.'],
    ['category=', 'category is required.'],
    ['page=2', 'Unknown field: page.'],
  ])('refuses ?%s naming the field', async (query, message) => {
    const res = await get<{ status: number; message: string }>(`posts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message });
  });
});
