import { http } from '../../http/http-client.ts';
import { isFinishedStatus } from '../../query/tolerate-statuses.ts';

/** GET /rest/province/{cap} (Italy): the province code; null when unknown (404 tolerated, no toast). */
export async function getProvince(cap: string): Promise<string | null> {
  try {
    const { provincia } = await http.get<{ provincia: string }>(`/rest/province/${encodeURIComponent(cap)}`, { notify: false });
    return provincia;
  } catch (error) {
    if (isFinishedStatus(error)) return null;
    throw error;
  }
}
