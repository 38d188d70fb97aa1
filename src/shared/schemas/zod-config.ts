import { z } from 'zod';
import { no } from 'zod/v4/locales';

// Norwegian texts for every zod message a schema does not word itself (browser and server alike).
z.config(no());
// In the browser, no generated code: zod would otherwise probe `new Function`, which the page's
// Content-Security-Policy forbids (and reports as a violation).
if (typeof window !== 'undefined') z.config({ jitless: true });
