// Vercel's Node.js runtime runs each file of api/ as a function; vercel.json sends the API, the
// health checks and /metrics here. The app is src/server/app.ts, as on the Node server.
import { createVercelFunction } from '../src/server/serverless/vercel-function';

export default await createVercelFunction(process.env);
