// Which module of src/modules may import which: one direction, from the base services up through the
// case and its parts to the read side. ESLint's no-restricted-imports enforces it (eslint.config.js),
// and src/modules/boundaries.test.ts checks that the map has no cycle and that a wrong-way import fails.
// Plain JavaScript: ESLint loads it as it is.

/** Base services: used by every feature, they import no feature (and only the base below them). */
const base = {
  activity: [],
  pdf: [],
  tokens: [],
  auth: ['activity'],
  image: ['activity'],
  company: ['activity', 'image'],
  outbox: ['activity', 'company'],
};
const baseNames = Object.keys(base);

/** The case file (the enquiry owns its status) on the base; its parts and the other features on that. */
const features = {
  enquiry: baseNames,
  pricing: ['activity'],
  project: ['activity', 'image'],
  service: ['activity', 'image'],
  estimate: [...baseNames, 'enquiry', 'pricing'],
  booking: [...baseNames, 'enquiry', 'estimate', 'pricing'],
  quote: [...baseNames, 'enquiry', 'estimate'],
  job: [...baseNames, 'enquiry', 'quote', 'booking'],
  handover: [...baseNames, 'enquiry', 'quote', 'job', 'review'],
  // A review may be linked to the job's reference project.
  review: [...baseNames, 'enquiry', 'project'],
  // The job's money: its invoices against the contract and the accepted change orders.
  billing: [...baseNames, 'enquiry', 'quote', 'job'],
};

/** Read side: screens that look across features. Nothing imports them but the routers' root. */
const readSide = {
  history: [...baseNames, ...Object.keys(features)],
  'photo-library': [...baseNames, ...Object.keys(features)],
  'inbox-export': [...baseNames, ...Object.keys(features)],
  dashboard: [...baseNames, ...Object.keys(features), 'history'],
};

export const moduleDeps = { ...base, ...features, ...readSide };
export const modules = Object.keys(moduleDeps);

/** The flat-config entries: per module, every other module it may not import is refused. */
export function boundaryConfigs() {
  return modules.map((name) => {
    const allowed = new Set([name, ...moduleDeps[name]]);
    const refused = modules.filter((m) => !allowed.has(m));
    return {
      files: [`src/modules/${name}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': ['error', {
          patterns: [
            ...(refused.length ? [{ group: refused.map((m) => `../${m}/*`), message: `src/modules/${name} may import only ${[...allowed].filter((m) => m !== name).join(', ') || 'no other module'} (module-boundaries.js): imports go one way.` }] : []),
            { group: ['**/tasks/worker', '**/trpc/root', '**/app'], message: 'The composition roots import the modules, never the other way round.' },
          ],
        }],
      },
    };
  });
}
