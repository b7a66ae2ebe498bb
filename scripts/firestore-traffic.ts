/** What the benches count in the browser: the Firestore traffic of a page, from inside it. */

/**
 * Runs in the page before the app (plain JavaScript: the scripts are typed for Node, not the DOM). Counts what the
 * Listen channel delivers, the count() calls made, and what each call of the app's own API says it read on the server
 * (its x-documents-read header; null where the route does not say); reset() zeroes it, snapshot() reads it.
 */
export const COUNT_FIRESTORE_TRAFFIC = `
(() => {
  // Per Listen target: the query the app asked for (its collection and limit) and the documents delivered for it.
  let targets = new Map();
  let aggregations = 0;
  let requests = [];
  const target = (id) =>
    targets.get(id) || targets.set(id, { collection: '?', path: null, limit: null, docs: new Set() }).get(id);
  window.__benchReads = {
    reset() { targets = new Map(); aggregations = 0; requests = []; },
    snapshot() {
      return {
        aggregations,
        requests: requests.slice(),
        targets: [...targets].map(([id, t]) => ({
          id, collection: t.collection, path: t.path, limit: t.limit, documents: t.docs.size,
        })),
      };
    },
  };
  // One documentChange message: the document's path, then the targets it answers.
  const NAME = /"name":\\s*"([^"]+)"/;
  const TARGETS = /"targetIds":\\s*\\[([\\d,\\s]*)\\]/;
  const record = (segment) => {
    const name = NAME.exec(segment);
    const ids = TARGETS.exec(segment);
    if (!name || !ids) return;
    for (const id of ids[1].split(',').map((x) => x.trim()).filter(Boolean)) target(Number(id)).docs.add(name[1]);
  };
  // A reader of one answer of the channel as it grows. Each pass reads every documentChange from the start of the last
  // one read before: that last one may have been cut short, and a document counted twice is still one (a Set).
  const channelReader = () => {
    let text = '';
    let from = -1;
    return (more) => {
      text += more;
      if (from < 0) from = text.indexOf('"documentChange"');
      if (from < 0) return;
      const parts = text.slice(from).split('"documentChange"');
      parts.shift();
      for (const part of parts) record(part);
      from = text.lastIndexOf('"documentChange"');
    };
  };
  // What the app sends on the channel: the targets it adds (each a query, or documents by path).
  const readRequest = (body) => {
    for (const part of body.split('&')) {
      const [key, value] = part.split('=');
      if (!/^req\\d+___data__$/.test(key || '')) continue;
      try {
        const msg = JSON.parse(decodeURIComponent((value || '').replace(/\\+/g, ' ')));
        const add = msg.addTarget;
        if (!add) continue;
        const q = add.query && add.query.structuredQuery;
        const t = target(add.targetId);
        t.collection = q ? (q.from || []).map((f) => f.collectionId).join(',') : 'document';
        // A document read by its path: which one (the part after /documents/).
        const paths = (add.documents && add.documents.documents) || [];
        t.path = paths.length ? paths.map((p) => String(p).split('/documents/')[1] || p).join(',') : null;
        t.limit = q && q.limit !== undefined ? Number(q.limit.value ?? q.limit) : null;
      } catch {}
    }
  };
  const LISTEN = '/Listen/channel';
  const AGGREGATE = ':runAggregationQuery';
  const API = '/api/';
  const apiPath = (url) => {
    try {
      const u = new URL(url, location.href);
      return u.origin === location.origin && u.pathname.startsWith(API) ? u.pathname : null;
    } catch { return null; }
  };
  // The SDK's WebChannel speaks over fetch (streamed answers) or XMLHttpRequest, depending on its version and
  // settings: both are watched.
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__bench = String(url);
    if (this.__bench.includes(LISTEN)) {
      const read = channelReader();
      let seen = 0;
      const scan = () => {
        let text = '';
        try { text = this.responseText || ''; } catch { return; }
        read(text.slice(seen));
        seen = text.length;
      };
      this.addEventListener('progress', scan);
      this.addEventListener('load', scan);
    }
    if (this.__bench.includes(AGGREGATE)) aggregations++;
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (body) {
    if (this.__bench && this.__bench.includes(LISTEN) && typeof body === 'string') readRequest(body);
    return send.call(this, body);
  };
  const fetchBefore = window.fetch;
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.includes(AGGREGATE)) aggregations++;
    const api = apiPath(request.url);
    if (api) {
      const response = await fetchBefore(request);
      const said = response.headers.get('x-documents-read');
      requests.push({ path: api, documents: said === null ? null : Number(said) });
      return response;
    }
    if (!request.url.includes(LISTEN)) return fetchBefore(request);
    if (request.method === 'POST') readRequest(await request.clone().text());
    const response = await fetchBefore(request);
    if (!response.body) return response;
    // The app reads one copy of the streamed answer; this reads the other as it arrives.
    const [forApp, forCount] = response.body.tee();
    const read = channelReader();
    const reader = forCount.getReader();
    const decoder = new TextDecoder();
    (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return read(decoder.decode());
        read(decoder.decode(value, { stream: true }));
      }
    })().catch(() => undefined);
    return new Response(forApp, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
})();
`;

/** What `window.__benchReads.snapshot()` answers. */
export interface Counted {
  aggregations: number;
  /** Each call of the app's API (`/api/…`) and the documents its handler says it read, null where it does not say. */
  requests?: { path: string; documents: number | null }[];
  /** `path`: for documents read by path, which (`schools/…/messageInboxes/…`); null for a query. */
  targets: { id: number; collection: string; path: string | null; limit: number | null; documents: number }[];
}
