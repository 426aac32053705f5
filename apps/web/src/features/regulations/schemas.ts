/** The regulations schemas, and zod with them, load beside the first request that needs them (issue 14). */
const loadRegulationSchemas = () => import('./regulation-schemas');

export const hunterRegulationsSchema = async () =>
  (await loadRegulationSchemas()).hunterRegulationsSchema;
export const bagTallySchema = async () => (await loadRegulationSchemas()).bagTallySchema;
export const regulationSetSchema = async () => (await loadRegulationSchemas()).regulationSetSchema;
