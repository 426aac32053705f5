/** The seeds' auth-mode header, sent with every API call (DESIGN.md section 4). */
export const AUTH_MODE_HEADERS = { 'X-Auth-Mode': 'jwt' } as const;
