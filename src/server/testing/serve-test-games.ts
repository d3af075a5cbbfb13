// `npm start` with the test games (the fixture game) registered: for tests that run
// the server as a child process (test/server/sigkill.test.ts).

import { main } from '../main.ts';
import { TEST_GAMES } from './test-games.ts';

main({ games: TEST_GAMES }).catch((error: unknown) => {
  process.stderr.write(`wittenberg: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
