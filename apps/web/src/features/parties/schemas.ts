/** The party schema, and zod with it, load beside the first request that needs it. */
const loadPartySchemas = () => import('./party-schemas');

export const partySchema = async () => (await loadPartySchemas()).partySchema;
