/** What the benches count in the browser: the Firestore traffic of a page, from inside it. */

/**
 * Runs in the page before the app (plain JavaScript: the scripts are typed for Node, not the DOM). Counts what the
 * Listen channel delivers, the count() calls made, and what each call of the app's own API says it read on the server
 * (its x-documents-read header; null where the route does not say); reset() zeroes it, snapshot() reads it.
 */
export const COUNT_FIRESTORE_TRAFFIC = `
(() => {
  // Per Listen target: the query the app asked for (its collection and limit) and the documents delivered for it.
  // \`had\` is what the listener holds (each document's update time), kept across the counter's zeroing: after a
  // RESET, a document sent again as it was is \`resent\`, not read (below).
  let targets = new Map();
  let aggregations = 0;
  let requests = [];
  const target = (id) =>
    targets.get(id) ||
    targets
      .set(id, {
        collection: '?', path: null, limit: null, cursor: false, before: false,
        docs: new Set(), resets: new Set(), resent: new Set(), had: new Map(), afterReset: false,
      })
      .get(id);
  window.__benchReads = {
    // A listener opened before keeps what it asked for, so what it is sent later can be told apart; it is left out
    // of the snapshot unless it is sent something.
    reset() {
      for (const t of targets.values()) Object.assign(t, { before: true, docs: new Set(), resets: new Set(), resent: new Set() });
      aggregations = 0;
      requests = [];
    },
    snapshot() {
      return {
        aggregations,
        requests: requests.slice(),
        targets: [...targets].filter(([, t]) => !t.before || t.docs.size > 0 || t.resets.size > 0).map(([id, t]) => ({
          id, collection: t.collection, path: t.path, limit: t.limit, cursor: t.cursor, before: t.before,
          documents: t.docs.size, resets: t.resets.size, resent: t.resent.size,
        })),
      };
    },
  };
  const NAME = /"name":\\s*"([^"]+)"/;
  const TARGETS = /"targetIds":\\s*\\[([\\d,\\s]*)\\]/;
  const RESET = /"targetChangeType":\\s*"RESET"/;
  const CURRENT = /"targetChangeType":\\s*"CURRENT"/;
  const UPDATED = /"updateTime":\\s*"([^"]+)"/g;
  const idsIn = (segment) => {
    const ids = TARGETS.exec(segment);
    return ids ? ids[1].split(',').map((x) => Number(x.trim())).filter((x) => x > 0 || x === 0) : [];
  };
  // One documentChange message: the document's path, its update time, then the targets it answers. After a RESET the
  // Firestore emulator sends a listener its whole answer again when one document in it changes; production sends the
  // changed document alone, and bills a listener a read for each document added to or changed in its answer. So a
  // document sent after a RESET exactly as the listener already had it is counted apart (resent), not as a read.
  const recordDocument = (segment) => {
    const name = NAME.exec(segment);
    if (!name) return;
    const updated = [...segment.matchAll(UPDATED)].map((m) => m[1]).pop() || null;
    for (const id of idsIn(segment)) {
      const t = target(id);
      if (t.docs.has(name[1])) continue;
      if (t.afterReset && updated !== null && t.had.get(name[1]) === updated) t.resent.add(name[1]);
      else {
        t.docs.add(name[1]);
        t.had.set(name[1], updated);
      }
    }
  };
  // One targetChange message: the server starting a target's answer again from nothing (RESET), by where it was sent.
  const recordTargetChange = (segment, where) => {
    if (RESET.test(segment))
      for (const id of idsIn(segment)) {
        target(id).resets.add(where);
        target(id).afterReset = true;
      }
    // The answer is whole again: what follows is a change, counted as one.
    if (CURRENT.test(segment)) for (const id of idsIn(segment)) target(id).afterReset = false;
  };
  // A reader of one answer of the channel as it grows. Each pass reads every message from the start of the last one
  // read before: that last one may have been cut short, and a document counted twice is still one (a Set), as is a
  // reset at the same place.
  let readers = 0;
  const MARK = /"(documentChange|targetChange)"/g;
  const channelReader = () => {
    const reader = ++readers;
    let text = '';
    let from = -1;
    return (more) => {
      text += more;
      if (from < 0) {
        MARK.lastIndex = 0;
        const first = MARK.exec(text);
        if (!first) return;
        from = first.index;
      }
      const tail = text.slice(from);
      const marks = [...tail.matchAll(MARK)];
      marks.forEach((m, i) => {
        const part = tail.slice(m.index + m[0].length, i + 1 < marks.length ? marks[i + 1].index : undefined);
        if (m[1] === 'documentChange') recordDocument(part);
        else recordTargetChange(part, reader + ':' + (from + m.index));
      });
      from += marks[marks.length - 1].index;
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
        t.before = false;
        t.cursor = Boolean(q && q.startAt);
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
  /**
   * `path`: for documents read by path, which (`schools/…/messageInboxes/…`); null for a query. `cursor`: the query
   * starts after a document (a later page). `before`: opened before the counter was zeroed (its query `?` when it was
   * opened before the counter was loaded), and sent documents since.
   */
  targets: {
    id: number;
    collection: string;
    path: string | null;
    limit: number | null;
    cursor: boolean;
    before: boolean;
    documents: number;
    /** The times the server started the target's answer again from nothing (a RESET), sending it whole. */
    resets: number;
    /**
     * Documents sent again after a RESET exactly as the listener had them: the emulator's whole answer, which
     * production does not send a live listener for one changed document (and does not bill). Not in `documents`.
     */
    resent?: number;
  }[];
}
