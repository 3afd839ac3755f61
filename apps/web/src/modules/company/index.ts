// Company: the company's billing profile and skills as the web shows and saves them — the calls,
// their cached answers, and the billing and skills forms the onboarding, company and skills pages share.
export { companyKeys, useCompany, useCountryOptions, useSkills, useUpdateCompany } from './api/company-api.ts';
export { BillingForm } from './components/billing-form.tsx';
export { SkillsForm } from './components/skills-form.tsx';
