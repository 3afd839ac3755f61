import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { IdParamsSchema } from '../validators/id.ts';
import { OPPORTUNITY_STATES, OpportunityDecisionSchema, OpportunitySchema } from './opportunity-schema.ts';

const access = { route: 'opportunities' } as const;

/** A partner's leads, newest first; filtered by name or description, and by state (a tab). */
export const OpportunitiesListQuerySchema = listQuerySchema(['data'], '-data', {
  stato: z.enum(OPPORTUNITY_STATES).optional(),
});

export const OpportunityDecidedSchema = z.object({
  result: z.literal('ok'),
  message: z.string(),
  opportunity: OpportunitySchema,
});

/** Opportunities (spec 2 §2, §4, §7): the leads offered to a partner, accepted or rejected once. */
export const opportunitiesApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/opportunities',
    access,
    summary:
      "A page of the partner's leads, newest first; the requester's data (cliente, contatti, dominio) only on the leads it accepted",
    query: OpportunitiesListQuerySchema,
    response: pageSchema(OpportunitySchema),
  }),
  decide: endpoint({
    method: 'PUT',
    path: '/rest/opportunities/:id',
    access,
    summary:
      "Accept or reject a lead in 'attesa': the first partner to accept takes it, the others' offers expire ('scaduta')",
    params: IdParamsSchema,
    body: OpportunityDecisionSchema,
    response: OpportunityDecidedSchema,
    errors: { 404: ['opportunity_not_found'], 409: ['opportunity_closed'] },
  }),
} as const;
