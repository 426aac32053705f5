import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import indexHtml from '../../index.html?raw';
import { tokenStore } from '../api';
import { json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { signedInWith, FIRST_LOAD } from '../features/hunts/testing/fixtures';

/** Attributes React or the browser make up per render (ids, radio group names) or the shell leaves out. */
const PER_RENDER = new Set(['id', 'for', 'name', 'style', 'data-discover', 'aria-controls']);
const page = new DOMParser().parseFromString(indexHtml, 'text/html');

function shell(address: string): Element {
  const found = page.querySelector(`.boot-shell[data-address="${address}"]`);
  if (!found?.firstElementChild) throw new Error(`index.html has no boot shell for ${address}`);
  return found.firstElementChild;
}

/**
 * What an element looks like, as an outline of tags, classes, attributes and text: equal outlines
 * paint the same. A select's options are left out (closed, it shows its chosen one only), and so is
 * whatever `skip` names.
 */
function outline(element: Element, skip: string[] = []): string[] {
  if (
    ['OPTION', 'OPTGROUP'].includes(element.tagName) ||
    skip.some((selector) => element.matches(selector))
  )
    return [];
  const attributes = [...element.attributes]
    .filter((attribute) => !PER_RENDER.has(attribute.name))
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .sort();
  const lines = [`<${element.tagName.toLowerCase()} ${attributes.join(' ')}>`];
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.textContent?.replace(/\s+/g, ' ').trim();
      if (text) lines.push(`"${text}"`);
    } else if (child instanceof Element) {
      lines.push(...outline(child, skip).map((line) => `  ${line}`));
    }
  }
  return lines;
}

describe('boot shells in index.html', () => {
  afterEach(() => tokenStore.clear());

  it('draw the sign-in page exactly as the app renders it', async () => {
    mockFetch({ 'GET /api/auth/providers/': () => json(200, []) });
    const { container } = renderApp('/auth/signin');
    await screen.findByRole('heading', { name: 'Sign in' }, FIRST_LOAD);
    const rendered = container.firstElementChild;
    if (!rendered) throw new Error('nothing rendered');
    expect(outline(shell('/auth/signin'))).toEqual(outline(rendered));
  });

  it("draw the hunt list's frame exactly as the app renders it while the hunts load", async () => {
    signedInWith({ 'GET /api/hunts/': () => new Promise<Response>(() => undefined) });
    const { container } = renderApp('/hunts');
    await screen.findByText('Loading hunts...', {}, FIRST_LOAD);
    const rendered = container.firstElementChild;
    if (!rendered) throw new Error('nothing rendered');
    // Left out of the shell: the skip link, and the header's hunter-specific actions (the bell
    // loads after the screen; the avatar shows the hunter's initials); the shell keeps their room.
    const hunterSpecific = ['a[href="#main"]', 'header > div > .ml-auto'];
    expect(outline(shell('/hunts'), hunterSpecific)).toEqual(outline(rendered, hunterSpecific));
  });
});
