/**
 * mapbox:// URLs of a Mapbox style, as the https URLs of Mapbox's API with the access token
 * (MapLibre does not resolve them itself).
 */
const API = 'https://api.mapbox.com';

function withToken(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
}

export function isMapboxUrl(url: string): boolean {
  return url.startsWith('mapbox://');
}

/** The https URL of a mapbox:// style, sprite, font, source or tile URL. */
export function resolveMapboxUrl(url: string, token: string): string {
  const path = url.slice('mapbox://'.length);
  const [kind = '', ...rest] = path.split('/');
  if (kind === 'styles') return withToken(`${API}/styles/v1/${rest.join('/')}`, token);
  if (kind === 'fonts') return withToken(`${API}/fonts/v1/${rest.join('/')}`, token);
  if (kind === 'sprites') {
    const match = /^([^/]+)\/([^/@.]+)(@2x)?\.(png|json)$/.exec(rest.join('/'));
    if (match) {
      const [, user, style, ratio = '', format] = match;
      return withToken(`${API}/styles/v1/${user}/${style}/sprite${ratio}.${format}`, token);
    }
  }
  if (kind === 'tiles') return withToken(`${API}/v4/${rest.join('/')}`, token);
  // A source: one tileset id or several, comma separated.
  return withToken(`${API}/v4/${path}.json?secure`, token);
}
