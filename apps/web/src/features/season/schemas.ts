/** The season schemas, and zod with them, load beside the first request that needs them. */
const loadSeasonSchemas = () => import('./season-schemas');

export const bandLogSchema = async () => (await loadSeasonSchemas()).bandLogSchema;
export const bandLogEntrySchema = async () => (await loadSeasonSchemas()).bandLogEntrySchema;
export const seasonSummarySchema = async () => (await loadSeasonSchemas()).seasonSummarySchema;
