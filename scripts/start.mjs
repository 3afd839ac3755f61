// `npm start`: build the web app if its sources changed, then run the server, bundled again first if its
// sources changed (migrations and, on an empty database, the demo seed happen at server start).
import { buildWebIfStale } from './build-web.mjs';
import { runServer } from './run-server.mjs';

try {
  buildWebIfStale();
  await runServer();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
