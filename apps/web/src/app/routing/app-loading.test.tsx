import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLoading } from './app-loading.tsx';

describe('the loading state in index.html', () => {
  it('is what AppLoading renders, so the page shows it before the scripts and nothing changes when they take over', () => {
    const html = fs.readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1];
    expect(root).toBe(renderToStaticMarkup(<AppLoading />));
  });
});
