import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { SmartLink } from './smart-link';

const render = (to: string) =>
  renderToStaticMarkup(
    <IntlProvider locale="en-GB" messages={{ 'shop.opensInNewTab': '(opens in a new tab)' }}>
      <MemoryRouter>
        <SmartLink to={to} className="x">
          Label
        </SmartLink>
      </MemoryRouter>
    </IntlProvider>,
  );

describe('SmartLink (spec 1 §2 external links)', () => {
  it('opens the shop’s own domain in a new tab with nofollow, announcing it', () => {
    expect(render('https://careers.proequip.com/jobs')).toBe(
      '<a href="https://careers.proequip.com/jobs" target="_blank" rel="nofollow noopener noreferrer" class="x">Label<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
  });

  it('opens an address with the word inspiration externally, even a path', () => {
    expect(render('/inspirations/')).toContain('rel="nofollow noopener noreferrer"');
  });

  it('keeps a path of this site an ordinary router link', () => {
    expect(render('/gastro-vybavenie/')).toBe('<a class="x" href="/gastro-vybavenie/" data-discover="true">Label</a>');
  });

  it('leaves another site’s address a plain link in the same tab, without nofollow', () => {
    expect(render('https://www.example.org/')).toBe('<a href="https://www.example.org/" class="x">Label</a>');
  });

  it('gives each address its own kind when many addresses were rendered before it', () => {
    for (let index = 0; index < 1200; index += 1) render(`https://www.example.org/${index}`);
    expect(render('/gastro-vybavenie/')).toBe('<a class="x" href="/gastro-vybavenie/" data-discover="true">Label</a>');
    expect(render('https://www.example.org/7')).toBe('<a href="https://www.example.org/7" class="x">Label</a>');
    expect(render('https://careers.proequip.com/jobs')).toContain('target="_blank"');
  });
});
