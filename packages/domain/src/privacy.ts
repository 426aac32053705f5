import { z } from 'zod';
import { PRIVACY_LEVELS } from './privacy-constants.js';

export const privacyLevelSchema = z.enum(PRIVACY_LEVELS);
