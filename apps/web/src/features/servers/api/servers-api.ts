import { serversApi } from '@sportello/domain/api';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';

/** GET /rest/servers: the company's cloud servers, page and filter in the URL. */
export const useServers = () =>
  useListQuery(serversApi.list, { key: ['servers', 'list'], defaultSort: 'nome', size: 25 });
