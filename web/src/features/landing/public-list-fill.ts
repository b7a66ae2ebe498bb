/**
 * Part of the page's first script (main.tsx): fills a prerendered page's public list (/partners, /blog) from the API,
 * before the app and without it. The page carries each piece of the list once, rendered by the app's own components
 * with `{field}` in place of each value (`ListTemplate` in public-list-views.tsx); this copies those pieces and puts
 * each value in as text (a text node's data, an attribute), never as HTML, so nothing a partner or a post says can
 * run. A link goes only to an http(s) address.
 */
import { DEFAULT_LOCALE, formatDate } from '@academy/shared/date-format';
import { isWebAddress, type PublicCategory, type PublicPartner, type PublicPost } from '@academy/shared/public-lists';

type Values = Record<string, string>;

const FIELD = /\{(\w+)\}/g;
const put = (text: string, values: Values) => text.replace(FIELD, (whole, key: string) => values[key] ?? whole);
/** The attributes a value may go into: none of them can run anything (a link's address is checked before). */
const FILLED_ATTRIBUTES = ['href', 'id', 'aria-labelledby'];

/** A copy of a template's piece with the values in its text and attributes. */
function filled(piece: Element, values: Values): Element {
  const copy = piece.cloneNode(true) as Element;
  copy.removeAttribute('data-template');
  const texts = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) node.nodeValue = put(node.nodeValue ?? '', values);
  for (const element of [copy, ...copy.querySelectorAll('*')])
    for (const name of FILLED_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value?.includes('{')) element.setAttribute(name, put(value, values));
    }
  return copy;
}

/** One of the template's pieces, named by its `data-template`. */
function piece(template: Element, name: string): Element {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
  return template.querySelector(`[data-template="${name}"]`)!;
}

/** A template's list with the items in place of its one example. */
function listOf(template: Element, items: Element[]): Element {
  const list = piece(template, 'list').cloneNode(false) as Element;
  list.removeAttribute('data-template');
  list.append(...items);
  return list;
}

function partners(template: Element, answer: { partners: PublicPartner[] }): Element[] {
  const shown = answer.partners.filter((p) => isWebAddress(p.website));
  if (!shown.length) return [filled(piece(template, 'empty'), {})];
  const card = piece(template, 'item');
  return [
    listOf(
      template,
      shown.map(({ name, kind, description, website }) => filled(card, { name, kind, description, website })),
    ),
  ];
}

function posts(
  template: Element,
  answer: { posts: PublicPost[]; categories: PublicCategory[] },
  selected: string | null,
) {
  const link = (name: string, id: string | null) =>
    filled(piece(template, selected === id ? 'category-on' : 'category-off'), {
      name,
      href: id ? `/blog?category=${encodeURIComponent(id)}` : '/blog',
    });
  const nav = piece(template, 'nav').cloneNode(false) as Element;
  nav.removeAttribute('data-template');
  nav.append(
    link(piece(template, 'all-posts').textContent ?? '', null),
    ...answer.categories.map((c) => link(c.name, c.id)),
  );
  if (!answer.posts.length) return [nav, filled(piece(template, 'empty'), {})];
  const nameOf = (id: string) => answer.categories.find((c) => c.id === id)?.name ?? '';
  const article = piece(template, 'item');
  const items = answer.posts.map((post) => {
    const copy = filled(article, {
      id: post.id,
      title: post.title,
      author: post.author,
      summary: post.summary,
      category: nameOf(post.categoryId),
      date: formatDate(post.publishedAt, { locale: DEFAULT_LOCALE }),
    });
    const example = piece(copy, 'paragraph');
    example.replaceWith(...post.body.map((paragraph) => filled(example, { paragraph })));
    return copy;
  });
  return [nav, listOf(template, items)];
}

/** The address the list comes from; the page's head preloads it (web/prerender.ts), so the two must be the same. */
export function publicListAddress(kind: string, category: string | null): string {
  if (kind === 'partners') return '/api/landing/partners';
  return category ? `/api/landing/posts?category=${encodeURIComponent(category)}` : '/api/landing/posts';
}

export type PublicListAnswer =
  | { kind: 'partners'; partners: PublicPartner[] }
  | { kind: 'posts'; posts: PublicPost[]; categories: PublicCategory[] };

/**
 * A public list from its route. A plain `fetch`, not the typed client (`callApi`): that brings the app's language layer
 * and its errors' wording, and this is on the page's first load, before the app.
 */
export async function fetchPublicList(kind: 'partners' | 'posts', category: string | null): Promise<PublicListAnswer> {
  const response = await fetch(publicListAddress(kind, category));
  if (!response.ok) throw new Error(`${publicListAddress(kind, category)}: ${response.status}`);
  const answer = (await response.json()) as Omit<PublicListAnswer, 'kind'>;
  return { ...answer, kind } as PublicListAnswer;
}

/** Fills the page's list (an element marked `data-public-list`), or says it could not be loaded. */
export async function fillPublicList(region: HTMLElement): Promise<void> {
  const kind = region.dataset.publicList;
  const template = document.querySelector(`[data-public-template="${kind}"]`);
  if (!template || (kind !== 'partners' && kind !== 'posts')) return;
  const category = kind === 'posts' ? new URLSearchParams(location.search).get('category') : null;
  let shown: Element[];
  try {
    const answer = await fetchPublicList(kind, category);
    shown = answer.kind === 'partners' ? partners(template, answer) : posts(template, answer, category);
  } catch {
    shown = [filled(piece(template, 'failed'), {})];
  }
  region.replaceChildren(...shown);
  region.removeAttribute('aria-busy');
}
