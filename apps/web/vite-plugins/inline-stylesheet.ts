import type { Plugin } from 'vite';

/** `<link rel="stylesheet" ... href="/assets/x.css">` as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The app's stylesheet inside index.html itself, in a `<style>`, instead of a `<link>`: the first
 * paint (the boot shell, the sign-in form) then needs the HTML alone, not a second request on a
 * phone's slow connection. The style sheet is small (about 9 KB compressed) and the page is sent
 * compressed; the CSP allows inline styles (Helmet's default style-src).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'marshlog:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string'
              ? asset.source
              : Buffer.from(asset.source).toString('utf8');
          // The file stays in the build for anything that names it. A disabled link (never
          // fetched, never applied) still names it here, so Vite's preload helper, which adds each
          // lazy chunk's stylesheets unless a link to them is already on the page, does not load
          // and apply the whole sheet a second time when the first lazy chunk arrives.
          const inlined = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
          return `${inlined}<link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}
