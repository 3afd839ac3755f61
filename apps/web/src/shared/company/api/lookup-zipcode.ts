import type { ZipcodePlaces } from '@sportello/domain';
import { http } from '../../http/http-client.ts';
import { isFinishedStatus } from '../../query/tolerate-statuses.ts';

/** GET /api/zipcode/{country}/{zip}: the places with that postal code; null when unknown (404 tolerated, no toast). */
export async function lookupZipcode(country: string, zip: string): Promise<ZipcodePlaces | null> {
  try {
    return await http.get<ZipcodePlaces>(`/api/zipcode/${encodeURIComponent(country)}/${encodeURIComponent(zip)}`, { notify: false });
  } catch (error) {
    if (isFinishedStatus(error)) return null;
    throw error;
  }
}
