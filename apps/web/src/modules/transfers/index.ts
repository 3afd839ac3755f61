// Transfers: what a product awaits before its activation (domain registrant, site or mail access),
// as the transfers page and the dashboard's 'Nuove attivazioni' both show it.
export { AwaitedData } from './components/awaited-data.tsx';
