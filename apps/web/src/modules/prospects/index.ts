// Prospects: the reseller's form that creates a prospect company, shared by My customers and the
// quote wizard's Clienti step ('Crea un'azienda prospect').
export { CUSTOMERS_KEY, useCreateProspect } from './api/prospects-api.ts';
export { ProspectForm } from './components/prospect-form.tsx';
