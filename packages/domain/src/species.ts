import { z } from 'zod';
import { SPECIES_CATEGORIES, SPECIES_VALUES } from './species-constants.js';

export const speciesSchema = z.enum(SPECIES_VALUES);
export const speciesCategorySchema = z.enum(SPECIES_CATEGORIES);
