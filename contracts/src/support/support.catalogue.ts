import { z } from 'zod';
import { get, put } from '../routes/route-builders.js';

const SUPPORT = { issue: 18, capability: 'customer care: support tickets and refund requests' };

/** Support tickets: planned (issue #18). */
export const supportCatalogue = [
  get('support_ticket', 'get_support_ticket', 'admin', 'Support tickets (paged)', { planned: SUPPORT }),
  put('support_ticket', 'update_support_ticket', 'admin', 'Change a support ticket', { body: z.looseObject({}), planned: SUPPORT }),
] as const;
