// The inline script at the top of index.html (vite.config.ts builds this file on its own).
import { startFirstReads } from './first-reads';

startFirstReads();
