import type { FastifyRequest } from 'fastify';
import { requireViewer } from '../../platform/viewer.js';

/** A signed-out call answers 401 before its input is read: bands and summaries are the owner's. */
export const signedIn = {
  preValidation: async (request: FastifyRequest) => {
    requireViewer(request);
  },
};

export const security = [{ bearerAuth: [] }];
