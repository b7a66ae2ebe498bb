import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown';

// English, with no catalogue: each message's own text.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const render = (body: string) =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(SafeMarkdown, { body })));

describe('a post body is rendered inert', () => {
  it('drops script and HTML the author typed', () => {
    const html = render(
      'Hello <script>alert(1)</script> <b onclick="steal()">bold</b> <iframe src="https://x"></iframe>',
    );
    expect(html).not.toMatch(/<script|<b |onclick|<iframe/i);
    expect(html).toContain('Hello');
  });
  it('makes javascript: and data: links inert', () => {
    const html = render(
      '[click](javascript:alert(1)) [data](data:text/html,<script>alert(1)</script>) [vb](vbscript:x)',
    );
    expect(html).not.toMatch(/javascript:|data:text|vbscript:/i);
    expect(html).not.toMatch(/href=/);
  });
  it('keeps Markdown formatting and http links, opened safely', () => {
    const html = render('**Bring** a coat\n\n- hat\n- gloves\n\n[Trip letter](https://school.example/trip)');
    expect(html).toContain('<strong>Bring</strong>');
    expect(html).toContain('<li>hat</li>');
    expect(html).toContain('href="https://school.example/trip"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
  it('does not load images (no tracking pixels), and shows their address as a link instead', () => {
    const html = render('![pixel](https://tracker.example/p.gif) ![](https://somewhere.example/p.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<a href="https://tracker.example/p.gif" target="_blank" rel="noopener noreferrer nofollow">Image: pixel</a>',
    );
    expect(html).toContain('>Image: https://somewhere.example/p.png</a>');
    expect(render('![x](javascript:alert(1))')).not.toMatch(/javascript:|<img/);
  });
});
