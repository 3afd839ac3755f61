// Opportunities: the leads made of the projects customers submit, offered to the partners whose
// skills match, each accepted or rejected once (the first acceptance takes the lead).
export { decideOpportunity } from './decide-opportunity.ts';
export { noticeNewLead } from './lead-notices.ts';
export { offerProjectToPartners } from './offer-leads.ts';
export { listOpportunities } from './opportunities-store.ts';
