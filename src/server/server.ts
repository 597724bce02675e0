// `npm start` and every deployment run this file: the server process (run-server.ts).
import { exitOnStartFailure, runServer } from './run-server.ts';

runServer().catch(exitOnStartFailure);
