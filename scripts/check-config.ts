/**
 * `npm start` runs this before anything else (node --import tsx): the shop refuses to start with the
 * embedded backend's public secrets when a service is not the embedded one (lib/config.ts).
 */
import { configProblems } from '../lib/config';

const problems = configProblems();
if (problems.length > 0) {
  console.error('✗ Casa Maestri refuses to start with public default secrets:');
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
